//! Sessions: tokens minted and verified (and every way they are refused), and resolution
//! from the header and the proxy credentials.

use std::path::Path;

use http::{HeaderMap, HeaderValue, Method};
use zeroize::Zeroizing;

use super::token::{self, Claims, Invalid, Key};
use super::*;
use crate::config::Config;
use crate::request::{BodyPrefix, RequestId, Scheme, Tunnel};

const NOW: u64 = 1_800_000_000;

fn key(byte: u8) -> Key {
    Key::from_bytes(vec![byte; 32]).unwrap()
}

fn claims() -> Claims {
    Claims {
        user: "alice@example.com".into(),
        groups: vec!["eng".into()],
        exp: NOW + 3600,
        nbf: NOW - 10,
        aud: "wirepass".into(),
        scope: Some(vec!["github:pulls.*".into()]),
    }
}

fn tamper_payload(tok: &str) -> String {
    let parts: Vec<&str> = tok.split('.').collect();
    let json = URL_SAFE_NO_PAD.decode(parts[1]).unwrap();
    let text = String::from_utf8(json).unwrap().replace("alice", "admin");
    format!("{}.{}.{}", parts[0], URL_SAFE_NO_PAD.encode(text), parts[2])
}

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;

#[test]
fn tokens_verify_or_say_why_not() {
    let k = key(7);
    let good = token::mint(&k, &claims()).unwrap();
    assert_eq!(token::verify(&k, &good, "wirepass", NOW), Ok(claims()));
    let mut flipped_sig = good.clone();
    let last = flipped_sig.pop().unwrap();
    flipped_sig.push(if last == 'A' { 'B' } else { 'A' });
    let mint = |c: Claims| token::mint(&k, &c).unwrap();
    let cases: Vec<(&str, String, &str, Invalid)> = vec![
        (
            "expired",
            mint(Claims {
                exp: NOW - 100,
                ..claims()
            }),
            "wirepass",
            Invalid::Expired,
        ),
        (
            "not yet valid",
            mint(Claims {
                nbf: NOW + 600,
                ..claims()
            }),
            "wirepass",
            Invalid::NotYetValid,
        ),
        (
            "tampered payload",
            tamper_payload(&good),
            "wirepass",
            Invalid::BadSignature,
        ),
        (
            "tampered signature",
            flipped_sig,
            "wirepass",
            Invalid::BadSignature,
        ),
        (
            "wrong key",
            token::mint(&key(8), &claims()).unwrap(),
            "wirepass",
            Invalid::BadSignature,
        ),
        (
            "wrong audience",
            good.clone(),
            "other-proxy",
            Invalid::WrongAudience("wirepass".into(), "other-proxy".into()),
        ),
        (
            "bare name",
            "alice".into(),
            "wirepass",
            Invalid::Malformed("expected wp1.<payload>.<signature>".into()),
        ),
        (
            "jwt-shaped",
            "eyJ.eyJ.sig".into(),
            "wirepass",
            Invalid::Malformed("not a wp1 token".into()),
        ),
        (
            "four parts",
            format!("{good}.x"),
            "wirepass",
            Invalid::Malformed("expected wp1.<payload>.<signature>".into()),
        ),
        (
            "signature not base64",
            "wp1.abc.***".into(),
            "wirepass",
            Invalid::Malformed("signature is not base64url".into()),
        ),
        (
            "too long",
            format!("wp1.{}.x", "a".repeat(9000)),
            "wirepass",
            Invalid::Malformed("too long".into()),
        ),
    ];
    for (name, tok, aud, want) in cases {
        assert_eq!(token::verify(&k, &tok, aud, NOW), Err(want), "{name}");
    }
}

