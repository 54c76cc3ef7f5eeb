//! Phase 4, **end**: runs exactly once for every request, tunnel and refusal, on every exit
//! path: forwarded, refused, tunnelled, handshake failed, malformed, client gone, upstream
//! failed. It is given a [`Record`] of everything known and returns a result: where the
//! client is still waiting for an answer, the shell awaits it first, so an audit that
//! cannot be written turns the answer into a refusal (`audit_unavailable`).
//!
//! A response that streams is answered before its end: its record travels with the body as
//! an [`Ending`], which hands it to [`Pipeline::end`] when the body ends, fails or is
//! dropped (the client went away). That is the one place a drop leads to the end phase,
//! because a dropped body can call nothing else; the result is then logged, since nobody is
//! left to refuse.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;

use tokio::sync::oneshot;

use super::decide::{path_and_query, Conn, Evaluation, Outcome};
use super::Pipeline;
use crate::audit::{Event, EventAction};
use crate::refusal::{Code, Refusal};
use crate::request::{loggable_method, redacted_path, RequestId};
use crate::routes::Mapping;
use crate::scan::Guard;

/// Bytes each way, counted by the bodies as they stream.
#[derive(Debug, Default)]
pub struct Meter {
    up: AtomicU64,
    down: AtomicU64,
}

impl Meter {
    /// Counts bytes sent upstream.
    pub fn add_up(&self, n: usize) {
        self.up.fetch_add(n as u64, Ordering::Relaxed);
    }

    /// Counts bytes sent to the client.
    pub fn add_down(&self, n: usize) {
        self.down.fetch_add(n as u64, Ordering::Relaxed);
    }

    /// Bytes sent upstream so far.
    pub fn up(&self) -> u64 {
        self.up.load(Ordering::Relaxed)
    }

    /// Bytes sent to the client so far.
    pub fn down(&self) -> u64 {
        self.down.load(Ordering::Relaxed)
    }
}

/// Everything known of one request, for the end phase. Built as the phases learn things.
#[derive(Debug, Clone)]
pub struct Record {
    id: RequestId,
    event: Event,
    start: Instant,
}

impl Record {
    /// The record of a request whose head just arrived on `conn` (query values redacted).
    pub fn of<B>(conn: &Conn, req: &http::Request<B>) -> Record {
        let (path, query) = path_and_query(req.uri());
        Record::request(
            RequestId::new(),
            req.method().as_str(),
            &conn.target.host,
            redacted_path(&path, query.as_deref()),
        )
    }

    /// A request with a known id, method, host and (redacted) path. A method that is not
    /// shaped like one is recorded as `(extension)`: it may be a secret.
    pub fn request(id: RequestId, method: &str, host: &str, path: String) -> Record {
        Record {
            event: Event {
                ts: now_rfc3339(),
                request_id: id.as_str().to_string(),
                method: loggable_method(method).to_string(),
                host: host.to_string(),
                path,
                decision: "allow".into(),
                ..Event::default()
            },
            id,
            start: Instant::now(),
        }
    }

    /// A connection (`CONNECT host:port`): tunnelled, refused, or failed at the handshake.
    pub fn connection(host: &str, port: u16) -> Record {
        Record::request(RequestId::new(), "CONNECT", host, format!(":{port}"))
    }

    /// The event as it stands.
    pub fn event(&self) -> &Event {
        &self.event
    }

    /// The request id.
    pub fn id(&self) -> &RequestId {
        &self.id
    }

    /// The status answered to the client.
    pub fn status(&mut self, status: u16) {
        self.event.status = status;
    }

    /// Passed on without a decision (a tunnel, or plain HTTP to a tunnel-listed host).
    pub fn tunnel(&mut self) {
        self.event.decision = "tunnel".into();
    }

    /// Refused (by any phase, or by a body filter mid-stream).
    pub fn refused(&mut self, r: &Refusal) {
        let e = &mut self.event;
        e.decision = "refuse".into();
        e.code = Some(r.code.as_str().to_string());
        e.status = r.status().as_u16();
        e.reason = Some(r.reason.clone());
        if e.service.is_none() {
            e.service.clone_from(&r.service);
        }
        if e.rules.is_empty() {
            e.rules.clone_from(&r.rules);
        }
        // The action refused, where the request maps to several (a resource its body names
        // beside the path's, one field of a GraphQL document): the event names that one,
        // as the refusal does, not the first.
        if let (Some(action), Some(resource)) = (&r.action, &r.resource) {
            e.action = Some(action.clone());
            e.resource = Some(resource.clone());
        }
    }

    /// Refused after the answer's head went to the client (a body filter's finding, a
    /// revocation, an upload stopped): the event keeps the status the client received.
    pub fn refused_after_head(&mut self, r: &Refusal) {
        let status = self.event.status;
        self.refused(r);
        self.event.status = status;
    }

