//! Route tables: the pure matcher that turns (host, method, path, query, body) into
//! (service, action, resource, effect). Tables are YAML ([`table`]), compiled once into a
//! per-table segment trie ([`matcher`]); GraphQL endpoints classify the operation
//! ([`graphql`]). Nothing here does I/O except loading tables named by the config.
//!
//! Beyond the shared table format (ROUTES-FORMAT.md):
//! - A resource placeholder may list alternatives, `{body.channel,query.channel}`: the
//!   first the request carries wins; one that cannot be read is refused, not passed over. `{arg.a.b}` reads a GraphQL root field's argument
//!   (literal or variable); `{var.a.b}` a variable. A route without `resource` maps to
//!   `service:NAME`.
//! - Among routes ending on the same trie node: more query conditions, then a `host:`,
//!   then a method list beat the others. HEAD falls back to GET routes. One trailing `/`
//!   is ignored; `{x}` never matches an empty segment.
//! - A resource that needs a value the request lacks (or repeats) is refused
//!   `bad_request`; a body field of a body not read whole is refused `too_large`.
//! - A route's `commands` (a GraphQL field's too) names fields the service runs as
//!   commands (GitLab's quick actions): a write whose field holds one is refused. Its
//!   `otherwise` is the resource when the request gives none of `resource`'s fields;
//!   `also` lists more resources judged beside it wherever the request gives their fields.
//!   Its `includes` names fields holding a GitLab CI configuration (CI lint's `content`):
//!   the request is judged on each project the configuration includes ([`ci`]).
//! - `names:` says how the service spells its resources: `fold_case` kinds fold to lower
//!   case, `ids` and `numeric_ids` mark a resource addressed by id ([`Spelling`]), `slash`
//!   lets a name drawn from one segment hold an encoded `/`, `marked` spells a kind's
//!   names after their mark (Slack's `channel:#general`). The path is read once
//!   ([`normalize`]) and that form is forwarded ([`Router::one_reading`]).
//! - GET and HEAD fall back to a GraphQL route of the same path (GraphQL over GET); a
//!   method override naming another method, a header asking to run as another identity
//!   and an upgrade on a read route are refused; a body not read whole is watched for an
//!   override past the cut ([`overrides`]).
//! - Config: every builtin table is active; `services.NAME.routes: none` switches one
//!   off, `builtin:OTHER` or a path loads a table under the service name NAME, and
//!   `services.NAME.hosts` replaces the table's hosts (`*.domain` patterns allowed).

pub mod builtin;
pub mod ci;
pub mod fields;
pub mod file;
pub mod graphql;
mod load;
pub mod matcher;
pub mod normalize;
pub mod openapi;
pub mod overrides;
mod resolve;
pub mod table;
pub mod template;

use std::collections::{BTreeMap, HashMap};

use http::Method;

use crate::refusal::{Code, Refusal};
use crate::request::{BodyPrefix, RequestView};
use crate::section::{CompileError, ConfigError};
use fields::BodyKind;

pub use load::{RoutesCtx, ServiceRoutes};
pub use table::Table;

/// Whether an action reads or writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Effect {
    Read,
    Write,
}

impl Effect {
    /// `read` or `write`.
    pub fn as_str(self) -> &'static str {
        match self {
            Effect::Read => "read",
            Effect::Write => "write",
        }
    }

    /// The effect a method implies when no route says otherwise (GET, HEAD, OPTIONS read).
    pub fn of_method(m: &Method) -> Effect {
        if matches!(*m, Method::GET | Method::HEAD | Method::OPTIONS) {
            Effect::Read
        } else {
            Effect::Write
        }
    }
}

/// One action on one resource.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mapped {
    pub service: String,
    pub action: String,
    pub resource: String,
    pub effect: Effect,
    pub destructive: bool,
    /// The permission level the owning system requires (e.g. GitHub `write`).
    pub level: Option<String>,
    /// How the resource is spelled, for grants to match it.
    pub spelling: Spelling,
}

