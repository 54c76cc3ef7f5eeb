//! The client-facing side of the proxy: each accepted connection speaks HTTP/1.1 to us,
//! asking either `CONNECT host:port` (then intercepted or tunnelled) or an absolute-form
//! `http://` request (forwarded like an intercepted one). The admit phase judges each
//! target before any byte goes anywhere; this file only applies its answer.

use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

use bytes::Bytes;
use http::{Method, Request, Response, StatusCode};
use hyper::body::Incoming;
use hyper::service::service_fn;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpStream;
use tokio::sync::watch;

use super::body::{self, ProxyBody};
use super::forward;
use super::headers::parse_proxy_auth;
use super::hosts::printable;
use super::parse_answer::{Answering, Answers};
use super::rewind::Rewind;
use super::settings::Disposition;
use super::Shared;
use crate::pipeline::end::Meter;
use crate::pipeline::upgrade::Stop;
use crate::pipeline::{Admitted, Conn, Entry, Record};
use crate::refusal::{Code, Refusal};
use crate::request::{redacted_path, ProxyAuth, RequestId, Scheme};

/// What a CONNECT turned into, handled once hyper hands the socket back.
struct Pending {
    upgrade: hyper::upgrade::OnUpgrade,
    target: Admitted,
    proxy_auth: Option<ProxyAuth>,
    kind: PendingKind,
}

enum PendingKind {
    Intercept,
    /// Already connected upstream; the record ends when the tunnel closes. Reloads from
    /// before its admission on, which judge it again.
    Splice(Box<(TcpStream, Record, Reloads)>),
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
    let answers = Answers::default();
    let svc_answers = answers.clone();
    let svc = service_fn(move |req| {
        let answered = outer(svc_shared.clone(), peer, svc_slot.clone(), req);
        let answers = svc_answers.clone();
        async move {
            let resp = answered.await;
            answers.owe();
            resp
        }
    });
    let io = Answering::new(stream, answers.clone());
    let http = http1_server(&shared.settings.limits);
    let conn = http.serve_connection(TokioIo::new(io), svc).with_upgrades();
    if let Err(e) = super::serve_gracefully!(conn, stop.clone()) {
        tracing::debug!(%peer, error = %e, "client connection ended with an error");
        if let Some(r) = answers.answered().or_else(|| super::malformed(&e)) {
            // The head was not read, so neither was any credential in it.
            super::record_malformed(&shared, "-", None, r).await;
        }
    }
    let pending = slot.lock().ok().and_then(|mut s| s.take());
    let Some(p) = pending else { return };
    // hyper served the answering TcpStream, so the downcast always succeeds; the early bytes are
    // what the client sent right behind its CONNECT.
    let parts = match p.upgrade.await {
        Ok(u) => u.downcast::<TokioIo<Answering<TcpStream>>>().ok(),
        Err(e) => {
            tracing::debug!(%peer, error = %e, "CONNECT upgrade failed");
            None
        }
    };
    let Some(parts) = parts else {
        if let PendingKind::Splice(splice_parts) = p.kind {
            let (_, mut record, _) = *splice_parts;
            record.failed("the client left before the tunnel opened");
            let _ = shared.pipeline.end(record).await;
        }
        return;
    };
    let client = parts.io.into_inner().into_inner();
    match p.kind {
        PendingKind::Intercept => {
            let conn = Conn::new(p.target, peer, p.proxy_auth);
            super::intercept::serve(shared, client, parts.read_buf, conn, stop).await
        }
        PendingKind::Splice(splice_parts) => {
            let (upstream, record, reloads) = *splice_parts;
            splice(
                &shared,
                reloads,
                client,
                parts.read_buf,
                upstream,
                record,
                &p.target.authority(),
            )
            .await
        }
    }
}

/// Copies bytes both ways until either side closes, or a reload stops admitting the
/// tunnel (`authority`, its CONNECT's, no longer passed on as a tunnel); then the
/// tunnel's record ends.
pub(crate) async fn splice(
    shared: &Shared,
    reloads: Reloads,
    client: TcpStream,
    early: Bytes,
    upstream: TcpStream,
    mut record: Record,
    authority: &str,
) {
    let client = Rewind::new(early, client);
    let meter = Meter::default();
    let revoked = untunnelled(reloads, authority);
    let stop = super::splice::relay(client, upstream, None, &meter, revoked).await;
    record.bytes(meter.up(), meter.down());
    if let Some(Stop {
        refusal: Some(r), ..
    }) = stop
    {
        record.refused(&r);
    }
    if let Err(r) = shared.pipeline.end(record).await {
        tracing::error!(code = %r.code, reason = %r.reason, "a tunnel could not be recorded");
    }
}