#[test]
fn signed_garbage_and_empty_users_are_malformed() {
    let k = key(7);
    // A correctly signed payload that is not the claims JSON (e.g. an extra field).
    let payload =
        URL_SAFE_NO_PAD.encode(br#"{"user":"a","exp":1,"nbf":0,"aud":"wirepass","admin":true}"#);
    let signed = format!("wp1.{payload}");
    use hmac::{Hmac, Mac};
    let mut mac = <Hmac<sha2::Sha256> as Mac>::new_from_slice(&[7u8; 32]).unwrap();
    mac.update(signed.as_bytes());
    let tok = format!(
        "{signed}.{}",
        URL_SAFE_NO_PAD.encode(mac.finalize().into_bytes())
    );
    assert!(matches!(
        token::verify(&k, &tok, "wirepass", NOW),
        Err(Invalid::Malformed(_))
    ));
    let empty = token::mint(
        &k,
        &Claims {
            user: " ".into(),
            ..claims()
        },
    )
    .unwrap();
    assert!(matches!(
        token::verify(&k, &empty, "wirepass", NOW),
        Err(Invalid::Malformed(_))
    ));
}

#[test]
fn keys_must_be_long_base64_and_never_print() {
    assert!(Key::from_text("c2hvcnQ").is_err());
    assert!(Key::from_text("not base64 at all!").is_err());
    let k = key(9);
    let text = k.to_text();
    assert!(Key::from_text(&text).is_ok());
    assert!(Key::from_text(&format!("{}\n", text.as_str())).is_ok());
    assert_eq!(format!("{k:?}"), "Key(<redacted>)");
}

#[test]
fn ttls_parse() {
    for (t, want) in [
        ("90", Some(90)),
        ("90s", Some(90)),
        ("15m", Some(900)),
        ("1h", Some(3600)),
        ("7d", Some(604800)),
        ("0s", None),
        ("h", None),
        ("-1h", None),
    ] {
        assert_eq!(token::parse_ttl(t), want, "{t}");
    }
}

struct Setup {
    _dir: tempfile::TempDir,
    sessions: Sessions,
    key: Key,
}

fn setup(mode: &str) -> Setup {
    let dir = tempfile::tempdir().unwrap();
    let k = key(3);
    std::fs::write(dir.path().join("session.key"), k.to_text().as_str()).unwrap();
    let yaml = match mode {
        "trust" => "version: 1\n".to_string(),
        _ => "version: 1\nsession: {key: 'file:session.key'}\n".to_string(),
    };
    let c = Config::parse(&yaml, &dir.path().join("w.yaml"), dir.path()).unwrap();
    Setup {
        sessions: crate::config::stages::sessions(&c).unwrap(),
        _dir: dir,
        key: k,
    }
}

fn live_claims(user: &str) -> Claims {
    let now = token::now();
    Claims {
        user: user.into(),
        groups: vec![],
        exp: now + 600,
        nbf: now - 1,
        aud: "wirepass".into(),
        scope: None,
    }
}

fn resolve(
    s: &Sessions,
    header: Option<&str>,
    proxy: Option<(&str, &str)>,
) -> Result<Option<Session>, Refusal> {
    let id = RequestId::new();
    let mut headers = HeaderMap::new();
    // Fields on lines of their own: `"alice\nbob"` sends the header twice.
    for h in header.into_iter().flat_map(|h| h.split('\n')) {
        headers.append("x-wirepass-user", HeaderValue::from_str(h).unwrap());
    }
    let tunnel = Tunnel {
        client: "127.0.0.1:1".parse().unwrap(),
        // A user of `(twice)` stands for the header sent twice.
        proxy_auth: proxy.map(|(u, p)| ProxyAuth {
            user: u.into(),
            password: Zeroizing::new(p.into()),
            repeated: u == "(twice)",
        }),
    };
    let body = BodyPrefix::empty();
    let view = RequestView {
        id: &id,
        method: &Method::GET,
        scheme: Scheme::Https,
        host: "api.github.com",
        port: 443,
        path: "/",
        query: None,
        headers: &headers,
        body: &body,
        tunnel: &tunnel,
    };
    s.resolve(&view)
}

fn user(r: Result<Option<Session>, Refusal>) -> String {
    r.unwrap().unwrap().user.0
}

fn refusal(r: Result<Option<Session>, Refusal>) -> Refusal {
    let r = r.unwrap_err();
    assert_eq!(r.code, Code::BadSession);
    r
}

#[test]
fn trust_mode_takes_names_and_warns() {
    let t = setup("trust");
    assert_eq!(t.sessions.mode(), SessionMode::Trust);
    assert!(t.sessions.warning().unwrap().contains("any user"));
    assert_eq!(resolve(&t.sessions, None, None).unwrap(), None);
    assert_eq!(user(resolve(&t.sessions, Some("alice"), None)), "alice");
    assert_eq!(user(resolve(&t.sessions, None, Some(("bob", "")))), "bob");
    assert_eq!(
        user(resolve(&t.sessions, Some("bob"), Some(("bob", "x")))),
        "bob"
    );
    assert!(
        refusal(resolve(&t.sessions, Some("alice"), Some(("bob", ""))))
            .reason
            .contains("different sessions")
    );
    assert!(refusal(resolve(&t.sessions, Some("  "), None))
        .reason
        .contains("empty"));
    let tok = token::mint(&t.key, &live_claims("alice")).unwrap();
    let r = refusal(resolve(&t.sessions, Some(&tok), None));
    assert!(r.reason.contains("trust") && !r.reason.contains(&tok));
    let jwt = "eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJhIn0.c2ln";
    assert!(refusal(resolve(&t.sessions, None, Some((jwt, ""))))
        .reason
        .contains("trust"));
    let long = "christopher.montgomery@internationalbusiness.com";
    assert_eq!(user(resolve(&t.sessions, Some(long), None)), long);
    // Two session fields: refused, not the first taken.
    assert!(refusal(resolve(&t.sessions, Some("alice\nbob"), None))
        .reason
        .contains("more than once"));
    assert!(refusal(resolve(&t.sessions, Some("alice\nalice"), None))
        .reason
        .contains("more than once"));
}

#[test]
fn token_mode_resolves_header_and_proxy_credentials() {
    let t = setup("token");
    let s = &t.sessions;
    assert_eq!(s.mode(), SessionMode::Token);
    assert!(s.warning().is_none());
    let alice = token::mint(&t.key, &live_claims("alice")).unwrap();
    let bob = token::mint(&t.key, &live_claims("bob")).unwrap();
    assert_eq!(user(resolve(s, Some(&alice), None)), "alice");
    assert_eq!(user(resolve(s, None, Some(("alice", &alice)))), "alice");
    assert_eq!(user(resolve(s, None, Some(("", &alice)))), "alice");
    assert_eq!(user(resolve(s, None, Some((&alice, "")))), "alice");
    assert_eq!(
        user(resolve(s, Some(&alice), Some(("alice", &alice)))),
        "alice"
    );
    assert!(refusal(resolve(s, Some(&alice), Some(("bob", &bob))))
        .reason
        .contains("different sessions"));
    assert!(refusal(resolve(s, None, Some(("bob", &alice))))
        .reason
        .contains("does not match"));
    let r = refusal(resolve(s, Some("alice"), None));
    assert!(r.reason.contains("malformed"), "{}", r.reason);
    let expired = token::mint(
        &t.key,
        &Claims {
            exp: 1000,
            nbf: 0,
            ..live_claims("alice")
        },
    )
    .unwrap();
    let r = refusal(resolve(s, Some(&expired), None));
    assert!(
        r.reason.contains("expired") && !r.reason.contains(&expired),
        "{}",
        r.reason
    );
    let wrong = token::mint(&key(4), &live_claims("alice")).unwrap();
    assert!(refusal(resolve(s, None, Some(("alice", &wrong))))
        .reason
        .contains("bad signature"));
    // Proxy credentials sent twice are refused, never one of them taken.
    assert!(refusal(resolve(s, None, Some(("(twice)", &alice))))
        .reason
        .contains("more than once"));
    assert!(refusal(resolve(s, Some(&alice), Some(("(twice)", ""))))
        .reason
        .contains("more than once"));
}

#[test]
fn verified_tokens_are_cached_by_digest() {
    let t = setup("token");
    let tok = token::mint(&t.key, &live_claims("carol")).unwrap();
    assert!(t.sessions.cache.is_empty());
    let a = t.sessions.session_of(&tok).unwrap();
    let b = t.sessions.session_of(&tok).unwrap();
    assert!(std::sync::Arc::ptr_eq(&a, &b));
    assert_eq!(t.sessions.cache.len(), 1);
    // Invalid tokens are not cached.
    assert!(t.sessions.session_of("wp1.x.y").is_err());
    assert_eq!(t.sessions.cache.len(), 1);
    let c = cache::Cache::default();
    c.put(cache::digest("t"), a.clone(), NOW, NOW - 1);
    assert!(c.get(&cache::digest("t"), NOW - 1).is_some());
    assert!(
        c.get(&cache::digest("t"), NOW).is_none(),
        "expired entries are not served"
    );
}

#[test]
fn config_picks_the_mode_and_checks_the_key() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("short.key"), "c2hvcnQ").unwrap();
    let load = |yaml: &str| {
        let c = Config::parse(yaml, &dir.path().join("w.yaml"), dir.path()).unwrap();
        crate::config::stages::sessions(&c)
            .map(|s| s.mode())
            .map_err(|e| e.to_string())
    };
    assert!(load("version: 1\nsession: {mode: token}\n")
        .unwrap_err()
        .contains("session.key is not set"));
    assert!(load("version: 1\nsession: {mode: jwt}\n")
        .unwrap_err()
        .contains("session.jwt is not set"));
    assert!(load("version: 1\nsession: {key: 'file:short.key'}\n")
        .unwrap_err()
        .contains("at least 32"));
    assert!(
        load("version: 1\nsession: {key: 'env:WIREPASS_TEST_UNSET_KEY_S1'}\n")
            .unwrap_err()
            .contains("WIREPASS_TEST_UNSET_KEY_S1")
    );
    let e = load("version: 1\nsession: {key: 'literal-secret-value'}\n").unwrap_err();
    assert!(!e.contains("literal-secret-value"), "{e}");
    assert_eq!(load("version: 1\n").unwrap(), SessionMode::Trust);
    let url = "version: 1\nsession: {jwt: {jwks: 'https://idp.example.com/jwks', issuer: i}}\n";
    assert!(load(url).unwrap_err().contains("not supported yet"));
    std::fs::write(
        dir.path().join("jwks.json"),
        include_str!("../../tests/fixtures/session/rsa-test-jwks.json"),
    )
    .unwrap();
    let jwt = "version: 1\nsession: {jwt: {jwks: jwks.json, issuer: i}}\n";
    assert_eq!(load(jwt).unwrap(), SessionMode::Jwt);
    let _ = Path::new(".");
}

