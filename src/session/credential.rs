//! Credential injection: after an allowed decision, wirepass sets the service's
//! credential, so the agent process never holds the service token.

use serde::Deserialize;

/// `services.NAME.credential` in the config.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CredentialFile {
    /// The header to set (e.g. `authorization`).
    pub header: String,
    /// The value, with `{env:NAME}` or `{file:PATH}` placeholders.
    pub value: String,
}
