//! Issue 11, the defects the lifecycle redesign fixed, each pinned through the real binary:
//! no service credential in cleartext, no certificate for a name the client chose, and one
//! reading of a request for `wirepass check` and the proxy.

mod support;

use std::sync::{Arc, Mutex};

use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{DigitallySignedStruct, SignatureScheme};
use support::client::connect;
use support::cmd::parse_curl;
use support::{assert_refusal, Setup, SetupOptions};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// Issue 11: an absolute-form `http://api.github.com/...` request was intercepted, given the
/// injected credential and sent to port 80.
#[tokio::test]
async fn a_service_credential_never_travels_in_cleartext() {
    let secrets = tempfile::tempdir().unwrap();
    let token = secrets.path().join("token");
    std::fs::write(&token, "stand-in-service-token\n").unwrap();
    let setup = Setup::start(SetupOptions {
        extra_yaml: format!(
            "services:\n  github:\n    credential: {{header: authorization, value: \"Bearer {{file:{}}}\"}}\ngrants:\n  - who: [\"*\"]\n    allow: [\"github:*\"]\n",
            token.display()
        ),
        ..SetupOptions::default()
    })
    .await;
    let out = setup
        .curl(
            &["-H", "x-wirepass-user: alice"],
            "http://api.github.com/small",
        )
        .await;
    out.assert_ok("curl http://api.github.com");
    let (status, headers, body) = parse_curl(&out.stdout);
    assert_refusal(status, &headers, &body, (400, "bad_request"));
    assert!(
        body.contains("https://"),
        "the reason says what would work: {body}"
    );
    assert!(
        setup.origin.requests().is_empty(),
        "nothing reached the origin: {:#?}",
        setup.origin.requests()
    );
}

