//! What `wirepass.yaml` says: serde types only, checked for shape (unknown keys are
//! errors). Each section's meaning is compiled by the module that owns it.

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde::Deserialize;

pub use crate::policy::Mode;

/// The whole file. Top-level names are a contract (design.md).
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConfigFile {
    /// Must be 1.
    pub version: u32,
    /// Address to listen on (default 127.0.0.1:8080).
    #[serde(default)]
    pub listen: Option<String>,
    /// Folder of the CA (default `certs`).
    #[serde(default)]
    pub ca_dir: Option<PathBuf>,
    /// Extra root certificates trusted for upstream TLS.
    #[serde(default)]
    pub upstream_ca: Vec<PathBuf>,
    /// Enforce or report, for every service unless the service says otherwise.
    #[serde(default)]
    pub mode: Mode,
    /// Which hosts are intercepted, tunnelled or refused.
    #[serde(default)]
    pub hosts: crate::proxy::HostsFile,
    /// Where traffic may go on the network.
    #[serde(default)]
    pub egress: crate::proxy::EgressFile,
    /// Sizes and timeouts of the proxy shell.
    #[serde(default)]
    pub limits: crate::proxy::LimitsFile,
    /// Where the session user comes from.
    #[serde(default)]
    pub session: crate::session::SessionFile,
    /// Per-service settings, keyed by service name.
    #[serde(default)]
    pub services: BTreeMap<String, ServiceFile>,
    /// Groups: name -> members.
    #[serde(default)]
    pub groups: BTreeMap<String, Vec<String>>,
    /// Grant rules, evaluated with deny winning.
    #[serde(default)]
    pub grants: Vec<crate::policy::GrantFile>,
    /// Rate limits per user and effect class.
    #[serde(default)]
    pub rate_limits: crate::policy::RateLimitsFile,
    /// The credential scanner's settings.
    #[serde(default)]
    pub scan: crate::scan::ScanFile,
    /// Where the audit goes.
    #[serde(default)]
    pub audit: crate::audit::AuditFile,
    /// The admin endpoint (`run --admin`): its address and the live page's token.
    #[serde(default)]
    pub admin: crate::admin::AdminFile,
}

/// One service's settings.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ServiceFile {
    /// `builtin:NAME` or a path to a route table.
    #[serde(default)]
    pub routes: Option<String>,
    /// Hosts this service answers on (default: the table's own hosts).
    #[serde(default)]
    pub hosts: Option<Vec<String>>,
    /// Storage hosts this service's origin redirects downloads to (default: the table's
    /// `storage:`).
    #[serde(default)]
    pub storage: Option<Vec<String>>,
    /// Overrides the top-level mode for this service.
    #[serde(default)]
    pub mode: Option<Mode>,
    /// The live check in the owning system.
    #[serde(default)]
    pub check: Option<crate::checks::CheckFile>,
    /// The credential wirepass injects after an allowed decision.
    #[serde(default)]
    pub credential: Option<crate::credentials::CredentialFile>,
    /// What scanning does on this service: refuse (default), report, off.
    #[serde(default)]
    pub leaks: Option<crate::scan::LeakMode>,
    /// Replace secrets in response bodies with `[REDACTED:rule]`.
    #[serde(default)]
    pub redact_responses: Option<bool>,
    /// Whether plain `http://` requests to this service's hosts are forwarded (`allow`);
    /// default `refuse`. Even when allowed, no credential is injected into them.
    #[serde(default)]
    pub plain_http: Option<PlainHttp>,
}

/// `services.NAME.plain_http`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlainHttp {
    Allow,
    Refuse,
}
