//! One route table compiled and validated from its YAML form ([`super::file`]). Every
//! error names the file and the line of the route.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use http::Method;

use crate::section::{ConfigError, KeyIndex, KeyPath, SectionError};

use super::fields::Capture;
pub use super::file::{
    FieldFile, GraphqlFile, MethodsFile, NamesFile, RouteFile, Scalar, TableFile,
};
use super::matcher::Matcher;
use super::template::{self, Scope, Segment, Template};
use super::Effect;

/// Where a route was written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Loc {
    pub file: PathBuf,
    pub line: usize,
}

impl std::fmt::Display for Loc {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.file.display(), self.line)
    }
}

/// The methods a route answers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Methods {
    Any,
    List(Vec<Method>),
}

impl Methods {
    /// Whether the route answers this method.
    pub fn contains(&self, m: &Method) -> bool {
        match self {
            Methods::Any => true,
            Methods::List(l) => l.contains(m),
        }
    }

    /// Whether some method is answered by both.
    pub fn overlaps(&self, other: &Methods) -> bool {
        match (self, other) {
            (Methods::List(a), Methods::List(b)) => a.iter().any(|m| b.contains(m)),
            _ => true,
        }
    }
}

/// A query condition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Cond {
    Equals(String),
    Present,
}

/// What a plain route maps to.
#[derive(Debug, Clone)]
pub struct Action {
    pub action: String,
    pub resource: Template,
    pub effect: Effect,
    pub destructive: bool,
    pub level: Option<String>,
    /// Body fields (paths) the service runs as commands (see `commands` in the format).
    pub commands: Vec<Vec<String>>,
    /// Body fields (paths) holding a CI configuration whose includes the service reads
    /// (see `includes` in the format).
    pub includes: Vec<Vec<String>>,
    /// The resource when the request gives none of `resource`'s fields.
    pub otherwise: Option<Template>,
    /// More resources, each judged where the request gives its fields.
    pub also: Vec<Template>,
    /// Patterns of the resources the request reaches through its resource (see
    /// `members` in the format).
    pub members: Vec<Template>,
    /// Uploads come as multipart/form-data, where `also` is not read.
    pub multipart: bool,
    /// The keys its templates read at any depth of a JSON body (`body.**.KEY`): a body's
    /// values under all of them are collected in one walk ([`super::fields::LazyBody`]).
    pub deep: Vec<String>,
}

/// A mutation root field's override.
#[derive(Debug, Clone)]
pub struct FieldSpec {
    pub action: Option<String>,
    pub resource: Option<Template>,
    pub level: Option<String>,
    pub destructive: bool,
    /// Argument paths the service runs as commands.
    pub commands: Vec<Vec<String>>,
}

/// A GraphQL endpoint's classification settings.
#[derive(Debug, Clone)]
pub struct GraphqlSpec {
    pub query_action: String,
    pub mutation_prefix: String,
    pub resource: Template,
    pub fields: BTreeMap<String, FieldSpec>,
}

/// What a route maps to.
#[derive(Debug, Clone)]
pub enum Target {
    Plain(Action),
    Graphql(GraphqlSpec),
}

/// A compiled route.
#[derive(Debug, Clone)]
pub struct Route {
    pub loc: Loc,
    pub methods: Methods,
    pub host: Option<String>,
    pub segments: Vec<Segment>,
    pub query: Vec<(String, Cond)>,
    pub target: Target,
    /// Where each path placeholder's value sits in the request's segments.
    pub captures: Vec<Capture>,
    /// The path as written (with the base path), for messages.
    pub path: String,
}

/// A compiled, validated table.
#[derive(Debug, Clone)]
pub struct Table {
    pub service: String,
    pub description: Option<String>,
    pub hosts: Vec<String>,
    /// Storage hosts the origin redirects downloads to (see `storage:` in the format).
    pub storage: Vec<String>,
    pub levels: Vec<String>,
    pub check: Option<String>,
    pub names: Names,
    pub source: PathBuf,
    pub routes: Vec<Route>,
    pub(crate) matcher: Matcher,
}

