//! An intercepted tunnel: peek at the first byte after CONNECT, terminate TLS with a leaf
//! for the CONNECT host (the admit phase judges the SNI), and serve HTTP/1.1 or HTTP/2 on
//! the decrypted stream, every request through [`super::forward::handle`]. A tunnel whose
//! first byte is not a TLS handshake carries plain HTTP, served as absolute-form requests
//! to its host are.

use std::sync::Arc;

use bytes::Bytes;
use hyper::service::service_fn;
use hyper_util::rt::TokioIo;
use tokio::net::TcpStream;
use tokio::sync::watch;
use tokio_rustls::LazyConfigAcceptor;

use super::idle::{quiet, unheard, Activity, Idle};
use super::parse_answer::{Answering, Answers};
use super::rewind::Rewind;
use super::Shared;
use super::{forward, listener};
use crate::pipeline::admit::check_sni;
use crate::pipeline::{Conn, Record, Sni};
use crate::refusal::{Code, Refusal};
use crate::request::Scheme;
use crate::tls::config::server_config_with;
use crate::tls::LeafResolver;

/// The first byte of a TLS handshake record.
const TLS_HANDSHAKE: u8 = 0x16;

/// Serves an intercepted tunnel until the client closes it.
pub async fn serve(
    shared: Arc<Shared>,
    stream: TcpStream,
    early: Bytes,
    mut conn: Conn,
    stop: watch::Receiver<bool>,
) {
    let limits = &shared.settings.limits;
    let first = match early.first() {
        Some(b) => *b,
        None => {
            // Nobody is left to answer otherwise, but the tunnel the CONNECT opened is
            // recorded however it ends.
            let mut b = [0u8; 1];
            let what =
                match tokio::time::timeout(limits.handshake_timeout, stream.peek(&mut b)).await {
                    Ok(Ok(1)) => None,
                    Ok(Ok(_)) => Some("the client closed the tunnel before its TLS hello".into()),
                    Ok(Err(e)) => Some(format!(
                        "the tunnel failed before its TLS hello: {}",
                        e.kind()
                    )),
                    Err(_) => Some("the client sent no TLS hello in time".into()),
                };
            match what {
                None => b[0],
                Some(what) => return failed(&shared, &conn, what).await,
            }
        }
    };
    let io = Rewind::new(early, stream);
    if first != TLS_HANDSHAKE {
        plain(shared, io, conn, stop).await;
        return;
    }
    // A tunnel admitted only as plain HTTP (`CONNECT host:80` where no rule admits TLS
    // there) carries nothing else.
    if conn.target.scheme == Scheme::Http {
        let what = format!(
            "the tunnel to {} is admitted for plain http:// only, but it began a TLS \
             handshake; to inspect https:// on that port, add it to hosts.intercept",
            conn.target.authority()
        );
        return failed(&shared, &conn, what).await;
    }

    let acceptor = LazyConfigAcceptor::new(rustls::server::Acceptor::default(), io);
    let start = match tokio::time::timeout(limits.handshake_timeout, acceptor).await {
        Ok(Ok(s)) => s,
        Ok(Err(e)) => {
            return failed(
                &shared,
                &conn,
                format!("the client's TLS hello failed: {e}"),
            )
            .await
        }
        Err(_) => {
            return failed(
                &shared,
                &conn,
                "the client sent no TLS hello in time".into(),
            )
            .await
        }
    };
    conn.sni = check_sni(start.client_hello().server_name(), &conn.target);
    // Only a matching SNI uses the shared per-SNI config; otherwise the CONNECT host's own
    // leaf answers, never one minted for a name the client chose.
    let config = match &conn.sni {
        Sni::Matches => shared.server_tls.clone(),
        Sni::Absent | Sni::Differs(_) => {
            let host = conn.target.host.clone();
            let resolver = Arc::new(LeafResolver::fixed(shared.leaves.clone(), host));
            match server_config_with(resolver) {
                Ok(c) => c,
                Err(e) => {
                    return failed(&shared, &conn, format!("no TLS config for the tunnel: {e}"))
                        .await
                }
            }
        }
    };
    let tls = match tokio::time::timeout(limits.handshake_timeout, start.into_stream(config)).await
    {
        Ok(Ok(t)) => t,
        Ok(Err(e)) => {
            return failed(
                &shared,
                &conn,
                format!("the client's TLS handshake failed: {e}"),
            )
            .await
        }
        Err(_) => {
            return failed(
                &shared,
                &conn,
                "the client's TLS handshake did not finish in time".into(),
            )
            .await
        }
    };

    let conn = Arc::new(conn);
    let svc_shared = shared.clone();
    let svc_conn = conn.clone();
    let answers = Answers::default();
    let svc_answers = answers.clone();
    let svc = service_fn(move |req| {
        let answered = forward::handle(svc_shared.clone(), svc_conn.clone(), req);
        let answers = svc_answers.clone();
        async move {
            let resp = answered.await;
            answers.owe();
            resp
        }
    });
    let activity = Activity::new();
    let io = Answering::new(Idle::new(tls, activity.clone()), answers.clone());
    let http = shared
        .http
        .serve_connection_with_upgrades(TokioIo::new(io), svc);
    let first = unheard(activity.clone(), limits.header_read_timeout);
    let silent = quiet(activity.clone(), limits.idle_timeout);
    // After the idle shutdown: dropped once another idle timeout has passed and no byte has
    // moved for a whole one (a request still answering finishes; a client that ignores
    // the GOAWAY does not hold the connection).
    let idle_timeout = limits.idle_timeout;
    let hard = async move {
        tokio::time::sleep(idle_timeout).await;
        quiet(activity, idle_timeout).await;
    };
    let idle = async move {
        tokio::select! {
            () = first => {}
            () = silent => {}
        }
    };
    let malformed = match super::serve_gracefully!(http, stop, idle, hard) {
        Ok(()) => None,
        Err(e) => {
            tracing::debug!(error = %e, "intercepted connection ended with an error");
            answers.answered().or_else(|| super::malformed(&*e))
        }
    };
    if let Some(r) = malformed {
        // The head could not be read, but the tunnel's CONNECT was: its credentials name
        // the user, where they verify.
        let auth = conn.tunnel.proxy_auth.as_ref();
        let user = shared.pipeline_now().sessions().tunnel_user(auth);
        super::record_malformed(&shared, &conn.target.host, user, r).await;
    }
}

