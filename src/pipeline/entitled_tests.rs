//! Decide's stage 5 and the dry run, without sockets: the entitlements refuse what they do
//! not list, on top of the grants (every layer must allow); report mode and the dry run
//! report `not_in_entitlements` but still hold safety refusals; the end phase hands the
//! recorder each finished request, redacted.

use std::path::Path;
use std::sync::Arc;

use bytes::Bytes;
use http::Request;
use http_body_util::Full;

use super::*;
use crate::config::Config;
use crate::entitlements::{parse, Enforcer, Recorder};
use crate::pipeline::{Conn, Entry, Record, Run};
use crate::refusal::Code;

const CONFIG: &str = "version: 1\nsession: {mode: trust}\ngrants:\n  - who: [\"*\"]\n    allow: [\"github:*\", \"slack:*\"]\n  - who: [\"*\"]\n    deny: [\"github:repos.delete\"]\n";

const ENTITLED: &str = "version: 1\nusers:\n  alice:\n    github:\n      pulls.list:\n        \"repo:acme/*\": {}\n      repos.delete:\n        repo:acme/scratch: {}\n";

fn pipeline(yaml: &str) -> Pipeline {
    let c = Config::parse(yaml, Path::new("w.yaml"), Path::new(".")).unwrap();
    Pipeline::new(&c).unwrap()
}

fn enforcer() -> Option<Arc<Enforcer>> {
    let e = parse(ENTITLED, Path::new("e.yaml")).unwrap();
    Some(Arc::new(Enforcer::new(&e, Path::new("e.yaml"))))
}

/// A fake classic GitHub token with a valid checksum.
fn github_token() -> String {
    use crate::scan::fake::{expand, Mode, Rng};
    let s = crate::scan::Scanner::new(Vec::new()).unwrap();
    let rule = s.rules().iter().find(|r| r.id == "github-pat").unwrap();
    expand(&rule.fake, Mode::Real, &mut Rng::new("entitled_tests", 1))
}

fn request(method: &str, uri: &str, user: &str, body: &str) -> Request<Full<Bytes>> {
    Request::builder()
        .method(method)
        .uri(uri)
        .header("x-wirepass-user", user)
        .header("content-type", "application/json")
        .body(Full::new(Bytes::from(body.to_string())))
        .unwrap()
}

/// Decides a request to `host` and returns its record and the refusal, if any.
async fn decide(
    p: &Pipeline,
    host: &str,
    mut req: Request<Full<Bytes>>,
) -> (Record, Option<Refusal>) {
    req.headers_mut()
        .insert(http::header::HOST, host.parse().unwrap());
    let admitted = p.admit(Entry::Connect(&format!("{host}:443"))).unwrap();
    let conn = Conn::new(admitted, "127.0.0.1:1".parse().unwrap(), None);
    let mut record = Record::of(&conn, &req);
    let d = p.decide(&conn, req, &mut record, Run::Live).await;
    (record, d.outcome.err())
}

#[tokio::test]
async fn every_layer_must_allow() {
    let p = pipeline(CONFIG).with_entitlements(enforcer());
    let gh = "api.github.com";
    // (name, method, path, user, refusal code or none, words of the reason)
    let cases = [
        (
            "listed by a glob",
            "GET",
            "/repos/acme/widgets/pulls",
            "alice",
            None,
            "",
        ),
        (
            "the repo kind folds case",
            "GET",
            "/repos/ACME/Widgets/pulls",
            "alice",
            None,
            "",
        ),
        (
            "a new action",
            "GET",
            "/repos/acme/widgets/pulls/1",
            "alice",
            Some(Code::NotInEntitlements),
            "alice → github → pulls.get → repo:acme/widgets is not in the entitlements (e.yaml)",
        ),
        (
            "another user",
            "GET",
            "/repos/acme/widgets/pulls",
            "bob",
            Some(Code::NotInEntitlements),
            "bob has no entitlements at all",
        ),
        (
            "listed, but the grants deny it",
            "DELETE",
            "/repos/acme/scratch",
            "alice",
            Some(Code::NotPermitted),
            "the entitlements file lists this request, but entitlements only narrow what \
             the grants allow",
        ),
        (
            "an unmapped read",
            "GET",
            "/no/such/route",
            "alice",
            Some(Code::NotInEntitlements),
            "no route of the github table maps this read",
        ),
    ];
    for (name, method, path, user, want, words) in cases {
        let (record, refused) = decide(&p, gh, request(method, path, user, "")).await;
        assert_eq!(
            refused.as_ref().map(|r| r.code),
            want,
            "{name}: {refused:?}"
        );
        if let Some(r) = refused {
            assert!(r.reason.contains(words), "{name}: {}", r.reason);
            assert_eq!(r.user.as_deref(), Some(user), "{name}");
            assert_eq!(r.service.as_deref(), Some("github"), "{name}");
            assert_eq!(record.event().decision, "refuse", "{name}");
        }
    }
    // Hosts without a route table have no actions to list.
    let p = pipeline("version: 1\nhosts: {intercept: [inspected.example]}\n")
        .with_entitlements(enforcer());
    let (_, refused) = decide(&p, "inspected.example", request("GET", "/x", "bob", "")).await;
    assert_eq!(refused, None);
}

