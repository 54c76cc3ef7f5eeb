//! Streaming and the proxy hooks: a secret split anywhere across chunks is caught before
//! any of its bytes is released; destination binding; report and off modes; redaction.

#[path = "support/props.rs"]
mod props;

use std::sync::Arc;

use bytes::Bytes;
use http::{HeaderMap, HeaderValue, Method};
use proptest::prelude::*;
use wirepass::config::Config;
use wirepass::memory::{Account, Budget};
use wirepass::refusal::Code;
use wirepass::request::{BodyPrefix, RequestId, RequestView, Scheme, Tunnel};
use wirepass::scan::fake::{expand, Mode, Rng};
use wirepass::scan::stream::{Step, UploadScan, Window};
use wirepass::scan::Scanner;

fn token(n: u64) -> String {
    expand("ghp_{a30}{crc}", Mode::Real, &mut Rng::new("stream", n))
}

fn scanner() -> Arc<Scanner> {
    Arc::new(Scanner::new(Vec::new()).unwrap())
}

proptest! {
    #![proptest_config(props::config(64))]
    #[test]
    fn split_secret_is_caught_and_never_released(
        pre in 0usize..300, post in 0usize..100, cuts in prop::collection::vec(0usize..1000, 1..4), n in 0u64..50,
    ) {
        let tok = token(n);
        let body = format!("{}{}{}", "a ".repeat(pre / 2), tok, ".".repeat(post));
        let start = body.find(&tok).unwrap();
        let mut points: Vec<usize> = cuts.iter().map(|c| c % (body.len() + 1)).collect();
        points.sort();
        let s = scanner();
        let min = s.max_len();
        // The minimum window, so every chunk boundary matters.
        let mut scan = UploadScan::new(Window::with_hold(s, min), None);
        let mut released = 0usize;
        let mut caught = false;
        let mut last = 0;
        for p in points.into_iter().chain([body.len()]) {
            match scan.push(&body.as_bytes()[last..p]) {
                Step::Go(out, hits) => {
                    if !hits.is_empty() { caught = true; break; }
                    released += out.len();
                }
                Step::Unscannable(_) | Step::Over(_) => prop_assert!(false),
            }
            last = p;
        }
        if !caught {
            if let Step::Go(_, hits) = scan.finish() { caught = !hits.is_empty(); }
        }
        prop_assert!(caught, "secret found");
        prop_assert!(released <= start, "released {released} > secret start {start}");
    }
}

#[test]
fn every_single_split_point_of_a_secret_is_caught() {
    let tok = token(1);
    let body = format!("message={tok}&x=1");
    for cut in 0..=body.len() {
        let mut scan = UploadScan::new(Window::with_hold(scanner(), 0), None);
        let mut released = 0;
        let mut hits = 0;
        for part in [&body.as_bytes()[..cut], &body.as_bytes()[cut..]] {
            if let Step::Go(out, h) = scan.push(part) {
                released += out.len();
                hits += h.len();
            }
        }
        if let Step::Go(_, h) = scan.finish() {
            hits += h.len();
        }
        assert!(hits >= 1, "cut {cut}");
        assert!(released <= body.find("ghp_").unwrap(), "cut {cut}");
    }
}

fn config(yaml: &str) -> Config {
    Config::parse(
        yaml,
        std::path::Path::new("t.yaml"),
        std::path::Path::new("."),
    )
    .unwrap()
}

struct Req {
    id: RequestId,
    method: Method,
    headers: HeaderMap,
    body: BodyPrefix,
    tunnel: Tunnel,
}

