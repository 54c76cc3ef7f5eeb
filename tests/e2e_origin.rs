//! The test origin on its own (no proxy): every endpoint the other end-to-end tests lean
//! on answers as documented, over HTTP/1.1 and HTTP/2, and the request log records it.

mod support;

use std::collections::BTreeMap;

use futures_util::{SinkExt, StreamExt};
use http::Method;
use http_body_util::{BodyExt, Full};
use support::client::{body_text, direct, Proto};
use support::{cmd, Origin, OriginOptions};
use tokio_tungstenite::tungstenite::Message;
use wirepass::origin::endpoints;
use wirepass::origin::Protocols;

async fn origin(
    protocols: Protocols,
    git_root: Option<std::path::PathBuf>,
) -> (Origin, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let origin = Origin::start(OriginOptions {
        dns_names: vec!["api.github.com".into()],
        protocols,
        git_root,
        ca_dir: dir.path().to_path_buf(),
        apis: None,
    })
    .await
    .unwrap();
    (origin, dir)
}

#[tokio::test]
async fn endpoints_answer_over_both_http_versions_and_are_logged() {
    let (origin, _dir) = origin(Protocols::Both, None).await;
    for proto in [Proto::H1, Proto::H2] {
        origin.clear_requests();
        let mut c = direct(origin.addr(), "api.github.com", origin.ca_pem_path(), proto).await;
        let want_alpn = if proto == Proto::H1 { "http/1.1" } else { "h2" };
        assert_eq!(c.alpn.as_deref(), Some(want_alpn));

        let resp = c.get("/small").await;
        assert_eq!(resp.status(), 200);
        assert_eq!(body_text(resp).await, endpoints::SMALL_BODY);

        let req = c
            .request(Method::POST, "/echo?x=1")
            .header("x-probe", "yes")
            .body(Full::from("payload"))
            .unwrap();
        let echo: serde_json::Value =
            serde_json::from_str(&body_text(c.send(req).await).await).unwrap();
        assert_eq!(echo["method"], "POST");
        assert_eq!(echo["path"], "/echo");
        assert_eq!(echo["query"], "x=1");
        assert_eq!(echo["headers"]["x-probe"], "yes");
        assert_eq!(echo["body"], "payload");
        assert_eq!(echo["body_len"], 7);

        let unmatched: serde_json::Value =
            serde_json::from_str(&body_text(c.get("/repos/acme/x").await).await).unwrap();
        assert_eq!(unmatched["path"], "/repos/acme/x");

        let big = c.get("/big?bytes=3000000").await;
        assert_eq!(big.headers()["content-length"], "3000000");
        assert_eq!(
            big.into_body().collect().await.unwrap().to_bytes().len(),
            3_000_000
        );

        let req = c
            .request(Method::GET, "/trailers")
            .header("te", "trailers")
            .body(Full::default())
            .unwrap();
        let collected = c.send(req).await.into_body().collect().await.unwrap();
        let trailers = collected.trailers().cloned().expect("trailers");
        assert_eq!(
            trailers["x-checksum"],
            endpoints::trailers_checksum().as_str()
        );
        assert_eq!(collected.to_bytes(), endpoints::TRAILERS_BODY.as_bytes());

        let log = origin.requests();
        assert_eq!(log.len(), 5, "{log:#?}");
        let post = &log[1];
        assert_eq!(post.method, "POST");
        assert_eq!(post.path_and_query, "/echo?x=1");
        assert_eq!(post.authority.as_deref(), Some("api.github.com"));
        assert_eq!(post.header("x-probe"), Some("yes"));
        assert_eq!((post.body_len, post.body_complete), (7, true));
        assert_eq!(post.alpn.as_deref(), Some(want_alpn));
    }
}

#[tokio::test]
async fn sse_sends_the_first_event_before_the_pause() {
    let (origin, _dir) = origin(Protocols::Both, None).await;
    let mut c = direct(
        origin.addr(),
        "api.github.com",
        origin.ca_pem_path(),
        Proto::H1,
    )
    .await;
    let resp = c.get("/sse").await;
    assert_eq!(resp.headers()["content-type"], "text/event-stream");
    let mut body = resp.into_body();
    let first = body.frame().await.unwrap().unwrap().into_data().unwrap();
    assert_eq!(first, endpoints::SSE_FIRST.as_bytes());
    let second = body.frame().await.unwrap().unwrap().into_data().unwrap();
    assert_eq!(second, endpoints::SSE_SECOND.as_bytes());
}

