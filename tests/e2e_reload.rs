//! Issue 13, operations under change: SIGHUP and `run --watch` re-read the configuration
//! and the grants; on any error the configuration in use stays and the error is logged
//! with `file:line`; the next request of a connection already open is decided with the
//! new one too (a revoked grant holds at once, round ten).

mod support;

use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};

use support::client::Proto;
use support::cmd::parse_curl;
use support::{config_yaml, Setup, SetupOptions};

const ALLOW: &str = "grants:\n  - who: [alice]\n    allow: [\"github:*\"]\n";
const DENY: &str = "grants:\n  - who: [alice]\n    allow: [\"github:*\"]\n  - who: [\"*\"]\n    deny: [\"github:repos.get\"]\n";

fn options(grants: &str, run_args: &[&str]) -> SetupOptions {
    SetupOptions {
        extra_yaml: grants.into(),
        run_args: run_args.iter().map(|s| s.to_string()).collect(),
        ..SetupOptions::default()
    }
}

/// Rewrites the proxy's config with `grants` (everything else as at start).
fn rewrite(setup: &Setup, grants: &str) {
    let yaml = config_yaml(&options(grants, &[]), setup.origin.port());
    std::fs::write(setup.proxy.config_path(), yaml).unwrap();
}

async fn status_for_alice(setup: &Setup) -> u16 {
    let out = setup
        .curl(
            &["-H", "x-wirepass-user: alice"],
            "https://api.github.com/repos/acme/x",
        )
        .await;
    out.assert_ok("curl");
    parse_curl(&out.stdout).0
}

/// Sends on an open connection and reads the answer to its end (keep-alive goes on).
async fn status_on(
    conn: &mut support::client::Conn,
    req: http::Request<http_body_util::Full<bytes::Bytes>>,
) -> u16 {
    let resp = conn.send(req).await;
    let status = resp.status().as_u16();
    support::client::body_bytes(resp).await;
    status
}

