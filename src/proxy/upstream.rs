//! The way out: a connector that honours `egress.resolve`, sets TCP_NODELAY and speaks
//! TLS with ALPN (h2 when the origin offers it), and the pooled hyper-util clients built
//! on it. Verification is always on; the trust roots come from [`crate::tls::config`].

use std::future::Future;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use http::Uri;
use hyper_util::client::legacy::connect::{Connected, Connection};
use hyper_util::client::legacy::Client;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use rustls::ClientConfig;
use rustls_pki_types::ServerName;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;
use tokio_rustls::TlsConnector;

use super::body::ProxyBody;
use super::settings::ResolveMap;
use crate::egress::{AddressGuard, Blocked};
use crate::tls::config::UpstreamTls;

/// Why an upstream could not be reached. `Timeout` becomes 504, `Private` 403
/// `private_address`, the rest 502.
#[derive(Debug, thiserror::Error)]
pub enum ConnectError {
    #[error("connecting to {0} timed out")]
    Timeout(String),
    #[error("cannot resolve {0}: {1}")]
    Dns(String, io::Error),
    #[error("cannot connect to {0}: {1}")]
    Connect(String, io::Error),
    #[error("TLS with {0} failed: {1}")]
    Tls(String, io::Error),
    #[error("`{0}` is not a usable upstream address")]
    BadTarget(String),
    /// The egress address guard refused every address the host resolved to.
    #[error("{0}")]
    Private(Blocked),
}

/// Dials upstreams: resolve override or DNS, the egress address guard, TCP_NODELAY,
/// optional TLS. Every way out (intercepted and plain requests through the pooled clients,
/// CONNECT tunnels) dials through [`Dialer::tcp`].
#[derive(Clone)]
pub struct Dialer {
    resolve: Arc<ResolveMap>,
    guard: Arc<AddressGuard>,
    connect_timeout: Duration,
}

impl Dialer {
    /// A dialer with fixed addresses, the address guard's exceptions and a connect timeout.
    pub fn new(resolve: ResolveMap, guard: AddressGuard, connect_timeout: Duration) -> Self {
        Dialer {
            resolve: Arc::new(resolve),
            guard: Arc::new(guard),
            connect_timeout,
        }
    }

    /// Opens a TCP connection to `host:port` (after `egress.resolve`), with TCP_NODELAY.
    /// The host is resolved once; every address is judged by the egress guard, and only the
    /// addresses it passed are dialled, so the name is never looked up again between the
    /// check and the connection (DNS rebinding). An `egress.resolve` address is judged too.
    pub async fn tcp(&self, host: &str, port: u16) -> Result<TcpStream, ConnectError> {
        let target = super::hosts::Authority::uri_authority(host, port);
        let fut = async {
            let addrs = self.resolved(host, port, &target).await?;
            let mut last = io::Error::new(io::ErrorKind::NotFound, "no address");
            for addr in addrs {
                match TcpStream::connect(addr).await {
                    Ok(s) => {
                        let _ = s.set_nodelay(true);
                        return Ok(s);
                    }
                    Err(e) => last = e,
                }
            }
            Err(ConnectError::Connect(target.clone(), last))
        };
        tokio::time::timeout(self.connect_timeout, fut)
            .await
            .map_err(|_| ConnectError::Timeout(target.clone()))?
    }

    /// The addresses `host:port` would be dialled at, resolved once and passed by the
    /// egress guard, without connecting (transparent mode compares them with where the
    /// client was going).
    pub async fn addresses(&self, host: &str, port: u16) -> Result<Vec<SocketAddr>, ConnectError> {
        let target = super::hosts::Authority::uri_authority(host, port);
        tokio::time::timeout(self.connect_timeout, self.resolved(host, port, &target))
            .await
            .map_err(|_| ConnectError::Timeout(target.clone()))?
    }

