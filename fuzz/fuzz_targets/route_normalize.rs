//! The route path normaliser on arbitrary paths: no panic; a path it accepts has no
//! segment a server could read as a dot segment, a NUL or a control character; and its
//! forwarded form is one reading (it normalises to the same segments and itself).
#![no_main]

use libfuzzer_sys::fuzz_target;
use wirepass::routes::normalize::normalize;

fuzz_target!(|data: &[u8]| {
    let Ok(path) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(n) = normalize(path) {
        for s in &n.segs {
            assert!(!s.is_empty(), "empty segment");
            assert!(
                !s.chars().any(char::is_control),
                "control character accepted"
            );
            assert!(!s.contains('\\'), "backslash accepted");
            assert!(
                !s.split('/').any(|p| p == "." || p == ".."),
                "dot segment accepted"
            );
        }
        let forwarded = n.forwarded();
        let again = normalize(&forwarded).expect("the forwarded form normalises");
        assert_eq!(again.segs, n.segs, "one reading");
        assert_eq!(
            again.forwarded(),
            forwarded,
            "the forwarded form is a fixed point"
        );
    }
});
