//! JWT sessions: RS256/PS256/ES256/EdDSA tokens verified (with `jsonwebtoken`) against the
//! keys of a JWKS file. The algorithm is read from the header and checked against an
//! allow-list and the key's type before anything is verified, so `alg: none` and
//! HMAC-with-a-public-key confusion are refused by name. The user, groups and scope come
//! from configurable claims. (A JWKS URL refreshed in the background is not built yet.)

use std::path::PathBuf;
use std::str::FromStr;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use jsonwebtoken::errors::ErrorKind;
use jsonwebtoken::jwk::{AlgorithmParameters, JwkSet};
use jsonwebtoken::{Algorithm, DecodingKey, Validation};
use serde::Deserialize;
use serde_json::{Map, Value};

use super::token::{check_user, Invalid, LEEWAY, MAX_TOKEN};

/// `session.jwt` in the config.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JwtFile {
    /// Path of a JWKS file (relative to the config).
    pub jwks: PathBuf,
    /// The required `iss`.
    pub issuer: String,
    /// The required `aud` (default: `session.audience`, else `wirepass`).
    #[serde(default)]
    pub audience: Option<String>,
    /// The claim holding the user (default `sub`).
    #[serde(default)]
    pub user_claim: Option<String>,
    /// The claim holding the groups, an array or a space-separated string (default `groups`).
    #[serde(default)]
    pub groups_claim: Option<String>,
    /// The claim holding `service:action` scope patterns (default: none, no narrowing).
    #[serde(default)]
    pub scope_claim: Option<String>,
}

/// The algorithms accepted in jwt mode: asymmetric only.
const ALLOWED: [Algorithm; 9] = [
    Algorithm::RS256,
    Algorithm::RS384,
    Algorithm::RS512,
    Algorithm::PS256,
    Algorithm::PS384,
    Algorithm::PS512,
    Algorithm::ES256,
    Algorithm::ES384,
    Algorithm::EdDSA,
];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Family {
    Rsa,
    Ec,
    Ed,
}

fn family(alg: Algorithm) -> Option<Family> {
    match alg {
        Algorithm::RS256
        | Algorithm::RS384
        | Algorithm::RS512
        | Algorithm::PS256
        | Algorithm::PS384
        | Algorithm::PS512 => Some(Family::Rsa),
        Algorithm::ES256 | Algorithm::ES384 => Some(Family::Ec),
        Algorithm::EdDSA => Some(Family::Ed),
        Algorithm::HS256 | Algorithm::HS384 | Algorithm::HS512 => None,
    }
}

struct Entry {
    kid: Option<String>,
    alg: Option<Algorithm>,
    family: Family,
    key: DecodingKey,
}

/// What a verified JWT says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JwtClaims {
    pub user: String,
    pub groups: Vec<String>,
    pub scope: Option<Vec<String>>,
    pub exp: u64,
    pub nbf: Option<u64>,
}

/// A JWKS with the checks to apply.
pub struct JwtVerifier {
    keys: Vec<Entry>,
    issuer: String,
    audience: String,
    user_claim: String,
    groups_claim: String,
    scope_claim: Option<String>,
}

impl std::fmt::Debug for JwtVerifier {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("JwtVerifier")
            .field("keys", &self.keys.len())
            .field("issuer", &self.issuer)
            .field("audience", &self.audience)
            .finish()
    }
}

impl JwtVerifier {
    /// Compiles the JWKS text with the settings; symmetric keys are refused.
    pub fn new(jwks: &str, f: &JwtFile, audience: &str) -> Result<JwtVerifier, String> {
        let set: JwkSet =
            serde_json::from_str(jwks).map_err(|e| format!("the JWKS is not valid: {e}"))?;
        let mut keys = Vec::new();
        for (i, jwk) in set.keys.iter().enumerate() {
            let family = match &jwk.algorithm {
                AlgorithmParameters::RSA(_) => Family::Rsa,
                AlgorithmParameters::EllipticCurve(_) => Family::Ec,
                AlgorithmParameters::OctetKeyPair(_) => Family::Ed,
                AlgorithmParameters::OctetKey(_) => {
                    return Err(format!(
                        "JWKS key {i} is symmetric (kty oct); jwt mode accepts only RSA, EC and OKP keys"
                    ))
                }
            };
            let key = DecodingKey::from_jwk(jwk)
                .map_err(|e| format!("JWKS key {i} cannot be used: {e}"))?;
            let alg = match jwk.common.key_algorithm {
                Some(a) => Some(
                    Algorithm::from_str(&format!("{a:?}"))
                        .ok()
                        .filter(|a| family_of(*a) == Some(family))
                        .ok_or_else(|| {
                            format!("JWKS key {i} names an algorithm jwt mode refuses")
                        })?,
                ),
                None => None,
            };
            keys.push(Entry {
                kid: jwk.common.key_id.clone(),
                alg,
                family,
                key,
            });
        }
        if keys.is_empty() {
            return Err("the JWKS has no keys".into());
        }
        Ok(JwtVerifier {
            keys,
            issuer: f.issuer.clone(),
            audience: f.audience.clone().unwrap_or_else(|| audience.to_string()),
            user_claim: f.user_claim.clone().unwrap_or_else(|| "sub".into()),
            groups_claim: f.groups_claim.clone().unwrap_or_else(|| "groups".into()),
            scope_claim: f.scope_claim.clone(),
        })
    }

