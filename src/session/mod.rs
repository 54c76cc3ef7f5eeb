//! Where the session user comes from: the session header or the proxy credentials of the
//! tunnel, as a bare name (trust mode), a signed token, or a JWT.

pub mod credential;

use serde::Deserialize;

use crate::refusal::{Code, Refusal};
use crate::request::RequestView;

/// The default name of the session header.
pub const DEFAULT_HEADER: &str = "x-wirepass-user";

/// `session:` in the config.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SessionFile {
    /// The header that carries the session (default `x-wirepass-user`).
    #[serde(default)]
    pub header: Option<String>,
}

/// A user name as the session gives it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UserId(pub String);

impl std::fmt::Display for UserId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// Who a request is made for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Session {
    pub user: UserId,
    pub groups: Vec<String>,
    /// Action patterns the token narrows the user to (None: no narrowing).
    pub scope: Option<Vec<String>>,
}

/// The compiled session settings.
#[derive(Debug, Clone)]
pub struct Sessions {
    header: http::HeaderName,
}

impl Sessions {
    /// Compiles `session:`.
    pub fn from_config(
        config: &crate::config::Config,
    ) -> Result<Sessions, crate::config::ConfigError> {
        let name = config
            .file
            .session
            .header
            .as_deref()
            .unwrap_or(DEFAULT_HEADER);
        let header =
            http::HeaderName::from_bytes(name.to_ascii_lowercase().as_bytes()).map_err(|_| {
                config.error_at_key("header:", format!("`{name}` is not a header name"))
            })?;
        Ok(Sessions { header })
    }

    /// The session header's name (stripped before forwarding).
    pub fn header(&self) -> &http::HeaderName {
        &self.header
    }

    /// The session of a request: `Ok(None)` when none is given.
    pub fn resolve(&self, view: &RequestView) -> Result<Option<Session>, Refusal> {
        match view.headers.get(&self.header) {
            None => Ok(None),
            Some(v) => match v.to_str() {
                Ok(s) if !s.trim().is_empty() => Ok(Some(Session {
                    user: UserId(s.trim().to_string()),
                    groups: Vec::new(),
                    scope: None,
                })),
                _ => Err(Refusal::new(
                    Code::BadSession,
                    "the session header is empty or not text; send a user name or token",
                )),
            },
        }
    }
}
