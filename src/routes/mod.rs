//! Route tables: the pure matcher that turns (host, method, path, query, body) into
//! (service, action, resource, effect).

use crate::refusal::Refusal;
use crate::request::RequestView;

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
}

/// What the route tables say of a request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mapping {
    /// The host has no route table (intercepted for scanning and audit only).
    NoService,
    /// One or more actions (GraphQL documents may carry several); never empty.
    Mapped(Vec<Mapped>),
    /// The service is known but no route matched.
    Unmapped { service: String, effect: Effect },
    /// The request cannot be mapped safely (ambiguous path, unreadable body field).
    Refused(Refusal),
}

/// The compiled route tables.
#[derive(Debug, Clone, Default)]
pub struct Router {}

impl Router {
    /// Loads the builtin tables and those the config names.
    pub fn from_config(
        _config: &crate::config::Config,
    ) -> Result<Router, crate::config::ConfigError> {
        Ok(Router {})
    }

    /// The service whose table owns this host.
    pub fn service_for_host(&self, _host: &str) -> Option<&str> {
        None
    }

    /// Maps one request.
    pub fn map(&self, view: &RequestView) -> Mapping {
        let _ = view;
        Mapping::NoService
    }
}