/// Ends the record of a tunnel whose TLS handshake failed (often: the client does not trust
/// the wirepass CA); nobody is left to answer.
async fn failed(shared: &Shared, conn: &Conn, what: String) {
    let mut record = Record::connection(&conn.target.host, conn.target.port);
    let auth = conn.tunnel.proxy_auth.as_ref();
    record.user(shared.pipeline_now().sessions().tunnel_user(auth));
    record.failed(what);
    if let Err(r) = shared.pipeline.end(record).await {
        tracing::error!(code = %r.code, reason = %r.reason, "a failed handshake could not be recorded");
    }
}

/// Serves plain HTTP inside an intercepted tunnel: undici's `ProxyAgent` (Node's `fetch`
/// through `NODE_USE_ENV_PROXY`) sends an `http://` URL as `CONNECT host:80` and then the
/// request in origin form. Each request is what the same request in absolute form would
/// be: it is admitted as plain HTTP to the tunnel's host and port (and must name no other)
/// by the configuration in force, with the CONNECT's credentials.
async fn plain(
    shared: Arc<Shared>,
    io: Rewind<TcpStream>,
    conn: Conn,
    stop: watch::Receiver<bool>,
) {
    let conn = Arc::new(conn);
    let svc_shared = shared.clone();
    let svc_conn = conn.clone();
    let answers = Answers::default();
    let svc_answers = answers.clone();
    let svc = service_fn(move |mut req: http::Request<hyper::body::Incoming>| {
        let shared = svc_shared.clone();
        let conn = svc_conn.clone();
        let answers = svc_answers.clone();
        async move {
            let tunnel = &conn.tunnel;
            let auth = tunnel.proxy_auth.clone();
            let resp = match absolute_in(&conn.target, req.uri()) {
                Ok(uri) => {
                    *req.uri_mut() = uri;
                    listener::plain(shared, tunnel.client, auth, Some(&conn.target), req).await
                }
                Err(r) => {
                    let record = Record::of(&conn, &req);
                    listener::refused_as(&shared, record, auth.as_ref(), r).await
                }
            };
            answers.owe();
            Ok::<_, std::convert::Infallible>(resp)
        }
    });
    let io = Answering::new(io, answers.clone());
    let http = listener::http1_server(&shared.settings.limits)
        .serve_connection(TokioIo::new(io), svc)
        .with_upgrades();
    if let Err(e) = super::serve_gracefully!(http, stop) {
        tracing::debug!(error = %e, "plain HTTP in a tunnel ended with an error");
        if let Some(r) = answers.answered().or_else(|| super::malformed(&e)) {
            let auth = conn.tunnel.proxy_auth.as_ref();
            let user = shared.pipeline_now().sessions().tunnel_user(auth);
            super::record_malformed(&shared, &conn.target.host, user, r).await;
        }
    }
}

/// The absolute form of `uri`, a request's target inside a tunnel to `target`: an
/// origin-form target (`/path?query`) names the tunnel's host and port; an absolute one
/// is kept, and judged as it names.
fn absolute_in(target: &crate::pipeline::Admitted, uri: &http::Uri) -> Result<http::Uri, Refusal> {
    if uri.scheme().is_some() {
        return Ok(uri.clone());
    }
    let refused = || {
        Refusal::new(
            Code::BadRequest,
            "a request inside a tunnel names its path (`GET /path HTTP/1.1`) or a whole \
             http:// URL",
        )
    };
    let path = uri.path_and_query().map(|p| p.as_str()).unwrap_or_default();
    if !path.starts_with('/') || uri.authority().is_some() {
        return Err(refused());
    }
    format!("http://{}{path}", target.authority())
        .parse()
        .map_err(|_| refused())
}
