//! The guard: the scanner applied to one request. Head scanning with destination binding;
//! it picks the body filters ([`super::filters`]): uploads refused mid-body or at a
//! trailer, downloads redacted (decoding an encoded response first).

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::sync::Arc;

use http::header::CONTENT_ENCODING;
use http::HeaderName;

use super::engine::{Hit, Scanner};
use super::filters::{RedactFilter, UploadFilter};
use super::rules::{self, Binding};
use super::stream::{Redactor, UploadScan, Window};
use super::websocket::{is_websocket, Messages};
use super::{LeakMode, ScanFile};
use crate::memory::Account;
use crate::pipeline::BodyFilter;
use crate::policy::glob;
use crate::refusal::{Code, Refusal};
use crate::request::RequestView;
use crate::section::SectionError;

/// The rules a presigned storage URL's own signature matches (S3's `X-Amz-Credential` key
/// id, an Azure SAS `sig`, the JWT of GitHub's release-asset and Atlassian's media URLs):
/// in the target of a download a redirect pass lets through, and only there, they are the
/// URL's, not a leak.
pub const SIGNED_URL_RULES: [&str; 3] = ["aws-access-key-id", "azure-sas-token", "jwt"];

/// Where in a request a finding is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Position {
    /// The request method (an extension method is any token).
    Method,
    /// The path and query.
    RequestLine,
    /// A header's name. Which one is not said: the name is what matched.
    HeaderName,
    /// A header value.
    Header(String),
    /// A trailer's name (which one is not said, as for [`Position::HeaderName`]).
    TrailerName,
    /// A trailer value.
    Trailer(String),
    /// The body, at a stream offset (into the decompressed bytes when `decoded`).
    Body { offset: usize, decoded: bool },
    /// A WebSocket message (counted from 1), at an offset in its payload.
    Message { message: u64, offset: usize },
    /// A WebSocket control frame (ping, pong, close).
    Control,
}

impl std::fmt::Display for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Position::Method => f.write_str("the request method"),
            Position::RequestLine => f.write_str("the request line"),
            Position::HeaderName => f.write_str("a header name"),
            Position::Header(h) => write!(f, "header `{h}`"),
            Position::TrailerName => f.write_str("a trailer name"),
            Position::Trailer(h) => write!(f, "trailer `{h}`"),
            Position::Body {
                offset,
                decoded: false,
            } => write!(f, "body at byte {offset}"),
            Position::Body {
                offset,
                decoded: true,
            } => write!(f, "decompressed body at byte {offset}"),
            Position::Message { message, offset } => {
                write!(f, "WebSocket message {message} at byte {offset}")
            }
            Position::Control => f.write_str("a WebSocket control frame"),
        }
    }
}

/// A finding with its place in the request; never the value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Located {
    pub rule: String,
    pub position: Position,
    /// Whether it is normal use (a credential in a header to a host its rule lists).
    pub bound: bool,
}

/// What scanning does on one service (`services.NAME.leaks`, `.redact_responses`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ServiceScan {
    /// Refuse, report or ignore a leak (default refuse).
    pub leaks: LeakMode,
    /// Redact secrets in response bodies (default off).
    pub redact: bool,
}

impl ServiceScan {
    /// A service's settings as written, defaults filled in.
    pub fn new(leaks: Option<LeakMode>, redact_responses: Option<bool>) -> ServiceScan {
        ServiceScan {
            leaks: leaks.unwrap_or_default(),
            redact: redact_responses.unwrap_or(false),
        }
    }
}

/// What compiling `scan:` needs from outside the section.
#[derive(Debug, Clone, Default)]
pub struct GuardCtx {
    /// Each service's scan settings, from its own section.
    pub services: BTreeMap<String, ServiceScan>,
    /// The JWT issuer of `session.jwt`, whose tokens, like wirepass's own, go to no host.
    pub own_issuer: Option<String>,
}

/// The compiled scanner with its per-service settings.
#[derive(Debug, Clone)]
pub struct Guard {
    scanner: Arc<Scanner>,
    /// The rules of wirepass's own credentials alone (`hosts: none`): they hold on a
    /// service whose `leaks` is `off` too, since no service may receive them.
    own: Arc<Scanner>,
    services: BTreeMap<String, ServiceScan>,
}

