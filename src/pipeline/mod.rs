//! The life of a request, in four phases; the one place their order is written.
//!
//! ```text
//! admit    CONNECT or absolute-form target -> intercept | tunnel | refuse, and where to dial;
//!          after the TLS handshake, the SNI against the CONNECT host       (admit.rs)
//! decide   the request belongs to its tunnel; the body prefix is read; then the stages:
//!          session -> route -> [ids to names] -> grants -> entitlements -> live check
//!          -> [approval]
//!          -> rate limit -> credential -> scan; the forwarded head is built  (decide.rs)
//! respond  the response head and body filters (redaction); upstream faults  (respond.rs)
//! end      one record for every request, tunnel and refusal, called on every exit path;
//!          it returns a result, so an audit that cannot be written can refuse (end.rs)
//! ```
//!
//! The proxy shell (`crate::proxy`) only moves bytes: it calls these phases in this order and
//! applies what they return. The stages inside `decide` are synchronous functions over a
//! [`RequestView`]; the phase itself may wait (the body prefix today; live checks and
//! approvals later) within a per-request deadline. Only this module and the CLI see the
//! whole configuration.

pub mod admit;
mod bounds;
pub mod decide;
pub mod end;
mod prefix;
pub mod redirect;
pub mod respond;
pub mod upgrade;

use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use http::{HeaderMap, HeaderName, HeaderValue};

use crate::audit::Audit;
use crate::checks::Checks;
use crate::config::{stages, Config, ConfigError};
use crate::credentials::Credentials;
use crate::entitlements::{Enforcer, Recorder};
use crate::memory::Budget;
use crate::policy::Policy;
use crate::proxy::settings::HostRules;
use crate::refusal::Refusal;
use crate::routes::Router;
use crate::scan::websocket::Messages;
use crate::scan::Guard;
use crate::session::Sessions;

pub use admit::{Admitted, Entry, Sni};
pub use decide::{Conn, Decided, Evaluation, Forward, Found, Judged, Outcome, Run};
pub use end::{Ending, Record};
pub use respond::Responded;

/// The longest the decide phase may take for one request, waits included. Live checks and
/// approval holds will bring their own (shorter) deadlines inside it.
pub const DECIDE_TIMEOUT: Duration = Duration::from_secs(30);

/// A filter over a body stream: scanning (uploads) or redaction (downloads). It may hold
/// back bytes until it is sure of them; what it returns may be sent on.
pub trait BodyFilter: Send {
    /// Takes the next chunk; returns the bytes that may be released now.
    fn push(&mut self, chunk: Bytes) -> Result<Bytes, Refusal>;
    /// The stream ended; returns the bytes still held back.
    fn finish(&mut self) -> Result<Bytes, Refusal>;
    /// The body's trailers arrived, before they are released: refuse, and they never go
    /// (nor does the end of the body).
    fn trailers(&mut self, _trailers: &HeaderMap) -> Result<(), Refusal> {
        Ok(())
    }
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
    /// Scans the messages of a WebSocket upgrade once the origin switches.
    pub messages: Option<Messages>,
}

impl std::fmt::Debug for Plan {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Plan")
            .field("strip", &self.strip)
            .field("set", &self.set.iter().map(|(k, _)| k).collect::<Vec<_>>())
            .field("upload", &self.upload.is_some())
            .field("download", &self.download.is_some())
            .field("messages", &self.messages.is_some())
            .finish()
    }
}

