//! Issue 12, the channels a secret left by whole: the request method, a header name, a
//! trailer, a gzip body under two `Content-Encoding` fields, and wirepass's own session
//! token. Each request is written as raw bytes inside the intercepted TLS, where a client
//! library would not produce it, and each test asserts the origin received no byte of
//! the secret.

mod support;

use std::time::Duration;

use support::client::{self, Proto};
use support::{Setup, SetupOptions, PATIENCE};
use tokio::io::AsyncWriteExt;
use wirepass::scan::fake::{base16, base32, expand, Mode, Rng};
use wirepass::scan::Scanner;

/// A fake token of rule `id` (valid checksum where the rule has one).
fn token(id: &str, seed: u64) -> String {
    let s = Scanner::new(Vec::new()).unwrap();
    let rule = s.rules().iter().find(|r| r.id == id).unwrap();
    let tok = expand(
        &rule.fake,
        Mode::Real,
        &mut Rng::new("e2e_leak_channels", seed),
    );
    assert_eq!(s.scan(tok.as_bytes()).len(), 1, "the fake is a token");
    tok
}

/// Asserts `text` carries no 8-character piece of `token`.
fn assert_no_piece(text: &str, token: &str) {
    for i in 0..=token.len() - 8 {
        assert!(
            !text.contains(&token[i..i + 8]),
            "the token's bytes {i}..{} leaked into {} bytes of output",
            i + 8,
            text.len()
        );
    }
}

async fn start() -> Setup {
    Setup::start(SetupOptions {
        intercept: vec!["example.test".into()],
        ..SetupOptions::default()
    })
    .await
}

/// An answer read off the wire: status, lowercased head, body.
struct Answer {
    status: u16,
    head: String,
    body: String,
}

impl Answer {
    fn code(&self) -> String {
        let v: serde_json::Value = serde_json::from_str(&self.body)
            .unwrap_or_else(|_| panic!("not a refusal: {} {}", self.status, self.body));
        v["refused"]["code"]
            .as_str()
            .unwrap_or_default()
            .to_string()
    }
    fn reason(&self) -> String {
        let v: serde_json::Value = serde_json::from_str(&self.body).unwrap();
        v["refused"]["reason"]
            .as_str()
            .unwrap_or_default()
            .to_string()
    }
}

