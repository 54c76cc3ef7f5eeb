//! Fuzzes the `json_escapes` decoding view: no panic, and every decoded byte maps back to a range
//! of the input.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Some(v) = wirepass::scan::decode::json_escapes(data) {
        for i in 0..v.bytes.len() {
            let (s, e) = v.source(i, i + 1);
            assert!(s <= e && e <= data.len(), "byte {i} maps to {s}..{e}");
        }
    }
});
