//! Fuzzes the escape views of issue 12 (ANSI sequences, Java `.properties`, XML and HTML
//! entities): no panic, and every decoded byte maps back to a range of the input.
#![no_main]
use libfuzzer_sys::fuzz_target;
use wirepass::scan::unescape;

fuzz_target!(|data: &[u8]| {
    let _ = unescape::needs(data);
    for v in [
        unescape::ansi(data),
        unescape::properties(data),
        unescape::entities(data),
    ] {
        for i in 0..v.bytes.len() {
            let (s, e) = v.source(i, i + 1);
            assert!(s <= e && e <= data.len(), "byte {i} maps to {s}..{e}");
        }
    }
});
