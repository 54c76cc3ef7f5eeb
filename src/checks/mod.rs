//! Live checks in the owning system (decide's stage 5, after the grants and the
//! entitlements): the system that owns a resource is asked, per request, whether the
//! session user holds the permission the route needs right now, so wirepass never grants
//! more than the person has in GitHub, GitLab, Jira, Slack or Kubernetes. A generic HTTP
//! backend answers for any other system.
//!
//! A check block also resolves ids to names before the grants see a request (GitHub
//! `/repositories/{id}`, GitLab numeric project and group ids, Jira numeric issue and
//! project ids), so grants, entitlements, the audit and the checks all see one name.
//!
//! Fail closed: a backend that times out, errors, answers in an unexpected shape, or a user
//! who has no identity there is `check_unavailable` (503, `Retry-After`), never a pass; a
//! backend that says no is `not_permitted`. Answers are cached (positive and negative
//! times to live, bounded); concurrent identical asks share one call; destructive actions
//! always ask afresh. The check's credential goes to its backend only and is never
//! printed.

mod cache;
mod generic;
mod github;
mod gitlab;
mod jira;
mod kube;
mod slack;
mod transport;

#[cfg(test)]
mod tests;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use bytes::Bytes;
use http::{header, HeaderValue, Method, Request, StatusCode};
use http_body_util::Full;
use percent_encoding::{utf8_percent_encode, AsciiSet, CONTROLS};
use serde::Deserialize;
use serde_json::Value;
use zeroize::Zeroizing;

pub use cache::{Cache, Source};
pub use kube::Attributes;
pub use transport::Transport;

use crate::duration::{self, Grammar};
use crate::refusal::{Code, Refusal};
use crate::routes::Mapped;
use crate::section::{KeyPath, SectionError};
use crate::session::secret;

/// Default wait for one backend answer.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(2);
/// Default time an allowing answer is kept.
pub const DEFAULT_TTL: Duration = Duration::from_secs(60);
/// Default time a refusing answer is kept.
pub const DEFAULT_NEGATIVE_TTL: Duration = Duration::from_secs(10);
/// Default number of answers kept per service.
pub const DEFAULT_CACHE_SIZE: usize = 10_000;
/// The `User-Agent` of every check call (the fake APIs tell the checks' calls from the
/// agent's requests by it).
pub const USER_AGENT: &str = concat!("wirepass/", env!("CARGO_PKG_VERSION"));
/// What a `check_unavailable` refusal tells the client to wait, in seconds.
pub const RETRY_AFTER: u64 = 2;

/// Which system answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Github,
    Gitlab,
    Jira,
    Slack,
    Kubernetes,
    /// Any other system: `POST {url}` with the request's facts, `{"allow": bool}` back.
    Http,
}

impl Kind {
    /// The name a route table's `check:` uses.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Github => "github",
            Kind::Gitlab => "gitlab",
            Kind::Jira => "jira",
            Kind::Slack => "slack",
            Kind::Kubernetes => "kubernetes",
            Kind::Http => "http",
        }
    }

    /// The system's name in reasons.
    fn system(self) -> &'static str {
        match self {
            Kind::Github => "GitHub",
            Kind::Gitlab => "GitLab",
            Kind::Jira => "Jira",
            Kind::Slack => "Slack",
            Kind::Kubernetes => "Kubernetes",
            Kind::Http => "the check service",
        }
    }

    /// How the check's token is sent unless `auth:` says otherwise.
    fn default_auth(self) -> Auth {
        match self {
            Kind::Jira => Auth::Basic,
            Kind::Gitlab => Auth::PrivateToken,
            _ => Auth::Bearer,
        }
    }
}

/// How the check's token is sent to its backend.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Auth {
    /// `Authorization: Bearer TOKEN`.
    Bearer,
    /// `Authorization: Basic base64(TOKEN)`; the token is `user:secret` (Jira: `email:api_token`).
    Basic,
    /// `PRIVATE-TOKEN: TOKEN` (GitLab).
    PrivateToken,
}

