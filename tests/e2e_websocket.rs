//! Issue 12, WebSocket messages through the proxy (tokio-tungstenite as the client, the test
//! origin's echo behind it): a fake secret in a text or binary message, split across the
//! fragments of one message (a ping between them) or across two TCP writes, closes the
//! socket with 1008 and the origin reads no byte of it; the audit names the rule. Clean
//! messages still echo, `redact_responses` redacts a server message, the
//! `permessage-deflate` offer never reaches the origin, an offer to upgrade to another version
//! of HTTP (`h2c`) is declined and the request answered as HTTP/1.1, and an origin that switches
//! protocols unasked is refused.

mod support;

use std::path::{Path, PathBuf};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use http::Method;
use http_body_util::Full;
use support::client::{Conn, Proto};
use support::{Setup, SetupOptions, PATIENCE};
use tokio::io::AsyncWriteExt;
use tokio_tungstenite::tungstenite::protocol::frame::coding::{CloseCode, Data, OpCode};
use tokio_tungstenite::tungstenite::protocol::frame::Frame;
use tokio_tungstenite::tungstenite::protocol::Role;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::WebSocketStream;
use wirepass::scan::fake::{expand, Mode, Rng};
use wirepass::scan::Scanner;

/// A fake GitHub token (valid checksum).
fn token(seed: u64) -> String {
    let s = Scanner::new(Vec::new()).unwrap();
    let rule = s.rules().iter().find(|r| r.id == "github-pat").unwrap();
    let tok = expand(&rule.fake, Mode::Real, &mut Rng::new("e2e_websocket", seed));
    assert_eq!(s.scan(tok.as_bytes()).len(), 1, "the fake is a token");
    tok
}

/// Whether `hay` holds an 8-byte piece of `secret`.
fn has_piece(hay: &[u8], secret: &str) -> bool {
    let s = secret.as_bytes();
    (0..=s.len() - 8).any(|i| hay.windows(8).any(|w| w == &s[i..i + 8]))
}

/// The unmasked payload bytes of the client frames in `raw` (a frame cut short counts with
/// what arrived of it). Written here, apart from the proxy's reader, on purpose.
fn client_payloads(raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut i = 0;
    while i + 2 <= raw.len() {
        let (masked, len7) = (raw[i + 1] & 0x80 != 0, (raw[i + 1] & 0x7F) as usize);
        let mut p = i + 2;
        let len = match len7 {
            126 if p + 2 <= raw.len() => {
                p += 2;
                u16::from_be_bytes([raw[p - 2], raw[p - 1]]) as usize
            }
            127 if p + 8 <= raw.len() => {
                p += 8;
                u64::from_be_bytes(raw[p - 8..p].try_into().unwrap()) as usize
            }
            126 | 127 => break,
            n => n,
        };
        let key = if masked && p + 4 <= raw.len() {
            p += 4;
            [raw[p - 4], raw[p - 3], raw[p - 2], raw[p - 1]]
        } else {
            [0; 4]
        };
        let end = (p + len).min(raw.len());
        out.extend(raw[p..end].iter().enumerate().map(|(j, b)| b ^ key[j % 4]));
        i = p + len;
    }
    out
}

/// Asserts the origin read no piece of `secret` on any upgraded connection.
fn assert_origin_read_none(setup: &Setup, secret: &str) {
    let reqs = setup.origin.requests();
    assert!(reqs.iter().any(|r| r.path_and_query == "/ws"), "no upgrade");
    for r in reqs {
        assert!(
            !has_piece(&client_payloads(&r.upgraded), secret),
            "the origin read a piece of the secret"
        );
        assert!(!has_piece(&r.upgraded, secret));
    }
}

async fn start(dir: &Path, extra_yaml: &str) -> (Setup, PathBuf) {
    let audit = dir.join("audit.jsonl");
    let setup = Setup::start(SetupOptions {
        extra_yaml: extra_yaml.into(),
        run_args: vec!["--audit".into(), audit.display().to_string()],
        ..SetupOptions::default()
    })
    .await;
    (setup, audit)
}

type Ws = WebSocketStream<hyper_util::rt::TokioIo<hyper::upgrade::Upgraded>>;

/// Reads until the proxy's close arrives and returns its code (echoes before it skipped).
async fn close_code(ws: &mut Ws) -> CloseCode {
    let read = async {
        while let Some(m) = ws.next().await {
            if let Ok(Message::Close(frame)) = m {
                return frame.map(|f| f.code);
            }
        }
        None
    };
    tokio::time::timeout(PATIENCE, read)
        .await
        .expect("a close in time")
        .expect("a close frame with a code")
}

