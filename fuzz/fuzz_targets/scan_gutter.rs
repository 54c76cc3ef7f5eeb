//! Fuzzes the view of a file printed through a gutter ([`wirepass::scan::gutter`]): no
//! panic, every byte of the view maps back to the input, away from its edits the view is
//! its source ([`wirepass::scan::decode::edits_hold`]), and its long runs taken from its
//! source's are those of its bytes.
#![no_main]
use libfuzzer_sys::fuzz_target;
use wirepass::scan::prefilter::long_runs;
use wirepass::scan::{decode, gutter};

fuzz_target!(|data: &[u8]| {
    if let Some(v) = gutter::strip(data) {
        if let Err(e) = decode::edits_hold(data, &v) {
            panic!("{e}");
        }
        assert_eq!(v.runs(&long_runs(data)), long_runs(&v.bytes));
    }
});
