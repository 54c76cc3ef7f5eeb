//! Templates of a route table: the path template (`/repos/{owner}/{repo}/{path+}`) and the
//! resource template (`repo:{owner}/{repo|strip_git}`, `channel:{body.channel}`). Parsing
//! is pure and checks names against the path, so a compiled table needs no re-checking.

use super::fields::Key;

/// One segment of a path template.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Segment {
    /// Matches exactly this (percent-decoded) text.
    Literal(String),
    /// `{name}`: any one non-empty segment.
    Param(String),
    /// `{name+}`: one or more segments, the rest of the path (last only).
    Rest(String),
}

/// A template error: the message, without a position (the loader adds file:line).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct TemplateError(pub String);

fn err<T>(msg: impl Into<String>) -> Result<T, TemplateError> {
    Err(TemplateError(msg.into()))
}

fn valid_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

/// Parses a path template. `/` alone is the root (no segments).
pub fn parse_path(path: &str) -> Result<Vec<Segment>, TemplateError> {
    let Some(rest) = path.strip_prefix('/') else {
        return err(format!("path template `{path}` must start with `/`"));
    };
    if rest.is_empty() {
        return Ok(Vec::new());
    }
    let mut out = Vec::new();
    let mut names: Vec<&str> = Vec::new();
    for raw in rest.split('/') {
        if raw.is_empty() {
            return err(format!("path template `{path}` has an empty segment"));
        }
        if let Some(Segment::Rest(name)) = out.last() {
            return err(format!(
                "`{{{name}+}}` must be the last segment of `{path}`"
            ));
        }
        let seg = if let Some(inner) = raw.strip_prefix('{').and_then(|r| r.strip_suffix('}')) {
            let (name, rest) = match inner.strip_suffix('+') {
                Some(n) => (n, true),
                None => (inner, false),
            };
            if !valid_name(name) {
                return err(format!(
                    "bad placeholder `{raw}` in `{path}`: a name is letters, digits, `_` or `-`"
                ));
            }
            if names.contains(&name) {
                return err(format!(
                    "placeholder `{{{name}}}` appears twice in `{path}`"
                ));
            }
            names.push(name);
            if rest {
                Segment::Rest(name.to_string())
            } else {
                Segment::Param(name.to_string())
            }
        } else if raw.contains('{') || raw.contains('}') {
            return err(format!(
                "segment `{raw}` of `{path}`: a placeholder must be a whole segment"
            ));
        } else {
            let decoded = percent_encoding::percent_decode_str(raw).decode_utf8();
            match decoded {
                Ok(d) if d != "." && d != ".." && !d.contains('/') => {
                    Segment::Literal(d.into_owned())
                }
                _ => {
                    return err(format!(
                        "segment `{raw}` of `{path}` is not a plain segment"
                    ))
                }
            }
        };
        out.push(seg);
    }
    Ok(out)
}

/// Where a placeholder of a resource template takes its value from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// The n-th placeholder of the path template (a `{x+}` gives the joined rest).
    Path(usize),
    /// A query parameter.
    Query(String),
    /// A field of a JSON or form body (`a.b` walks JSON objects).
    Body(Vec<String>),
    /// A GraphQL variable (`var.input.id` walks JSON objects).
    Var(Vec<String>),
    /// A GraphQL root field argument (literal or through a variable).
    Arg(Vec<String>),
    /// The request's host.
    Host,
}

