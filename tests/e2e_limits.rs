//! Issue 13, limits, through the real binary: connections past `limits.max_connections`
//! and `limits.max_connections_per_client` are answered 503 `overloaded` in the refusal
//! format and never reach the origin; a client that sends no head is closed after
//! `limits.header_read_timeout`, an HTTP/2 connection with no traffic after
//! `limits.idle_timeout`; HTTP/2 streams past `limits.h2_max_concurrent_streams` wait;
//! heads past `limits.max_header_count`, `limits.max_url_bytes` and
//! `limits.h2_max_header_list_size` are refused before the origin sees them.

mod support;

use std::net::IpAddr;
use std::time::{Duration, Instant};

use bytes::Bytes;
use http::Method;
use http_body_util::{BodyExt, Full};
use hyper_util::rt::{TokioExecutor, TokioIo};
use support::client::{self, Proto};
use support::{assert_refusal, assert_refused_response, Setup, SetupOptions, PATIENCE};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_rustls::client::TlsStream;

async fn with_limits(limits: &str) -> Setup {
    Setup::start(SetupOptions {
        extra_yaml: format!("limits:\n{limits}"),
        ..SetupOptions::default()
    })
    .await
}

/// Asserts a CONNECT from `from` is refused 503 `overloaded` with a reason naming `key`.
async fn assert_full(setup: &Setup, from: &str, key: &str) {
    let from: IpAddr = from.parse().unwrap();
    let refused = client::connect_from(from, setup.proxy.addr(), "example.test:443")
        .await
        .err()
        .unwrap_or_else(|| panic!("a connection from {from} past {key} was served"));
    let body = String::from_utf8_lossy(&refused.body);
    assert_refusal(refused.status, &refused.headers, &body, (503, "overloaded"));
    assert!(body.contains(key), "{body}");
    assert_eq!(refused.header("retry-after"), Some("1"));
}

