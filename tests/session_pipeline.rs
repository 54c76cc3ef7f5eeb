//! The session, decision and rate-limit stages as the pipeline runs them (no sockets).

use std::path::Path;

use http::{HeaderMap, HeaderValue, Method};
use wirepass::config::Config;
use wirepass::pipeline::{Outcome, Pipeline};
use wirepass::refusal::Code;
use wirepass::request::{BodyPrefix, RequestId, RequestView, Scheme, Tunnel};

fn evaluate(p: &Pipeline, user: Option<&str>) -> Outcome {
    let id = RequestId::new();
    let mut headers = HeaderMap::new();
    if let Some(u) = user {
        headers.insert("x-wirepass-user", HeaderValue::from_str(u).unwrap());
    }
    let tunnel = Tunnel {
        client: "127.0.0.1:1".parse().unwrap(),
        proxy_auth: None,
    };
    let body = BodyPrefix::empty();
    let view = RequestView {
        id: &id,
        method: &Method::GET,
        scheme: Scheme::Https,
        host: "intercepted.example",
        port: 443,
        path: "/",
        query: None,
        headers: &headers,
        body: &body,
        tunnel: &tunnel,
    };
    p.evaluate(&view).outcome
}

fn code(o: Outcome) -> Option<Code> {
    match o {
        Outcome::Forward(_) => None,
        Outcome::Refuse(r) => Some(r.code),
    }
}

#[test]
fn pipeline_strips_the_header_refuses_bad_sessions_and_limits_users() {
    let yaml = "version: 1\nrate_limits: {per_user: 2/hour}\n";
    let c = Config::parse(yaml, Path::new("w.yaml"), Path::new(".")).unwrap();
    let p = Pipeline::new(&c).unwrap();
    assert!(p.sessions().warning().is_some(), "trust mode warns");
    match evaluate(&p, Some("alice")) {
        Outcome::Forward(plan) => assert!(plan.strip.iter().any(|h| h == "x-wirepass-user")),
        Outcome::Refuse(r) => panic!("{r:?}"),
    }
    assert_eq!(code(evaluate(&p, Some("alice"))), None);
    let Outcome::Refuse(r) = evaluate(&p, Some("alice")) else {
        panic!("third request of alice within the hour should be limited");
    };
    assert_eq!(r.code, Code::RateLimited);
    assert!(r.retry_after.unwrap() > 0);
    assert_eq!(r.user.as_deref(), Some("alice"));
    assert_eq!(
        code(evaluate(&p, Some("bob"))),
        None,
        "buckets are per user"
    );
    assert_eq!(
        code(evaluate(&p, None)),
        None,
        "hosts without a table need no session"
    );
    assert_eq!(
        code(evaluate(&p, Some("wp1.aaaa.bbbb"))),
        Some(Code::BadSession)
    );
}

#[test]
fn required_everywhere_refuses_requests_without_a_session() {
    let yaml = "version: 1\nsession: {required: true}\n";
    let c = Config::parse(yaml, Path::new("w.yaml"), Path::new(".")).unwrap();
    let p = Pipeline::new(&c).unwrap();
    assert_eq!(code(evaluate(&p, None)), Some(Code::NoSession));
    assert_eq!(code(evaluate(&p, Some("alice"))), None);
}
