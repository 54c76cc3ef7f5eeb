//! Where the session user comes from: the session header on each request or the proxy
//! credentials of the tunnel, as a bare name (trust mode), a signed wirepass token (token
//! mode) or a JWT (jwt mode). Verified tokens are cached by their SHA-256.

pub mod cache;
pub mod jwt;
pub mod secret;
pub mod token;

use std::path::Path;
use std::sync::Arc;

use serde::Deserialize;

use crate::refusal::{Code, Refusal};
use crate::request::{ProxyAuth, RequestView};
use crate::section::{KeyPath, SectionError};
use jwt::{JwtFile, JwtVerifier};
use token::{Invalid, Key};

/// The default name of the session header.
pub const DEFAULT_HEADER: &str = "x-wirepass-user";
/// The default audience of tokens (`session.audience`).
pub const DEFAULT_AUDIENCE: &str = "wirepass";

/// `session:` in the config.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SessionFile {
    /// The header that carries the session (default `x-wirepass-user`).
    #[serde(default)]
    pub header: Option<String>,
    /// trust | token | jwt (default: token with `key`, jwt with `jwt`, else trust).
    #[serde(default)]
    pub mode: Option<SessionMode>,
    /// The token key: `file:PATH` or `env:NAME` (base64 of at least 32 bytes).
    #[serde(default)]
    pub key: Option<String>,
    /// This proxy's audience in tokens (default `wirepass`).
    #[serde(default)]
    pub audience: Option<String>,
    /// Whether requests need a session: default on services with a route table only;
    /// `true` on every intercepted request; `false` never.
    #[serde(default)]
    pub required: Option<bool>,
    /// JWT settings (jwt mode).
    #[serde(default)]
    pub jwt: Option<JwtFile>,
}

/// How sessions are given.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SessionMode {
    Trust,
    Token,
    Jwt,
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
    /// The user the request is made for.
    pub user: UserId,
    /// Groups the session names (the token's), in addition to the config's `groups:`.
    pub groups: Vec<String>,
    /// Action patterns the token narrows the user to (None: no narrowing).
    pub scope: Option<Vec<String>>,
}

/// A verified token and its time window (for `wirepass session verify`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verified {
    /// Who the token is for.
    pub session: Session,
    /// Expiry, seconds since the epoch.
    pub expires: u64,
    /// Not before, seconds since the epoch (when the token says).
    pub not_before: Option<u64>,
}

#[derive(Debug)]
enum Verifier {
    Trust,
    Token { key: Key, audience: String },
    Jwt(JwtVerifier),
}

/// The compiled session settings.
#[derive(Debug, Clone)]
pub struct Sessions {
    header: http::HeaderName,
    verifier: Arc<Verifier>,
    cache: Arc<cache::Cache>,
}

const TRUST_WARNING: &str = "session.mode is trust: anyone who can reach the proxy can claim any user; configure session.key (token mode) or session.jwt for anything but local development";

/// What compiling `session:` needs from outside the section.
#[derive(Debug, Clone, Copy)]
pub struct SessionCtx<'a> {
    /// The folder relative paths (`file:PATH`, `jwt.jwks`) are resolved against.
    pub base_dir: &'a Path,
}

