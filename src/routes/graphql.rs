//! GraphQL classification: the operation a request runs (by `operationName`, or the only
//! one) and, for a mutation, every root field it calls — through aliases, fragment spreads
//! and inline fragments, so none of them can hide a mutation. A document that cannot be
//! parsed is not guessed at: on a write method the request is an unmapped write.

use std::collections::{HashMap, HashSet};

use graphql_parser::query::{
    Definition, Document, FragmentDefinition, OperationDefinition, Selection, SelectionSet, Value,
    VariableDefinition,
};

/// The kind of an operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OpKind {
    Query,
    Mutation,
    Subscription,
}

/// A root field of a mutation: its name (never the alias) and its arguments as JSON, with
/// variables substituted.
#[derive(Debug, Clone, PartialEq)]
pub struct RootField {
    pub name: String,
    pub args: serde_json::Value,
}

/// One operation the request runs.
#[derive(Debug, Clone, PartialEq)]
pub struct Operation {
    pub kind: OpKind,
    /// The root fields (filled for mutations; `__typename` left out).
    pub fields: Vec<RootField>,
    /// The variables it runs with: the request's, and the default of each one the
    /// request leaves out (GraphQL's CoerceVariableValues: `$b: String = "…"` given no
    /// `b` is that text, not nothing).
    pub vars: serde_json::Value,
}

/// Why a document cannot be classified.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GraphqlError {
    #[error("the GraphQL document cannot be parsed")]
    Unparseable,
    #[error("the GraphQL document nests deeper than wirepass reads")]
    TooDeep,
    #[error("the GraphQL document has no operation named by operationName")]
    NoSuchOperation,
    #[error("the GraphQL document's arguments, its variables substituted, are larger than wirepass reads")]
    TooLarge,
}

/// The most bytes a mutation's arguments may make once each variable they name is
/// substituted: a variable named a thousand times is a thousand copies (round eight
/// grew 1 MB of request to 1.5 GB so).
const MAX_EXPANDED: usize = 8 << 20;

/// About how many bytes `v` takes as JSON text.
fn json_size(v: &serde_json::Value) -> usize {
    use serde_json::Value as J;
    match v {
        J::String(s) => s.len() + 2,
        J::Array(a) => a.iter().map(json_size).sum::<usize>() + 2,
        J::Object(o) => {
            o.iter()
                .map(|(k, x)| k.len() + 3 + json_size(x))
                .sum::<usize>()
                + 2
        }
        _ => 8,
    }
}

/// What substituting arguments spends: each variable's size, measured once, and the
/// bytes left.
struct Expansion<'v> {
    sizes: HashMap<&'v str, usize>,
    left: usize,
}

impl<'v> Expansion<'v> {
    fn new(vars: Option<&'v serde_json::Value>) -> Self {
        let sizes = match vars {
            Some(serde_json::Value::Object(m)) => {
                m.iter().map(|(k, v)| (k.as_str(), json_size(v))).collect()
            }
            _ => HashMap::new(),
        };
        Expansion {
            sizes,
            left: MAX_EXPANDED,
        }
    }

    /// Spends `n` bytes; `false` when they are not left.
    fn spend(&mut self, n: usize) -> bool {
        match self.left.checked_sub(n) {
            Some(l) => {
                self.left = l;
                true
            }
            None => false,
        }
    }
}

/// Brackets nested deeper than this are refused before parsing (the parser recurses).
const MAX_DEPTH: usize = 64;