/// How the service spells its resources' names (the table's `names:`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Names {
    /// Kinds whose names fold to lower case.
    pub fold_case: Vec<String>,
    /// Id kind -> the kind it addresses by id.
    pub ids: BTreeMap<String, String>,
    /// Kinds whose all-digit names are ids of the same kind.
    pub numeric_ids: Vec<String>,
    /// A name drawn from one path segment may hold `/`.
    pub slash: bool,
    /// Kind -> the mark its names are written after (see [`Names::spell`]).
    pub marked: BTreeMap<String, String>,
}

impl Names {
    fn compile(file: &NamesFile) -> Result<Names, SectionError> {
        let kind_ok = |k: &str| {
            !k.is_empty()
                && k.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
        };
        let names = KeyPath::root().key("names");
        for (key, list) in [
            ("fold_case", &file.fold_case),
            ("numeric_ids", &file.numeric_ids),
        ] {
            for (i, k) in list.iter().enumerate() {
                if !kind_ok(k) {
                    return Err(SectionError::new(
                        names.clone().key(key).index(i),
                        format!("`{k}` is not a resource kind (lower-case letters, digits, `_`)"),
                    ));
                }
            }
        }
        for (id, of) in &file.ids {
            if !kind_ok(id) || !kind_ok(of) || id == of {
                return Err(SectionError::new(
                    names.clone().key("ids").key(id.as_str()),
                    format!("`{id}: {of}` must map an id kind to another resource kind"),
                ));
            }
        }
        for (kind, mark) in &file.marked {
            if !kind_ok(kind)
                || mark.chars().count() != 1
                || mark.chars().any(char::is_alphanumeric)
            {
                return Err(SectionError::new(
                    names.clone().key("marked").key(kind.as_str()),
                    format!("`{kind}: {mark}` must map a resource kind to one mark that is no letter or digit"),
                ));
            }
        }
        Ok(Names {
            fold_case: file.fold_case.clone(),
            ids: file.ids.clone(),
            numeric_ids: file.numeric_ids.clone(),
            slash: file.slash,
            marked: file.marked.clone(),
        })
    }

    /// The one spelling of a rendered resource (`kind:name`) and how it was reached.
    pub fn spell(&self, resource: String) -> (String, super::Spelling) {
        let (kind, name) = resource.split_once(':').unwrap_or(("", ""));
        if let Some(of) = self.ids.get(kind) {
            return (resource, super::Spelling::Id { of: of.clone() });
        }
        let numeric = !name.is_empty() && name.bytes().all(|b| b.is_ascii_digit());
        if numeric && self.numeric_ids.iter().any(|k| k == kind) {
            let of = kind.to_string();
            return (resource, super::Spelling::Id { of });
        }
        // A name given with or without its mark is one resource (Slack reads `exec` and
        // `#exec` as one channel): a name is spelled with the mark, once, in lower case, so
        // a deny on `channel:#exec` stops every spelling (blanks around it, `EXEC` too). An
        // id (upper-case letters and digits, a digit among them, as `C0123ABCD`) and a value
        // after another sigil (`@alice`) stay as sent.
        if let Some(mark) = self.marked.get(kind) {
            let trimmed = name.trim_matches(|c: char| c.is_ascii_whitespace());
            let bare = trimmed.trim_start_matches(mark.as_str());
            let id = bare.len() == trimmed.len()
                && bare.bytes().any(|b| b.is_ascii_digit())
                && bare
                    .bytes()
                    .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit());
            let sigil = bare
                .starts_with(|c: char| c.is_ascii_punctuation() && !matches!(c, '_' | '-' | '.'));
            if !id && !sigil && !bare.is_empty() {
                let spelled = format!("{kind}:{mark}{}", bare.to_ascii_lowercase());
                return (spelled, super::Spelling::Folded);
            }
            return (resource, super::Spelling::AsSent);
        }
        // ASCII letters only, as the services fold their names: Unicode's folding would
        // make the KELVIN SIGN a `k`, judging `acme/kit` while the path sent names another.
        if self.fold_case.iter().any(|k| k == kind) {
            return (resource.to_ascii_lowercase(), super::Spelling::Folded);
        }
        (resource, super::Spelling::AsSent)
    }
}