/// The compiled stages and phases.
#[derive(Debug)]
pub struct Pipeline {
    hosts: HostRules,
    sessions: Sessions,
    credentials: Credentials,
    router: Router,
    policy: Policy,
    guard: Guard,
    audit: Audit,
    /// Services whose hosts may be reached over plain HTTP (`plain_http: allow`).
    plain_http: BTreeSet<String>,
    /// Services wirepass injects a credential for (known offline too, without the values).
    credentialed: BTreeSet<String>,
    /// Bytes of a request body read before the decision, and the longest wait for them.
    prefix: decide::PrefixLimits,
    /// The same for a body whose route reads its fields: read whole.
    fields: decide::PrefixLimits,
    /// Header count and target length (stage 0).
    bounds: bounds::HeadBounds,
    /// What every request together, and each alone, may hold in memory.
    memory: Budget,
    /// The redirect passes to storage hosts the respond phase issued (kept across reloads,
    /// like the budget: `limits:` is read at start only).
    passes: Arc<redirect::Passes>,
    /// The entitlements file decide's stage 5 enforces (`run --entitlements`).
    entitlements: Option<Arc<Enforcer>>,
    /// The live checks in the owning systems (stage 5, and the id resolver after stage 3).
    checks: Checks,
    /// The dry run's recording, fed by the end phase (`run --record`).
    recorder: Option<Recorder>,
    /// Told of every recorded event and every live check (`run --admin`'s metrics and live
    /// page).
    observer: Option<Arc<dyn Observer>>,
}

/// What watches the pipeline from outside (the admin endpoint): told of each event once
/// the audit holds it, exactly as the audit holds it (redacted), and of each live check.
pub trait Observer: Send + Sync + std::fmt::Debug {
    /// A request, tunnel or refusal ended and was recorded; `audit` is how long the audit
    /// took to take it.
    fn ended(&self, event: &crate::audit::Event, audit: Duration);
    /// A live check answered for `service`: `answer` is `allow`, `deny`, `uncheckable` or
    /// `unavailable`.
    fn checked(&self, service: &str, answer: &'static str, took: Duration);
}

impl Pipeline {
    /// The composition root: compiles every stage from its own section of the
    /// configuration (`config::stages`); nothing is checked again later.
    pub fn new(config: &Config) -> Result<Pipeline, ConfigError> {
        let sessions = stages::sessions(config)?;
        let credentials = stages::credentials(config, sessions.header())?;
        Pipeline::compose(config, sessions, credentials, None, true)
    }

    /// The same pipeline without the services' credentials, for offline answers (`wirepass
    /// check`, `routes explain`), which must not need the services' secrets. `live`: the
    /// live checks' own credentials are loaded (`check --live`); otherwise the live layer
    /// is skipped and the answer says so.
    pub fn offline(config: &Config, live: bool) -> Result<Pipeline, ConfigError> {
        Pipeline::compose(
            config,
            stages::sessions(config)?,
            Credentials::default(),
            None,
            live,
        )
    }

    /// A pipeline from a re-read configuration, writing to `previous`'s audit (its chain
    /// and writer go on; `audit:` is read at start only), holding on its memory budget
    /// (requests in flight on the old configuration still hold on it; `limits:` is read
    /// at start only) and recording into its recording. It enforces `entitlements` when
    /// given, else `previous`'s. Rate-limit counters start again.
    pub fn reloaded(
        config: &Config,
        previous: &Pipeline,
        entitlements: Option<Arc<Enforcer>>,
    ) -> Result<Pipeline, ConfigError> {
        let sessions = stages::sessions(config)?;
        let credentials = stages::credentials(config, sessions.header())?;
        let p = Pipeline::compose(config, sessions, credentials, Some(previous), true)?;
        if let Some(t) = previous.checks.transport() {
            p.checks.connect(&t);
        }
        Ok(
            p.with_entitlements(entitlements.or_else(|| previous.entitlements.clone()))
                .with_recorder(previous.recorder.clone())
                .with_observer(previous.observer.clone()),
        )
    }

    /// Why the audit cannot take events now, if it cannot (readiness).
    pub fn audit_unready(&self) -> Option<String> {
        self.audit.ready().err().map(|e| e.to_string())
    }

    /// Tells `observer` of every recorded event and live check (`run --admin`).
    #[must_use]
    pub fn with_observer(mut self, observer: Option<Arc<dyn Observer>>) -> Pipeline {
        self.observer = observer;
        self
    }

    /// Enforces an entitlements file in decide's stage 5 (`run --entitlements`): with the
    /// grants, every configured layer must allow.
    #[must_use]
    pub fn with_entitlements(mut self, entitlements: Option<Arc<Enforcer>>) -> Pipeline {
        self.entitlements = entitlements;
        self
    }

