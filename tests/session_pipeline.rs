//! The session, decision and rate-limit stages as the pipeline runs them (no sockets).

use std::path::Path;

use bytes::Bytes;
use http::Request;
use http_body_util::Full;
use wirepass::config::Config;
use wirepass::pipeline::{Conn, Entry, Forward, Pipeline, Record, Run};
use wirepass::refusal::{Code, Refusal};

type Outcome = Result<Forward<Full<Bytes>>, Refusal>;

/// Runs the decide phase for one GET to an intercepted host without a route table.
fn evaluate(p: &Pipeline, user: Option<&str>) -> Outcome {
    let target = p.admit(Entry::Connect("intercepted.example:443")).unwrap();
    let conn = Conn::new(target, "127.0.0.1:1".parse().unwrap(), None);
    let mut req = Request::get("/").header("host", "intercepted.example");
    if let Some(u) = user {
        req = req.header("x-wirepass-user", u);
    }
    let req = req.body(Full::new(Bytes::new())).unwrap();
    let mut record = Record::of(&conn, &req);
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_time()
        .build()
        .unwrap();
    rt.block_on(p.decide(&conn, req, &mut record, Run::Live))
        .outcome
}

fn code(o: Outcome) -> Option<Code> {
    o.err().map(|r| r.code)
}

#[test]
fn pipeline_strips_the_header_refuses_bad_sessions_and_limits_users() {
    let yaml =
        "version: 1\nrate_limits: {per_user: 2/hour}\nhosts: {intercept: [intercepted.example]}\n";
    let c = Config::parse(yaml, Path::new("w.yaml"), Path::new(".")).unwrap();
    let p = Pipeline::new(&c).unwrap();
    assert!(p.sessions().warning().is_some(), "trust mode warns");
    match evaluate(&p, Some("alice")) {
        Ok(f) => assert!(!f.head.headers.contains_key("x-wirepass-user")),
        Err(r) => panic!("{r:?}"),
    }
    assert_eq!(code(evaluate(&p, Some("alice"))), None);
    let Err(r) = evaluate(&p, Some("alice")) else {
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
    let yaml = "version: 1\nsession: {required: true}\nhosts: {intercept: [intercepted.example]}\n";
    let c = Config::parse(yaml, Path::new("w.yaml"), Path::new(".")).unwrap();
    let p = Pipeline::new(&c).unwrap();
    assert_eq!(code(evaluate(&p, None)), Some(Code::NoSession));
    assert_eq!(code(evaluate(&p, Some("alice"))), None);
}
