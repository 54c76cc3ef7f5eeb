//! Fuzzes the escape views of issue 12 (ANSI sequences, Java `.properties`, XML and HTML
//! entities): no panic, every decoded byte maps back to a range of the input, and away
//! from its edits each view is its source ([`wirepass::scan::decode::edits_hold`]).
#![no_main]
use libfuzzer_sys::fuzz_target;
use wirepass::scan::{decode, unescape};

fuzz_target!(|data: &[u8]| {
    let _ = unescape::needs(data);
    for v in [
        unescape::ansi(data),
        unescape::properties(data),
        unescape::entities(data),
    ] {
        if let Err(e) = decode::edits_hold(data, &v) {
            panic!("{e}");
        }
    }
});