    /// A dry run (`run --record`): every service reports its permission refusals instead
    /// of enforcing them, and the end phase hands each finished request to `recorder`.
    #[must_use]
    pub fn with_recorder(mut self, recorder: Option<Recorder>) -> Pipeline {
        if recorder.is_some() {
            self.policy.dry_run();
        }
        self.recorder = recorder;
        self
    }

    /// `previous`: the pipeline a reload replaces, whose audit and budget go on.
    /// `check_secrets`: load the live checks' credentials.
    fn compose(
        config: &Config,
        sessions: Sessions,
        credentials: Credentials,
        previous: Option<&Pipeline>,
        check_secrets: bool,
    ) -> Result<Pipeline, ConfigError> {
        let router = stages::router(config)?;
        let checks = stages::checks(config, &router, check_secrets)?;
        let settings = stages::settings(config)?;
        stages::check_hosts_against_tables(config, &settings.hosts, &router)?;
        Ok(Pipeline {
            hosts: settings.hosts,
            sessions,
            credentials,
            policy: stages::policy(config)?,
            guard: stages::guard(config)?,
            audit: match previous {
                Some(p) => p.audit.clone(),
                None => stages::audit(config)?,
            },
            plain_http: config
                .file
                .services
                .iter()
                .filter(|(_, s)| s.plain_http == Some(crate::config::file::PlainHttp::Allow))
                .map(|(n, _)| n.clone())
                .collect(),
            credentialed: config
                .file
                .services
                .iter()
                .filter(|(_, s)| s.credential.is_some())
                .map(|(n, _)| n.clone())
                .collect(),
            prefix: decide::PrefixLimits {
                bytes: settings.limits.body_prefix,
                wait: settings.limits.body_prefix_wait,
            },
            fields: decide::PrefixLimits {
                bytes: settings.limits.body_fields,
                wait: settings.limits.body_fields_wait,
            },
            bounds: bounds::HeadBounds {
                max_header_count: settings.limits.max_header_count,
                max_url_bytes: settings.limits.max_url_bytes,
            },
            memory: match previous {
                Some(p) => p.memory.clone(),
                None => Budget::new(
                    settings.limits.memory_budget,
                    settings.limits.request_memory,
                ),
            },
            passes: match previous {
                Some(p) => p.passes.clone(),
                None => Arc::new(redirect::Passes::new(settings.limits.redirect_pass)),
            },
            router,
            entitlements: None,
            checks,
            recorder: None,
            observer: None,
        })
    }

    /// The route tables (the CLI lists and explains them).
    pub fn router(&self) -> &Router {
        &self.router
    }

    /// A warning for each service whose credential wirepass injects toward a host pattern
    /// (`*.atlassian.net`): every host it matches gets the credential, and resources that
    /// carry no host (`issue:abc-1`) are the same on each. An Atlassian token works on
    /// every site its account can use, so a grant on one site's issue reaches another's.
    pub fn wide_credentials(&self) -> Vec<String> {
        (self.router.tables().iter())
            .filter(|a| self.credentialed.contains(&a.table.service))
            .filter_map(|a| {
                let wide: Vec<&str> = (a.hosts.iter())
                    .filter(|h| h.contains('*'))
                    .map(String::as_str)
                    .collect();
                (!wide.is_empty()).then(|| {
                    format!(
                        "services.{0}: its credential goes to every host matching {1}, and its resources name no host, so a grant reaches the same names on each; name your hosts in services.{0}.hosts",
                        a.table.service,
                        wide.join(", ")
                    )
                })
            })
            .collect()
    }

    /// The session settings (`run` prints trust mode's warning).
    pub fn sessions(&self) -> &Sessions {
        &self.sessions
    }

    /// The grants (`wirepass check` explains which rules it considered).
    pub fn policy(&self) -> &Policy {
        &self.policy
    }

    /// The live checks (the proxy gives them their way out; `routes` lists them).
    pub fn checks(&self) -> &Checks {
        &self.checks
    }

    /// The memory budget every request's account draws on.
    pub fn memory(&self) -> &Budget {
        &self.memory
    }
}

#[cfg(test)]
mod entitled_tests;
