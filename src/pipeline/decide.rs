//! Phase 2, **decide**: runs once for every request inside an admitted connection, after
//! its head has arrived and before any byte of it goes upstream. It may wait (for the body
//! prefix today; for a live check or an approval later) until the request's deadline; the
//! stages it calls are synchronous functions over a [`RequestView`] with no I/O. Its result
//! is a [`Decided`]: the record so far, and either the exact request head and body to
//! forward (what was decided is what is forwarded) or a refusal.
//!
//! The order, written here and nowhere else:
//! 0. the request belongs to its tunnel (fronting, nested CONNECT, Host and `:authority`),
//!    its head is within `limits:` (header count, target length), and its body reads one
//!    way only (one `Content-Encoding` field of codings the scanner undoes; no
//!    `Transfer-Encoding` but `chunked`);
//! 1. the body prefix is read (bounded in bytes and time, and counted against the memory
//!    budget, like everything the request's body filters hold after it);
//! 2. session: who is this for?
//! 3. route: what does it do? (service, actions, resources, effect)
//! 4. grants: may this user do it? (report mode lets a refusal through as `would_refuse`)
//! 5. entitlements: is every action listed for this user? (`run --entitlements`; the live
//!    check in the owning system and the approval hold plug in here too, awaiting within
//!    the deadline)
//! 6. rate limits (stateful: counted only once everything else allows);
//! 7. the service's credential (never over plain HTTP);
//! 8. scan: does anything secret leave? (the head now; the body as it streams; a
//!    WebSocket's messages after the switch, any other upgrade refused)
//! 9. the forwarded head is built from exactly what was judged (no WebSocket extension
//!    offered, so frames arrive uncompressed).

use std::net::SocketAddr;

use bytes::Bytes;
use http::{header, Method, Request, Uri, Version};
use http_body::Body;

pub use super::prefix::{read_prefix, PrefixError, PrefixLimits, Replay};
use super::{Admitted, BodyFilter, Pipeline, Plan, Record, Sni};
use crate::memory::Account;
use crate::policy::{DecideArgs, Verdict};
use crate::proxy::headers::{strip_hop_by_hop, wants_upgrade};
use crate::proxy::hosts::{check_same_host, Authority};
use crate::proxy::settings::Disposition;
use crate::refusal::{Code, Refusal};
use crate::request::{ProxyAuth, RequestView, Scheme, Tunnel};
use crate::routes::overrides::OverrideWatch;
use crate::routes::{Mapping, Spelling};
use crate::scan::framing::unambiguous;
use crate::scan::websocket::Messages;
use crate::session::Session;

/// What the admit phase established for a connection; every request on it shares this.
#[derive(Debug, Clone)]
pub struct Conn {
    pub target: Admitted,
    pub tunnel: Tunnel,
    /// The SNI of an intercepted tunnel (`Absent` for plain HTTP).
    pub sni: Sni,
}

impl Conn {
    /// A connection for `target` from `client`.
    pub fn new(target: Admitted, client: SocketAddr, proxy_auth: Option<ProxyAuth>) -> Conn {
        Conn {
            target,
            tunnel: Tunnel { client, proxy_auth },
            sni: Sni::Absent,
        }
    }
}

/// Whether the decide phase runs for live traffic or for an offline answer (`wirepass
/// check`), which must not count against rate limits and may say who the request is for
/// (`--user`) instead of carrying a session the session stage would read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Run {
    Live,
    Offline(Option<Session>),
    /// A request already forwarded whose connection stays open (an upgraded WebSocket),
    /// judged again with a reloaded configuration: live, but counted against no rate limit
    /// a second time.
    Again,
}

impl Run {
    /// Whether the request is live traffic (a first decision or one again).
    fn is_live(&self) -> bool {
        matches!(self, Run::Live | Run::Again)
    }
}

/// What the stages found out about one request, whatever the outcome.
#[derive(Debug, Default)]
pub struct Found {
    pub session: Option<Session>,
    pub service: Option<String>,
    pub mapping: Mapping,
    /// A refusal report mode let through (`would_refuse` in the audit).
    pub reported: Option<Refusal>,
    /// What the owning systems said of each action the live check asked about.
    pub checked: Vec<(String, crate::checks::Checked)>,
    /// The live layer was skipped (an offline answer without `--live`).
    pub live_skipped: bool,
    /// The request whose redirect issued the pass this one was let through on (a download
    /// from a service's storage host).
    pub redirect_of: Option<String>,
    /// That request's host, where the service's credential belongs.
    pub redirected_from: Option<String>,
}

