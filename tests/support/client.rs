//! A Rust client that reaches a host through the proxy: `CONNECT host:port`, TLS with the
//! wirepass CA as the only root, then HTTP/1.1 or HTTP/2 (hyper client connections).

use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;

use bytes::Bytes;
use http::{Method, Request, Response};
use http_body_util::{BodyExt, Full};
use hyper::body::Incoming;
use hyper_util::rt::{TokioExecutor, TokioIo};
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, ServerName};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_rustls::client::TlsStream;
use tokio_rustls::TlsConnector;
use tokio_tungstenite::tungstenite::protocol::Role;
use tokio_tungstenite::WebSocketStream;

/// Which HTTP version the client offers in ALPN (and then speaks).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Proto {
    H1,
    H2,
}

/// A response read without hyper (the proxy's answer to CONNECT).
#[derive(Debug)]
pub struct RawResponse {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl RawResponse {
    /// The first value of header `name`.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// Sends `CONNECT host:port` and returns the open stream on 200, or the proxy's answer.
pub async fn connect(proxy: SocketAddr, authority: &str) -> Result<TcpStream, RawResponse> {
    connect_over(TcpStream::connect(proxy).await.unwrap(), authority).await
}

/// [`connect`] from the local address `from` (`127.0.0.2`: another client of the proxy).
pub async fn connect_from(
    from: std::net::IpAddr,
    proxy: SocketAddr,
    authority: &str,
) -> Result<TcpStream, RawResponse> {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind(SocketAddr::new(from, 0)).unwrap();
    connect_over(socket.connect(proxy).await.unwrap(), authority).await
}

/// Sends `CONNECT authority` on `stream` and returns it on 200, or the proxy's answer.
async fn connect_over(mut stream: TcpStream, authority: &str) -> Result<TcpStream, RawResponse> {
    stream
        .write_all(format!("CONNECT {authority} HTTP/1.1\r\nHost: {authority}\r\n\r\n").as_bytes())
        .await
        .unwrap();
    let resp = read_head(&mut stream).await;
    if resp.status == 200 {
        return Ok(stream);
    }
    let mut resp = resp;
    match resp
        .header("content-length")
        .and_then(|v| v.parse::<usize>().ok())
    {
        Some(n) => {
            resp.body = vec![0; n];
            stream.read_exact(&mut resp.body).await.unwrap();
        }
        None => {
            let _ = stream.read_to_end(&mut resp.body).await;
        }
    }
    Err(resp)
}

/// Reads a response head byte by byte, so nothing after it (TLS) is consumed.
async fn read_head(stream: &mut TcpStream) -> RawResponse {
    let mut head = Vec::new();
    while !head.ends_with(b"\r\n\r\n") {
        let b = stream.read_u8().await.unwrap_or_else(|e| {
            panic!(
                "proxy closed during the response head ({e}): {:?}",
                String::from_utf8_lossy(&head)
            )
        });
        head.push(b);
        assert!(head.len() < 64 * 1024, "response head too long");
    }
    let text = String::from_utf8_lossy(&head).into_owned();
    let mut lines = text.split("\r\n");
    let status_line = lines.next().unwrap_or_default();
    let status = status_line
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("bad status line {status_line:?}"));
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    RawResponse {
        status,
        headers,
        body: Vec::new(),
    }
}

/// A TLS client config trusting only `ca` and offering `proto` in ALPN.
pub fn tls_config(ca: &Path, proto: Proto) -> Arc<rustls::ClientConfig> {
    let mut roots = rustls::RootCertStore::empty();
    for cert in CertificateDer::pem_file_iter(ca).unwrap() {
        roots.add(cert.unwrap()).unwrap();
    }
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_root_certificates(roots)
        .with_no_client_auth();
    config.alpn_protocols = match proto {
        Proto::H1 => vec![b"http/1.1".to_vec()],
        Proto::H2 => vec![b"h2".to_vec()],
    };
    Arc::new(config)
}

/// Completes TLS for `host` over `stream`.
pub async fn tls(stream: TcpStream, host: &str, ca: &Path, proto: Proto) -> TlsStream<TcpStream> {
    let name = ServerName::try_from(host.to_string()).unwrap();
    TlsConnector::from(tls_config(ca, proto))
        .connect(name, stream)
        .await
        .unwrap_or_else(|e| panic!("TLS to {host} failed: {e}"))
}

enum Sender {
    H1(hyper::client::conn::http1::SendRequest<Full<Bytes>>),
    H2(hyper::client::conn::http2::SendRequest<Full<Bytes>>),
}

/// An HTTP connection to one host.
pub struct Conn {
    sender: Sender,
    host: String,
    /// The ALPN protocol the server chose.
    pub alpn: Option<String>,
    /// The raw serial number of the leaf certificate the server presented.
    pub leaf_serial: Vec<u8>,
}

/// CONNECTs through `proxy` to `host:443`, trusting `ca`, speaking `proto`.
pub async fn through(proxy: SocketAddr, host: &str, ca: &Path, proto: Proto) -> Conn {
    let stream = connect(proxy, &format!("{host}:443"))
        .await
        .unwrap_or_else(|r| panic!("CONNECT {host}:443 refused: {} {:?}", r.status, r.headers));
    handshake(tls(stream, host, ca, proto).await, host, proto).await
}

/// Connects straight to `addr` (no proxy) as if it were `host`.
pub async fn direct(addr: SocketAddr, host: &str, ca: &Path, proto: Proto) -> Conn {
    let stream = TcpStream::connect(addr).await.unwrap();
    handshake(tls(stream, host, ca, proto).await, host, proto).await
}

async fn handshake(tls: TlsStream<TcpStream>, host: &str, proto: Proto) -> Conn {
    let session = tls.get_ref().1;
    let alpn = session
        .alpn_protocol()
        .map(|p| String::from_utf8_lossy(p).into_owned());
    let leaf = session.peer_certificates().unwrap()[0].clone();
    let (_, parsed) = x509_parser::parse_x509_certificate(&leaf).unwrap();
    let leaf_serial = parsed.tbs_certificate.raw_serial().to_vec();
    let io = TokioIo::new(tls);
    let sender = match proto {
        Proto::H1 => {
            let (s, conn) = hyper::client::conn::http1::handshake(io).await.unwrap();
            tokio::spawn(conn.with_upgrades());
            Sender::H1(s)
        }
        Proto::H2 => {
            let (s, conn) = hyper::client::conn::http2::handshake(TokioExecutor::new(), io)
                .await
                .unwrap();
            tokio::spawn(conn);
            Sender::H2(s)
        }
    };
    Conn {
        sender,
        host: host.to_string(),
        alpn,
        leaf_serial,
    }
}

impl Conn {
    /// A request builder for `path` on this connection's host, in the right URI form.
    pub fn request(&self, method: Method, path: &str) -> http::request::Builder {
        match self.sender {
            Sender::H1(_) => Request::builder()
                .method(method)
                .uri(path)
                .header("host", &self.host),
            Sender::H2(_) => Request::builder()
                .method(method)
                .uri(format!("https://{}{path}", self.host))
                .version(http::Version::HTTP_2),
        }
    }