/// A filter applied to a placeholder's value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Filter {
    /// Removes a trailing `.git` (git smart HTTP repository names).
    StripGit,
    /// The placeholder stands for every value given: each source that gives one (not only
    /// the first), each split at commas (Slack's `channels=C1,C2`), one resource each.
    Each,
    /// The object a Kubernetes proxy path names, as the API server splits it
    /// (`SplitSchemeNamePort`): `name`, `name:port`, or `scheme:name:port` with a scheme of
    /// `http`, `https` or none (`https:vault:8200` and `:vault:` are the service `vault`),
    /// so a deny on the object holds whichever port or scheme the request picks.
    ProxyName,
    /// The repositories a text's closing keywords name (`Fixes octo/other#12`, or an issue's
    /// URL after the keyword): GitHub closes those issues once the text lands on the
    /// default branch (a pull request's title and body when it merges, a commit's
    /// message). Like `Each`, every source and every repository is a resource of its own;
    /// a text that names none gives nothing.
    Closes,
    /// The channels whose messages a text's Slack permalinks name
    /// (`https://acme.slack.com/archives/C0SECRET/p1712…`): Slack unfurls each under the
    /// message that holds it, the linked message's text and all, so posting one reads that
    /// channel. Read as `Closes` is; a JSON list or object (Block Kit `blocks`) is read as
    /// its text.
    Permalinks,
    /// The projects a text's GitLab closing pattern names (`Closes secret/y#1`,
    /// `fixes group/sub/project#2, other#3 and https://gitlab.example.com/a/b/-/issues/4`):
    /// GitLab closes those issues when a merge request whose description holds it merges,
    /// or a commit whose message holds it lands on the default branch. A bare `#N` is the
    /// project's own; `project#N`, which GitLab reads in the current namespace, is named as
    /// written. Read as `Closes` is.
    GitlabCloses,
    /// The project a GitLab `ci_config_path` takes its CI file from
    /// (`.gitlab-ci.yml@group/sub/project:ref`, "CI/CD configuration file in a different
    /// project"): after the first `@`, before the `:` that starts the ref. A path without
    /// `@` names nothing. Read as `Closes` is.
    ConfigProject,
    /// The host of every `http:` or `https:` URL a text holds, as [`Filter::Host`] reads
    /// one (GitLab fetches a `ci_config_path` that holds such a URL as a remote CI file).
    /// A text without one names nothing. Read as `Closes` is.
    UrlHosts,
    /// The host a URL names, as a URL parser reads it: after the scheme's `//`, after the
    /// authority's last `@` (its user information), before its port; lowercased, without
    /// a trailing dot. A service that connects where the request tells it (an MCP
    /// server's `server_url`) is judged on the host it will reach, whatever the path,
    /// port or user the URL adds. A value with no `//` or no host is judged as written,
    /// so only a grant on any value reaches it; so is a URL whose authority holds a `\`
    /// (two parsers read two hosts), with a `\` after it that no host name ends with.
    Host,
    /// Keeps a value only where it is JSON's `true` (a Kubernetes pod's `privileged`,
    /// `hostPID`): a flag that is off, or absent, names nothing.
    True,
    /// Keeps a value only where it is an issue key as a whole (`SECRET-5`: letters, digits
    /// and `_` from a letter, `-`, digits): a Jira field whose id differs by site (Epic Link
    /// is `customfield_10014` on one, another number elsewhere) names an issue so.
    IssueKey,
    /// The confinement a pod's annotations lift (read as `Closes` is, from the
    /// annotations object): `apparmor=Unconfined` for a
    /// `container.apparmor.security.beta.kubernetes.io/NAME: unconfined`, which the API
    /// server copies into the container's `appArmorProfile`, and `seccomp=Unconfined` for
    /// the older seccomp annotations.
    UnconfinedAnnotations,
    /// Keeps an SELinux type Pod Security's baseline profile does not allow (any but
    /// `container_t`, `container_init_t`, `container_kvm_t`, `container_engine_t`):
    /// `spc_t` runs a container unconfined.
    ExtraSelinuxType,
    /// Keeps a Linux capability a container adds beyond the set Pod Security's baseline
    /// profile allows (`SYS_ADMIN`, `NET_RAW`, `ALL`; not `NET_BIND_SERVICE` or `CHOWN`),
    /// read as container runtimes read one: in any case, with or without `CAP_`.
    ExtraCapability,
    /// Keeps a value that lifts a container's confinement: a seccomp or AppArmor profile
    /// of type `Unconfined`, a `/proc` mount that is `Unmasked` (in any case).
    Unconfined,
}

/// The capabilities Pod Security's baseline profile lets a container add.
const BASELINE_CAPABILITIES: [&str; 13] = [
    "AUDIT_WRITE",
    "CHOWN",
    "DAC_OVERRIDE",
    "FOWNER",
    "FSETID",
    "KILL",
    "MKNOD",
    "NET_BIND_SERVICE",
    "SETFCAP",
    "SETGID",
    "SETPCAP",
    "SETUID",
    "SYS_CHROOT",
];