fn too_deep(text: &str) -> bool {
    let mut depth = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    for b in text.bytes() {
        if in_string {
            match (escaped, b) {
                (true, _) => escaped = false,
                (false, b'\\') => escaped = true,
                (false, b'"') => in_string = false,
                _ => {}
            }
            continue;
        }
        match b {
            b'"' => in_string = true,
            b'{' | b'[' | b'(' => {
                depth += 1;
                if depth > MAX_DEPTH {
                    return true;
                }
            }
            b'}' | b']' | b')' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    false
}

/// Classifies a document: the operations the server will run for this `operationName`.
pub fn classify_document(
    text: &str,
    operation_name: Option<&str>,
    vars: Option<&serde_json::Value>,
) -> Result<Vec<Operation>, GraphqlError> {
    if too_deep(text) {
        return Err(GraphqlError::TooDeep);
    }
    let doc: Document<'_, &str> =
        graphql_parser::parse_query(text).map_err(|_| GraphqlError::Unparseable)?;
    let mut ops = Vec::new();
    let mut frags = HashMap::new();
    for def in &doc.definitions {
        match def {
            Definition::Operation(op) => ops.push(op),
            Definition::Fragment(f) => {
                frags.insert(f.name, f);
            }
        }
    }
    let anonymous = ops.iter().any(|op| op_name(op).is_none());
    // A document mixing an anonymous operation with others is invalid; a server that runs
    // it anyway could pick any of them, so every operation counts.
    let selected: Vec<&OperationDefinition<'_, &str>> = if anonymous && ops.len() > 1 {
        ops
    } else if let Some(name) = operation_name.filter(|n| !n.is_empty()) {
        let found: Vec<_> = ops
            .into_iter()
            .filter(|op| op_name(op) == Some(name))
            .collect();
        if found.is_empty() {
            return Err(GraphqlError::NoSuchOperation);
        }
        found
    } else {
        ops
    };
    selected
        .into_iter()
        .map(|op| {
            let (kind, set, defs) = match op {
                OperationDefinition::SelectionSet(s) => (OpKind::Query, s, &[][..]),
                OperationDefinition::Query(q) => {
                    (OpKind::Query, &q.selection_set, &q.variable_definitions[..])
                }
                OperationDefinition::Mutation(m) => (
                    OpKind::Mutation,
                    &m.selection_set,
                    &m.variable_definitions[..],
                ),
                OperationDefinition::Subscription(s) => (
                    OpKind::Subscription,
                    &s.selection_set,
                    &s.variable_definitions[..],
                ),
            };
            let vars = with_defaults(defs, vars).ok_or(GraphqlError::TooLarge)?;
            let mut fields = Vec::new();
            if kind == OpKind::Mutation {
                let mut seen = HashSet::new();
                let mut budget = Expansion::new(Some(&vars));
                root_fields(
                    set,
                    &frags,
                    Some(&vars),
                    &mut budget,
                    &mut seen,
                    &mut fields,
                )
                .ok_or(GraphqlError::TooLarge)?;
            }
            Ok(Operation { kind, fields, vars })
        })
        .collect()
}

/// The request's variables with the default of each defined variable it leaves out. A
/// variable given as `null` stays null, as the specification has it.
fn with_defaults<'a>(
    defs: &[VariableDefinition<'a, &'a str>],
    vars: Option<&serde_json::Value>,
) -> Option<serde_json::Value> {
    let mut out = match vars {
        Some(serde_json::Value::Object(m)) => m.clone(),
        _ => serde_json::Map::new(),
    };
    // A default is a literal: it names no variable.
    let mut budget = Expansion::new(None);
    for d in defs {
        if let Some(v) = &d.default_value {
            if !out.contains_key(d.name) {
                out.insert(d.name.to_string(), to_json(v, None, &mut budget)?);
            }
        }
    }
    Some(serde_json::Value::Object(out))
}

fn op_name<'a>(op: &OperationDefinition<'a, &'a str>) -> Option<&'a str> {
    match op {
        OperationDefinition::SelectionSet(_) => None,
        OperationDefinition::Query(q) => q.name,
        OperationDefinition::Mutation(m) => m.name,
        OperationDefinition::Subscription(s) => s.name,
    }
}

/// The root fields of `set` with their arguments; `None` when substituting the
/// arguments' variables spends more than `budget` has left.
fn root_fields<'a>(
    set: &SelectionSet<'a, &'a str>,
    frags: &HashMap<&'a str, &FragmentDefinition<'a, &'a str>>,
    vars: Option<&serde_json::Value>,
    budget: &mut Expansion<'_>,
    seen: &mut HashSet<&'a str>,
    out: &mut Vec<RootField>,
) -> Option<()> {
    for sel in &set.items {
        match sel {
            Selection::Field(f) if f.name == "__typename" => {}
            Selection::Field(f) => {
                let args = f
                    .arguments
                    .iter()
                    .map(|(k, v)| Some((k.to_string(), to_json(v, vars, budget)?)))
                    .collect::<Option<_>>()?;
                out.push(RootField {
                    name: f.name.to_string(),
                    args: serde_json::Value::Object(args),
                });
            }
            Selection::InlineFragment(i) => {
                root_fields(&i.selection_set, frags, vars, budget, seen, out)?;
            }
            Selection::FragmentSpread(s) => {
                if !seen.insert(s.fragment_name) {
                    continue;
                }
                match frags.get(s.fragment_name) {
                    Some(f) => root_fields(&f.selection_set, frags, vars, budget, seen, out)?,
                    // A spread of a fragment that is not there: the server refuses the
                    // document, but we still must not read it as harmless.
                    None => out.push(RootField {
                        name: format!("...{}", s.fragment_name),
                        args: serde_json::Value::Null,
                    }),
                }
            }
        }
    }
    Some(())
}

