//! Issue 13, faults: what the proxy does when the other side fails. An origin that cuts
//! its response mid-body, a client that leaves mid-upload, and a CA key that cannot be read
//! at start. (An origin that hangs is answered 504 `upstream_timeout`: e2e_connect's
//! `slow_upstream_past_the_configured_timeout_is_504`.)

mod support;

use std::time::{Duration, Instant};

use support::client::{self, Proto};
use support::{Setup, SetupOptions, PATIENCE};
use tokio::io::AsyncWriteExt;

#[tokio::test]
async fn an_origin_that_cuts_its_response_is_cut_for_the_client_and_recorded() {
    let setup = Setup::start(SetupOptions::default()).await;
    for proto in ["--http1.1", "--http2"] {
        let out = setup
            .curl(
                &[proto, "-o", "/dev/null"],
                "https://example.test/reset?after=4096",
            )
            .await;
        // The client must not take a cut body for a whole one: curl fails (18: partial
        // file over HTTP/1.1; 92 or 56: a reset stream over HTTP/2). Or, when the origin
        // fails its body before its head has left its buffers, nothing of the response
        // reaches the proxy, which answers 502 `upstream_unavailable` (seen in CI).
        let refused = out.code == Some(0)
            && support::cmd::parse_curl(&out.stdout).0 == 502
            && out.stdout.contains("upstream_unavailable");
        assert!(out.code != Some(0) || refused, "{proto}: {out:#?}");
    }
    let line = setup
        .proxy
        .log_line(|l| l.contains("path=/reset") && l.contains("decision=failed"))
        .await;
    assert!(line.contains("host=example.test"), "{line}");
    // The proxy goes on serving.
    let out = setup.curl(&[], "https://example.test/small").await;
    out.assert_ok("the next request");
    let (status, _, _) = support::cmd::parse_curl(&out.stdout);
    assert_eq!(status, 200, "{}", out.stdout);
}

/// A tunnel the client closes right after the proxy answers its CONNECT, before any TLS
/// hello, is still recorded: one event for each CONNECT, however it ends.
#[tokio::test]
async fn a_tunnel_closed_before_its_tls_hello_is_recorded() {
    let setup = Setup::start(SetupOptions::default()).await;
    let tcp = client::connect(setup.proxy.addr(), "example.test:443")
        .await
        .unwrap();
    drop(tcp);
    let line = setup
        .proxy
        .log_line(|l| l.contains("decision=failed") && l.contains("before its TLS hello"))
        .await;
    assert!(line.contains("host=example.test"), "{line}");
}