/// How a wirepass user becomes the service's identity when the map does not say.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Lookup {
    /// Slack `users.lookupByEmail`, Jira user search by email: the user name is an email.
    Email,
}

/// What a request whose resource the system cannot be asked about gets.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Uncheckable {
    /// The other layers decide (grants, entitlements); `wirepass check --live` says the
    /// system was not asked.
    #[default]
    Grants,
    /// Refused `check_unavailable`.
    Refuse,
}

/// `services.NAME.check` in the config.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CheckFile {
    pub kind: Kind,
    /// The API's root (`https://api.github.com`, `https://gitlab.example.com/api/v4`,
    /// `https://acme.atlassian.net`, `https://slack.com/api`, the API server). Default: the
    /// public service's, where there is one.
    #[serde(default)]
    pub base_url: Option<String>,
    /// The generic backend's endpoint (`kind: http`).
    #[serde(default)]
    pub url: Option<String>,
    /// The check's own credential: `env:NAME` or `file:PATH`. Used for the check only.
    #[serde(default)]
    pub token: Option<String>,
    #[serde(default)]
    pub auth: Option<Auth>,
    /// Longest wait for one answer (`2s`).
    #[serde(default)]
    pub timeout: Option<String>,
    /// How long an allowing answer is kept (`60s`).
    #[serde(default)]
    pub ttl: Option<String>,
    /// How long a refusing answer is kept (`10s`).
    #[serde(default)]
    pub negative_ttl: Option<String>,
    /// Answers kept at most.
    #[serde(default)]
    pub cache_size: Option<usize>,
    /// wirepass user -> the service's identity (GitHub login, GitLab username, Jira account
    /// id, Slack member id, Kubernetes user).
    #[serde(default)]
    pub identities: BTreeMap<String, String>,
    /// The same map in a YAML file of its own.
    #[serde(default)]
    pub identities_file: Option<String>,
    /// Look users the map does not name up in the service.
    #[serde(default)]
    pub lookup: Option<Lookup>,
    /// Slack: the wirepass users who may call admin-level methods.
    #[serde(default)]
    pub admins: Vec<String>,
    /// Requests whose resource the system cannot be asked about.
    #[serde(default)]
    pub uncheckable: Uncheckable,
    /// Jira: action -> permission key, over the built-in mapping.
    #[serde(default)]
    pub permissions: BTreeMap<String, String>,
}

/// What a check stage needs to know of the service's route table.
#[derive(Debug, Clone)]
pub struct TableFacts {
    /// The table's `check:` (which backend its routes were written for).
    pub check: Option<String>,
    /// Its permission levels, lowest first.
    pub levels: Vec<String>,
}

/// What compiling the checks needs besides their sections.
pub struct ChecksCtx<'a> {
    /// The folder `file:` paths are resolved against.
    pub base_dir: &'a Path,
    /// Each service's route table.
    pub tables: &'a BTreeMap<String, TableFacts>,
    /// Whether to load each check's token (not for offline answers without `--live`).
    pub secrets: bool,
}

/// What the backend said of one ask.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Access {
    /// The user holds the permission (what the system said, for the audit and `check`).
    Allow(String),
    /// The user does not (why, in the system's words).
    Deny(String),
    /// The system cannot be asked about this resource.
    Uncheckable(String),
}

/// One action of one request, as a check asks about it.
#[derive(Debug, Clone)]
pub struct Ask<'a> {
    pub user: &'a str,
    pub groups: &'a [String],
    pub mapped: &'a Mapped,
    pub method: &'a Method,
    /// The normalised path and the raw query (Kubernetes reads its attributes from them).
    pub path: &'a str,
    pub query: Option<&'a str>,
}

/// What the stage made of an ask that did not refuse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checked {
    pub access: Access,
    pub source: Source,
}

/// Cache key: (identity, resource, need). The service is the checker's.
type Key = (String, String, String);