/// The leak guard's `wirepass-session` rule sees every token wirepass mints or accepts
/// whole: tokens are capped below its span (issue 12).
#[test]
fn tokens_fit_the_rule_that_keeps_them_from_leaving() {
    let scanner = crate::scan::Scanner::new(Vec::new()).unwrap();
    let rule = scanner
        .rules()
        .iter()
        .find(|r| r.id == "wirepass-session")
        .unwrap();
    assert!(rule.max_len >= token::MAX_WP1, "{}", rule.max_len);
    // The longest token mint allows is found whole, and one past the cap is not minted.
    let mut c = claims();
    let fixed = token::mint(&key(1), &c).unwrap().len();
    // Each group adds its bytes, two quotes and a comma, base64-encoded (4/3).
    let room = (token::MAX_WP1 - fixed) * 3 / 4;
    c.groups = vec!["g".repeat(room.saturating_sub(16))];
    let tok = token::mint(&key(1), &c).unwrap();
    assert!(tok.len() > token::MAX_WP1 - 64, "{}", tok.len());
    let found = scanner.scan(tok.as_bytes());
    assert_eq!(found.len(), 1);
    assert_eq!((found[0].start, found[0].end), (0, tok.len()));
    c.groups = vec!["g".repeat(token::MAX_WP1)];
    assert!(matches!(
        token::mint(&key(1), &c),
        Err(Invalid::Malformed(_))
    ));
    let long = format!("wp1.{}.x", "a".repeat(token::MAX_WP1));
    assert!(token::verify(&key(1), &long, "wirepass", 0).is_err());
}