/// How a resource's name was spelled by the route table (its `names:`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum Spelling {
    /// As the request sent it: grants match it exactly.
    #[default]
    AsSent,
    /// Folded to lower case (the service compares such names without case): grants match
    /// it without case too, so a deny stops every spelling.
    Folded,
    /// An id of a resource another kind names (`repo_id:4242` of a `repo:`): a grant on
    /// names cannot tell which one it is.
    Id { of: String },
    /// As sent, and standing for every resource these patterns match (`*` any run of
    /// characters): a collection the request reaches each member of. A deny on any of
    /// them denies the request.
    /// `folded`: the names fold case, and the patterns are lower case.
    Members { patterns: Vec<String>, folded: bool },
}

impl Spelling {
    /// Whether the name is folded to lower case, for grants to match it without case.
    pub fn is_folded(&self) -> bool {
        matches!(
            self,
            Spelling::Folded | Spelling::Members { folded: true, .. }
        )
    }
}

/// What the route tables say of a request.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum Mapping {
    /// The host has no route table (intercepted for scanning and audit only).
    #[default]
    NoService,
    /// One or more actions (GraphQL documents may carry several); never empty.
    Mapped(Vec<Mapped>),
    /// The service is known but no route matched; the effect is the method's.
    Unmapped { service: String, effect: Effect },
    /// The request cannot be mapped safely (ambiguous path, unreadable body field).
    Refused(Refusal),
}

/// What the matcher reads of a request (the CLI builds one without a connection).
#[derive(Debug, Clone, Copy)]
pub struct RouteRequest<'a> {
    pub method: &'a Method,
    /// Lowercased host without port.
    pub host: &'a str,
    /// The path as sent (percent-encoded), starting with `/`.
    pub path: &'a str,
    /// The raw query string without `?`.
    pub query: Option<&'a str>,
    /// The `content-type` header's value.
    pub content_type: Option<&'a str>,
    pub body: &'a BodyPrefix,
    /// The request's memory account, which a parsed body is counted on (`None`: not
    /// counted, for tools that judge one request offline).
    pub memory: Option<&'a crate::memory::Account>,
}

/// A table in use and the hosts it owns.
#[derive(Debug, Clone)]
pub struct Active {
    pub table: Table,
    /// The hosts (or `*.domain` patterns) this table owns: the config's, else the table's.
    pub hosts: Vec<String>,
    /// The storage hosts (or patterns) its origin redirects downloads to: the config's,
    /// else the table's.
    pub storage: Vec<String>,
}

/// The compiled route tables.
#[derive(Debug, Clone, Default)]
pub struct Router {
    tables: Vec<Active>,
    exact: HashMap<String, usize>,
    /// `*.domain` patterns, longest first.
    wildcard: Vec<(String, usize)>,
}

impl Router {
    /// Loads the builtin tables and those the services name (`services:`, without the
    /// keys other stages own). Error paths are relative to `services:`.
    pub fn compile(
        services: &BTreeMap<String, ServiceRoutes<'_>>,
        ctx: &RoutesCtx<'_>,
    ) -> Result<Router, CompileError> {
        load::compile(services, ctx)
    }

    /// Builds a router from compiled tables and the hosts each owns.
    pub fn from_tables(tables: Vec<Active>) -> Result<Router, ConfigError> {
        load::from_tables(tables)
    }

    /// The tables in use, in service-name order.
    pub fn tables(&self) -> &[Active] {
        &self.tables
    }

    /// The table that owns this host: an exact host first, then the longest `*.domain`.
    pub fn table_for_host(&self, host: &str) -> Option<&Active> {
        let i = match self.exact.get(host) {
            Some(&i) => i,
            None => {
                self.wildcard
                    .iter()
                    .find(|(p, _)| crate::host::matches(p, host))?
                    .1
            }
        };
        self.tables.get(i)
    }

    /// How a service spells its resources (its table's `names:`).
    pub fn names(&self, service: &str) -> Option<&table::Names> {
        self.tables
            .iter()
            .find(|a| a.table.service == service)
            .map(|a| &a.table.names)
    }

    /// Whether some service's origin hands downloads off to this host by a redirect (its
    /// `storage:`), and no table owns it: requests there need a redirect pass.
    pub fn is_storage(&self, host: &str) -> bool {
        self.table_for_host(host).is_none() && self.tables.iter().any(|a| covers(&a.storage, host))
    }

