//! Transparent mode (`run --transparent ADDR`): connections that nftables or iptables
//! redirected to wirepass from a client that ignores proxy variables. Nothing names the
//! target, so it is read from two places that must agree: the destination the client
//! dialled (`SO_ORIGINAL_DST`, kept by the kernel's connection tracking) and the host the
//! client names in its TLS ClientHello (SNI). The SNI must resolve (through
//! `egress.resolve`, else DNS) to the dialled address; then the connection is admitted
//! like `CONNECT sni:port` and takes the same path as an intercepted tunnel. A connection
//! that does not start with a TLS handshake carries plain HTTP (a redirected port 80):
//! each request's `Host` names its host, which must resolve to the dialled address, and
//! the request is then the same one in absolute form, sent to the proxy port.
//!
//! Refused, with a record and no byte forwarded: a connection that was not redirected (no
//! original destination, or the listener's own address), a TLS one without SNI, one whose
//! SNI (or a plain request whose `Host`) does not resolve to where the client was going.

use std::net::SocketAddr;
use std::sync::Arc;

use bytes::{Bytes, BytesMut};
use hyper::service::service_fn;
use hyper_util::rt::TokioIo;
use tokio::io::AsyncReadExt;
use tokio::net::TcpStream;
use tokio::sync::watch;

use super::hosts::printable;
use super::parse_answer::{Answering, Answers};
use super::settings::Disposition;
use super::Shared;
use crate::pipeline::{Conn, Entry, Record};
use crate::refusal::{Code, Refusal};

/// How much of a ClientHello is read before giving up: rustls's own bound on a handshake
/// message plus the record header is well above what any client sends.
const HELLO_LIMIT: usize = 64 * 1024;

/// Serves one redirected connection.
pub async fn serve(
    shared: Arc<Shared>,
    mut stream: TcpStream,
    peer: SocketAddr,
    local: SocketAddr,
    stop: watch::Receiver<bool>,
) {
    let _ = stream.set_nodelay(true);
    // Reloads from the accept on judge this connection again: one that comes while the
    // ClientHello is awaited is not missed.
    let reloads = shared.reloads();
    let dst = match original_dst(&stream, local) {
        Ok(d) => d,
        Err(why) => return refuse(&shared, "-", local.port(), why).await,
    };
    let limit = shared.settings.limits.handshake_timeout;
    // Plain HTTP (a redirected port 80): each request names its host in `Host`.
    let mut first = [0u8; 1];
    match tokio::time::timeout(limit, stream.peek(&mut first)).await {
        Ok(Ok(1)) if first[0] != TLS_HANDSHAKE => {
            return plain(shared, stream, peer, dst, stop).await;
        }
        _ => {}
    }
    let hello = match tokio::time::timeout(limit, read_hello(&mut stream)).await {
        Ok(h) => h,
        Err(_) => Err(format!(
            "the client sent no TLS hello in time to {dst}; transparent mode reads the host \
             from the TLS server name"
        )),
    };
    let (sni, early) = match hello {
        Ok(h) => h,
        Err(why) => return refuse(&shared, &dst.ip().to_string(), dst.port(), why).await,
    };
    // The name as the client sent it, judged before anything lowercases or resolves it.
    if sni.is_some() {
        let sent = crate::tls::hello::server_name(&early);
        let judged = match &sent {
            Some(raw) => shared
                .pipeline_now()
                .name_is_clean(&String::from_utf8_lossy(raw)),
            None => Err(Refusal::new(
                Code::BadRequest,
                format!(
                    "the TLS hello redirected from {dst} names a server whose name could not \
                     be read as sent"
                ),
            )),
        };
        if let Err(r) = judged {
            return end_refused(&shared, &dst.ip().to_string(), dst.port(), &r).await;
        }
    }
    let Some(sni) = sni else {
        let why = format!(
            "the connection redirected from {dst} carries no TLS server name (SNI), so the \
             host it is for is unknown; clients that dial an IP address must use HTTPS_PROXY"
        );
        return refuse(&shared, &dst.ip().to_string(), dst.port(), why).await;
    };
    let authority = super::hosts::Authority::uri_authority(&sni, dst.port());
    // Admitted by the configuration in force now, not the one the connection was accepted
    // under (the ClientHello may come after a reload).
    let target = match shared.pipeline_now().admit(Entry::Connect(&authority)) {
        Ok(t) => t,
        Err(r) => return end_refused(&shared, &printable(&sni), dst.port(), &r).await,
    };
    match shared
        .clients
        .dialer
        .addresses(&target.host, target.port)
        .await
    {
        Ok(addrs) if addrs.iter().any(|a| a.ip() == dst.ip()) => {}
        Ok(_) => {
            let why = format!(
                "the TLS server name `{}` does not resolve to {}, the address the client \
                 dialled; wirepass forwards a redirected connection only to the host it names \
                 when that host is where the client was going",
                printable(&sni),
                dst.ip()
            );
            return refuse(&shared, &target.host, target.port, why).await;
        }
        Err(e) => {
            let why = format!(
                "the TLS server name could not be checked against the dialled address {}: {e}",
                dst.ip()
            );
            return refuse(&shared, &target.host, target.port, why).await;
        }
    }
    match target.disposition {
        Disposition::Intercept => {
            let conn = Conn::new(target, peer, None);
            super::intercept::serve(shared, stream, early, conn, stop).await
        }
        Disposition::Tunnel => {
            let mut record = Record::connection(&target.host, target.port);
            match shared.clients.dialer.tcp(&target.host, target.port).await {
                Ok(upstream) => {
                    record.tunnel();
                    super::listener::splice(
                        &shared, reloads, stream, early, upstream, record, &authority,
                    )
                    .await
                }
                Err(e) => {
                    let limit = shared.settings.limits.response_timeout;
                    let r = shared
                        .pipeline
                        .upstream_failed(&target, None, Some(&e), limit);
                    record.refused(&r);
                    let _ = shared.pipeline.end(record).await;
                }
            }
        }
    }
}

