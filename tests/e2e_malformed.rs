//! Issue 13: a request hyper cannot parse (duplicate `Content-Length`, obs-fold, a head over
//! `limits.max_header_bytes`) got hyper's bare 400 with no `x-wirepass-refused`, no JSON
//! and no request id. It now gets the refusal format wherever the connection can still
//! carry an answer, and the log event carries the same request id. Raw sockets, since no
//! client library sends such requests: on the proxy port (absolute form) and inside an
//! intercepted TLS tunnel.

mod support;

use support::client::{self, read_answer, Proto};
use support::{Setup, SetupOptions};
use tokio::io::{AsyncRead, AsyncWrite, AsyncWriteExt};

/// Sends `raw`, reads the answer, and asserts it is the refusal `code` with `status`,
/// that the log has an event with its request id, and that the origin saw nothing.
async fn refused<S: AsyncRead + AsyncWrite + Unpin>(
    setup: &Setup,
    stream: &mut S,
    raw: &[u8],
    (status, code): (u16, &str),
) {
    stream.write_all(raw).await.unwrap();
    stream.flush().await.unwrap();
    let (got, head, body) = read_answer(stream).await;
    assert_eq!(got, status, "{head}\n{body}");
    assert!(
        head.contains(&format!("x-wirepass-refused: {code}")),
        "{head}"
    );
    assert!(head.contains("content-type: application/json"), "{head}");
    let json: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(json["refused"]["code"], code, "{json}");
    let id = json["refused"]["request_id"].as_str().unwrap().to_string();
    let line = setup
        .proxy
        .log_line(|l| l.contains(&format!("request_id={id}")))
        .await;
    assert!(line.contains(&format!("code=\"{code}\"")), "{line}");
    assert!(
        setup.origin.requests().is_empty(),
        "nothing reaches the origin: {:#?}",
        setup.origin.requests()
    );
}

const DUPLICATE_LENGTH: &str =
    "POST {TARGET} HTTP/1.1\r\nHost: {HOST}\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab";
const OBS_FOLD: &str = "GET {TARGET} HTTP/1.1\r\nHost: {HOST}\r\nX-Folded: a\r\n b\r\n\r\n";

fn request(template: &str, target: &str, host: &str) -> Vec<u8> {
    template
        .replace("{TARGET}", target)
        .replace("{HOST}", host)
        .into_bytes()
}

#[tokio::test]
async fn malformed_requests_on_the_proxy_port_get_the_refusal_format() {
    let setup = Setup::start(SetupOptions::default()).await;
    for template in [DUPLICATE_LENGTH, OBS_FOLD] {
        let mut s = tokio::net::TcpStream::connect(setup.proxy.addr())
            .await
            .unwrap();
        let raw = request(template, "http://example.test/x", "example.test");
        refused(&setup, &mut s, &raw, (400, "bad_request")).await;
    }
    // A head far over limits.max_header_bytes (64 KiB by default; hyper reads ahead, so
    // a head just over the limit may still parse whole).
    let mut s = tokio::net::TcpStream::connect(setup.proxy.addr())
        .await
        .unwrap();
    let big = format!(
        "GET http://example.test/x HTTP/1.1\r\nHost: example.test\r\nX-Big: {}\r\n\r\n",
        "a".repeat(1 << 20)
    );
    refused(&setup, &mut s, big.as_bytes(), (413, "too_large")).await;
}

#[tokio::test]
async fn malformed_requests_inside_an_intercepted_tunnel_get_the_refusal_format() {
    let setup = Setup::start(SetupOptions::default()).await;
    for template in [DUPLICATE_LENGTH, OBS_FOLD] {
        let tcp = client::connect(setup.proxy.addr(), "api.github.com:443")
            .await
            .unwrap_or_else(|r| panic!("CONNECT refused: {r:?}"));
        let mut tls = client::tls(tcp, "api.github.com", &setup.proxy.ca_pem(), Proto::H1).await;
        let raw = request(template, "/repos/acme/x", "api.github.com");
        refused(&setup, &mut tls, &raw, (400, "bad_request")).await;
    }
}

/// A head the parser rejects inside a tunnel is recorded with the user its CONNECT's
/// credentials name (round ten: with none), since the tunnel's credentials were read.
#[tokio::test]
async fn a_malformed_head_in_a_tunnel_names_the_tunnels_user() {
    use base64::Engine as _;
    use tokio::io::AsyncReadExt;

    let setup = Setup::start(SetupOptions::default()).await;
    let mut tcp = tokio::net::TcpStream::connect(setup.proxy.addr())
        .await
        .unwrap();
    let basic = base64::engine::general_purpose::STANDARD.encode("alice@example.com:");
    let connect = format!(
        "CONNECT api.github.com:443 HTTP/1.1\r\nHost: api.github.com:443\r\nProxy-Authorization: Basic {basic}\r\n\r\n"
    );
    tcp.write_all(connect.as_bytes()).await.unwrap();
    let mut head = Vec::new();
    while !head.ends_with(b"\r\n\r\n") {
        let mut byte = [0u8; 1];
        assert_eq!(
            tcp.read(&mut byte).await.unwrap(),
            1,
            "the CONNECT is answered"
        );
        head.push(byte[0]);
    }
    assert!(
        head.starts_with(b"HTTP/1.1 200"),
        "{}",
        String::from_utf8_lossy(&head)
    );
    let mut tls = client::tls(tcp, "api.github.com", &setup.proxy.ca_pem(), Proto::H1).await;
    let raw = request(DUPLICATE_LENGTH, "/repos/acme/x", "api.github.com");
    tls.write_all(&raw).await.unwrap();
    let (status, _, body) = read_answer(&mut tls).await;
    assert_eq!(status, 400, "{body}");
    let json: serde_json::Value = serde_json::from_str(&body).unwrap();
    let id = json["refused"]["request_id"].as_str().unwrap().to_string();
    let line = setup
        .proxy
        .log_line(|l| l.contains(&format!("request_id={id}")))
        .await;
    assert!(
        line.contains("user=\"alice@example.com\"") || line.contains("user=alice@example.com"),
        "{line}"
    );
}