/// The SELinux types Pod Security's baseline profile allows a container.
const BASELINE_SELINUX_TYPES: [&str; 4] = [
    "container_t",
    "container_init_t",
    "container_kvm_t",
    "container_engine_t",
];

/// Whether a container's added capability `value` lies beyond the baseline's set
/// ([`Filter::ExtraCapability`]).
fn is_extra_capability(value: &str) -> bool {
    let name = value.trim();
    let name = match name.get(..4) {
        Some(p) if p.eq_ignore_ascii_case("cap_") => &name[4..],
        _ => name,
    };
    !BASELINE_CAPABILITIES
        .iter()
        .any(|c| c.eq_ignore_ascii_case(name))
}

impl Filter {
    /// Whether the filter reads the references a text holds (`Closes`, `Permalinks`).
    pub fn reads_references(self) -> bool {
        matches!(
            self,
            Filter::Closes
                | Filter::Permalinks
                | Filter::GitlabCloses
                | Filter::ConfigProject
                | Filter::UnconfinedAnnotations
                | Filter::UrlHosts
        )
    }

    /// Applies the filter to one value (`Each` is read where the template is rendered).
    pub fn apply(self, value: &str) -> std::borrow::Cow<'_, str> {
        match self {
            Filter::Host => url_host(value),
            other => std::borrow::Cow::Borrowed(other.cut(value)),
        }
    }

    /// The test of a filter that keeps only some values (`True`, `IssueKey`, ...); `None`
    /// for the others, which keep every value. The one list of such filters.
    fn keeper(self) -> Option<fn(&str) -> bool> {
        match self {
            Filter::True => Some(|v| v == "true"),
            Filter::IssueKey => Some(is_issue_key),
            Filter::ExtraCapability => Some(is_extra_capability),
            Filter::ExtraSelinuxType => Some(|v| !BASELINE_SELINUX_TYPES.contains(&v.trim())),
            Filter::Unconfined => Some(|v| {
                let v = v.trim();
                v.eq_ignore_ascii_case("unconfined") || v.eq_ignore_ascii_case("unmasked")
            }),
            _ => None,
        }
    }

    /// Whether the filter keeps `value` at all. Only an `|each` placeholder takes a filter
    /// that keeps only some.
    pub fn keeps(self, value: &str) -> bool {
        self.keeper().is_none_or(|keep| keep(value))
    }

    /// Whether the filter keeps only some values ([`Filter::keeps`]).
    pub fn drops(self) -> bool {
        self.keeper().is_some()
    }

    /// Applies `filters` to `value` in order; no copy where none changes it.
    pub fn apply_all<'v>(filters: &[Filter], value: &'v str) -> std::borrow::Cow<'v, str> {
        filters
            .iter()
            .fold(std::borrow::Cow::Borrowed(value), |v, f| match v {
                std::borrow::Cow::Borrowed(b) => f.apply(b),
                std::borrow::Cow::Owned(o) => std::borrow::Cow::Owned(f.apply(&o).into_owned()),
            })
    }

    /// The filters that keep a part of the value as written.
    fn cut(self, value: &str) -> &str {
        match self {
            Filter::StripGit => value.strip_suffix(".git").unwrap_or(value),
            Filter::Each
            | Filter::Closes
            | Filter::Permalinks
            | Filter::GitlabCloses
            | Filter::ConfigProject
            | Filter::UrlHosts
            | Filter::Host
            | Filter::True
            | Filter::IssueKey
            | Filter::ExtraCapability
            | Filter::Unconfined
            | Filter::UnconfinedAnnotations
            | Filter::ExtraSelinuxType => value,
            Filter::ProxyName => {
                let parts: Vec<&str> = value.split(':').collect();
                match parts[..] {
                    [name] | [name, _] => name,
                    ["" | "http" | "https", name, _] => name,
                    // Anything else the server refuses; judged as written.
                    _ => value,
                }
            }
        }
    }
}

/// Whether `value` is an issue key as Jira writes one ([`Filter::IssueKey`]), in any case
/// (Jira reads `secret-5` as `SECRET-5`).
fn is_issue_key(value: &str) -> bool {
    let Some((project, number)) = value.rsplit_once('-') else {
        return false;
    };
    project.starts_with(|c: char| c.is_ascii_alphabetic())
        && project
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_')
        && !number.is_empty()
        && number.bytes().all(|b| b.is_ascii_digit())
}