/// What the stages made of one request.
#[derive(Debug)]
pub struct Evaluation {
    pub found: Found,
    pub outcome: Outcome,
}

/// Forward with a plan, or refuse.
#[derive(Debug)]
pub enum Outcome {
    Forward(Plan),
    Refuse(Refusal),
}

/// The request as it will be forwarded.
pub struct Forward<B> {
    /// The head as it goes upstream: absolute URI, hop-by-hop headers gone, the session
    /// header stripped, the credential set.
    pub head: http::request::Parts,
    /// The body prefix, then the rest of the body.
    pub body: Replay<B>,
    /// Scans the body as it streams (absent when the whole body was judged already).
    pub upload: Option<Box<dyn BodyFilter>>,
    /// Filters the response body (redaction).
    pub download: Option<Box<dyn BodyFilter>>,
    /// A protocol upgrade (WebSocket) was asked for and may follow.
    pub upgrade: bool,
    /// Scans the WebSocket's messages once the origin switched (none: spliced as is).
    pub messages: Option<Messages>,
    /// The body the decision read (a live request's): what judges the request again while
    /// its answer streams.
    pub judged: Option<Judged>,
}

/// The body a decision read, kept to judge the request again on the same bytes.
#[derive(Debug, Clone)]
pub struct Judged {
    /// What was read (held on the memory budget while kept).
    pub body: Bytes,
    /// Whether that was the whole body (else the decision read a part: a prefix, or what
    /// arrived in time).
    pub whole: bool,
}

/// The decide phase's result: what the stages found (for `wirepass check`, which explains
/// it) and the outcome. The same facts are copied into the request's [`Record`].
pub struct Decided<B> {
    pub found: Found,
    pub outcome: Result<Forward<B>, Refusal>,
}