#[tokio::test]
async fn websocket_echoes_and_http1_only_origin_refuses_h2() {
    let (origin, _dir) = origin(Protocols::Http1Only, None).await;
    let mut c = direct(
        origin.addr(),
        "api.github.com",
        origin.ca_pem_path(),
        Proto::H1,
    )
    .await;
    let mut ws = c.websocket("/ws").await;
    ws.send(Message::text("ping me")).await.unwrap();
    let back = ws.next().await.unwrap().unwrap();
    assert_eq!(back.into_text().unwrap().as_str(), "ping me");
    ws.send(Message::binary(vec![1u8, 2, 3])).await.unwrap();
    assert_eq!(
        ws.next().await.unwrap().unwrap().into_data().as_ref(),
        [1, 2, 3]
    );

    // An h2-only client finds no common protocol with an HTTP/1.1-only origin.
    let stream = tokio::net::TcpStream::connect(origin.addr()).await.unwrap();
    let name = rustls::pki_types::ServerName::try_from("api.github.com").unwrap();
    let tls = tokio_rustls::TlsConnector::from(support::client::tls_config(
        origin.ca_pem_path(),
        Proto::H2,
    ))
    .connect(name, stream)
    .await;
    assert!(
        tls.is_err(),
        "an HTTP/1.1-only origin accepted an h2-only client"
    );
}

#[tokio::test]
async fn git_clone_and_push_over_smart_http_directly() {
    let repos = tempfile::tempdir().unwrap();
    support::make_bare_repo(repos.path(), "demo", "hello from git\n");
    let (origin, dir) = origin(Protocols::Both, Some(repos.path().to_path_buf())).await;
    let dest = dir.path().join("clone");
    let url = format!("https://localhost:{}/git/demo.git", origin.port());
    let env = BTreeMap::from([(
        "GIT_SSL_CAINFO".to_string(),
        origin.ca_pem_path().display().to_string(),
    )]);
    let out = cmd::run("git", &["clone", "-q", &url, dest.to_str().unwrap()], &env).await;
    out.assert_ok("git clone");
    let readme = std::fs::read_to_string(dest.join("README.md")).unwrap();
    assert_eq!(readme, "hello from git\n");

    // Pushes are enabled too (REMOTE_USER and http.receivepack).
    std::fs::write(dest.join("NEW.md"), "pushed\n").unwrap();
    let mut env = env.clone();
    for (k, v) in [
        ("GIT_AUTHOR_NAME", "t"),
        ("GIT_AUTHOR_EMAIL", "t@example.test"),
        ("GIT_COMMITTER_NAME", "t"),
        ("GIT_COMMITTER_EMAIL", "t@example.test"),
    ] {
        env.insert(k.into(), v.into());
    }
    let d = dest.to_str().unwrap();
    cmd::run("git", &["-C", d, "add", "NEW.md"], &env)
        .await
        .assert_ok("git add");
    cmd::run("git", &["-C", d, "commit", "-q", "-m", "second"], &env)
        .await
        .assert_ok("git commit");
    cmd::run("git", &["-C", d, "push", "-q", "origin", "HEAD:main"], &env)
        .await
        .assert_ok("git push");
    let bare_log = std::process::Command::new("git")
        .args([
            "--git-dir",
            repos.path().join("demo.git").to_str().unwrap(),
            "log",
            "--oneline",
        ])
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&bare_log.stdout).lines().count(), 2);

    let log = origin.requests();
    assert!(log.iter().any(|r| r
        .path_and_query
        .ends_with("/info/refs?service=git-upload-pack")));
    assert!(log
        .iter()
        .any(|r| r.path_and_query.ends_with("/git-receive-pack")));
    assert!(log.iter().any(|r| r.method == "POST" && r.body_complete));
}

#[tokio::test]
async fn curl_reaches_the_origin_with_its_ca() {
    let (origin, _dir) = origin(Protocols::Both, None).await;
    let url = format!("https://localhost:{}/small", origin.port());
    let ca = origin.ca_pem_path().to_str().unwrap().to_string();
    for version in ["--http1.1", "--http2"] {
        let out = cmd::curl(&["-sS", version, "--cacert", &ca, &url]).await;
        out.assert_ok("curl");
        assert_eq!(out.stdout, endpoints::SMALL_BODY);
    }
    let reqs = origin.requests();
    assert_eq!(reqs[0].alpn.as_deref(), Some("http/1.1"));
    assert_eq!(reqs[1].alpn.as_deref(), Some("h2"));
}
