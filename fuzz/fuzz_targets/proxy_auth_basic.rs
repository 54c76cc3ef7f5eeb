//! Proxy header handling on arbitrary headers (`name: value` lines): the
//! `Proxy-Authorization: Basic` parser, upgrade detection and hop-by-hop stripping. None
//! may panic; after stripping no hop-by-hop header is left for the next hop.
#![no_main]

use http::header::{HeaderMap, HeaderName, HeaderValue, PROXY_AUTHORIZATION};
use libfuzzer_sys::fuzz_target;
use wirepass::proxy::headers::{parse_proxy_auth, strip_hop_by_hop, wants_upgrade};

fuzz_target!(|data: &[u8]| {
    // The whole input as one Proxy-Authorization value.
    if let Ok(v) = HeaderValue::from_bytes(data) {
        let mut h = HeaderMap::new();
        h.insert(PROXY_AUTHORIZATION, v);
        if let Some(auth) = parse_proxy_auth(&h) {
            assert!(!auth.user.contains(':'));
        }
    }
    // The input as header lines.
    let mut h = HeaderMap::new();
    for line in data.split(|b| *b == b'\n') {
        let Some(i) = line.iter().position(|b| *b == b':') else {
            continue;
        };
        let (Ok(name), Ok(value)) = (
            HeaderName::from_bytes(&line[..i]),
            HeaderValue::from_bytes(line[i + 1..].trim_ascii()),
        ) else {
            continue;
        };
        h.append(name, value);
    }
    let _ = parse_proxy_auth(&h);
    let upgrade = wants_upgrade(&h);
    for keep in [false, true] {
        let mut stripped = h.clone();
        strip_hop_by_hop(&mut stripped, keep && upgrade);
        for gone in ["proxy-authorization", "proxy-connection", "keep-alive"] {
            assert!(!stripped.contains_key(gone), "{gone} crossed the proxy");
        }
        if !(keep && upgrade) {
            assert!(!stripped.contains_key("connection") && !stripped.contains_key("upgrade"));
        }
    }
});