impl Guard {
    /// Compiles the rules and `scan:` settings; `env` is the process environment as the OS
    /// gives it (given, so tests choose it). A watched variable whose name or value is not
    /// UTF-8 cannot become a literal rule: it is skipped with a warning, never a panic.
    /// Error paths are relative to `scan:`.
    pub fn compile(
        f: &ScanFile,
        ctx: &GuardCtx,
        env: impl IntoIterator<Item = (OsString, OsString)>,
    ) -> Result<Guard, SectionError> {
        let watch = &f.watch_env;
        let mut extra: Vec<_> = env
            .into_iter()
            .filter(|(name, _)| {
                watch
                    .iter()
                    .any(|p| glob::matches_str(p, &name.to_string_lossy()))
            })
            .filter_map(
                |(name, value)| match (name.into_string(), value.into_string()) {
                    (Ok(name), Ok(value)) => rules::literal(&name, &value),
                    (name, _) => {
                        let name = name.unwrap_or_else(|n| n.to_string_lossy().into_owned());
                        tracing::warn!(
                            variable = %name,
                            "watch_env: the variable is not UTF-8, so it is not watched"
                        );
                        None
                    }
                },
            )
            .collect();
        extra.extend(
            ctx.own_issuer
                .as_deref()
                .and_then(super::own::issuer_tokens),
        );
        // A value known only by a generic name (`hosts: anywhere`) is normal use wherever
        // a request carries it: the proxy's scanner leaves those rules out.
        let mut rules = rules::builtin()
            .map_err(|e| SectionError::new("watch_env", format!("scan rules: {e}")))?;
        rules.retain(|r| r.binding != Binding::Anywhere);
        rules.extend(extra);
        let scanner = Scanner::from_rules(rules)
            .map_err(|e| SectionError::new("watch_env", format!("scan rules: {e}")))?;
        let own: Vec<_> = scanner
            .rules()
            .iter()
            .filter(|r| r.binding == Binding::Never)
            .cloned()
            .collect();
        let own = Scanner::from_rules(own)
            .map_err(|e| SectionError::new("watch_env", format!("scan rules: {e}")))?;
        Ok(Guard {
            scanner: Arc::new(scanner),
            own: Arc::new(own),
            services: ctx.services.clone(),
        })
    }

    /// The scanner (the `scan` command and benchmarks use it directly).
    pub fn scanner(&self) -> &Arc<Scanner> {
        &self.scanner
    }

