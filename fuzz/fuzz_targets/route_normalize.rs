//! The route path normaliser on arbitrary paths: no panic, and a path it accepts has no
//! segment a server could read as a dot segment or a NUL.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wirepass::routes::normalize::segments;

fuzz_target!(|data: &[u8]| {
    let Ok(path) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(segs) = segments(path) {
        for s in &segs {
            assert!(!s.contains('\0'), "NUL segment accepted");
            assert!(
                !s.split(['/', '\\']).any(|p| p == "." || p == ".."),
                "dot segment accepted"
            );
        }
    }
});