impl Pipeline {
    /// Phase 2: decides one request of `conn`, filling in `record` as it learns. See the
    /// module doc for the order.
    pub async fn decide<B>(
        &self,
        conn: &Conn,
        req: Request<B>,
        record: &mut Record,
        run: Run,
    ) -> Decided<B>
    where
        B: Body<Data = Bytes> + Unpin,
        B::Error: std::fmt::Display,
    {
        let id = record.id().clone();
        let (mut parts, body) = req.into_parts();
        let (mut path, query) = path_and_query(&parts.uri);
        let refuse = |record: &mut Record, found: Found, r: Refusal| {
            let r = r.request_id(id.as_str());
            // Refused before the request's own session is read: the event names the user
            // the tunnel's credentials carry, if valid (round ten).
            if found.session.is_none() {
                let auth = conn.tunnel.proxy_auth.as_ref();
                let user = self.sessions.tunnel_user(auth);
                record.user(user);
            }
            record.refused(&r);
            Decided {
                found,
                outcome: Err(r),
            }
        };

        // 0. The request belongs to its tunnel, its head is within bounds, and its body
        // reads one way only (checked on the head as it came: `Transfer-Encoding` is
        // hop-by-hop and goes next).
        let checked = belongs_to(conn, &parts)
            .and_then(|()| self.bounds.check(&parts))
            .and_then(|()| unambiguous(&parts.headers));
        if let Err(r) = checked {
            return refuse(record, Found::default(), r);
        }
        let upgrade = wants_upgrade(&parts.headers);
        strip_hop_by_hop(&mut parts.headers, upgrade);
        // One reading of the path on a service's host: what is routed, decided and scanned
        // below is what goes upstream (step 9 builds the URI from it).
        if conn.target.disposition == Disposition::Intercept {
            match self.router.one_reading(&conn.target.host, &path) {
                Ok(Some(p)) => path = p,
                Ok(None) => {}
                Err(r) => return refuse(record, Found::default(), r),
            }
        }

        // 1. The body prefix, within its own wait and the request's deadline. What the
        // request holds from here on counts against the memory budget.
        // A body whose route reads a field of it is read whole (up to `limits.body_fields`):
        // a field is never judged from part of a body (an LLM call's `model` beside a long
        // context, a Slack message's `channel` after its blocks).
        let memory = match run {
            Run::Again => self.memory.apart().account(),
            _ => self.memory.account(),
        };
        // A request without a body (most reads) is not routed twice for it.
        let intercepted = conn.target.disposition == Disposition::Intercept;
        let limits = match intercepted
            && !body.is_end_stream()
            && self
                .router
                .reads_body(&conn.target.host, &parts.method, &path, query.as_deref())
        {
            true => self.fields,
            false => self.prefix,
        };
        // Judged again, the body is the one kept from the first decision, all of it at
        // hand: a part of one ends where no byte is ready, without waiting.
        let limits = match run {
            Run::Again => PrefixLimits {
                wait: std::time::Duration::ZERO,
                ..limits
            },
            _ => limits,
        };
        let read = read_prefix(body, limits, memory.hold());
        let (prefix, replay) = match tokio::time::timeout(super::DECIDE_TIMEOUT, read).await {
            Ok(Ok(x)) => x,
            Ok(Err(PrefixError::Over(over))) => {
                let r = over.refusal("the body prefix");
                return refuse(record, Found::default(), r);
            }
            Ok(Err(PrefixError::Body(e))) => {
                let reason = format!("the request body could not be read: {e}");
                return refuse(
                    record,
                    Found::default(),
                    Refusal::new(Code::BadRequest, reason),
                );
            }
            Err(_) => {
                let reason = "the request could not be decided in time";
                let r = Refusal::new(Code::CheckUnavailable, reason);
                return refuse(record, Found::default(), r);
            }
        };

        let view = RequestView {
            id: &id,
            method: &parts.method,
            scheme: conn.target.scheme,
            host: &conn.target.host,
            port: conn.target.port,
            path: &path,
            query: query.as_deref(),
            headers: &parts.headers,
            body: &prefix,
            tunnel: &conn.tunnel,
        };
        let eval = match conn.target.disposition {
            // Plain HTTP to a tunnel-listed host: passed on undecided, like its tunnels.
            Disposition::Tunnel => {
                record.tunnel();
                Evaluation {
                    found: Found::default(),
                    outcome: Outcome::Forward(Plan {
                        strip: vec![self.sessions.header().clone()],
                        ..Plan::default()
                    }),
                }
            }
            Disposition::Intercept => {
                let stages = self.evaluate(&view, &run, &memory);
                match tokio::time::timeout(super::DECIDE_TIMEOUT, stages).await {
                    Ok(eval) => eval,
                    Err(_) => {
                        let reason = "the request could not be decided in time";
                        let r = Refusal::new(Code::CheckUnavailable, reason);
                        return refuse(record, Found::default(), r);
                    }
                }
            }
        };
        record.evaluated(&eval);
        if conn.target.disposition == Disposition::Tunnel {
            // Not decided, but recorded as the user its credentials name, as its tunnels
            // are.
            let auth = conn.tunnel.proxy_auth.as_ref();
            record.user(self.sessions.tunnel_user(auth));
        }
        let Evaluation { found, outcome } = eval;
        let plan = match outcome {
            Outcome::Forward(plan) => plan,
            Outcome::Refuse(r) => {
                // An HTTP/1.1 client still sending its body reads the refusal only if the
                // body is read: hyper closes a connection whose body is left, and the
                // client's next write meets a reset before it reads the answer.
                if !prefix.complete && parts.version <= Version::HTTP_11 && run == Run::Live {
                    drain(replay).await;
                }
                return refuse(record, found, r);
            }
        };
        if let (true, Err(e)) = (run.is_live(), self.audit.ready()) {
            return refuse(record, found, super::end::audit_refusal(&e));
        }

        // 9. What was judged is what goes: the head is rebuilt from the judged parts.
        let Some(uri) = upstream_uri(&conn.target, &path, query.as_deref()) else {
            let r = Refusal::new(Code::BadRequest, "the request target is not a valid URI");
            return refuse(record, found, r);
        };
        let Plan {
            strip,
            set,
            upload,
            download,
            messages,
        } = plan;
        for h in &strip {
            parts.headers.remove(h);
        }
        if messages.is_some() {
            // Frames must arrive as written to be scanned: no extension (permessage-deflate
            // compresses them) is offered to the origin.
            parts.headers.remove(header::SEC_WEBSOCKET_EXTENSIONS);
        }
        for (k, v) in set {
            parts.headers.insert(k, v);
        }
        parts.headers.remove(header::HOST);
        join_cookies(&mut parts.headers);
        parts.uri = uri;
        parts.version = Version::HTTP_11;
        parts.extensions = http::Extensions::new();
        // The body a live request was judged on (whole, or the part the decision read) is
        // kept while its answer streams, to judge it again on the same bytes; it is held on
        // the budget as long.
        let judged = match run {
            Run::Live => {
                let mut hold = memory.hold();
                if let Err(over) = hold.set(prefix.bytes.len()) {
                    let r = over.refusal("the body kept to judge the request again");
                    return refuse(record, found, r);
                }
                Some(Judged {
                    body: hold.keeping(prefix.bytes.clone()),
                    whole: prefix.complete,
                })
            }
            _ => None,
        };
        Decided {
            found,
            outcome: Ok(Forward {
                head: parts,
                body: replay,
                upload,
                download,
                upgrade,
                messages,
                judged,
            }),
        }
    }