    /// Ended by a fault with nobody to answer (a TLS handshake that failed, a client that
    /// went away): the event says what happened, in words that carry no request data.
    pub fn failed(&mut self, what: impl Into<String>) {
        if self.event.decision != "refuse" {
            self.event.decision = "failed".into();
        }
        self.event.error.get_or_insert_with(|| what.into());
    }

    /// Bytes each way.
    pub fn bytes(&mut self, up: u64, down: u64) {
        self.event.bytes_up = up;
        self.event.bytes_down = down;
    }

    /// Names the request's user, where no stage found the session (a refusal before it).
    pub fn user(&mut self, user: Option<String>) {
        self.event.user = user;
    }

    /// Copies what the stages found: the session user, the service, every action.
    pub fn evaluated(&mut self, eval: &Evaluation) {
        let e = &mut self.event;
        let found = &eval.found;
        e.user = found.session.as_ref().map(|s| s.user.0.clone());
        e.service.clone_from(&found.service);
        e.redirect_of.clone_from(&found.redirect_of);
        match &found.mapping {
            Mapping::Mapped(m) => {
                if let Some(first) = m.first() {
                    e.action = Some(first.action.clone());
                    e.resource = Some(first.resource.clone());
                    let write = m.iter().any(|a| a.effect == crate::routes::Effect::Write);
                    let effect = if write { "write" } else { "read" };
                    e.effect = Some(effect.to_string());
                }
                if m.len() > 1 {
                    e.actions = m
                        .iter()
                        .map(|a| EventAction {
                            action: a.action.clone(),
                            resource: a.resource.clone(),
                            effect: a.effect.as_str(),
                        })
                        .collect();
                }
            }
            Mapping::Unmapped { effect, .. } => {
                e.unmapped = true;
                e.effect = Some(effect.as_str().to_string());
            }
            Mapping::NoService | Mapping::Refused(_) => {}
        }
        if let Some(r) = &found.reported {
            e.decision = "would_refuse".into();
            e.code = Some(r.code.as_str().to_string());
            e.reason = Some(r.reason.clone());
        }
        if let Outcome::Refuse(r) = &eval.outcome {
            self.refused(r);
        }
    }
}

impl Pipeline {
    /// Phase 4: records the end of a request, once. `Err` is the refusal to answer instead
    /// when the record could not be written (where the client still waits for an answer).
    pub async fn end(&self, mut record: Record) -> Result<(), Refusal> {
        record.event.duration_ms = record.start.elapsed().as_millis() as u64;
        redact_event(&self.guard, &mut record.event);
        // The dry run's recording reads the event as the audit does: redacted.
        if let Some(recorder) = &self.recorder {
            recorder.observe(&record.event);
        }
        let start = Instant::now();
        self.audit
            .record(&record.event)
            .await
            .map_err(|e| audit_refusal(&e).request_id(record.event.request_id.clone()))?;
        if let Some(o) = &self.observer {
            o.ended(&record.event, start.elapsed());
        }
        Ok(())
    }
}

impl Pipeline {
    /// A refusal as the client may read it: whatever in it came from the request (a path
    /// or host quoted in the reason, the user, the resources) with each secret redacted.
    pub fn shown(&self, mut r: Refusal) -> Refusal {
        let mut texts = vec![r.reason.as_str()];
        texts.extend(r.user.as_deref());
        texts.extend(r.resource.as_deref());
        texts.extend(r.actions.iter().map(|a| a.resource.as_str()));
        if !self.guard.any_secret(texts) {
            return r;
        }
        let g = &self.guard;
        r.reason = g.redact(&r.reason).into_owned();
        for f in [&mut r.user, &mut r.resource].into_iter().flatten() {
            *f = g.redact(f).into_owned();
        }
        for a in &mut r.actions {
            a.resource = g.redact(&a.resource).into_owned();
        }
        r
    }
}

/// Every value of an event that came from the request (method, host, path, user,
/// actions and resources, a fault's words) as the log, the audit and the metrics may hold
/// it: each secret replaced by `[REDACTED:rule]`. A GraphQL mutation's action is named
/// after the root field the agent wrote (`graphql.ghp_…` is a valid name). One scan over
/// all of them in the common, clean case.
pub(super) fn redact_event(guard: &Guard, e: &mut Event) {
    let mut texts = vec![e.method.as_str(), e.host.as_str(), e.path.as_str()];
    texts.extend(e.user.as_deref());
    texts.extend(e.action.as_deref());
    texts.extend(e.resource.as_deref());
    texts.extend(e.error.as_deref());
    texts.extend(e.reason.as_deref());
    texts.extend(e.actions.iter().map(|a| a.action.as_str()));
    texts.extend(e.actions.iter().map(|a| a.resource.as_str()));
    if !guard.any_secret(texts) {
        return;
    }
    for f in [&mut e.method, &mut e.host, &mut e.path] {
        *f = guard.redact(f).into_owned();
    }
    for f in [
        &mut e.user,
        &mut e.action,
        &mut e.resource,
        &mut e.error,
        &mut e.reason,
    ]
    .into_iter()
    .flatten()
    {
        *f = guard.redact(f).into_owned();
    }
    for a in &mut e.actions {
        a.action = guard.redact(&a.action).into_owned();
        a.resource = guard.redact(&a.resource).into_owned();
    }
}

