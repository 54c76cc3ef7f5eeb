//! The client-facing side of the proxy: each accepted connection speaks HTTP/1.1 to us,
//! asking either `CONNECT host:port` (then intercepted or tunnelled) or an absolute-form
//! `http://` request (forwarded like an intercepted one). Hosts are judged here, once,
//! before any byte goes anywhere.

use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use bytes::Bytes;
use http::{Method, Request, Response, StatusCode};
use hyper::body::Incoming;
use hyper::service::service_fn;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpStream;
use tokio::sync::watch;

use super::body::{self, ProxyBody};
use super::forward::{self, Target};
use super::headers::parse_proxy_auth;
use super::hosts::{parse_authority, parse_connect_target, printable};
use super::record::{self, Finisher, Meter};
use super::rewind::Rewind;
use super::settings::Disposition;
use super::upstream::ConnectError;
use super::Shared;
use crate::refusal::{Code, Refusal};
use crate::request::{RequestId, Scheme, Tunnel};

/// What a CONNECT turned into, handled once hyper hands the socket back.
struct Pending {
    upgrade: hyper::upgrade::OnUpgrade,
    host: String,
    port: u16,
    tunnel: Tunnel,
    kind: PendingKind,
}

enum PendingKind {
    Intercept,
    /// Already connected upstream; the finisher records the tunnel when it closes.
    Splice(Box<(TcpStream, Finisher, Arc<Meter>)>),
}

type Slot = Arc<Mutex<Option<Pending>>>;

/// Serves one client connection: proxy requests, then (after a CONNECT) the tunnel.
pub async fn serve_client(
    shared: Arc<Shared>,
    stream: TcpStream,
    peer: SocketAddr,
    stop: watch::Receiver<bool>,
) {
    let _ = stream.set_nodelay(true);
    let slot: Slot = Arc::new(Mutex::new(None));
    let svc_shared = shared.clone();
    let svc_slot = slot.clone();
    let svc = service_fn(move |req| outer(svc_shared.clone(), peer, svc_slot.clone(), req));
    let conn = hyper::server::conn::http1::Builder::new()
        .timer(TokioTimer::new())
        .max_buf_size(shared.settings.limits.max_header_bytes)
        .serve_connection(TokioIo::new(stream), svc)
        .with_upgrades();
    if let Err(e) = super::serve_gracefully!(conn, stop.clone()) {
        tracing::debug!(%peer, error = %e, "client connection ended with an error");
    }
    let pending = slot.lock().ok().and_then(|mut s| s.take());
    let Some(p) = pending else { return };
    let upgraded = match p.upgrade.await {
        Ok(u) => u,
        Err(e) => {
            tracing::debug!(%peer, error = %e, "CONNECT upgrade failed");
            return;
        }
    };
    // hyper served a plain TcpStream, so this always succeeds; the early bytes are what
    // the client sent right behind its CONNECT.
    let Ok(parts) = upgraded.downcast::<TokioIo<TcpStream>>() else {
        tracing::warn!(%peer, "CONNECT stream of an unexpected type");
        return;
    };
    let client = parts.io.into_inner();
    match p.kind {
        PendingKind::Intercept => {
            super::intercept::serve(
                shared,
                client,
                parts.read_buf,
                p.host,
                p.port,
                p.tunnel,
                stop,
            )
            .await
        }
        PendingKind::Splice(splice_parts) => {
            let (upstream, fin, meter) = *splice_parts;
            splice(client, parts.read_buf, upstream, fin, meter).await
        }
    }
}

/// Copies bytes both ways until either side closes; records the tunnel.
async fn splice(
    client: TcpStream,
    early: Bytes,
    mut upstream: TcpStream,
    fin: Finisher,
    meter: Arc<Meter>,
) {
    let mut client = Rewind::new(early, client);
    if let Ok((up, down)) = tokio::io::copy_bidirectional(&mut client, &mut upstream).await {
        meter.add_up(up as usize);
        meter.add_down(down as usize);
    }
    drop(fin);
}