impl Route {
    /// Whether the route classifies GraphQL operations.
    pub fn is_graphql(&self) -> bool {
        matches!(self.target, Target::Graphql(_))
    }

    /// Whether the route reads fields of the body: a resource drawn from it (its own, an
    /// `also` or its `otherwise`), a field the service runs as commands, a GraphQL
    /// document.
    pub fn reads_body(&self) -> bool {
        match &self.target {
            Target::Plain(a) => {
                // An upload's route reads its `also` from a short JSON body only, never
                // holding a file back to read it.
                a.resource.needs_body()
                    || (!a.multipart && a.also.iter().any(Template::needs_body))
                    || a.otherwise.as_ref().is_some_and(Template::needs_body)
                    || !a.commands.is_empty()
                    || !a.includes.is_empty()
            }
            Target::Graphql(_) => true,
        }
    }
}

/// The 1-based line of every item of the top-level `routes:` list, in order.
pub fn route_lines(text: &str) -> Vec<usize> {
    let mut out = Vec::new();
    let mut in_routes = false;
    let mut item_indent = None;
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let indent = line.len() - trimmed.len();
        if !in_routes {
            in_routes = indent == 0 && trimmed.starts_with("routes:");
            continue;
        }
        if indent == 0 && !trimmed.starts_with('-') {
            break;
        }
        let is_item = trimmed == "-" || trimmed.starts_with("- ");
        match item_indent {
            None if is_item => {
                item_indent = Some(indent);
                out.push(i + 1);
            }
            Some(n) if is_item && indent == n => out.push(i + 1),
            _ => {}
        }
    }
    out
}

/// A route key's field paths (`commands`, `includes`: `input.body` is `["input", "body"]`), each
/// part a field name; `key` names the route key in an error.
fn field_paths(key: &str, list: &[String]) -> Result<Vec<Vec<String>>, String> {
    list.iter()
        .map(|c| {
            let parts: Vec<String> = c.split('.').map(str::to_string).collect();
            match parts.iter().all(|p| !p.is_empty()) {
                true => Ok(parts),
                false => Err(format!(
                    "`{key}` entry `{c}` must be a field name or a dotted path"
                )),
            }
        })
        .collect()
}

impl Table {
    /// Parses and validates a table; `source` names it in errors.
    pub fn parse(text: &str, source: &Path) -> Result<Table, ConfigError> {
        let file: TableFile =
            serde_yaml::from_str(text).map_err(|e| ConfigError::from_yaml(source, text, &e))?;
        let lines = route_lines(text);
        // Built only for an error: a table that loads never needs it.
        let at_key = |path: KeyPath, msg: String| {
            ConfigError::at_key(source, &KeyIndex::build(text), SectionError::new(path, msg))
        };
        if file.version != 1 {
            return Err(at_key(
                "version".into(),
                format!(
                    "unsupported table version {}: this wirepass reads `version: 1`",
                    file.version
                ),
            ));
        }
        if file.service.is_empty()
            || !file
                .service
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
        {
            return Err(at_key(
                "service".into(),
                format!("bad service name `{}`", file.service),
            ));
        }
        let mut hosts = Vec::new();
        for (i, h) in file.hosts.iter().enumerate() {
            hosts
                .push(check_host(h).map_err(|m| at_key(KeyPath::root().key("hosts").index(i), m))?);
        }
        let mut storage = Vec::new();
        for (i, h) in file.storage.iter().enumerate() {
            let h =
                check_host(h).map_err(|m| at_key(KeyPath::root().key("storage").index(i), m))?;
            if hosts.contains(&h) {
                let m = format!("storage host `{h}` is one of the table's own hosts");
                return Err(at_key(KeyPath::root().key("storage").index(i), m));
            }
            storage.push(h);
        }
        let base = match file.base_path.as_deref() {
            None | Some("") | Some("/") => String::new(),
            Some(b) if b.starts_with('/') && !b.ends_with('/') => b.to_string(),
            Some(b) => {
                return Err(at_key(
                    "base_path".into(),
                    format!("base_path `{b}` must start with `/` and not end with one"),
                ))
            }
        };
        let names = Names::compile(&file.names)
            .map_err(|e| ConfigError::at_key(source, &KeyIndex::build(text), e))?;
        let mut routes = Vec::with_capacity(file.routes.len());
        for (i, r) in file.routes.iter().enumerate() {
            let loc = Loc {
                file: source.to_path_buf(),
                line: lines.get(i).copied().unwrap_or(0),
            };
            let route = compile_route(r, &base, &file, &hosts, loc.clone())
                .map_err(|m| ConfigError::at(source, loc.line, m))?;
            routes.push(route);
        }
        let matcher = Matcher::build(&routes).map_err(|(a, b)| {
            let (first, second) = (&routes[a], &routes[b]);
            ConfigError::at(
                source,
                second.loc.line,
                format!(
                    "route `{}` at {} and route `{}` at {} can match the same request equally; make one more specific (a literal segment, a query condition, a host or distinct methods)",
                    first.path, first.loc, second.path, second.loc
                ),
            )
        })?;
        Ok(Table {
            service: file.service,
            description: file.description,
            hosts,
            storage,
            levels: file.levels,
            check: file.check,
            names,
            source: source.to_path_buf(),
            routes,
            matcher,
        })
    }
}

