//! Fuzzes the `percent` decoding view: no panic, and every mapped range lies in the input.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Some(v) = wirepass::scan::decode::percent(data) {
        assert_eq!(v.bytes.len(), v.map.len());
        for &(s, e) in &v.map {
            assert!(s <= e && e as usize <= data.len());
        }
    }
});