/// Writes `parts` (pausing between them) as raw bytes inside TLS to `host` through the
/// proxy and reads the answer (content-length framed; the proxy may answer early).
async fn raw(setup: &Setup, host: &str, parts: Vec<Vec<u8>>) -> Answer {
    let tcp = client::connect(setup.proxy.addr(), &format!("{host}:443"))
        .await
        .unwrap_or_else(|r| panic!("CONNECT refused: {r:?}"));
    let tls = client::tls(tcp, host, &setup.proxy.ca_pem(), Proto::H1).await;
    let (mut rd, mut wr) = tokio::io::split(tls);
    let writer = tokio::spawn(async move {
        for p in parts {
            if wr.write_all(&p).await.is_err() || wr.flush().await.is_err() {
                return;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        // Keep the write half open until the reader is done.
        tokio::time::sleep(PATIENCE).await;
    });
    let (status, head, body) = client::read_answer(&mut rd).await;
    writer.abort();
    Answer { status, head, body }
}

/// Asserts no request at `path` reached the origin, and nothing the origin or the
/// proxy's log holds carries a piece of `secret`.
fn assert_origin_got_nothing(setup: &Setup, path: &str, secret: &str) {
    let reqs = setup.origin.requests();
    assert!(
        reqs.iter().all(|r| r.path_and_query != path),
        "the origin received {path}: {reqs:#?}"
    );
    assert_no_piece(&format!("{reqs:?}"), secret);
    assert_no_piece(&setup.proxy.stderr(), secret);
}

/// Asserts a 403 `credential_leak` naming `rule` and `position`, never the secret.
fn assert_leak(a: &Answer, rule: &str, position: &str, secret: &str) {
    assert_eq!(
        (a.status, a.code().as_str()),
        (403, "credential_leak"),
        "{}",
        a.body
    );
    let reason = a.reason();
    assert!(
        reason.contains(rule) && reason.contains(position),
        "{reason}"
    );
    assert_no_piece(&a.head, secret);
    assert_no_piece(&a.body, secret);
}

#[tokio::test]
async fn issue_12_a_token_as_the_method_is_refused() {
    let setup = start().await;
    let tok = token("github-pat", 1);
    let req = format!("{tok} /method HTTP/1.1\r\nhost: example.test\r\ncontent-length: 0\r\n\r\n");
    let a = raw(&setup, "example.test", vec![req.into_bytes()]).await;
    assert_leak(&a, "github-pat", "the request method", &tok);
    assert_origin_got_nothing(&setup, "/method", &tok);
}

#[tokio::test]
async fn issue_12_a_token_as_a_header_name_is_refused() {
    let setup = start().await;
    let tok = token("gitlab-pipeline-trigger", 2);
    let req = format!(
        "GET /name HTTP/1.1\r\nhost: example.test\r\n{tok}: 1\r\ncontent-length: 0\r\n\r\n"
    );
    let a = raw(&setup, "example.test", vec![req.into_bytes()]).await;
    assert_leak(&a, "gitlab-pipeline-trigger", "a header name", &tok);
    assert_origin_got_nothing(&setup, "/name", &tok);
    // The same request with a harmless name goes through (the test is not vacuous).
    let req =
        "GET /name-ok HTTP/1.1\r\nhost: example.test\r\nx-plain: 1\r\ncontent-length: 0\r\n\r\n";
    let a = raw(&setup, "example.test", vec![req.as_bytes().to_vec()]).await;
    assert_eq!(a.status, 200, "{}", a.body);
}

/// A POST of `body` to `path` with `extra` header lines, framed by content-length.
/// POSTs `chunks` to `path` on example.test as a chunked body, a write a chunk (the last
/// with the body's end), and reads the answer.
async fn post_chunks(setup: &Setup, path: &str, chunks: &[&str]) -> Answer {
    let head =
        format!("POST {path} HTTP/1.1\r\nhost: example.test\r\ntransfer-encoding: chunked\r\n\r\n");
    let mut parts = vec![head.into_bytes()];
    parts.extend(
        chunks
            .iter()
            .map(|c| format!("{:x}\r\n{c}\r\n", c.len()).into_bytes()),
    );
    parts.last_mut().unwrap().extend_from_slice(b"0\r\n\r\n");
    raw(setup, "example.test", parts).await
}

fn post(path: &str, extra: &str, body: &[u8]) -> Vec<u8> {
    let mut req = format!(
        "POST {path} HTTP/1.1\r\nhost: example.test\r\n{extra}content-length: {}\r\n\r\n",
        body.len()
    )
    .into_bytes();
    req.extend_from_slice(body);
    req
}

/// A gzip member's file name and comment are bytes its decoder passes over, which reach
/// the origin all the same; and a `deflate` body that reads one way as zlib and another
/// raw, as some servers read `deflate`, is refused whatever its zlib reading holds.
#[tokio::test]
async fn bytes_a_decoder_skips_and_a_second_reading_are_refused() {
    use std::io::Write;
    let setup = start().await;
    let tok = token("github-pat", 9);
    let gzip = "content-encoding: gzip\r\n";
    for (path, builder) in [
        ("/fname", flate2::GzBuilder::new().filename(tok.as_bytes())),
        (
            "/fcomment",
            flate2::GzBuilder::new().comment(tok.as_bytes()),
        ),
    ] {
        let mut enc = builder.write(Vec::new(), flate2::Compression::fast());
        enc.write_all(b"{\"hello\": \"world\"}").unwrap();
        let body = enc.finish().unwrap();
        let a = raw(&setup, "example.test", vec![post(path, gzip, &body)]).await;
        assert_leak(&a, "github-pat", "body", &tok);
        assert_origin_got_nothing(&setup, path, &tok);
    }
    let hidden = format!("{{\"token\": \"{tok}\"}}");
    let (body, _) = wirepass::origin::encode::deflate_two_readings(hidden.as_bytes());
    let deflate = "content-encoding: deflate\r\n";
    let a = raw(
        &setup,
        "example.test",
        vec![post("/polyglot", deflate, &body)],
    )
    .await;
    assert_eq!(
        (a.status, a.code().as_str()),
        (400, "bad_request"),
        "{}",
        a.body
    );
    assert!(a.reason().contains("raw deflate"), "{}", a.body);
    assert_origin_got_nothing(&setup, "/polyglot", &tok);
    // A file name of no secret goes through.
    let mut enc = flate2::GzBuilder::new()
        .filename("report.json")
        .write(Vec::new(), flate2::Compression::fast());
    enc.write_all(b"{\"hello\": \"world\"}").unwrap();
    let a = raw(
        &setup,
        "example.test",
        vec![post("/fname-ok", gzip, &enc.finish().unwrap())],
    )
    .await;
    assert_eq!(a.status, 200, "{}", a.body);
}

/// A JSON body in UTF-16, which its server reads by its NULs (RFC 4627, Python's
/// `json.loads`): its token is found with the NULs left out.
#[tokio::test]
async fn a_body_two_bytes_a_character_is_read_as_text() {
    let setup = start().await;
    let tok = token("github-pat", 10);
    let json = format!("{{\"title\": \"fix\", \"token\": \"{tok}\"}}");
    let body: Vec<u8> = json.encode_utf16().flat_map(u16::to_le_bytes).collect();
    let ctype = "content-type: application/json\r\n";
    let a = raw(&setup, "example.test", vec![post("/utf16", ctype, &body)]).await;
    assert_leak(&a, "github-pat", "body", &tok);
    assert_origin_got_nothing(&setup, "/utf16", &tok);
}

#[tokio::test]
async fn issue_12_ambiguous_body_codings_are_refused() {
    let setup = start().await;
    let tok = token("github-pat", 3);
    let gz = wirepass::origin::encode::encode(format!("text={tok}").as_bytes(), "gzip");
    // The scanner read the first field; an origin that joins them decodes the token.
    let two = "content-encoding: identity\r\ncontent-encoding: gzip\r\n";
    let a = raw(&setup, "example.test", vec![post("/two", two, &gz)]).await;
    assert_eq!(
        (a.status, a.code().as_str()),
        (400, "bad_request"),
        "{}",
        a.body
    );
    assert!(
        a.reason().contains("Content-Encoding header fields"),
        "{}",
        a.body
    );
    assert_origin_got_nothing(&setup, "/two", &tok);

    let zstd = "content-encoding: zstd\r\n";
    let a = raw(&setup, "example.test", vec![post("/zstd", zstd, b"(zstd)")]).await;
    assert_eq!(
        (a.status, a.code().as_str()),
        (400, "bad_request"),
        "{}",
        a.body
    );
    assert!(a.reason().contains("`zstd`"), "{}", a.body);

    // hyper de-chunks `gzip, chunked` and leaves the gzip undeclared.
    let mut req =
        b"POST /te HTTP/1.1\r\nhost: example.test\r\ntransfer-encoding: gzip, chunked\r\n\r\n"
            .to_vec();
    req.extend_from_slice(format!("{:x}\r\n", gz.len()).as_bytes());
    req.extend_from_slice(&gz);
    req.extend_from_slice(b"\r\n0\r\n\r\n");
    let a = raw(&setup, "example.test", vec![req]).await;
    assert_eq!(
        (a.status, a.code().as_str()),
        (400, "bad_request"),
        "{}",
        a.body
    );
    assert!(a.reason().contains("`chunked`"), "{}", a.body);
    assert_origin_got_nothing(&setup, "/te", &tok);

    // One field naming the same codings is scanned decoded, and refused for the token.
    let one = "content-encoding: identity, gzip\r\n";
    let a = raw(&setup, "example.test", vec![post("/one", one, &gz)]).await;
    assert_leak(&a, "github-pat", "decompressed body", &tok);
    assert_origin_got_nothing(&setup, "/one", &tok);
    let reqs = setup.origin.requests();
    assert!(reqs.is_empty(), "nothing reached the origin: {reqs:#?}");
}

/// A chunked POST to `path`: `body` in 16 KiB chunks, then the trailer `x-note: note`
/// (declared in `Trailer`, so a next hop over HTTP/1.1 would send it on).
fn chunked_with_trailer(path: &str, body: &[u8], note: &str) -> Vec<Vec<u8>> {
    let head = format!(
        "POST {path} HTTP/1.1\r\nhost: example.test\r\ntrailer: x-note\r\ntransfer-encoding: chunked\r\n\r\n"
    );
    let mut parts = vec![head.into_bytes()];
    for c in body.chunks(16 << 10) {
        let mut frame = format!("{:x}\r\n", c.len()).into_bytes();
        frame.extend_from_slice(c);
        frame.extend_from_slice(b"\r\n");
        parts.push(frame);
    }
    parts.push(format!("0\r\nx-note: {note}\r\n\r\n").into_bytes());
    parts
}

#[tokio::test]
async fn issue_12_a_token_in_an_http1_trailer_is_refused() {
    let setup = start().await;
    let tok = token("github-pat", 4);

    // Within the body prefix: judged whole with its trailers; nothing reaches the origin.
    let a = raw(
        &setup,
        "example.test",
        chunked_with_trailer("/small", b"hello", &tok),
    )
    .await;
    assert_leak(&a, "github-pat", "trailer `x-note`", &tok);
    assert_origin_got_nothing(&setup, "/small", &tok);

    // After a body longer than the prefix: the body streamed, the trailer is judged before
    // it is released and the upstream request is aborted.
    let big = vec![b'a'; 256 << 10];
    let a = raw(
        &setup,
        "example.test",
        chunked_with_trailer("/big", &big, &tok),
    )
    .await;
    assert_leak(&a, "github-pat", "trailer `x-note`", &tok);
    let reqs = setup.origin.requests();
    assert_no_piece(&format!("{reqs:?}"), &tok);
    assert_no_piece(&setup.proxy.stderr(), &tok);
    let big_reqs: Vec<_> = reqs.iter().filter(|r| r.path_and_query == "/big").collect();
    assert!(
        big_reqs.iter().all(|r| !r.body_complete),
        "the origin received a complete upload: {big_reqs:#?}"
    );

    // The same upload with a clean trailer goes through whole.
    let a = raw(
        &setup,
        "example.test",
        chunked_with_trailer("/clean", &big, "fine"),
    )
    .await;
    assert_eq!(a.status, 200, "{}", a.body);
    let echo: serde_json::Value = serde_json::from_str(&a.body).unwrap();
    assert_eq!(echo["body_len"], 256 << 10, "{}", a.body);
}

/// Sends a POST over HTTP/2 through the proxy whose body is `body` in 16 KiB frames, then
/// the trailer `x-note: note`; returns the status and the answer's body.
async fn h2_with_trailer(setup: &Setup, path: &str, body: &[u8], note: &str) -> (u16, String) {
    use http_body_util::{BodyExt, StreamBody};
    use hyper::body::Frame;
    use hyper_util::rt::{TokioExecutor, TokioIo};

    let tcp = client::connect(setup.proxy.addr(), "example.test:443")
        .await
        .unwrap_or_else(|r| panic!("CONNECT refused: {r:?}"));
    let tls = client::tls(tcp, "example.test", &setup.proxy.ca_pem(), Proto::H2).await;
    let (mut send, conn) =
        hyper::client::conn::http2::handshake(TokioExecutor::new(), TokioIo::new(tls))
            .await
            .unwrap();
    tokio::spawn(conn);
    let mut frames: Vec<Result<Frame<bytes::Bytes>, std::convert::Infallible>> = body
        .chunks(16 << 10)
        .map(|c| Ok(Frame::data(bytes::Bytes::copy_from_slice(c))))
        .collect();
    let mut t = http::HeaderMap::new();
    t.insert("x-note", note.parse().unwrap());
    frames.push(Ok(Frame::trailers(t)));
    let req = http::Request::post(format!("https://example.test{path}"))
        .version(http::Version::HTTP_2)
        .body(StreamBody::new(futures_util::stream::iter(frames)))
        .unwrap();
    let resp = tokio::time::timeout(PATIENCE, send.send_request(req))
        .await
        .expect("an answer")
        .unwrap();
    let status = resp.status().as_u16();
    let body = resp.into_body().collect().await.unwrap().to_bytes();
    (status, String::from_utf8_lossy(&body).into_owned())
}

/// Cookies an HTTP/2 client sends in several fields reach the HTTP/1.1 origin as one,
/// joined by `; ` (RFC 9113 §8.2.3), not as two `cookie` lines.
#[tokio::test]
async fn http2_cookie_fields_reach_the_origin_as_one() {
    let setup = start().await;
    let mut conn = client::through(
        setup.proxy.addr(),
        "example.test",
        &setup.proxy.ca_pem(),
        Proto::H2,
    )
    .await;
    let req = conn
        .request(http::Method::GET, "/cookies")
        .header("cookie", "a=1")
        .header("cookie", "b=2")
        .body(http_body_util::Full::new(bytes::Bytes::new()))
        .unwrap();
    assert_eq!(conn.send(req).await.status(), 200);
    let reqs = setup.origin.requests();
    let got = reqs
        .iter()
        .find(|r| r.path_and_query == "/cookies")
        .expect("the origin got the request");
    let cookies: Vec<&str> = got
        .headers
        .iter()
        .filter(|(k, _)| k.eq_ignore_ascii_case("cookie"))
        .map(|(_, v)| v.as_str())
        .collect();
    assert_eq!(cookies, ["a=1; b=2"]);
}

#[tokio::test]
async fn issue_12_a_token_in_an_http2_trailer_is_refused() {
    let setup = start().await;
    let tok = token("github-pat", 5);
    let answer = |(status, body): (u16, String)| Answer {
        status,
        head: String::new(),
        body,
    };
    let a = answer(h2_with_trailer(&setup, "/h2-small", b"hello", &tok).await);
    assert_leak(&a, "github-pat", "trailer `x-note`", &tok);
    assert_origin_got_nothing(&setup, "/h2-small", &tok);

    let big = vec![b'a'; 256 << 10];
    let a = answer(h2_with_trailer(&setup, "/h2-big", &big, &tok).await);
    assert_leak(&a, "github-pat", "trailer `x-note`", &tok);
    let reqs = setup.origin.requests();
    assert_no_piece(&format!("{reqs:?}"), &tok);
    assert_no_piece(&setup.proxy.stderr(), &tok);
    assert!(
        reqs.iter()
            .filter(|r| r.path_and_query == "/h2-big")
            .all(|r| !r.body_complete),
        "the origin received a complete upload: {reqs:#?}"
    );

    let (status, body) = h2_with_trailer(&setup, "/h2-clean", &big, "fine").await;
    assert_eq!(status, 200, "{body}");
    let echo: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(echo["body_len"], 256 << 10, "{body}");
}

#[tokio::test]
async fn issue_12_a_wirepass_session_token_goes_to_no_host() {
    use wirepass::session::token::{mint, Claims, Key};
    let setup = start().await;
    let claims = Claims {
        user: "alice".into(),
        groups: Vec::new(),
        exp: 4_000_000_000,
        nbf: 0,
        aud: "wirepass".into(),
        scope: None,
    };
    let wp = mint(&Key::from_bytes(vec![9; 32]).unwrap(), &claims).unwrap();
    let req = format!("GET /fwd HTTP/1.1\r\nhost: example.test\r\nx-forward: {wp}\r\n\r\n");
    let a = raw(&setup, "example.test", vec![req.into_bytes()]).await;
    assert_leak(&a, "wirepass-session", "header `x-forward`", &wp);
    let body = format!("{{\"token\": \"{wp}\"}}");
    let a = raw(
        &setup,
        "example.test",
        vec![post("/body", "", body.as_bytes())],
    )
    .await;
    assert_leak(&a, "wirepass-session", "body at byte", &wp);
    assert_origin_got_nothing(&setup, "/fwd", &wp);
    assert_origin_got_nothing(&setup, "/body", &wp);
}

/// A token glued to more token characters, as an agent writes it to slip it past a rule
/// that wants the token to start or end at a word boundary (the origin strips the glue):
/// in the request line, in a header value, and in a streamed body whose glued byte
/// arrives in a later chunk than the token.
#[tokio::test]
async fn issue_12_a_token_glued_to_more_characters_is_refused() {
    let setup = start().await;
    let slack = token("slack-bot-token", 4);
    let path = format!("/glued?q=X{slack}_x");
    let req = format!("GET {path} HTTP/1.1\r\nhost: example.test\r\ncontent-length: 0\r\n\r\n");
    let a = raw(&setup, "example.test", vec![req.into_bytes()]).await;
    assert_leak(&a, "slack-bot-token", "the request line", &slack);
    assert_origin_got_nothing(&setup, &path, &slack);

    let stripe = token("stripe-secret-key", 5);
    let req =
        format!("GET /glued-header HTTP/1.1\r\nhost: example.test\r\nx-note: 9{stripe}9\r\n\r\n");
    let a = raw(&setup, "example.test", vec![req.into_bytes()]).await;
    assert_leak(&a, "stripe-secret-key", "header `x-note`", &stripe);
    assert_origin_got_nothing(&setup, "/glued-header", &stripe);

    let openai = token("openai-api-key", 6);
    let a = post_chunks(&setup, "/glued-body", &[&format!("text=X{openai}"), "YZ"]).await;
    assert_leak(&a, "openai-api-key", "body at byte", &openai);
    assert_origin_got_nothing(&setup, "/glued-body", &openai);
}

/// A value known only by a generic name (`"password": …`, `X-Api-Key: …`) is what a login
/// form or a key-authenticated API carries: `wirepass scan` finds it, the proxy forwards
/// it (no host owns it), while a provider's token in the same body is still refused.
#[tokio::test]
async fn a_generic_password_or_key_is_forwarded_and_a_provider_token_beside_it_is_not() {
    let setup = start().await;
    let body = br#"{"username": "alice", "password": "GoNrd9bRMqgCjhAX_9"}"#;
    let key = "X-Api-Key: 8udTBZ1SvYIcB2o4oSzVxskLMSdc65QH\r\n";
    let scanner = Scanner::new(Vec::new()).unwrap();
    let found: Vec<String> = [&body[..], key.as_bytes()]
        .iter()
        .flat_map(|t| scanner.scan(t).into_iter().map(|f| f.rule))
        .collect();
    assert_eq!(found, ["generic-password-named", "generic-api-key-named"]);
    let a = raw(&setup, "example.test", vec![post("/login", key, body)]).await;
    assert_eq!(a.status, 200, "{}", a.body);
    let got = setup.origin.requests();
    assert!(got.iter().any(|r| r.path_and_query == "/login"), "{got:#?}");

    let tok = token("github-pat", 11);
    let with_token = format!(r#"{{"password": "GoNrd9bRMqgCjhAX_9", "note": "{tok}"}}"#);
    let a = raw(
        &setup,
        "example.test",
        vec![post("/login2", key, with_token.as_bytes())],
    )
    .await;
    assert_leak(&a, "github-pat", "body", &tok);
    assert_origin_got_nothing(&setup, "/login2", &tok);
}

/// A token an agent spells in hex (or base32) to get it past a scanner is refused in the
/// target, a header and a body cut into chunks, and nothing of it (as sent or spelled) is
/// forwarded or logged; a hex digest beside it is ordinary traffic and goes.
#[tokio::test]
async fn a_token_spelled_in_hex_or_base32_is_refused() {
    let setup = start().await;
    let tok = token("github-pat", 7);
    let spelled = base16(tok.as_bytes());
    let path = format!("/spelled?d={spelled}");
    let req = format!("GET {path} HTTP/1.1\r\nhost: example.test\r\ncontent-length: 0\r\n\r\n");
    let a = raw(&setup, "example.test", vec![req.into_bytes()]).await;
    assert_leak(&a, "github-pat", "the request line", &tok);
    assert_no_piece(&a.body, &spelled);
    assert_origin_got_nothing(&setup, &path, &tok);
    assert_no_piece(&setup.proxy.stderr(), &spelled);

    // RFC 4648 base32 of the token, in a header.
    let b32 = "M5UHAX3ON52GC4TFMFWHI33LMVXGE5LUNRXW4ZY=";
    let req = format!("GET /spelled-header HTTP/1.1\r\nhost: example.test\r\nx-d: {b32}\r\n\r\n");
    let a = raw(&setup, "example.test", vec![req.into_bytes()]).await;
    // (`ghp_notarealtokenbutlong` is no GitHub token: the header goes, spelled text alone
    // is not a finding.)
    assert_eq!(a.status, 200, "{}", a.body);
    let slack = token("slack-bot-token", 8);
    let b32 = base32(slack.as_bytes());
    let req = format!("GET /spelled-b32 HTTP/1.1\r\nhost: example.test\r\nx-d: {b32}\r\n\r\n");
    let a = raw(&setup, "example.test", vec![req.into_bytes()]).await;
    assert_leak(&a, "slack-bot-token", "header `x-d`", &slack);
    assert_origin_got_nothing(&setup, "/spelled-b32", &slack);

    // Upper-case hex in a chunked body, cut in the middle of the spelling.
    let upper = spelled.to_uppercase();
    let (one, two) = upper.split_at(37);
    let first = format!("{{\"sha\": \"da39a3ee5e6b4b0d3255bfef95601890afd80709\", \"d\": \"{one}");
    let a = post_chunks(&setup, "/spelled-body", &[&first, &format!("{two}\"}}")]).await;
    assert_leak(&a, "github-pat", "body at byte", &tok);
    assert_origin_got_nothing(&setup, "/spelled-body", &tok);
    assert_no_piece(&format!("{:?}", setup.origin.requests()), &upper);

    // A digest alone is forwarded.
    let body = r#"{"sha": "da39a3ee5e6b4b0d3255bfef95601890afd80709"}"#;
    let req = format!(
        "POST /digest HTTP/1.1\r\nhost: example.test\r\ncontent-length: {}\r\n\r\n{body}",
        body.len()
    );
    let a = raw(&setup, "example.test", vec![req.into_bytes()]).await;
    assert_eq!(a.status, 200, "{}", a.body);
}

/// A token written a byte a field: Python `requests` posting `list(token.encode())` as
/// JSON (a buffer's bytes), the codes in the query, and an `xxd` dump in a chunked body
/// cut inside its lines. The origin receives none of them; a list of numbers that spells
/// no secret goes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_written_a_byte_a_field_is_refused() {
    let setup = start().await;
    let tok = token("github-pat", 9);
    let codes: Vec<u8> = tok.bytes().collect();
    let calls = [
        serde_json::json!({"name": "buffer", "user": "agent@example.com", "method": "POST",
            "url": "https://example.test/list-body", "json": {"type": "Buffer", "data": codes}}),
        serde_json::json!({"name": "ports", "user": "agent@example.com", "method": "POST",
            "url": "https://example.test/ports",
            "json": {"ports": [80, 443, 8080, 8443, 22, 25, 110, 143, 993, 995, 3306, 5432,
                6379, 9200, 27017, 11211, 5672]}}),
    ];
    let got = support::cmd::requests_calls(&setup.proxy.env_vars().await, &calls).await;
    assert_eq!(got["buffer"].0, 403, "{:?}", got["buffer"]);
    assert_eq!(got["buffer"].1, "credential_leak");
    assert!(
        got["buffer"].2.contains("github-pat"),
        "{:?}",
        got["buffer"]
    );
    assert_eq!(got["ports"].0, 200, "{:?}", got["ports"]);
    assert_origin_got_nothing(&setup, "/list-body", &tok);

    let list: Vec<String> = tok.bytes().map(|b| b.to_string()).collect();
    let path = format!("/list?d={}", list.join(","));
    let req = format!("GET {path} HTTP/1.1\r\nhost: example.test\r\ncontent-length: 0\r\n\r\n");
    let a = raw(&setup, "example.test", vec![req.into_bytes()]).await;
    assert_leak(&a, "github-pat", "the request line", &tok);
    assert_origin_got_nothing(&setup, &path, &tok);

    // `xxd`: eight columns of two bytes a line, then the line's text.
    let dump: String = tok
        .as_bytes()
        .chunks(16)
        .enumerate()
        .map(|(n, row)| {
            let cols: Vec<String> = row.chunks(2).map(base16).collect();
            format!(
                "{:08x}: {:<40} {}\n",
                n * 16,
                cols.join(" "),
                String::from_utf8_lossy(row)
            )
        })
        .collect();
    let (one, two) = dump.split_at(dump.len() / 2);
    let a = post_chunks(&setup, "/dump-body", &[one, two]).await;
    assert_leak(&a, "github-pat", "body at byte", &tok);
    assert_origin_got_nothing(&setup, "/dump-body", &tok);
    assert_no_piece(&setup.proxy.stderr(), &tok);
}

/// A token inside a compressed blob in base64: `gzip | base64` of a JSON document in a
/// chunked body, cut inside the blob, and a Helm release as a Kubernetes Secret holds it
/// (base64 of the release's base64 of its gzip), and zlib's. The origin receives none of
/// them; the same blobs without a secret go.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_gzipped_in_base64_is_refused() {
    use base64::Engine as _;
    use wirepass::origin::encode::encode;
    let b64 = |b: &[u8]| base64::engine::general_purpose::STANDARD.encode(b);
    // (`deflate` as a `Content-Encoding` is zlib-wrapped.)
    let (gzip, zlib) = (
        |b: &[u8]| encode(b, "gzip"),
        |b: &[u8]| encode(b, "deflate"),
    );
    let setup = start().await;
    let tok = token("github-pat", 11);
    let doc = |secret: &str| {
        format!(
            "{{\"name\":\"web\",\"chart\":{{\"values\":{{\"replicas\":3,\"git\":{{\"token\":\"{secret}\"}}}}}},\"manifest\":\"{}\"}}",
            "apiVersion: v1\\nkind: ConfigMap\\n".repeat(20)
        )
    };
    let blob = b64(&gzip(doc(&tok).as_bytes()));
    let (one, two) = blob.split_at(blob.len() / 2);
    let first = format!("{{\"release\": \"{one}");
    let a = post_chunks(&setup, "/gzipped", &[&first, &format!("{two}\"}}")]).await;
    assert_leak(&a, "github-pat", "body at byte", &tok);
    assert_origin_got_nothing(&setup, "/gzipped", &tok);
    assert_no_piece(&a.body, &blob);

    for (path, blob) in [
        (
            "/helm-secret",
            b64(b64(&gzip(doc(&tok).as_bytes())).as_bytes()),
        ),
        ("/zlib", b64(&zlib(doc(&tok).as_bytes()))),
    ] {
        let body = format!("{{\"data\": {{\"release\": \"{blob}\"}}}}");
        let req = format!(
            "POST {path} HTTP/1.1\r\nhost: example.test\r\ncontent-length: {}\r\n\r\n{body}",
            body.len()
        );
        let a = raw(&setup, "example.test", vec![req.into_bytes()]).await;
        assert_leak(&a, "github-pat", "body at byte", &tok);
        assert_origin_got_nothing(&setup, path, &tok);
    }
    assert_no_piece(&setup.proxy.stderr(), &tok);

    // The same release without a secret goes.
    let clean = b64(b64(&gzip(doc("see-the-vault").as_bytes())).as_bytes());
    let body = format!("{{\"data\": {{\"release\": \"{clean}\"}}}}");
    let req = format!(
        "POST /helm-clean HTTP/1.1\r\nhost: example.test\r\ncontent-length: {}\r\n\r\n{body}",
        body.len()
    );
    let a = raw(&setup, "example.test", vec![req.into_bytes()]).await;
    assert_eq!(a.status, 200, "{}", a.body);
}

/// A private key's DER as Python prints bytes (`b'0\x82…'`, in a JSON body cut into
/// chunks inside an escape): refused by `private-key-der-hex`, and nothing of it (its
/// escapes or its hex) forwarded or logged. An executable's bytes, which hold a PKCS#8
/// template among them (ring's), are an upload like any other and go.
#[tokio::test]
async fn a_private_keys_der_in_escapes_is_refused_and_an_executable_goes() {
    let setup = start().await;
    // PKCS#8 RSA's header as `openssl genpkey` writes it, then random bytes to 1190.
    let head = "308204ba020100300d06092a864886f70d0101010500048204a4308204a0";
    let unhex = |hex: &str| -> Vec<u8> {
        (0..hex.len() / 2)
            .map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap())
            .collect()
    };
    let mut der = unhex(head);
    let mut rng = Rng::new("e2e_leak_channels der", 1);
    while der.len() < 1190 {
        der.extend(rng.next_u64().to_le_bytes());
    }
    der.truncate(1190);
    let hex = base16(&der);
    // (The header's hex is every key's: the pieces asserted absent are the body's.)
    let body_hex = &hex[head.len()..];

    // ring's P-256 PKCS#8 template (a key's header, then the public key's), among
    // random bytes, as a release binary holds it.
    let template =
        "308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420a144034200";
    let mut binary: Vec<u8> = Vec::new();
    while binary.len() < 4096 {
        binary.extend(rng.next_u64().to_le_bytes());
    }
    let at = binary.len() / 2;
    binary.splice(at..at, unhex(template));
    let mut req = format!(
        "POST /asset HTTP/1.1\r\nhost: example.test\r\ncontent-type: application/octet-stream\r\ncontent-length: {}\r\n\r\n",
        binary.len()
    )
    .into_bytes();
    req.extend(&binary);
    let a = raw(&setup, "example.test", vec![req]).await;
    assert_eq!(a.status, 200, "{}", a.body);

    let python: String = der
        .iter()
        .map(|&b| match b {
            b'\\' => "\\\\".to_string(),
            b'\'' => "\\'".to_string(),
            b'"' => "\\\"".to_string(),
            0x20..=0x7e => char::from(b).to_string(),
            _ => format!("\\x{b:02x}"),
        })
        .collect();
    let body = format!("{{\"tool_result\": \"key = b'{python}'\"}}");
    // Cut inside an escape (`\x8` | `2`).
    let cut = body.find("\\x82").unwrap() + 3;
    let (one, two) = body.split_at(cut);
    let a = post_chunks(&setup, "/python-bytes", &[one, two]).await;
    assert_leak(&a, "private-key-der-hex", "body at byte", body_hex);
    assert_origin_got_nothing(&setup, "/python-bytes", body_hex);
    assert_no_piece(&setup.proxy.stderr(), &python[python.len() / 2..]);
}