impl Sessions {
    /// Compiles `session:`; error paths are relative to the section (`mode`, `jwt.jwks`).
    pub fn compile(f: &SessionFile, ctx: &SessionCtx<'_>) -> Result<Sessions, SectionError> {
        let name = f.header.as_deref().unwrap_or(DEFAULT_HEADER);
        let header = http::HeaderName::from_bytes(name.to_ascii_lowercase().as_bytes())
            .map_err(|_| SectionError::new("header", format!("`{name}` is not a header name")))?;
        let audience = f.audience.as_deref().unwrap_or(DEFAULT_AUDIENCE);
        let mode = match (f.mode, &f.key, &f.jwt) {
            (Some(m), _, _) => m,
            (None, Some(_), _) => SessionMode::Token,
            (None, None, Some(_)) => SessionMode::Jwt,
            (None, None, None) => SessionMode::Trust,
        };
        let verifier = match mode {
            SessionMode::Trust => Verifier::Trust,
            SessionMode::Token => {
                let source = f.key.as_deref().ok_or_else(|| {
                    SectionError::new(
                        "mode",
                        "session.mode is token but session.key is not set (make one with `wirepass session keygen --out FILE`)",
                    )
                })?;
                Verifier::Token {
                    key: load_key(source, ctx.base_dir).map_err(|e| e.under("key"))?,
                    audience: audience.to_string(),
                }
            }
            SessionMode::Jwt => {
                let j = f.jwt.as_ref().ok_or_else(|| {
                    SectionError::new("mode", "session.mode is jwt but session.jwt is not set")
                })?;
                if j.jwks.to_string_lossy().contains("://") {
                    return Err(SectionError::new(
                        "jwt.jwks",
                        "session.jwt.jwks: JWKS URLs are not supported yet; save the JWKS to a file and name its path",
                    ));
                }
                // `join` keeps an absolute path as it is.
                let path = ctx.base_dir.join(&j.jwks);
                let text = std::fs::read_to_string(&path).map_err(|e| {
                    SectionError::new("jwt.jwks", format!("cannot read {}: {e}", path.display()))
                })?;
                Verifier::Jwt(
                    JwtVerifier::new(&text, j, audience)
                        .map_err(|e| SectionError::new("jwt.jwks", e))?,
                )
            }
        };
        Ok(Sessions {
            header,
            verifier: Arc::new(verifier),
            cache: Arc::new(cache::Cache::default()),
        })
    }

    /// The session header's name (stripped before forwarding).
    pub fn header(&self) -> &http::HeaderName {
        &self.header
    }

    /// The mode in force.
    pub fn mode(&self) -> SessionMode {
        match &*self.verifier {
            Verifier::Trust => SessionMode::Trust,
            Verifier::Token { .. } => SessionMode::Token,
            Verifier::Jwt(_) => SessionMode::Jwt,
        }
    }

    /// A warning for `wirepass run` to print (trust mode).
    pub fn warning(&self) -> Option<&str> {
        matches!(&*self.verifier, Verifier::Trust).then_some(TRUST_WARNING)
    }

    /// The session of a request: `Ok(None)` when none is given; a `bad_session` refusal when
    /// one is given but invalid, or the header and the proxy credentials disagree.
    pub fn resolve(&self, view: &RequestView) -> Result<Option<Session>, Refusal> {
        // Two session fields: which one a request is for would be a guess.
        if view.headers.get_all(&self.header).iter().nth(1).is_some() {
            return Err(bad(format!(
                "the request carries the {} header more than once; send one session",
                self.header
            )));
        }
        let from_header = view.headers.get(&self.header).map(|v| {
            let text = v.to_str().map(str::trim).unwrap_or("");
            if text.is_empty() {
                return Err(bad(
                    "the session header is empty or not text; send a user name or token".into(),
                ));
            }
            self.session_in_text(text, &format!("the {} header", self.header))
        });
        let from_proxy = view
            .tunnel
            .proxy_auth
            .as_ref()
            .map(|a| self.session_in_proxy_auth(a));
        match (from_header, from_proxy) {
            (None, None) => Ok(None),
            (Some(one), None) | (None, Some(one)) => one.map(Some),
            (Some(h), Some(p)) => {
                let (h, p) = (h?, p?);
                if h != p {
                    return Err(bad(format!(
                        "the {} header and the proxy credentials name different sessions; send one of them",
                        self.header
                    )));
                }
                Ok(Some(h))
            }
        }
    }

    /// The user the tunnel's own credentials (its CONNECT's) name, when they carry a valid
    /// session: who a request inside it is from, for an event recorded before (or without)
    /// its own session being read.
    pub fn tunnel_user(&self, auth: Option<&ProxyAuth>) -> Option<String> {
        self.session_in_proxy_auth(auth?).ok().map(|s| s.user.0)
    }