    /// Stages 2–8 over the request view: pure and synchronous but for the rate limiter's
    /// counters and the two that ask the owning system (ids to names after the route, the
    /// live check after the entitlements), which await. The body filters hold what they
    /// hold on `memory`, the request's account.
    async fn evaluate(&self, view: &RequestView<'_>, run: &Run, memory: &Account) -> Evaluation {
        let service = self.router.service_for_host(view.host).map(str::to_string);
        let mut eval = Evaluation {
            found: Found {
                service: service.clone(),
                ..Found::default()
            },
            outcome: Outcome::Forward(Plan::default()),
        };
        let mut plan = Plan {
            strip: vec![self.sessions.header().clone()],
            ..Plan::default()
        };

        // 2. Who is this for?
        match (run, self.sessions.resolve(view)) {
            (Run::Offline(Some(given)), _) => eval.found.session = Some(given.clone()),
            (_, Ok(s)) => eval.found.session = s,
            (_, Err(r)) => return self.refuse(eval, r),
        }
        // A user name that scans as a credential would be written into the log and audit
        // and echoed in refusals: it is refused, and never named.
        let secret = (eval.found.session.as_ref()).and_then(|s| self.guard.secret_in(&s.user.0));
        if let Some(rule) = secret {
            eval.found.session = None;
            let reason = format!(
                "the session user looks like a credential (rule `{rule}`), so wirepass \
                 neither records nor echoes it: name the user by a login or an email address"
            );
            return self.refuse(eval, Refusal::new(Code::BadSession, reason));
        }
        // 3. What does it do? On a service's storage host: what a redirect pass says (the
        // request that was redirected), and nothing else unless `hosts.intercept` lists
        // the host (then it is inspected as any listed host). Stages 4 to 6 judge a passed
        // request again (a grant revoked since, a rate limit); no credential is injected.
        if self.router.is_storage(view.host) {
            match self.passed(view, &mut eval.found) {
                Ok(()) => {}
                Err(_)
                    if self
                        .hosts
                        .lists_intercept(view.host, view.port, view.scheme) => {}
                Err(r) => return self.refuse(eval, r),
            }
        }
        // The host that was redirected, for a request a pass let through.
        let origin = eval.found.redirected_from.clone();
        let passed = origin.is_some();
        let service = match passed {
            true => eval.found.service.clone(),
            false => service,
        };
        if !passed {
            eval.found.mapping = offload(view.body.bytes.len(), || self.router.map(view, memory));
        }
        if let Mapping::Refused(r) = &eval.found.mapping {
            let r = r.clone();
            return self.refuse(eval, r);
        }
        // The live layer runs unless this is an offline answer without a way out (`wirepass
        // check` without `--live`), which says it was skipped.
        let live = run.is_live() || self.checks.connected();
        eval.found.live_skipped =
            !live && self.checks.covers(service.as_deref().unwrap_or_default());
        // 3b. An id becomes the name it stands for, where the service's check resolves it,
        // so the grants, the entitlements, the audit and the check all see one name.
        if live && !passed {
            if let Err(r) = self.resolve_ids(&mut eval.found.mapping).await {
                return self.refuse(eval, r);
            }
        }
        // 4. May this user do it?
        let args = DecideArgs {
            session: eval.found.session.as_ref(),
            mapping: &eval.found.mapping,
            credential: service
                .as_deref()
                .is_some_and(|s| self.credentialed.contains(s)),
        };
        match self.policy.decide(&args) {
            Verdict::Allow => {}
            Verdict::Report(r) => eval.found.reported = Some(self.decorate(r, &eval.found)),
            Verdict::Refuse(mut r) => {
                // A request the entitlements list is refused by the grants all the same:
                // the file narrows what grants allow and never widens it, which a person
                // who recorded it may not expect.
                let user = eval.found.session.as_ref().map(|s| s.user.0.as_str());
                let mapped = matches!(eval.found.mapping, Mapping::Mapped(_));
                let listed = (self.entitlements.as_ref())
                    .is_some_and(|e| mapped && e.check(user, &eval.found.mapping).is_none());
                if listed && r.code == Code::NotPermitted {
                    r.reason.push_str(
                        " (the entitlements file lists this request, but entitlements only \
                         narrow what the grants allow: a grant must allow it too)",
                    );
                }
                return self.refuse(eval, r);
            }
        }
        // 5. Is every action in the entitlements, and does the owning system allow it right
        // now (the live check)? Every configured layer must allow; report mode and the dry
        // run report a permission refusal here as they do the grants'. (An approval hold
        // will follow here.)
        let service_name = service.as_deref().unwrap_or_default();
        if let Some(entitlements) = &self.entitlements {
            let user = eval.found.session.as_ref().map(|s| s.user.0.as_str());
            if let Some(r) = entitlements.check(user, &eval.found.mapping) {
                if let Some(r) = self.judged(service_name, r, &mut eval.found) {
                    return self.refuse(eval, r);
                }
            }
        }
        if live {
            if let Err(r) = self.live_check(view, &mut eval.found).await {
                if let Some(r) = self.judged(service_name, r, &mut eval.found) {
                    return self.refuse(eval, r);
                }
            }
        }
        // 6. Within the rate limits?
        if *run == Run::Live {
            if let Some(r) = self
                .policy
                .rate_limit(eval.found.session.as_ref(), &eval.found.mapping)
            {
                return self.refuse(eval, r);
            }
        }
        // 7. The service's credential replaces whatever the agent sent in its header; it is
        // never injected into a request that travels in cleartext.
        if view.scheme == Scheme::Https && !passed {
            match self.credentials.inject(service.as_deref(), view.headers) {
                Ok(Some((name, value))) => {
                    plan.strip.push(name.clone());
                    plan.set.push((name, value));
                }
                Ok(None) => {}
                Err(r) => return self.refuse(eval, r),
            }
        }
        let svc = service.as_deref().filter(|_| !passed);
        offload(view.body.bytes.len(), || {
            self.scan_stage(view, svc, plan, memory, eval, origin.as_deref())
        })
    }

