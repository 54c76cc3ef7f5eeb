//! The one place where the order of stages is written: session, route, decision, scan,
//! credential. Each stage is a pure function of the request view and what came before;
//! the proxy shell calls [`Pipeline::evaluate`] for every intercepted request, applies the
//! [`Outcome`], and calls [`Pipeline::finish`] exactly once when the request is over.

use bytes::Bytes;
use http::{HeaderMap, HeaderName, HeaderValue};

use crate::audit::{Audit, Event};
use crate::config::{stages, Config, ConfigError};
use crate::credentials::Credentials;
use crate::policy::{DecideArgs, Policy, Verdict};
use crate::refusal::Refusal;
use crate::request::RequestView;
use crate::routes::{Mapping, Router};
use crate::scan::Guard;
use crate::session::{Session, Sessions};

/// A filter over a body stream: scanning (uploads) or redaction (downloads). It may hold
/// back bytes until it is sure of them; what it returns may be sent on.
pub trait BodyFilter: Send {
    /// Takes the next chunk; returns the bytes that may be released now.
    fn push(&mut self, chunk: Bytes) -> Result<Bytes, Refusal>;
    /// The stream ended; returns the bytes still held back.
    fn finish(&mut self) -> Result<Bytes, Refusal>;
    /// The response head arrived (download filters): make the headers say what the filter
    /// will send, or refuse before any byte of the body goes.
    fn response_head(&mut self, _headers: &mut HeaderMap) -> Result<(), Refusal> {
        Ok(())
    }
}

/// What to do to a request that goes on.
#[derive(Default)]
pub struct Plan {
    /// Headers removed before forwarding (the session header, the agent's own credential).
    pub strip: Vec<HeaderName>,
    /// Headers set before forwarding (injected credentials; never logged).
    pub set: Vec<(HeaderName, HeaderValue)>,
    /// Scans the request body as it streams.
    pub upload: Option<Box<dyn BodyFilter>>,
    /// Filters the response body as it streams.
    pub download: Option<Box<dyn BodyFilter>>,
}

impl std::fmt::Debug for Plan {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Plan")
            .field("strip", &self.strip)
            .field("set", &self.set.iter().map(|(k, _)| k).collect::<Vec<_>>())
            .field("upload", &self.upload.is_some())
            .field("download", &self.download.is_some())
            .finish()
    }
}

/// Forward with a plan, or refuse.
#[derive(Debug)]
pub enum Outcome {
    Forward(Plan),
    Refuse(Refusal),
}

/// The result of evaluating one request: the values each stage produced, and the outcome.
#[derive(Debug)]
pub struct Evaluation {
    pub session: Option<Session>,
    pub service: Option<String>,
    pub mapping: Mapping,
    /// A refusal report mode let through (`would_refuse` in the audit).
    pub reported: Option<Refusal>,
    pub outcome: Outcome,
}

/// The compiled stages.
#[derive(Debug)]
pub struct Pipeline {
    sessions: Sessions,
    credentials: Credentials,
    router: Router,
    policy: Policy,
    guard: Guard,
    audit: Audit,
}

impl Pipeline {
    /// Compiles every stage from the configuration; nothing is checked again later.
    pub fn new(config: &Config) -> Result<Pipeline, ConfigError> {
        let sessions = stages::sessions(config)?;
        Ok(Pipeline {
            credentials: stages::credentials(config, sessions.header())?,
            sessions,
            router: stages::router(config)?,
            policy: stages::policy(config)?,
            guard: stages::guard(config)?,
            audit: stages::audit(config)?,
        })
    }

    /// The route tables (the shell asks which hosts they own).
    pub fn router(&self) -> &Router {
        &self.router
    }

    /// The session settings (the shell strips the session header).
    pub fn sessions(&self) -> &Sessions {
        &self.sessions
    }

    /// Runs the stages in order. The order is written here and nowhere else.
    pub fn evaluate(&self, view: &RequestView) -> Evaluation {
        let service = self.router.service_for_host(view.host).map(str::to_string);
        let mut eval = Evaluation {
            session: None,
            service: service.clone(),
            mapping: Mapping::NoService,
            reported: None,
            outcome: Outcome::Forward(Plan::default()),
        };
        let mut plan = Plan {
            strip: vec![self.sessions.header().clone()],
            ..Plan::default()
        };

        // 1. Who is this for?
        match self.sessions.resolve(view) {
            Ok(s) => eval.session = s,
            Err(r) => return self.refuse(eval, r, view),
        }
        // 2. What does it do?
        eval.mapping = self.router.map(view);
        if let Mapping::Refused(r) = &eval.mapping {
            let r = r.clone();
            return self.refuse(eval, r, view);
        }
        // 3. May this user do it?
        let args = DecideArgs {
            session: eval.session.as_ref(),
            mapping: &eval.mapping,
        };
        match self.policy.decide(&args) {
            Verdict::Allow => {}
            Verdict::Report(r) => eval.reported = Some(self.decorate(r, &eval, view)),
            Verdict::Refuse(r) => return self.refuse(eval, r, view),
        }
        // 3b. Within the rate limits? (stateful: counted only once the decision allows)
        if let Some(r) = self.policy.rate_limit(eval.session.as_ref(), &eval.mapping) {
            return self.refuse(eval, r, view);
        }
        // 3c. The service's credential replaces whatever the agent sent in its header.
        match self.credentials.inject(service.as_deref(), view.headers) {
            Ok(Some((name, value))) => {
                plan.strip.push(name.clone());
                plan.set.push((name, value));
            }
            Ok(None) => {}
            Err(r) => return self.refuse(eval, r, view),
        }
        // 4. Does anything secret leave with it?
        let svc = service.as_deref();
        if let Err(r) = self.guard.check_head(view, svc, &plan.strip) {
            return self.refuse(eval, r, view);
        }
        plan.upload = self.guard.upload_filter(view, svc);
        // A body that arrived whole is judged before anything goes upstream: the origin
        // then receives nothing at all of a request that leaks, not even its head.
        if view.body.complete {
            if let Some(filter) = plan.upload.as_mut() {
                if let Err(r) = filter
                    .push(view.body.bytes.clone())
                    .and_then(|_| filter.finish())
                {
                    return self.refuse(eval, r, view);
                }
                plan.upload = None;
            }
        }
        plan.download = self.guard.download_filter(view, svc);
        if plan.download.is_some() {
            // Redaction reads the response as sent: ask the origin for an unencoded one.
            plan.strip.push(http::header::ACCEPT_ENCODING);
        }
        eval.outcome = Outcome::Forward(plan);
        eval
    }

    /// Records the end of a request: called exactly once per request, whatever happened.
    pub fn finish(&self, event: &Event) {
        self.audit.record(event);
    }

    fn refuse(&self, mut eval: Evaluation, refusal: Refusal, view: &RequestView) -> Evaluation {
        eval.outcome = Outcome::Refuse(self.decorate(refusal, &eval, view));
        eval
    }

    /// Fills in what is known of the request, so every refusal names it.
    fn decorate(&self, mut r: Refusal, eval: &Evaluation, view: &RequestView) -> Refusal {
        if let Some(s) = &eval.service {
            r = r.service(s.clone());
        }
        if let Mapping::Mapped(m) = &eval.mapping {
            if let Some(first) = m.first() {
                r = r.action(first.action.clone(), first.resource.clone());
            }
        }
        if let Some(s) = &eval.session {
            r = r.user(s.user.0.clone());
        }
        r.request_id(view.id.as_str())
    }
}