/// The host of `url` ([`Filter::Host`]): `https://u:p@MCP.Example.com.:8443/x` is
/// `mcp.example.com`. A bracketed IPv6 literal keeps its brackets.
pub(super) fn url_host(url: &str) -> std::borrow::Cow<'_, str> {
    let as_written = std::borrow::Cow::Borrowed(url);
    let Some((scheme, rest)) = url.split_once("//") else {
        return as_written;
    };
    let scheme_chars = |c: char| c.is_ascii_alphanumeric() || matches!(c, '+' | '.' | '-');
    let is_scheme = match scheme.strip_suffix(':') {
        Some(name) => {
            name.starts_with(|c: char| c.is_ascii_alphabetic()) && name.chars().all(scheme_chars)
        }
        None => scheme.is_empty(),
    };
    if !is_scheme {
        return as_written;
    }
    // A `\` inside the authority (`https://a.example\@b.example/`) ends it for a WHATWG
    // parser (host `a.example`) and not for an RFC 3986 one (host `b.example`): which
    // host the service reaches depends on its parser, so no host is named. The value is
    // judged as written with a `\` after it, which no host name ends with, so no grant
    // on a host or a domain (`*.acme.com`) reaches it.
    let rfc_end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    if rest[..rfc_end].contains('\\') {
        return std::borrow::Cow::Owned(format!("{url}\\"));
    }
    // WHATWG parsers end the authority at `/`, `?`, `#` and, for web schemes, `\`.
    let end = rest.find(['/', '?', '#', '\\']).unwrap_or(rest.len());
    let authority = &rest[..end];
    let host_port = authority.rsplit_once('@').map_or(authority, |(_, h)| h);
    let host = match host_port.strip_prefix('[') {
        Some(v6) => match v6.find(']') {
            Some(i) => &host_port[..i + 2],
            None => return as_written,
        },
        None => host_port.split(':').next().unwrap_or_default(),
    };
    let host = host.strip_suffix('.').unwrap_or(host);
    match host.is_empty() {
        true => as_written,
        false => std::borrow::Cow::Owned(host.to_ascii_lowercase()),
    }
}

/// One piece of a resource template.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Part {
    Literal(String),
    /// `{a,b|filter}`: the first source that has a value, then the filters.
    Placeholder {
        sources: Vec<Source>,
        filters: Vec<Filter>,
    },
}

impl Part {
    /// Whether this placeholder stands for every value given (`|each`, and the filters
    /// that read references out of a text: `|closes`, `|permalinks`).
    pub fn is_each(&self) -> bool {
        matches!(self, Part::Placeholder { filters, .. }
            if filters.iter().any(|f| *f == Filter::Each || f.reads_references()))
    }
}

/// A parsed resource template.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Template {
    pub parts: Vec<Part>,
}

/// What a resource template may refer to.
#[derive(Debug, Clone, Copy)]
pub struct Scope<'a> {
    /// The path template's placeholder names, in order.
    pub params: &'a [String],
    /// Whether `{var.X}` and `{arg.X}` are allowed (GraphQL field templates).
    pub graphql: bool,
}

impl Template {
    /// Parses a resource template against what it may refer to.
    pub fn parse(text: &str, scope: Scope<'_>) -> Result<Template, TemplateError> {
        let mut parts = Vec::new();
        let mut lit = String::new();
        let mut chars = text.char_indices();
        while let Some((i, c)) = chars.next() {
            match c {
                '{' => {
                    let Some(len) = text[i + 1..].find('}') else {
                        return err(format!("unclosed `{{` in resource `{text}`"));
                    };
                    let inner = &text[i + 1..i + 1 + len];
                    if inner.contains('{') {
                        return err(format!("nested `{{` in resource `{text}`"));
                    }
                    if !lit.is_empty() {
                        parts.push(Part::Literal(std::mem::take(&mut lit)));
                    }
                    parts.push(parse_placeholder(inner, text, scope)?);
                    for _ in 0..inner.chars().count() + 1 {
                        chars.next();
                    }
                }
                '}' => return err(format!("stray `}}` in resource `{text}`")),
                c => lit.push(c),
            }
        }
        if !lit.is_empty() {
            parts.push(Part::Literal(lit));
        }
        let each = parts.iter().filter(|p| p.is_each()).count();
        if each > 0 && scope.graphql {
            return err(format!(
                "resource `{text}`: `|each` is for a plain route's list argument; a GraphQL field names one resource"
            ));
        }
        if each > 1 {
            return err(format!(
                "resource `{text}`: one placeholder at most may stand for every value (`|each`)"
            ));
        }
        Ok(Template { parts })
    }

