//! wirepass session tokens: `wp1.<base64url payload>.<base64url HMAC-SHA256>`, the MAC taken
//! over `wp1.<payload>` with the session key. The payload is JSON: user, groups, exp, nbf,
//! aud and an optional scope. Verification checks the MAC in constant time before it
//! reads the payload, then the audience and the time window.

use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use base64::Engine;
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::Sha256;
use zeroize::Zeroizing;

/// The format prefix.
pub const PREFIX: &str = "wp1";
/// Minimum key length in bytes.
pub const MIN_KEY: usize = 32;
/// Tokens (wirepass's and JWTs) longer than this are refused unread.
pub const MAX_TOKEN: usize = 8192;
/// The longest wirepass token minted or accepted: the leak guard's `wirepass-session` rule
/// sees a token whole within its `max_len`, so a longer one could leave unrecognised.
pub const MAX_WP1: usize = 4096;
/// Seconds of clock skew tolerated on `exp` and `nbf`.
pub const LEEWAY: u64 = 5;

/// What a token says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Claims {
    /// The session user.
    pub user: String,
    /// Groups the user is in (added to the config's groups).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub groups: Vec<String>,
    /// Expiry, seconds since the epoch.
    pub exp: u64,
    /// Not before, seconds since the epoch.
    pub nbf: u64,
    /// The proxy the token is for (`session.audience`).
    pub aud: String,
    /// `service:action` globs the token is narrowed to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scope: Option<Vec<String>>,
}

/// Why a token (of either kind) is not valid. The texts go into `bad_session` reasons and
/// never contain the token.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Invalid {
    #[error("malformed token: {0}")]
    Malformed(String),
    #[error("bad signature (wrong key or tampered token)")]
    BadSignature,
    #[error("token expired")]
    Expired,
    #[error("token not yet valid")]
    NotYetValid,
    #[error("wrong audience (the token is for {0:?}, this proxy is {1:?})")]
    WrongAudience(String, String),
    #[error("wrong issuer")]
    WrongIssuer,
    #[error("algorithm {0} is refused")]
    Algorithm(String),
    #[error("no key in the JWKS matches the token")]
    UnknownKey,
}

/// An HMAC key of at least [`MIN_KEY`] bytes, zeroised on drop.
#[derive(Clone)]
pub struct Key(Zeroizing<Vec<u8>>);

impl std::fmt::Debug for Key {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Key(<redacted>)")
    }
}

impl Key {
    /// Decodes a key as written by `session keygen`: base64 (URL-safe or standard, padding
    /// optional) of at least 32 bytes. The error never contains the text.
    pub fn from_text(text: &str) -> Result<Key, String> {
        let t = text.trim();
        let bytes = URL_SAFE_NO_PAD
            .decode(t.trim_end_matches('='))
            .or_else(|_| STANDARD.decode(t))
            .map_err(|_| {
                "the session key is not base64 (make one with `wirepass session keygen`)"
                    .to_string()
            })?;
        Key::from_bytes(bytes)
    }

    /// A key from raw bytes (at least 32).
    pub fn from_bytes(bytes: Vec<u8>) -> Result<Key, String> {
        let bytes = Zeroizing::new(bytes);
        if bytes.len() < MIN_KEY {
            return Err(format!(
                "the session key has {} bytes; at least {MIN_KEY} are needed",
                bytes.len()
            ));
        }
        Ok(Key(bytes))
    }

    /// The key as `session keygen` writes it.
    pub fn to_text(&self) -> Zeroizing<String> {
        Zeroizing::new(URL_SAFE_NO_PAD.encode(&*self.0))
    }

    /// A fresh MAC (HMAC accepts keys of any length, so this only fails in theory).
    fn mac(&self) -> Result<Hmac<Sha256>, Invalid> {
        <Hmac<Sha256> as Mac>::new_from_slice(&self.0).map_err(|_| Invalid::BadSignature)
    }
}