impl Req {
    fn new(headers: &[(&'static str, String)]) -> Req {
        let mut h = HeaderMap::new();
        for (k, v) in headers {
            h.insert(*k, HeaderValue::from_str(v).unwrap());
        }
        Req {
            id: RequestId::new(),
            method: Method::POST,
            headers: h,
            body: BodyPrefix::empty(),
            tunnel: Tunnel {
                client: "127.0.0.1:1".parse().unwrap(),
                proxy_auth: None,
            },
        }
    }
    fn view<'a>(&'a self, host: &'a str, path: &'a str, query: Option<&'a str>) -> RequestView<'a> {
        RequestView {
            id: &self.id,
            method: &self.method,
            scheme: Scheme::Https,
            host,
            port: 443,
            path,
            query,
            headers: &self.headers,
            body: &self.body,
            tunnel: &self.tunnel,
        }
    }
}

const CFG: &str = "version: 1\nservices:\n  slack: {leaks: refuse}\n  loose: {leaks: report}\n  quiet: {leaks: off}\n  echo: {redact_responses: true}\n";

#[test]
fn destination_binding_in_headers() {
    let g = wirepass::config::stages::guard_with_env(&config(CFG), Vec::new()).unwrap();
    let tok = token(3);
    let r = Req::new(&[("authorization", format!("Bearer {tok}"))]);
    assert!(g
        .check_head(
            &r.view("api.github.com", "/user", None),
            Some("github"),
            &[]
        )
        .is_ok());
    let refused = g
        .check_head(
            &r.view("slack.com", "/api/chat.postMessage", None),
            Some("slack"),
            &[],
        )
        .unwrap_err();
    assert_eq!(refused.code, Code::CredentialLeak);
    assert!(refused.reason.contains("github-pat") && refused.reason.contains("authorization"));
    assert!(
        !refused.reason.contains(&tok[..8]),
        "never a prefix of the value"
    );
    // An AWS secret key goes to no host, AWS's own names included: `*.amazonaws.com`
    // names customers' machines too (an EC2 instance's public name). Its key id goes to
    // AWS, as SigV4 sends it.
    let id = "AKIA3VFWS7Y42AXXI5HI";
    let secret = "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";
    let pair = Req::new(&[("x-aws-key", format!("{id}:{secret}"))]);
    for host in [
        "ec2-203-0-113-5.compute-1.amazonaws.com",
        "s3.amazonaws.com",
    ] {
        let refused = g
            .check_head(&pair.view(host, "/", None), Some("slack"), &[])
            .unwrap_err();
        assert_eq!(refused.code, Code::CredentialLeak, "{host}");
    }
    let sigv4 = Req::new(&[(
        "authorization",
        format!(
            "AWS4-HMAC-SHA256 Credential={id}/20261206/us-east-1/s3/aws4_request, \
             SignedHeaders=host;x-amz-date, \
             Signature=5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7"
        ),
    )]);
    assert!(g
        .check_head(
            &sigv4.view("s3.amazonaws.com", "/", None),
            Some("slack"),
            &[]
        )
        .is_ok());
    // The injected credential is skipped.
    let auth = http::header::AUTHORIZATION;
    assert!(g
        .check_head(&r.view("slack.com", "/", None), Some("slack"), &[auth])
        .is_ok());
    // Report and off let it through.
    assert!(g
        .check_head(&r.view("evil.example", "/", None), Some("loose"), &[])
        .is_ok());
    assert!(g
        .check_head(&r.view("evil.example", "/", None), Some("quiet"), &[])
        .is_ok());
}

#[test]
fn request_line_is_scanned_percent_decoded_too() {
    let g = wirepass::config::stages::guard_with_env(&config(CFG), Vec::new()).unwrap();
    let tok = token(4);
    let enc: String = tok.bytes().map(|b| format!("%{b:02X}")).collect();
    let r = Req::new(&[]);
    for q in [format!("t={tok}"), format!("t={enc}")] {
        let e = g
            .check_head(&r.view("slack.com", "/x", Some(&q)), Some("slack"), &[])
            .unwrap_err();
        assert!(e.reason.contains("request line"), "{}", e.reason);
    }
}

/// Issue 12: the method and every header name are positions of their own. The refusal
/// says which kind of position and the rule, never the name or the method, which are the
/// secret.
#[test]
fn method_and_header_names_are_scanned() {
    let g = wirepass::config::stages::guard_with_env(&config(CFG), Vec::new()).unwrap();
    let gh = token(10);
    // hyper lowercases header names: a GitLab trigger token is lowercase hex already.
    let glptt = expand("glptt-{h40}", Mode::Real, &mut Rng::new("stream", 11));
    // (case, method, header name, rule, position); no rule: the request passes.
    type Case<'a> = (&'a str, Option<&'a str>, Option<&'a str>, &'a str, &'a str);
    let cases: [Case; 3] = [
        (
            "a token as the method",
            Some(&gh),
            None,
            "github-pat",
            "the request method",
        ),
        (
            "a token as a header name",
            None,
            Some(&glptt),
            "gitlab-pipeline-trigger",
            "a header name",
        ),
        ("a clean request", None, Some("x-trace-id"), "", ""),
    ];
    for (name, method, header, rule, pos) in cases {
        let mut r = Req::new(&[]);
        if let Some(m) = method {
            r.method = Method::from_bytes(m.as_bytes()).unwrap();
        }
        if let Some(h) = header {
            let h = http::HeaderName::from_bytes(h.as_bytes()).unwrap();
            r.headers.insert(h, HeaderValue::from_static("1"));
        }
        let got = g.check_head(&r.view("slack.com", "/", None), Some("slack"), &[]);
        if rule.is_empty() {
            assert!(got.is_ok(), "{name}: {got:?}");
            continue;
        }
        let e = got.unwrap_err();
        assert_eq!(e.code, Code::CredentialLeak, "{name}");
        assert!(
            e.reason.contains(rule) && e.reason.contains(pos),
            "{name}: {}",
            e.reason
        );
        let secret = method.or(header).unwrap();
        assert!(
            !e.reason.contains(&secret[..10]),
            "{name}: the value is named"
        );
    }
    // A name the plan strips (the session header) does not leave, so it is not scanned.
    let mut r = Req::new(&[]);
    let h = http::HeaderName::from_bytes(glptt.as_bytes()).unwrap();
    r.headers.insert(h.clone(), HeaderValue::from_static("1"));
    assert!(g
        .check_head(&r.view("slack.com", "/", None), Some("slack"), &[h])
        .is_ok());
}

/// Issue 12: the upload filter scans each trailer's name and value with the head's rules
/// and bindings.
#[test]
fn trailers_are_scanned_with_the_heads_bindings() {
    let g = wirepass::config::stages::guard_with_env(&config(CFG), Vec::new()).unwrap();
    let gh = token(12);
    let glptt = expand("glptt-{h40}", Mode::Real, &mut Rng::new("stream", 13));
    let trailer = |name: &str, value: &str| {
        let mut t = HeaderMap::new();
        let name = http::HeaderName::from_bytes(name.as_bytes()).unwrap();
        t.insert(name, HeaderValue::from_str(value).unwrap());
        t
    };
    // (case, host, trailers, refused reason contains; empty: let through)
    let cases = [
        (
            "a token in a value",
            "slack.com",
            trailer("x-note", &gh),
            "trailer `x-note`",
        ),
        (
            "a token as a name",
            "slack.com",
            trailer(&glptt, "1"),
            "a trailer name",
        ),
        ("bound use", "api.github.com", trailer("x-token", &gh), ""),
        ("clean", "slack.com", trailer("x-checksum", "abc123"), ""),
    ];
    for (name, host, t, want) in cases {
        let r = Req::new(&[]);
        let mut f = g
            .upload_filter(
                &r.view(host, "/", None),
                Some("slack"),
                &Account::unlimited(),
            )
            .unwrap();
        f.push(Bytes::from_static(b"body")).unwrap();
        match (want, f.trailers(&t)) {
            ("", got) => assert!(got.is_ok(), "{name}: {got:?}"),
            (want, got) => {
                let e = got.unwrap_err();
                assert_eq!(e.code, Code::CredentialLeak, "{name}");
                assert!(e.reason.contains(want), "{name}: {}", e.reason);
                assert!(!e.reason.contains(&gh[..10]) && !e.reason.contains(&glptt[..10]));
            }
        }
    }
}

/// Issue 12: wirepass's own session token goes to no host: in any header but the session
/// header (which is stripped), the URL or the body, to any host, even inside `Basic`.
#[test]
fn wirepass_session_tokens_go_nowhere() {
    use base64::Engine as _;
    use wirepass::session::token::{mint, Claims, Key};
    let g = wirepass::config::stages::guard_with_env(&config(CFG), Vec::new()).unwrap();
    let key = Key::from_bytes(vec![7; 32]).unwrap();
    let claims = Claims {
        user: "alice".into(),
        groups: vec!["dev".into()],
        exp: 4_000_000_000,
        nbf: 0,
        aud: "wirepass".into(),
        scope: None,
    };
    let wp = mint(&key, &claims).unwrap();
    let basic = base64::engine::general_purpose::STANDARD.encode(format!("x:{wp}"));
    let session = http::HeaderName::from_static("x-wirepass-session");
    for host in ["api.github.com", "slack.com", "example.test"] {
        // (case, headers, query, refused position; empty: passes)
        let cases = [
            (
                "another header",
                vec![("x-forward", wp.clone())],
                None,
                "header `x-forward`",
            ),
            (
                "Basic credentials",
                vec![("authorization", format!("Basic {basic}"))],
                None,
                "header `authorization`",
            ),
            (
                "the query",
                vec![],
                Some(format!("t={wp}")),
                "the request line",
            ),
            (
                "the session header",
                vec![("x-wirepass-session", wp.clone())],
                None,
                "",
            ),
        ];
        for (name, headers, query, want) in cases {
            let r = Req::new(&headers);
            let view = r.view(host, "/", query.as_deref());
            match (
                want,
                g.check_head(&view, Some("slack"), std::slice::from_ref(&session)),
            ) {
                ("", got) => assert!(got.is_ok(), "{host} {name}: {got:?}"),
                (want, got) => {
                    let e = got.unwrap_err();
                    assert_eq!(e.code, Code::CredentialLeak, "{host} {name}");
                    assert!(
                        e.reason.contains("wirepass-session") && e.reason.contains(want),
                        "{host} {name}: {}",
                        e.reason
                    );
                    assert!(
                        !e.reason.contains(&wp[..12]),
                        "{host} {name}: the value is named"
                    );
                }
            }
        }
        let r = Req::new(&[]);
        let mut f = g
            .upload_filter(
                &r.view(host, "/", None),
                Some("slack"),
                &Account::unlimited(),
            )
            .unwrap();
        let body = format!("{{\"session\": \"{wp}\"}}");
        let e = f
            .push(Bytes::from(body))
            .and_then(|_| f.finish())
            .unwrap_err();
        assert!(
            e.reason.contains("wirepass-session"),
            "{host} body: {}",
            e.reason
        );
    }
}

#[test]
fn body_refusal_names_rule_and_byte() {
    let g = wirepass::config::stages::guard_with_env(&config(CFG), Vec::new()).unwrap();
    let r = Req::new(&[]);
    let view = r.view("api.github.com", "/", None);
    let mut f = g
        .upload_filter(&view, Some("github"), &Account::unlimited())
        .unwrap();
    let tok = token(5);
    let body = format!("{{\"text\":\"{tok}\"}}");
    let mut err = None;
    for chunk in body.as_bytes().chunks(7) {
        if let Err(e) = f.push(Bytes::copy_from_slice(chunk)) {
            err = Some(e);
            break;
        }
    }
    let e = err.or_else(|| f.finish().err()).expect("refused");
    assert_eq!(e.code, Code::CredentialLeak);
    assert!(e.reason.contains("body at byte 9"), "{}", e.reason);
}

#[test]
fn gzip_bodies_are_scanned_and_bombs_refused() {
    use std::io::Write;
    let g = wirepass::config::stages::guard_with_env(&config(CFG), Vec::new()).unwrap();
    let r = Req::new(&[("content-encoding", "gzip".to_string())]);
    let view = r.view("slack.com", "/", None);
    let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    enc.write_all(format!("text={}", token(6)).as_bytes())
        .unwrap();
    let gz = enc.finish().unwrap();
    let mut f = g
        .upload_filter(&view, Some("slack"), &Account::unlimited())
        .unwrap();
    assert!(
        f.push(Bytes::from(gz)).unwrap().is_empty(),
        "held until scanned"
    );
    assert_eq!(f.finish().unwrap_err().code, Code::CredentialLeak);
    let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    enc.write_all(&vec![0u8; 64 << 20]).unwrap();
    let mut f = g
        .upload_filter(&view, Some("slack"), &Account::unlimited())
        .unwrap();
    f.push(Bytes::from(enc.finish().unwrap())).unwrap();
    assert_eq!(f.finish().unwrap_err().code, Code::TooLarge);
}

/// A compressed stream carries bytes its decoder passes over, which reach the origin all
/// the same: a gzip member's file name, comment and extra field, a brotli metadata block.
/// And a `deflate` body may read one way as zlib and another as raw deflate, as servers
/// that read `deflate` raw do. Each is refused, and a body whose only such bytes are clean
/// goes.
#[test]
fn bytes_a_decoder_passes_over_are_scanned_and_two_readings_refused() {
    use std::io::Write;
    use wirepass::origin::encode::{
        brotli_stored_after, deflate_broken_zlib, deflate_two_readings,
    };
    let g = wirepass::config::stages::guard_with_env(&config(CFG), Vec::new()).unwrap();
    let outcome = |coding: &str, body: Vec<u8>| {
        let r = Req::new(&[("content-encoding", coding.to_string())]);
        let view = r.view("slack.com", "/", None);
        let mut f = g
            .upload_filter(&view, Some("slack"), &Account::unlimited())
            .unwrap();
        assert!(
            f.push(Bytes::from(body)).unwrap().is_empty(),
            "held until scanned"
        );
        f.finish().map(|_| ()).map_err(|r| r.code)
    };
    let gzip = |b: flate2::GzBuilder| {
        let mut enc = b.write(Vec::new(), flate2::Compression::fast());
        enc.write_all(b"{\"hello\": \"world\"}").unwrap();
        enc.finish().unwrap()
    };
    let tok = token(61);
    for (what, body) in [
        (
            "file name",
            gzip(flate2::GzBuilder::new().filename(tok.as_bytes())),
        ),
        (
            "comment",
            gzip(flate2::GzBuilder::new().comment(tok.as_bytes())),
        ),
        (
            "extra field",
            gzip(flate2::GzBuilder::new().extra(tok.as_bytes())),
        ),
    ] {
        assert_eq!(
            outcome("gzip", body),
            Err(Code::CredentialLeak),
            "a gzip {what}"
        );
    }
    let clean = gzip(
        flate2::GzBuilder::new()
            .filename("report.json")
            .comment("nightly"),
    );
    assert_eq!(outcome("gzip", clean), Ok(()));
    // A brotli metadata block, alone and under gzip (`br, gzip`: a layer between codings).
    let meta = brotli_stored_after(format!("meta {tok}").as_bytes(), b"{}");
    assert_eq!(outcome("br", meta.clone()), Err(Code::CredentialLeak));
    let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    enc.write_all(&meta).unwrap();
    let layered = enc.finish().unwrap();
    assert_eq!(outcome("br, gzip", layered), Err(Code::CredentialLeak));
    assert_eq!(
        outcome("br", brotli_stored_after(b"build 7", b"{}")),
        Ok(())
    );

    let (polyglot, zlib_reading) =
        deflate_two_readings(format!("{{\"token\": \"{tok}\"}}").as_bytes());
    let mut zlib = flate2::write::ZlibDecoder::new(Vec::new());
    zlib.write_all(&polyglot).unwrap();
    assert_eq!(zlib.finish().unwrap(), zlib_reading, "a valid zlib stream");
    assert_eq!(outcome("deflate", polyglot), Err(Code::BadRequest));
    // The zlib reading fails its checksum after `hidden`; the raw reading is whole.
    let broken = deflate_broken_zlib(format!("{{\"token\": \"{tok}\"}}").as_bytes());
    assert_eq!(outcome("deflate", broken), Err(Code::BadRequest));
    let mut enc = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::fast());
    enc.write_all(&b"clean text ".repeat(500)).unwrap();
    assert_eq!(outcome("deflate", enc.finish().unwrap()), Ok(()));
}

