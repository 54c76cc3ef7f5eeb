//! Fuzzes body decompression (gzip, deflate, br) under small caps: no panic, and the
//! output never exceeds the cap.
#![no_main]
use libfuzzer_sys::fuzz_target;
use wirepass::scan::inflate::{inflate_whole_body, InflateLimits};

fuzz_target!(|data: &[u8]| {
    let limits = InflateLimits {
        max_output: 1 << 20,
        max_ratio: 50,
    };
    for enc in ["gzip", "deflate", "br", "gzip, br"] {
        if let Ok(out) = inflate_whole_body(data, enc, limits) {
            assert!(out.len() <= limits.max_output);
        }
    }
});