async fn outer(
    shared: Arc<Shared>,
    peer: SocketAddr,
    slot: Slot,
    req: Request<Incoming>,
) -> Result<Response<ProxyBody>, Infallible> {
    if req.method() == Method::CONNECT {
        return Ok(connect(shared, peer, slot, req).await);
    }
    let tunnel = Tunnel {
        client: peer,
        proxy_auth: parse_proxy_auth(req.headers()),
    };
    let uri = req.uri();
    match (uri.scheme_str(), uri.authority()) {
        (Some("http"), Some(auth)) => {
            let a = match parse_authority(auth.as_str()) {
                Ok(a) => a,
                Err(e) => return Ok(shell_refusal(&shared, &req, "-", Code::BadRequest, e)),
            };
            let disposition = shared.settings.hosts.disposition(&a.host, shared.pipeline.router());
            if disposition == Disposition::Refuse {
                let reason = unknown_host_reason(&a.host);
                return Ok(shell_refusal(&shared, &req, &a.host, Code::UnknownHost, reason));
            }
            let target = Arc::new(Target {
                scheme: Scheme::Http,
                host: a.host,
                port: a.port.unwrap_or(80),
                evaluate: disposition == Disposition::Intercept,
                tunnel,
                fronting: None,
            });
            forward::handle(shared, target, req).await
        }
        (Some(_), Some(_)) => Ok(shell_refusal(
            &shared,
            &req,
            "-",
            Code::BadRequest,
            "https:// URLs go through CONNECT: set HTTPS_PROXY rather than sending them as plain requests".into(),
        )),
        _ => Ok(shell_refusal(
            &shared,
            &req,
            "-",
            Code::BadRequest,
            "wirepass is a forward proxy: send absolute-form requests (HTTP_PROXY) or CONNECT (HTTPS_PROXY)".into(),
        )),
    }
}

async fn connect(
    shared: Arc<Shared>,
    peer: SocketAddr,
    slot: Slot,
    mut req: Request<Incoming>,
) -> Response<ProxyBody> {
    let text = req
        .uri()
        .authority()
        .map(|a| a.as_str().to_string())
        .unwrap_or_else(|| req.uri().to_string());
    let (host, port) = match parse_connect_target(&text) {
        Ok(t) => t,
        Err(e) => return shell_refusal(&shared, &req, &printable(&text), Code::BadRequest, e),
    };
    let tunnel = Tunnel {
        client: peer,
        proxy_auth: parse_proxy_auth(req.headers()),
    };
    let kind = match shared
        .settings
        .hosts
        .disposition(&host, shared.pipeline.router())
    {
        Disposition::Refuse => {
            let reason = unknown_host_reason(&host);
            return shell_refusal(&shared, &req, &host, Code::UnknownHost, reason);
        }
        Disposition::Intercept => PendingKind::Intercept,
        Disposition::Tunnel => {
            // Connect before answering, so an unreachable host is a 502 on the CONNECT.
            let upstream = match shared.clients.dialer.tcp(&host, port).await {
                Ok(s) => s,
                Err(e) => {
                    let code = match e {
                        ConnectError::Timeout(_) => Code::UpstreamTimeout,
                        _ => Code::UpstreamUnavailable,
                    };
                    return shell_refusal(&shared, &req, &host, code, e.to_string());
                }
            };
            let id = RequestId::new();
            let meter = Arc::new(Meter::default());
            let mut fin = Finisher::new(
                shared.pipeline.clone(),
                record::event(id.as_str(), "CONNECT", &host, format!(":{port}")),
                Instant::now(),
                meter.clone(),
            );
            fin.tunnel();
            fin.status(200);
            PendingKind::Splice(Box::new((upstream, fin, meter)))
        }
    };
    let upgrade = hyper::upgrade::on(&mut req);
    if let Ok(mut s) = slot.lock() {
        *s = Some(Pending {
            upgrade,
            host,
            port,
            tunnel,
            kind,
        });
    }
    let mut resp = Response::new(body::empty());
    *resp.status_mut() = StatusCode::OK;
    resp
}

fn unknown_host_reason(host: &str) -> String {
    format!(
        "`{}` is not an allowed host: add it to hosts.intercept (inspected) or hosts.tunnel \
         (passed through) in the wirepass config, or give it a service",
        printable(host)
    )
}

/// A refusal answered by the shell itself, recorded like any request.
fn shell_refusal<B>(
    shared: &Shared,
    req: &Request<B>,
    host: &str,
    code: Code,
    reason: String,
) -> Response<ProxyBody> {
    let id = RequestId::new();
    let r = Refusal::new(code, reason).request_id(id.as_str());
    let path = if req.method() == Method::CONNECT {
        "-".to_string()
    } else {
        let uri = req.uri();
        crate::request::redacted_path(uri.path(), uri.query())
    };
    let mut fin = Finisher::new(
        shared.pipeline.clone(),
        record::event(id.as_str(), req.method().as_str(), host, path),
        Instant::now(),
        Arc::new(Meter::default()),
    );
    fin.refused(&r);
    body::refusal_response(&r)
}