    /// Whether `service`'s origin hands downloads off to some storage host.
    pub fn has_storage(&self, service: &str) -> bool {
        (self.tables.iter()).any(|a| a.table.service == service && !a.storage.is_empty())
    }

    /// Whether `service`'s origin may hand a download off to `host` (its `storage:`).
    pub fn storage_of(&self, service: &str, host: &str) -> bool {
        self.table_for_host(host).is_none()
            && (self.tables.iter()).any(|a| a.table.service == service && covers(&a.storage, host))
    }

    /// The service whose table owns this host.
    pub fn service_for_host(&self, host: &str) -> Option<&str> {
        self.table_for_host(host).map(|a| a.table.service.as_str())
    }

    /// Maps one request; a body parsed to be read is counted on `memory`.
    pub fn map(&self, view: &RequestView, memory: &crate::memory::Account) -> Mapping {
        if self.table_for_host(view.host).is_some() {
            if let Some(refused) = read_another_way(view) {
                return Mapping::Refused(refused);
            }
        }
        let content_type = view
            .headers
            .get(http::header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok());
        // A compressed body whose route reads a field is read as the origin reads it:
        // decoded (its memory held while it is routed).
        let reads = || self.reads_body(view.host, view.method, view.path, view.query);
        let decoded = match decoded_body(view, memory, reads) {
            Ok(d) => d,
            Err(r) => return Mapping::Refused(r),
        };
        let mapping = self.map_request(&RouteRequest {
            method: view.method,
            host: view.host,
            path: view.path,
            query: view.query,
            content_type,
            body: decoded.as_ref().map_or(view.body, |(d, _)| d),
            memory: Some(memory),
        });
        match view.headers.contains_key(http::header::UPGRADE) {
            true => upgraded(mapping),
            false => mapping,
        }
    }

    /// The one reading of a path on a host a table owns: the form that is routed, decided,
    /// scanned and forwarded (runs of `/` as one, encodings canonical), or a refusal when
    /// servers could read it another way. Hosts without a table keep their path as sent.
    pub fn one_reading(&self, host: &str, path: &str) -> Result<Option<String>, Refusal> {
        if self.table_for_host(host).is_none() {
            return Ok(None);
        }
        let normal = normalize::normalize(path).map_err(bad_path)?;
        let forwarded = normal.forwarded();
        Ok((forwarded != path).then_some(forwarded))
    }

    /// Whether the route a request's head meets on a host a table owns reads fields of its
    /// body: then the decision reads the body whole (`limits.body_fields`), not only its
    /// prefix, so a field is never judged from a part of the body.
    pub fn reads_body(&self, host: &str, method: &Method, path: &str, query: Option<&str>) -> bool {
        let Some(active) = self.table_for_host(host) else {
            return false;
        };
        let table = &active.table;
        let Ok(segs) = normalize::segments(path) else {
            return false;
        };
        let query = fields::Pairs::parse(query.unwrap_or(""));
        let ctx = matcher::Ctx {
            method,
            host,
            query: &query,
        };
        let found = table.matcher.find(&table.routes, &segs, &ctx);
        found.route.is_some_and(|i| table.routes[i].reads_body())
    }

    /// Maps one request given as its parts.
    pub fn map_request(&self, req: &RouteRequest<'_>) -> Mapping {
        let Some(active) = self.table_for_host(req.host) else {
            return Mapping::NoService;
        };
        let table = &active.table;
        let segs = match normalize::segments(req.path) {
            Ok(s) => s,
            Err(bad) => return Mapping::Refused(bad_path(bad)),
        };
        let query = fields::Pairs::parse(req.query.unwrap_or(""));
        if let Some(r) = overridden_by_field(req, &query) {
            return r;
        }
        let ctx = matcher::Ctx {
            method: req.method,
            host: req.host,
            query: &query,
        };
        let mut found = table.matcher.find(&table.routes, &segs, &ctx);
        if *req.method == Method::HEAD {
            // HEAD is a GET without the body: a table need not list it.
            let get = matcher::Ctx {
                method: &Method::GET,
                ..ctx
            };
            found = found.or_else(|| table.matcher.find(&table.routes, &segs, &get));
        }
        if found.route.is_none() && matches!(*req.method, Method::GET | Method::HEAD) {
            // GraphQL over GET is classified as over POST: a mutation in the query string
            // is a write, not an unmapped read.
            let post = matcher::Ctx {
                method: &Method::POST,
                ..ctx
            };
            let via_post = table.matcher.find(&table.routes, &segs, &post);
            if via_post.route.is_some_and(|i| table.routes[i].is_graphql()) {
                found = via_post;
            }
        }
        if found.repeated_query {
            return repeated_query();
        }
        let Some(i) = found.route else {
            return Mapping::Unmapped {
                service: table.service.clone(),
                effect: Effect::of_method(req.method),
            };
        };
        resolve::resolve(table, &table.routes[i], req, &segs, &query)
    }
}

