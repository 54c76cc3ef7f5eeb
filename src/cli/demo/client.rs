//! The demo's HTTP client: what any program does when `HTTPS_PROXY` points at wirepass.
//! It sends `CONNECT host:443`, then (if the proxy agrees) speaks TLS to the host through
//! the tunnel, trusting only the wirepass CA, and sends one HTTP/1.1 request.

use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;

use anyhow::{bail, Context};
use bytes::Bytes;
use http::Request;
use http_body_util::{BodyExt, Full};
use hyper_util::rt::TokioIo;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, ServerName};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_rustls::TlsConnector;

/// The most response bytes the demo reads (its responses are small).
const MAX_BODY: usize = 64 * 1024;

/// An answer, from the proxy itself (to CONNECT) or from inside the tunnel.
pub struct Answer {
    /// Whether the proxy answered the CONNECT itself (the tunnel was never opened).
    pub at_connect: bool,
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Answer {
    /// The first value of header `name`.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// One request to send: `METHOD https://{host}{path}` with extra headers and a body.
pub struct Outgoing<'a> {
    pub method: &'a str,
    pub host: &'a str,
    pub path: &'a str,
    pub headers: Vec<(&'static str, String)>,
    pub body: String,
}

/// Sends `req` through the proxy at `proxy`, trusting `ca_pem`.
pub async fn send(proxy: SocketAddr, ca_pem: &Path, req: Outgoing<'_>) -> anyhow::Result<Answer> {
    let Outgoing {
        method,
        host,
        path,
        headers,
        body,
    } = req;
    let mut stream = TcpStream::connect(proxy)
        .await
        .with_context(|| format!("cannot reach the proxy at {proxy}"))?;
    let authority = format!("{host}:443");
    stream
        .write_all(format!("CONNECT {authority} HTTP/1.1\r\nHost: {authority}\r\n\r\n").as_bytes())
        .await?;
    let head = read_head(&mut stream).await?;
    if head.status != 200 {
        return refused_at_connect(stream, head).await;
    }
    let mut roots = rustls::RootCertStore::empty();
    for cert in CertificateDer::pem_file_iter(ca_pem).context("reading the wirepass CA")? {
        roots.add(cert.context("reading the wirepass CA")?)?;
    }
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut tls = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()?
        .with_root_certificates(roots)
        .with_no_client_auth();
    tls.alpn_protocols = vec![b"http/1.1".to_vec()];
    let name = ServerName::try_from(host.to_string())?;
    let tls = TlsConnector::from(Arc::new(tls))
        .connect(name, stream)
        .await
        .context("TLS through the tunnel failed")?;
    let (mut sender, conn) = hyper::client::conn::http1::handshake(TokioIo::new(tls)).await?;
    tokio::spawn(conn);
    let mut builder = Request::builder()
        .method(method)
        .uri(path)
        .header("host", host)
        .header("user-agent", "wirepass-demo");
    if !body.is_empty() {
        builder = builder.header("content-type", "application/json");
    }
    for (name, value) in headers {
        builder = builder.header(name, value);
    }
    let req = builder.body(Full::new(Bytes::from(body)))?;
    let resp = sender.send_request(req).await?;
    let status = resp.status().as_u16();
    let headers = resp
        .headers()
        .iter()
        .map(|(n, v)| {
            (
                n.to_string(),
                String::from_utf8_lossy(v.as_bytes()).into_owned(),
            )
        })
        .collect();
    let body = http_body_util::Limited::new(resp.into_body(), MAX_BODY)
        .collect()
        .await
        .map_err(|e| anyhow::anyhow!("reading the response: {e}"))?
        .to_bytes();
    Ok(Answer {
        at_connect: false,
        status,
        headers,
        body: String::from_utf8_lossy(&body).into_owned(),
    })
}

/// Reads the proxy's answer to CONNECT byte by byte, so no TLS byte after it is consumed.
async fn read_head(stream: &mut TcpStream) -> anyhow::Result<Answer> {
    let mut head = Vec::new();
    while !head.ends_with(b"\r\n\r\n") {
        head.push(
            stream
                .read_u8()
                .await
                .context("the proxy closed the connection")?,
        );
        if head.len() > MAX_BODY {
            bail!("the proxy's answer to CONNECT is too long");
        }
    }
    let text = String::from_utf8_lossy(&head);
    let mut lines = text.split("\r\n");
    let status = lines
        .next()
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|s| s.parse().ok())
        .context("the proxy's answer to CONNECT has no status")?;
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    Ok(Answer {
        at_connect: true,
        status,
        headers,
        body: String::new(),
    })
}

async fn refused_at_connect(stream: TcpStream, mut head: Answer) -> anyhow::Result<Answer> {
    let len = head
        .header("content-length")
        .and_then(|v| v.parse::<usize>().ok())
        .unwrap_or(MAX_BODY)
        .min(MAX_BODY);
    let mut body = Vec::new();
    stream.take(len as u64).read_to_end(&mut body).await?;
    head.body = String::from_utf8_lossy(&body).into_owned();
    Ok(head)
}