/// One service's live check.
pub struct Checker {
    service: String,
    kind: Kind,
    base: String,
    auth: Option<(header::HeaderName, HeaderValue)>,
    timeout: Duration,
    ttl: Duration,
    negative_ttl: Duration,
    identities: BTreeMap<String, String>,
    lookup: Option<Lookup>,
    admins: BTreeSet<String>,
    uncheckable: Uncheckable,
    permissions: BTreeMap<String, String>,
    levels: Vec<String>,
    answers: Cache<Key, Access, String>,
    /// Ids resolved to names, identities looked up, Jira keys to ids.
    names: Cache<(String, String), String, String>,
    transport: OnceLock<Transport>,
}

impl std::fmt::Debug for Checker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Checker")
            .field("service", &self.service)
            .field("kind", &self.kind)
            .field("base", &self.base)
            .field("token", &self.auth.as_ref().map(|_| "<redacted>"))
            .finish_non_exhaustive()
    }
}

/// Characters escaped in one path segment or query value sent to a backend.
const COMPONENT: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'#')
    .add(b'%')
    .add(b'&')
    .add(b'+')
    .add(b'/')
    .add(b'<')
    .add(b'>')
    .add(b'?')
    .add(b'=')
    .add(b'`')
    .add(b'{')
    .add(b'}')
    .add(b'\\');

/// One path segment or query value, escaped.
pub(crate) fn enc(s: &str) -> String {
    utf8_percent_encode(s, COMPONENT).to_string()
}

/// A backend's own words made safe to repeat: printable, one line, bounded.
pub(crate) fn words(s: &str) -> String {
    const SHOWN: usize = 200;
    let mut clean: String = s
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .take(SHOWN)
        .collect();
    // Cut short, the word the cut falls in goes whole (part of a credential a backend
    // quoted).
    if s.chars().nth(SHOWN).is_some() {
        crate::host::drop_cut_word(&mut clean);
    }
    clean.trim().to_string()
}