/// The first byte of a TLS handshake record.
const TLS_HANDSHAKE: u8 = 0x16;

/// Serves plain HTTP redirected from `dst` (a client that ignores proxy variables, asking
/// for an `http://` URL). Each request names its host in `Host`, which must resolve to
/// the address the client dialled, on the port it dialled; then it is the same request in
/// absolute form (`http://host:port/path`), admitted, decided, scanned and recorded as
/// one sent to the proxy port would be.
async fn plain(
    shared: Arc<Shared>,
    stream: TcpStream,
    peer: SocketAddr,
    dst: SocketAddr,
    stop: watch::Receiver<bool>,
) {
    let svc_shared = shared.clone();
    let answers = Answers::default();
    let svc_answers = answers.clone();
    let svc = service_fn(move |mut req: http::Request<hyper::body::Incoming>| {
        let shared = svc_shared.clone();
        let answers = svc_answers.clone();
        async move {
            let placed = placed(&shared, &req, dst).await;
            let resp = match placed {
                Ok(uri) => {
                    *req.uri_mut() = uri;
                    super::listener::plain(shared, peer, None, None, req).await
                }
                Err(r) => {
                    // Recorded at the address dialled: the `Host` was not placed, and is
                    // not written down (cut to a printable length, a credential in it would
                    // no longer be found to redact).
                    let host = dst.ip().to_string();
                    let path = crate::request::redacted_path(req.uri().path(), req.uri().query());
                    let id = crate::request::RequestId::new();
                    let record = Record::request(id, req.method().as_str(), &host, path);
                    super::forward::answer(&shared.pipeline_now(), record, r).await
                }
            };
            answers.owe();
            Ok::<_, std::convert::Infallible>(resp)
        }
    });
    // A head hyper cannot parse is answered in the refusal format, as on the proxy port.
    let io = Answering::new(stream, answers.clone());
    let http = super::listener::http1_server(&shared.settings.limits)
        .serve_connection(TokioIo::new(io), svc)
        .with_upgrades();
    if let Err(e) = super::serve_gracefully!(http, stop) {
        tracing::debug!(error = %e, "redirected plain HTTP ended with an error");
        if let Some(r) = answers.answered().or_else(|| super::malformed(&e)) {
            super::record_malformed(&shared, &dst.ip().to_string(), None, r).await;
        }
    }
}