    async fn resolved(
        &self,
        host: &str,
        port: u16,
        target: &str,
    ) -> Result<Vec<SocketAddr>, ConnectError> {
        let resolved: Vec<SocketAddr> = match self.resolve.get(&(host.to_string(), port)) {
            Some(a) => vec![*a],
            None => tokio::net::lookup_host((host, port))
                .await
                .map_err(|e| ConnectError::Dns(target.to_string(), e))?
                .collect(),
        };
        self.guard
            .check(host, &resolved)
            .map_err(ConnectError::Private)
    }

    async fn dial(
        &self,
        uri: Uri,
        tls: Option<Arc<ClientConfig>>,
    ) -> Result<Upstream, ConnectError> {
        let bad = || ConnectError::BadTarget(uri.to_string());
        let host = uri.host().ok_or_else(bad)?;
        let host = host.trim_start_matches('[').trim_end_matches(']');
        let https = uri.scheme_str() == Some("https");
        let port = uri.port_u16().unwrap_or(if https { 443 } else { 80 });
        let tcp = self.tcp(host, port).await?;
        let Some(tls) = tls.filter(|_| https) else {
            return Ok(Upstream::Plain(tcp));
        };
        let name = ServerName::try_from(host.to_string()).map_err(|_| bad())?;
        let target = super::hosts::Authority::uri_authority(host, port);
        let handshake = TlsConnector::from(tls).connect(name, tcp);
        let stream = tokio::time::timeout(self.connect_timeout, handshake)
            .await
            .map_err(|_| ConnectError::Timeout(target.clone()))?
            .map_err(|e| ConnectError::Tls(target, e))?;
        Ok(Upstream::Tls(Box::new(stream)))
    }
}

/// A connector for hyper-util's client over one TLS client config.
#[derive(Clone)]
pub struct Connector {
    dialer: Dialer,
    tls: Arc<ClientConfig>,
}

impl Connector {
    /// A connector that dials through `dialer` (the egress guard included) and speaks TLS
    /// with `tls` to `https://` URIs.
    pub fn new(dialer: Dialer, tls: Arc<ClientConfig>) -> Connector {
        Connector { dialer, tls }
    }
}

impl tower_service::Service<Uri> for Connector {
    type Response = TokioIo<Upstream>;
    type Error = ConnectError;
    type Future = Pin<Box<dyn Future<Output = Result<Self::Response, ConnectError>> + Send>>;

    fn poll_ready(&mut self, _cx: &mut Context<'_>) -> Poll<Result<(), ConnectError>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, uri: Uri) -> Self::Future {
        let this = self.clone();
        Box::pin(async move {
            this.dialer
                .dial(uri, Some(this.tls))
                .await
                .map(TokioIo::new)
        })
    }
}

/// An upstream connection, plain or TLS.
pub enum Upstream {
    Plain(TcpStream),
    Tls(Box<tokio_rustls::client::TlsStream<TcpStream>>),
}

impl Connection for Upstream {
    fn connected(&self) -> Connected {
        match self {
            Upstream::Plain(_) => Connected::new(),
            Upstream::Tls(s) => {
                if s.get_ref().1.alpn_protocol() == Some(b"h2") {
                    Connected::new().negotiated_h2()
                } else {
                    Connected::new()
                }
            }
        }
    }
}

impl AsyncRead for Upstream {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        match self.get_mut() {
            Upstream::Plain(s) => Pin::new(s).poll_read(cx, buf),
            Upstream::Tls(s) => Pin::new(s.as_mut()).poll_read(cx, buf),
        }
    }
}

impl AsyncWrite for Upstream {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        match self.get_mut() {
            Upstream::Plain(s) => Pin::new(s).poll_write(cx, buf),
            Upstream::Tls(s) => Pin::new(s.as_mut()).poll_write(cx, buf),
        }
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        match self.get_mut() {
            Upstream::Plain(s) => Pin::new(s).poll_write_vectored(cx, bufs),
            Upstream::Tls(s) => Pin::new(s.as_mut()).poll_write_vectored(cx, bufs),
        }
    }

    fn is_write_vectored(&self) -> bool {
        match self {
            Upstream::Plain(s) => s.is_write_vectored(),
            Upstream::Tls(s) => s.is_write_vectored(),
        }
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match self.get_mut() {
            Upstream::Plain(s) => Pin::new(s).poll_flush(cx),
            Upstream::Tls(s) => Pin::new(s.as_mut()).poll_flush(cx),
        }
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match self.get_mut() {
            Upstream::Plain(s) => Pin::new(s).poll_shutdown(cx),
            Upstream::Tls(s) => Pin::new(s.as_mut()).poll_shutdown(cx),
        }
    }
}