/// Issue 13: a compressed upload is held whole on the request's account. Past the budget
/// it is refused `overloaded` (503, retry later), past its own cap `too_large` (413), and
/// what the filter held is given back when it goes; the body it releases stays counted
/// until whoever writes it drops it.
#[test]
fn issue_13_held_uploads_count_against_the_budget_and_the_request_cap() {
    let g = wirepass::config::stages::guard_with_env(&config(CFG), Vec::new()).unwrap();
    let r = Req::new(&[("content-encoding", "gzip".to_string())]);
    let view = r.view("slack.com", "/", None);
    let chunk = || Bytes::from(vec![0x55u8; 64 << 10]);
    let budget = Budget::new(1 << 20, 768 << 10);

    let first = budget.account();
    let mut held = g.upload_filter(&view, Some("slack"), &first).unwrap();
    for _ in 0..8 {
        assert!(held.push(chunk()).unwrap().is_empty(), "held, not sent");
    }
    assert_eq!((first.held(), budget.held()), (512 << 10, 512 << 10));

    // A second request fits 512 KiB, then the budget is spent.
    let second = budget.account();
    let mut over = g.upload_filter(&view, Some("slack"), &second).unwrap();
    for _ in 0..8 {
        over.push(chunk()).unwrap();
    }
    let refused = over.push(chunk()).unwrap_err();
    assert_eq!(
        (refused.code, refused.status().as_u16()),
        (Code::Overloaded, 503)
    );
    assert_eq!(refused.retry_after, Some(1));
    assert!(
        refused.reason.contains("limits.memory_budget"),
        "{}",
        refused.reason
    );
    assert!(
        refused.reason.contains("compressed request body"),
        "{}",
        refused.reason
    );
    assert_eq!(refused.service.as_deref(), Some("slack"));
    drop(over);
    assert_eq!(
        budget.held(),
        512 << 10,
        "the refused request gave its bytes back"
    );

    // The first request grows past its own cap: too large whatever else is held.
    for _ in 0..4 {
        held.push(chunk()).unwrap();
    }
    let refused = held.push(chunk()).unwrap_err();
    assert_eq!(
        (refused.code, refused.status().as_u16()),
        (Code::TooLarge, 413)
    );
    assert!(
        refused.reason.contains("limits.request_memory (768 KiB)"),
        "{}",
        refused.reason
    );
    drop(held);
    assert_eq!(budget.held(), 0);

    // A body that ends is scanned and released whole; the released bytes stay counted
    // until they are dropped (written upstream).
    let account = budget.account();
    let body = wirepass::origin::encode::encode(b"plain words ".repeat(1000).as_slice(), "gzip");
    let mut f = g.upload_filter(&view, Some("slack"), &account).unwrap();
    assert!(f.push(Bytes::from(body.clone())).unwrap().is_empty());
    let out = f.finish().unwrap();
    drop(f);
    assert_eq!(out, body);
    assert_eq!(budget.held(), body.len(), "counted while on its way");
    drop(out);
    assert_eq!(budget.held(), 0);
}

