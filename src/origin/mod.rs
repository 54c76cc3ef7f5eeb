//! A local HTTPS origin: the stand-in for GitHub, Slack and every other upstream in
//! `wirepass demo` and in the end-to-end tests. It mints its own throwaway CA, listens on
//! `127.0.0.1:0`, speaks HTTP/1.1 and (optionally) HTTP/2 over TLS, and also plain
//! HTTP/1.1 on the same port when the first byte is not a TLS handshake. Every request it
//! receives is logged ([`Origin::requests`]) so tests can assert what reached it; the log
//! keeps every request, so an origin serves tests and the demo, not long load runs.
//!
//! Endpoints (see [`endpoints`]): `GET /small`, `ANY /echo` (and every unmatched path),
//! `GET /big?bytes=N`, `GET /sse`, `GET /slow?ms=N`, `GET /trailers`,
//! `ANY /encoded?coding=LIST` (the echo, content-encoded), `POST /v1/chat/completions`
//! (an OpenAI chat completion, see [`openai`]), `GET /ws`
//! (WebSocket echo; the raw bytes it reads are logged), git smart HTTP under `/git/` (see [`git`])
//! and GitHub's release-asset hand-off to a presigned storage URL (see [`storage`]).

pub mod apis;
mod body;
mod cert;
pub mod encode;
pub mod endpoints;
pub mod git;
pub mod openai;
pub mod storage;
mod ws;

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use hyper::service::service_fn;
use hyper_util::rt::{TokioExecutor, TokioIo};
use hyper_util::server::conn::auto;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;
use tokio_rustls::TlsAcceptor;

pub use body::OriginBody;

/// How to start an [`Origin`].
#[derive(Debug, Clone, Default)]
pub struct OriginOptions {
    /// Names the leaf certificate covers besides `localhost` and `127.0.0.1`.
    pub dns_names: Vec<String>,
    /// Which HTTP versions it offers through ALPN.
    pub protocols: Protocols,
    /// The folder whose bare repositories are served by git smart HTTP under `/git/`.
    pub git_root: Option<PathBuf>,
    /// Where the throwaway CA certificate is written as `ca.pem`.
    pub ca_dir: PathBuf,
    /// Fake permission APIs of the owning systems (live checks), served beside the rest.
    pub apis: Option<Arc<apis::Apis>>,
}

/// The HTTP versions an origin offers through ALPN.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Protocols {
    /// `h2` and `http/1.1` (the client chooses).
    #[default]
    Both,
    /// `http/1.1` only: an h2-only client fails the handshake.
    Http1Only,
    /// `h2` only: an HTTP/1.1-only client fails the handshake.
    Http2Only,
}

impl Protocols {
    fn alpn(self) -> Vec<Vec<u8>> {
        match self {
            Protocols::Both => vec![b"h2".to_vec(), b"http/1.1".to_vec()],
            Protocols::Http1Only => vec![b"http/1.1".to_vec()],
            Protocols::Http2Only => vec![b"h2".to_vec()],
        }
    }
}

/// Why the origin could not start.
#[derive(Debug, thiserror::Error)]
pub enum OriginError {
    /// Minting the throwaway CA or leaf failed.
    #[error("cannot mint the origin's certificates: {0}")]
    Cert(#[from] rcgen::Error),
    /// rustls refused the configuration.
    #[error("cannot configure TLS: {0}")]
    Tls(#[from] rustls::Error),
    /// Binding the listener or writing `ca.pem` failed.
    #[error("{what}: {source}")]
    Io {
        /// What was being done.
        what: String,
        /// The underlying error.
        source: std::io::Error,
    },
}

/// One request as the origin received it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestRecord {
    /// The method, e.g. `GET`.
    pub method: String,
    /// `:authority` (HTTP/2) or the `Host` header (HTTP/1.1), if any.
    pub authority: Option<String>,
    /// The path and query, e.g. `/echo?a=1`.
    pub path_and_query: String,
    /// `HTTP/1.1` or `HTTP/2.0`.
    pub version: String,
    /// Every header in arrival order, names lowercase; non-UTF-8 values are lossy.
    pub headers: Vec<(String, String)>,
    /// Body bytes received so far.
    pub body_len: u64,
    /// Whether the body reached its end.
    pub body_complete: bool,
    /// Whether reading the body failed (the sender went away mid-body).
    pub body_aborted: bool,
    /// The ALPN protocol negotiated on the connection (`None` for plain HTTP or none).
    pub alpn: Option<String>,
    /// Every byte read after a protocol upgrade (WebSocket frames as they arrived, masked).
    pub upgraded: Vec<u8>,
}

impl RequestRecord {
    /// Whether wirepass's live checks sent it (their `User-Agent`), not the agent's side.
    pub fn from_checks(&self) -> bool {
        self.header("user-agent") == Some(crate::checks::USER_AGENT)
    }