/// A GraphQL value as JSON, its variables substituted from `vars`; `None` when that
/// spends more than `budget` has left.
fn to_json<'a>(
    v: &Value<'a, &'a str>,
    vars: Option<&serde_json::Value>,
    budget: &mut Expansion<'_>,
) -> Option<serde_json::Value> {
    use serde_json::Value as J;
    let cost = match v {
        Value::Variable(name) => budget.sizes.get(name).copied().unwrap_or(8),
        Value::String(s) => s.len() + 2,
        _ => 8,
    };
    if !budget.spend(cost) {
        return None;
    }
    Some(match v {
        Value::Variable(name) => vars
            .and_then(|vs| vs.get(*name))
            .cloned()
            .unwrap_or(J::Null),
        Value::Int(n) => n.as_i64().map(J::from).unwrap_or(J::Null),
        Value::Float(f) => serde_json::Number::from_f64(*f)
            .map(J::Number)
            .unwrap_or(J::Null),
        Value::String(s) => J::String(s.clone()),
        Value::Boolean(b) => J::Bool(*b),
        Value::Null => J::Null,
        Value::Enum(e) => J::String(e.to_string()),
        Value::List(l) => J::Array(
            l.iter()
                .map(|x| to_json(x, vars, budget))
                .collect::<Option<_>>()?,
        ),
        Value::Object(o) => J::Object(
            o.iter()
                .map(|(k, x)| Some((k.to_string(), to_json(x, vars, budget)?)))
                .collect::<Option<_>>()?,
        ),
    })
}

/// One GraphQL request as carried by HTTP: the document, `operationName`, `variables`.
#[derive(Debug, Clone, PartialEq)]
pub struct GqlRequest {
    pub query: String,
    pub operation_name: Option<String>,
    pub variables: Option<serde_json::Value>,
}

fn from_json(v: &serde_json::Value) -> Option<GqlRequest> {
    let obj = v.as_object()?;
    let query = obj.get("query")?.as_str()?.to_string();
    let operation_name = match obj.get("operationName") {
        None | Some(serde_json::Value::Null) => None,
        Some(serde_json::Value::String(s)) => Some(s.clone()),
        Some(_) => return None,
    };
    let variables = match obj.get("variables") {
        None | Some(serde_json::Value::Null) => None,
        Some(serde_json::Value::String(s)) => Some(super::fields::strict_json(s.as_bytes()).ok()?),
        Some(v) => Some(v.clone()),
    };
    Some(GqlRequest {
        query,
        operation_name,
        variables,
    })
}

/// The GraphQL requests of a body: one JSON object, a JSON array (batching), or the raw
/// document (`application/graphql`). `None` when the body holds none.
pub fn requests_from_body(body: &[u8], content_type: Option<&str>) -> Option<Vec<GqlRequest>> {
    if super::fields::body_kind(content_type) == super::fields::BodyKind::Graphql {
        let query = std::str::from_utf8(body).ok()?.to_string();
        return Some(vec![GqlRequest {
            query,
            operation_name: None,
            variables: None,
        }]);
    }
    // GitHub and others read the body as JSON whatever the content type says.
    requests_from_json(&serde_json::from_slice(body).ok()?)
}