    /// Stage 8 and the plan's filters. `issued`: the request's target is a URL the service's
    /// origin wrote (a redirect pass's, for a request to `issued`, the host redirected):
    /// its signature is the URL's, and the service's own credential is stripped.
    fn scan_stage(
        &self,
        view: &RequestView<'_>,
        svc: Option<&str>,
        mut plan: Plan,
        memory: &Account,
        mut eval: Evaluation,
        issued: Option<&str>,
    ) -> Evaluation {
        // 8. Does anything secret leave with it?
        match issued {
            Some(origin) => match self.guard.check_passed_head(view, origin, &plan.strip) {
                Ok(strip) => plan.strip.extend(strip),
                Err(r) => return self.refuse(eval, r),
            },
            None => {
                if let Err(r) = self.guard.check_head(view, svc, &plan.strip) {
                    return self.refuse(eval, r);
                }
            }
        }
        plan.upload = self.guard.upload_filter(view, svc, memory);
        // A body the decision did not read whole may carry a method override past the cut,
        // on a service's host: it is watched for one as it streams.
        if !view.body.complete && svc.is_some() {
            let content_type = view
                .headers
                .get(header::CONTENT_TYPE)
                .and_then(|v| v.to_str().ok());
            if let Some(watch) = OverrideWatch::for_body(content_type, &view.body.bytes) {
                plan.upload = Some(Box::new(Watched {
                    watch,
                    inner: plan.upload.take(),
                }));
            }
        }
        // A body that arrived whole is judged before anything goes upstream: the origin
        // then receives nothing at all of a request that leaks, not even its head.
        if view.body.complete {
            if let Some(filter) = plan.upload.as_mut() {
                let trailers = view.body.trailers.as_ref();
                if let Err(r) = filter
                    .push(view.body.bytes.clone())
                    .and_then(|_| trailers.map_or(Ok(()), |t| filter.trailers(t)))
                    .and_then(|_| filter.finish())
                {
                    return self.refuse(eval, r);
                }
                plan.upload = None;
            }
        }
        if wants_upgrade(view.headers) {
            match self.guard.upgrade(view, svc) {
                Ok(m) => plan.messages = m,
                Err(r) => return self.refuse(eval, r),
            }
        }
        plan.download = self.guard.download_filter(view, svc, memory);
        if plan.download.is_some() {
            // Redaction reads the response as sent: ask the origin for an unencoded one.
            plan.strip.push(header::ACCEPT_ENCODING);
        }
        eval.outcome = Outcome::Forward(plan);
        eval
    }