impl Checker {
    fn compile(service: &str, f: &CheckFile, ctx: &ChecksCtx<'_>) -> Result<Checker, SectionError> {
        let at = |k: &str| KeyPath::root().key(k);
        let table = ctx.tables.get(service).ok_or_else(|| {
            SectionError::new(
                at("kind"),
                "a live check needs the service's route table (its actions and levels); \
                 give the service `routes:`",
            )
        })?;
        if f.kind != Kind::Http {
            if let Some(t) = table.check.as_deref().filter(|t| *t != f.kind.as_str()) {
                return Err(SectionError::new(
                    at("kind"),
                    format!(
                        "the route table's levels are {t}'s, not {}'s: use `kind: {t}` or `kind: http`",
                        f.kind.as_str()
                    ),
                ));
            }
        }
        let base = match (f.kind, &f.base_url, &f.url) {
            (Kind::Http, _, Some(u)) => u.clone(),
            (Kind::Http, _, None) => {
                return Err(SectionError::new(at("url"), "`kind: http` needs `url:`"))
            }
            (_, Some(b), _) => b.clone(),
            (Kind::Github, None, _) => "https://api.github.com".into(),
            (Kind::Gitlab, None, _) => "https://gitlab.com/api/v4".into(),
            (Kind::Slack, None, _) => "https://slack.com/api".into(),
            (k, None, _) => {
                return Err(SectionError::new(
                    at("base_url"),
                    format!(
                        "`kind: {}` has no public default: give `base_url:`",
                        k.as_str()
                    ),
                ))
            }
        };
        let key = if f.kind == Kind::Http {
            "url"
        } else {
            "base_url"
        };
        let parsed =
            url::Url::parse(&base).map_err(|e| SectionError::new(at(key), e.to_string()))?;
        if !matches!(parsed.scheme(), "https" | "http") || parsed.host_str().is_none() {
            return Err(SectionError::new(
                at(key),
                "must be an http(s) URL with a host",
            ));
        }
        if parsed.scheme() == "http" && f.token.is_some() {
            return Err(SectionError::new(
                at(key),
                "the check's token would travel in cleartext: use https",
            ));
        }
        let auth = match &f.token {
            None => None,
            Some(_) if !ctx.secrets => None,
            Some(source) => {
                let token = secret::load(source, ctx.base_dir)
                    .map_err(|e| SectionError::new(at("token"), e.to_string()))?;
                Some(
                    auth_header(f.auth.unwrap_or(f.kind.default_auth()), &token)
                        .map_err(|m| SectionError::new(at("token"), m))?,
                )
            }
        };
        let time = |key: &str, v: &Option<String>, default: Duration, grammar: &Grammar| {
            v.as_deref().map_or(Ok(default), |t| {
                duration::parse(t, grammar).map_err(|e| SectionError::new(at(key), e.to_string()))
            })
        };
        let mut identities = BTreeMap::new();
        if let Some(p) = &f.identities_file {
            let path = ctx.base_dir.join(p);
            let text = std::fs::read_to_string(&path).map_err(|e| {
                SectionError::new(
                    at("identities_file"),
                    format!("cannot read {}: {e}", path.display()),
                )
            })?;
            identities = serde_yaml::from_str::<BTreeMap<String, String>>(&text).map_err(|e| {
                SectionError::new(
                    at("identities_file"),
                    format!("{}: not a map of user to identity: {e}", path.display()),
                )
            })?;
        }
        identities.extend(f.identities.clone());
        if f.lookup.is_some() && !matches!(f.kind, Kind::Slack | Kind::Jira) {
            return Err(SectionError::new(
                at("lookup"),
                "lookup by email is offered by Slack and Jira; map users in `identities:`",
            ));
        }
        if !f.admins.is_empty() && f.kind != Kind::Slack {
            return Err(SectionError::new(
                at("admins"),
                "`admins:` is for `kind: slack`",
            ));
        }
        if !f.permissions.is_empty() && f.kind != Kind::Jira {
            return Err(SectionError::new(
                at("permissions"),
                "`permissions:` is for `kind: jira`",
            ));
        }
        let size = f.cache_size.unwrap_or(DEFAULT_CACHE_SIZE);
        if size == 0 {
            return Err(SectionError::new(at("cache_size"), "must be at least 1"));
        }
        Ok(Checker {
            service: service.to_string(),
            kind: f.kind,
            base: base.trim_end_matches('/').to_string(),
            auth,
            timeout: time("timeout", &f.timeout, DEFAULT_TIMEOUT, &Grammar::TIMEOUT)?,
            ttl: time("ttl", &f.ttl, DEFAULT_TTL, &Grammar::TIMEOUT)?,
            negative_ttl: time(
                "negative_ttl",
                &f.negative_ttl,
                DEFAULT_NEGATIVE_TTL,
                &Grammar::TIMEOUT,
            )?,
            identities,
            lookup: f.lookup,
            admins: f.admins.iter().cloned().collect(),
            uncheckable: f.uncheckable,
            permissions: f.permissions.clone(),
            levels: table.levels.clone(),
            answers: Cache::new(size),
            names: Cache::new(size),
            transport: OnceLock::new(),
        })
    }

    /// The answers cache (hits and misses, for reports and metrics).
    pub fn answers(&self) -> &Cache<Key, Access, String> {
        &self.answers
    }

    /// Whether `have` is at least `need` on the table's scale; an unknown name is never.
    pub(crate) fn at_least(&self, have: &str, need: &str) -> bool {
        let pos = |l: &str| self.levels.iter().position(|x| x == l);
        matches!((pos(have), pos(need)), (Some(h), Some(n)) if h >= n)
    }

    /// Whether the backend answers at all (`wirepass doctor --live`): `GET base/` with the
    /// check's credential; any answer but a refused credential, a 5xx or a 429 will do.
    pub async fn probe(&self) -> Result<String, String> {
        match self.get("/").await {
            Ok((status, _)) => Ok(format!("{} answered {status}", self.base)),
            Err(e) if e.ends_with("is not JSON") => Ok(format!("{} answered", self.base)),
            Err(e) => Err(format!("{}: {e}", self.base)),
        }
    }