/// Headers by which clients ask a server to take the request as another method.
const OVERRIDE_HEADERS: [&str; 3] = [
    "x-http-method-override",
    "x-http-method",
    "x-method-override",
];

/// Headers by which a front end tells the server behind it the path the client asked for
/// (IIS's URL Rewrite, Symfony's and Zend's request objects, some Java filters).
const REWRITE_HEADERS: [&str; 2] = ["x-original-url", "x-rewrite-url"];

/// Headers by which a request asks the server to run it as another identity than its
/// credential's: Kubernetes' user impersonation (`Impersonate-User`, `-Group`, `-Uid`,
/// `-Extra-*`) and GitLab's `Sudo`. wirepass judges the session user's request made with
/// the service's credential; the server would act as whoever the header names.
const IMPERSONATION_HEADERS: [&str; 5] = [
    "impersonate-user",
    "impersonate-group",
    "impersonate-uid",
    "impersonate-extra-*",
    "sudo",
];

/// Query parameters that ask the same (GitLab's `?sudo=`), in any case.
const IMPERSONATION_QUERY: [&str; 1] = ["sudo"];

/// A request that asks, through `via`, to run as another identity: refused whatever it
/// names, as no grant says whom a user may act as.
fn impersonated(via: &str) -> Refusal {
    Refusal::new(
        Code::BadRequest,
        format!(
            "the request carries `{via}`, by which the server would run it as another identity than the one wirepass judged; send it without, as the session's user"
        ),
    )
}

/// The body of `view` with its `Content-Encoding` undone, and the memory that holds it,
/// where its route reads a field of it (`reads`, asked only of a compressed body: most
/// requests are not matched a second time for it); `None` for a body sent as it is. A body
/// cut at the prefix cannot be undone, and reads as an empty body cut short (a field of it
/// is not read). One whose codings do not undo is refused: its fields cannot be read as
/// the origin would read them.
fn decoded_body(
    view: &RequestView,
    memory: &crate::memory::Account,
    reads: impl FnOnce() -> bool,
) -> Result<Option<(BodyPrefix, crate::memory::Hold)>, Refusal> {
    let Some(coding) = view.headers.get(http::header::CONTENT_ENCODING) else {
        return Ok(None);
    };
    let coding = String::from_utf8_lossy(coding.as_bytes());
    if view.body.bytes.is_empty() || coding.trim().eq_ignore_ascii_case("identity") || !reads() {
        return Ok(None);
    }
    let mut hold = memory.hold();
    if !view.body.complete {
        let cut = BodyPrefix {
            bytes: bytes::Bytes::new(),
            complete: false,
            trailers: None,
        };
        return Ok(Some((cut, hold)));
    }
    // Decoded no further than the request may hold, and that room held before decoding:
    // a bomb stops at it (413), and requests decoding at once each count what they may
    // write against the budget (503 when it is spent: a room read and not held would be
    // every one's at once). What the body decodes to is held after.
    let mut limits = crate::scan::inflate::InflateLimits::default();
    limits.max_output = limits.max_output.min(memory.room());
    hold.set(limits.max_output)
        .map_err(|o| o.refusal("the decoded body"))?;
    let bytes = crate::scan::inflate::inflate_whole_body(&view.body.bytes, &coding, limits)
        .map_err(|e| {
            let code = match e {
                crate::scan::inflate::InflateError::TooLarge(_) => Code::TooLarge,
                _ => Code::BadRequest,
            };
            Refusal::new(
                code,
                format!("the body's Content-Encoding ({coding}) could not be undone to read the fields its route reads: {e}"),
            )
        })?;
    hold.shrink_to(bytes.len());
    let body = BodyPrefix {
        bytes: bytes.into(),
        complete: true,
        trailers: view.body.trailers.clone(),
    };
    Ok(Some((body, hold)))
}

