//! One request, from the client's head to the upstream's last byte: the shell's own
//! checks (fronting, nested CONNECT), the body prefix, the pipeline's outcome, the
//! upstream call with its timeouts, the streamed response, and upgrades.

use std::convert::Infallible;
use std::sync::Arc;
use std::time::Instant;

use http::{header, Method, Request, Response, StatusCode, Uri, Version};
use http_body_util::BodyExt;
use hyper::body::Incoming;
use hyper_util::rt::TokioIo;

use super::body::{self, Direction, Filtered, ProxyBody};
use super::headers::{strip_hop_by_hop, wants_upgrade};
use super::hosts::{check_same_host, Authority};
use super::record::{self, Finisher, Meter};
use super::upstream::is_timeout;
use super::Shared;
use crate::pipeline::{Outcome, Plan};
use crate::refusal::{Code, Refusal};
use crate::request::{redacted_path, RequestId, RequestView, Scheme, Tunnel};

/// Where the requests of one connection go, and how they arrived.
#[derive(Debug)]
pub struct Target {
    pub scheme: Scheme,
    pub host: String,
    pub port: u16,
    /// False for plain-HTTP requests to tunnel-listed hosts: forwarded without a decision.
    pub evaluate: bool,
    pub tunnel: Tunnel,
    /// Set when the TLS SNI named another host than the CONNECT: every request is refused.
    pub fronting: Option<String>,
}

/// Handles one request on an intercepted connection (or a plain absolute-form request).
pub async fn handle(
    shared: Arc<Shared>,
    target: Arc<Target>,
    mut req: Request<Incoming>,
) -> Result<Response<ProxyBody>, Infallible> {
    let start = Instant::now();
    let id = RequestId::new();
    let meter = Arc::new(Meter::default());
    let (path, query) = path_and_query(req.uri());
    let mut fin = Finisher::new(
        shared.pipeline.clone(),
        record::event(
            id.as_str(),
            req.method().as_str(),
            &target.host,
            redacted_path(&path, query.as_deref()),
        ),
        start,
        meter.clone(),
    );
    let refuse = |fin: &mut Finisher, r: Refusal| {
        let r = r.request_id(id.as_str());
        fin.refused(&r);
        Ok(body::refusal_response(&r))
    };

    if let Some(reason) = &target.fronting {
        return refuse(&mut fin, Refusal::new(Code::BadRequest, reason.clone()));
    }
    if req.method() == Method::CONNECT {
        return refuse(
            &mut fin,
            Refusal::new(
                Code::BadRequest,
                "CONNECT inside an intercepted tunnel is not allowed; send the request itself",
            ),
        );
    }
    if let Err(reason) = same_host(&req, &target) {
        return refuse(&mut fin, Refusal::new(Code::BadRequest, reason));
    }

    let upgrade = wants_upgrade(req.headers());
    let client_upgrade = upgrade.then(|| hyper::upgrade::on(&mut req));
    let (mut parts, incoming) = req.into_parts();
    strip_hop_by_hop(&mut parts.headers, upgrade);

    let (prefix, replay) = match body::read_prefix(
        incoming,
        shared.settings.limits.body_prefix,
        shared.settings.limits.body_prefix_wait,
    )
    .await
    {
        Ok(x) => x,
        Err(e) => {
            return refuse(
                &mut fin,
                Refusal::new(
                    Code::BadRequest,
                    format!("the request body could not be read: {e}"),
                ),
            )
        }
    };

    let plan = if target.evaluate {
        let view = RequestView {
            id: &id,
            method: &parts.method,
            scheme: target.scheme,
            host: &target.host,
            port: target.port,
            path: &path,
            query: query.as_deref(),
            headers: &parts.headers,
            body: &prefix,
            tunnel: &target.tunnel,
        };
        let eval = shared.pipeline.evaluate(&view);
        fin.evaluated(&eval);
        match eval.outcome {
            Outcome::Forward(plan) => plan,
            Outcome::Refuse(r) => return refuse(&mut fin, r),
        }
    } else {
        fin.tunnel();
        Plan {
            strip: vec![shared.pipeline.sessions().header().clone()],
            ..Plan::default()
        }
    };
    let Plan {
        strip,
        set,
        upload,
        mut download,
    } = plan;
    for h in &strip {
        parts.headers.remove(h);
    }
    for (k, v) in set {
        parts.headers.insert(k, v);
    }
    parts.headers.remove(header::HOST);
    let uri = match upstream_uri(&target, &path, query.as_deref()) {
        Some(u) => u,
        None => {
            return refuse(
                &mut fin,
                Refusal::new(Code::BadRequest, "the request target is not a valid URI"),
            )
        }
    };
    parts.uri = uri;
    parts.version = Version::HTTP_11;
    parts.extensions = http::Extensions::new();

    let up_body =
        Filtered::new(replay, upload, meter.clone(), Direction::Upload, None).boxed_unsync();
    let client = if upgrade {
        &shared.clients.h1
    } else {
        &shared.clients.main
    };
    let limits = &shared.settings.limits;
    let sent = tokio::time::timeout(
        limits.response_timeout,
        client.request(Request::from_parts(parts, up_body)),
    )
    .await;
    let authority = Authority::uri_authority(&target.host, target.port);
    let mut resp = match sent {
        Ok(Ok(resp)) => resp,
        Err(_) => {
            return refuse(
                &mut fin,
                Refusal::new(
                    Code::UpstreamTimeout,
                    format!(
                        "{authority} sent no response within {}s (limits.response_timeout)",
                        limits.response_timeout.as_secs()
                    ),
                ),
            )
        }
        Ok(Err(e)) => {
            if let Some(r) = meter.refusal() {
                return refuse(&mut fin, r);
            }
            let (code, what) = if is_timeout(&e) {
                (Code::UpstreamTimeout, "timed out (limits.connect_timeout)")
            } else {
                (Code::UpstreamUnavailable, "failed")
            };
            return refuse(
                &mut fin,
                Refusal::new(
                    code,
                    format!("the request to {authority} {what}: {}", chain(&e)),
                ),
            );
        }
    };
    fin.status(resp.status().as_u16());

    if resp.status() == StatusCode::SWITCHING_PROTOCOLS {
        if let Some(client_upgrade) = client_upgrade {
            let upstream_upgrade = hyper::upgrade::on(&mut resp);
            let (mut rparts, _) = resp.into_parts();
            strip_hop_by_hop(&mut rparts.headers, true);
            rparts.extensions = http::Extensions::new();
            tokio::spawn(splice_upgrade(client_upgrade, upstream_upgrade, meter, fin));
            return Ok(Response::from_parts(rparts, body::empty()));
        }
    }

    let (mut rparts, rbody) = resp.into_parts();
    strip_hop_by_hop(&mut rparts.headers, false);
    if let Some(filter) = download.as_mut() {
        if let Err(r) = filter.response_head(&mut rparts.headers) {
            return refuse(&mut fin, r);
        }
        // A filter may change the length (redaction).
        rparts.headers.remove(header::CONTENT_LENGTH);
    }
    rparts.version = Version::HTTP_11;
    rparts.extensions = http::Extensions::new();
    let body = Filtered::new(rbody, download, meter, Direction::Download, Some(fin)).boxed_unsync();
    Ok(Response::from_parts(rparts, body))
}