    /// `GET base + path`; the status and the JSON answer (`Null` for an empty body).
    pub(crate) async fn get(&self, path: &str) -> Result<(StatusCode, Value), String> {
        self.send(Method::GET, path, None).await
    }

    /// `POST base + path` with a JSON body.
    pub(crate) async fn post(
        &self,
        path: &str,
        body: &Value,
    ) -> Result<(StatusCode, Value), String> {
        self.send(Method::POST, path, Some(body)).await
    }

    async fn send(
        &self,
        method: Method,
        path: &str,
        body: Option<&Value>,
    ) -> Result<(StatusCode, Value), String> {
        let transport = self
            .transport
            .get()
            .ok_or("the check has no way out (an offline run: add --live)")?;
        let mut b = Request::builder()
            .method(method)
            .uri(format!("{}{path}", self.base))
            .header(header::ACCEPT, "application/json")
            .header(
                header::USER_AGENT,
                concat!("wirepass/", env!("CARGO_PKG_VERSION")),
            );
        if let Some((name, value)) = &self.auth {
            b = b.header(name, value.clone());
        }
        let payload = match body {
            Some(v) => {
                b = b.header(header::CONTENT_TYPE, "application/json");
                Bytes::from(v.to_string())
            }
            None => Bytes::new(),
        };
        let req = b
            .body(Full::new(payload))
            .map_err(|_| "the check's URL is not valid".to_string())?;
        let (status, bytes) = transport.call(req, self.timeout).await?;
        if status.is_server_error() || status == StatusCode::TOO_MANY_REQUESTS {
            return Err(format!("it answered {status}"));
        }
        if status == StatusCode::UNAUTHORIZED {
            return Err("it refused the check's own credential (401)".into());
        }
        let value = if bytes.is_empty() {
            Value::Null
        } else {
            serde_json::from_slice(&bytes)
                .map_err(|_| format!("its answer ({status}) is not JSON"))?
        };
        Ok((status, value))
    }

    /// The service's identity of a wirepass user: the map, else a lookup, else the name
    /// as given (unless a map exists and no lookup: then a user it lacks has none).
    async fn identity(&self, user: &str) -> Result<String, String> {
        if let Some(id) = self.identities.get(user) {
            return Ok(id.clone());
        }
        match self.lookup {
            Some(Lookup::Email) => {
                let key = ("identity".to_string(), user.to_string());
                let ttl = self.ttl;
                let (r, _) = self
                    .names
                    .get(&key, false, || async {
                        let r = match self.kind {
                            Kind::Slack => slack::lookup(self, user).await,
                            Kind::Jira => jira::lookup(self, user).await,
                            _ => Err("no lookup for this kind".to_string()),
                        };
                        (r, ttl)
                    })
                    .await;
                r
            }
            None if self.identities.is_empty() => Ok(user.to_string()),
            None => Err(format!(
                "`{user}` has no identity in services.{}.check.identities",
                self.service
            )),
        }
    }

    /// A name kept in the names cache under (what, key), fetched by `fetch`.
    pub(crate) async fn remembered<F, Fut>(
        &self,
        what: &str,
        key: &str,
        fetch: F,
    ) -> Result<String, String>
    where
        F: FnOnce() -> Fut,
        Fut: std::future::Future<Output = Result<String, String>>,
    {
        let ttl = self.ttl;
        let k = (what.to_string(), key.to_string());
        self.names
            .get(&k, false, || async { (fetch().await, ttl) })
            .await
            .0
    }

