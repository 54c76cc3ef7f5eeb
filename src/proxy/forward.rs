//! One request inside an admitted connection, as the shell moves it: the decide phase's
//! head and body go upstream with the configured timeouts, the respond phase judges the
//! answer, and the body streams back (or an upgraded connection is spliced). Every exit
//! goes through the end phase; this file decides nothing itself.

use std::convert::Infallible;
use std::sync::Arc;

use bytes::Bytes;
use http::{Request, Response};
use http_body::Body as _;
use http_body_util::BodyExt;
use hyper::body::Incoming;
use tokio::sync::oneshot;

use super::body::{self, Filtered, ProxyBody, Report};
use super::headers::{decline_upgrade, wants_upgrade};
use super::{splice, Shared};
use crate::pipeline::end::{Ending, Meter};
use crate::pipeline::{Conn, Forward, Judged, Pipeline, Record, Responded, Run};
use crate::refusal::{Code, Refusal};
use crate::request::RequestId;

/// Handles one request on an intercepted connection (or a plain absolute-form request).
pub async fn handle(
    shared: Arc<Shared>,
    conn: Arc<Conn>,
    mut req: Request<Incoming>,
) -> Result<Response<ProxyBody>, Infallible> {
    // An offer to switch to another version of HTTP (h2c) is declined here, before
    // anything reads the request: it is decided, and goes upstream, as the HTTP/1.1
    // request it also is.
    if decline_upgrade(req.headers_mut()) {
        tracing::debug!("declined an offer to upgrade to another version of HTTP");
    }
    // Any request may outlive a revocation while its answer streams (a socket, a watch, a
    // log followed, an event stream answering a POST): each is judged again by every
    // reload from here on, so one that comes while it is decided or while the origin
    // answers is not missed. It is judged again on its head and the body its decision
    // read, kept while its answer streams: the whole body, or the part read (a prefix of
    // an upload the client streams on, what arrived in time), read again as that part.
    let reloads = shared.reloads();
    // Decided with the configuration in force now, not the one the connection opened
    // with: a reload that revokes reaches the next request of every open connection.
    let pipeline = &shared.pipeline_now();
    let meter = Arc::new(Meter::default());
    // From here on the record reaches the end phase whatever happens, even when the client
    // goes away and hyper drops this future.
    let mut ending = Ending::new(pipeline.clone(), Record::of(&conn, &req), meter.clone());
    // A tunnel opened before a reload is admitted again by the configuration in force: a
    // host no longer inspected (or no longer a service's) takes no more requests in it.
    if !Arc::ptr_eq(pipeline, &shared.pipeline) {
        if let Err(r) = readmitted(pipeline, &conn) {
            return Ok(answer(pipeline, ending.into_record(), r).await);
        }
    }
    // The client's half of an upgrade must be claimed before the request is taken apart;
    // its head is kept, to judge the upgraded connection again when a reload comes.
    let client_upgrade = wants_upgrade(req.headers()).then(|| hyper::upgrade::on(&mut req));
    let asked_head = head_of(&req);

    let decided = pipeline
        .decide(&conn, req, ending.record(), Run::Live)
        .await;
    let Forward {
        head,
        body: replay,
        upload,
        mut download,
        upgrade,
        messages,
        judged,
    } = match decided.outcome {
        Ok(f) => f,
        Err(r) => return Ok(answer(pipeline, ending.into_record(), r).await),
    };
    let mut again = judged.map(|judged| (asked_head.map(|()| judged), reloads));
    // A reload that came while the request was decided (a body read whole may take
    // `limits.body_fields_wait`) is applied before anything goes upstream: nothing has
    // gone yet, so any refusal stands, as it would for a new request.
    if let Some((asked, reloads)) = again.as_mut() {
        if reloads.has_changed().unwrap_or(false) {
            let now = reloads.borrow_and_update().clone();
            if let Err(r) = judged_again(&now, &conn, asked).await {
                return Ok(answer(pipeline, ending.into_record(), r).await);
            }
        }
    }

    let (upload_tx, mut upload_rx) = oneshot::channel();
    let mut up_body = Filtered::new(
        replay,
        upload,
        meter.clone(),
        Report::Upload(Some(upload_tx)),
    );
    // The rest of a body decided on its first part still streams upstream after the
    // decision: a revocation stops it too, not only the answer.
    if let Some(watched) = again.as_ref().filter(|(a, _)| !a.body().whole) {
        let stopped = revoked_urgently(&conn, watched, ending.record().id());
        up_body = up_body.revocable(Box::pin(stopped));
    }
    let up_body = up_body.boxed_unsync();
    let client = if upgrade {
        &shared.clients.h1
    } else {
        &shared.clients.main
    };
    // A response to HEAD has no body, whatever its head says: hyper never polls it.
    let bodiless = head.method == http::Method::HEAD;
    let limit = shared.settings.limits.response_timeout;
    let send = tokio::time::timeout(limit, client.request(Request::from_parts(head, up_body)));
    // Until the origin answers (its connection may take seconds), a revocation drops the
    // request: what is still being dialled or written goes no further.
    let sent = match again.as_ref() {
        Some(watched) => {
            let stop = revoked_urgently(&conn, watched, ending.record().id());
            tokio::select! {
                biased;
                sent = send => sent,
                r = stop => return Ok(answer(pipeline, ending.into_record(), r).await),
            }
        }
        None => send.await,
    };
    let mut resp = match sent {
        Ok(Ok(resp)) => resp,
        Ok(Err(e)) => {
            // The upload's filter sends its refusal before it fails the stream, so it is
            // here by the time the client gives up.
            let upload = upload_rx.try_recv().ok();
            let r = pipeline.upstream_failed(&conn.target, upload, Some(&e), limit);
            return Ok(refuse_late(pipeline, ending, r).await);
        }
        Err(_) => {
            let upload = upload_rx.try_recv().ok();
            let r = pipeline.upstream_failed(&conn.target, upload, None, limit);
            return Ok(refuse_late(pipeline, ending, r).await);
        }
    };
    ending.upload(upload_rx);
    ending.record().status(resp.status().as_u16());
    let upstream_upgrade = client_upgrade
        .is_some()
        .then(|| hyper::upgrade::on(&mut resp));
    let (mut rhead, rbody) = resp.into_parts();
    let asked = client_upgrade.is_some();
    let issuer = rhead.status.is_redirection().then(|| {
        let id = ending.record().id();
        pipeline.issuer(&decided.found, id, &conn.target.host)
    });
    match pipeline.respond(
        &mut rhead,
        &mut download,
        asked,
        messages,
        issuer.flatten().as_ref(),
    ) {
        Err(r) => Ok(refuse_late(pipeline, ending, r).await),
        Ok(Responded::Upgrade(filters)) => {
            if let (Some(c), Some(u), Some((head, reloads))) =
                (client_upgrade, upstream_upgrade, again)
            {
                let id = ending.record().id().clone();
                let revoked = revoked(conn.clone(), head, reloads, id, false);
                tokio::spawn(splice::upgraded(c, u, filters, meter, ending, revoked));
            }
            Ok(Response::from_parts(rhead, body::empty()))
        }
        Ok(Responded::Stream) => {
            let status = rhead.status;
            let empty = bodiless
                || rbody.is_end_stream()
                || status == http::StatusCode::NO_CONTENT
                || status == http::StatusCode::NOT_MODIFIED
                || status.is_informational();
            if bodiless {
                // Nothing follows the head of a response to HEAD, whatever the origin sends:
                // over HTTP/2 the client would have to reset the stream.
                ending.close();
                return Ok(Response::from_parts(rhead, body::empty()));
            }
            if empty {
                ending.close();
                return Ok(Response::from_parts(
                    rhead,
                    rbody.map_err(Into::into).boxed_unsync(),
                ));
            }
            let id = ending.record().id().clone();
            if endless(&rhead.headers) {
                ending.endless();
            }
            let mut body = Filtered::new(rbody, download, meter, Report::Download(Some(ending)));
            // A download on a redirect pass was judged as the request the service
            // redirected, whose pass expires while the download may go on: it is not judged
            // again (it would be refused for the pass's age, not for a revocation).
            let passed = decided.found.redirected_from.is_some();
            if let Some((head, reloads)) = again.filter(|_| !passed) {
                let conn = conn.clone();
                body = body.revocable(Box::pin(revoked(conn, head, reloads, id, false)));
            }
            Ok(Response::from_parts(rhead, body.boxed_unsync()))
        }
    }
}