/// The configurations reloads put in force, watched from a connection's admission on.
pub(crate) type Reloads = tokio::sync::watch::Receiver<Arc<crate::pipeline::Pipeline>>;

/// Resolves, with the refusal, when a reload stops passing `authority` on as a tunnel (it is
/// denied, inspected now, or no longer listed): the tunnel it opened closes. Never resolves
/// while the configuration in force still admits it so.
async fn untunnelled(mut reloads: Reloads, authority: &str) -> Refusal {
    loop {
        if reloads.changed().await.is_err() {
            return std::future::pending().await;
        }
        let now = reloads.borrow_and_update().clone();
        match now.admit(Entry::Connect(authority)) {
            Ok(t) if t.disposition == Disposition::Tunnel => {}
            Ok(_) => {
                return Refusal::new(
                    Code::BadRequest,
                    format!(
                        "the configuration was reloaded and no longer passes {authority} on as a tunnel; open a new connection"
                    ),
                )
            }
            Err(r) => return r,
        }
    }
}

/// Answers `r`, a refusal made before the request's own session is read: its event names
/// the user `auth` (the CONNECT's or the request's proxy credentials) carries, if valid.
pub(crate) async fn refused_as(
    shared: &Shared,
    mut record: Record,
    auth: Option<&ProxyAuth>,
    r: Refusal,
) -> Response<ProxyBody> {
    let pipeline = shared.pipeline_now();
    record.user(pipeline.sessions().tunnel_user(auth));
    forward::answer(&pipeline, record, r).await
}

/// Admits `CONNECT authority`: as a tunnel that carries TLS (`https://`), or else as one
/// that carries plain HTTP (an `http://` URL as undici tunnels it, `CONNECT host:80`),
/// admitted where the same request in absolute form would be. Inside, such a tunnel
/// takes plain HTTP only (it is served, never spliced), and each request in it is admitted
/// again on its own.
pub(crate) fn admit_connect(
    pipeline: &crate::pipeline::Pipeline,
    authority: &str,
) -> Result<Admitted, Refusal> {
    let refused = match pipeline.admit(Entry::Connect(authority)) {
        Err(r) if r.code == Code::UnknownHost => r,
        tls => return tls,
    };
    let Ok(uri) = format!("http://{authority}/").parse::<http::Uri>() else {
        return Err(refused);
    };
    match pipeline.admit(Entry::Absolute(&uri)) {
        Ok(plain) => Ok(plain),
        // On HTTP's own port the client most likely means an `http://` URL: it is told
        // why that is refused.
        Err(plain) if uri.port_u16() == Some(80) => Err(plain),
        Err(_) => Err(refused),
    }
}

/// The proxy's own name: `GET http://wirepass.self/selftest` through the proxy is answered
/// by the proxy itself (`wirepass doctor` asks it), never forwarded. `.self` is not a
/// delegated top-level domain, so no origin can own the name.
pub const SELF_TEST_HOST: &str = "wirepass.self";

/// The self-test's answer: that a wirepass is listening, which, and the SHA-256 of the CA
/// it signs with (public, as the CA certificate is: `wirepass doctor` holds it against
/// the `ca.pem` it would give clients).
fn self_test(shared: &Shared) -> Response<ProxyBody> {
    let body = format!(
        "{{\"wirepass\":\"ok\",\"version\":\"{}\",\"ca_sha256\":\"{}\"}}\n",
        env!("CARGO_PKG_VERSION"),
        shared.leaves.ca().fingerprint()
    );
    let mut resp = Response::new(body::full(Bytes::from(body)));
    resp.headers_mut().insert(
        http::header::CONTENT_TYPE,
        http::HeaderValue::from_static("application/json"),
    );
    resp
}

async fn outer(
    shared: Arc<Shared>,
    peer: SocketAddr,
    slot: Slot,
    req: Request<Incoming>,
) -> Result<Response<ProxyBody>, Infallible> {
    if req.method() == Method::CONNECT {
        return Ok(connect(shared, slot, req).await);
    }
    if req.uri().host() == Some(SELF_TEST_HOST) {
        return Ok(self_test(&shared));
    }
    let auth = parse_proxy_auth(req.headers());
    Ok(plain(shared, peer, auth, None, req).await)
}

/// HTTP/1.1 as the proxy serves it to clients in plain text (its own port, and plain
/// HTTP inside a tunnel): heads bounded by the configured limits.
pub(crate) fn http1_server(limits: &super::limits::Limits) -> hyper::server::conn::http1::Builder {
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .max_buf_size(limits.max_header_bytes)
        .header_read_timeout(limits.header_read_timeout);
    if limits.max_header_count != super::limits::DEFAULT_MAX_HEADER_COUNT {
        http.max_headers(limits.max_header_count);
    }
    http
}

