//! Session parsers on arbitrary input: wirepass tokens, JWT headers against a JWKS, and the
//! glob matcher. None may panic; a wirepass token that verifies must re-mint to itself.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wirepass::policy::glob::{matches_str, Glob};
use wirepass::session::jwt::{JwtFile, JwtVerifier};
use wirepass::session::token::{self, Key};

const JWKS: &str = include_str!("../../tests/fixtures/session/rsa-test-jwks.json");

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(key) = Key::from_bytes(vec![7; 32]) {
        if let Ok(claims) = token::verify(&key, text, "wirepass", 1_800_000_000) {
            assert!(token::mint(&key, &claims).is_ok());
        }
    }
    let settings = JwtFile {
        jwks: "fuzz".into(),
        issuer: "https://idp.example.com".into(),
        ..JwtFile::default()
    };
    if let Ok(v) = JwtVerifier::new(JWKS, &settings, "wirepass") {
        let _ = v.verify(text);
    }
    if let Some((pattern, input)) = text.split_once('\n') {
        assert_eq!(
            Glob::new(pattern).matches(input),
            matches_str(pattern, input)
        );
    }
});