    /// `text` as logs, audit and refusal bodies may show it: each secret in it replaced by
    /// `[REDACTED:rule]`.
    pub fn redact<'a>(&self, text: &'a str) -> std::borrow::Cow<'a, str> {
        super::redact::redact(&self.scanner, text)
    }

    /// Whether any of `texts` holds a secret (one pass over all of them).
    pub fn any_secret<'a>(&self, texts: impl IntoIterator<Item = &'a str>) -> bool {
        super::redact::any_secret(&self.scanner, texts)
    }

    /// The rule that finds a secret in `text`, if one does.
    pub fn secret_in(&self, text: &str) -> Option<&str> {
        super::redact::first_rule(&self.scanner, text)
    }

    /// The scanner and mode a service's requests are scanned with: with `leaks: off`, only
    /// wirepass's own credentials, refused.
    fn scanning(&self, service: Option<&str>) -> (&Arc<Scanner>, LeakMode) {
        match self.settings(service).leaks {
            LeakMode::Off => (&self.own, LeakMode::Refuse),
            mode => (&self.scanner, mode),
        }
    }

    fn settings(&self, service: Option<&str>) -> ServiceScan {
        service
            .and_then(|s| self.services.get(s))
            .copied()
            .unwrap_or_default()
    }

    /// Every finding in the method, the request line and the headers' names and values
    /// (all but `skip`, which do not leave), with binding. Each is its own position: a
    /// secret is never matched across two of them.
    pub fn scan_head(&self, view: &RequestView, skip: &[HeaderName]) -> Vec<Located> {
        scan_head(&self.scanner, view, skip)
    }

    /// Scans the request line and headers (all but `skip`). wirepass's own credentials are
    /// refused in every mode; `leaks: report` lets the others through, logged.
    pub fn check_head(
        &self,
        view: &RequestView,
        service: Option<&str>,
        skip: &[HeaderName],
    ) -> Result<(), Refusal> {
        let (scanner, mode) = self.scanning(service);
        let leaks: Vec<Located> = scan_head(scanner, view, skip)
            .into_iter()
            .filter(|l| !l.bound)
            .collect();
        self.judge_head(scanner, mode, &leaks, view, service)
    }

    /// Stage 8 for a download a redirect pass lets through to a storage host, whose target
    /// the service's origin wrote: in the target, the signature kinds a presigned URL
    /// carries ([`SIGNED_URL_RULES`]) are its own, any other finding is a leak; a header
    /// holding the service's own credential (one bound to `origin`, the host that was
    /// redirected, as a client's `PRIVATE-TOKEN` that follows the redirect) is named to be
    /// stripped, not forwarded; anything else is judged as [`Guard::check_head`] judges it.
    pub fn check_passed_head(
        &self,
        view: &RequestView,
        origin: &str,
        skip: &[HeaderName],
    ) -> Result<Vec<HeaderName>, Refusal> {
        let (scanner, mode) = self.scanning(None);
        let at_origin = RequestView {
            host: origin,
            ..*view
        };
        let origins: Vec<Located> = scan_head(scanner, &at_origin, skip)
            .into_iter()
            .filter(|l| l.bound)
            .collect();
        let mut strip = Vec::new();
        let mut leaks = Vec::new();
        for l in scan_head(scanner, view, skip)
            .into_iter()
            .filter(|l| !l.bound)
        {
            let theirs = || (origins.iter()).any(|o| o.rule == l.rule && o.position == l.position);
            match &l.position {
                Position::RequestLine if SIGNED_URL_RULES.contains(&l.rule.as_str()) => {}
                Position::Header(name) if theirs() => {
                    if let Ok(h) = HeaderName::from_bytes(name.as_bytes()) {
                        strip.push(h);
                    }
                }
                _ => leaks.push(l),
            }
        }
        self.judge_head(scanner, mode, &leaks, view, None)?;
        Ok(strip)
    }

    /// Refuses the first leak (or, under `leaks: report`, the first of wirepass's own
    /// credentials), else reports each.
    fn judge_head(
        &self,
        scanner: &Arc<Scanner>,
        mode: LeakMode,
        leaks: &[Located],
        view: &RequestView,
        service: Option<&str>,
    ) -> Result<(), Refusal> {
        let never = |l: &&Located| {
            scanner
                .rules()
                .iter()
                .any(|r| r.id == l.rule && r.binding == Binding::Never)
        };
        let first = match mode {
            LeakMode::Refuse => leaks.first(),
            _ => leaks.iter().find(never),
        };
        if let Some(first) = first {
            return Err(leak_refusal(
                scanner,
                &first.rule,
                &first.position,
                view.host,
            ));
        }
        for l in leaks {
            report(scanner, view, service, &l.rule, &l.position);
        }
        Ok(())
    }

    /// A filter that scans the upload as it streams, holding what it holds on `memory`.
    pub fn upload_filter(
        &self,
        view: &RequestView,
        service: Option<&str>,
        memory: &Account,
    ) -> Option<Box<dyn BodyFilter>> {
        let (scanner, mode) = self.scanning(service);
        let encoding = view
            .headers
            .get(CONTENT_ENCODING)
            .map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned());
        let scan = UploadScan::new(Window::new(scanner.clone()), encoding.as_deref())
            .within(memory.hold());
        Some(Box::new(UploadFilter {
            scan,
            mode,
            scanner: scanner.clone(),
            host: view.host.to_string(),
            service: service.map(str::to_string),
            request_id: view.id.as_str().to_string(),
        }))
    }

    /// Stage 8 for a request that asks to upgrade: a WebSocket upgrade gets the plan that
    /// scans its messages once the origin switches; any other protocol is refused, since its bytes cannot be read as
    /// messages (SPDY compresses headers, `TLS/1.0` encrypts) and would pass unread. The shell
    /// has already declined an offer of h2c (`decline_upgrade`).
    pub fn upgrade(
        &self,
        view: &RequestView,
        service: Option<&str>,
    ) -> Result<Option<Messages>, Refusal> {
        if !is_websocket(view.headers.get(http::header::UPGRADE)) {
            return Err(Refusal::new(
                Code::BadRequest,
                "wirepass scans upgraded connections only as WebSocket messages; an upgrade to \
                 any other protocol (SPDY, TLS) would carry bytes it cannot read, so it is \
                 refused: use HTTP/2 over TLS, or a WebSocket (kubectl 1.30 and later \
                 exec, attach and port-forward over WebSocket)",
            ));
        }
        // Even with `leaks: off`, wirepass's own credentials are looked for.
        let (scanner, mode) = self.scanning(service);
        Ok(Some(Messages {
            scanner: scanner.clone(),
            redacting: self.scanner.clone(),
            mode,
            redact: self.settings(service).redact,
            host: view.host.to_string(),
            service: service.map(str::to_string),
            request_id: view.id.as_str().to_string(),
        }))
    }

    /// A filter over the response body (redaction), where the service asks for it. An
    /// encoded response is decoded first and goes to the client as identity. What it holds
    /// is held on `memory`.
    pub fn download_filter(
        &self,
        view: &RequestView,
        service: Option<&str>,
        memory: &Account,
    ) -> Option<Box<dyn BodyFilter>> {
        if !self.settings(service).redact {
            return None;
        }
        Some(Box::new(RedactFilter {
            redactor: Redactor::new(Window::new(self.scanner.clone())),
            decoder: None,
            hold: memory.hold(),
            coding: String::new(),
            service: service.map(str::to_string),
            request_id: view.id.as_str().to_string(),
        }))
    }
}