/// Handles a plain `http://` request in absolute form from `peer`, whose credentials are
/// `auth`: admitted by the configuration in force now, not the one the connection opened
/// with, then forwarded like an intercepted one. `tunnel`: the request came inside a
/// tunnel to this target (`CONNECT host:80`, as undici sends an `http://` URL), which
/// it must name.
pub(crate) async fn plain(
    shared: Arc<Shared>,
    peer: SocketAddr,
    auth: Option<ProxyAuth>,
    tunnel: Option<&Admitted>,
    req: Request<Incoming>,
) -> Response<ProxyBody> {
    let admitted = shared
        .pipeline_now()
        .admit(Entry::Absolute(req.uri()))
        .and_then(|target| match tunnel {
            Some(t) if (&t.host, t.port) != (&target.host, target.port) => Err(Refusal::new(
                Code::BadRequest,
                format!(
                    "the request names {} but the tunnel was opened to {}; open a tunnel \
                         to the host you mean",
                    target.authority(),
                    t.authority()
                ),
            )),
            _ => Ok(target),
        })
        .map_err(|r| match tunnel {
            // A tunnel opened for TLS, where no rule admits plain HTTP: the client most
            // likely sent an `https://` URL's request without its TLS.
            Some(t) if r.code == Code::UnknownHost && t.scheme == Scheme::Https => Refusal::new(
                Code::BadRequest,
                format!(
                    "the tunnel to {} is intercepted for TLS, but its first bytes were not \
                         a TLS handshake and no rule admits plain http:// there; use https:// \
                         URLs through HTTPS_PROXY",
                    t.authority()
                ),
            ),
            _ => r,
        });
    match admitted {
        Ok(target) => {
            let conn = Arc::new(Conn::new(target, peer, auth));
            forward::handle(shared, conn, req)
                .await
                .unwrap_or_else(|never| match never {})
        }
        Err(r) => {
            let uri = req.uri();
            let host = uri.host().map(printable).unwrap_or_else(|| "-".into());
            let path = redacted_path(uri.path(), uri.query());
            let record = Record::request(RequestId::new(), req.method().as_str(), &host, path);
            refused_as(&shared, record, auth.as_ref(), r).await
        }
    }
}

async fn connect(
    shared: Arc<Shared>,
    slot: Slot,
    mut req: Request<Incoming>,
) -> Response<ProxyBody> {
    let text = req
        .uri()
        .authority()
        .map(|a| a.as_str().to_string())
        .unwrap_or_else(|| req.uri().to_string());
    // A reload from here on judges a spliced tunnel again, even one that comes while the
    // host is dialled.
    let reloads = shared.reloads();
    // The configuration in force admits the tunnel and names its user, not the one the
    // connection to the proxy was accepted under (a key rotated since names no one by the
    // old key).
    let pipeline = shared.pipeline_now();
    let target = match admit_connect(&pipeline, &text) {
        Ok(t) => t,
        Err(r) => {
            let record =
                Record::request(RequestId::new(), "CONNECT", &printable(&text), "-".into());
            return forward::answer(&pipeline, record, r).await;
        }
    };
    let kind = match target.disposition {
        // A tunnel admitted for plain HTTP only is served, never spliced, whatever its
        // requests' disposition: each is admitted and passed on (or judged) as the same
        // request in absolute form, and TLS or any other protocol is refused in it.
        _ if target.scheme == Scheme::Http => PendingKind::Intercept,
        Disposition::Intercept => PendingKind::Intercept,
        Disposition::Tunnel => {
            let mut record = Record::connection(&target.host, target.port);
            // Connect before answering, so an unreachable host is refused on the CONNECT.
            let upstream = match shared.clients.dialer.tcp(&target.host, target.port).await {
                Ok(s) => s,
                Err(e) => {
                    let limit = shared.settings.limits.response_timeout;
                    let r = pipeline.upstream_failed(&target, None, Some(&e), limit);
                    return forward::answer(&pipeline, record, r).await;
                }
            };
            record.tunnel();
            record.status(200);
            // Not inspected, but recorded as its CONNECT's user when its credentials verify.
            let auth = parse_proxy_auth(req.headers());
            record.user(pipeline.sessions().tunnel_user(auth.as_ref()));
            PendingKind::Splice(Box::new((upstream, record, reloads)))
        }
    };
    let upgrade = hyper::upgrade::on(&mut req);
    if let Ok(mut s) = slot.lock() {
        *s = Some(Pending {
            upgrade,
            target,
            proxy_auth: parse_proxy_auth(req.headers()),
            kind,
        });
    }
    let mut resp = Response::new(body::empty());
    *resp.status_mut() = StatusCode::OK;
    resp
}