    /// Verifies a token without the cache (for `wirepass session verify`).
    pub fn verify(&self, token: &str) -> Result<Verified, Invalid> {
        match &*self.verifier {
            Verifier::Trust => Err(Invalid::Malformed(
                "session.mode is trust: there are no tokens to verify".into(),
            )),
            Verifier::Token { key, audience } => {
                let c = token::verify(key, token, audience, token::now())?;
                Ok(Verified {
                    session: Session {
                        user: UserId(c.user),
                        groups: c.groups,
                        scope: c.scope,
                    },
                    expires: c.exp,
                    not_before: Some(c.nbf),
                })
            }
            Verifier::Jwt(j) => {
                let c = j.verify(token)?;
                Ok(Verified {
                    session: Session {
                        user: UserId(c.user),
                        groups: c.groups,
                        scope: c.scope,
                    },
                    expires: c.exp,
                    not_before: c.nbf,
                })
            }
        }
    }

    /// The session of a token, from the cache when it was verified before.
    pub fn session_of(&self, token: &str) -> Result<Arc<Session>, Invalid> {
        let now = token::now();
        let key = cache::digest(token);
        if let Some(s) = self.cache.get(&key, now) {
            return Ok(s);
        }
        let v = self.verify(token)?;
        let s = Arc::new(v.session);
        self.cache.put(key, s.clone(), v.expires, now);
        Ok(s)
    }

    /// A session from the header's text (a name in trust mode, else a token).
    fn session_in_text(&self, text: &str, source: &str) -> Result<Session, Refusal> {
        if let Verifier::Trust = &*self.verifier {
            // A token sent to a trust-mode proxy must not become a "user name" that is
            // then written into refusals and the audit.
            if token::is_token(text) || looks_like_jwt(text) {
                return Err(bad(format!(
                    "{source} holds a token but session.mode is trust; send a user name or configure session.key"
                )));
            }
            token::check_user(text, &[]).map_err(|e| bad(format!("{source}: {e}")))?;
            return Ok(Session {
                user: UserId(text.to_string()),
                groups: Vec::new(),
                scope: None,
            });
        }
        self.session_of(text)
            .map(|s| (*s).clone())
            .map_err(|e| {
                bad(format!(
                    "the session in {source} is invalid: {e}; mint a new one with `wirepass session mint`"
                ))
            })
    }

    /// A session from `Proxy-Authorization: Basic user:password`: the user in trust mode;
    /// else the password is the token (or the user, when the password is empty), and a
    /// user name given with a token must be the token's user.
    fn session_in_proxy_auth(&self, auth: &ProxyAuth) -> Result<Session, Refusal> {
        let source = "the proxy credentials";
        if auth.repeated {
            return Err(bad(
                "the request carries Proxy-Authorization more than once; send one session".into(),
            ));
        }
        if let Verifier::Trust = &*self.verifier {
            return self.session_in_text(auth.user.trim(), source);
        }
        let password = auth.password.trim();
        if password.is_empty() {
            return self.session_in_text(auth.user.trim(), source);
        }
        let s = self.session_in_text(password, source)?;
        let user = auth.user.trim();
        if !user.is_empty() && user != s.user.0 {
            return Err(bad(format!(
                "the proxy user name does not match the user of the token in the proxy password ({})",
                s.user
            )));
        }
        Ok(s)
    }
}

/// A JWT: three dot-separated parts, the first a base64url JSON object (`{"` → `eyJ`).
fn looks_like_jwt(text: &str) -> bool {
    text.starts_with("eyJ") && text.split('.').count() == 3
}

fn bad(reason: String) -> Refusal {
    Refusal::new(Code::BadSession, reason)
}

/// Loads the token key named by `file:PATH` or `env:NAME` (relative to `base_dir`); the
/// error's path is the key itself (the caller puts it under `session.key`).
pub fn load_key(source: &str, base_dir: &Path) -> Result<Key, SectionError> {
    let text = secret::load(source, base_dir)
        .map_err(|e| SectionError::new(KeyPath::root(), format!("session.key: {e}")))?;
    Key::from_text(&text).map_err(|e| SectionError::new(KeyPath::root(), e))
}

#[cfg(test)]
mod tests;