    /// Verifies a JWT (the clock is the system's, as `jsonwebtoken` reads it).
    pub fn verify(&self, token: &str) -> Result<JwtClaims, Invalid> {
        if token.len() > MAX_TOKEN {
            return Err(Invalid::Malformed("too long".into()));
        }
        let (alg, kid) = header(token)?;
        let fam = family_of(alg).ok_or_else(|| Invalid::Algorithm(format!("{alg:?}")))?;
        let mut candidates = self.keys.iter().filter(|k| {
            k.family == fam
                && k.alg.is_none_or(|a| a == alg)
                && (kid.is_none() || k.kid.is_none() || k.kid == kid)
        });
        let mut validation = Validation::new(alg);
        validation.set_issuer(&[&self.issuer]);
        validation.set_audience(&[&self.audience]);
        validation.set_required_spec_claims(&["exp", "iss", "aud"]);
        validation.validate_nbf = true;
        validation.leeway = LEEWAY;
        let first = candidates.next().ok_or(Invalid::UnknownKey)?;
        let mut result = jsonwebtoken::decode::<Map<String, Value>>(token, &first.key, &validation);
        for k in candidates {
            if result.is_ok() {
                break;
            }
            result = jsonwebtoken::decode(token, &k.key, &validation);
        }
        let data = result.map_err(|e| self.invalid(e.kind()))?;
        self.claims(&data.claims)
    }

    fn invalid(&self, kind: &ErrorKind) -> Invalid {
        match kind {
            ErrorKind::InvalidSignature => Invalid::BadSignature,
            ErrorKind::ExpiredSignature => Invalid::Expired,
            ErrorKind::ImmatureSignature => Invalid::NotYetValid,
            ErrorKind::InvalidAudience => {
                Invalid::WrongAudience("another audience".into(), self.audience.clone())
            }
            ErrorKind::InvalidIssuer => Invalid::WrongIssuer,
            ErrorKind::InvalidAlgorithm => Invalid::Algorithm("for this key".into()),
            ErrorKind::MissingRequiredClaim(c) => Invalid::Malformed(format!("missing claim {c}")),
            _ => Invalid::Malformed("not a valid JWT".into()),
        }
    }

    fn claims(&self, c: &Map<String, Value>) -> Result<JwtClaims, Invalid> {
        let user = c
            .get(&self.user_claim)
            .and_then(Value::as_str)
            .ok_or_else(|| Invalid::Malformed(format!("no string claim {}", self.user_claim)))?
            .to_string();
        let groups = strings(c.get(&self.groups_claim)).ok_or_else(|| {
            Invalid::Malformed(format!("claim {} is not a list", self.groups_claim))
        })?;
        check_user(&user, &groups)?;
        let scope = match &self.scope_claim {
            None => None,
            Some(name) => match c.get(name) {
                None => None,
                v => Some(
                    strings(v)
                        .ok_or_else(|| Invalid::Malformed(format!("claim {name} is not a list")))?,
                ),
            },
        };
        Ok(JwtClaims {
            user,
            groups,
            scope,
            exp: c.get("exp").and_then(Value::as_u64).unwrap_or(0),
            nbf: c.get("nbf").and_then(Value::as_u64),
        })
    }
}

fn family_of(alg: Algorithm) -> Option<Family> {
    ALLOWED.contains(&alg).then(|| family(alg)).flatten()
}

/// An array of strings, a space-separated string, or absent (empty).
fn strings(v: Option<&Value>) -> Option<Vec<String>> {
    match v {
        None | Some(Value::Null) => Some(Vec::new()),
        Some(Value::String(s)) => Some(s.split_whitespace().map(str::to_string).collect()),
        Some(Value::Array(a)) => a.iter().map(|x| x.as_str().map(str::to_string)).collect(),
        Some(_) => None,
    }
}

/// Reads `alg` and `kid` from the header; refuses `none` and HMAC by name, and any
/// critical extension.
fn header(token: &str) -> Result<(Algorithm, Option<String>), Invalid> {
    let mut parts = token.split('.');
    let (Some(h), Some(_), Some(_), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(Invalid::Malformed(
            "expected header.payload.signature".into(),
        ));
    };
    let bytes = URL_SAFE_NO_PAD
        .decode(h)
        .map_err(|_| Invalid::Malformed("header is not base64url".into()))?;
    let v: Map<String, Value> = serde_json::from_slice(&bytes)
        .map_err(|_| Invalid::Malformed("header is not JSON".into()))?;
    let alg = v
        .get("alg")
        .and_then(Value::as_str)
        .ok_or_else(|| Invalid::Malformed("header has no alg".into()))?;
    if alg.eq_ignore_ascii_case("none") {
        return Err(Invalid::Algorithm("none (unsigned)".into()));
    }
    if alg.to_ascii_uppercase().starts_with("HS") {
        // Echo the name only when it is short and plain: the header is the client's text.
        let name = if alg.len() <= 8 && alg.chars().all(|c| c.is_ascii_alphanumeric()) {
            alg
        } else {
            "HS*"
        };
        return Err(Invalid::Algorithm(format!(
            "{name} (HMAC; jwt mode verifies with public keys only)"
        )));
    }
    let alg = Algorithm::from_str(alg).map_err(|_| Invalid::Algorithm("unknown".into()))?;
    // RFC 7515 §4.1.11: a header that names extensions the verifier must understand
    // (`crit`) is refused by one that understands none of them.
    if v.contains_key("crit") {
        return Err(Invalid::Malformed(
            "header names critical extensions (crit), which wirepass does not implement".into(),
        ));
    }
    let kid = v.get("kid").and_then(Value::as_str).map(str::to_string);
    Ok((alg, kid))
}

#[cfg(test)]
#[path = "jwt_tests.rs"]
mod tests;
