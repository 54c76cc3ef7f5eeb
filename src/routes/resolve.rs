//! From a matched route to a [`Mapping`]: render the resource of a plain route, or classify
//! the GraphQL operation of a GraphQL route (one [`Mapped`] per mutation root field).

use std::borrow::Cow;

use crate::refusal::{Code, Refusal};

use super::fields::{self, Gql, Inputs, LazyBody, Lookup, Pairs};
use super::graphql::{self, GqlRequest, OpKind};
use super::table::{GraphqlSpec, Route, Table, Target};
use super::{Effect, Mapped, Mapping, RouteRequest, Spelling};

/// Maps a request that matched `route`.
pub(super) fn resolve(
    table: &Table,
    route: &Route,
    req: &RouteRequest<'_>,
    segs: &[Cow<'_, str>],
    query: &Pairs<'_>,
) -> Mapping {
    let deep = match &route.target {
        Target::Plain(a) => &a.deep[..],
        Target::Graphql(_) => &[],
    };
    let body = LazyBody::new(req.body, req.content_type)
        .reading_deep(deep)
        .within(req.memory);
    let inputs = Inputs {
        slash_in_names: table.names.slash,
        host: req.host,
        segs,
        caps: &route.captures,
        query,
        body: &body,
    };
    match &route.target {
        Target::Plain(a) => {
            if a.effect == Effect::Write && !a.commands.is_empty() {
                if let Some(r) = commanded_field(&a.commands, &body, query) {
                    return Mapping::Refused(r);
                }
            }
            plain(table, a, &inputs)
        }
        Target::Graphql(spec) => classify(table, spec, req, &inputs, query),
    }
}

/// The most resources one request may name (a list argument's items, the references a
/// body holds): each is judged, and a body of tens of thousands of them is no request a
/// service takes.
const MAX_RESOURCES: usize = 10_000;

/// A plain route's one action, its resource rendered.
fn plain(table: &Table, a: &super::table::Action, inputs: &Inputs<'_>) -> Mapping {
    // One action on each resource the request names (a list argument names several, and
    // `also` names more beside the resource; every one is judged). `otherwise` stands in
    // where the request gives none of the resource's fields.
    let rendered = match &a.otherwise {
        Some(o) => match inputs.render_each_if_given(&a.resource, Gql::default()) {
            Ok(None) => inputs.render_each(o, Gql::default()),
            given => given.map(Option::unwrap_or_default),
        },
        None => inputs.render_each(&a.resource, Gql::default()),
    };
    let mut resources = match rendered {
        Ok(r) => r,
        Err(r) => return Mapping::Refused(r),
    };
    // Each once (a set: a body may name tens of thousands), and no more than a request
    // needs: every one is judged.
    let mut seen: std::collections::HashSet<String> = resources.iter().cloned().collect();
    let mut add = |resources: &mut Vec<String>, r: String| {
        if seen.insert(r.clone()) {
            resources.push(r);
        }
    };
    // An upload's fields are not read: its `also` is read from a JSON body only.
    let uploaded = a.multipart && inputs.body.is_multipart();
    for t in a.also.iter().filter(|_| !uploaded) {
        match inputs.render_each_if_given(t, Gql::default()) {
            Ok(None) => {}
            Ok(Some(more)) => more.into_iter().for_each(|m| add(&mut resources, m)),
            Err(r) => return Mapping::Refused(r),
        }
    }
    for path in &a.includes {
        match included(path, inputs) {
            Ok(projects) => {
                for p in projects {
                    add(&mut resources, format!("project:{p}"));
                }
            }
            Err(r) => return Mapping::Refused(r),
        }
    }
    if resources.len() > MAX_RESOURCES {
        return Mapping::Refused(Refusal::new(
            Code::BadRequest,
            format!("this request names more than {MAX_RESOURCES} resources, and wirepass judges each one; send it in parts"),
        ));
    }
    let members = match members(a, inputs) {
        Ok(m) => m,
        Err(r) => return Mapping::Refused(r),
    };
    let mapped = resources.into_iter().map(|resource| {
        let (resource, spelling) = table.names.spell(resource);
        let spelling = match (spelling, members.is_empty()) {
            (s @ (Spelling::AsSent | Spelling::Folded), false) => {
                let folded = s == Spelling::Folded;
                let patterns = members.iter().map(|p| match folded {
                    true => p.to_ascii_lowercase(),
                    false => p.clone(),
                });
                Spelling::Members {
                    patterns: patterns.collect(),
                    folded,
                }
            }
            (s, _) => s,
        };
        Mapped {
            service: table.service.clone(),
            action: a.action.clone(),
            resource,
            effect: a.effect,
            destructive: a.destructive,
            level: a.level.clone(),
            spelling,
        }
    });
    Mapping::Mapped(mapped.collect())
}

/// The patterns of what a collection's resource stands for (`members`), rendered. A name
/// that holds `*` would widen its pattern (and no service names anything so): refused.
fn members(a: &super::table::Action, inputs: &Inputs<'_>) -> Result<Vec<String>, Refusal> {
    let stars = |t: &super::template::Template| -> usize {
        (t.parts.iter())
            .map(|p| match p {
                super::template::Part::Literal(l) => l.matches('*').count(),
                _ => 0,
            })
            .sum()
    };
    a.members
        .iter()
        .map(|t| {
            let pattern = inputs.render(t, Gql::default())?;
            match pattern.matches('*').count() == stars(t) {
                true => Ok(pattern),
                false => Err(Refusal::new(
                    Code::BadRequest,
                    "a name in this request holds `*`, so the objects it reaches cannot be told apart from a pattern of them; no service names anything so",
                )),
            }
        })
        .collect()
}

/// Whether `text` holds a line its service runs as a command: GitLab's quick actions, a
/// `/` and a word at the start of a line of a note or a description (`/merge`, `/assign
/// @bob`, `/relate other/project#9`), which it runs with the credential's rights after it
/// saves the text. A path (`/usr/bin`) is none. GitLab deletes every `\r` before it
/// looks for them, so `/\rclone` is `/clone`: read the same way.
pub fn holds_command(text: &str) -> bool {
    text.replace('\r', "").lines().any(|line| {
        let Some(rest) = line.trim_start().strip_prefix('/') else {
            return false;
        };
        let word = rest
            .find(|c: char| !(c.is_ascii_alphabetic() || c == '_'))
            .unwrap_or(rest.len());
        word > 0 && rest[word..].chars().next().is_none_or(char::is_whitespace)
    })
}

fn command_refusal(field: &str) -> Refusal {
    Refusal::new(
        Code::BadRequest,
        format!(
            "`{field}` holds a line the service runs as a command (a quick action such as `/merge` or `/assign`), which would act beyond what was judged; send that action as its own request, or put the line in a code span"
        ),
    )
}

/// The refusal of a write whose `commands` fields hold a command, in the body or the query
/// string (which such servers read as parameters too); a body that cannot be read whole is
/// refused as its fields are.
fn commanded_field(
    paths: &[Vec<String>],
    body: &LazyBody<'_>,
    query: &Pairs<'_>,
) -> Option<Refusal> {
    for path in paths {
        let name = path.join(".");
        match body.field(path) {
            Ok(Some(text)) if holds_command(&text) => {
                return Some(command_refusal(&format!("body.{name}")))
            }
            Ok(_) => {}
            Err(r) => return Some(r),
        }
        match query.get(&name) {
            Lookup::One(text) if holds_command(text) => {
                return Some(command_refusal(&format!("query.{name}")))
            }
            Lookup::Repeated => return Some(command_refusal(&format!("query.{name}"))),
            _ => {}
        }
    }
    None
}

/// The projects a CI configuration in the body field (or query parameter) `path` includes;
/// none when the request gives no such field. Given in both, or unreadable: refused.
fn included(path: &[String], inputs: &Inputs<'_>) -> Result<Vec<String>, Refusal> {
    let name = path.join(".");
    let refuse = |place: &str, why: &str| {
        Refusal::new(
            Code::BadRequest,
            format!("the CI configuration in `{place}.{name}` cannot be judged: {why}; GitLab reads every file it includes, so the projects they come from must be known"),
        )
    };
    let body = inputs.body.field(path)?;
    let text = match (body, inputs.query.get(&name)) {
        (Some(_), Lookup::One(_) | Lookup::Repeated) | (None, Lookup::Repeated) => {
            return Err(refuse(
                "query",
                "it is given more than once, and servers disagree on which one counts",
            ))
        }
        (Some(t), Lookup::Missing) => (t, "body"),
        (None, Lookup::One(t)) => (t.to_string(), "query"),
        (None, Lookup::Missing) => return Ok(Vec::new()),
    };
    super::ci::included_projects(&text.0).map_err(|why| refuse(text.1, &why))
}

/// The GraphQL operations of a request: from the query string (GET, or a POST without a
/// body) or from the body, never both (servers disagree on which one runs), and never a
/// repeated parameter. `None`: nothing classifiable (an unmapped write).
fn requests(req: &RouteRequest<'_>, query: &Pairs<'_>) -> Result<Option<Vec<GqlRequest>>, Refusal> {
    const PARAMS: [&str; 3] = ["query", "operationName", "variables"];
    let ambiguous = |why: &str| {
        Refusal::new(
            Code::BadRequest,
            format!("{why}; servers disagree on which one they run, so wirepass cannot classify the operation"),
        )
    };
    let has_body = !(req.body.bytes.is_empty() && req.body.complete);
    let in_query = PARAMS
        .iter()
        .any(|p| !matches!(query.get(p), Lookup::Missing));
    if has_body && in_query {
        return Err(ambiguous(
            "the GraphQL request carries a document both in its query string and in its body",
        ));
    }
    if !has_body {
        let one = |name: &str| match query.get(name) {
            Lookup::One(v) => Ok(Some(v)),
            Lookup::Missing => Ok(None),
            Lookup::Repeated => Err(ambiguous(&format!(
                "the GraphQL parameter `{name}` appears more than once"
            ))),
        };
        let Some(q) = one("query")? else {
            return Ok(None);
        };
        let operation_name = one("operationName")?.map(str::to_string);
        let variables = match one("variables")? {
            Some(v) => match fields::strict_json(v.as_bytes()) {
                Ok(v) => Some(v),
                Err(_) => {
                    return Err(Refusal::new(
                        Code::BadRequest,
                        "the GraphQL `variables` parameter is not JSON, so the operation cannot be classified",
                    ))
                }
            },
            None => None,
        };
        return Ok(Some(vec![GqlRequest {
            query: q.to_string(),
            operation_name,
            variables,
        }]));
    }
    if !req.body.complete {
        return Err(Refusal::new(
            Code::TooLarge,
            "the GraphQL document is larger than the body wirepass reads whole before it decides (raise limits.body_fields)",
        ));
    }
    let kind = fields::body_kind(req.content_type);
    if kind == fields::BodyKind::Ambiguous {
        return Err(ambiguous(fields::AMBIGUOUS_TYPE));
    }
    if kind == fields::BodyKind::Graphql {
        return Ok(graphql::requests_from_body(
            &req.body.bytes,
            req.content_type,
        ));
    }
    // A body labelled a form, or not at all, is a form to Rack and Rails (GitLab's
    // controller reads `params[:query]`) and JSON to others: its form reading may not
    // name a document too.
    if matches!(kind, fields::BodyKind::Form | fields::BodyKind::Unlabelled) {
        let form = Pairs::parse(std::str::from_utf8(&req.body.bytes).unwrap_or_default());
        if PARAMS.iter().any(|p| form.has(p)) {
            return Err(ambiguous(
                "the GraphQL request's body reads as JSON and as a form (it is labelled a form, or not at all), and its form reading names a document too",
            ));
        }
    }
    // Read as JSON once, strictly: `{"query": "mutation …", "query": "query …"}` is judged
    // by its last key by a reader that takes the last, forwarded to one that takes the
    // first.
    match fields::strict_json_within(&req.body.bytes, req.memory) {
        Ok(v) => Ok(graphql::requests_from_json(&v.value)),
        Err(fields::StrictJson::Costly(over)) => {
            Err(over.refusal("the GraphQL request's body, parsed to be classified,"))
        }
        Err(fields::StrictJson::Repeated) => Err(ambiguous(
            "the GraphQL request's body holds a key more than once, and servers disagree on which one counts",
        )),
        Err(fields::StrictJson::Invalid) => Ok(None),
    }
}

fn classify(
    table: &Table,
    spec: &GraphqlSpec,
    req: &RouteRequest<'_>,
    inputs: &Inputs<'_>,
    query: &Pairs<'_>,
) -> Mapping {
    let service = table.service.as_str();
    // No document at all: the method says what it does. A document wirepass cannot
    // classify may mutate whatever the method (over GET too).
    let unmapped = || Mapping::Unmapped {
        service: service.to_string(),
        effect: Effect::of_method(req.method),
    };
    let unclassified = || Mapping::Unmapped {
        service: service.to_string(),
        effect: Effect::Write,
    };
    let list = match requests(req, query) {
        Ok(Some(l)) => l,
        Ok(None) => return unmapped(),
        Err(r) => return Mapping::Refused(r),
    };
    let mut out: Vec<Mapped> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for gq in &list {
        let vars = gq.variables.as_ref();
        let Ok(ops) = graphql::classify_document(&gq.query, gq.operation_name.as_deref(), vars)
        else {
            return unclassified();
        };
        for op in ops {
            let vars = Some(&op.vars);
            if op.kind != OpKind::Mutation {
                match inputs.render(&spec.resource, Gql { vars, args: None }) {
                    Ok(resource) => {
                        let (resource, spelling) = table.names.spell(resource);
                        push(
                            &mut out,
                            &mut seen,
                            Mapped {
                                service: service.to_string(),
                                action: spec.query_action.clone(),
                                resource,
                                effect: Effect::Read,
                                destructive: false,
                                level: None,
                                spelling,
                            },
                        )
                    }
                    Err(r) => return Mapping::Refused(r),
                }
                continue;
            }
            if op.fields.is_empty() {
                return Mapping::Unmapped {
                    service: service.to_string(),
                    effect: Effect::Write,
                };
            }
            for f in &op.fields {
                let over = spec.fields.get(&f.name);
                let action = over
                    .and_then(|o| o.action.clone())
                    .unwrap_or_else(|| format!("{}.{}", spec.mutation_prefix, f.name));
                let template = over
                    .and_then(|o| o.resource.as_ref())
                    .unwrap_or(&spec.resource);
                let gql = Gql {
                    vars,
                    args: Some(&f.args),
                };
                for path in over.map_or(&[][..], |o| &o.commands[..]) {
                    if let Ok(Some(text)) = fields::json_field(&f.args, path) {
                        if holds_command(&text) {
                            let field = format!("arg.{}", path.join("."));
                            return Mapping::Refused(command_refusal(&field));
                        }
                    }
                }
                let (resource, spelling) = match inputs.render(template, gql) {
                    Ok(r) => table.names.spell(r),
                    Err(r) => return Mapping::Refused(r),
                };
                if out.len() >= MAX_RESOURCES {
                    return Mapping::Refused(Refusal::new(
                        Code::BadRequest,
                        format!("this request's GraphQL documents run more than {MAX_RESOURCES} mutations, and wirepass judges each one; send them in parts"),
                    ));
                }
                push(
                    &mut out,
                    &mut seen,
                    Mapped {
                        service: service.to_string(),
                        action,
                        resource,
                        effect: Effect::Write,
                        destructive: over.is_some_and(|o| o.destructive),
                        level: over.and_then(|o| o.level.clone()),
                        spelling,
                    },
                );
            }
        }
    }
    if out.is_empty() {
        return unclassified();
    }
    Mapping::Mapped(out)
}

/// Adds `m` unless an action on the same resource is there (a set: a document may run
/// thousands; the action and resource decide the rest of a mapping).
fn push(out: &mut Vec<Mapped>, seen: &mut std::collections::HashSet<(String, String)>, m: Mapped) {
    if seen.insert((m.action.clone(), m.resource.clone())) {
        out.push(m);
    }
}
