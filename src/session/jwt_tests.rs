//! JWT verification against a JWKS made in the test: RSA from a committed test key, P-256
//! and Ed25519 generated with rcgen. Each way a JWT is refused names its reason.

use jsonwebtoken::{encode, EncodingKey, Header};
use serde_json::json;

use super::*;

const RSA_PEM: &[u8] = include_bytes!("../../tests/fixtures/session/rsa-test-key.pem");
const RSA_PUB_PEM: &[u8] = include_bytes!("../../tests/fixtures/session/rsa-test-pub.pem");
const RSA_JWKS: &str = include_str!("../../tests/fixtures/session/rsa-test-jwks.json");

struct Keys {
    rsa: EncodingKey,
    ec: EncodingKey,
    ed: EncodingKey,
    other_ec: EncodingKey,
    jwks: String,
}

fn keys() -> Keys {
    let ec = rcgen::KeyPair::generate_for(&rcgen::PKCS_ECDSA_P256_SHA256).unwrap();
    let ed = rcgen::KeyPair::generate_for(&rcgen::PKCS_ED25519).unwrap();
    let other = rcgen::KeyPair::generate_for(&rcgen::PKCS_ECDSA_P256_SHA256).unwrap();
    let point = ec.public_key_raw();
    let b64 = |b: &[u8]| URL_SAFE_NO_PAD.encode(b);
    let rsa: serde_json::Value = serde_json::from_str(RSA_JWKS).unwrap();
    let jwks = json!({"keys": [
        rsa["keys"][0],
        {"kty": "EC", "crv": "P-256", "kid": "ec", "x": b64(&point[1..33]), "y": b64(&point[33..65])},
        {"kty": "OKP", "crv": "Ed25519", "kid": "ed", "x": b64(ed.public_key_raw())},
    ]});
    Keys {
        rsa: EncodingKey::from_rsa_pem(RSA_PEM).unwrap(),
        ec: EncodingKey::from_ec_der(&ec.serialize_der()),
        ed: EncodingKey::from_ed_der(&ed.serialize_der()),
        other_ec: EncodingKey::from_ec_der(&other.serialize_der()),
        jwks: jwks.to_string(),
    }
}

fn settings() -> JwtFile {
    JwtFile {
        jwks: "unused".into(),
        issuer: "https://idp.example.com".into(),
        audience: None,
        user_claim: Some("email".into()),
        groups_claim: None,
        scope_claim: Some("scp".into()),
    }
}

fn claims() -> serde_json::Value {
    let now = super::super::token::now();
    json!({
        "sub": "u-123", "email": "alice@example.com", "groups": ["eng", "oncall"],
        "scp": "github:pulls.* github:issues.get",
        "iss": "https://idp.example.com", "aud": "wirepass",
        "exp": now + 600, "nbf": now - 5, "iat": now - 5,
    })
}

fn sign(alg: Algorithm, kid: &str, key: &EncodingKey, claims: &serde_json::Value) -> String {
    let mut h = Header::new(alg);
    h.kid = Some(kid.into());
    encode(&h, claims, key).unwrap()
}

fn with(patch: serde_json::Value) -> serde_json::Value {
    let mut c = claims();
    for (k, v) in patch.as_object().unwrap() {
        c[k] = v.clone();
    }
    c
}

#[test]
fn rs256_es256_and_eddsa_verify() {
    let k = keys();
    let v = JwtVerifier::new(&k.jwks, &settings(), "wirepass").unwrap();
    for (name, tok) in [
        (
            "RS256",
            sign(Algorithm::RS256, "rsa-test", &k.rsa, &claims()),
        ),
        ("ES256", sign(Algorithm::ES256, "ec", &k.ec, &claims())),
        ("EdDSA", sign(Algorithm::EdDSA, "ed", &k.ed, &claims())),
    ] {
        let c = v.verify(&tok).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(c.user, "alice@example.com", "{name}");
        assert_eq!(c.groups, vec!["eng", "oncall"], "{name}");
        assert_eq!(
            c.scope.as_deref(),
            Some(
                &[
                    "github:pulls.*".to_string(),
                    "github:issues.get".to_string()
                ][..]
            )
        );
    }
    // Without a kid, the key is found by its type.
    let mut h = Header::new(Algorithm::ES256);
    h.kid = None;
    assert!(v.verify(&encode(&h, &claims(), &k.ec).unwrap()).is_ok());
}

