//! Benchmark (run manually, not by `cargo test`): the decision on a 200-rule policy and
//! session token verification, cold and cached. Prints medians.
//!
//! `CARGO_TARGET_DIR=... cargo bench --bench session`

use std::hint::black_box;
use std::path::Path;
use std::time::Instant;

use wirepass::config::Config;
use wirepass::policy::{DecideArgs, Verdict};
use wirepass::routes::{Effect, Mapped, Mapping};
use wirepass::session::token::{self, Claims, Key};
use wirepass::session::{Session, UserId};

/// The median nanoseconds per call of `f`, over `batches` batches of `per` calls.
fn median_ns(batches: usize, per: usize, mut f: impl FnMut()) -> f64 {
    let mut v: Vec<f64> = (0..batches)
        .map(|_| {
            let t = Instant::now();
            for _ in 0..per {
                f();
            }
            t.elapsed().as_nanos() as f64 / per as f64
        })
        .collect();
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

/// 200 rules over 20 services, 30 groups of 20 users, globs, resources, effects and denies.
fn policy_yaml() -> String {
    let mut y = String::from("version: 1\ngroups:\n");
    for g in 0..30 {
        let members: Vec<String> = (0..20)
            .map(|u| format!("user{}@example.com", g * 20 + u))
            .collect();
        y.push_str(&format!("  g{g}: [{}]\n", members.join(", ")));
    }
    y.push_str("grants:\n");
    for r in 0..200 {
        let svc = format!("svc{}", r % 20);
        let (kind, who) = if r % 10 == 9 {
            ("deny", "\"*\"".to_string())
        } else {
            ("allow", format!("\"group:g{}\"", r % 30))
        };
        y.push_str(&format!(
            "  - who: [{who}, \"user{r}@example.com\"]\n    {kind}: [\"{svc}:area{}.*\", \"{svc}:misc{r}.get\"]\n    on: [\"repo:org{}/*\"]\n",
            r % 7,
            r % 5
        ));
        if r % 4 == 0 {
            y.push_str("    effect: read\n");
        }
    }
    y
}

fn mapped(service: &str, action: &str, resource: &str, effect: Effect) -> Mapping {
    Mapping::Mapped(vec![Mapped {
        service: service.into(),
        action: action.into(),
        resource: resource.into(),
        effect,
        destructive: false,
        level: None,
        spelling: Default::default(),
    }])
}

fn main() {
    let c = Config::parse(&policy_yaml(), Path::new("bench.yaml"), Path::new(".")).expect("config");
    let p = wirepass::config::stages::policy(&c).expect("policy");
    assert_eq!(p.rule_count(), 200);
    // user20@ is in group g1; rule 1 (svc1, group g1, area1.*, repo:org1/*) allows.
    let s = Session {
        user: UserId("user20@example.com".into()),
        groups: vec!["extra".into()],
        scope: None,
    };
    let allow = mapped("svc1", "area1.list", "repo:org1/x", Effect::Write);
    let refuse = mapped("svc1", "area1.list", "repo:nowhere/x", Effect::Write);
    let scoped = Session {
        scope: Some(vec!["svc1:area1.*".into()]),
        ..s.clone()
    };
    assert_eq!(
        p.decide(&DecideArgs {
            session: Some(&s),
            mapping: &allow,
            credential: false,
        }),
        Verdict::Allow
    );
    assert!(matches!(
        p.decide(&DecideArgs {
            session: Some(&s),
            mapping: &refuse,
            credential: false,
        }),
        Verdict::Refuse(_)
    ));
    let d_allow = median_ns(2001, 1000, || {
        black_box(p.decide(black_box(&DecideArgs {
            session: Some(&s),
            mapping: &allow,
            credential: false,
        })));
    });
    let d_scoped = median_ns(2001, 1000, || {
        black_box(p.decide(black_box(&DecideArgs {
            session: Some(&scoped),
            mapping: &allow,
            credential: false,
        })));
    });
    let d_refuse = median_ns(201, 100, || {
        black_box(p.decide(black_box(&DecideArgs {
            session: Some(&s),
            mapping: &refuse,
            credential: false,
        })));
    });
    println!("decide, 200 rules, allowed:               median {d_allow:>8.0} ns");
    println!("decide, 200 rules, allowed with scope:    median {d_scoped:>8.0} ns");
    println!("decide, 200 rules, refused (with reason): median {d_refuse:>8.0} ns");

    let dir = tempfile::tempdir().expect("tempdir");
    let key = Key::from_bytes(vec![42; 32]).expect("key");
    std::fs::write(dir.path().join("k"), key.to_text().as_str()).expect("write key");
    let c = Config::parse(
        "version: 1\nsession: {key: 'file:k'}\n",
        &dir.path().join("w.yaml"),
        dir.path(),
    )
    .expect("config");
    let sessions = wirepass::config::stages::sessions(&c).expect("sessions");
    let now = token::now();
    let claims = Claims {
        user: "alice@example.com".into(),
        groups: vec!["eng".into(), "oncall".into()],
        exp: now + 3600,
        nbf: now,
        aud: "wirepass".into(),
        scope: Some(vec!["github:pulls.*".into()]),
    };
    let tok = token::mint(&key, &claims).expect("mint");
    let cold = median_ns(201, 100, || {
        black_box(token::verify(&key, black_box(&tok), "wirepass", now).is_ok());
    });
    sessions.session_of(&tok).expect("valid");
    let cached = median_ns(2001, 1000, || {
        black_box(sessions.session_of(black_box(&tok)).is_ok());
    });
    println!("token verify (HMAC, uncached):            median {cold:>8.0} ns");
    println!("token session_of (cached):                median {cached:>8.0} ns");

    // JWT (ES256) against a JWKS, uncached and cached.
    use base64::Engine;
    let b64 = |b: &[u8]| base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(b);
    let ec = rcgen::KeyPair::generate_for(&rcgen::PKCS_ECDSA_P256_SHA256).expect("ec key");
    let point = ec.public_key_raw();
    let jwks = serde_json::json!({"keys": [{"kty": "EC", "crv": "P-256", "kid": "k",
        "x": b64(&point[1..33]), "y": b64(&point[33..65])}]});
    std::fs::write(dir.path().join("jwks.json"), jwks.to_string()).expect("write jwks");
    let c = Config::parse(
        "version: 1\nsession: {jwt: {jwks: jwks.json, issuer: idp}}\n",
        &dir.path().join("w.yaml"),
        dir.path(),
    )
    .expect("config");
    let jwt_sessions = wirepass::config::stages::sessions(&c).expect("sessions");
    let mut header = jsonwebtoken::Header::new(jsonwebtoken::Algorithm::ES256);
    header.kid = Some("k".into());
    let claims =
        serde_json::json!({"sub": "alice", "iss": "idp", "aud": "wirepass", "exp": now + 3600});
    let jwt = jsonwebtoken::encode(
        &header,
        &claims,
        &jsonwebtoken::EncodingKey::from_ec_der(&ec.serialize_der()),
    )
    .expect("sign");
    let jwt_cold = median_ns(51, 20, || {
        black_box(jwt_sessions.verify(black_box(&jwt)).is_ok());
    });
    jwt_sessions.session_of(&jwt).expect("valid jwt");
    let jwt_cached = median_ns(2001, 1000, || {
        black_box(jwt_sessions.session_of(black_box(&jwt)).is_ok());
    });
    println!("JWT ES256 verify (uncached):              median {jwt_cold:>8.0} ns");
    println!("JWT session_of (cached):                  median {jwt_cached:>8.0} ns");
}