/// A raw upload streams: only the scanner's hold-back and what is on its way are counted.
#[test]
fn issue_13_raw_uploads_hold_only_the_window() {
    let g = wirepass::config::stages::guard_with_env(&config(CFG), Vec::new()).unwrap();
    let r = Req::new(&[]);
    let view = r.view("slack.com", "/", None);
    let budget = Budget::new(1 << 20, 1 << 20);
    let account = budget.account();
    let mut f = g.upload_filter(&view, Some("slack"), &account).unwrap();
    let mut sent = 0;
    for _ in 0..256 {
        // 16 MiB in all, through a budget of 1 MiB.
        let out = f.push(Bytes::from(vec![b'a'; 64 << 10])).unwrap();
        sent += out.len();
        assert!(account.held() < 256 << 10, "held {}", account.held());
    }
    sent += f.finish().unwrap().len();
    assert_eq!(sent, 16 << 20);
    assert_eq!(budget.held(), 0);
}

/// Redaction counts its window and its decoder's; a brotli window larger than the request
/// may hold is refused when the response begins, not allocated.
#[test]
fn issue_13_redaction_counts_its_window_and_decoder() {
    let g = wirepass::config::stages::guard_with_env(&config(CFG), Vec::new()).unwrap();
    let r = Req::new(&[]);
    let view = r.view("echo.local", "/", None);
    let budget = Budget::new(8 << 20, 8 << 20);
    let account = budget.account();
    let mut f = g.download_filter(&view, Some("echo"), &account).unwrap();
    let mut head = HeaderMap::new();
    head.insert("content-encoding", HeaderValue::from_static("br"));
    let refused = f.response_head(&mut head).unwrap_err();
    assert_eq!(refused.code, Code::TooLarge, "{}", refused.reason);
    drop(f);
    assert_eq!(budget.held(), 0);

    let mut f = g.download_filter(&view, Some("echo"), &account).unwrap();
    let mut head = HeaderMap::new();
    head.insert("content-encoding", HeaderValue::from_static("gzip"));
    f.response_head(&mut head).unwrap();
    assert!(account.held() > 0, "the decoder's window is counted");
    let body = b"z".repeat(100_000);
    let out = redact_encoded(
        &mut f,
        &wirepass::origin::encode::encode(&body, "gzip"),
        4096,
    );
    assert_eq!(out.unwrap(), body);
    drop(f);
    assert_eq!(budget.held(), 0);
}

