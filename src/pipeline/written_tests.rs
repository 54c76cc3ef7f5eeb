//! What is written down and what leaves (issue 12): wirepass's own credentials are refused
//! in every `leaks` mode, a session user that is a secret is refused and never named, and
//! every request-derived value of an event or a refusal is redacted.

use std::path::Path;

use bytes::Bytes;
use http::Request;
use http_body_util::Full;

use super::*;
use crate::config::Config;
use crate::pipeline::Entry;
use crate::scan::fake::{expand, Mode, Rng};
use crate::scan::rules::builtin;

const GRANT: &str = "grants:\n  - who: [\"*\"]\n    allow: [\"github:*\", \"slack:*\"]\n";

/// The github and slack services, each with `extra` in its section.
fn pipeline_in(dir: &Path, session: &str, extra: &str) -> Pipeline {
    let yaml = format!(
        "version: 1\n{session}services:\n  github:\n    {extra}\n  slack:\n    {extra}\n{GRANT}"
    );
    let c = Config::parse(&yaml, &dir.join("w.yaml"), dir).unwrap();
    Pipeline::new(&c).unwrap()
}

fn pipeline(extra: &str) -> Pipeline {
    pipeline_in(Path::new("."), "", extra)
}

fn fake(id: &str, seed: u64) -> String {
    let rules = builtin().unwrap();
    let rule = rules.iter().find(|r| r.id == id).unwrap();
    expand(&rule.fake, Mode::Real, &mut Rng::new("written", seed))
}

async fn decide(p: &Pipeline, host: &str, req: Request<Full<Bytes>>) -> (Record, Option<Refusal>) {
    let admitted = p.admit(Entry::Connect(&format!("{host}:443"))).unwrap();
    let conn = Conn::new(admitted, "127.0.0.1:1".parse().unwrap(), None);
    let mut record = Record::of(&conn, &req);
    let d = p.decide(&conn, req, &mut record, Run::Live).await;
    (record, d.outcome.err())
}

fn request(host: &str, path: &str, user: &str, header: (&str, &str)) -> Request<Full<Bytes>> {
    Request::get(path)
        .header("host", host)
        .header("x-wirepass-user", user)
        .header(header.0, header.1)
        .body(Full::new(Bytes::new()))
        .unwrap()
}

#[tokio::test]
async fn wirepass_session_tokens_are_refused_whatever_the_leaks_mode() {
    let wp = fake("wirepass-session", 1);
    for mode in ["leaks: refuse", "leaks: report", "leaks: off"] {
        let p = pipeline(mode);
        for (host, path) in [
            ("api.github.com", "/user"),
            ("slack.com", "/api/conversations.list"),
        ] {
            let carriers = [
                request(host, path, "alice", ("x-forward", &wp)),
                request(host, &format!("{path}?t={wp}"), "alice", ("x-a", "b")),
            ];
            for req in carriers {
                let (_, r) = decide(&p, host, req).await;
                let r = r.unwrap_or_else(|| panic!("{mode}: {host}: forwarded"));
                assert_eq!(r.code, Code::CredentialLeak, "{mode}: {host}");
                assert_eq!(r.rules, ["wirepass-session"], "{mode}: {host}");
            }
        }
        // A provider's token is another matter: `report` and `off` let it through.
        let pat = fake("github-pat", 2);
        let req = request(
            "slack.com",
            "/api/conversations.list",
            "alice",
            ("x-t", &pat),
        );
        let (_, r) = decide(&p, "slack.com", req).await;
        assert_eq!(
            r.is_some(),
            mode == "leaks: refuse",
            "{mode}: a GitHub token"
        );
    }
}

#[tokio::test]
async fn wirepass_session_tokens_in_a_body_are_refused_with_leaks_off() {
    let wp = fake("wirepass-session", 3);
    for mode in ["leaks: report", "leaks: off"] {
        let p = pipeline(mode);
        let req = Request::post("/api/chat.postMessage")
            .header("host", "slack.com")
            .header("x-wirepass-user", "alice")
            .body(Full::new(Bytes::from(format!(
                "{{\"channel\":\"C1\",\"text\":\"{wp}\"}}"
            ))))
            .unwrap();
        let (_, r) = decide(&p, "slack.com", req).await;
        assert_eq!(
            r.as_ref().map(|r| r.code),
            Some(Code::CredentialLeak),
            "{mode}: {r:?}"
        );
    }
}