/// Checks a host name, IP literal or `*.suffix` pattern (as [`crate::host::HostPattern`]
/// does for `hosts:` in the config); returns it normalized.
pub fn check_host(h: &str) -> Result<String, String> {
    match crate::host::HostPattern::parse(h) {
        Ok(_) => Ok(crate::host::normalize(h)),
        Err(_) => Err(format!("bad host `{h}`: a host name, or `*.` and a domain")),
    }
}

fn check_level(level: &Option<String>, levels: &[String]) -> Result<(), String> {
    match level {
        Some(l) if !levels.contains(l) => Err(format!(
            "level `{l}` is not one of the table's levels [{}]",
            levels.join(", ")
        )),
        _ => Ok(()),
    }
}

fn check_action(a: &str) -> Result<(), String> {
    if a.is_empty() || a.chars().any(|c| c.is_whitespace() || c == '"') {
        return Err(format!("bad action name `{a}`"));
    }
    Ok(())
}

fn parse_methods(m: &MethodsFile) -> Result<Methods, String> {
    let list: Vec<&str> = match m {
        MethodsFile::One(s) if s == "*" => return Ok(Methods::Any),
        MethodsFile::One(s) => vec![s.as_str()],
        MethodsFile::Many(v) => v.iter().map(String::as_str).collect(),
    };
    if list.is_empty() {
        return Err("`method` lists no method".into());
    }
    let mut out = Vec::new();
    for s in list {
        if s == "*" {
            return Ok(Methods::Any);
        }
        let upper = s.to_ascii_uppercase();
        let m = Method::from_bytes(upper.as_bytes()).map_err(|_| format!("bad method `{s}`"))?;
        if !out.contains(&m) {
            out.push(m);
        }
    }
    Ok(Methods::List(out))
}