/// Signs claims into a token.
pub fn mint(key: &Key, claims: &Claims) -> Result<String, Invalid> {
    let json = serde_json::to_vec(claims)
        .map_err(|_| Invalid::Malformed("claims do not serialize".into()))?;
    let payload = URL_SAFE_NO_PAD.encode(json);
    let signed = format!("{PREFIX}.{payload}");
    let mut mac = key.mac()?;
    mac.update(signed.as_bytes());
    let sig = URL_SAFE_NO_PAD.encode(mac.finalize().into_bytes());
    let token = format!("{signed}.{sig}");
    if token.len() > MAX_WP1 {
        return Err(Invalid::Malformed(format!(
            "the claims make a token of {} bytes, over {MAX_WP1}: name fewer groups or \
             a shorter scope",
            token.len()
        )));
    }
    Ok(token)
}

/// Whether the text looks like a wirepass token (as opposed to a JWT or a bare name).
pub fn is_token(text: &str) -> bool {
    text.starts_with("wp1.")
}

/// Verifies a token at time `now` (seconds since the epoch) for `audience`.
pub fn verify(key: &Key, token: &str, audience: &str, now: u64) -> Result<Claims, Invalid> {
    if token.len() > MAX_WP1 {
        return Err(Invalid::Malformed("too long".into()));
    }
    let mut parts = token.split('.');
    let (Some(prefix), Some(payload), Some(sig), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(Invalid::Malformed(
            "expected wp1.<payload>.<signature>".into(),
        ));
    };
    if prefix != PREFIX {
        return Err(Invalid::Malformed("not a wp1 token".into()));
    }
    let sig = URL_SAFE_NO_PAD
        .decode(sig)
        .map_err(|_| Invalid::Malformed("signature is not base64url".into()))?;
    let mut mac = key.mac()?;
    mac.update(&token.as_bytes()[..prefix.len() + 1 + payload.len()]);
    // verify_slice compares in constant time.
    mac.verify_slice(&sig).map_err(|_| Invalid::BadSignature)?;
    let json = URL_SAFE_NO_PAD
        .decode(payload)
        .map_err(|_| Invalid::Malformed("payload is not base64url".into()))?;
    let claims: Claims = serde_json::from_slice(&json)
        .map_err(|_| Invalid::Malformed("payload is not the expected JSON".into()))?;
    check_user(&claims.user, &claims.groups)?;
    if claims.aud != audience {
        return Err(Invalid::WrongAudience(claims.aud, audience.to_string()));
    }
    check_window(claims.exp, claims.nbf, now)?;
    Ok(claims)
}

/// Checks the time window with [`LEEWAY`].
pub fn check_window(exp: u64, nbf: u64, now: u64) -> Result<(), Invalid> {
    if now >= exp.saturating_add(LEEWAY) {
        return Err(Invalid::Expired);
    }
    if nbf > now.saturating_add(LEEWAY) {
        return Err(Invalid::NotYetValid);
    }
    Ok(())
}

/// Users and groups must be non-empty printable text without control characters.
pub fn check_user(user: &str, groups: &[String]) -> Result<(), Invalid> {
    let ok = |s: &str| !s.trim().is_empty() && s.len() <= 256 && !s.chars().any(char::is_control);
    if !ok(user) {
        return Err(Invalid::Malformed(
            "the user is empty or not printable".into(),
        ));
    }
    if !groups.iter().all(|g| ok(g)) {
        return Err(Invalid::Malformed(
            "a group is empty or not printable".into(),
        ));
    }
    Ok(())
}

/// Seconds since the epoch.
pub fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// Parses a duration like `90s`, `15m`, `1h`, `7d` (a bare number is seconds), in whole
/// seconds.
pub fn parse_ttl(text: &str) -> Option<u64> {
    crate::duration::parse(text, &crate::duration::Grammar::TTL)
        .ok()
        .map(|d| d.as_secs())
}
