//! Fuzzes the scanner over arbitrary bytes: it must not panic, and every finding lies
//! inside the input.
#![no_main]
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use wirepass::scan::Scanner;

static SCANNER: OnceLock<Scanner> = OnceLock::new();

fuzz_target!(|data: &[u8]| {
    let s = SCANNER.get_or_init(|| Scanner::new(Vec::new()).expect("rules"));
    for f in s.scan(data) {
        assert!(f.start <= f.end && f.end <= data.len());
    }
});
