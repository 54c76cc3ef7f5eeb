//! The decision: grants, scope, report mode and rate limits turn (session, mapping) into a
//! verdict. No I/O.

use serde::Deserialize;

use crate::refusal::{Code, Refusal};
use crate::routes::{Effect, Mapping};
use crate::session::Session;

/// One rule of `grants:`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GrantFile {
    #[serde(default)]
    pub who: Vec<String>,
    #[serde(default)]
    pub allow: Vec<String>,
    #[serde(default)]
    pub deny: Vec<String>,
    #[serde(default)]
    pub on: Vec<String>,
}

/// `rate_limits:` in the config.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RateLimitsFile {}

/// What the decision says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Go on.
    Allow,
    /// Would be refused, but report mode lets it through; audited as `would_refuse`.
    Report(Refusal),
    /// Refused.
    Refuse(Refusal),
}

/// The compiled policy.
#[derive(Debug, Clone, Default)]
pub struct Policy {}

impl Policy {
    /// Compiles groups, grants and rate limits.
    pub fn from_config(
        _config: &crate::config::Config,
    ) -> Result<Policy, crate::config::ConfigError> {
        Ok(Policy {})
    }

    /// Decides a mapped request for a session.
    pub fn decide(&self, _session: Option<&Session>, mapping: &Mapping) -> Verdict {
        match mapping {
            Mapping::Unmapped { service, effect: Effect::Write } => Verdict::Refuse(
                Refusal::new(
                    Code::UnmappedWrite,
                    format!(
                        "no route of the {service} table maps this write; add a route for it to the table (services.{service}.routes) to allow it"
                    ),
                )
                .service(service.clone()),
            ),
            _ => Verdict::Allow,
        }
    }
}