    /// A name read from one field of the answer to `GET path`, remembered under
    /// (what, key): the resolvers' one shape (GitHub, GitLab).
    pub(crate) async fn named(
        &self,
        what: &str,
        key: &str,
        path: &str,
        field: &str,
    ) -> Result<String, String> {
        self.remembered(what, key, || async {
            match self.get(path).await? {
                (s, v) if s.is_success() => v
                    .get(field)
                    .and_then(Value::as_str)
                    .map(str::to_string)
                    .ok_or_else(|| format!("its answer has no `{field}`")),
                (s, _) => Err(format!("it answered {s}")),
            }
        })
        .await
    }

    /// What the backend says of one ask, through the cache.
    async fn ask(&self, ask: &Ask<'_>) -> Result<(Access, Source), String> {
        let m = ask.mapped;
        let level = m.level.as_deref().unwrap_or("");
        // Slack's admin methods are judged by the wirepass user on `admins:`; no lookup.
        let identity = if self.kind == Kind::Slack && level == "admin" {
            ask.user.to_string()
        } else {
            self.identity(ask.user).await?
        };
        let need = match self.kind {
            Kind::Kubernetes => kube::Attributes::of(ask.method, ask.path, ask.query).key(),
            Kind::Jira => jira::need(self, m),
            Kind::Http => format!("{} {}", m.action, m.effect.as_str()),
            _ => level.to_string(),
        };
        let key = (identity.clone(), m.resource.clone(), need);
        let (ttl, neg) = (self.ttl, self.negative_ttl);
        let (r, source) = self
            .answers
            .get(&key, m.destructive, || async {
                let r = match self.kind {
                    Kind::Github => github::check(self, &identity, m).await,
                    Kind::Gitlab => gitlab::check(self, &identity, m).await,
                    Kind::Jira => jira::check(self, &identity, m).await,
                    Kind::Slack => slack::check(self, ask.user, &identity, m).await,
                    Kind::Kubernetes => kube::check(self, &identity, ask).await,
                    Kind::Http => generic::check(self, &identity, ask).await,
                };
                let keep = match &r {
                    Ok(Access::Allow(_)) => ttl,
                    Ok(Access::Deny(_)) => neg,
                    Ok(Access::Uncheckable(_)) => ttl,
                    Err(_) => Duration::ZERO,
                };
                (r, keep)
            })
            .await;
        r.map(|a| (a, source))
    }

    /// The canonical `kind:name` of an id-addressed resource (`repo_id:4242` -> `repo:acme/x`),
    /// or `None` when this system does not resolve that kind.
    async fn resolve(&self, resource: &str, of: &str) -> Result<Option<String>, String> {
        let (kind, id) = resource.split_once(':').unwrap_or(("", resource));
        let r = match self.kind {
            Kind::Github => github::resolve(self, kind, id).await?,
            Kind::Gitlab => gitlab::resolve(self, kind, id).await?,
            Kind::Jira => jira::resolve(self, kind, id).await?,
            _ => None,
        };
        Ok(r.map(|name| format!("{of}:{name}")))
    }
}

/// The header that carries the check's token.
fn auth_header(
    auth: Auth,
    token: &Zeroizing<String>,
) -> Result<(header::HeaderName, HeaderValue), String> {
    use base64::Engine;
    let token = token.trim();
    let (name, text) = match auth {
        Auth::Bearer => (
            header::AUTHORIZATION,
            Zeroizing::new(format!("Bearer {token}")),
        ),
        Auth::Basic => {
            if !token.contains(':') {
                return Err("`auth: basic` takes `user:secret` (Jira: `email:api_token`)".into());
            }
            let b64 = base64::engine::general_purpose::STANDARD.encode(token.as_bytes());
            (
                header::AUTHORIZATION,
                Zeroizing::new(format!("Basic {b64}")),
            )
        }
        Auth::PrivateToken => (
            header::HeaderName::from_static("private-token"),
            Zeroizing::new(token.to_string()),
        ),
    };
    let mut v = HeaderValue::from_str(&text)
        .map_err(|_| "the token is not a valid header value".to_string())?;
    v.set_sensitive(true);
    Ok((name, v))
}

/// Every service's live check.
#[derive(Debug, Default, Clone)]
pub struct Checks {
    services: BTreeMap<String, Arc<Checker>>,
}