    /// Sends a request and returns the response head (the body streams).
    pub async fn send(&mut self, req: Request<Full<Bytes>>) -> Response<Incoming> {
        match &mut self.sender {
            Sender::H1(s) => {
                s.ready().await.unwrap();
                s.send_request(req).await.unwrap()
            }
            Sender::H2(s) => {
                s.ready().await.unwrap();
                s.send_request(req).await.unwrap()
            }
        }
    }

    /// `GET path` with an empty body.
    pub async fn get(&mut self, path: &str) -> Response<Incoming> {
        let req = self
            .request(Method::GET, path)
            .body(Full::default())
            .unwrap();
        self.send(req).await
    }

    /// Upgrades `GET path` to a WebSocket (HTTP/1.1 only).
    pub async fn websocket(
        &mut self,
        path: &str,
    ) -> WebSocketStream<TokioIo<hyper::upgrade::Upgraded>> {
        let (_, io) = self.websocket_with(path, &[]).await;
        WebSocketStream::from_raw_socket(io, Role::Client, None).await
    }

    /// Upgrades `GET path` to a WebSocket with `extra` headers; returns the 101's headers
    /// and the raw upgraded stream (for frames written by hand).
    pub async fn websocket_with(
        &mut self,
        path: &str,
        extra: &[(&str, &str)],
    ) -> (http::HeaderMap, TokioIo<hyper::upgrade::Upgraded>) {
        let mut req = self
            .request(Method::GET, path)
            .header("connection", "upgrade")
            .header("upgrade", "websocket")
            .header("sec-websocket-version", "13")
            .header("sec-websocket-key", "dGhlIHNhbXBsZSBub25jZQ==");
        for (k, v) in extra {
            req = req.header(*k, *v);
        }
        let resp = self.send(req.body(Full::default()).unwrap()).await;
        assert_eq!(resp.status(), 101, "WebSocket upgrade refused: {resp:?}");
        assert_eq!(
            resp.headers()["sec-websocket-accept"],
            "s3pPLMBiTxaQ9kYGzzhZRbK+xOo="
        );
        let headers = resp.headers().clone();
        let upgraded = hyper::upgrade::on(resp).await.unwrap();
        (headers, TokioIo::new(upgraded))
    }
}

/// Reads a whole body (tests only use this on small bodies).
pub async fn body_bytes(resp: Response<Incoming>) -> Bytes {
    resp.into_body().collect().await.unwrap().to_bytes()
}

/// Reads a whole body as UTF-8.
pub async fn body_text(resp: Response<Incoming>) -> String {
    String::from_utf8(body_bytes(resp).await.to_vec()).unwrap()
}

/// Reads one content-length-framed answer (the proxy's own answers are) from `rd` within
/// [`super::PATIENCE`]: its status, its head in lower case, and its body as text.
pub async fn read_answer<R: tokio::io::AsyncRead + Unpin>(rd: &mut R) -> (u16, String, String) {
    let mut got = Vec::new();
    let mut buf = vec![0u8; 16 << 10];
    let (head, body) = tokio::time::timeout(super::PATIENCE, async {
        loop {
            if let Some(end) = got.windows(4).position(|w| w == b"\r\n\r\n") {
                let head = String::from_utf8_lossy(&got[..end]).to_ascii_lowercase();
                let len = head
                    .lines()
                    .find_map(|l| l.strip_prefix("content-length:"))
                    .and_then(|v| v.trim().parse::<usize>().ok());
                if let Some(len) = len {
                    if got.len() >= end + 4 + len {
                        let body = String::from_utf8_lossy(&got[end + 4..end + 4 + len]);
                        return (head, body.into_owned());
                    }
                }
            }
            match rd.read(&mut buf).await {
                Ok(0) | Err(_) => panic!(
                    "connection ended before a full answer: {:?}",
                    String::from_utf8_lossy(&got)
                ),
                Ok(n) => got.extend_from_slice(&buf[..n]),
            }
        }
    })
    .await
    .expect("an answer");
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("no status in {head:?}"));
    (status, head, body)
}