/// Splices an upgraded connection (WebSocket) once both sides have switched.
async fn splice_upgrade(
    client: hyper::upgrade::OnUpgrade,
    upstream: hyper::upgrade::OnUpgrade,
    meter: Arc<Meter>,
    fin: Finisher,
) {
    let (c, u) = tokio::join!(client, upstream);
    let (Ok(c), Ok(u)) = (c, u) else {
        return;
    };
    let mut c = TokioIo::new(c);
    let mut u = TokioIo::new(u);
    if let Ok((up, down)) = tokio::io::copy_bidirectional(&mut c, &mut u).await {
        meter.add_up(up as usize);
        meter.add_down(down as usize);
    }
    drop(fin);
}

/// The request's path (always starting with `/`) and raw query.
fn path_and_query(uri: &Uri) -> (String, Option<String>) {
    match uri.path_and_query() {
        Some(pq) => {
            let path = if pq.path().is_empty() { "/" } else { pq.path() };
            (path.to_string(), pq.query().map(str::to_string))
        }
        None => ("/".to_string(), None),
    }
}

/// Host header and URI authority (HTTP/2 `:authority`, absolute-form) must both name the
/// target; HTTP/1.1 must send at least one.
fn same_host<B>(req: &Request<B>, target: &Target) -> Result<(), String> {
    let mut named = false;
    if let Some(a) = req.uri().authority() {
        named = true;
        check_same_host(a.as_str(), &target.host, target.port)?;
    }
    if let Some(h) = req.headers().get(header::HOST) {
        named = true;
        let h = h
            .to_str()
            .map_err(|_| "domain fronting: the Host header is not text".to_string())?;
        check_same_host(h, &target.host, target.port)?;
    }
    if !named {
        return Err("the request has no Host header".into());
    }
    Ok(())
}

fn upstream_uri(target: &Target, path: &str, query: Option<&str>) -> Option<Uri> {
    // The default port is left out so `:authority` / `Host` read as the client wrote them.
    let default = match target.scheme {
        Scheme::Https => 443,
        Scheme::Http => 80,
    };
    let authority = if target.port == default {
        Authority::uri_authority(&target.host, target.port)
            .rsplit_once(':')
            .map(|(h, _)| h.to_string())
            .unwrap_or_default()
    } else {
        Authority::uri_authority(&target.host, target.port)
    };
    let text = match query {
        Some(q) => format!("{}://{authority}{path}?{q}", target.scheme.as_str()),
        None => format!("{}://{authority}{path}", target.scheme.as_str()),
    };
    text.parse().ok()
}

/// An error and its sources on one line (connect and TLS errors carry no secrets).
fn chain(e: &(dyn std::error::Error + 'static)) -> String {
    let mut out = e.to_string();
    let mut cur = e.source();
    while let Some(s) = cur {
        let t = s.to_string();
        if !out.contains(&t) {
            out.push_str(": ");
            out.push_str(&t);
        }
        cur = s.source();
    }
    match out.char_indices().nth(400) {
        Some((i, _)) => out[..i].to_string(),
        None => out,
    }
}
