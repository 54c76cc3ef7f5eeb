//! What a route table file (`routes/NAME.yaml`) says: serde types only, unknown keys
//! refused. [`super::table`] compiles them.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::Effect;

/// A whole table file.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableFile {
    pub version: u32,
    pub service: String,
    #[serde(default)]
    pub description: Option<String>,
    #[serde(default)]
    pub hosts: Vec<String>,
    /// Hosts the service's origin hands a download off to by a redirect (presigned
    /// storage URLs): reached only through a pass an allowed request's redirect issued.
    #[serde(default)]
    pub storage: Vec<String>,
    #[serde(default)]
    pub base_path: Option<String>,
    #[serde(default)]
    pub levels: Vec<String>,
    #[serde(default)]
    pub check: Option<String>,
    #[serde(default)]
    pub names: NamesFile,
    #[serde(default)]
    pub routes: Vec<RouteFile>,
}

/// How the service spells the names of its resources (issue 13: one spelling per resource).
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NamesFile {
    /// Resource kinds whose names the service compares without case (`repo`, `org`).
    #[serde(default)]
    pub fold_case: Vec<String>,
    /// Kinds that address by id what another kind names (`repo_id: repo`).
    #[serde(default)]
    pub ids: BTreeMap<String, String>,
    /// Kinds whose all-digit names are ids, not names (GitLab `project:61000042`).
    #[serde(default)]
    pub numeric_ids: Vec<String>,
    /// Names drawn from one path segment may hold `/` (sent as `%2F`, GitLab's paths).
    #[serde(default)]
    pub slash: bool,
    /// Kinds the service addresses by id or by a name it may write after a mark (Slack's
    /// `channel`: `C0123ABCD`, `general` or `#general`), kind -> mark.
    #[serde(default)]
    pub marked: BTreeMap<String, String>,
}

/// One method, a list, or `*`.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum MethodsFile {
    One(String),
    Many(Vec<String>),
}

/// A query condition's value as written (YAML may read `1` as a number).
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum Scalar {
    Text(String),
    Int(i64),
    Bool(bool),
}

impl Scalar {
    /// The value as text.
    pub fn text(&self) -> String {
        match self {
            Scalar::Text(s) => s.clone(),
            Scalar::Int(i) => i.to_string(),
            Scalar::Bool(b) => b.to_string(),
        }
    }
}

/// One route as written.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RouteFile {
    pub method: MethodsFile,
    pub path: String,
    #[serde(default)]
    pub host: Option<String>,
    #[serde(default)]
    pub query: BTreeMap<String, Scalar>,
    #[serde(default)]
    pub action: Option<String>,
    #[serde(default)]
    pub resource: Option<String>,
    #[serde(default)]
    pub effect: Option<Effect>,
    #[serde(default)]
    pub destructive: bool,
    #[serde(default)]
    pub level: Option<String>,
    #[serde(default)]
    pub graphql: Option<GraphqlFile>,
    /// Body (or query) fields whose text the service runs as commands where a line holds
    /// one (GitLab's quick actions in a note's `body`): such a request is refused.
    #[serde(default)]
    pub commands: Vec<String>,
    /// Body (or query) fields holding a GitLab CI configuration whose includes the
    /// service reads (CI lint's `content`): judged on each project it includes
    /// ([`super::ci`]).
    #[serde(default)]
    pub includes: Vec<String>,
    /// The resource when the request gives none of `resource`'s fields (an optional
    /// argument: Slack's `files.completeUploadExternal` shares to `channel_id` if given).
    #[serde(default)]
    pub otherwise: Option<String>,
    /// More resources the request may name beside its `resource` (Slack's channel
    /// arguments beside a canvas or a user group): each one given is judged too.
    #[serde(default)]
    pub also: Vec<String>,
    /// What a collection's resource stands for: patterns (`*` written in the template is a
    /// wildcard) of every resource the request reaches through it (a Kubernetes list or
    /// `deletecollection` reaches each object of the collection), so a deny on any of
    /// them refuses the request.
    #[serde(default)]
    pub members: Vec<String>,
    /// The route takes uploads as multipart/form-data, whose fields wirepass does not
    /// read: on such a body, `also` is not read (the route's resource must not draw on
    /// the body); on a JSON body it is.
    #[serde(default)]
    pub multipart: bool,
}

/// The `graphql:` block of a route.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GraphqlFile {
    #[serde(default = "default_query_action")]
    pub query_action: String,
    #[serde(default = "default_prefix")]
    pub mutation_prefix: String,
    #[serde(default)]
    pub resource: Option<String>,
    #[serde(default)]
    pub fields: BTreeMap<String, FieldFile>,
}

fn default_query_action() -> String {
    "graphql.query".into()
}
fn default_prefix() -> String {
    "graphql".into()
}

/// A per-root-field override of a GraphQL mutation.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FieldFile {
    #[serde(default)]
    pub action: Option<String>,
    #[serde(default)]
    pub resource: Option<String>,
    #[serde(default)]
    pub level: Option<String>,
    #[serde(default)]
    pub destructive: bool,
    /// Argument paths (`input.body`) the service runs as commands, as a route's `commands`.
    #[serde(default)]
    pub commands: Vec<String>,
}