    /// A request on a service's storage host: only a GET or HEAD of a URL that an allowed
    /// request of the same user was redirected to, within `limits.redirect_pass`, goes;
    /// it is judged as that request (its service, actions and resources).
    fn passed(&self, view: &RequestView<'_>, found: &mut Found) -> Result<(), Refusal> {
        let user = found.session.as_ref().map(|s| s.user.0.as_str());
        let fetch = matches!(*view.method, Method::GET | Method::HEAD);
        let pass = fetch
            .then(|| (self.passes).find(user, view.host, view.port, view.path, view.query))
            .flatten();
        let Some(pass) = pass else {
            let host = view.host;
            let ttl = self.passes.ttl().as_secs();
            let (code, what) = match fetch {
                true => (
                    Code::UnmappedRead,
                    "this URL was not handed out to this user",
                ),
                false => (Code::UnmappedWrite, "it takes nothing but GET and HEAD"),
            };
            let reason = format!(
                "`{host}` is a storage host a service hands downloads off to, and {what}: \
                 wirepass lets through only a GET or HEAD of a URL an allowed request of the \
                 same user was redirected to, within limits.redirect_pass ({ttl}s); ask the \
                 service's API for the download (it redirects here) as that user"
            );
            return Err(Refusal::new(code, reason));
        };
        // A download is a read: it upgrades to no stream, and asks to be read no other way.
        if wants_upgrade(view.headers) {
            return Err(Refusal::new(
                Code::BadRequest,
                "a redirect pass is for a download, and this request asks to upgrade to a \
                 two-way stream: send it without `Upgrade`",
            ));
        }
        if let Some(r) = crate::routes::read_another_way(view) {
            return Err(r);
        }
        found.service = Some(pass.service);
        found.mapping = Mapping::Mapped(pass.actions);
        found.reported = pass.reported;
        found.redirect_of = Some(pass.request_id);
        found.redirected_from = Some(pass.host);
        Ok(())
    }

    /// What a forwarded request (`id`, to `host`) whose answer redirects could issue a pass
    /// with: its service has storage hosts and the request was mapped. Built only for a
    /// redirect, so no other answer pays for the copy.
    pub(crate) fn issuer(
        &self,
        found: &Found,
        id: &crate::request::RequestId,
        host: &str,
    ) -> Option<super::redirect::Issuer> {
        let service = found.service.as_deref()?;
        let Mapping::Mapped(actions) = &found.mapping else {
            return None;
        };
        if !self.router.has_storage(service) {
            return None;
        }
        Some(super::redirect::Issuer {
            service: service.to_string(),
            host: (found.redirected_from.as_deref())
                .unwrap_or(host)
                .to_string(),
            user: found.session.as_ref().map(|s| s.user.0.clone()),
            actions: actions.clone(),
            reported: found.reported.clone(),
            request_id: id.as_str().to_string(),
        })
    }

    /// Stage 3b: every id-addressed resource of a service with a live check becomes the
    /// name the owning system gives it, spelled as the table spells names.
    async fn resolve_ids(&self, mapping: &mut Mapping) -> Result<(), Refusal> {
        let Mapping::Mapped(actions) = mapping else {
            return Ok(());
        };
        for m in actions.iter_mut() {
            let Spelling::Id { of } = &m.spelling else {
                continue;
            };
            let of = of.clone();
            if let Some(name) = self.checks.resolve(m, &of).await? {
                let names = self.router.names(&m.service);
                let (resource, spelling) = match names {
                    Some(n) => n.spell(name),
                    None => (name, Spelling::AsSent),
                };
                m.resource = resource;
                m.spelling = spelling;
            }
        }
        Ok(())
    }