fn compile_route(
    r: &RouteFile,
    base: &str,
    file: &TableFile,
    hosts: &[String],
    loc: Loc,
) -> Result<Route, String> {
    let methods = parse_methods(&r.method)?;
    let path = format!(
        "{base}{}",
        if r.path == "/" && !base.is_empty() {
            ""
        } else {
            &r.path
        }
    );
    let segments = template::parse_path(&path).map_err(|e| e.0)?;
    // Each template segment consumes one request segment (a rest, all that remain), so a
    // placeholder's position in the request is its position in the template.
    let (params, captures): (Vec<String>, Vec<Capture>) = segments
        .iter()
        .enumerate()
        .filter_map(|(i, s)| match s {
            Segment::Param(n) => Some((n.clone(), Capture::Seg(i))),
            Segment::Rest(n) => Some((n.clone(), Capture::Rest(i))),
            Segment::Literal(_) => None,
        })
        .unzip();
    let host = match &r.host {
        None => None,
        Some(h) => {
            let h = check_host(h)?;
            if !hosts.contains(&h) {
                return Err(format!("host `{h}` is not one of the table's hosts"));
            }
            Some(h)
        }
    };
    let query = r
        .query
        .iter()
        .map(|(k, v)| {
            let v = v.text();
            (
                k.clone(),
                if v == "*" {
                    Cond::Present
                } else {
                    Cond::Equals(v)
                },
            )
        })
        .collect();
    check_level(&r.level, &file.levels)?;
    let scope = Scope {
        params: &params,
        graphql: false,
    };
    let parse_t = |t: &str, scope: Scope<'_>| Template::parse(t, scope).map_err(|e| e.0);
    let default_resource = format!("service:{}", file.service);
    let target = match &r.graphql {
        Some(g) => {
            if r.action.is_some()
                || r.effect.is_some()
                || r.resource.is_some()
                || r.destructive
                || !r.commands.is_empty()
                || !r.includes.is_empty()
                || r.otherwise.is_some()
                || !r.also.is_empty()
                || !r.members.is_empty()
                || r.multipart
            {
                return Err("a graphql route takes its action, effect, resource and commands from `graphql:`; remove action/effect/resource/destructive/commands/includes/otherwise/also/members/multipart".into());
            }
            check_action(&g.query_action)?;
            check_action(&g.mutation_prefix)?;
            let gscope = Scope {
                params: &params,
                graphql: true,
            };
            let mut fields = BTreeMap::new();
            for (name, f) in &g.fields {
                if let Some(a) = &f.action {
                    check_action(a)?;
                }
                check_level(&f.level, &file.levels)
                    .map_err(|e| format!("graphql field `{name}`: {e}"))?;
                let resource = match &f.resource {
                    Some(t) => Some(
                        parse_t(t, gscope).map_err(|e| format!("graphql field `{name}`: {e}"))?,
                    ),
                    None => None,
                };
                fields.insert(
                    name.clone(),
                    FieldSpec {
                        action: f.action.clone(),
                        resource,
                        level: f.level.clone(),
                        destructive: f.destructive,
                        commands: field_paths("commands", &f.commands)
                            .map_err(|e| format!("graphql field `{name}`: {e}"))?,
                    },
                );
            }
            Target::Graphql(GraphqlSpec {
                query_action: g.query_action.clone(),
                mutation_prefix: g.mutation_prefix.clone(),
                resource: parse_t(g.resource.as_deref().unwrap_or(&default_resource), scope)?,
                fields,
            })
        }
        None => {
            let action = r.action.clone().ok_or("a route needs `action`")?;
            check_action(&action)?;
            let effect = r.effect.ok_or("a route needs `effect` (read or write)")?;
            let mut a = Action {
                action,
                resource: parse_t(r.resource.as_deref().unwrap_or(&default_resource), scope)?,
                effect,
                destructive: r.destructive,
                level: r.level.clone(),
                commands: field_paths("commands", &r.commands)?,
                includes: field_paths("includes", &r.includes)?,
                otherwise: r
                    .otherwise
                    .as_deref()
                    .map(|t| parse_t(t, scope))
                    .transpose()?,
                also: (r.also.iter())
                    .map(|t| parse_t(t, scope))
                    .collect::<Result<_, _>>()?,
                members: (r.members.iter())
                    .map(|t| parse_t(t, scope))
                    .collect::<Result<_, _>>()?,
                multipart: r.multipart,
                deep: Vec::new(),
            };
            let mut deep = Vec::new();
            (std::iter::once(&a.resource)
                .chain(&a.otherwise)
                .chain(&a.also))
            .for_each(|t| t.deep_keys(&mut deep));
            a.deep = deep;
            Target::Plain(a)
        }
    };
    Ok(Route {
        loc,
        methods,
        host,
        segments,
        query,
        target,
        captures,
        path,
    })
}
