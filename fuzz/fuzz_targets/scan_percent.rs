//! Fuzzes the `percent` decoding view: no panic, every decoded byte maps back to a range
//! of the input, and away from its edits the view is its source
//! ([`wirepass::scan::decode::edits_hold`]).
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Some(v) = wirepass::scan::decode::percent(data) {
        if let Err(e) = wirepass::scan::decode::edits_hold(data, &v) {
            panic!("{e}");
        }
    }
});
