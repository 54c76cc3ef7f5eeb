//! Issue 3, connections and upstream failures through the real binary: one leaf minted
//! under 100 concurrent CONNECTs, refusals on a dead or slow upstream, the session header
//! and hop-by-hop headers never forwarded.

mod support;

use std::sync::Arc;

use http::Method;
use http_body_util::Full;
use support::client::{body_text, connect, tls, Proto};
use support::{assert_connect_refused, assert_refused_response, closed_port, Setup, SetupOptions};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

#[tokio::test]
async fn hundred_concurrent_connects_to_a_new_host_share_one_leaf() {
    const N: usize = 100;
    let setup = Setup::start(SetupOptions {
        intercept: vec!["gitlab.com".into()],
        ..SetupOptions::default()
    })
    .await;
    let addr = setup.proxy.addr();
    let ca = setup.proxy.ca_pem();
    // Every tunnel is open before any handshake starts, so all of them ask for the leaf
    // of a host the proxy has not seen yet at about the same moment.
    let barrier = Arc::new(tokio::sync::Barrier::new(N));
    let mut tasks = Vec::new();
    for _ in 0..N {
        let (barrier, ca) = (barrier.clone(), ca.clone());
        tasks.push(tokio::spawn(async move {
            let stream = connect(addr, "gitlab.com:443").await.unwrap();
            barrier.wait().await;
            let tls = tls(stream, "gitlab.com", &ca, Proto::H1).await;
            let leaf = tls.get_ref().1.peer_certificates().unwrap()[0].clone();
            let (_, parsed) = x509_parser::parse_x509_certificate(&leaf).unwrap();
            parsed.tbs_certificate.raw_serial().to_vec()
        }));
    }
    // A failed task would leave the others waiting at the barrier: bound the whole wait.
    let mut serials = tokio::time::timeout(support::PATIENCE, async {
        let mut serials = Vec::new();
        for t in tasks {
            serials.push(t.await.unwrap());
        }
        serials
    })
    .await
    .expect("100 CONNECTs and handshakes did not finish in time");
    serials.sort();
    serials.dedup();
    assert_eq!(
        serials.len(),
        1,
        "{} different leaves were minted for one host",
        serials.len()
    );
}

#[tokio::test]
async fn upstream_down_is_502_upstream_unavailable() {
    let setup = Setup::start(SetupOptions {
        resolve: vec![(
            "api.github.com:443".into(),
            format!("127.0.0.1:{}", closed_port()),
        )],
        ..SetupOptions::default()
    })
    .await;
    for proto in [Proto::H1, Proto::H2] {
        let mut c = setup.client("api.github.com", proto).await;
        let resp = c.get("/small").await;
        assert_refused_response(resp, (502, "upstream_unavailable")).await;
    }
}

#[tokio::test]
async fn slow_upstream_past_the_configured_timeout_is_504() {
    let setup = Setup::start(SetupOptions {
        extra_yaml: "limits:\n  response_timeout: 500ms\n".into(),
        ..SetupOptions::default()
    })
    .await;
    let mut c = setup.client("api.github.com", Proto::H1).await;
    let resp = c.get("/slow?ms=30000").await;
    assert_refused_response(resp, (504, "upstream_timeout")).await;
    // A fast request on the same proxy still passes: the timeout is per request.
    let mut c = setup.client("api.github.com", Proto::H1).await;
    assert_eq!(c.get("/small").await.status(), 200);
}