#[test]
fn watched_env_values_are_literal_rules() {
    let cfg = config("version: 1\nscan:\n  watch_env: [MY_SECRET, \"*_KEY\"]\n");
    let env = vec![
        ("MY_SECRET".to_string(), "correct-horse-battery".to_string()),
        ("DEPLOY_KEY".to_string(), "dk-9f8e7d6c5b".to_string()),
        ("OTHER".to_string(), "not-watched-value".to_string()),
    ];
    let g = wirepass::config::stages::guard_with_env(&cfg, env).unwrap();
    let s = g.scanner();
    let found = |t: &str| {
        s.scan(t.as_bytes())
            .into_iter()
            .map(|f| f.rule)
            .collect::<Vec<_>>()
    };
    assert_eq!(found("x correct-horse-battery y"), ["env:MY_SECRET"]);
    assert_eq!(found("x correct%2Dhorse%2Dbattery y"), ["env:MY_SECRET"]);
    assert_eq!(
        found("{\"b\":\"Y29ycmVjdC1ob3JzZS1iYXR0ZXJ5\"}"),
        ["env:MY_SECRET"]
    );
    assert_eq!(found("k=dk-9f8e7d6c5b"), ["env:DEPLOY_KEY"]);
    assert!(found("not-watched-value").is_empty());
}