/// A request that asks to upgrade to a two-way stream (a WebSocket) is no read, whatever
/// its route says of the plain request: a Kubernetes subresource's stream (KubeVirt's
/// `console` and `vnc`) carries commands. An unmapped one is an unmapped write; a read
/// route is refused, as the table has no route for the stream.
fn upgraded(mapping: Mapping) -> Mapping {
    match mapping {
        Mapping::Unmapped { service, .. } => Mapping::Unmapped {
            service,
            effect: Effect::Write,
        },
        Mapping::Mapped(ms) if ms.iter().any(|m| m.effect == Effect::Read) => {
            Mapping::Refused(Refusal::new(
                Code::BadRequest,
                format!(
                    "the request asks to upgrade to a two-way stream, which can carry commands, but its route maps a read ({}); a route for the stream is needed (exec, attach and port-forward have theirs)",
                    ms[0].action
                ),
            ))
        }
        other => other,
    }
}

/// A request that names, through `via`, a path other than the one routed: refused, as an
/// override is, whatever it names (a client never sends it; a front end does).
fn rewritten(via: &str) -> Refusal {
    Refusal::new(
        Code::BadRequest,
        format!(
            "the request carries `{via}`, which servers behind a rewriting front end take as the path instead of the request line's; wirepass judged the request line, so send the path there and leave the header out"
        ),
    )
}

/// A request that asks, through `via`, to be taken as `asked`: the tables route by the
/// method on the request line, so another method is refused rather than misjudged.
fn overridden(method: &Method, asked: &str, via: &str) -> Option<Mapping> {
    if asked.eq_ignore_ascii_case(method.as_str()) {
        return None;
    }
    Some(Mapping::Refused(Refusal::new(
        Code::BadRequest,
        format!(
            "the request is a {method} that asks, through `{via}`, to be taken as `{asked}`; servers that honour the override would do what wirepass did not judge, so send the request with that method instead"
        ),
    )))
}

/// `_method` in the query string, a form body or a JSON body's top level (within the
/// body prefix), in any case: the Rails and Laravel spelling of a method override.
fn overridden_by_field(req: &RouteRequest<'_>, query: &fields::Pairs<'_>) -> Option<Mapping> {
    let repeated = || overridden(req.method, "(more than one value)", "_method");
    match query.get_any_case("_method") {
        fields::Lookup::One(v) => return overridden(req.method, v, "_method"),
        fields::Lookup::Repeated => return repeated(),
        fields::Lookup::Missing => {}
    }
    let kind = fields::body_kind(req.content_type);
    // Rack reads a form, a POST's body that says nothing, and a type it cuts at `,` to a
    // form's, as a form.
    if matches!(
        kind,
        BodyKind::Form | BodyKind::Unlabelled | BodyKind::Ambiguous
    ) {
        // (Checked as UTF-8 first: a valid body, most are, is read in place, and that
        // check reads a word at a time where the lossy reader reads a byte.)
        let body = &req.body.bytes;
        let text = std::str::from_utf8(body).map_or_else(
            |_| String::from_utf8_lossy(body),
            std::borrow::Cow::Borrowed,
        );
        let found = match fields::Pairs::parse(&text).get_any_case("_method") {
            fields::Lookup::One(v) => overridden(req.method, v, "_method"),
            fields::Lookup::Repeated => repeated(),
            fields::Lookup::Missing => None,
        };
        if found.is_some() || kind == BodyKind::Form {
            return found;
        }
    }
    if kind == BodyKind::Multipart {
        return overridden_by_part(req.method, &req.body.bytes);
    }
    // Laravel reads `_method` from a JSON body too (after a byte-order mark, which
    // Express's reader drops); a body that is no JSON object has none.
    let body = req
        .body
        .bytes
        .strip_prefix(b"\xef\xbb\xbf")
        .unwrap_or(&req.body.bytes);
    // Parsed only where such a key can be, not every body on every request: `_` and
    // `method` in any case as they are, or a `\u` escape that could spell them.
    let spelled = memchr::memchr_iter(b'_', body).any(|i| {
        body.get(i + 1..i + 7)
            .is_some_and(|w| w.eq_ignore_ascii_case(b"method"))
    });
    if !spelled && memchr::memmem::find(body, b"\\u").is_none() {
        return None;
    }
    let Ok(serde_json::Value::Object(obj)) = serde_json::from_slice(body) else {
        return None;
    };
    let mut asked = obj
        .iter()
        .filter(|(k, _)| k.eq_ignore_ascii_case("_method"))
        .map(|(_, v)| v.as_str().unwrap_or("(not text)"));
    match (asked.next(), asked.next()) {
        (Some(_), Some(_)) => repeated(),
        (Some(v), None) => overridden(req.method, v, "_method"),
        _ => None,
    }
}

