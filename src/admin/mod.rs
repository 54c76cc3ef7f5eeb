//! The admin endpoint (`run --admin ADDR`), on its own port, never the proxy's:
//!
//! - `GET /healthz`: 200 while the process serves.
//! - `GET /readyz`: 200 when the CA is loaded, the configuration valid (the last reload
//!   included) and the proxy listening; 503 with the reason otherwise (starting, a failed
//!   reload, an audit that cannot be written, shutting down).
//! - `GET /metrics`: Prometheus text ([`metrics`]).
//! - `GET /?token=T`: the live decisions page (`page.html`, embedded); `GET /events?token=T`
//!   its server-sent events ([`live`]). Without the token: 401. The token is random per
//!   start (printed in the URL) or `admin.token` in the config.

pub mod live;
pub mod metrics;

use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bytes::Bytes;
use http::{header, Method, Request, Response, StatusCode};
use http_body_util::{combinators::BoxBody, BodyExt, Full, StreamBody};
use hyper::body::{Frame, Incoming};
use hyper::service::service_fn;
use hyper_util::rt::{TokioIo, TokioTimer};
use serde::Deserialize;
use tokio::net::TcpListener;
use tokio::sync::{broadcast, watch};
use zeroize::Zeroizing;

use crate::audit::Event;
use crate::pipeline::Observer;
pub use metrics::{Gauges, Sample};

/// The page, served byte for byte (its CSP carries hashes of its script and style).
const PAGE: &str = include_str!("page.html");
/// Headers every page answer carries; the page's own `<meta>` policy narrows scripts and
/// styles to its hashes.
const PAGE_CSP: &str = "default-src 'none'; connect-src 'self'; script-src 'unsafe-inline'; \
    style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; \
    frame-ancestors 'none'";
/// A comment line on an idle event stream, so proxies and browsers keep it open.
const KEEP_ALIVE: Duration = Duration::from_secs(15);
/// Counts go out at most this often.
const COUNTS_EVERY: Duration = Duration::from_secs(1);

/// `admin:` in the configuration.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AdminFile {
    /// The address `run` serves the admin endpoint on when `--admin` is not given.
    #[serde(default)]
    pub listen: Option<String>,
    /// The live page's token: `env:NAME` or `file:PATH` (default: random per start).
    #[serde(default)]
    pub token: Option<String>,
}

/// Why the proxy is not ready, when it is not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Readiness {
    Starting,
    Ready,
    /// A reload was refused: the configuration on disk is not the one served.
    ConfigInvalid(String),
    Draining,
}

/// What the admin endpoint serves from: metrics, the live feed, readiness, the token.
pub struct Admin {
    metrics: metrics::Metrics,
    live: live::Live,
    readiness: Mutex<Readiness>,
    token: Zeroizing<String>,
    /// The running proxy, attached once it is built.
    proxy: std::sync::OnceLock<Arc<dyn Gauges>>,
}

impl std::fmt::Debug for Admin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Admin")
            .field("readiness", &self.readiness)
            .finish_non_exhaustive()
    }
}

impl Admin {
    /// An admin endpoint's state, with `token` for the page (random when `None`).
    pub fn new(token: Option<Zeroizing<String>>) -> Admin {
        Admin {
            metrics: metrics::Metrics::new(),
            live: live::Live::default(),
            readiness: Mutex::new(Readiness::Starting),
            token: token.unwrap_or_else(random_token),
            proxy: std::sync::OnceLock::new(),
        }
    }

    /// Attaches the running proxy, sampled at each scrape and asked at each readiness
    /// probe. Only the first call counts.
    pub fn attach(&self, proxy: Arc<dyn Gauges>) {
        let _ = self.proxy.set(proxy);
    }

    fn sample(&self) -> Sample {
        self.proxy.get().map(|g| g.sample()).unwrap_or_default()
    }

    /// The page's token (printed once in the URL at start).
    pub fn token(&self) -> &str {
        &self.token
    }

    /// Sets what `/readyz` reports.
    pub fn set_readiness(&self, r: Readiness) {
        *self.readiness.lock().unwrap_or_else(|p| p.into_inner()) = r;
    }

    /// The metrics exposition.
    pub fn metrics_text(&self) -> String {
        self.metrics.encode(&self.sample())
    }

    fn readiness(&self) -> Result<String, String> {
        let r = self
            .readiness
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone();
        match r {
            Readiness::Starting => Err("starting: the proxy is not listening yet".into()),
            Readiness::Draining => Err("shutting down: in-flight requests are finishing".into()),
            Readiness::ConfigInvalid(why) => Err(format!(
                "the configuration on disk was refused at reload (the previous one is still \
                 served): {why}"
            )),
            Readiness::Ready => match self.proxy.get().and_then(|g| g.audit_unready()) {
                Some(why) => Err(format!("the audit cannot be written: {why}")),
                None => {
                    let s = self.sample();
                    Ok(format!(
                        "ready: CA loaded, configuration valid, listening; {} connections open\n",
                        s.open_connections
                    ))
                }
            },
        }
    }

