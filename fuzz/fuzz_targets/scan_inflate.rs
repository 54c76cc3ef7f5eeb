//! Fuzzes body decompression (gzip, deflate, br) under small caps, and the reading of a
//! decoded blob that opens as gzip or zlib (as given, and behind each header, so the
//! fuzzer's bytes reach the header's fields and the deflate data): no panic, and the
//! output never exceeds the cap.
#![no_main]
use libfuzzer_sys::fuzz_target;
use wirepass::scan::inflate::{blob, inflate_whole_body, InflateLimits};

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
    let gzip = [&[0x1f, 0x8b, 8][..], data].concat();
    let zlib = [&[0x78, 0x9c][..], data].concat();
    for (blob_bytes, cap) in [(data, 1 << 16), (&gzip[..], 4096), (&zlib[..], 4096)] {
        if let Some(out) = blob(blob_bytes, cap) {
            assert!(!out.is_empty() && out.len() <= cap);
        }
    }
});
