//! An intercepted tunnel: peek at the first byte after CONNECT, terminate TLS with a leaf
//! for the host (checking the SNI against the CONNECT), and serve HTTP/1.1 or HTTP/2 on
//! the decrypted stream, every request through [`super::forward::handle`].

use std::sync::Arc;

use bytes::Bytes;
use hyper::service::service_fn;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpStream;
use tokio::sync::watch;
use tokio_rustls::LazyConfigAcceptor;

use super::body;
use super::forward::{self, Target};
use super::hosts::{normalize, printable, Authority};
use super::record::{self, Finisher, Meter};
use super::rewind::Rewind;
use super::Shared;
use crate::refusal::{Code, Refusal};
use crate::request::{RequestId, Scheme, Tunnel};
use crate::tls::config::server_config_with;
use crate::tls::LeafResolver;

/// The first byte of a TLS handshake record.
const TLS_HANDSHAKE: u8 = 0x16;

/// Serves an intercepted tunnel to `host:port` until the client closes it.
pub async fn serve(
    shared: Arc<Shared>,
    stream: TcpStream,
    early: Bytes,
    host: String,
    port: u16,
    tunnel: Tunnel,
    stop: watch::Receiver<bool>,
) {
    let limits = &shared.settings.limits;
    let first = match early.first() {
        Some(b) => *b,
        None => {
            let mut b = [0u8; 1];
            match tokio::time::timeout(limits.handshake_timeout, stream.peek(&mut b)).await {
                Ok(Ok(1)) => b[0],
                _ => return, // closed, failed or silent: nothing to answer
            }
        }
    };
    let io = Rewind::new(early, stream);
    if first != TLS_HANDSHAKE {
        not_tls(shared, io, host, port, stop).await;
        return;
    }

    let acceptor = LazyConfigAcceptor::new(rustls::server::Acceptor::default(), io);
    let start = match tokio::time::timeout(limits.handshake_timeout, acceptor).await {
        Ok(Ok(s)) => s,
        Ok(Err(e)) => {
            tracing::debug!(host, error = %e, "client TLS hello failed");
            return;
        }
        Err(_) => return,
    };
    let sni = start.client_hello().server_name().map(normalize);
    let (config, fronting) = match sni {
        Some(s) if s == host => (shared.server_tls.clone(), None),
        Some(s) => (
            shared.server_tls.clone(),
            Some(format!(
                "domain fronting: TLS SNI `{}` differs from the CONNECT host `{}`; open the \
                 tunnel to the host you mean",
                printable(&s),
                Authority::uri_authority(&host, port)
            )),
        ),
        None => {
            // No SNI (IP literals, some clients): serve the CONNECT host's leaf.
            let resolver = Arc::new(LeafResolver::fixed(shared.leaves.clone(), host.clone()));
            match server_config_with(resolver) {
                Ok(c) => (c, None),
                Err(e) => {
                    tracing::warn!(host, error = %e, "cannot build a TLS config");
                    return;
                }
            }
        }
    };
    let tls = match tokio::time::timeout(limits.handshake_timeout, start.into_stream(config)).await
    {
        Ok(Ok(t)) => t,
        Ok(Err(e)) => {
            tracing::debug!(host, error = %e, "client TLS handshake failed");
            return;
        }
        Err(_) => return,
    };

    let target = Arc::new(Target {
        scheme: Scheme::Https,
        host,
        port,
        evaluate: true,
        tunnel,
        fronting,
    });
    let svc_shared = shared.clone();
    let svc = service_fn(move |req| forward::handle(svc_shared.clone(), target.clone(), req));
    let conn = shared
        .http
        .serve_connection_with_upgrades(TokioIo::new(tls), svc);
    if let Err(e) = super::serve_gracefully!(conn, stop) {
        tracing::debug!(error = %e, "intercepted connection ended with an error");
    }
}

/// Answers plain HTTP inside an intercepted tunnel with a 400 that says why.
async fn not_tls(
    shared: Arc<Shared>,
    io: Rewind<TcpStream>,
    host: String,
    port: u16,
    stop: watch::Receiver<bool>,
) {
    let authority = Authority::uri_authority(&host, port);
    let svc = service_fn(move |req: http::Request<hyper::body::Incoming>| {
        let id = RequestId::new();
        let r = Refusal::new(
            Code::BadRequest,
            format!(
                "the tunnel to {authority} is intercepted and must carry TLS, but the first \
                 bytes were not a TLS handshake; use https:// URLs through HTTPS_PROXY"
            ),
        )
        .request_id(id.as_str());
        let mut fin = Finisher::new(
            shared.pipeline.clone(),
            record::event(id.as_str(), req.method().as_str(), &host, "-".into()),
            std::time::Instant::now(),
            Arc::new(Meter::default()),
        );
        fin.refused(&r);
        async move { Ok::<_, std::convert::Infallible>(body::refusal_response(&r)) }
    });
    let conn = hyper::server::conn::http1::Builder::new()
        .timer(TokioTimer::new())
        .keep_alive(false)
        .serve_connection(TokioIo::new(io), svc);
    let _ = super::serve_gracefully!(conn, stop);
}