/// Connections past the limits get the refusal format, are recorded, and reach nothing;
/// a closed connection gives its place back.
#[tokio::test]
async fn issue_13_connections_past_the_limits_are_refused_503() {
    let setup = with_limits("  max_connections: 3\n  max_connections_per_client: 2\n").await;
    let proxy = setup.proxy.addr();
    let local: IpAddr = "127.0.0.1".parse().unwrap();
    let other: IpAddr = "127.0.0.2".parse().unwrap();
    let a1 = client::connect_from(local, proxy, "example.test:443")
        .await
        .unwrap();
    let _a2 = client::connect_from(local, proxy, "example.test:443")
        .await
        .unwrap();
    assert_full(&setup, "127.0.0.1", "limits.max_connections_per_client").await;
    let _b1 = client::connect_from(other, proxy, "example.test:443")
        .await
        .unwrap();
    assert_full(&setup, "127.0.0.2", "(limits.max_connections)").await;
    setup
        .proxy
        .log_line(|l| l.contains("code=\"overloaded\"") && l.contains("method=CONNECT"))
        .await;

    // The client closes a tunnel: its place is free again (once the proxy saw the close).
    drop(a1);
    let deadline = Instant::now() + PATIENCE;
    let c = loop {
        if let Ok(s) = client::connect_from(local, proxy, "example.test:443").await {
            break s;
        }
        assert!(
            Instant::now() < deadline,
            "the closed connection's place never came back"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert!(
        setup.origin.requests().is_empty(),
        "nothing reached the origin"
    );
    // The connection that got the place is served.
    get_small(&setup, c).await;
}

/// Over a tunnel `tcp` just opened: TLS, then `GET /small` over HTTP/1.1, answered 200;
/// returns the connection's halves, kept alive.
async fn get_small(
    setup: &Setup,
    tcp: tokio::net::TcpStream,
) -> (
    tokio::io::ReadHalf<TlsStream<tokio::net::TcpStream>>,
    tokio::io::WriteHalf<TlsStream<tokio::net::TcpStream>>,
) {
    let tls = client::tls(tcp, "example.test", &setup.proxy.ca_pem(), Proto::H1).await;
    let (mut rd, mut wr) = tokio::io::split(tls);
    wr.write_all(b"GET /small HTTP/1.1\r\nhost: example.test\r\n\r\n")
        .await
        .unwrap();
    let (status, _, _) = client::read_answer(&mut rd).await;
    assert_eq!(status, 200);
    (rd, wr)
}

/// Reads until the peer closes; returns how long that took (panics past `PATIENCE`).
async fn closed_after<R: tokio::io::AsyncRead + Unpin>(rd: &mut R, since: Instant) -> Duration {
    let mut buf = [0u8; 4096];
    tokio::time::timeout(PATIENCE, async {
        loop {
            match rd.read(&mut buf).await {
                Ok(0) | Err(_) => return since.elapsed(),
                Ok(_) => {}
            }
        }
    })
    .await
    .expect("the proxy never closed the connection")
}

/// A client that starts a head and stalls (slowloris) is closed after the header-read
/// timeout, before CONNECT and inside an intercepted tunnel; so is a kept-alive HTTP/1.1
/// connection that sends no next request.
#[tokio::test]
async fn issue_13_a_stalled_head_is_closed_after_the_header_read_timeout() {
    let setup = with_limits("  header_read_timeout: 1s\n").await;
    let mut outer = tokio::net::TcpStream::connect(setup.proxy.addr())
        .await
        .unwrap();
    let start = Instant::now();
    outer
        .write_all(b"CONNECT example.test:443 HTTP/1.1\r\nhost: exa")
        .await
        .unwrap();
    let took = closed_after(&mut outer, start).await;
    assert!(
        took >= Duration::from_millis(900) && took < Duration::from_secs(10),
        "closed after {took:?}"
    );

    let tcp = client::connect(setup.proxy.addr(), "example.test:443")
        .await
        .unwrap();
    let (mut rd, mut wr) = get_small(&setup, tcp).await;
    let start = Instant::now();
    wr.write_all(b"GET /small HTTP/1.1\r\nhost: exa")
        .await
        .unwrap();
    let took = closed_after(&mut rd, start).await;
    assert!(
        took >= Duration::from_millis(900) && took < Duration::from_secs(10),
        "closed after {took:?}"
    );
    assert_eq!(
        setup.origin.requests().len(),
        1,
        "only the whole request went"
    );
}

/// A tunnel whose client finishes its TLS handshake and sends nothing is closed after the
/// header-read timeout too, not after the longer idle timeout (round eight: 120 s).
#[tokio::test]
async fn a_tunnel_silent_after_its_handshake_is_closed_after_the_header_read_timeout() {
    let setup = with_limits("  header_read_timeout: 1s\n  idle_timeout: 60s\n").await;
    let tcp = client::connect(setup.proxy.addr(), "example.test:443")
        .await
        .unwrap();
    let tls = client::tls(tcp, "example.test", &setup.proxy.ca_pem(), Proto::H1).await;
    let (mut rd, _wr) = tokio::io::split(tls);
    let start = Instant::now();
    let took = closed_after(&mut rd, start).await;
    assert!(
        took >= Duration::from_millis(900) && took < Duration::from_secs(10),
        "closed after {took:?}"
    );
}

/// An HTTP/2 client that sends its preface and then ignores everything (the idle GOAWAY
/// and its PING among them) is dropped after the idle shutdown, not held for ever.
#[tokio::test]
async fn an_http2_client_that_ignores_the_goaway_is_dropped() {
    let setup = with_limits("  idle_timeout: 1s\n").await;
    let tcp = client::connect(setup.proxy.addr(), "example.test:443")
        .await
        .unwrap();
    let tls = client::tls(tcp, "example.test", &setup.proxy.ca_pem(), Proto::H2).await;
    let (mut rd, mut wr) = tokio::io::split(tls);
    // The preface and an empty SETTINGS frame; never an ACK of anything.
    wr.write_all(b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n\x00\x00\x00\x04\x00\x00\x00\x00\x00")
        .await
        .unwrap();
    let start = Instant::now();
    let took = closed_after(&mut rd, start).await;
    assert!(took < Duration::from_secs(10), "closed after {took:?}");
}

/// An HTTP/2 connection through the proxy: the request sender and the connection's task,
/// which ends when the proxy closes the connection.
async fn h2_through(
    setup: &Setup,
) -> (
    hyper::client::conn::http2::SendRequest<Full<Bytes>>,
    tokio::task::JoinHandle<Result<(), hyper::Error>>,
) {
    let tcp = client::connect(setup.proxy.addr(), "example.test:443")
        .await
        .unwrap();
    let tls = client::tls(tcp, "example.test", &setup.proxy.ca_pem(), Proto::H2).await;
    let (sender, conn) =
        hyper::client::conn::http2::handshake(TokioExecutor::new(), TokioIo::new(tls))
            .await
            .unwrap();
    (sender, tokio::spawn(conn))
}

fn h2_get(path: &str) -> http::Request<Full<Bytes>> {
    http::Request::builder()
        .method(Method::GET)
        .uri(format!("https://example.test{path}"))
        .version(http::Version::HTTP_2)
        .body(Full::default())
        .unwrap()
}

/// Traffic keeps an HTTP/2 connection open past the idle timeout; silence closes it.
#[tokio::test]
async fn issue_13_an_idle_http2_connection_is_closed_after_the_idle_timeout() {
    let setup = with_limits("  idle_timeout: 1s\n").await;
    let (mut sender, conn) = h2_through(&setup).await;
    let start = Instant::now();
    for _ in 0..5 {
        let resp = sender.send_request(h2_get("/small")).await.unwrap();
        assert_eq!(resp.status(), 200);
        resp.into_body().collect().await.unwrap();
        tokio::time::sleep(Duration::from_millis(400)).await;
    }
    assert!(start.elapsed() > Duration::from_millis(1500));
    assert!(!conn.is_finished(), "a busy connection stays open");
    let quiet = Instant::now();
    tokio::time::timeout(PATIENCE, conn)
        .await
        .expect("the idle connection was never closed")
        .unwrap()
        .ok();
    let took = quiet.elapsed();
    assert!(
        took >= Duration::from_millis(500) && took < Duration::from_secs(10),
        "closed {took:?} after the last request"
    );
    assert_eq!(setup.origin.requests().len(), 5);
}

/// Streams past `h2_max_concurrent_streams` wait for one to end: the proxy announces the
/// limit, so the client holds the third request until a slot frees.
#[tokio::test]
async fn issue_13_http2_streams_past_the_limit_wait_their_turn() {
    let setup = with_limits("  h2_max_concurrent_streams: 2\n").await;
    let (mut sender, _conn) = h2_through(&setup).await;
    // A first exchange, so the client has read the proxy's SETTINGS: before them it may
    // open any number, and the proxy refuses the streams past its limit (REFUSED_STREAM).
    let first = sender.send_request(h2_get("/small")).await.unwrap();
    assert_eq!(first.status(), 200);
    let mut sends = Vec::new();
    for _ in 0..3 {
        let mut s = sender.clone();
        sends.push(tokio::spawn(async move {
            let resp = s.send_request(h2_get("/slow?ms=1500")).await.unwrap();
            resp.status().as_u16()
        }));
    }
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(
        setup.origin.requests().len(),
        3,
        "two streams at once reach the origin, after the first"
    );
    for s in sends {
        assert_eq!(s.await.unwrap(), 200);
    }
    assert_eq!(setup.origin.requests().len(), 4);
}

/// A head with more fields than `max_header_count`, or a target longer than
/// `max_url_bytes`, is refused `too_large` in the refusal format (over HTTP/1.1, hyper's
/// parser stops at the count, and its answer is replaced); a header list past
/// `h2_max_header_list_size` is refused by HTTP/2 itself. None reaches the origin.
#[tokio::test]
async fn issue_13_heads_past_their_limits_never_reach_the_origin() {
    let setup = with_limits(
        "  max_header_count: 20\n  max_url_bytes: 1024\n  h2_max_header_list_size: 8192\n",
    )
    .await;
    let long = format!("/long?q={}", "a".repeat(1100));
    for proto in [Proto::H1, Proto::H2] {
        let mut c = setup.client("example.test", proto).await;
        let resp = c.get(&long).await;
        assert_refused_response(resp, (413, "too_large")).await;

        let mut req = c.request(Method::GET, "/many");
        for i in 0..25 {
            req = req.header(format!("x-field-{i}"), "v");
        }
        let req = req.body(Full::default()).unwrap();
        assert_refused_response(c.send(req).await, (413, "too_large")).await;
    }
    let (mut sender, _conn) = h2_through(&setup).await;
    let mut big = h2_get("/big-head");
    big.headers_mut()
        .insert("x-big", "b".repeat(10_000).parse().unwrap());
    let resp = sender.send_request(big).await.unwrap();
    assert_eq!(resp.status(), 431, "a header list past the limit");
    let reqs = setup.origin.requests();
    assert!(reqs.is_empty(), "nothing reached the origin: {reqs:#?}");
}

/// A client that opens and resets streams faster than they are served (the rapid reset
/// attack) past `h2_max_pending_resets` loses its connection (GOAWAY
/// `ENHANCE_YOUR_CALM`); under the limit the connection carries on.
#[tokio::test]
async fn issue_13_a_reset_flood_closes_the_http2_connection() {
    let setup = with_limits("  h2_max_pending_resets: 4\n").await;
    let flood = |resets: usize| {
        let setup = &setup;
        async move {
            let tcp = client::connect(setup.proxy.addr(), "example.test:443")
                .await
                .unwrap();
            let tls = client::tls(tcp, "example.test", &setup.proxy.ca_pem(), Proto::H2).await;
            let (h2, conn) = h2::client::handshake(tls).await.unwrap();
            let conn = tokio::spawn(conn);
            let get = || {
                http::Request::get("https://example.test/slow?ms=2000")
                    .body(())
                    .unwrap()
            };
            let mut h2 = h2.ready().await.unwrap();
            for _ in 0..resets {
                let Ok((_, mut stream)) = h2.send_request(get(), true) else {
                    break;
                };
                stream.send_reset(h2::Reason::CANCEL);
            }
            let ended = tokio::time::timeout(Duration::from_secs(3), conn).await;
            match ended {
                Err(_) => None,
                Ok(joined) => Some(joined.unwrap().is_ok()),
            }
        }
    };
    assert_eq!(flood(3).await, None, "three resets: the connection stays");
    // Twelve: past the limit of 4, under h2's own default of 20. The proxy sends GOAWAY
    // and closes; the client sees either, as its writes may outrun the GOAWAY.
    assert_eq!(
        flood(12).await,
        Some(false),
        "twelve resets: closed with an error"
    );
    setup
        .proxy
        .log_line(|l| l.contains("pending-accept streams reached limit (4)"))
        .await;
}

/// A client that resets its HTTP/2 stream still leaves its event: reset while the body's
/// prefix is awaited (before the decision) and reset while the answer is awaited (after
/// the request went upstream). The audit holds one event a request, whatever the client
/// does.
#[tokio::test]
async fn a_reset_stream_is_recorded_before_and_after_its_decision() {
    let setup = Setup::start(SetupOptions {
        extra_yaml: "limits:\n  body_prefix_wait: 3s\n".into(),
        run_args: vec!["--log-format".into(), "json".into()],
        ..SetupOptions::default()
    })
    .await;
    let tcp = client::connect(setup.proxy.addr(), "example.test:443")
        .await
        .unwrap();
    let tls = client::tls(tcp, "example.test", &setup.proxy.ca_pem(), Proto::H2).await;
    let (h2, conn) = h2::client::handshake(tls).await.unwrap();
    let _conn = tokio::spawn(conn);
    let mut h2 = h2.ready().await.unwrap();

    // Undecided: the body's prefix has not arrived when the stream is reset.
    let post = http::Request::post("https://example.test/undecided")
        .body(())
        .unwrap();
    let (_, mut undecided) = h2.send_request(post, false).unwrap();
    undecided
        .send_data(Bytes::from_static(b"{\"a\":"), false)
        .unwrap();
    // Forwarded: the origin holds its answer back for longer than the client waits.
    let slow = http::Request::get("https://example.test/slow?ms=4000")
        .body(())
        .unwrap();
    let mut h2 = h2.ready().await.unwrap();
    let (_, mut forwarded) = h2.send_request(slow, true).unwrap();
    let seen = tokio::time::timeout(PATIENCE, async {
        while !setup
            .origin
            .requests()
            .iter()
            .any(|r| r.path_and_query.starts_with("/slow"))
        {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await;
    assert!(seen.is_ok(), "the slow request reached the origin");
    undecided.send_reset(h2::Reason::CANCEL);
    forwarded.send_reset(h2::Reason::CANCEL);

    for path in ["/undecided", "/slow"] {
        let want = format!(r#""path":"{path}"#);
        let line = setup
            .proxy
            .log_line(|l| l.contains(r#""target":"wirepass::request""#) && l.contains(&want))
            .await;
        let event: serde_json::Value = serde_json::from_str(&line).unwrap();
        let decision = event["decision"].as_str().unwrap_or_default();
        assert!(
            matches!(decision, "failed" | "refuse"),
            "{path}: a reset stream is recorded as failed or refused: {line}"
        );
    }
}