/// The absolute form of a redirected plain request: `http://HOST:PORT/path`, its host from
/// `Host` and its port the one dialled, when that host resolves to the address dialled.
async fn placed(
    shared: &Shared,
    req: &http::Request<hyper::body::Incoming>,
    dst: SocketAddr,
) -> Result<http::Uri, Refusal> {
    let refused = |why: String| Refusal::new(Code::BadRequest, why);
    let path = match req.uri().path_and_query() {
        Some(p) if req.uri().authority().is_none() && p.as_str().starts_with('/') => p.as_str(),
        _ => {
            return Err(refused(format!(
                "a request redirected from {dst} names its path (`GET /path HTTP/1.1`), not \
                 a URL: it was going to that address"
            )))
        }
    };
    let named = req
        .headers()
        .get(http::header::HOST)
        .and_then(|h| h.to_str().ok())
        .ok_or_else(|| {
            refused(format!(
                "the request redirected from {dst} names no host (`Host`), so the host it is \
                 for is unknown; clients that send none must use HTTP_PROXY"
            ))
        })?;
    // Judged as the client wrote it, before any reading lowercases it or DNS carries it.
    shared.pipeline_now().name_is_clean(named)?;
    let a = super::hosts::parse_authority(named).map_err(|_| {
        refused(format!(
            "the `Host` of a request redirected from {dst} is not a host[:port]"
        ))
    })?;
    if let Some(port) = a.port.filter(|&p| p != dst.port()) {
        return Err(refused(format!(
            "the request's `Host` names port {port} but it was going to port {}",
            dst.port()
        )));
    }
    let authority = super::hosts::Authority::uri_authority(&a.host, dst.port());
    let uri: http::Uri = format!("http://{authority}{path}")
        .parse()
        .map_err(|_| refused("the request target is not a valid URI".into()))?;
    // A name that carries a credential is refused by admission before anything resolves it.
    let target = shared.pipeline_now().admit(Entry::Absolute(&uri))?;
    match shared
        .clients
        .dialer
        .addresses(&target.host, target.port)
        .await
    {
        Ok(addrs) if addrs.iter().any(|x| x.ip() == dst.ip()) => Ok(uri),
        Ok(_) => Err(refused(format!(
            "the request's host `{}` does not resolve to {}, the address the client dialled; \
             wirepass forwards a redirected request only to the host it names when that host \
             is where the client was going",
            printable(&target.host),
            dst.ip()
        ))),
        Err(e) => Err(refused(format!(
            "the request's host could not be checked against the dialled address {}: {e}",
            dst.ip()
        ))),
    }
}

/// Where the client was going before the redirect. A connection made straight to the
/// transparent port has no such address (or the listener's own): nothing to go by.
fn original_dst(stream: &TcpStream, local: SocketAddr) -> Result<SocketAddr, String> {
    let sock = socket2::SockRef::from(stream);
    let dst = match local {
        SocketAddr::V4(_) => sock.original_dst_v4(),
        SocketAddr::V6(_) => sock.original_dst_v6(),
    };
    let not_redirected = |detail: String| {
        format!(
            "a connection reached the transparent listener {local} without being redirected \
             to it ({detail}); point a redirect rule (nftables `redirect`, iptables \
             `REDIRECT`) at it, or use the proxy port"
        )
    };
    match dst.map(|a| a.as_socket()) {
        Ok(Some(d)) if d != local => Ok(d),
        Ok(Some(_)) => Err(not_redirected("it names the listener itself".into())),
        Ok(None) => Err(not_redirected("no original destination".into())),
        Err(e) => Err(not_redirected(format!("no original destination: {e}"))),
    }
}

/// Reads the client's first TLS flight until its ClientHello is complete: the SNI it
/// names (if any) and every byte read, to be replayed to the TLS acceptor.
async fn read_hello(stream: &mut TcpStream) -> Result<(Option<String>, Bytes), String> {
    let mut seen = BytesMut::with_capacity(2048);
    let mut acceptor = rustls::server::Acceptor::default();
    loop {
        let before = seen.len();
        let n = stream
            .read_buf(&mut seen)
            .await
            .map_err(|e| format!("the client's TLS hello could not be read: {e}"))?;
        if n == 0 {
            return Err("the client closed the connection before its TLS hello ended".into());
        }
        if seen.first() != Some(&0x16) {
            return Err(
                "the redirected connection did not begin a TLS handshake, nor plain HTTP \
                 within limits.handshake_timeout"
                    .into(),
            );
        }
        let mut fresh = &seen[before..];
        while !fresh.is_empty() {
            let took = acceptor
                .read_tls(&mut fresh)
                .map_err(|e| format!("the client's TLS hello is not readable: {e}"))?;
            if took == 0 {
                return Err("the client's TLS hello is too long".into());
            }
        }
        match acceptor.accept() {
            Ok(Some(accepted)) => {
                let sni = accepted.client_hello().server_name().map(str::to_string);
                return Ok((sni, seen.freeze()));
            }
            Ok(None) if seen.len() < HELLO_LIMIT => {}
            Ok(None) => return Err("the client's TLS hello is too long".into()),
            Err((e, _)) => return Err(format!("the client's TLS hello is not valid: {e}")),
        }
    }
}

/// Records a connection refused before anything was forwarded; TLS never started, so
/// there is nobody to answer in HTTP.
async fn refuse(shared: &Shared, host: &str, port: u16, why: String) {
    end_refused(shared, host, port, &Refusal::new(Code::BadRequest, why)).await
}

async fn end_refused(shared: &Shared, host: &str, port: u16, r: &Refusal) {
    let mut record = Record::connection(host, port);
    record.refused(r);
    if let Err(e) = shared.pipeline.end(record).await {
        tracing::error!(code = %e.code, reason = %e.reason, "a refused connection could not be recorded");
    }
}