/// The refusal of a request whose event the audit cannot take.
pub(crate) fn audit_refusal(e: &crate::audit::AuditError) -> Refusal {
    Refusal::new(
        Code::AuditUnavailable,
        format!(
            "the audit could not be written ({e}); wirepass refuses what it cannot \
             record: free the audit's disk or fix its permissions"
        ),
    )
}

/// The record of a request whose response is streaming: ended when the body ends.
pub struct Ending {
    pipeline: Arc<Pipeline>,
    record: Option<Record>,
    meter: Arc<Meter>,
    /// Where the upload's body filter reports a refusal raised after the response began.
    upload: Option<oneshot::Receiver<Refusal>>,
    /// The answer streams until its client stops reading it (an event stream, a watch):
    /// a client that goes away ends it, as it should.
    endless: bool,
}

impl Ending {
    /// Carries `record` until the request ends; bytes are read off `meter` then.
    pub fn new(pipeline: Arc<Pipeline>, record: Record, meter: Arc<Meter>) -> Ending {
        Ending {
            pipeline,
            record: Some(record),
            meter,
            upload: None,
            endless: false,
        }
    }

    /// Marks the answer as one that streams until its client stops reading it (Server-Sent
    /// Events, a Kubernetes watch): the client going away is its end, not a failure.
    pub fn endless(&mut self) {
        self.endless = true;
    }

    /// The record, while the request is still being decided and forwarded.
    pub fn record(&mut self) -> &mut Record {
        // Only `close`, `fail` and drop take the record, and all three consume the Ending.
        self.record
            .get_or_insert_with(|| Record::connection("-", 0))
    }

    /// Takes the record back, for a phase that ends the request itself (a refusal, an
    /// upstream failure) and must await the end's result before answering.
    pub fn into_record(mut self) -> Record {
        let mut record = self
            .record
            .take()
            .unwrap_or_else(|| Record::connection("-", 0));
        record.bytes(self.meter.up(), self.meter.down());
        record
    }

    /// Hears of a refusal the upload's filter raises after the response began.
    pub fn upload(&mut self, rx: oneshot::Receiver<Refusal>) {
        self.upload = Some(rx);
    }

    /// A download filter refused mid-body: the stream is cut and the record says why (with
    /// the status the client had received).
    pub fn refused(&mut self, r: &Refusal) {
        if let Some(rec) = self.record.as_mut() {
            rec.refused_after_head(r);
        }
    }

    /// The response ended as it should; hands the record to the end phase.
    pub fn close(mut self) {
        self.hand_over(None);
    }

    /// The response stream failed (an upstream reset, a body error); the record says so.
    pub fn fail(mut self, what: &str) {
        self.hand_over(Some(what));
    }

    fn hand_over(&mut self, fault: Option<&str>) {
        let Some(mut record) = self.record.take() else {
            return;
        };
        if let Some(Ok(r)) = self.upload.take().map(|mut rx| rx.try_recv()) {
            record.refused_after_head(&r);
        }
        if let Some(f) = fault {
            record.failed(f);
        }
        record.bytes(self.meter.up(), self.meter.down());
        let pipeline = self.pipeline.clone();
        let mut end: std::pin::Pin<Box<dyn std::future::Future<Output = ()> + Send>> = Box::pin(
            async move {
                if let Err(r) = pipeline.end(record).await {
                    tracing::error!(code = %r.code, reason = %r.reason, "a finished request could not be recorded");
                }
            },
        );
        // Most ends complete at once: poll here, and hand the rest to the runtime only when
        // the end has to wait (a writer's acknowledgement).
        let mut cx = std::task::Context::from_waker(std::task::Waker::noop());
        if end.as_mut().poll(&mut cx).is_ready() {
            return;
        }
        match tokio::runtime::Handle::try_current() {
            Ok(rt) => {
                rt.spawn(end);
            }
            Err(_) => tracing::error!("a request ended outside the runtime and was not recorded"),
        }
    }
}

impl Drop for Ending {
    fn drop(&mut self) {
        // Dropped before `close`: the client went away while the request was decided,
        // forwarded or answered (hyper drops the request's future and its body). An
        // endless answer ends so.
        let fault = (!self.endless).then_some("the client went away before the response completed");
        self.hand_over(fault);
    }
}

/// The current UTC time as `2025-01-31T12:34:56.789Z`.
pub fn now_rfc3339() -> String {
    rfc3339(time::OffsetDateTime::now_utc())
}

/// A UTC time as `2025-01-31T12:34:56.789Z` (the audit's `ts`: fixed width, so later
/// times sort after earlier ones as strings).
pub fn rfc3339(t: time::OffsetDateTime) -> String {
    format!(
        "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}.{:03}Z",
        t.year(),
        u8::from(t.month()),
        t.day(),
        t.hour(),
        t.minute(),
        t.second(),
        t.millisecond()
    )
}