impl Checks {
    /// Compiles `services.NAME.check`; error paths are relative to `services`.
    pub fn compile<'a>(
        sections: impl IntoIterator<Item = (&'a String, &'a CheckFile)>,
        ctx: &ChecksCtx<'_>,
    ) -> Result<Checks, SectionError> {
        let mut services = BTreeMap::new();
        for (name, f) in sections {
            let c = Checker::compile(name, f, ctx)
                .map_err(|e| e.under(KeyPath::root().key(name.as_str()).key("check")))?;
            services.insert(name.clone(), Arc::new(c));
        }
        Ok(Checks { services })
    }

    /// Gives the checks their way out to the backends (until then, a check is
    /// `check_unavailable`). Set once; later calls change nothing.
    pub fn connect(&self, transport: &Transport) {
        for c in self.services.values() {
            let _ = c.transport.set(transport.clone());
        }
    }

    /// Whether the checks have their way out (a live run, or `check --live`).
    pub fn connected(&self) -> bool {
        self.services.values().any(|c| c.transport.get().is_some())
    }

    /// The way out the checks use (a reload hands it on).
    pub fn transport(&self) -> Option<Transport> {
        self.services
            .values()
            .find_map(|c| c.transport.get().cloned())
    }

    /// Whether a service has a live check.
    pub fn covers(&self, service: &str) -> bool {
        self.services.contains_key(service)
    }

    /// Each service's checker, by service name.
    pub fn checkers(&self) -> impl Iterator<Item = (&str, &Checker)> {
        self.services.iter().map(|(n, c)| (n.as_str(), c.as_ref()))
    }

    /// Resolves an id-addressed resource of `m` to its name, or `None` when the service has
    /// no check or the system does not resolve that kind. A failure is `check_unavailable`.
    pub async fn resolve(&self, m: &Mapped, of: &str) -> Result<Option<String>, Refusal> {
        let Some(c) = self.services.get(&m.service) else {
            return Ok(None);
        };
        c.resolve(&m.resource, of).await.map_err(|e| {
            unavailable(
                c,
                format!(
                    "{} could not say which {of} `{}` is: {e}",
                    c.kind.system(),
                    m.resource
                ),
            )
        })
    }

    /// Stage 5's live check of one action: `Ok` when the system allows it (or cannot be
    /// asked and `uncheckable: grants`), `not_permitted` when it says no,
    /// `check_unavailable` when it cannot answer.
    pub async fn check(&self, ask: &Ask<'_>) -> Result<Option<Checked>, Refusal> {
        let Some(c) = self.services.get(&ask.mapped.service) else {
            return Ok(None);
        };
        let m = ask.mapped;
        let system = c.kind.system();
        match c.ask(ask).await {
            Ok((Access::Deny(why), _)) => Err(Refusal::new(
                Code::NotPermitted,
                format!(
                    "{system} says {} may not {} on {}: {why}",
                    ask.user, m.action, m.resource
                ),
            )),
            Ok((Access::Uncheckable(why), _)) if c.uncheckable == Uncheckable::Refuse => {
                Err(unavailable(
                    c,
                    format!(
                        "{why}, and services.{}.check.uncheckable is `refuse`",
                        c.service
                    ),
                ))
            }
            Ok((access, source)) => Ok(Some(Checked { access, source })),
            Err(e) => Err(unavailable(
                c,
                format!(
                    "the live check in {system} for {} on {} could not be made: {e}",
                    m.action, m.resource
                ),
            )),
        }
    }
}

/// A `check_unavailable` refusal: never a pass, with what would allow it.
fn unavailable(c: &Checker, why: String) -> Refusal {
    let mut r = Refusal::new(
        Code::CheckUnavailable,
        format!(
            "{why}; wirepass never allows when the owning system cannot answer: retry, or fix \
             services.{}.check",
            c.service
        ),
    );
    r.retry_after = Some(RETRY_AFTER);
    r
}