    /// A template that is only literal text.
    pub fn literal(text: &str) -> Template {
        Template {
            parts: vec![Part::Literal(text.to_string())],
        }
    }

    /// The keys this template reads at any depth of a JSON body (`body.**.KEY`), added to
    /// `keys` where not there yet.
    pub fn deep_keys(&self, keys: &mut Vec<String>) {
        for part in &self.parts {
            let Part::Placeholder { sources, .. } = part else {
                continue;
            };
            for s in sources {
                if let Source::Body(p) = s {
                    if let [any, key] = &p[..] {
                        if any == "**" && !key.contains('[') && !keys.contains(key) {
                            keys.push(key.clone());
                        }
                    }
                }
            }
        }
    }

    /// Whether any placeholder reads the body.
    pub fn needs_body(&self) -> bool {
        self.parts.iter().any(|p| match p {
            Part::Placeholder { sources, .. } => {
                sources.iter().any(|s| matches!(s, Source::Body(_)))
            }
            Part::Literal(_) => false,
        })
    }
}

fn parse_placeholder(inner: &str, text: &str, scope: Scope<'_>) -> Result<Part, TemplateError> {
    let mut pieces = inner.split('|');
    let sources_text = pieces.next().unwrap_or_default();
    let mut filters = Vec::new();
    for f in pieces {
        match f.trim() {
            "strip_git" => filters.push(Filter::StripGit),
            "each" => filters.push(Filter::Each),
            "proxy_name" => filters.push(Filter::ProxyName),
            "closes" => filters.push(Filter::Closes),
            "permalinks" => filters.push(Filter::Permalinks),
            "gitlab_closes" => filters.push(Filter::GitlabCloses),
            "config_project" => filters.push(Filter::ConfigProject),
            "url_hosts" => filters.push(Filter::UrlHosts),
            "host" => filters.push(Filter::Host),
            "true" => filters.push(Filter::True),
            "issue_key" => filters.push(Filter::IssueKey),
            "extra_capability" => filters.push(Filter::ExtraCapability),
            "unconfined" => filters.push(Filter::Unconfined),
            "unconfined_annotations" => filters.push(Filter::UnconfinedAnnotations),
            "extra_selinux_type" => filters.push(Filter::ExtraSelinuxType),
            other => return err(format!("unknown filter `{other}` in resource `{text}`")),
        }
    }
    let mut sources = Vec::new();
    for s in sources_text.split(',') {
        sources.push(parse_source(s.trim(), text, scope)?);
    }
    let walks_lists = sources.iter().any(|s| match s {
        Source::Body(p) | Source::Var(p) | Source::Arg(p) => p.iter().any(|k| Key::walks(k)),
        _ => false,
    });
    if filters.iter().any(|f| f.drops()) && !filters.contains(&Filter::Each) {
        return err(format!(
            "a filter that keeps only some values (`true`, `issue_key`, `extra_capability`, `unconfined`, `extra_selinux_type`) in resource `{text}` needs `|each`: a value it drops names nothing"
        ));
    }
    if walks_lists && !filters.contains(&Filter::Each) {
        return err(format!(
            "`[]`, `[field=value]` or `**` in resource `{text}` walks a list's items or a document's depth, and only an `|each` placeholder takes several values"
        ));
    }
    Ok(Part::Placeholder { sources, filters })
}