/// Ends a refused request and answers it; an end that fails answers with its own refusal.
/// Whether the configuration in force still admits `conn`'s host as it was admitted.
fn readmitted(pipeline: &Pipeline, conn: &Conn) -> Result<(), Refusal> {
    let target = &conn.target;
    // A plain request is admitted on its own, by the configuration in force.
    if target.scheme != crate::request::Scheme::Https {
        return Ok(());
    }
    let entry = target.authority();
    let now = pipeline.admit(crate::pipeline::Entry::Connect(&entry))?;
    match now.disposition == target.disposition {
        true => Ok(()),
        false => Err(reloaded_away(&entry)),
    }
}

/// The refusal of a request on a connection the configuration in force no longer treats
/// as it was opened for (`authority`: inspected, passed on, or refused now).
fn reloaded_away(authority: &str) -> Refusal {
    Refusal::new(
        Code::BadRequest,
        format!(
            "the configuration was reloaded and no longer treats {authority} as this connection was opened for; open a new connection"
        ),
    )
}

/// Whether an answer streams until its client stops reading it: Server-Sent Events
/// (`text/event-stream`: MCP, LLM streams) or a Kubernetes watch (`;stream=watch`).
fn endless(headers: &http::HeaderMap) -> bool {
    let Some(ct) = headers.get(http::header::CONTENT_TYPE) else {
        return false;
    };
    let ct = String::from_utf8_lossy(ct.as_bytes()).to_ascii_lowercase();
    let mut parts = ct.split(';');
    let media = parts.next().unwrap_or_default().trim();
    media == "text/event-stream" || parts.any(|p| p.trim().replace(' ', "") == "stream=watch")
}