/// A `multipart/form-data` part named `_method` (in any case, as PHP reads names),
/// within the body prefix: Rails, Laravel and Symfony read it as a form field.
fn overridden_by_part(method: &Method, body: &[u8]) -> Option<Mapping> {
    let text = String::from_utf8_lossy(body);
    let lower = text.to_ascii_lowercase();
    let mut asked = Vec::new();
    for (at, _) in lower.match_indices("name=") {
        // The prefix is all there is: a name it cuts is read as it stands.
        let (name, _) = overrides::part_name(&lower.as_bytes()[at + 5..]);
        if !fields::names(&String::from_utf8_lossy(name), "_method", true) {
            continue;
        }
        // The part's value: after its headers' blank line, up to the line break before
        // the next boundary.
        let value = text[at..]
            .split_once("\r\n\r\n")
            .or_else(|| text[at..].split_once("\n\n"))
            .map(|(_, v)| {
                v.split("\r\n--")
                    .next()
                    .unwrap_or(v)
                    .split("\n--")
                    .next()
                    .unwrap_or(v)
            });
        asked.push(value.unwrap_or("(not text)").trim().to_string());
    }
    match asked.as_slice() {
        [] => None,
        [one] => overridden(method, one, "_method"),
        _ => overridden(method, "(more than one value)", "_method"),
    }
}

fn bad_path(normalize::BadPath(why): normalize::BadPath) -> Refusal {
    Refusal::new(
        Code::BadRequest,
        format!("{why}; wirepass does not forward paths whose meaning could change on decoding"),
    )
}

fn repeated_query() -> Mapping {
    Mapping::Refused(Refusal::new(
        Code::BadRequest,
        "a query parameter a route depends on appears more than once; servers disagree on which one counts",
    ))
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_inputs;

/// Whether a list of hosts and `*.domain` patterns covers `host`.
fn covers(list: &[String], host: &str) -> bool {
    list.iter().any(|p| crate::host::matches(p, host))
}

/// A head that asks a server to read the request another way than its request line (a
/// method override, a front end's path header) or to act as another identity than the
/// credential's: refused on a service's host, and on a storage host a pass covers.
pub fn read_another_way(view: &RequestView) -> Option<Refusal> {
    for (name, v) in view.headers {
        // CGI and WSGI servers read `X_HTTP_METHOD_OVERRIDE` as the dashed name.
        let spelled = name.as_str().replace('_', "-");
        if OVERRIDE_HEADERS.contains(&spelled.as_str()) {
            let asked = v.to_str().unwrap_or("(not text)").trim();
            if let Some(Mapping::Refused(r)) = overridden(view.method, asked, name.as_str()) {
                return Some(r);
            }
        }
        if REWRITE_HEADERS.contains(&spelled.as_str()) {
            return Some(rewritten(name.as_str()));
        }
        if IMPERSONATION_HEADERS.iter().any(|h| {
            h.strip_suffix('*')
                .map_or(spelled == *h, |p| spelled.starts_with(p))
        }) {
            return Some(impersonated(name.as_str()));
        }
    }
    let query = fields::Pairs::parse(view.query.unwrap_or(""));
    if let Some(q) = IMPERSONATION_QUERY
        .iter()
        .find(|q| !matches!(query.get_any_case(q), fields::Lookup::Missing))
    {
        return Some(impersonated(&format!("?{q}=")));
    }
    None
}
