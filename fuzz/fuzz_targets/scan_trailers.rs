//! Fuzzes the upload filter's trailer path (issue 12): the input is a body, a 0 byte, then
//! trailer lines (`name: value`, one a line; lines that are not a valid field are
//! dropped). Judging them never panics; trailers in which the scanner finds nothing pass;
//! a refusal is `credential_leak`, and trailers are judged the same after any body.
#![no_main]
use std::path::Path;
use std::sync::OnceLock;

use bytes::Bytes;
use http::{HeaderMap, HeaderName, HeaderValue, Method};
use libfuzzer_sys::fuzz_target;
use wirepass::config::{stages, Config};
use wirepass::memory::Account;
use wirepass::refusal::Code;
use wirepass::request::{BodyPrefix, RequestId, RequestView, Scheme, Tunnel};
use wirepass::scan::Guard;

static GUARD: OnceLock<Guard> = OnceLock::new();

fn trailers(block: &[u8]) -> HeaderMap {
    let mut map = HeaderMap::new();
    for line in block.split(|&b| b == b'\n') {
        let Some(colon) = line.iter().position(|&b| b == b':') else {
            continue;
        };
        let value = line[colon + 1..].trim_ascii();
        if let (Ok(n), Ok(v)) = (
            HeaderName::from_bytes(&line[..colon]),
            HeaderValue::from_bytes(value),
        ) {
            map.append(n, v);
        }
    }
    map
}

fuzz_target!(|data: &[u8]| {
    let (body, block) = match data.iter().position(|&b| b == 0) {
        Some(i) => (&data[..i], &data[i + 1..]),
        None => (&[][..], data),
    };
    let t = trailers(block);
    let guard = GUARD.get_or_init(|| {
        let config =
            Config::parse("version: 1\n", Path::new("f.yaml"), Path::new(".")).expect("config");
        stages::guard_with_env(&config, Vec::new()).expect("guard")
    });
    let (id, method) = (RequestId::new(), Method::POST);
    let prefix = BodyPrefix::empty();
    let tunnel = Tunnel {
        client: "127.0.0.1:1".parse().expect("addr"),
        proxy_auth: None,
    };
    let view = RequestView {
        id: &id,
        method: &method,
        scheme: Scheme::Https,
        host: "example.test",
        port: 443,
        path: "/",
        query: None,
        headers: &t,
        body: &prefix,
        tunnel: &tunnel,
    };
    let judge = |body: &[u8]| {
        let mut f = guard
            .upload_filter(&view, None, &Account::unlimited())
            .expect("leaks refuse by default");
        let _ = f.push(Bytes::copy_from_slice(body));
        f.trailers(&t)
    };
    let judged = judge(body);
    let scanner = guard.scanner();
    let found = t.iter().any(|(n, v)| {
        !scanner.hits(n.as_str().as_bytes()).is_empty() || !scanner.hits(v.as_bytes()).is_empty()
    });
    if !found {
        assert!(judged.is_ok(), "nothing found, yet refused");
    }
    if let Err(r) = &judged {
        assert_eq!(r.code, Code::CredentialLeak);
    }
    // The verdict on the trailers does not depend on the body before them.
    assert_eq!(judged.is_ok(), judge(b"").is_ok());
});