/// Waits for the `n`-th log line containing `what`.
async fn nth_line(setup: &Setup, what: &str, n: usize) -> String {
    let deadline = std::time::Instant::now() + support::PATIENCE;
    loop {
        let log = setup.proxy.stderr();
        let lines: Vec<&str> = log.lines().filter(|l| l.contains(what)).collect();
        if lines.len() >= n {
            return lines[n - 1].to_string();
        }
        assert!(
            std::time::Instant::now() < deadline,
            "no {n}th `{what}` in:\n{log}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn sighup_reloads_grants_for_every_connection_and_keeps_them_on_error() {
    let setup = Setup::start(options(ALLOW, &[])).await;
    assert_eq!(status_for_alice(&setup).await, 200);
    // A keep-alive connection opened under the first configuration.
    let mut open = setup.client("api.github.com", Proto::H1).await;
    let req = |c: &support::client::Conn| {
        c.request(http::Method::GET, "/repos/acme/x")
            .header("x-wirepass-user", "alice")
            .body(http_body_util::Full::new(bytes::Bytes::new()))
            .unwrap()
    };
    let first = req(&open);
    assert_eq!(status_on(&mut open, first).await, 200);

    rewrite(&setup, DENY);
    setup.proxy.hangup().await;
    nth_line(&setup, "configuration reloaded", 1).await;
    assert_eq!(
        status_for_alice(&setup).await,
        403,
        "a new connection is judged by the new grants"
    );
    let again = req(&open);
    assert_eq!(
        status_on(&mut open, again).await,
        403,
        "a connection opened before the reload is judged by the new grants too"
    );

    // A configuration that does not compile: logged with file:line, the one in use stays.
    std::fs::write(
        setup.proxy.config_path(),
        "version: 1\ngrants:\n  - who: [alice\n",
    )
    .unwrap();
    setup.proxy.hangup().await;
    let line = nth_line(&setup, "configuration not reloaded", 1).await;
    assert!(line.contains("wirepass.yaml:"), "file:line in {line}");
    assert_eq!(
        status_for_alice(&setup).await,
        403,
        "the denying configuration stays"
    );
    // The proxy is still alive and answers as before.
    rewrite(&setup, ALLOW);
    setup.proxy.hangup().await;
    nth_line(&setup, "configuration reloaded", 2).await;
    assert_eq!(status_for_alice(&setup).await, 200);
}

#[tokio::test]
async fn watch_reloads_when_the_file_changes() {
    let setup = Setup::start(options(ALLOW, &["--watch"])).await;
    assert_eq!(status_for_alice(&setup).await, 200);
    // The modification time may not move within the same second: the length changes.
    rewrite(&setup, DENY);
    nth_line(&setup, "configuration reloaded", 1).await;
    assert_eq!(status_for_alice(&setup).await, 403);
}

/// A tunnel opened for a host the reload stops intercepting takes no more requests: the
/// host is admitted again by the configuration in force (round ten's verification).
#[tokio::test]
async fn a_tunnel_to_a_host_no_longer_intercepted_takes_no_more_requests() {
    let setup = Setup::start(options(ALLOW, &[])).await;
    let mut open = setup.client("example.test", Proto::H1).await;
    let req = |c: &support::client::Conn| {
        c.request(http::Method::GET, "/small")
            .header("x-wirepass-user", "alice")
            .body(http_body_util::Full::new(bytes::Bytes::new()))
            .unwrap()
    };
    let first = req(&open);
    assert_eq!(status_on(&mut open, first).await, 200);
    let before = setup.origin.requests().len();

    let only_github = SetupOptions {
        intercept: vec!["api.github.com".into()],
        ..options(ALLOW, &[])
    };
    let yaml = config_yaml(&only_github, setup.origin.port());
    std::fs::write(setup.proxy.config_path(), yaml).unwrap();
    setup.proxy.hangup().await;
    nth_line(&setup, "configuration reloaded", 1).await;
    let again = req(&open);
    let status = status_on(&mut open, again).await;
    assert!(status >= 400, "refused after the reload: {status}");
    assert_eq!(
        setup.origin.requests().len(),
        before,
        "nothing more reached the origin"
    );
}

/// Waits for the audit event whose line holds `what` and gives it parsed.
async fn audited(audit: &std::path::Path, what: &str) -> serde_json::Value {
    let deadline = std::time::Instant::now() + support::PATIENCE;
    loop {
        let text = std::fs::read_to_string(audit).unwrap_or_default();
        if let Some(line) = text.lines().find(|l| l.contains(what)) {
            return serde_json::from_str(line).unwrap();
        }
        assert!(
            std::time::Instant::now() < deadline,
            "no event with {what} in {text}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// A WebSocket takes no more requests after its upgrade, so the next request cannot carry a
/// revocation to it: a reload that stops allowing it (here, its host is no longer
/// intercepted) closes it with 1008 and the audit records the refusal.
#[tokio::test]
async fn a_websocket_open_before_a_revoking_reload_is_closed() {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
    use tokio_tungstenite::tungstenite::Message;

    let dir = tempfile::tempdir().unwrap();
    let audit = dir.path().join("audit.jsonl");
    let audit_arg = audit.display().to_string();
    let setup = Setup::start(options(ALLOW, &["--audit", &audit_arg])).await;
    let mut ws = setup
        .client("example.test", Proto::H1)
        .await
        .websocket("/ws")
        .await;
    ws.send(Message::text("before")).await.unwrap();
    let back = ws.next().await.unwrap().unwrap();
    assert_eq!(back.into_text().unwrap().as_str(), "before");

    // A reload that changes nothing this socket depends on leaves it open.
    rewrite(&setup, DENY);
    setup.proxy.hangup().await;
    nth_line(&setup, "configuration reloaded", 1).await;
    ws.send(Message::text("still")).await.unwrap();
    let back = ws.next().await.unwrap().unwrap();
    assert_eq!(back.into_text().unwrap().as_str(), "still");

    let only_github = SetupOptions {
        intercept: vec!["api.github.com".into()],
        ..options(DENY, &[])
    };
    let yaml = config_yaml(&only_github, setup.origin.port());
    std::fs::write(setup.proxy.config_path(), yaml).unwrap();
    setup.proxy.hangup().await;
    nth_line(&setup, "configuration reloaded", 2).await;
    let closed = tokio::time::timeout(support::PATIENCE, async {
        while let Some(m) = ws.next().await {
            if let Ok(Message::Close(frame)) = m {
                return frame.map(|f| f.code);
            }
        }
        None
    })
    .await
    .expect("a close in time");
    assert_eq!(closed, Some(CloseCode::Policy));
    let event = audited(&audit, r#""path":"/ws""#).await;
    assert_eq!(event["decision"], "refuse", "{event}");
    assert!(event["code"].is_string(), "{event}");
}

/// A tunnel (`hosts.tunnel`, spliced undecided) is closed when a reload stops passing its
/// host on as a tunnel, and its record says it was refused.
#[tokio::test]
async fn a_tunnel_a_reload_stops_passing_on_is_closed() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    let dir = tempfile::tempdir().unwrap();
    let audit = dir.path().join("audit.jsonl");
    let audit_arg = audit.display().to_string();
    let tunnelled = SetupOptions {
        intercept: vec!["api.github.com".into()],
        tunnel: vec!["example.test".into()],
        ..options(ALLOW, &["--audit", &audit_arg])
    };
    let setup = Setup::start(tunnelled).await;
    let mut stream = support::client::connect(setup.proxy.addr(), "example.test:443")
        .await
        .unwrap();
    // The splice is open: a byte reaches the origin's TLS listener, which answers a
    // ClientHello it cannot read with an alert or keeps waiting; either way nothing closes.
    stream.write_all(b"\x16").await.unwrap();

    let only_github = SetupOptions {
        intercept: vec!["api.github.com".into()],
        ..options(ALLOW, &[])
    };
    let yaml = config_yaml(&only_github, setup.origin.port());
    std::fs::write(setup.proxy.config_path(), yaml).unwrap();
    setup.proxy.hangup().await;
    nth_line(&setup, "configuration reloaded", 1).await;
    let mut buf = [0u8; 64];
    let ended = tokio::time::timeout(support::PATIENCE, async {
        loop {
            match stream.read(&mut buf).await {
                Ok(0) | Err(_) => return,
                Ok(_) => {}
            }
        }
    })
    .await;
    assert!(ended.is_ok(), "the tunnel was closed");
    let event = audited(&audit, r#""decision":"refuse""#).await;
    assert_eq!(event["host"], "example.test", "{event}");
    assert_eq!(event["method"], "CONNECT", "{event}");
}

/// A WebSocket over plain HTTP (absolute form on the proxy port) is admitted again by its
/// target at a reload, as a new request would be (its verification: it was never judged
/// again, so a host no longer listed kept its socket).
#[tokio::test]
async fn a_plain_websocket_to_a_host_no_longer_listed_is_closed() {
    use futures_util::{SinkExt, StreamExt};
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
    use tokio_tungstenite::tungstenite::protocol::Role;
    use tokio_tungstenite::tungstenite::Message;

    let setup = Setup::start(options(ALLOW, &[])).await;
    let mut tcp = tokio::net::TcpStream::connect(setup.proxy.addr())
        .await
        .unwrap();
    let upgrade = "GET http://example.test/ws HTTP/1.1\r\nHost: example.test\r\n\
        Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n\
        Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n";
    tcp.write_all(upgrade.as_bytes()).await.unwrap();
    let mut head = Vec::new();
    while !head.ends_with(b"\r\n\r\n") {
        let mut byte = [0u8; 1];
        assert_eq!(
            tcp.read(&mut byte).await.unwrap(),
            1,
            "the upgrade is answered"
        );
        head.push(byte[0]);
    }
    let text = String::from_utf8_lossy(&head).to_string();
    assert!(text.starts_with("HTTP/1.1 101"), "{text}");
    let mut ws = tokio_tungstenite::WebSocketStream::from_raw_socket(tcp, Role::Client, None).await;
    ws.send(Message::text("plain")).await.unwrap();
    let back = ws.next().await.unwrap().unwrap();
    assert_eq!(back.into_text().unwrap().as_str(), "plain");

    let only_github = SetupOptions {
        intercept: vec!["api.github.com".into()],
        ..options(ALLOW, &[])
    };
    let yaml = config_yaml(&only_github, setup.origin.port());
    std::fs::write(setup.proxy.config_path(), yaml).unwrap();
    setup.proxy.hangup().await;
    nth_line(&setup, "configuration reloaded", 1).await;
    let closed = tokio::time::timeout(support::PATIENCE, async {
        while let Some(m) = ws.next().await {
            if let Ok(Message::Close(frame)) = m {
                return frame.map(|f| f.code);
            }
        }
        None
    })
    .await;
    let closed = closed.unwrap_or_else(|_| panic!("no close in time:\n{}", setup.proxy.stderr()));
    assert_eq!(closed, Some(CloseCode::Policy));
}

/// A revoked WebSocket whose client has stopped reading still closes and is recorded: a
/// write the client holds up does not outlast the stop (its verification: the socket stayed
/// open with no event).
#[tokio::test]
async fn a_revoked_websocket_whose_client_stopped_reading_still_ends_and_is_recorded() {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::Message;

    let dir = tempfile::tempdir().unwrap();
    let audit = dir.path().join("audit.jsonl");
    let audit_arg = audit.display().to_string();
    let setup = Setup::start(options(ALLOW, &["--audit", &audit_arg])).await;
    let ws = setup
        .client("example.test", Proto::H1)
        .await
        .websocket("/ws")
        .await;
    let (mut sink, stream) = ws.split();
    // The origin echoes what it is sent; the client sends and never reads, so the echoes
    // fill the socket buffers and every write on the way back waits.
    let sender = tokio::spawn(async move {
        let message = vec![b'x'; 64 << 10];
        for _ in 0..400 {
            if sink.send(Message::binary(message.clone())).await.is_err() {
                return;
            }
        }
    });
    tokio::time::sleep(Duration::from_millis(500)).await;
    let only_github = SetupOptions {
        intercept: vec!["api.github.com".into()],
        ..options(ALLOW, &["--audit", &audit_arg])
    };
    let yaml = config_yaml(&only_github, setup.origin.port());
    std::fs::write(setup.proxy.config_path(), yaml).unwrap();
    setup.proxy.hangup().await;
    nth_line(&setup, "configuration reloaded", 1).await;
    let event = audited(&audit, r#""path":"/ws""#).await;
    assert_eq!(event["decision"], "refuse", "{event}");
    drop(stream);
    sender.abort();
}

/// An answer that streams on (a watch, a log followed, an event stream answering a POST:
/// here the origin's event stream, paused between its two events) is judged again by a
/// reload and cut if refused, before the next event goes; the audit records the refusal
/// (its second verification: a Kubernetes watch streamed on past a revocation). A request
/// with a body is judged again on the body it was judged on (an MCP call answered by an
/// event stream went on past a revocation).
#[tokio::test]
async fn a_stream_still_open_at_a_revoking_reload_is_cut() {
    use http_body_util::BodyExt;

    let dir = tempfile::tempdir().unwrap();
    let audit = dir.path().join("audit.jsonl");
    let audit_arg = audit.display().to_string();
    let setup = Setup::start(options(ALLOW, &["--audit", &audit_arg])).await;
    // A GET as clients send one, and one carrying a byte of body (a watch streams on
    // whatever its request carried: the third verification).
    let mut bodies = Vec::new();
    // And POSTs: a JSON-RPC call, and a body past `limits.body_prefix`, which the decision
    // read a part of and which is judged again on that part.
    let past_prefix = "x".repeat(70 * 1024);
    let calls = [
        (http::Method::GET, ""),
        (http::Method::GET, "x"),
        (
            http::Method::POST,
            r#"{"jsonrpc":"2.0","id":1,"method":"tools/call"}"#,
        ),
        (http::Method::PUT, past_prefix.as_str()),
    ];
    for (method, carried) in calls {
        let mut conn = setup.client("example.test", Proto::H1).await;
        let req = conn
            .request(method, "/sse?pause_ms=20000")
            .body(http_body_util::Full::new(bytes::Bytes::from(
                carried.to_string(),
            )))
            .unwrap();
        let resp = conn.send(req).await;
        assert_eq!(resp.status(), 200);
        let mut body = resp.into_body();
        let first = body.frame().await.unwrap().unwrap().into_data().unwrap();
        assert!(!first.is_empty());
        bodies.push(body);
    }
    // A POST whose chunked body is empty: nothing says so before it is read.
    let tcp = support::client::connect(setup.proxy.addr(), "example.test:443")
        .await
        .unwrap_or_else(|r| panic!("CONNECT: {}", r.status));
    let mut empty =
        support::client::tls(tcp, "example.test", &setup.proxy.ca_pem(), Proto::H1).await;
    empty
        .write_all(
            b"POST /sse?pause_ms=20000 HTTP/1.1\r\nHost: example.test\r\n\
              Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
        )
        .await
        .unwrap();
    let mut seen = Vec::new();
    while !String::from_utf8_lossy(&seen).contains("event: first") {
        let mut buf = [0u8; 4096];
        let n = empty.read(&mut buf).await.unwrap();
        assert!(n > 0, "{}", String::from_utf8_lossy(&seen));
        seen.extend_from_slice(&buf[..n]);
    }

    let only_github = SetupOptions {
        intercept: vec!["api.github.com".into()],
        ..options(ALLOW, &["--audit", &audit_arg])
    };
    let yaml = config_yaml(&only_github, setup.origin.port());
    std::fs::write(setup.proxy.config_path(), yaml).unwrap();
    setup.proxy.hangup().await;
    nth_line(&setup, "configuration reloaded", 1).await;
    // The rest of each stream: cut (an error, or its end) long before the second event.
    for mut body in bodies {
        let rest = tokio::time::timeout(Duration::from_secs(10), async {
            let mut more = Vec::new();
            while let Some(frame) = body.frame().await {
                match frame {
                    Ok(f) => more.extend_from_slice(&f.into_data().unwrap_or_default()),
                    Err(_) => break,
                }
            }
            more
        })
        .await
        .expect("the stream was cut before its next event");
        assert!(rest.is_empty(), "{}", String::from_utf8_lossy(&rest));
    }
    let rest = tokio::time::timeout(Duration::from_secs(10), async {
        let mut rest = Vec::new();
        let _ = empty.read_to_end(&mut rest).await;
        rest
    })
    .await
    .expect("the empty POST's stream was cut before its next event");
    let rest = String::from_utf8_lossy(&rest);
    assert!(!rest.contains("event: second"), "{rest}");
    for method in ["GET", "POST", "PUT"] {
        let what = format!(r#""method":"{method}","host":"example.test","path":"/sse"#);
        let event = audited(&audit, &what).await;
        assert_eq!(event["decision"], "refuse", "{event}");
        // The status the client received, with the refusal that cut its answer.
        assert_eq!(event["status"], 200, "{event}");
    }
}

/// Opens `CONNECT host:443` and TLS (HTTP/1.1) through the proxy, for bytes written by hand.
async fn raw_tls(
    setup: &Setup,
    host: &str,
) -> tokio_rustls::client::TlsStream<tokio::net::TcpStream> {
    let tcp = support::client::connect(setup.proxy.addr(), &format!("{host}:443"))
        .await
        .unwrap_or_else(|r| panic!("CONNECT {host}: {}", r.status));
    support::client::tls(tcp, host, &setup.proxy.ca_pem(), Proto::H1).await
}

/// A reload that revokes while a request's body still uploads stops the write: a route that
/// reads a field waits for the whole body, and is refused before anything goes upstream
/// (it was decided with the configuration of its head's arrival); one decided on its first
/// part has its head upstream already, and the rest of its body stops there (a
/// verification round had both reach the origin whole, 11 s after the revocation).
#[tokio::test]
async fn a_reload_that_revokes_while_a_body_uploads_stops_the_write() {
    const NO_ISSUES: &str = "grants:\n  - who: [alice]\n    allow: [\"github:*\"]\n  - who: [\"*\"]\n    deny: [\"github:issues.create\"]\n";
    let setup = Setup::start(options(ALLOW, &[])).await;

    // (a) issues.create reads `title` and `body`: decided once the body is whole.
    let body = format!(r#"{{"title":"t","body":"{}"}}"#, "x".repeat(4000));
    let mut tls = raw_tls(&setup, "api.github.com").await;
    let head = format!(
        "POST /repos/acme/x/issues HTTP/1.1\r\nHost: api.github.com\r\nx-wirepass-user: alice\r\n\
         content-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n",
        body.len()
    );
    tls.write_all(head.as_bytes()).await.unwrap();
    tls.write_all(&body.as_bytes()[..100]).await.unwrap();
    tls.flush().await.unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    rewrite(&setup, NO_ISSUES);
    setup.proxy.hangup().await;
    nth_line(&setup, "configuration reloaded", 1).await;
    tls.write_all(&body.as_bytes()[100..]).await.unwrap();
    let (status, head, answer) = support::client::read_answer(&mut tls).await;
    assert_eq!(status, 403, "{head}{answer}");
    assert!(answer.contains("not_permitted"), "{answer}");
    let reqs = setup.origin.requests();
    assert!(
        !reqs
            .iter()
            .any(|r| r.path_and_query.starts_with("/repos/acme/x/issues")),
        "the revoked write reached the origin: {reqs:#?}"
    );

    // (b) A route that reads no field, past the body prefix: decided on its first part and
    // forwarded; the reload stops the rest of the upload.
    let total = 512 * 1024;
    let mut tls = raw_tls(&setup, "example.test").await;
    let head = format!(
        "PUT /small HTTP/1.1\r\nHost: example.test\r\ncontent-length: {total}\r\n\
         connection: close\r\n\r\n"
    );
    tls.write_all(head.as_bytes()).await.unwrap();
    tls.write_all(&vec![b'a'; 128 * 1024]).await.unwrap();
    tls.flush().await.unwrap();
    let deadline = std::time::Instant::now() + support::PATIENCE;
    while !setup
        .origin
        .requests()
        .iter()
        .any(|r| r.path_and_query == "/small")
    {
        assert!(
            std::time::Instant::now() < deadline,
            "the head never went upstream"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let only_github = SetupOptions {
        intercept: vec!["api.github.com".into()],
        ..options(NO_ISSUES, &[])
    };
    std::fs::write(
        setup.proxy.config_path(),
        config_yaml(&only_github, setup.origin.port()),
    )
    .unwrap();
    setup.proxy.hangup().await;
    nth_line(&setup, "configuration reloaded", 2).await;
    // The rest, a piece at a time: the first piece the filter polls after the reload
    // meets the revocation.
    for _ in 0..(total - 128 * 1024) / (64 * 1024) {
        if tls.write_all(&vec![b'a'; 64 * 1024]).await.is_err() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let deadline = std::time::Instant::now() + support::PATIENCE;
    let put = loop {
        let reqs = setup.origin.requests();
        let put = reqs.into_iter().find(|r| r.path_and_query == "/small");
        match put {
            Some(p) if p.body_complete || p.body_aborted => break p,
            _ => {}
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the upload neither ended nor stopped"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    assert!(
        !put.body_complete && (put.body_len as usize) < total,
        "the revoked upload reached the origin whole: {put:#?}"
    );
}