#[tokio::test]
async fn a_client_that_leaves_mid_upload_cancels_the_upstream_request() {
    let setup = Setup::start(SetupOptions::default()).await;
    let tcp = client::connect(setup.proxy.addr(), "example.test:443")
        .await
        .unwrap_or_else(|r| panic!("CONNECT refused: {r:?}"));
    let mut tls = client::tls(tcp, "example.test", &setup.proxy.ca_pem(), Proto::H1).await;
    let head = "POST /echo HTTP/1.1\r\nHost: example.test\r\nContent-Type: application/octet-stream\r\nContent-Length: 16777216\r\n\r\n";
    tls.write_all(head.as_bytes()).await.unwrap();
    // More than the body prefix, so the request is already on its way upstream.
    let chunk = vec![b'u'; 64 << 10];
    for _ in 0..8 {
        tls.write_all(&chunk).await.unwrap();
    }
    tls.flush().await.unwrap();
    setup.origin.wait_for_requests(1).await;
    let started = Instant::now();
    while setup.origin.requests()[0].body_len < (256 << 10) {
        assert!(
            started.elapsed() < PATIENCE,
            "the upload never reached the origin"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    drop(tls);
    // The origin hears that the request will not finish, rather than waiting for 16 MiB.
    loop {
        let seen = &setup.origin.requests()[0];
        if seen.body_aborted {
            assert!(!seen.body_complete, "{seen:#?}");
            break;
        }
        assert!(
            started.elapsed() < PATIENCE,
            "the upstream request was not cancelled: {seen:#?}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn an_unreadable_ca_key_is_a_clear_error_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let ca_dir = dir.path().join("ca");
    let init = std::process::Command::new(env!("CARGO_BIN_EXE_wirepass"))
        .args(["init", "--ca-dir"])
        .arg(&ca_dir)
        .output()
        .unwrap();
    assert!(init.status.success(), "{init:?}");
    // A key that cannot be read (the tests may run as root, so not by its mode: a folder
    // where the key file should be).
    let key = ca_dir.join("ca-key.pem");
    assert!(key.exists(), "init writes ca-key.pem");
    std::fs::remove_file(&key).unwrap();
    std::fs::create_dir(&key).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_wirepass"))
        .args(["run", "--listen", "127.0.0.1:0", "--ca-dir"])
        .arg(&ca_dir)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("ca-key.pem"),
        "the error names the file: {stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(
        String::from_utf8_lossy(&out.stdout).is_empty(),
        "it never said it was listening"
    );
}

/// A plain-HTTP origin at `rogue.test:80` that answers every request with `answer`, and a
/// proxy in front of it.
async fn odd_origin(answer: Vec<u8>) -> Setup {
    use tokio::io::AsyncReadExt;
    let rogue = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = rogue.local_addr().unwrap();
    tokio::spawn(async move {
        while let Ok((mut s, _)) = rogue.accept().await {
            let answer = answer.clone();
            tokio::spawn(async move {
                let mut buf = vec![0u8; 8192];
                let mut head = Vec::new();
                while !head.windows(4).any(|w| w == b"\r\n\r\n") {
                    match s.read(&mut buf).await {
                        Ok(0) | Err(_) => return,
                        Ok(n) => head.extend_from_slice(&buf[..n]),
                    }
                }
                let _ = s.write_all(&answer).await;
                let _ = s.shutdown().await;
            });
        }
    });
    Setup::start(SetupOptions {
        intercept: vec!["example.test".into(), "rogue.test".into()],
        resolve: vec![("rogue.test:80".into(), addr.to_string())],
        ..SetupOptions::default()
    })
    .await
}

/// An origin that sends a length beside its chunks (RFC 9112 §6.3) is read by its chunks,
/// and the client gets no length that promises bytes that never come.
#[tokio::test]
async fn an_answer_with_a_length_beside_its_chunks_reaches_the_client_by_its_chunks() {
    let setup = odd_origin(
        b"HTTP/1.1 200 OK\r\nContent-Length: 100\r\nTransfer-Encoding: chunked\r\n\r\n\
          2\r\nok\r\n0\r\n\r\n"
            .to_vec(),
    )
    .await;
    let out = setup.curl(&["-m", "20"], "http://rogue.test/x").await;
    out.assert_ok("curl through an origin that sends both");
    let (status, headers, body) = support::cmd::parse_curl(&out.stdout);
    assert_eq!((status, body.as_str()), (200, "ok"), "{out:#?}");
    assert!(
        !headers.iter().any(|(n, _)| n == "content-length"),
        "{headers:?}"
    );
}

/// An answer with more header fields than hyper takes by default (100), a cookie jar's
/// worth, is relayed whole.
#[tokio::test]
async fn an_answer_with_many_header_fields_is_relayed() {
    let mut answer = b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n".to_vec();
    for i in 0..300 {
        answer.extend_from_slice(format!("Set-Cookie: c{i}=v{i}; Path=/\r\n").as_bytes());
    }
    answer.extend_from_slice(b"\r\nok");
    let setup = odd_origin(answer).await;
    let out = setup.curl(&["-m", "20"], "http://rogue.test/x").await;
    out.assert_ok("curl through an origin with many fields");
    let (status, headers, body) = support::cmd::parse_curl(&out.stdout);
    assert_eq!((status, body.as_str()), (200, "ok"), "{out:#?}");
    let cookies = headers.iter().filter(|(n, _)| n == "set-cookie").count();
    assert_eq!(cookies, 300);
}