    /// Stage 5's live check: each action of a service with a check, asked of its system
    /// (through the cache) for the session user. No user, no check: refused.
    async fn live_check(&self, view: &RequestView<'_>, found: &mut Found) -> Result<(), Refusal> {
        let Mapping::Mapped(actions) = &found.mapping else {
            return Ok(());
        };
        if !actions.iter().any(|m| self.checks.covers(&m.service)) {
            return Ok(());
        }
        let Some(session) = &found.session else {
            return Err(Refusal::new(
                Code::NoSession,
                "the owning system is asked what the session user may do, and this request \
                 names no user: send the session header",
            ));
        };
        for m in actions {
            let ask = crate::checks::Ask {
                user: &session.user.0,
                groups: &session.groups,
                mapped: m,
                method: view.method,
                path: view.path,
                query: view.query,
            };
            let start = std::time::Instant::now();
            let checked = self.checks.check(&ask).await;
            if let Some(o) = &self.observer {
                let answer = match &checked {
                    Ok(None) => None,
                    Ok(Some(c)) => Some(match c.access {
                        crate::checks::Access::Allow(_) => "allow",
                        crate::checks::Access::Deny(_) => "deny",
                        crate::checks::Access::Uncheckable(_) => "uncheckable",
                    }),
                    Err(r) if r.code == Code::NotPermitted => Some("deny"),
                    Err(_) => Some("unavailable"),
                };
                if let Some(a) = answer {
                    o.checked(&m.service, a, start.elapsed());
                }
            }
            if let Some(c) = checked? {
                found.checked.push((m.action.clone(), c));
            }
        }
        Ok(())
    }

    /// A permission layer's refusal after the grants (entitlements, the live check), as
    /// the policy judges it for `service`: `Some` to refuse now; one that report mode or the
    /// dry run reports is kept in `found.reported` (the first stands) and the request goes
    /// on.
    fn judged(&self, service: &str, r: Refusal, found: &mut Found) -> Option<Refusal> {
        match self.policy.judge(service, self.decorate(r, found)) {
            Verdict::Allow => None,
            Verdict::Report(r) => {
                found.reported.get_or_insert(r);
                None
            }
            Verdict::Refuse(r) => Some(r),
        }
    }

    fn refuse(&self, mut eval: Evaluation, refusal: Refusal) -> Evaluation {
        eval.outcome = Outcome::Refuse(self.decorate(refusal, &eval.found));
        eval
    }

    /// Fills in what is known of the request, so every refusal names it: every action of a
    /// multi-action (GraphQL) request, and the one a stage refused first.
    fn decorate(&self, mut r: Refusal, eval: &Found) -> Refusal {
        if let Some(s) = &eval.service {
            r = r.service(s.clone());
        }
        if let Mapping::Mapped(m) = &eval.mapping {
            if let Some(first) = m.first() {
                r = r.action(first.action.clone(), first.resource.clone());
            }
            r = r.actions(m);
        }
        if let Some(s) = &eval.session {
            r = r.user(s.user.0.clone());
        }
        r
    }
}

/// A body from which a step's cost grows past a few milliseconds: parsing it whole to
/// read its fields, scanning it (a compressed one decompressed first).
const COSTLY_BODY: usize = 256 << 10;

/// Runs `step`, a synchronous step over a body of `bytes`, where it does not hold up the
/// other requests of its worker: a costly one in [`tokio::task::block_in_place`], which
/// hands the worker's other tasks to another thread while it runs. A cheap step, or one
/// on a runtime of one thread (tests, `wirepass check`), runs where it is.
fn offload<T>(bytes: usize, step: impl FnOnce() -> T) -> T {
    let threads = tokio::runtime::Handle::try_current()
        .is_ok_and(|h| h.runtime_flavor() == tokio::runtime::RuntimeFlavor::MultiThread);
    match bytes >= COSTLY_BODY && threads {
        true => tokio::task::block_in_place(step),
        false => step(),
    }
}

/// Stage 0: a request inside a tunnel must be for the tunnel's host. Refused here: a tunnel
/// whose SNI named another host (fronting), CONNECT inside an intercepted tunnel, and a Host
/// header or `:authority` that names another host or port. HTTP/1.1 must name one.
pub fn belongs_to(conn: &Conn, head: &http::request::Parts) -> Result<(), Refusal> {
    if let Sni::Differs(reason) = &conn.sni {
        return Err(Refusal::new(Code::BadRequest, reason.clone()));
    }
    if head.method == Method::CONNECT {
        return Err(Refusal::new(
            Code::BadRequest,
            "CONNECT inside an intercepted tunnel is not allowed; send the request itself",
        ));
    }
    let (host, port) = (&conn.target.host, conn.target.port);
    let mut named = false;
    if let Some(a) = head.uri.authority() {
        named = true;
        check_same_host(a.as_str(), host, port).map_err(|e| Refusal::new(Code::BadRequest, e))?;
    }
    if let Some(h) = head.headers.get(header::HOST) {
        named = true;
        let h = h.to_str().map_err(|_| {
            Refusal::new(
                Code::BadRequest,
                "domain fronting: the Host header is not text",
            )
        })?;
        check_same_host(h, host, port).map_err(|e| Refusal::new(Code::BadRequest, e))?;
    }
    if !named {
        return Err(Refusal::new(
            Code::BadRequest,
            "the request has no Host header",
        ));
    }
    Ok(())
}

