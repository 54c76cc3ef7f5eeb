//! The service credentials wirepass injects: after an allowed decision, wirepass sets the
//! service's credential header, so the agent process never holds the service token. Values are loaded once
//! (from `{env:NAME}` / `{file:PATH}` placeholders) into memory zeroised on drop, and are
//! never printed: `Debug` shows the header name only.

use std::collections::HashMap;
use std::path::Path;

use http::{HeaderMap, HeaderName, HeaderValue};
use serde::Deserialize;
use zeroize::Zeroizing;

use crate::refusal::{Code, Refusal};
use crate::section::{KeyPath, SectionError};
use crate::session::secret;

/// `services.NAME.credential` in the config.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CredentialFile {
    /// The header to set (e.g. `authorization`).
    pub header: String,
    /// The value, with `{env:NAME}` or `{file:PATH}` placeholders (at least one: secrets
    /// are never written in the config itself).
    pub value: String,
    /// What to do when the agent sends its own value in that header (default `replace`).
    #[serde(default)]
    pub own_credential: OwnCredential,
}

/// What happens to a request that carries its own value in the credential header.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OwnCredential {
    /// Drop the agent's value and set the configured one.
    #[default]
    Replace,
    /// Refuse the request (403 `credential_leak`: the agent holds a credential it should not).
    Refuse,
}

struct Credential {
    header: HeaderName,
    value: Zeroizing<String>,
    own: OwnCredential,
}

impl std::fmt::Debug for Credential {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Credential")
            .field("header", &self.header)
            .field("value", &"<redacted>")
            .field("own", &self.own)
            .finish()
    }
}

impl Credential {
    /// Compiles one service's `credential:`; error paths are relative to it.
    fn compile(
        name: &str,
        c: &CredentialFile,
        ctx: &CredentialsCtx<'_>,
    ) -> Result<Credential, SectionError> {
        let err = |key: &str, m: String| {
            SectionError::new(key, format!("services.{name}.credential: {m}"))
        };
        let header = HeaderName::from_bytes(c.header.trim().to_ascii_lowercase().as_bytes())
            .map_err(|_| err("header", format!("`{}` is not a header name", c.header)))?;
        if RESERVED.contains(&header.as_str()) || header == *ctx.session_header {
            return Err(err(
                "header",
                format!("wirepass does not inject into `{header}`"),
            ));
        }
        if !(c.value.contains("{env:") || c.value.contains("{file:")) {
            return Err(err(
                "value",
                "the value must take the secret from {env:NAME} or {file:PATH}; secrets are never written in the config".into(),
            ));
        }
        let value =
            secret::expand(&c.value, ctx.base_dir).map_err(|e| err("value", e.to_string()))?;
        if HeaderValue::from_str(&value).is_err() {
            return Err(err(
                "value",
                "the expanded value is not a valid header value (a newline or control character?)"
                    .into(),
            ));
        }
        Ok(Credential {
            header,
            value,
            own: c.own_credential,
        })
    }
}

/// The credentials of every service that has one.
#[derive(Debug, Default)]
pub struct Credentials {
    by_service: HashMap<String, Credential>,
}

/// Headers a credential may not be injected into.
const RESERVED: [&str; 5] = [
    "host",
    "content-length",
    "transfer-encoding",
    "connection",
    "proxy-authorization",
];

/// What compiling the credentials needs from outside their sections.
#[derive(Debug, Clone, Copy)]
pub struct CredentialsCtx<'a> {
    /// The folder `{file:PATH}` placeholders are resolved against.
    pub base_dir: &'a Path,
    /// The session header, which a credential may not be injected into.
    pub session_header: &'a HeaderName,
}