    fn authorized<B>(&self, req: &Request<B>) -> bool {
        let from_query = req.uri().query().and_then(|q| {
            url::form_urlencoded::parse(q.as_bytes())
                .find(|(k, _)| k == "token")
                .map(|(_, v)| Zeroizing::new(v.into_owned()))
        });
        let from_header = req
            .headers()
            .get(header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "))
            .map(|v| Zeroizing::new(v.to_string()));
        from_query
            .or(from_header)
            .is_some_and(|t| same(t.as_bytes(), self.token.as_bytes()))
    }
}

impl Observer for Admin {
    fn ended(&self, event: &Event, audit: Duration) {
        self.metrics.ended(event, audit);
        self.live.push(event);
    }

    fn checked(&self, service: &str, answer: &'static str, took: Duration) {
        self.metrics.checked(service, answer, took);
    }
}

/// 32 random bytes, hex.
fn random_token() -> Zeroizing<String> {
    let mut b = Zeroizing::new([0u8; 32]);
    // The OS generator failing is a broken host; a fixed token would be worse than none.
    getrandom::fill(&mut b[..]).expect("the OS random generator failed");
    Zeroizing::new(crate::hex::lower(&b[..]))
}

/// Compares in time that does not depend on where the inputs differ.
fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

type Body = BoxBody<Bytes, Infallible>;

fn text(status: StatusCode, content_type: &str, body: impl Into<Bytes>) -> Response<Body> {
    let mut r = Response::new(Full::new(body.into()).boxed());
    *r.status_mut() = status;
    let h = r.headers_mut();
    h.insert(header::CONTENT_TYPE, content_type.parse().unwrap_or(PLAIN));
    set(
        h,
        &[
            (header::CACHE_CONTROL, "no-store"),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        ],
    );
    r
}

fn set(h: &mut http::HeaderMap, pairs: &[(header::HeaderName, &'static str)]) {
    for (name, value) in pairs {
        h.insert(name.clone(), http::HeaderValue::from_static(value));
    }
}

const PLAIN: http::HeaderValue = http::HeaderValue::from_static("text/plain; charset=utf-8");

/// Answers one admin request.
pub async fn handle(admin: Arc<Admin>, req: Request<Incoming>) -> Response<Body> {
    let plain = "text/plain; charset=utf-8";
    if req.method() != Method::GET && req.method() != Method::HEAD {
        return text(
            StatusCode::METHOD_NOT_ALLOWED,
            plain,
            "the admin endpoint answers GET only\n",
        );
    }
    match req.uri().path() {
        "/healthz" => text(StatusCode::OK, plain, "ok\n"),
        "/readyz" => match admin.readiness() {
            Ok(s) => text(StatusCode::OK, plain, s),
            Err(why) => text(StatusCode::SERVICE_UNAVAILABLE, plain, format!("{why}\n")),
        },
        "/metrics" => text(
            StatusCode::OK,
            "application/openmetrics-text; version=1.0.0; charset=utf-8",
            admin.metrics_text(),
        ),
        "/" | "/events" if !admin.authorized(&req) => {
            let mut r = text(
                StatusCode::UNAUTHORIZED,
                plain,
                "the live page needs the token printed at start: /?token=…, or \
                 `Authorization: Bearer …` (admin.token in the config sets it)\n",
            );
            set(
                r.headers_mut(),
                &[(header::WWW_AUTHENTICATE, "Bearer realm=\"wirepass admin\"")],
            );
            r
        }
        "/" => {
            let mut r = text(StatusCode::OK, "text/html; charset=utf-8", PAGE);
            set(
                r.headers_mut(),
                &[
                    (header::CONTENT_SECURITY_POLICY, PAGE_CSP),
                    (header::REFERRER_POLICY, "no-referrer"),
                    (header::X_FRAME_OPTIONS, "DENY"),
                ],
            );
            r
        }
        "/events" => events(admin),
        _ => text(StatusCode::NOT_FOUND, plain, "not found\n"),
    }
}

/// The event stream: the replay, then each new decision, counts when they change (at most
/// every second), a keep-alive comment when idle.
fn events(admin: Arc<Admin>) -> Response<Body> {
    let (tx, rx) = tokio::sync::mpsc::channel::<Bytes>(64);
    tokio::spawn(async move {
        let (mut updates, replay) = admin.live.subscribe();
        let mut out = String::new();
        for row in replay {
            out.push_str(&sse("decision", &row));
        }
        let (mut sent_version, counts) = admin.live.counts();
        out.push_str(&sse("counts", &counts));
        if tx.send(Bytes::from(out)).await.is_err() {
            return;
        }
        let mut tick = tokio::time::interval(COUNTS_EVERY);
        let mut idle = tokio::time::interval(KEEP_ALIVE);
        idle.reset();
        loop {
            let chunk = tokio::select! {
                got = updates.recv() => match got {
                    Ok(row) => sse("decision", &row),
                    // Fell behind: what was missed is in the next page load's replay.
                    Err(broadcast::error::RecvError::Lagged(_)) => continue,
                    Err(broadcast::error::RecvError::Closed) => return,
                },
                _ = tick.tick() => {
                    if admin.live.version() == sent_version {
                        continue;
                    }
                    let (v, counts) = admin.live.counts();
                    sent_version = v;
                    sse("counts", &counts)
                }
                _ = idle.tick() => ": keep-alive\n\n".to_string(),
                _ = tx.closed() => return,
            };
            idle.reset();
            if tx.send(Bytes::from(chunk)).await.is_err() {
                return;
            }
        }
    });
    let stream = futures_util::stream::unfold(rx, |mut rx| async move {
        rx.recv()
            .await
            .map(|b| (Ok::<_, Infallible>(Frame::data(b)), rx))
    });
    let mut r = Response::new(BodyExt::boxed(StreamBody::new(stream)));
    set(
        r.headers_mut(),
        &[
            (header::CONTENT_TYPE, "text/event-stream"),
            (header::CACHE_CONTROL, "no-store"),
        ],
    );
    r
}

/// One server-sent event; `data` is one line of JSON (serde escapes newlines).
fn sse(event: &str, data: &str) -> String {
    format!("event: {event}\ndata: {data}\n\n")
}

/// Serves the admin endpoint on `listener` until `stop` fires.
pub async fn serve(listener: TcpListener, admin: Arc<Admin>, mut stop: watch::Receiver<bool>) {
    loop {
        let (stream, peer) = tokio::select! {
            _ = stop.changed() => return,
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                Err(e) => {
                    tracing::warn!(error = %e, "admin accept failed");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
        };
        let admin = admin.clone();
        let stop = stop.clone();
        tokio::spawn(async move {
            let svc = service_fn(move |req| {
                let admin = admin.clone();
                async move { Ok::<_, Infallible>(handle(admin, req).await) }
            });
            let conn = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(Duration::from_secs(10))
                .serve_connection(TokioIo::new(stream), svc);
            if let Err(e) = crate::proxy::serve_gracefully!(conn, stop) {
                tracing::debug!(%peer, error = %e, "admin connection ended with an error");
            }
        });
    }
}

/// The address printed for people: the page's URL with its token.
pub fn page_url(addr: SocketAddr, token: &str) -> String {
    format!("http://{addr}/?token={token}")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A proxy with three connections open and an audit that answers `audit`.
    #[derive(Debug)]
    struct Fixed {
        audit: Option<&'static str>,
    }

    impl Gauges for Fixed {
        fn sample(&self) -> Sample {
            Sample {
                open_connections: 3,
                ..Sample::default()
            }
        }

        fn audit_unready(&self) -> Option<String> {
            self.audit.map(str::to_string)
        }
    }

    #[test]
    fn readiness_says_why_it_is_not_ready() {
        let admin = Admin::new(Some(Zeroizing::new("t".into())));
        assert!(admin.readiness().unwrap_err().contains("starting"));
        admin.attach(Arc::new(Fixed { audit: None }));
        admin.set_readiness(Readiness::Ready);
        assert!(admin.readiness().unwrap().contains("3 connections open"));
        admin.set_readiness(Readiness::ConfigInvalid("w.yaml:3:1: bad".into()));
        let why = admin.readiness().unwrap_err();
        assert!(
            why.contains("reload") && why.contains("w.yaml:3:1"),
            "{why}"
        );
        admin.set_readiness(Readiness::Draining);
        assert!(admin.readiness().unwrap_err().contains("shutting down"));
    }

    #[test]
    fn an_unwritable_audit_makes_it_unready() {
        let admin = Admin::new(None);
        admin.attach(Arc::new(Fixed {
            audit: Some("disk full"),
        }));
        admin.set_readiness(Readiness::Ready);
        assert!(admin.readiness().unwrap_err().contains("disk full"));
    }

    #[test]
    fn the_token_is_random_and_compared_whole() {
        let (a, b) = (Admin::new(None), Admin::new(None));
        assert_eq!(a.token().len(), 64);
        assert_ne!(a.token(), b.token());
        let t = a.token().to_string();
        let req = |uri: &str| Request::builder().uri(uri).body(()).unwrap();
        assert!(a.authorized(&req(&format!("/?token={t}"))));
        assert!(!a.authorized(&req(&format!("/?token={}", &t[..63]))));
        assert!(!a.authorized(&req(&format!("/?token={t}0"))));
        assert!(!a.authorized(&req("/")));
        let bearer = Request::builder()
            .uri("/events")
            .header("authorization", format!("Bearer {t}"))
            .body(())
            .unwrap();
        assert!(a.authorized(&bearer));
    }
}