/// Accepts any certificate and keeps the leaf, to see which name the proxy answered with.
#[derive(Debug)]
struct Capture(Mutex<Option<CertificateDer<'static>>>);

impl ServerCertVerifier for Capture {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        _: &[CertificateDer<'_>],
        _: &ServerName<'_>,
        _: &[u8],
        _: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        *self.0.lock().unwrap() = Some(end_entity.clone().into_owned());
        Ok(ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(
        &self,
        _: &[u8],
        _: &CertificateDer<'_>,
        _: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        Ok(HandshakeSignatureValid::assertion())
    }

    fn verify_tls13_signature(
        &self,
        _: &[u8],
        _: &CertificateDer<'_>,
        _: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        Ok(HandshakeSignatureValid::assertion())
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        rustls::crypto::ring::default_provider()
            .signature_verification_algorithms
            .supported_schemes()
    }
}

fn san_names(der: &CertificateDer<'_>) -> Vec<String> {
    let (_, cert) = x509_parser::parse_x509_certificate(der).unwrap();
    let san = cert.subject_alternative_name().unwrap().unwrap();
    san.value
        .general_names
        .iter()
        .map(|n| format!("{n}"))
        .collect()
}

/// Issue 11: a ClientHello whose SNI differed from the CONNECT host was answered with a leaf
/// minted for the SNI name, a certificate for a name the client chose.
#[tokio::test]
async fn no_certificate_for_a_name_the_client_chose() {
    let setup = Setup::start(SetupOptions::default()).await;
    let stream = connect(setup.proxy.addr(), "api.github.com:443")
        .await
        .unwrap();
    let capture = Arc::new(Capture(Mutex::new(None)));
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .dangerous()
        .with_custom_certificate_verifier(capture.clone())
        .with_no_client_auth();
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    let name = ServerName::try_from("chosen-by-the-client.example").unwrap();
    let mut tls = tokio_rustls::TlsConnector::from(Arc::new(config))
        .connect(name, stream)
        .await
        .expect("the handshake completes with the CONNECT host's leaf");
    let leaf = capture
        .0
        .lock()
        .unwrap()
        .clone()
        .expect("a leaf was presented");
    let names = san_names(&leaf);
    assert!(
        names.iter().any(|n| n.contains("api.github.com")),
        "the leaf is for the CONNECT host: {names:?}"
    );
    assert!(
        !names.iter().any(|n| n.contains("chosen-by-the-client")),
        "no leaf for the client's name: {names:?}"
    );
    // ... and every request in that tunnel is refused as fronting.
    tls.write_all(b"GET /small HTTP/1.1\r\nhost: api.github.com\r\nconnection: close\r\n\r\n")
        .await
        .unwrap();
    let mut answer = Vec::new();
    let _ = tls.read_to_end(&mut answer).await;
    let answer = String::from_utf8_lossy(&answer);
    assert!(answer.starts_with("HTTP/1.1 400"), "{answer}");
    assert!(
        answer.contains("x-wirepass-refused: bad_request"),
        "{answer}"
    );
    assert!(answer.contains("domain fronting"), "{answer}");
    assert!(setup.origin.requests().is_empty());
}

/// Issue 11: `wirepass check` resolved `..` with another URL parser and said *allow* for a
/// request the proxy refuses with `bad_request`.
#[test]
fn check_reads_a_request_as_the_proxy_does() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("w.yaml"),
        "version: 1\ngrants:\n  - who: [\"*\"]\n    allow: [\"github:*\"]\n",
    )
    .unwrap();
    let run = |url: &str| {
        std::process::Command::new(support::proxy::BIN)
            .current_dir(dir.path())
            .args([
                "check", "--config", "w.yaml", "--user", "alice", "--json", "GET", url,
            ])
            .output()
            .unwrap()
    };
    let dotted = run("https://api.github.com/repos/acme/public/../secret");
    assert_eq!(dotted.status.code(), Some(1), "{dotted:?}");
    let v: serde_json::Value = serde_json::from_slice(&dotted.stdout).unwrap();
    assert_eq!(
        (v["decision"].as_str(), v["code"].as_str()),
        (Some("refuse"), Some("bad_request"))
    );
    let plain = run("https://api.github.com/repos/acme/secret");
    assert_eq!(plain.status.code(), Some(0), "{plain:?}");
    let v: serde_json::Value = serde_json::from_slice(&plain.stdout).unwrap();
    assert_eq!(v["decision"], "allow");
    // Hosts are admitted as the proxy admits them.
    let unknown = run("https://unknown.example/x");
    let v: serde_json::Value = serde_json::from_slice(&unknown.stdout).unwrap();
    assert_eq!(v["code"], "unknown_host");
}

/// Issue 11: the end phase runs on every exit path, a request hyper cannot parse included
/// (hyper answers it; the event says it was refused as `bad_request`).
#[tokio::test]
async fn a_malformed_request_still_reaches_the_end_phase() {
    let setup = Setup::start(SetupOptions {
        run_args: vec!["--log-format".into(), "json".into()],
        ..SetupOptions::default()
    })
    .await;
    let mut s = tokio::net::TcpStream::connect(setup.proxy.addr())
        .await
        .unwrap();
    // Two Content-Length headers that disagree: a smuggling classic hyper refuses to read.
    s.write_all(
        b"POST http://example.test/x HTTP/1.1\r\nhost: example.test\r\ncontent-length: 1\r\ncontent-length: 2\r\n\r\nab",
    )
    .await
    .unwrap();
    let mut out = Vec::new();
    let _ = s.read_to_end(&mut out).await;
    let answer = String::from_utf8_lossy(&out);
    assert!(answer.starts_with("HTTP/1.1 400"), "{answer}");
    let line = setup
        .proxy
        .log_line(|l| {
            l.contains("\"message\":\"request\"") && l.contains("\"code\":\"bad_request\"")
        })
        .await;
    let v: serde_json::Value = serde_json::from_str(&line).unwrap();
    assert_eq!(
        (v["decision"].as_str(), v["status"].as_u64()),
        (Some("refuse"), Some(400)),
        "{line}"
    );
    assert!(setup.origin.requests().is_empty());
}