#[test]
fn responses_are_redacted_streaming() {
    let g = wirepass::config::stages::guard_with_env(&config(CFG), Vec::new()).unwrap();
    let r = Req::new(&[]);
    let view = r.view("echo.local", "/", None);
    assert!(g
        .download_filter(&view, Some("slack"), &Account::unlimited())
        .is_none());
    let mut f = g
        .download_filter(&view, Some("echo"), &Account::unlimited())
        .unwrap();
    let tok = token(8);
    let body = format!("{}token={tok}\n{}", "z".repeat(5000), "y".repeat(9000));
    let mut out = Vec::new();
    for chunk in body.as_bytes().chunks(333) {
        out.extend_from_slice(&f.push(Bytes::copy_from_slice(chunk)).unwrap());
    }
    out.extend_from_slice(&f.finish().unwrap());
    let out = String::from_utf8(out).unwrap();
    assert!(!out.contains(&tok));
    assert!(out.contains("token=[REDACTED:github-pat]\n"));
    assert_eq!(
        out.len(),
        body.len() - tok.len() + "[REDACTED:github-pat]".len()
    );
}

/// Runs `body` through a download filter in chunks of `size`, after the response head.
fn redact_encoded(
    f: &mut Box<dyn wirepass::pipeline::BodyFilter>,
    body: &[u8],
    size: usize,
) -> Result<Vec<u8>, wirepass::refusal::Refusal> {
    let mut out = Vec::new();
    for chunk in body.chunks(size) {
        out.extend_from_slice(&f.push(Bytes::copy_from_slice(chunk))?);
    }
    out.extend_from_slice(&f.finish()?);
    Ok(out)
}

