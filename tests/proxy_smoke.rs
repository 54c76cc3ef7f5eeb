//! Smoke test of the real binary: curl through `wirepass run` to a local HTTPS origin
//! (its own throwaway CA), a refused unknown host, and a domain-fronting attempt.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;

use bytes::Bytes;
use http_body_util::Full;
use hyper::service::service_fn;
use hyper_util::rt::{TokioExecutor, TokioIo};
use rcgen::{BasicConstraints, CertificateParams, IsCa, Issuer, KeyPair};
use rustls_pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer};

const HOST: &str = "api.example.test";

/// Kills the proxy when the test ends, however it ends.
struct ProxyProcess(Child);

impl Drop for ProxyProcess {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Starts an HTTPS origin (h2 + http/1.1) for HOST with a fresh CA; returns its port and
/// writes the CA to `ca_path`.
async fn start_origin(ca_path: &Path) -> u16 {
    let ca_key = KeyPair::generate().unwrap();
    let mut ca_params = CertificateParams::new(Vec::<String>::new()).unwrap();
    ca_params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    let ca_cert = ca_params.self_signed(&ca_key).unwrap();
    std::fs::write(ca_path, ca_cert.pem()).unwrap();
    let issuer = Issuer::new(ca_params, ca_key);
    let leaf_key = KeyPair::generate().unwrap();
    let leaf = CertificateParams::new(vec![HOST.to_string()])
        .unwrap()
        .signed_by(&leaf_key, &issuer)
        .unwrap();
    let mut cfg = rustls::ServerConfig::builder_with_provider(Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .unwrap()
    .with_no_client_auth()
    .with_single_cert(
        vec![CertificateDer::from(leaf.der().to_vec())],
        PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(leaf_key.serialize_der())),
    )
    .unwrap();
    cfg.alpn_protocols = vec![b"h2".to_vec(), b"http/1.1".to_vec()];
    let acceptor = tokio_rustls::TlsAcceptor::from(Arc::new(cfg));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    tokio::spawn(async move {
        loop {
            let Ok((tcp, _)) = listener.accept().await else {
                return;
            };
            let acceptor = acceptor.clone();
            tokio::spawn(async move {
                let Ok(tls) = acceptor.accept(tcp).await else {
                    return;
                };
                let svc = service_fn(|req: hyper::Request<hyper::body::Incoming>| async move {
                    let leaked = req.headers().contains_key("x-wirepass-user");
                    let text = format!(
                        "hello from origin path={} session_header_forwarded={leaked}\n",
                        req.uri().path()
                    );
                    Ok::<_, std::convert::Infallible>(hyper::Response::new(Full::new(Bytes::from(
                        text,
                    ))))
                });
                let _ = hyper_util::server::conn::auto::Builder::new(TokioExecutor::new())
                    .serve_connection(TokioIo::new(tls), svc)
                    .await;
            });
        }
    });
    port
}

fn start_proxy(dir: &Path, origin_port: u16, origin_ca: &Path) -> (ProxyProcess, SocketAddr) {
    let config = dir.join("wirepass.yaml");
    std::fs::write(
        &config,
        format!(
            "version: 1\nhosts:\n  intercept: [{HOST}, other.example.test]\negress:\n  allow: [\"127.0.0.1/32\"]\n  resolve:\n    \"{HOST}:443\": \"127.0.0.1:{origin_port}\"\n"
        ),
    )
    .unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_wirepass"))
        .arg("run")
        .args(["--listen", "127.0.0.1:0", "--ca-dir"])
        .arg(dir.join("certs"))
        .arg("--config")
        .arg(&config)
        .arg("--upstream-ca")
        .arg(origin_ca)
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let mut line = String::new();
    BufReader::new(stdout).read_line(&mut line).unwrap();
    let addr = line
        .trim()
        .strip_prefix("listening on http://")
        .unwrap_or_else(|| panic!("unexpected first line {line:?}"))
        .parse()
        .unwrap();
    (ProxyProcess(child), addr)
}

/// Runs curl through the proxy; returns (status code, body).
async fn curl(proxy: SocketAddr, ca: &Path, extra: &[&str], url: &str) -> (String, String) {
    let out = tokio::process::Command::new("curl")
        .args(["-s", "--max-time", "20", "--proxy"])
        .arg(format!("http://{proxy}"))
        .arg("--cacert")
        .arg(ca)
        .args(["-w", "\n%{http_code}"])
        .args(extra)
        .arg(url)
        .output()
        .await
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    let (body, code) = text.rsplit_once('\n').unwrap_or(("", &text));
    (code.to_string(), body.to_string())
}

/// Sends a raw CONNECT and returns the whole response text.
fn raw_connect(proxy: SocketAddr, target: &str) -> String {
    let mut s = std::net::TcpStream::connect(proxy).unwrap();
    write!(s, "CONNECT {target} HTTP/1.1\r\nHost: {target}\r\n\r\n").unwrap();
    s.set_read_timeout(Some(std::time::Duration::from_secs(10)))
        .unwrap();
    let mut buf = Vec::new();
    let mut chunk = [0u8; 4096];
    // The refusal ends with its JSON body; read until it is complete.
    while let Ok(n) = s.read(&mut chunk) {
        if n == 0 {
            break;
        }
        buf.extend_from_slice(&chunk[..n]);
        if buf.ends_with(b"}}\n") {
            break;
        }
    }
    String::from_utf8_lossy(&buf).to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn curl_through_the_real_binary() {
    let dir = tempfile::tempdir().unwrap();
    let origin_ca: PathBuf = dir.path().join("origin-ca.pem");
    let origin_port = start_origin(&origin_ca).await;
    let (_proxy, addr) = start_proxy(dir.path(), origin_port, &origin_ca);
    let ca = dir.path().join("certs").join("ca.pem");
    let url = format!("https://{HOST}/hello");

    for version in ["--http1.1", "--http2"] {
        let (code, body) = curl(addr, &ca, &[version, "-H", "x-wirepass-user: alice"], &url).await;
        assert_eq!(code, "200", "{version}: {body}");
        assert!(
            body.contains("hello from origin path=/hello"),
            "{version}: {body}"
        );
        assert!(
            body.contains("session_header_forwarded=false"),
            "{version}: {body}"
        );
    }

    // A host nobody allowed: 403 unknown_host on the CONNECT itself, with the JSON body.
    let (code, _) = curl(addr, &ca, &[], "https://unknown.example.test/").await;
    assert_eq!(code, "000", "curl cannot open the tunnel");
    let raw = raw_connect(addr, "unknown.example.test:443");
    assert!(raw.starts_with("HTTP/1.1 403"), "{raw}");
    assert!(
        raw.to_ascii_lowercase()
            .contains("x-wirepass-refused: unknown_host"),
        "{raw}"
    );
    let json: serde_json::Value =
        serde_json::from_str(raw.split("\r\n\r\n").nth(1).unwrap().trim()).unwrap();
    assert_eq!(json["refused"]["code"], "unknown_host");
    assert!(json["refused"]["reason"]
        .as_str()
        .unwrap()
        .contains("hosts.intercept"));

    // Domain fronting: the tunnel goes to HOST, the request names another host.
    let (code, body) = curl(addr, &ca, &["-H", "Host: evil.example.test"], &url).await;
    assert_eq!(code, "400", "{body}");
    let json: serde_json::Value = serde_json::from_str(body.trim()).unwrap();
    assert_eq!(json["refused"]["code"], "bad_request");
    assert!(json["refused"]["reason"]
        .as_str()
        .unwrap()
        .contains("domain fronting"));

    // Fronting by SNI: the tunnel is opened to another (allowed) host than the TLS names.
    // The handshake is answered with the CONNECT host's leaf, never one minted for the
    // name the client chose (issue 11), so a verifying client stops there; the 400 that
    // follows for a client that goes on is pinned in tests/regression_11.rs.
    let connect_to = format!("{HOST}:443:other.example.test:443");
    let (code, body) = curl(addr, &ca, &["--connect-to", &connect_to], &url).await;
    assert_eq!(
        code, "000",
        "curl must reject a leaf for another name: {body}"
    );

    // CONNECT without a port.
    let raw = raw_connect(addr, "api.example.test");
    assert!(raw.starts_with("HTTP/1.1 400"), "{raw}");
}

#[test]
fn a_bad_config_is_refused_with_its_line_before_anything_is_created() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("bad.yaml");
    std::fs::write(
        &config,
        "version: 1\nhosts:\n  intercept:\n    - 'a.*.com'\n",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_wirepass"))
        .args(["run", "--listen", "127.0.0.1:0", "--ca-dir"])
        .arg(dir.path().join("certs"))
        .arg("--config")
        .arg(&config)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bad.yaml:4"), "{err}");
    assert!(out.stdout.is_empty(), "nothing was bound");
    assert!(!dir.path().join("certs").exists(), "no CA was created");
}

#[test]
fn sigterm_stops_the_proxy_with_exit_zero() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_wirepass"))
        .args(["run", "--listen", "127.0.0.1:0", "--ca-dir"])
        .arg(dir.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    assert!(line.starts_with("listening on http://127.0.0.1:"), "{line}");
    let killed = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    assert_eq!(child.wait().unwrap().code(), Some(0));
}