/// A request's head without its body: what judges it again.
fn head_of<B>(req: &Request<B>) -> Request<()> {
    let mut head = Request::new(());
    *head.method_mut() = req.method().clone();
    *head.uri_mut() = req.uri().clone();
    *head.version_mut() = req.version();
    *head.headers_mut() = req.headers().clone();
    head
}

/// How often an upgraded connection or a streaming answer is judged again when no reload
/// comes: a session token that expires, or an answer of the owning system that changes,
/// ends it within this.
const JUDGED_AGAIN_EVERY: std::time::Duration = std::time::Duration::from_secs(60);

/// Resolves, with the refusal, when the request `head` (an upgraded connection's, or one
/// whose answer still streams; with the body it was judged on) is no longer allowed: at
/// each configuration a reload puts in force (`reloads`, subscribed to before its
/// decision), and every [`JUDGED_AGAIN_EVERY`], it is admitted and decided again as a
/// new request would be (a grant removed, a session key rotated, a token expired, an
/// entitlement withdrawn), counting no rate limit twice; the refusal carries the
/// request's own id (`id`). Never resolves while it is still allowed.
async fn revoked(
    conn: Arc<Conn>,
    head: Request<Judged>,
    mut reloads: tokio::sync::watch::Receiver<Arc<Pipeline>>,
    id: RequestId,
    urgent: bool,
) -> Refusal {
    loop {
        tokio::select! {
            changed = reloads.changed() => {
                if changed.is_err() {
                    return std::future::pending().await;
                }
            }
            () = tokio::time::sleep(JUDGED_AGAIN_EVERY) => {}
        }
        // A heavy body (compressed, or past HEAVY) is decoded and parsed again within the
        // request's cap, apart from the budget: one at a time bounds what a reload's
        // re-checks hold, and the CPU they take. A light one, and any re-check of
        // something still on its way upstream (`urgent`), waits for no other.
        let _permit = match !urgent && heavy(&head) {
            true => RECHECKS.acquire().await.ok(),
            false => None,
        };
        // The configuration in force once its turn came, not when the reload was seen.
        let pipeline = reloads.borrow_and_update().clone();
        match judged_again(&pipeline, &conn, &head).await {
            // The owning system could not be asked (a 429, a timeout) or the proxy is
            // short of memory: that revokes nothing. A request already allowed goes on, and
            // is asked again at the next reload or tick (a new request would be refused).
            Err(r) if matches!(r.code, Code::CheckUnavailable | Code::Overloaded) => {}
            Err(r) => return r.request_id(id.as_str()),
            Ok(()) => {}
        }
    }
}

/// [`revoked`] for what is still on its way upstream (its upload, the wait for its answer),
/// which queues behind no other re-check: `watched` is the request's head with the body it
/// was judged on, and the reloads it watches.
fn revoked_urgently(
    conn: &Arc<Conn>,
    (asked, reloads): &(Request<Judged>, tokio::sync::watch::Receiver<Arc<Pipeline>>),
    id: &RequestId,
) -> impl std::future::Future<Output = Refusal> + Send + 'static {
    let copy = head_of(asked).map(|()| asked.body().clone());
    revoked(conn.clone(), copy, reloads.clone(), id.clone(), true)
}