    /// The first value of header `name` (case-insensitive).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// What every connection task shares.
pub(crate) struct Shared {
    pub(crate) log: Arc<Mutex<Vec<RequestRecord>>>,
    /// How many requests have arrived in total (never reset), for waiters.
    pub(crate) arrived: watch::Sender<usize>,
    pub(crate) git_root: Option<PathBuf>,
    pub(crate) apis: Option<Arc<apis::Apis>>,
}

/// A running origin; it stops when dropped.
pub struct Origin {
    addr: SocketAddr,
    ca_pem_path: PathBuf,
    log: Arc<Mutex<Vec<RequestRecord>>>,
    arrived: watch::Receiver<usize>,
    stop: watch::Sender<bool>,
}

impl Origin {
    /// Mints the CA, writes `ca.pem`, binds `127.0.0.1:0` and starts serving.
    pub async fn start(options: OriginOptions) -> Result<Origin, OriginError> {
        let minted = cert::mint(&options.dns_names)?;
        let ca_pem_path = options.ca_dir.join("ca.pem");
        tokio::fs::write(&ca_pem_path, &minted.ca_pem)
            .await
            .map_err(|source| OriginError::Io {
                what: format!("cannot write {}", ca_pem_path.display()),
                source,
            })?;
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let mut tls = rustls::ServerConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()?
            .with_no_client_auth()
            .with_single_cert(minted.chain, minted.key)?;
        tls.alpn_protocols = options.protocols.alpn();
        let listener =
            TcpListener::bind("127.0.0.1:0")
                .await
                .map_err(|source| OriginError::Io {
                    what: "cannot bind 127.0.0.1:0".into(),
                    source,
                })?;
        let addr = listener.local_addr().map_err(|source| OriginError::Io {
            what: "cannot read the listening address".into(),
            source,
        })?;
        let log = Arc::new(Mutex::new(Vec::new()));
        let (arrived_tx, arrived) = watch::channel(0);
        let shared = Arc::new(Shared {
            log: log.clone(),
            arrived: arrived_tx,
            git_root: options.git_root,
            apis: options.apis,
        });
        let (stop, stopped) = watch::channel(false);
        tokio::spawn(accept_loop(
            listener,
            TlsAcceptor::from(Arc::new(tls)),
            shared,
            stopped,
        ));
        Ok(Origin {
            addr,
            ca_pem_path,
            log,
            arrived,
            stop,
        })
    }

    /// The address it listens on (`127.0.0.1:PORT`).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The port it listens on.
    pub fn port(&self) -> u16 {
        self.addr.port()
    }

    /// The throwaway CA certificate that signed its leaf.
    pub fn ca_pem_path(&self) -> &Path {
        &self.ca_pem_path
    }

    /// Every request received so far, in arrival order.
    pub fn requests(&self) -> Vec<RequestRecord> {
        self.log.lock().unwrap_or_else(|p| p.into_inner()).clone()
    }

    /// Waits until `n` requests have arrived since the origin started (counting those
    /// forgotten by [`Origin::clear_requests`]); their heads are logged by then.
    pub async fn wait_for_requests(&self, n: usize) {
        let mut arrived = self.arrived.clone();
        // Err only if the origin stopped, and then no more requests will come anyway.
        let _ = arrived.wait_for(|count| *count >= n).await;
    }

    /// Forgets the requests received so far.
    pub fn clear_requests(&self) {
        self.log.lock().unwrap_or_else(|p| p.into_inner()).clear();
    }
}

impl Drop for Origin {
    fn drop(&mut self) {
        let _ = self.stop.send(true);
    }
}

async fn accept_loop(
    listener: TcpListener,
    tls: TlsAcceptor,
    shared: Arc<Shared>,
    mut stopped: watch::Receiver<bool>,
) {
    loop {
        let stream = tokio::select! {
            _ = stopped.changed() => return,
            accepted = listener.accept() => match accepted {
                Ok((stream, _)) => stream,
                // Out of file descriptors and the like: try the next connection.
                Err(_) => continue,
            },
        };
        let tls = tls.clone();
        let shared = shared.clone();
        let mut stopped = stopped.clone();
        tokio::spawn(async move {
            tokio::select! {
                _ = stopped.changed() => {}
                _ = serve_connection(stream, tls, shared) => {}
            }
        });
    }
}

/// Serves one connection: TLS when the first byte is a handshake record, plain otherwise.
async fn serve_connection(stream: TcpStream, tls: TlsAcceptor, shared: Arc<Shared>) {
    let _ = stream.set_nodelay(true);
    let mut first = [0u8; 1];
    let is_tls = matches!(stream.peek(&mut first).await, Ok(1) if first[0] == 0x16);
    if !is_tls {
        serve_http(TokioIo::new(stream), None, shared).await;
        return;
    }
    let Ok(tls_stream) = tls.accept(stream).await else {
        return;
    };
    let alpn = tls_stream
        .get_ref()
        .1
        .alpn_protocol()
        .map(|p| String::from_utf8_lossy(p).into_owned());
    serve_http(TokioIo::new(tls_stream), alpn, shared).await;
}

async fn serve_http<I>(io: TokioIo<I>, alpn: Option<String>, shared: Arc<Shared>)
where
    I: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + Send + 'static,
{
    let service = service_fn(move |req| {
        let shared = shared.clone();
        let alpn = alpn.clone();
        async move {
            // A response to HEAD has no body; hyper drops it over HTTP/1.1 but would send it
            // over HTTP/2, where the client must reset the stream.
            let head = req.method() == http::Method::HEAD;
            let mut resp = endpoints::handle(req, alpn, shared).await;
            if head {
                let len = http_body::Body::size_hint(resp.body()).exact();
                if let Some(len) =
                    len.filter(|_| !resp.headers().contains_key(http::header::CONTENT_LENGTH))
                {
                    resp.headers_mut()
                        .insert(http::header::CONTENT_LENGTH, len.into());
                }
                *resp.body_mut() = body::full(bytes::Bytes::new());
            }
            Ok::<_, std::convert::Infallible>(resp)
        }
    });
    let builder = auto::Builder::new(TokioExecutor::new());
    // Errors here are the client going away mid-request; the log shows what arrived.
    let _ = builder.serve_connection_with_upgrades(io, service).await;
}
