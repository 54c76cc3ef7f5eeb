//! From a matched route to a [`Mapping`]: render the resource of a plain route, or classify
//! the GraphQL operation of a GraphQL route (one [`Mapped`] per mutation root field).

use std::borrow::Cow;

use crate::refusal::{Code, Refusal};

use super::fields::{Gql, Inputs, LazyBody, Lookup, Pairs};
use super::graphql::{self, GqlRequest, OpKind};
use super::table::{GraphqlSpec, Route, Table, Target};
use super::{Effect, Mapped, Mapping, RouteRequest};

/// Maps a request that matched `route`.
pub(super) fn resolve(
    table: &Table,
    route: &Route,
    req: &RouteRequest<'_>,
    segs: &[Cow<'_, str>],
    query: &Pairs<'_>,
) -> Mapping {
    let body = LazyBody::new(req.body, req.content_type);
    let inputs = Inputs {
        host: req.host,
        segs,
        caps: &route.captures,
        query,
        body: &body,
    };
    match &route.target {
        Target::Plain(a) => match inputs.render(&a.resource, Gql::default()) {
            Ok(resource) => Mapping::Mapped(vec![Mapped {
                service: table.service.clone(),
                action: a.action.clone(),
                resource,
                effect: a.effect,
                destructive: a.destructive,
                level: a.level.clone(),
            }]),
            Err(r) => Mapping::Refused(r),
        },
        Target::Graphql(spec) => classify(&table.service, spec, req, &inputs, query),
    }
}

fn requests(req: &RouteRequest<'_>, query: &Pairs<'_>) -> Result<Option<Vec<GqlRequest>>, Refusal> {
    if req.body.bytes.is_empty() && req.body.complete {
        let Lookup::One(q) = query.get("query") else {
            return Ok(None);
        };
        let operation_name = match query.get("operationName") {
            Lookup::One(n) => Some(n.to_string()),
            Lookup::Missing => None,
            Lookup::Repeated => return Ok(None),
        };
        let variables = match query.get("variables") {
            Lookup::One(v) => match serde_json::from_str(v) {
                Ok(v) => Some(v),
                Err(_) => return Ok(None),
            },
            Lookup::Missing => None,
            Lookup::Repeated => return Ok(None),
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
            "the GraphQL document is larger than the body prefix wirepass reads (raise limits.body_prefix)",
        ));
    }
    Ok(graphql::requests_from_body(
        &req.body.bytes,
        req.content_type,
    ))
}

fn classify(
    service: &str,
    spec: &GraphqlSpec,
    req: &RouteRequest<'_>,
    inputs: &Inputs<'_>,
    query: &Pairs<'_>,
) -> Mapping {
    let unmapped = || Mapping::Unmapped {
        service: service.to_string(),
        effect: Effect::of_method(req.method),
    };
    let list = match requests(req, query) {
        Ok(Some(l)) => l,
        Ok(None) => return unmapped(),
        Err(r) => return Mapping::Refused(r),
    };
    let mut out: Vec<Mapped> = Vec::new();
    for gq in &list {
        let vars = gq.variables.as_ref();
        let Ok(ops) = graphql::classify_document(&gq.query, gq.operation_name.as_deref(), vars)
        else {
            return unmapped();
        };
        for op in ops {
            if op.kind != OpKind::Mutation {
                match inputs.render(&spec.resource, Gql { vars, args: None }) {
                    Ok(resource) => push(
                        &mut out,
                        Mapped {
                            service: service.to_string(),
                            action: spec.query_action.clone(),
                            resource,
                            effect: Effect::Read,
                            destructive: false,
                            level: None,
                        },
                    ),
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
                let resource = match inputs.render(template, gql) {
                    Ok(r) => r,
                    Err(r) => return Mapping::Refused(r),
                };
                push(
                    &mut out,
                    Mapped {
                        service: service.to_string(),
                        action,
                        resource,
                        effect: Effect::Write,
                        destructive: over.is_some_and(|o| o.destructive),
                        level: over.and_then(|o| o.level.clone()),
                    },
                );
            }
        }
    }
    if out.is_empty() {
        return unmapped();
    }
    Mapping::Mapped(out)
}

fn push(out: &mut Vec<Mapped>, m: Mapped) {
    if !out.contains(&m) {
        out.push(m);
    }
}