/// How many requests with a heavy body are judged again at once (a reload judges every
/// streaming one): one, which holds up to `limits.request_memory` apart from the budget,
/// and whose decoding and parsing keep at most one worker thread from other requests.
static RECHECKS: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(1);

/// A kept body past which judging again waits its turn (a reload of sixty 28 MiB bodies,
/// each 255 KB of gzip, stalled every request for seconds when all were decoded at once).
const HEAVY: usize = 1 << 20;

/// Whether judging `head` again decodes or parses much: a compressed body, or a long one.
fn heavy(head: &Request<Judged>) -> bool {
    let compressed = head
        .headers()
        .get(http::header::CONTENT_ENCODING)
        .is_some_and(|c| !c.as_bytes().eq_ignore_ascii_case(b"identity"));
    let body = &head.body().body;
    !body.is_empty() && (compressed || body.len() > HEAVY)
}

/// The body a decision read, sent again to judge its request anew: its bytes, then its end
/// when they were the whole body; else nothing more, ever, as the part a decision read of
/// a body that went on (the prefix reader, which does not wait when judging again, stops
/// there as it did at its cap or its wait).
struct KeptBody {
    data: Option<Bytes>,
    whole: bool,
}

impl KeptBody {
    fn new(judged: &Judged) -> KeptBody {
        KeptBody {
            data: (!judged.body.is_empty()).then(|| judged.body.clone()),
            whole: judged.whole,
        }
    }
}

impl http_body::Body for KeptBody {
    type Data = Bytes;
    type Error = Infallible;

    fn poll_frame(
        mut self: std::pin::Pin<&mut Self>,
        _: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Option<Result<http_body::Frame<Bytes>, Infallible>>> {
        match self.data.take() {
            Some(d) => std::task::Poll::Ready(Some(Ok(http_body::Frame::data(d)))),
            None if self.whole => std::task::Poll::Ready(None),
            None => std::task::Poll::Pending,
        }
    }

    fn is_end_stream(&self) -> bool {
        self.whole && self.data.is_none()
    }
}

/// Admits and decides `head` again on `conn` with `pipeline`.
async fn judged_again(
    pipeline: &Pipeline,
    conn: &Arc<Conn>,
    head: &Request<Judged>,
) -> Result<(), Refusal> {
    let conn = match conn.target.scheme {
        crate::request::Scheme::Https => {
            readmitted(pipeline, conn)?;
            conn.clone()
        }
        // A plain request is admitted on its own, by its target: again, as it would be now.
        _ => {
            let target = pipeline.admit(crate::pipeline::Entry::Absolute(head.uri()))?;
            if target.disposition != conn.target.disposition {
                return Err(reloaded_away(&target.authority()));
            }
            let auth = conn.tunnel.proxy_auth.clone();
            Arc::new(Conn::new(target, conn.tunnel.client, auth))
        }
    };
    let req = head_of(head).map(|()| KeptBody::new(head.body()));
    let mut scratch = Record::of(&conn, &req);
    let decided = pipeline.decide(&conn, req, &mut scratch, Run::Again).await;
    decided.outcome.map(|_| ())
}

pub async fn answer(pipeline: &Pipeline, mut record: Record, r: Refusal) -> Response<ProxyBody> {
    let r = r.request_id(record.id().as_str());
    record.refused(&r);
    let r = pipeline.end(record).await.err().unwrap_or(r);
    body::refusal_response(&pipeline.shown(r))
}

/// A refusal after the request went upstream (a fault, or the response head refused).
async fn refuse_late(pipeline: &Pipeline, ending: Ending, r: Refusal) -> Response<ProxyBody> {
    answer(pipeline, ending.into_record(), r).await
}

#[cfg(test)]
mod tests {
    use super::endless;

    #[test]
    fn event_streams_and_watches_are_endless_and_other_answers_are_not() {
        let of = |ct: &str| {
            let mut h = http::HeaderMap::new();
            h.insert(http::header::CONTENT_TYPE, ct.parse().unwrap());
            endless(&h)
        };
        for ct in [
            "text/event-stream",
            "Text/Event-Stream; charset=utf-8",
            "application/json;stream=watch",
            "application/vnd.kubernetes.protobuf; stream = watch",
        ] {
            assert!(of(ct), "{ct}");
        }
        for ct in [
            "application/json",
            "text/plain",
            "application/json;stream=other",
        ] {
            assert!(!of(ct), "{ct}");
        }
        assert!(!endless(&http::HeaderMap::new()));
    }
}