fn dotted(rest: &str, text: &str) -> Result<Vec<String>, TemplateError> {
    let parts: Vec<String> = rest.split('.').map(str::to_string).collect();
    if parts.iter().any(|p| p.is_empty()) {
        return err(format!("empty field name in resource `{text}`"));
    }
    if let Some(bad) = parts.iter().find(|p| Key::of(p).is_none()) {
        return err(format!(
            "`{bad}` in resource `{text}`: a field is a name, `name[]` (each item of a list), `name[field=value]` (the items whose field is that text; names and values of letters, digits, `_` and `-`), `name[field=]` (the items without it) or `**` (any depth)"
        ));
    }
    Ok(parts)
}

fn parse_source(s: &str, text: &str, scope: Scope<'_>) -> Result<Source, TemplateError> {
    if s.is_empty() {
        return err(format!("empty placeholder in resource `{text}`"));
    }
    if s == "host" && !scope.params.iter().any(|p| p == "host") {
        return Ok(Source::Host);
    }
    if let Some((kind, rest)) = s.split_once('.') {
        return match kind {
            "query" if !rest.is_empty() => Ok(Source::Query(rest.to_string())),
            "body" => Ok(Source::Body(dotted(rest, text)?)),
            "var" | "arg" if !scope.graphql => err(format!(
                "`{{{s}}}` in resource `{text}`: variables and arguments exist only in graphql fields"
            )),
            "var" => Ok(Source::Var(dotted(rest, text)?)),
            "arg" => Ok(Source::Arg(dotted(rest, text)?)),
            _ => err(format!(
                "unknown placeholder `{{{s}}}` in resource `{text}` (query., body., var., arg., host or a path name)"
            )),
        };
    }
    match scope.params.iter().position(|p| p == s) {
        Some(i) => Ok(Source::Path(i)),
        None => err(format!(
            "unknown placeholder `{{{s}}}` in resource `{text}`: the path has no `{{{s}}}`"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scope(params: &[String]) -> Scope<'_> {
        Scope {
            params,
            graphql: false,
        }
    }

    /// The host a URL reaches, whatever user, port, path or case it is written with; what
    /// is no URL is judged as written.
    #[test]
    fn filters_that_keep_some_values_keep_only_those_and_need_each() {
        for (value, flag, key) in [
            ("true", true, false),
            ("false", false, false),
            ("True", false, false),
            ("SECRET-5", false, true),
            ("secret_2-12", false, true),
            ("A1-0", false, true),
            ("5-5", false, false),
            ("SECRET-", false, false),
            ("SECRET-5a", false, false),
            ("see SECRET-5", false, false),
            ("-5", false, false),
        ] {
            assert_eq!(Filter::True.keeps(value), flag, "{value}");
            assert_eq!(Filter::IssueKey.keeps(value), key, "{value}");
            assert!(Filter::Host.keeps(value));
        }
        let scope = Scope {
            params: &[],
            graphql: false,
        };
        assert!(Template::parse("node:x={body.**.privileged|each|true}", scope).is_ok());
        assert!(Template::parse("issue:{body.fields.**|each|issue_key}", scope).is_ok());
        assert!(Template::parse("node:x={body.privileged|true}", scope).is_err());
        assert!(Template::parse("issue:{body.key|issue_key}", scope).is_err());
    }

    #[test]
    fn capabilities_beyond_the_baseline_and_unconfined_profiles_are_kept() {
        for (value, extra) in [
            ("SYS_ADMIN", true),
            ("sys_admin", true),
            ("CAP_SYS_ADMIN", true),
            ("NET_RAW", true),
            ("ALL", true),
            ("SYS_PTRACE", true),
            ("CAP_", true),
            ("NET_BIND_SERVICE", false),
            ("cap_net_bind_service", false),
            ("CHOWN", false),
            (" KILL ", false),
        ] {
            assert_eq!(Filter::ExtraCapability.keeps(value), extra, "{value}");
        }
        for (value, lifted) in [
            ("Unconfined", true),
            ("unconfined", true),
            ("Unmasked", true),
            ("RuntimeDefault", false),
            ("Localhost", false),
            ("Default", false),
            ("", false),
        ] {
            assert_eq!(Filter::Unconfined.keeps(value), lifted, "{value}");
        }
        let scope = Scope {
            params: &[],
            graphql: false,
        };
        for (value, extra) in [
            ("spc_t", true),
            ("unconfined_t", true),
            ("container_t", false),
        ] {
            assert_eq!(Filter::ExtraSelinuxType.keeps(value), extra, "{value}");
        }
        let annotations = r#"{"container.apparmor.security.beta.kubernetes.io/c":"Unconfined",
            "container.apparmor.security.beta.kubernetes.io/d":"runtime/default",
            "seccomp.security.alpha.kubernetes.io/pod":"unconfined","x":"unconfined"}"#;
        assert_eq!(
            crate::routes::fields::unconfined_annotations(annotations),
            ["apparmor=Unconfined", "seccomp=Unconfined"]
        );
        assert!(crate::routes::fields::unconfined_annotations(r#"{"x":"unconfined"}"#).is_empty());
        assert!(crate::routes::fields::unconfined_annotations("not json").is_empty());
        let t = "node:capability={body.**.capabilities.add[]|each|extra_capability}";
        assert!(Template::parse(t, scope).is_ok());
        assert!(Template::parse("node:x={body.a|unconfined}", scope).is_err());
    }

    #[test]
    fn the_host_filter_reads_the_host_a_url_reaches() {
        for (url, host) in [
            ("https://mcp.example.com/sse", "mcp.example.com"),
            ("https://MCP.Example.COM.:8443/x?y#z", "mcp.example.com"),
            ("https://mcp.acme.com@evil.example/sse", "evil.example"),
            ("https://a:b@c@evil.example:1/", "evil.example"),
            (
                "https://evil.example\\@mcp.acme.com/",
                "https://evil.example\\@mcp.acme.com/\\",
            ),
            (
                "https://mcp.acme.com\\@evil.example",
                "https://mcp.acme.com\\@evil.example\\",
            ),
            ("https://mcp.acme.com/a\\b@evil.example", "mcp.acme.com"),
            ("https://evil.example?@mcp.acme.com/", "evil.example"),
            ("https://evil.example#@mcp.acme.com/", "evil.example"),
            ("http://[::1]:8080/x", "[::1]"),
            ("//mcp.example.com", "mcp.example.com"),
            ("mcp.example.com", "mcp.example.com"),
            ("https:///x", "https:///x"),
            ("https://[::1/x", "https://[::1/x"),
            (
                "mcp.acme.com/a//evil.example",
                "mcp.acme.com/a//evil.example",
            ),
        ] {
            assert_eq!(Filter::Host.apply(url), host, "{url}");
        }
        let t = Template::parse("mcp:{body.tools[].server_url|each|host}", scope(&[])).unwrap();
        assert!(t.parts.iter().any(Part::is_each));
    }

    /// The reference filters stand for every value they read, like `|each`, and give
    /// each value as read.
    #[test]
    fn the_gitlab_reference_filters_parse_and_stand_for_every_value() {
        for (text, filter) in [
            (
                "project:{body.description,query.description|gitlab_closes}",
                Filter::GitlabCloses,
            ),
            (
                "project:{body.ci_config_path|config_project}",
                Filter::ConfigProject,
            ),
            ("host:{body.ci_config_path|url_hosts}", Filter::UrlHosts),
        ] {
            let t = Template::parse(text, scope(&[])).unwrap();
            assert!(t.parts[1].is_each(), "{text}");
            assert!(filter.reads_references(), "{text}");
            assert_eq!(filter.apply("a/b"), "a/b", "{text}");
        }
    }

    #[test]
    fn path_templates_parse_into_segments() {
        assert_eq!(parse_path("/").unwrap(), vec![]);
        assert_eq!(
            parse_path("/repos/{owner}/{path+}").unwrap(),
            vec![
                Segment::Literal("repos".into()),
                Segment::Param("owner".into()),
                Segment::Rest("path".into())
            ]
        );
        assert_eq!(
            parse_path("/a%3Ab").unwrap(),
            vec![Segment::Literal("a:b".into())]
        );
    }

    #[test]
    fn path_template_errors_say_what_is_wrong() {
        let cases = [
            ("no_leading_slash", "repos/{x}", "must start with `/`"),
            ("empty_segment", "/a//b", "empty segment"),
            ("trailing_slash", "/a/", "empty segment"),
            ("rest_not_last", "/a/{x+}/b", "must be the last"),
            ("partial_placeholder", "/a/{x}.json", "whole segment"),
            ("bad_name", "/a/{x y}", "bad placeholder"),
            ("empty_name", "/a/{}", "bad placeholder"),
            ("duplicate_name", "/{x}/{x}", "twice"),
            ("dot_segment", "/a/../b", "not a plain segment"),
            ("stray_brace", "/a}", "whole segment"),
        ];
        for (name, path, want) in cases {
            let e = parse_path(path).expect_err(name);
            assert!(e.0.contains(want), "{name}: {e}");
        }
    }

    #[test]
    fn each_stands_for_one_placeholder_of_a_plain_route() {
        let plain = Scope {
            params: &[],
            graphql: false,
        };
        let t = Template::parse("channel:{body.a,query.a|each}", plain).unwrap();
        assert!(t.parts[1].is_each());
        let twice = Template::parse("x:{body.a|each}/{body.b|each}", plain).unwrap_err();
        assert!(
            twice.to_string().contains("one placeholder at most"),
            "{twice}"
        );
        let gql = Scope {
            params: &[],
            graphql: true,
        };
        let e = Template::parse("channel:{arg.a|each}", gql).unwrap_err();
        assert!(e.to_string().contains("GraphQL"), "{e}");
    }

    #[test]
    fn resource_templates_resolve_sources_and_filters() {
        let params = vec!["owner".to_string(), "repo".to_string()];
        let t = Template::parse("repo:{owner}/{repo|strip_git}", scope(&params)).unwrap();
        assert_eq!(
            t.parts,
            vec![
                Part::Literal("repo:".into()),
                Part::Placeholder {
                    sources: vec![Source::Path(0)],
                    filters: vec![]
                },
                Part::Literal("/".into()),
                Part::Placeholder {
                    sources: vec![Source::Path(1)],
                    filters: vec![Filter::StripGit]
                },
            ]
        );
        let t = Template::parse("c:{body.channel, query.channel}@{host}", scope(&[])).unwrap();
        assert!(t.needs_body());
        assert_eq!(
            t.parts[1],
            Part::Placeholder {
                sources: vec![
                    Source::Body(vec!["channel".into()]),
                    Source::Query("channel".into())
                ],
                filters: vec![]
            }
        );
    }

    #[test]
    fn resource_template_errors_say_what_is_wrong() {
        let params = vec!["owner".to_string()];
        let cases = [
            ("unknown_path_name", "repo:{nope}", "the path has no"),
            ("unknown_kind", "x:{foo.bar}", "unknown placeholder"),
            ("unclosed", "x:{owner", "unclosed"),
            ("stray_close", "x:owner}", "stray"),
            ("unknown_filter", "x:{owner|upper}", "unknown filter"),
            ("empty", "x:{}", "empty placeholder"),
            ("var_outside_graphql", "x:{var.id}", "only in graphql"),
            ("empty_field", "x:{body.a..b}", "empty field"),
            ("nested", "x:{a{b}", "nested"),
        ];
        for (name, text, want) in cases {
            let e = Template::parse(text, scope(&params)).expect_err(name);
            assert!(e.0.contains(want), "{name}: {e}");
        }
        let gql = Scope {
            params: &[],
            graphql: true,
        };
        assert!(Template::parse("repo:{var.input.id}", gql).is_ok());
    }

    /// `[]` walks a list's items, so it gives several values: only `|each` takes them.
    #[test]
    fn a_walk_through_lists_needs_each() {
        let none: Vec<String> = Vec::new();
        assert!(Template::parse("model:{body.tools[].model|each}", scope(&none)).is_ok());
        let e = Template::parse("model:{body.tools[].model}", scope(&none)).unwrap_err();
        assert!(e.0.contains("only an `|each` placeholder"), "{}", e.0);
        let filtered = "item:{body.input[type=item_reference].id|each}";
        assert!(Template::parse(filtered, scope(&none)).is_ok());
        let e =
            Template::parse("item:{body.input[type=item_reference].id}", scope(&none)).unwrap_err();
        assert!(e.0.contains("only an `|each` placeholder"), "{}", e.0);
        let e = Template::parse("item:{body.input[type].id|each}", scope(&none)).unwrap_err();
        assert!(e.0.contains("`name[field=value]`"), "{}", e.0);
    }
}