/// Every finding in the method, the request line and the headers' names and values (all
/// but `skip`), each its own position.
fn scan_head(scanner: &Scanner, view: &RequestView, skip: &[HeaderName]) -> Vec<Located> {
    let mut out = Vec::new();
    let method = view.method.as_str().as_bytes();
    locate(scanner, method, Position::Method, view.host, &mut out);
    let mut line = view.path.as_bytes().to_vec();
    if let Some(q) = view.query {
        line.push(b'?');
        line.extend_from_slice(q.as_bytes());
    }
    locate(scanner, &line, Position::RequestLine, view.host, &mut out);
    // hyper lowercases names, so a token of lowercase letters and digits (a GitLab
    // trigger token) arrives whole in one.
    for name in view.headers.keys().filter(|n| !skip.contains(n)) {
        let name = name.as_str().as_bytes();
        locate(scanner, name, Position::HeaderName, view.host, &mut out);
    }
    for (name, value) in view.headers {
        if skip.contains(name) {
            continue;
        }
        let pos = Position::Header(name.as_str().to_string());
        locate(scanner, value.as_bytes(), pos, view.host, &mut out);
    }
    out
}

/// The findings in one position of a request's head (or trailers), with binding: where
/// the credential may go, it is normal use there.
pub(super) fn locate(
    scanner: &Scanner,
    bytes: &[u8],
    pos: Position,
    host: &str,
    out: &mut Vec<Located>,
) {
    let hits = scanner.hits(bytes);
    for h in &hits {
        out.push(Located {
            rule: scanner.rules()[h.rule].id.clone(),
            position: pos.clone(),
            bound: is_bound(scanner, &hits, h, host),
        });
    }
}

/// Whether hit `h` (one of `hits`, found together) is normal use toward `host`: its rule
/// lists the host, or it is a watched env value that a pattern rule binding this host sees
/// as the same credential.
fn is_bound(scanner: &Scanner, hits: &[Hit], h: &Hit, host: &str) -> bool {
    let rules = scanner.rules();
    let own = |h: &Hit| rules[h.rule].binding.allows(host);
    own(h)
        || (matches!(&rules[h.rule].binding, Binding::Hosts(l) if l.is_empty())
            && hits
                .iter()
                .any(|o| own(o) && o.start <= h.start + 4 && h.end <= o.end + 4))
}

fn report(
    scanner: &Scanner,
    view: &RequestView,
    service: Option<&str>,
    rule: &str,
    pos: &Position,
) {
    // A position names the header, and a header's name may itself be the secret.
    let pos = pos.to_string();
    tracing::warn!(
        target: "wirepass::leak",
        request_id = view.id.as_str(),
        service = service.unwrap_or("-"),
        rule,
        position = %super::redact::redact(scanner, &pos),
        "credential leak reported (leaks: report)"
    );
}

pub(super) fn leak_refusal(scanner: &Scanner, rule: &str, pos: &Position, host: &str) -> Refusal {
    let found = scanner.rules().iter().find(|r| r.id == rule);
    let provider = found.map_or("unknown", |r| r.provider.as_str());
    if found.is_some_and(|r| r.binding == Binding::Never) {
        let mut r = Refusal::new(
            Code::CredentialLeak,
            format!(
                "the request carries a wirepass session token (rule `{rule}`) in {pos}; it \
                 belongs to wirepass alone and goes to no host: send it only in the session \
                 header, which wirepass removes"
            ),
        );
        r.rules.push(rule.to_string());
        return r;
    }
    let mut r = Refusal::new(
        Code::CredentialLeak,
        format!(
            "the request carries a credential (rule `{rule}`, {provider}) in {pos}, and \
             {host} is not where it belongs; remove it, or let wirepass inject the \
             service's own credential"
        ),
    );
    r.rules.push(rule.to_string());
    r
}

#[cfg(test)]
#[path = "guard_tests.rs"]
mod tests;
