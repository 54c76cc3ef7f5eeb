//! Fuzzes the `json_escapes` decoding view: no panic, every decoded byte maps back to a
//! range of the input, and away from the positions `changed` names the view is its
//! source byte for byte (what the scanner's search of a view only near its edits relies
//! on; [`wirepass::scan::decode::edits_hold`]): an unchanged byte is its one source byte,
//! two unchanged neighbours are neighbours in the source, and the view starts and ends
//! where the source does unless its first or last byte is named; and the view's long
//! runs taken from its source's are those of its bytes.
#![no_main]
use libfuzzer_sys::fuzz_target;
use wirepass::scan::decode;
use wirepass::scan::prefilter::long_runs;

fuzz_target!(|data: &[u8]| {
    let Some(v) = decode::json_escapes(data) else {
        return;
    };
    if let Err(e) = decode::edits_hold(data, &v) {
        panic!("{e}");
    }
    assert_eq!(v.runs(&long_runs(data)), long_runs(&v.bytes));
});