#[tokio::test]
async fn the_session_issuers_jwts_go_to_no_host() {
    use jsonwebtoken::{encode, Algorithm, EncodingKey, Header};
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("jwks.json"),
        include_str!("../../tests/fixtures/session/rsa-test-jwks.json"),
    )
    .unwrap();
    let session = "session: {jwt: {jwks: jwks.json, issuer: 'https://idp.example.com'}}\n";
    let p = pipeline_in(dir.path(), session, "leaks: off");
    let key = EncodingKey::from_rsa_pem(include_bytes!(
        "../../tests/fixtures/session/rsa-test-key.pem"
    ))
    .unwrap();
    let now = crate::session::token::now();
    let sign = |iss: &str| {
        let claims = serde_json::json!({
            "sub": "alice", "iss": iss, "aud": "wirepass", "exp": now + 600, "nbf": now - 5,
        });
        let mut h = Header::new(Algorithm::RS256);
        h.kid = Some("rsa-test".into());
        encode(&h, &claims, &key).unwrap()
    };
    let own = sign("https://idp.example.com");
    let other = sign("https://accounts.other.example");
    // The session header carries the issuer's JWT (stripped before forwarding); the same
    // token in any other place goes nowhere.
    let req = request(
        "slack.com",
        "/api/conversations.list",
        &own,
        ("x-forward", &format!("Bearer {own}")),
    );
    let (_, r) = decide(&p, "slack.com", req).await;
    let r = r.expect("the issuer's token in another header is refused");
    assert_eq!(r.rules, ["wirepass-issuer-jwt"]);
    let req = request(
        "slack.com",
        "/api/conversations.list",
        &own,
        ("authorization", &format!("Bearer {other}")),
    );
    let (_, r) = decide(&p, "slack.com", req).await;
    assert!(
        r.is_none(),
        "another issuer's JWT is the service's business: {r:?}"
    );
}

#[tokio::test]
async fn a_session_user_that_is_a_secret_is_refused_and_never_named() {
    let p = pipeline("leaks: refuse");
    let pat = fake("github-pat", 4);
    for user in [
        pat.clone(),
        format!("bot-{pat}"),
        format!("ghp%5F{}", &pat[4..]),
    ] {
        let req = request("api.github.com", "/user", &user, ("x-a", "b"));
        let (record, r) = decide(&p, "api.github.com", req).await;
        let r = r.unwrap_or_else(|| panic!("refused: {}", user.len()));
        assert_eq!(r.code, Code::BadSession);
        assert!(r.user.is_none());
        let body = p.shown(r).body();
        let event = serde_json::to_string(record.event()).unwrap();
        for text in [body, event] {
            assert!(!text.contains(&pat[4..]), "the user is not written: {text}");
        }
    }
}

#[tokio::test]
async fn events_and_refusals_hold_no_secret_from_the_request() {
    let p = pipeline("leaks: refuse");
    let pat = fake("github-pat", 5);
    let slack = fake("slack-bot-token", 6);
    // A GitHub token in a path to GitHub is normal use (forwarded); in a path to another
    // host it is refused. Either way, the event written down holds no byte of it.
    let cases = [
        ("api.github.com", format!("/repos/acme/{pat}/pulls"), false),
        ("slack.com", format!("/api/{pat}"), true),
        ("api.github.com", format!("/repos/acme/{slack}?q=1"), true),
    ];
    for (host, path, refused) in cases {
        let req = request(host, &path, "alice", ("x-a", "b"));
        let (mut record, r) = decide(&p, host, req).await;
        assert_eq!(r.is_some(), refused, "{host}");
        if let Some(r) = r {
            let body = p.shown(r.clone()).body();
            assert!(
                !body.contains(&pat[4..]) && !body.contains(&slack[5..]),
                "{body}"
            );
            record.refused(&r);
        }
        let mut event = record.event().clone();
        redact_event_for_test(&p, &mut event);
        let text = serde_json::to_string(&event).unwrap();
        assert!(
            !text.contains(&pat[4..]) && !text.contains(&slack[5..]),
            "{text}"
        );
        assert!(text.contains("[REDACTED:"), "{text}");
    }
}

/// The end phase's redaction, without writing an audit.
fn redact_event_for_test(p: &Pipeline, e: &mut crate::audit::Event) {
    super::super::end::redact_event(&p.guard, e);
}

/// A GraphQL mutation's action is named after the root field the agent wrote, and a
/// token is a valid GraphQL name: the event written down (and counted in the metrics)
/// holds no byte of it, whatever the `leaks` mode decided.
#[tokio::test]
async fn an_action_named_by_the_agent_is_redacted() {
    let pat = fake("github-pat", 7);
    for mode in ["leaks: refuse", "leaks: off"] {
        let p = pipeline(mode);
        let body = format!("{{\"query\":\"mutation {{ {pat}(input: {{}}) {{ x }} }}\"}}");
        let req = Request::post("/graphql")
            .header("host", "api.github.com")
            .header("x-wirepass-user", "alice")
            .header("content-type", "application/json")
            .body(Full::new(Bytes::from(body)))
            .unwrap();
        let (record, _) = decide(&p, "api.github.com", req).await;
        let mut event = record.event().clone();
        assert!(
            serde_json::to_string(&event).unwrap().contains(&pat[4..]),
            "{mode}: the test sends the name as an action"
        );
        redact_event_for_test(&p, &mut event);
        let text = serde_json::to_string(&event).unwrap();
        assert!(!text.contains(&pat[4..]), "{mode}: {text}");
    }
}