impl Credentials {
    /// Loads every `services.NAME.credential`; a missing variable or file is an error that
    /// names it (never a value). Error paths are relative to `services:`
    /// (`NAME.credential.value`).
    pub fn compile<'a>(
        services: impl IntoIterator<Item = (&'a String, &'a CredentialFile)>,
        ctx: &CredentialsCtx<'_>,
    ) -> Result<Credentials, SectionError> {
        let mut by_service = HashMap::new();
        for (name, c) in services {
            let credential = Credential::compile(name, c, ctx)
                .map_err(|e| e.under(KeyPath::root().key(name.as_str()).key("credential")))?;
            by_service.insert(name.clone(), credential);
        }
        Ok(Credentials { by_service })
    }

    /// The header to set for an allowed request to `service` (marked sensitive so HTTP/2
    /// never indexes it), or a refusal when the agent sent its own value and the service
    /// says `own_credential: refuse`.
    pub fn inject(
        &self,
        service: Option<&str>,
        headers: &HeaderMap,
    ) -> Result<Option<(HeaderName, HeaderValue)>, Refusal> {
        let Some((name, c)) = service.and_then(|s| self.by_service.get_key_value(s)) else {
            return Ok(None);
        };
        if c.own == OwnCredential::Refuse && headers.contains_key(&c.header) {
            return Err(Refusal::new(
                Code::CredentialLeak,
                format!(
                    "the request carries its own `{}` header, but wirepass injects {name}'s credential (services.{name}.credential, own_credential: refuse); remove the header from the agent's request",
                    c.header
                ),
            )
            .service(name.clone()));
        }
        // The value was checked when it was loaded; a failure here would be a bug, and
        // failing closed is the safe answer.
        let mut value = HeaderValue::from_str(&c.value).map_err(|_| {
            Refusal::new(
                Code::NoCredential,
                format!("{name}'s credential is not a valid header value"),
            )
        })?;
        value.set_sensitive(true);
        Ok(Some((c.header.clone(), value)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::{stages, Config};

    fn config(yaml: &str) -> Config {
        Config::parse(yaml, Path::new("w.yaml"), Path::new(".")).unwrap()
    }

    fn header() -> HeaderName {
        HeaderName::from_static("x-wirepass-user")
    }

    #[test]
    fn injects_replaces_and_refuses_without_echoing() {
        std::env::set_var("WIREPASS_TEST_GH_TOKEN_C1", "ghp_injectedsecretvalue");
        let c = config(
            "version: 1\nservices:\n  github:\n    credential: {header: Authorization, value: \"Bearer {env:WIREPASS_TEST_GH_TOKEN_C1}\"}\n  slack:\n    credential: {header: authorization, value: \"{env:WIREPASS_TEST_GH_TOKEN_C1}\", own_credential: refuse}\n",
        );
        let creds = stages::credentials(&c, &header()).unwrap();
        assert!(!format!("{creds:?}").contains("injectedsecret"));
        let mut own = HeaderMap::new();
        own.insert(
            "authorization",
            HeaderValue::from_static("Bearer agent-own"),
        );
        let (name, value) = creds.inject(Some("github"), &own).unwrap().unwrap();
        assert_eq!(name, "authorization");
        assert_eq!(value, "Bearer ghp_injectedsecretvalue");
        assert!(value.is_sensitive());
        assert!(creds.inject(Some("gitlab"), &own).unwrap().is_none());
        assert!(creds.inject(None, &own).unwrap().is_none());
        let r = creds.inject(Some("slack"), &own).unwrap_err();
        assert_eq!(r.code, Code::CredentialLeak);
        assert!(!r.reason.contains("injectedsecret") && !r.reason.contains("agent-own"));
        assert!(creds
            .inject(Some("slack"), &HeaderMap::new())
            .unwrap()
            .is_some());
    }

    #[test]
    fn config_errors_name_the_variable_never_a_value() {
        let missing = config(
            "version: 1\nservices:\n  github:\n    credential: {header: authorization, value: \"Bearer {env:WIREPASS_TEST_NOT_SET_C2}\"}\n",
        );
        let e = stages::credentials(&missing, &header()).unwrap_err();
        assert!(e.message.contains("WIREPASS_TEST_NOT_SET_C2"), "{e}");
        let literal = config(
            "version: 1\nservices:\n  github:\n    credential: {header: authorization, value: \"Bearer ghp_literalsecret\"}\n",
        );
        let e = stages::credentials(&literal, &header()).unwrap_err();
        assert!(!e.to_string().contains("ghp_literalsecret"), "{e}");
        let reserved = config(
            "version: 1\nservices:\n  github:\n    credential: {header: x-wirepass-user, value: \"{env:PATH}\"}\n",
        );
        assert!(stages::credentials(&reserved, &header()).is_err());
    }
}