#[test]
fn encoded_responses_are_decoded_redacted_and_sent_as_identity() {
    let g = wirepass::config::stages::guard_with_env(&config(CFG), Vec::new()).unwrap();
    let r = Req::new(&[]);
    let view = r.view("echo.local", "/", None);
    let tok = token(9);
    let body = format!("{}token={tok}\n{}", "z".repeat(3000), "y".repeat(2000));
    let want = body.replace(&tok, "[REDACTED:github-pat]");
    for codings in ["gzip", "deflate", "br", "gzip, br", "identity"] {
        let encoded = wirepass::origin::encode::encode(body.as_bytes(), codings);
        for size in [1, 100, encoded.len()] {
            let mut f = g
                .download_filter(&view, Some("echo"), &Account::unlimited())
                .unwrap();
            let mut head = HeaderMap::new();
            head.insert("content-encoding", HeaderValue::from_str(codings).unwrap());
            f.response_head(&mut head).unwrap();
            assert!(head.get("content-encoding").is_none(), "{codings}");
            let out = redact_encoded(&mut f, &encoded, size).unwrap();
            assert!(out == want.as_bytes(), "{codings} in chunks of {size}");
        }
    }
}

#[test]
fn an_undecodable_response_is_refused_or_cut() {
    let g = wirepass::config::stages::guard_with_env(&config(CFG), Vec::new()).unwrap();
    let r = Req::new(&[]);
    let view = r.view("echo.local", "/", None);
    let mut f = g
        .download_filter(&view, Some("echo"), &Account::unlimited())
        .unwrap();
    let mut head = HeaderMap::new();
    head.insert("content-encoding", HeaderValue::from_static("gzip"));
    head.append("content-encoding", HeaderValue::from_static("zstd"));
    let refused = f.response_head(&mut head).unwrap_err();
    assert_eq!(refused.code, Code::UpstreamUnavailable);
    assert!(
        refused.reason.contains("content-encoding zstd"),
        "{refused:?}"
    );
    assert_eq!(refused.service.as_deref(), Some("echo"));

    let mut f = g
        .download_filter(&view, Some("echo"), &Account::unlimited())
        .unwrap();
    let mut head = HeaderMap::new();
    head.insert("content-encoding", HeaderValue::from_static("gzip"));
    f.response_head(&mut head).unwrap();
    let mut gz = wirepass::origin::encode::encode(b"some text ".repeat(100).as_slice(), "gzip");
    let cut = gz.len() / 2;
    gz[cut] ^= 0xff;
    let refused = redact_encoded(&mut f, &gz, 16).unwrap_err();
    assert_eq!(refused.code, Code::UpstreamUnavailable);
    assert!(refused.reason.contains("cut off"), "{refused:?}");
}