/// The HTTP/2 receive window of one stream, both towards origins and clients.
pub const H2_STREAM_WINDOW: u32 = 1024 * 1024;
/// The HTTP/2 receive window of one connection (shared by its streams).
pub const H2_CONN_WINDOW: u32 = 2 * 1024 * 1024;
/// The largest DATA frame an h2 origin may send us: fewer frames and wakeups per MB.
const H2_UPSTREAM_FRAME: u32 = 256 * 1024;
/// The most header fields an origin's HTTP/1.1 answer may carry (hyper's default is 100:
/// an answer with a cookie jar's worth of `Set-Cookie` fields, a few KB, became a 502).
const ORIGIN_MAX_HEADERS: usize = 1024;
/// The largest header list an HTTP/2 origin may send (hyper's default is 16 KiB), as
/// large as HTTP/1.1's head may be.
const ORIGIN_H2_HEADER_LIST: u32 = 256 * 1024;

/// The pooled clients: `main` negotiates h2 or http/1.1 per origin; `h1` is for upgrades.
#[derive(Clone)]
pub struct Clients {
    pub main: Client<Connector, ProxyBody>,
    pub h1: Client<Connector, ProxyBody>,
    pub dialer: Dialer,
}

impl Clients {
    /// Builds both clients over one dialer.
    pub fn new(dialer: Dialer, tls: &UpstreamTls, pool_idle: Duration) -> Clients {
        let build = |cfg: Arc<ClientConfig>| {
            Client::builder(TokioExecutor::new())
                .pool_idle_timeout(pool_idle)
                .pool_timer(TokioTimer::new())
                .timer(TokioTimer::new())
                // Fixed HTTP/2 windows and large frames for h2 origins. The adaptive
                // window measures the bandwidth-delay product with pings, which on a
                // low-latency path keeps the window near 64 KiB: a 50 MB download ran at
                // half the speed of HTTP/1.1 (bench s4). The windows bound what an origin
                // may send ahead of the client, so they are also the most one stream can
                // hold in memory.
                .http2_adaptive_window(false)
                .http2_initial_stream_window_size(H2_STREAM_WINDOW)
                .http2_initial_connection_window_size(H2_CONN_WINDOW)
                .http2_max_frame_size(H2_UPSTREAM_FRAME)
                .http1_max_headers(ORIGIN_MAX_HEADERS)
                .http2_max_header_list_size(ORIGIN_H2_HEADER_LIST)
                .build(Connector {
                    dialer: dialer.clone(),
                    tls: cfg,
                })
        };
        Clients {
            main: build(tls.alpn_h2.clone()),
            h1: build(tls.h1.clone()),
            dialer: dialer.clone(),
        }
    }
}

/// The dialer's error inside an upstream failure (the pooled client wraps it).
fn connect_error<'a>(err: &'a (dyn std::error::Error + 'static)) -> Option<&'a ConnectError> {
    let mut cur: Option<&(dyn std::error::Error + 'static)> = Some(err);
    while let Some(e) = cur {
        if let Some(c) = e.downcast_ref::<ConnectError>() {
            return Some(c);
        }
        cur = e.source();
    }
    None
}

/// Whether an upstream failure was a timeout (504) rather than unreachable (502).
pub fn is_timeout(err: &(dyn std::error::Error + 'static)) -> bool {
    matches!(connect_error(err), Some(ConnectError::Timeout(_)))
}

/// The address guard's refusal inside an upstream failure, if that is what it was.
pub fn blocked<'a>(err: &'a (dyn std::error::Error + 'static)) -> Option<&'a Blocked> {
    match connect_error(err) {
        Some(ConnectError::Private(b)) => Some(b),
        _ => None,
    }
}