#[tokio::test]
async fn session_and_hop_by_hop_headers_are_not_forwarded() {
    let setup = Setup::start(SetupOptions::default()).await;
    let mut c = setup.client("api.github.com", Proto::H1).await;
    let req = c
        .request(Method::GET, "/echo")
        .header("x-wirepass-user", "alice@example.com")
        .header("connection", "keep-alive, x-private-hop")
        .header("x-private-hop", "1")
        .header("keep-alive", "timeout=5")
        .header("proxy-authorization", "Basic dXNlcjpwYXNz")
        .header("x-end-to-end", "kept")
        .body(Full::default())
        .unwrap();
    assert_eq!(c.send(req).await.status(), 200);
    let seen = &setup.origin.requests()[0];
    for gone in [
        "x-wirepass-user",
        "x-private-hop",
        "keep-alive",
        "proxy-authorization",
    ] {
        assert_eq!(
            seen.header(gone),
            None,
            "{gone} was forwarded: {:?}",
            seen.headers
        );
    }
    assert_eq!(seen.header("x-end-to-end"), Some("kept"));
}

#[tokio::test]
async fn a_tunnelled_host_is_spliced_with_the_origins_own_certificate() {
    let setup = Setup::start(SetupOptions {
        intercept: vec!["api.github.com".into()],
        tunnel: vec!["example.test".into()],
        ..SetupOptions::default()
    })
    .await;
    let stream = connect(setup.proxy.addr(), "example.test:443")
        .await
        .unwrap();
    // Only the origin's CA is trusted: the handshake succeeds only if wirepass did not
    // terminate TLS.
    let tls = tls(
        stream,
        "example.test",
        setup.origin.ca_pem_path(),
        Proto::H1,
    )
    .await;
    let leaf = tls.get_ref().1.peer_certificates().unwrap()[0].clone();
    let (_, parsed) = x509_parser::parse_x509_certificate(&leaf).unwrap();
    assert!(parsed
        .issuer()
        .to_string()
        .contains("wirepass test origin CA"));
}

#[tokio::test]
async fn malformed_tunnels_are_400_bad_request() {
    let setup = Setup::start(SetupOptions::default()).await;
    // CONNECT without a port.
    assert_connect_refused(setup.proxy.addr(), "api.github.com", (400, "bad_request")).await;

    // Plain HTTP where TLS was expected on an intercepted CONNECT.
    let mut stream = connect(setup.proxy.addr(), "api.github.com:443")
        .await
        .unwrap();
    stream
        .write_all(b"GET /small HTTP/1.1\r\nHost: api.github.com\r\n\r\n")
        .await
        .unwrap();
    let mut answer = Vec::new();
    let _ = tokio::time::timeout(support::PATIENCE, stream.read_to_end(&mut answer)).await;
    let answer = String::from_utf8_lossy(&answer);
    assert!(answer.starts_with("HTTP/1.1 400"), "{answer}");
    assert!(
        answer
            .to_ascii_lowercase()
            .contains("x-wirepass-refused: bad_request"),
        "{answer}"
    );

    // A CONNECT inside the intercepted tunnel.
    let mut c = setup.client("api.github.com", Proto::H1).await;
    let nested = http::Request::builder()
        .method(Method::CONNECT)
        .uri("slack.com:443")
        .header("host", "slack.com:443")
        .body(Full::default())
        .unwrap();
    assert_refused_response(c.send(nested).await, (400, "bad_request")).await;
    assert!(
        setup.origin.requests().is_empty(),
        "{:#?}",
        setup.origin.requests()
    );
}

#[tokio::test]
async fn sigterm_lets_the_request_in_flight_finish_and_exits_0() {
    let mut setup = Setup::start(SetupOptions::default()).await;
    let mut c = setup.client("api.github.com", Proto::H1).await;
    let in_flight = tokio::spawn(async move {
        let resp = c.get("/slow?ms=1500").await;
        (resp.status(), body_text(resp).await)
    });
    // The request has reached the origin (it is sleeping there) before the signal.
    tokio::time::timeout(support::PATIENCE, setup.origin.wait_for_requests(1))
        .await
        .unwrap();
    setup.proxy.terminate().await;
    let (status, body) = in_flight.await.unwrap();
    assert_eq!((status.as_u16(), body.as_str()), (200, "slow response\n"));
    assert_eq!(setup.proxy.wait().await, Some(0));
}