/// The GraphQL requests of a body read as JSON: one object, or a list of them (batching).
pub fn requests_from_json(v: &serde_json::Value) -> Option<Vec<GqlRequest>> {
    match v {
        serde_json::Value::Array(items) if !items.is_empty() => {
            items.iter().map(from_json).collect()
        }
        v => Some(vec![from_json(v)?]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mutation_fields(doc: &str, op: Option<&str>) -> Vec<String> {
        classify_document(doc, op, None)
            .unwrap()
            .iter()
            .filter(|o| o.kind == OpKind::Mutation)
            .flat_map(|o| o.fields.iter().map(|f| f.name.clone()))
            .collect()
    }

    #[test]
    fn alias_does_not_hide_the_field_name() {
        let f = mutation_fields(
            "mutation { harmless: deleteRepository(input: {}) { x } }",
            None,
        );
        assert_eq!(f, vec!["deleteRepository"]);
    }

    #[test]
    fn fragments_at_the_root_are_resolved() {
        let doc = "mutation M { ...F ... on Mutation { b: closeIssue { x } } }
                   fragment F on Mutation { createIssue { id } ...G }
                   fragment G on Mutation { ...F deleteIssue { id } }";
        assert_eq!(
            mutation_fields(doc, None),
            vec!["createIssue", "deleteIssue", "closeIssue"]
        );
    }

    #[test]
    fn operation_name_selects_the_mutation_behind_a_query() {
        let doc = "query Q { viewer { login } } mutation M { createIssue { id } }";
        assert_eq!(mutation_fields(doc, Some("M")), vec!["createIssue"]);
        assert!(mutation_fields(doc, Some("Q")).is_empty());
        // Without operationName every operation counts (the server would refuse it).
        assert_eq!(mutation_fields(doc, None), vec!["createIssue"]);
        assert_eq!(
            classify_document(doc, Some("Nope"), None),
            Err(GraphqlError::NoSuchOperation)
        );
    }

    /// A variable named a thousand times is a thousand copies once substituted: past
    /// what wirepass reads, the document is refused, not expanded.
    #[test]
    fn arguments_that_expand_past_the_budget_are_refused() {
        let refs = vec!["$v"; 4000].join(",");
        let doc = format!("mutation($v: String) {{ f(x: [{refs}]) {{ id }} }}");
        let big = serde_json::json!({"v": "x".repeat(1 << 20)});
        assert_eq!(
            classify_document(&doc, None, Some(&big)),
            Err(GraphqlError::TooLarge)
        );
        let small = serde_json::json!({"v": "x"});
        let ops = classify_document(&doc, None, Some(&small)).unwrap();
        assert_eq!(
            ops[0].fields[0].args["x"].as_array().map(Vec::len),
            Some(4000)
        );
    }

    #[test]
    fn anonymous_and_named_mix_counts_every_operation() {
        let doc = "{ viewer { login } } mutation M { mergePullRequest { x } }";
        assert_eq!(
            mutation_fields(doc, Some("Other")),
            vec!["mergePullRequest"]
        );
    }

    #[test]
    fn arguments_take_variable_values() {
        let vars = serde_json::json!({"id": "R_1"});
        let ops = classify_document(
            "mutation($id: ID!) { createIssue(input: {repositoryId: $id, n: 3}) { id } }",
            None,
            Some(&vars),
        )
        .unwrap();
        assert_eq!(
            ops[0].fields[0].args,
            serde_json::json!({"input": {"repositoryId": "R_1", "n": 3}})
        );
    }

    #[test]
    fn unparseable_and_too_deep_documents_are_errors() {
        assert_eq!(
            classify_document("mutation {", None, None),
            Err(GraphqlError::Unparseable)
        );
        let deep = format!("{}{}", "{a".repeat(100), "}".repeat(100));
        assert_eq!(
            classify_document(&deep, None, None),
            Err(GraphqlError::TooDeep)
        );
    }

    #[test]
    fn bodies_carry_one_or_many_requests() {
        let one = requests_from_body(br#"{"query":"{a}","operationName":null}"#, None).unwrap();
        assert_eq!(one.len(), 1);
        let many = requests_from_body(br#"[{"query":"{a}"},{"query":"{b}"}]"#, None).unwrap();
        assert_eq!(many.len(), 2);
        let raw = requests_from_body(b"{a}", Some("application/graphql")).unwrap();
        assert_eq!(raw[0].query, "{a}");
        assert!(requests_from_body(b"not json", Some("application/json")).is_none());
        assert!(requests_from_body(br#"{"query":1}"#, None).is_none());
    }
}