/// The request's path (always starting with `/`) and raw query.
pub fn path_and_query(uri: &Uri) -> (String, Option<String>) {
    match uri.path_and_query() {
        Some(pq) => {
            let path = if pq.path().is_empty() { "/" } else { pq.path() };
            (path.to_string(), pq.query().map(str::to_string))
        }
        None => ("/".to_string(), None),
    }
}

/// The URI the request goes upstream with. The default port is left out so `:authority` /
/// `Host` read as the client wrote them.
fn upstream_uri(target: &Admitted, path: &str, query: Option<&str>) -> Option<Uri> {
    let default = match target.scheme {
        Scheme::Https => 443,
        Scheme::Http => 80,
    };
    let authority = if target.port == default {
        if target.host.contains(':') {
            format!("[{}]", target.host)
        } else {
            target.host.clone()
        }
    } else {
        Authority::uri_authority(&target.host, target.port)
    };
    let text = match query {
        Some(q) => format!("{}://{authority}{path}?{q}", target.scheme.as_str()),
        None => format!("{}://{authority}{path}", target.scheme.as_str()),
    };
    text.parse().ok()
}

#[cfg(test)]
#[path = "decide_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "written_tests.rs"]
mod written_tests;

/// Cookies sent in several fields (HTTP/2 lets a client split them, RFC 9113 §8.2.3) as
/// the one field an HTTP/1.1 origin takes, joined by `; ` as that section says. The join
/// makes no token of two halves: `;` and a blank are in no token.
fn join_cookies(headers: &mut http::HeaderMap) {
    let mut all = headers.get_all(header::COOKIE).iter();
    let (Some(first), Some(_)) = (all.next(), all.next()) else {
        return;
    };
    let mut joined = first.as_bytes().to_vec();
    for more in headers.get_all(header::COOKIE).iter().skip(1) {
        joined.extend_from_slice(b"; ");
        joined.extend_from_slice(more.as_bytes());
    }
    // Each part was a valid value, and `; ` is valid between them.
    if let Ok(value) = http::HeaderValue::from_bytes(&joined) {
        headers.insert(header::COOKIE, value);
    }
}

/// An upload filter behind a watch for a method override past the body prefix: the watch
/// reads each chunk before the filter may release any of it, and its refusal fails the
/// upload as a finding does, so the origin never receives the whole request.
struct Watched {
    watch: OverrideWatch,
    inner: Option<Box<dyn BodyFilter>>,
}

impl BodyFilter for Watched {
    fn push(&mut self, chunk: Bytes) -> Result<Bytes, Refusal> {
        self.watch.push(&chunk)?;
        match self.inner.as_mut() {
            Some(f) => f.push(chunk),
            None => Ok(chunk),
        }
    }

    fn finish(&mut self) -> Result<Bytes, Refusal> {
        self.watch.finish()?;
        match self.inner.as_mut() {
            Some(f) => f.finish(),
            None => Ok(Bytes::new()),
        }
    }

    fn trailers(&mut self, trailers: &http::HeaderMap) -> Result<(), Refusal> {
        match self.inner.as_mut() {
            Some(f) => f.trailers(trailers),
            None => Ok(()),
        }
    }
}

/// How much of a refused request's body is read and dropped, at most, and for how long,
/// before the refusal is answered.
const DRAIN_BYTES: usize = 32 << 20;
const DRAIN_WAIT: std::time::Duration = std::time::Duration::from_secs(5);

/// Reads and drops what is left of a refused request's body, up to [`DRAIN_BYTES`] within
/// [`DRAIN_WAIT`]: none of it goes anywhere, and nothing of it is held.
async fn drain<B: Body<Data = Bytes> + Unpin>(mut body: Replay<B>) {
    use http_body_util::BodyExt;
    let deadline = tokio::time::Instant::now() + DRAIN_WAIT;
    let mut seen = 0usize;
    while seen < DRAIN_BYTES {
        match tokio::time::timeout_at(deadline, body.frame()).await {
            Ok(Some(Ok(f))) => seen += f.data_ref().map_or(0, Bytes::len),
            _ => break,
        }
    }
}