/// Waits for the audit event of the refused WebSocket and asserts it names the rule only.
async fn assert_audited(audit: &Path, secret: &str) {
    let deadline = std::time::Instant::now() + PATIENCE;
    loop {
        let text = std::fs::read_to_string(audit).unwrap_or_default();
        if let Some(line) = text
            .lines()
            .find(|l| l.contains(r#""path":"/ws""#) && l.contains("credential_leak"))
        {
            let v: serde_json::Value = serde_json::from_str(line).unwrap();
            assert_eq!(v["code"], "credential_leak", "{line}");
            assert_eq!(v["rules"], serde_json::json!(["github-pat"]), "{line}");
            assert!(
                !has_piece(text.as_bytes(), secret),
                "the audit holds the secret"
            );
            return;
        }
        assert!(std::time::Instant::now() < deadline, "no event in {text}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

async fn echo(ws: &mut Ws, text: &str) {
    ws.send(Message::text(text)).await.unwrap();
    let back = ws.next().await.unwrap().unwrap();
    assert_eq!(back.into_text().unwrap().as_str(), text);
}

async fn client(setup: &Setup, host: &str) -> Conn {
    setup.client(host, Proto::H1).await
}

#[tokio::test]
async fn issue_12_a_secret_in_a_text_or_binary_message_closes_1008() {
    for binary in [false, true] {
        let dir = tempfile::tempdir().unwrap();
        let (setup, audit) = start(dir.path(), "").await;
        let tok = token(u64::from(binary));
        let mut ws = client(&setup, "example.test").await.websocket("/ws").await;
        echo(&mut ws, "a clean message echoes").await;
        let body = format!("{{\"note\":\"deploy with {tok} please\"}}");
        let msg = if binary {
            Message::binary(body.into_bytes())
        } else {
            Message::text(body)
        };
        ws.send(msg).await.unwrap();
        assert_eq!(
            close_code(&mut ws).await,
            CloseCode::Policy,
            "binary {binary}"
        );
        assert_audited(&audit, &tok).await;
        assert_origin_read_none(&setup, &tok);
        assert!(!has_piece(setup.proxy.stderr().as_bytes(), &tok));
    }
}

#[tokio::test]
async fn issue_12_a_secret_split_across_fragments_with_a_ping_between_closes_1008() {
    let dir = tempfile::tempdir().unwrap();
    let (setup, audit) = start(dir.path(), "").await;
    let tok = token(2);
    let mut ws = client(&setup, "example.test").await.websocket("/ws").await;
    let (a, b) = tok.split_at(17);
    let first = format!("{}{a}", "lead ".repeat(50));
    let frames = [
        Frame::message(first.into_bytes(), OpCode::Data(Data::Text), false),
        Frame::ping(b"between".to_vec()),
        Frame::message(b.as_bytes().to_vec(), OpCode::Data(Data::Continue), false),
        Frame::message(b" tail".to_vec(), OpCode::Data(Data::Continue), true),
    ];
    for f in frames {
        ws.send(Message::Frame(f)).await.unwrap();
    }
    assert_eq!(close_code(&mut ws).await, CloseCode::Policy);
    assert_audited(&audit, &tok).await;
    assert_origin_read_none(&setup, &tok);
}

#[tokio::test]
async fn issue_12_a_secret_split_across_two_tcp_writes_closes_1008() {
    let dir = tempfile::tempdir().unwrap();
    let (setup, audit) = start(dir.path(), "").await;
    let tok = token(3);
    let mut c = client(&setup, "example.test").await;
    let (_, mut io) = c.websocket_with("/ws", &[]).await;
    let mut frame = Vec::new();
    let mut f = Frame::message(
        format!("x{tok}y").into_bytes(),
        OpCode::Data(Data::Binary),
        true,
    );
    f.header_mut().mask = Some([0x5a, 0x13, 0xc4, 0x7e]);
    f.format(&mut frame).unwrap();
    // The cut falls inside the token: the first write ends 20 bytes into it.
    let cut = frame.len() - tok.len() - 1 + 20;
    io.write_all(&frame[..cut]).await.unwrap();
    io.flush().await.unwrap();
    tokio::time::sleep(Duration::from_millis(100)).await;
    io.write_all(&frame[cut..]).await.unwrap();
    io.flush().await.unwrap();
    let mut ws = WebSocketStream::from_raw_socket(io, Role::Client, None).await;
    assert_eq!(close_code(&mut ws).await, CloseCode::Policy);
    assert_audited(&audit, &tok).await;
    assert_origin_read_none(&setup, &tok);
}

#[tokio::test]
async fn redact_responses_redacts_a_server_message() {
    let dir = tempfile::tempdir().unwrap();
    let (setup, _) = start(
        dir.path(),
        // `mode: report`: an upgrade no GitHub route maps is an unmapped write, reported.
        "services:\n  github:\n    leaks: report\n    redact_responses: true\n    mode: report\n",
    )
    .await;
    let tok = token(4);
    let mut ws = client(&setup, "api.github.com")
        .await
        .websocket("/ws")
        .await;
    // With `leaks: report` the client's token goes (reported), and the origin's echo of
    // it comes back redacted.
    ws.send(Message::text(format!("token {tok} ok")))
        .await
        .unwrap();
    let back = ws.next().await.unwrap().unwrap().into_text().unwrap();
    assert_eq!(back.as_str(), "token [REDACTED:github-pat] ok");
    echo(&mut ws, "plain words pass").await;
}

#[tokio::test]
async fn the_permessage_deflate_offer_is_stripped() {
    let dir = tempfile::tempdir().unwrap();
    let (setup, _) = start(dir.path(), "").await;
    let mut c = client(&setup, "example.test").await;
    let offer = (
        "sec-websocket-extensions",
        "permessage-deflate; client_max_window_bits",
    );
    let (headers, io) = c.websocket_with("/ws", &[offer]).await;
    assert!(!headers.contains_key("sec-websocket-extensions"));
    let upgrade = &setup.origin.requests()[0];
    assert_eq!(upgrade.header("upgrade"), Some("websocket"));
    assert_eq!(upgrade.header("sec-websocket-extensions"), None);
    let mut ws = WebSocketStream::from_raw_socket(io, Role::Client, None).await;
    echo(&mut ws, "uncompressed").await;
}

#[tokio::test]
async fn an_offer_to_upgrade_to_another_http_is_declined() {
    let dir = tempfile::tempdir().unwrap();
    let (setup, _) = start(dir.path(), "").await;
    let mut c = client(&setup, "example.test").await;
    let req = c
        .request(Method::GET, "/echo")
        .header("connection", "upgrade, http2-settings")
        .header("upgrade", "h2c")
        .header("http2-settings", "AAMAAABkAAQAAP__")
        .body(Full::default())
        .unwrap();
    let resp = c.send(req).await;
    // Answered as the HTTP/1.1 request it also is; the origin saw no offer to switch.
    assert_eq!(resp.status(), 200);
    let got = &setup.origin.requests()[0];
    assert_eq!(got.path_and_query, "/echo");
    for gone in ["upgrade", "http2-settings", "connection"] {
        assert_eq!(got.header(gone), None, "{gone}");
    }
}

#[tokio::test]
async fn an_upgrade_the_request_needs_to_another_protocol_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let (setup, _) = start(dir.path(), "").await;
    let mut c = client(&setup, "example.test").await;
    let req = c
        .request(Method::POST, "/echo")
        .header("connection", "upgrade")
        .header("upgrade", "SPDY/3.1")
        .body(Full::default())
        .unwrap();
    let resp = c.send(req).await;
    support::assert_refused_response(resp, (400, "bad_request")).await;
    assert!(setup.origin.requests().is_empty());
}

/// `curl --http2` on an `http://` URL offers h2c through the proxy, as it does to an
/// origin: the request goes on as HTTP/1.1, as through any other proxy.
#[tokio::test]
async fn curl_offering_h2c_on_a_plain_url_is_answered() {
    let dir = tempfile::tempdir().unwrap();
    let (setup, _) = start(dir.path(), "").await;
    let (status, _, body) = setup
        .curl_as(
            "alice@example.com",
            &["--http2"],
            "http://example.test/small",
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let got = &setup.origin.requests()[0];
    assert_eq!(got.header("upgrade"), None);
    assert_eq!(got.header("http2-settings"), None);
}

/// An origin that answers `101` to a request no upgrade was forwarded with is refused:
/// the client would otherwise read bytes nothing reads.
#[tokio::test]
async fn an_origin_that_switches_unasked_is_refused() {
    use tokio::io::AsyncReadExt;
    let rogue = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = rogue.local_addr().unwrap();
    tokio::spawn(async move {
        while let Ok((mut s, _)) = rogue.accept().await {
            let mut buf = vec![0u8; 4096];
            let _ = s.read(&mut buf).await;
            let _ = s
                .write_all(
                    b"HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\n\
                      Upgrade: h2c\r\n\r\nnot http at all",
                )
                .await;
        }
    });
    let dir = tempfile::tempdir().unwrap();
    let audit = dir.path().join("audit.jsonl");
    let setup = Setup::start(SetupOptions {
        intercept: vec!["example.test".into(), "rogue.test".into()],
        resolve: vec![("rogue.test:80".into(), addr.to_string())],
        run_args: vec!["--audit".into(), audit.display().to_string()],
        ..SetupOptions::default()
    })
    .await;
    let out = setup
        .curl(
            &["-H", "x-wirepass-user: alice@example.com", "--http2"],
            "http://rogue.test/x",
        )
        .await;
    let (status, headers, body) = support::cmd::parse_curl(&out.stdout);
    support::assert_refusal(status, &headers, &body, (502, "upstream_unavailable"));
    assert!(!body.contains("not http"), "{body}");
}