#[test]
fn bad_jwts_are_refused_with_their_reason() {
    let k = keys();
    let v = JwtVerifier::new(&k.jwks, &settings(), "wirepass").unwrap();
    let now = super::super::token::now();
    let none = format!(
        "{}.{}.",
        URL_SAFE_NO_PAD.encode(br#"{"alg":"none","typ":"JWT"}"#),
        URL_SAFE_NO_PAD.encode(claims().to_string())
    );
    let confusion = {
        let mut h = Header::new(Algorithm::HS256);
        h.kid = Some("rsa-test".into());
        encode(&h, &claims(), &EncodingKey::from_secret(RSA_PUB_PEM)).unwrap()
    };
    let rs = sign(Algorithm::RS256, "rsa-test", &k.rsa, &claims());
    let mut parts: Vec<String> = rs.split('.').map(str::to_string).collect();
    parts[1] = URL_SAFE_NO_PAD.encode(with(json!({"email": "admin@example.com"})).to_string());
    let tampered = parts.join(".");
    let cases: Vec<(&str, String, &str)> = vec![
        ("alg none", none, "algorithm none"),
        ("HS256 with the public key", confusion, "algorithm HS256"),
        (
            "expired",
            sign(
                Algorithm::ES256,
                "ec",
                &k.ec,
                &with(json!({"exp": now - 120})),
            ),
            "expired",
        ),
        (
            "not yet valid",
            sign(
                Algorithm::ES256,
                "ec",
                &k.ec,
                &with(json!({"nbf": now + 600})),
            ),
            "not yet valid",
        ),
        (
            "wrong issuer",
            sign(
                Algorithm::RS256,
                "rsa-test",
                &k.rsa,
                &with(json!({"iss": "https://evil"})),
            ),
            "wrong issuer",
        ),
        (
            "wrong audience",
            sign(
                Algorithm::EdDSA,
                "ed",
                &k.ed,
                &with(json!({"aud": "other"})),
            ),
            "wrong audience",
        ),
        (
            "signed by another key",
            sign(Algorithm::ES256, "ec", &k.other_ec, &claims()),
            "bad signature",
        ),
        ("tampered payload", tampered, "bad signature"),
        (
            "unknown kid",
            sign(Algorithm::ES256, "nope", &k.ec, &claims()),
            "no key in the JWKS",
        ),
        (
            "key of another type",
            sign(Algorithm::ES256, "rsa-test", &k.ec, &claims()),
            "no key in the JWKS",
        ),
        (
            "missing user claim",
            sign(Algorithm::ES256, "ec", &k.ec, &with(json!({"email": null}))),
            "no string claim email",
        ),
        (
            "missing exp",
            sign(Algorithm::ES256, "ec", &k.ec, &{
                let mut c = claims();
                c.as_object_mut().unwrap().remove("exp");
                c
            }),
            "missing claim exp",
        ),
        (
            "groups not a list",
            sign(Algorithm::ES256, "ec", &k.ec, &with(json!({"groups": 3}))),
            "not a list",
        ),
        (
            "a critical extension",
            format!(
                "{}.{}.c2ln",
                URL_SAFE_NO_PAD.encode(br#"{"alg":"ES256","kid":"ec","crit":["b64"],"b64":false}"#),
                URL_SAFE_NO_PAD.encode(claims().to_string())
            ),
            "critical extensions",
        ),
        ("two parts", "a.b".into(), "malformed"),
        (
            "header not json",
            "bm9wZQ.e30.x".into(),
            "header is not JSON",
        ),
    ];
    for (name, tok, want) in cases {
        let e = v.verify(&tok).unwrap_err().to_string();
        assert!(e.contains(want), "{name}: {e}");
        assert!(
            !e.contains(&tok[..tok.len().min(20)]) || tok.len() < 8,
            "{name} echoes the token"
        );
    }
}

#[test]
fn jwks_with_symmetric_keys_is_refused() {
    let jwks = json!({"keys": [{"kty": "oct", "k": "c2VjcmV0", "kid": "h"}]}).to_string();
    let e = JwtVerifier::new(&jwks, &settings(), "wirepass").unwrap_err();
    assert!(e.contains("symmetric"), "{e}");
    assert!(JwtVerifier::new(r#"{"keys": []}"#, &settings(), "wirepass").is_err());
}