#[tokio::test]
async fn report_mode_and_the_dry_run_report_what_the_entitlements_would_refuse() {
    let dir = tempfile::tempdir().unwrap();
    let recorder = Recorder::open(&dir.path().join("rec.yaml")).unwrap();
    let reporting = pipeline(&format!("{CONFIG}services:\n  github: {{mode: report}}\n"))
        .with_entitlements(enforcer());
    let dry = pipeline(CONFIG)
        .with_entitlements(enforcer())
        .with_recorder(Some(recorder.clone()));
    for (name, p) in [("report mode", &reporting), ("dry run", &dry)] {
        let (record, refused) = decide(
            p,
            "api.github.com",
            request("GET", "/repos/acme/widgets/pulls/1", "alice", ""),
        )
        .await;
        assert_eq!(refused, None, "{name}");
        let e = record.event();
        assert_eq!(e.decision, "would_refuse", "{name}");
        assert_eq!(e.code.as_deref(), Some("not_in_entitlements"), "{name}");
    }
    // The dry run reports the grants' refusals too, on every service, but a leak holds.
    let (record, refused) = decide(
        &dry,
        "api.github.com",
        request("DELETE", "/repos/acme/other", "alice", ""),
    )
    .await;
    assert_eq!(refused, None);
    assert_eq!(record.event().code.as_deref(), Some("not_permitted"));
    let leak = format!(r#"{{"channel":"C1","text":"{}"}}"#, github_token());
    let (_, refused) = decide(
        &dry,
        "slack.com",
        request("POST", "/api/chat.postMessage", "alice", &leak),
    )
    .await;
    assert_eq!(refused.map(|r| r.code), Some(Code::CredentialLeak));
}

#[tokio::test]
async fn the_end_phase_records_each_finished_request() {
    let dir = tempfile::tempdir().unwrap();
    let recorder = Recorder::open(&dir.path().join("rec.yaml")).unwrap();
    let p = pipeline(CONFIG).with_recorder(Some(recorder.clone()));
    let requests = [
        ("GET", "/repos/acme/widgets/pulls", ""),
        ("GET", "/repos/Acme/Widgets/pulls", ""),
        ("POST", "/repos/acme/widgets/frobnicate/7", "{}"),
    ];
    for (method, path, body) in requests {
        let (record, refused) =
            decide(&p, "api.github.com", request(method, path, "alice", body)).await;
        assert_eq!(refused, None, "{method} {path}");
        // The service answered (a request it never answered is not recorded).
        let mut record = record;
        record.status(200);
        p.end(record).await.unwrap();
    }
    let e = recorder.snapshot();
    let lines: Vec<String> = e
        .lines()
        .map(|(l, s)| format!("{l} = {}", s.count))
        .collect();
    assert_eq!(
        lines,
        ["alice → github → pulls.list → repo:acme/widgets = 2"]
    );
    let unmapped: Vec<String> = e
        .unmapped
        .keys()
        .map(|k| format!("{} {}", k.method, k.path))
        .collect();
    assert_eq!(unmapped, ["POST /repos/acme/widgets/frobnicate/{id}"]);
}
