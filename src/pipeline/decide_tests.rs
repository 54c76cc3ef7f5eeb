//! The decide phase without sockets: the shell's former checks (fronting, nested CONNECT,
//! Host and `:authority`), the stages' order, and the head that is forwarded.

use std::path::Path;

use bytes::Bytes;
use http::{HeaderValue, Request};
use http_body_util::Full;

use super::*;
use crate::config::Config;
use crate::pipeline::Entry;

/// Lets everyone do everything on GitHub.
const GRANT: &str = "grants:\n  - who: [\"*\"]\n    allow: [\"github:*\"]\n";

fn pipeline(yaml: &str) -> Pipeline {
    let c = Config::parse(yaml, Path::new("w.yaml"), Path::new(".")).unwrap();
    Pipeline::new(&c).unwrap()
}

/// A pipeline whose github service injects a credential read from a file (`extra` adds
/// keys to the service); the folder must outlive the pipeline's use.
fn with_credential(extra: &str) -> (tempfile::TempDir, Pipeline) {
    let dir = tempfile::tempdir().unwrap();
    let token = dir.path().join("token");
    std::fs::write(&token, "ghp_stand_in_for_the_service_token\n").unwrap();
    let yaml = format!(
        "version: 1\nservices:\n  github:\n{extra}    credential: {{header: authorization, value: \"Bearer {{file:{}}}\"}}\n{GRANT}",
        token.display()
    );
    (dir, pipeline(&yaml))
}

fn conn(p: &Pipeline, target: &str) -> Conn {
    let admitted = p.admit(Entry::Connect(target)).unwrap();
    Conn::new(admitted, "127.0.0.1:1".parse().unwrap(), None)
}

async fn decide(
    p: &Pipeline,
    conn: &Conn,
    req: Request<Full<Bytes>>,
) -> (Record, Decided<Full<Bytes>>) {
    let mut record = Record::of(conn, &req);
    let d = p.decide(conn, req, &mut record, Run::Live).await;
    (record, d)
}

fn get(uri: &str, host: Option<&str>) -> Request<Full<Bytes>> {
    let mut b = Request::get(uri);
    if let Some(h) = host {
        b = b.header("host", h);
    }
    b.header("x-wirepass-user", "alice@example.com")
        .body(Full::new(Bytes::new()))
        .unwrap()
}

fn refused_code<B>(d: &Decided<B>) -> Option<Code> {
    d.outcome.as_ref().err().map(|r| r.code)
}

#[tokio::test]
async fn requests_must_belong_to_their_tunnel() {
    let p = pipeline("version: 1\nhosts: {intercept: [inspected.example]}\n");
    let c = conn(&p, "inspected.example:443");
    type Case = (&'static str, Request<Full<Bytes>>, Option<&'static str>);
    let cases: [Case; 7] = [
        (
            "host header names the tunnel",
            get("/x", Some("inspected.example")),
            None,
        ),
        (
            "host with the tunnel's port",
            get("/x", Some("inspected.example:443")),
            None,
        ),
        (
            "host names another host",
            get("/x", Some("elsewhere.example")),
            Some("domain fronting"),
        ),
        (
            "host names another port",
            get("/x", Some("inspected.example:8443")),
            Some("domain fronting"),
        ),
        ("no host at all", get("/x", None), Some("no Host header")),
        (
            ":authority names another host",
            get("https://elsewhere.example/x", None),
            Some("domain fronting"),
        ),
        (
            "nested CONNECT",
            Request::connect("inspected.example:443")
                .body(Full::new(Bytes::new()))
                .unwrap(),
            Some("CONNECT inside"),
        ),
    ];
    for (name, req, want) in cases {
        let (record, d) = decide(&p, &c, req).await;
        match (want, &d.outcome) {
            (None, Ok(_)) => {}
            (Some(text), Err(r)) => {
                assert_eq!(r.code, Code::BadRequest, "{name}");
                assert!(r.reason.contains(text), "{name}: {}", r.reason);
                assert_eq!(record.event().decision, "refuse", "{name}");
                assert_eq!(
                    r.request_id.as_deref(),
                    Some(record.id().as_str()),
                    "{name}"
                );
            }
            (want, got) => panic!("{name}: wanted {want:?}, got {:?}", got.as_ref().err()),
        }
    }
}

/// A tunnel whose SNI named another host refuses every request in it.
#[tokio::test]
async fn a_fronted_tunnel_refuses_every_request() {
    let p = pipeline("version: 1\nhosts: {intercept: [inspected.example]}\n");
    let mut c = conn(&p, "inspected.example:443");
    c.sni = crate::pipeline::admit::check_sni(Some("evil.example"), &c.target);
    let (_, d) = decide(&p, &c, get("/x", Some("inspected.example"))).await;
    let r = d.outcome.err().unwrap();
    assert_eq!(r.code, Code::BadRequest);
    assert!(r.reason.contains("TLS SNI `evil.example`"), "{}", r.reason);
}

#[tokio::test]
async fn the_forwarded_head_is_rebuilt_from_what_was_judged() {
    let (_dir, p) = with_credential("");
    let c = conn(&p, "api.github.com:443");
    let mut req = get("/user?per_page=2", Some("api.github.com"));
    req.headers_mut()
        .insert("connection", HeaderValue::from_static("x-hop"));
    req.headers_mut()
        .insert("x-hop", HeaderValue::from_static("1"));
    req.headers_mut().insert(
        "authorization",
        HeaderValue::from_static("Bearer agent-own"),
    );
    let (record, d) = decide(&p, &c, req).await;
    let f = d.outcome.unwrap_or_else(|r| panic!("{r:?}"));
    assert_eq!(f.head.uri, "https://api.github.com/user?per_page=2");
    assert!(f.head.headers.get("host").is_none());
    assert!(
        f.head.headers.get("x-wirepass-user").is_none(),
        "the session never leaves"
    );
    assert!(f.head.headers.get("x-hop").is_none() && f.head.headers.get("connection").is_none());
    let auth = f
        .head
        .headers
        .get_all("authorization")
        .iter()
        .collect::<Vec<_>>();
    assert_eq!(
        auth.len(),
        1,
        "the agent's own value is replaced, not added to"
    );
    assert!(auth[0].as_bytes().starts_with(b"Bearer ghp_stand_in"));
    let e = record.event();
    assert_eq!(e.user.as_deref(), Some("alice@example.com"));
    assert_eq!(e.action.as_deref(), Some("users.get_authenticated"));
    assert_eq!(e.path, "/user?per_page=…");
}

/// With `plain_http: allow`, a plain request is forwarded but carries no credential.
#[tokio::test]
async fn plain_http_never_gets_the_credential() {
    let (_dir, p) = with_credential("    plain_http: allow\n");
    let uri: http::Uri = "http://api.github.com/user".parse().unwrap();
    let admitted = p.admit(Entry::Absolute(&uri)).unwrap();
    let c = Conn::new(admitted, "127.0.0.1:1".parse().unwrap(), None);
    let (_, d) = decide(&p, &c, get("http://api.github.com/user", None)).await;
    let f = d.outcome.unwrap_or_else(|r| panic!("{r:?}"));
    assert_eq!(f.head.uri, "http://api.github.com/user");
    assert!(f.head.headers.get("authorization").is_none());
}

/// Plain HTTP to a tunnel-listed host is passed on undecided (and without the session). The
/// rule names the port: one without covers port 80 only (issue 13).
#[tokio::test]
async fn plain_http_to_a_tunnel_host_is_not_decided() {
    let p = pipeline(
        "version: 1\nhosts: {tunnel: ['mirror.example:8080']}\nsession: {required: true}\n",
    );
    let uri: http::Uri = "http://mirror.example:8080/simple/".parse().unwrap();
    let c = Conn::new(
        p.admit(Entry::Absolute(&uri)).unwrap(),
        "127.0.0.1:1".parse().unwrap(),
        None,
    );
    let (record, d) = decide(&p, &c, get("http://mirror.example:8080/simple/", None)).await;
    let f = d.outcome.unwrap_or_else(|r| panic!("{r:?}"));
    assert_eq!(f.head.uri, "http://mirror.example:8080/simple/");
    assert!(f.head.headers.get("x-wirepass-user").is_none());
    assert_eq!(record.event().decision, "tunnel");
}

/// Issue 11: the audit and refusals carried only the first action of a GraphQL request.
#[tokio::test]
async fn graphql_with_several_actions_names_every_action() {
    let yaml = "version: 1\ngrants:\n  - who: [\"*\"]\n    allow: [\"github:*\"]\n  - who: [\"*\"]\n    deny: [\"github:issues.create\"]\n";
    let p = pipeline(yaml);
    let c = conn(&p, "api.github.com:443");
    let body = r#"{"query":"mutation { addComment(input: {subjectId: \"1\", body: \"x\"}) { clientMutationId } createIssue(input: {repositoryId: \"2\", title: \"t\"}) { clientMutationId } }"}"#;
    let req = Request::post("/graphql")
        .header("host", "api.github.com")
        .header("content-type", "application/json")
        .header("x-wirepass-user", "alice@example.com")
        .body(Full::new(Bytes::from_static(body.as_bytes())))
        .unwrap();
    let (record, d) = decide(&p, &c, req).await;
    let r = d.outcome.err().unwrap();
    assert_eq!(r.code, Code::NotPermitted);
    let names: Vec<&str> = r.actions.iter().map(|a| a.action.as_str()).collect();
    assert_eq!(names, ["issues.create_comment", "issues.create"]);
    assert!(r.body().contains("\"actions\":["), "{}", r.body());
    let audited: Vec<&str> = record
        .event()
        .actions
        .iter()
        .map(|a| a.action.as_str())
        .collect();
    assert_eq!(audited, names);
    assert_eq!(record.event().code.as_deref(), Some("not_permitted"));
}

#[tokio::test]
async fn offline_runs_do_not_count_against_rate_limits() {
    let p = pipeline(
        "version: 1\nrate_limits: {per_user: 1/hour}\nhosts: {intercept: [inspected.example]}\n",
    );
    let c = conn(&p, "inspected.example:443");
    for _ in 0..3 {
        let mut record = Record::of(&c, &get("/", Some("inspected.example")));
        let d = p
            .decide(
                &c,
                get("/", Some("inspected.example")),
                &mut record,
                Run::Offline(None),
            )
            .await;
        assert!(d.outcome.is_ok());
    }
    let (_, d) = decide(&p, &c, get("/", Some("inspected.example"))).await;
    assert!(
        d.outcome.is_ok(),
        "the first live request is within the limit"
    );
    let (_, d) = decide(&p, &c, get("/", Some("inspected.example"))).await;
    assert_eq!(refused_code(&d), Some(Code::RateLimited));
}

/// The end phase fails closed: an audit that cannot be written becomes the answer.
#[tokio::test]
async fn an_unwritable_audit_refuses() {
    let mut p = pipeline("version: 1\n");
    let record = Record::connection("inspected.example", 443);
    assert!(p.end(record.clone()).await.is_ok());
    p.audit = crate::audit::Audit::unwritable();
    let r = p.end(record.clone()).await.unwrap_err();
    assert_eq!(r.code, Code::AuditUnavailable);
    assert_eq!(r.status(), http::StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(r.request_id.as_deref(), Some(record.id().as_str()));
}

/// Issue 13: the body prefix is held on the request's account. A frame past the request's
/// cap is refused `too_large`; a prefix the budget has no room for, `overloaded`; and a
/// reloaded pipeline holds on the same budget, so requests in flight on the old
/// configuration still count.
#[tokio::test]
async fn issue_13_the_prefix_is_held_on_the_budget_that_a_reload_keeps() {
    let yaml = "version: 1\nhosts: {intercept: [inspected.example]}\nlimits: {memory_budget: 2097152, request_memory: 1048576}\n";
    let c = Config::parse(yaml, Path::new("w.yaml"), Path::new(".")).unwrap();
    let p = Pipeline::new(&c).unwrap();
    let conn = conn(&p, "inspected.example:443");
    let post = |n: usize| {
        Request::post("/upload")
            .header("host", "inspected.example")
            .body(Full::new(Bytes::from(vec![b'x'; n])))
            .unwrap()
    };
    let (_, d) = decide(&p, &conn, post(1 << 20 | 1)).await;
    let r = d.outcome.as_ref().err().expect("refused");
    assert_eq!(r.code, Code::TooLarge, "{}", r.reason);
    assert!(r.reason.contains("body prefix"), "{}", r.reason);
    assert_eq!(p.memory().held(), 0);

    // Two other requests hold all but 1000 bytes of the budget.
    let (a, b) = (p.memory().account(), p.memory().account());
    let (mut held, mut more) = (a.hold(), b.hold());
    held.set(1 << 20).unwrap();
    more.set((1 << 20) - 1000).unwrap();
    let (_, d) = decide(&p, &conn, post(4000)).await;
    assert_eq!(refused_code(&d), Some(Code::Overloaded));

    let reloaded = Pipeline::reloaded(&c, &p, None).unwrap();
    assert_eq!(
        reloaded.memory().held(),
        (2 << 20) - 1000,
        "the same budget"
    );
    let (_, d) = decide(&reloaded, &conn, post(4000)).await;
    assert_eq!(refused_code(&d), Some(Code::Overloaded));
    drop((held, more));
    let (_, d) = decide(&reloaded, &conn, post(4000)).await;
    assert!(d.outcome.is_ok(), "room again once the other request ends");
}

/// A download handed off to storage: the config's `storage:` replaces the table's; an
/// allowed request's redirect there issues a pass the respond phase records, which a GET of
/// that URL by that user is judged on (as the redirected request), and which a reload keeps.
#[tokio::test]
async fn a_redirect_to_storage_lets_that_url_through_as_the_request_redirected() {
    let yaml = format!(
        "version: 1\nhosts: {{default: refuse}}\nservices:\n  github:\n    storage: [dl.example.test]\n{GRANT}"
    );
    let c = Config::parse(&yaml, Path::new("w.yaml"), Path::new(".")).unwrap();
    let p = Pipeline::new(&c).unwrap();
    // The config's list replaced the table's.
    assert!(p
        .admit(Entry::Connect("objects.githubusercontent.com:443"))
        .is_err());
    assert!(p.admit(Entry::Connect("dl.example.test:8443")).is_err());
    let storage = conn(&p, "dl.example.test:443");

    let fetch = |user: &str| {
        Request::get("/a%2Fb?sig=1")
            .header("host", "dl.example.test")
            .header("x-wirepass-user", user)
            .body(Full::new(Bytes::new()))
            .unwrap()
    };
    let (_, d) = decide(&p, &storage, fetch("alice@example.com")).await;
    assert_eq!(refused_code(&d), Some(Code::UnmappedRead));

    let api = conn(&p, "api.github.com:443");
    let asset = get("/repos/acme/x/releases/assets/1", Some("api.github.com"));
    let (record, d) = decide(&p, &api, asset).await;
    assert!(d.outcome.is_ok(), "allowed");
    let issuer = (p.issuer(&d.found, record.id(), "api.github.com"))
        .expect("a service with storage may issue a pass");
    let mut head = http::Response::builder()
        .status(302)
        .header("location", "https://dl.example.test/a%2fb?sig=1")
        .body(())
        .unwrap()
        .into_parts()
        .0;
    p.respond(&mut head, &mut None, false, None, Some(&issuer))
        .unwrap();

    let reloaded = Pipeline::reloaded(&c, &p, None).unwrap();
    for p in [&p, &reloaded] {
        let (_, d) = decide(p, &storage, fetch("alice@example.com")).await;
        let Mapping::Mapped(actions) = &d.found.mapping else {
            panic!("{:?}", d.found.mapping)
        };
        assert_eq!(actions[0].action, "repos.get_release_asset");
        assert_eq!(d.found.service.as_deref(), Some("github"));
        assert_eq!(d.found.redirect_of.as_deref(), Some(record.id().as_str()));
        let head = d.outcome.expect("passed").head;
        assert!(head.headers.get("x-wirepass-user").is_none(), "stripped");
        assert_eq!(head.uri.to_string(), "https://dl.example.test/a%2Fb?sig=1");
        // Another user holds no pass.
        let (_, d) = decide(p, &storage, fetch("bob@example.com")).await;
        assert_eq!(refused_code(&d), Some(Code::UnmappedRead));
    }

    // The operator's own word on the host wins: tunnelled as listed, or inspected alone.
    for (key, want) in [
        ("tunnel", crate::proxy::settings::Disposition::Tunnel),
        ("intercept", crate::proxy::settings::Disposition::Intercept),
    ] {
        let yaml = format!(
            "version: 1\nhosts: {{{key}: [dl.example.test]}}\nservices:\n  github:\n    storage: [dl.example.test]\n{GRANT}"
        );
        let p = pipeline(&yaml);
        let c = conn(&p, "dl.example.test:443");
        assert_eq!(c.target.disposition, want);
        if key == "intercept" {
            let (_, d) = decide(&p, &c, fetch("alice@example.com")).await;
            assert!(
                d.outcome.is_ok(),
                "a listed host is inspected without a pass"
            );
            assert!(d.found.redirect_of.is_none());
        }
    }
    // Under `default: tunnel` an unlisted storage host is tunnelled, as any unlisted host.
    let yaml = format!(
        "version: 1\nhosts: {{default: tunnel}}\nservices:\n  github:\n    storage: [dl.example.test]\n{GRANT}"
    );
    let p = pipeline(&yaml);
    let tunnel = crate::proxy::settings::Disposition::Tunnel;
    assert_eq!(conn(&p, "dl.example.test:443").target.disposition, tunnel);
}

#[test]
fn a_storage_list_is_checked() {
    for (storage, want) in [
        ("[\"http://x\"]", "services.github.storage: bad host"),
        ("[api.github.com]", ""),
    ] {
        let yaml = format!("version: 1\nservices:\n  github:\n    storage: {storage}\n");
        let c = Config::parse(&yaml, Path::new("w.yaml"), Path::new(".")).unwrap();
        match Pipeline::new(&c) {
            Err(e) => assert!(!want.is_empty() && e.to_string().contains(want), "{e}"),
            Ok(p) => {
                // A table's own host stays the table's: no pass needed, its routes judge it.
                assert!(want.is_empty());
                assert!(!p.router().is_storage("api.github.com"));
            }
        }
    }
    let bad = "version: 1\nservice: x\nhosts: [a.example]\nstorage: [a.example]\nroutes: []\n";
    let e = crate::routes::Table::parse(bad, Path::new("t.yaml")).unwrap_err();
    assert!(
        e.to_string().contains("one of the table's own hosts"),
        "{e}"
    );
}

/// A list argument names several resources, and each is judged: a deny on one channel
/// refuses a share to it among others, wherever the request gives the list.
#[tokio::test]
async fn every_channel_a_list_names_is_judged() {
    let p = pipeline(
        "version: 1\ngrants:\n  - who: [\"*\"]\n    allow: [\"slack:*\"]\n  - who: [\"*\"]\n    deny: [\"slack:*\"]\n    on: [\"channel:C0SECRET\"]\n",
    );
    let c = conn(&p, "slack.com:443");
    let post = |target: &str, body: &'static str| {
        Request::post(target)
            .header("host", "slack.com")
            .header("x-wirepass-user", "alice@example.com")
            .header("content-type", "application/json")
            .body(Full::new(Bytes::from(body)))
            .unwrap()
    };
    for (target, body) in [
        (
            "/api/files.completeUploadExternal",
            r#"{"files":[{"id":"F1"}],"channels":"C0ALLOWED,C0SECRET"}"#,
        ),
        (
            "/api/files.completeUploadExternal",
            r#"{"files":[{"id":"F1"}],"channel_id":"C0ALLOWED","channels":" C0SECRET"}"#,
        ),
        (
            "/api/files.completeUploadExternal?channels=C0SECRET",
            r#"{"files":[{"id":"F1"}]}"#,
        ),
        (
            "/api/admin.conversations.bulkArchive",
            r#"{"channel_ids":"C0ALLOWED,C0SECRET"}"#,
        ),
    ] {
        let (_, d) = decide(&p, &c, post(target, body)).await;
        assert_eq!(
            refused_code(&d),
            Some(Code::NotPermitted),
            "{target} {body}"
        );
    }
    let body = r#"{"files":[{"id":"F1"}],"channels":"C0ALLOWED,C0OTHER"}"#;
    let (_, d) = decide(&p, &c, post("/api/files.completeUploadExternal", body)).await;
    assert!(d.outcome.is_ok(), "every channel allowed");
}

/// A fake classic GitHub token with a valid checksum.
fn github_token() -> String {
    use crate::scan::fake::{expand, Mode, Rng};
    let s = crate::scan::Scanner::new(Vec::new()).unwrap();
    let rule = s.rules().iter().find(|r| r.id == "github-pat").unwrap();
    expand(&rule.fake, Mode::Real, &mut Rng::new("decide_tests", 1))
}

/// What a pass lets through is judged again and read one way: the URL's own signature
/// goes, anything else the origin wrote into it that scans as a credential does not (an
/// origin that reflects a request's bytes into its `Location`); the service's own
/// credential following the redirect in a header is stripped, not forwarded; an upgrade
/// or a method override is refused; a grant revoked since the redirect refuses it.
#[tokio::test]
async fn a_pass_is_judged_again_and_read_one_way() {
    let token = github_token();
    let yaml = |extra: &str| {
        format!("version: 1\nservices:\n  github:\n    storage: [dl.example.test]\n{GRANT}{extra}")
    };
    let c = Config::parse(&yaml(""), Path::new("w.yaml"), Path::new(".")).unwrap();
    let p = Pipeline::new(&c).unwrap();
    let api = conn(&p, "api.github.com:443");
    let storage = conn(&p, "dl.example.test:443");
    let issue = |p: &Pipeline, location: &str, issuer: &super::super::redirect::Issuer| {
        let mut head = http::Response::builder()
            .status(302)
            .header("location", location)
            .body(())
            .unwrap()
            .into_parts()
            .0;
        p.respond(&mut head, &mut None, false, None, Some(issuer))
            .unwrap();
    };
    let asset = get("/repos/acme/x/releases/assets/1", Some("api.github.com"));
    let (record, d) = decide(&p, &api, asset).await;
    assert!(d.outcome.is_ok(), "allowed");
    let issuer = p.issuer(&d.found, record.id(), "api.github.com").unwrap();
    let signed = "/a?X-Amz-Credential=AKIAQ3EGRZ5MKW7PLN4X%2F20261206%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Signature=0f";
    let reflected = format!("/b?d={token}");
    for target in [signed, reflected.as_str()] {
        issue(&p, &format!("https://dl.example.test{target}"), &issuer);
    }
    let fetch = |target: &str, extra: &[(&str, &str)]| {
        let mut b = Request::get(target)
            .header("host", "dl.example.test")
            .header("x-wirepass-user", "alice@example.com");
        for (k, v) in extra {
            b = b.header(*k, *v);
        }
        b.body(Full::new(Bytes::new())).unwrap()
    };
    let (_, d) = decide(&p, &storage, fetch(signed, &[])).await;
    assert!(d.outcome.is_ok(), "the URL's own signature goes");
    let (_, d) = decide(&p, &storage, fetch(&reflected, &[])).await;
    assert_eq!(refused_code(&d), Some(Code::CredentialLeak));
    let auth = format!("token {token}");
    let (_, d) = decide(&p, &storage, fetch(signed, &[("authorization", &auth)])).await;
    let head = d
        .outcome
        .expect("the service's credential is stripped")
        .head;
    assert!(head.headers.get("authorization").is_none());
    let upgrade = [("connection", "upgrade"), ("upgrade", "websocket")];
    for extra in [&upgrade[..], &[("x-http-method-override", "PUT")]] {
        let (_, d) = decide(&p, &storage, fetch(signed, extra)).await;
        assert_eq!(refused_code(&d), Some(Code::BadRequest), "{extra:?}");
    }
    let revoked = yaml("  - who: [\"*\"]\n    deny: [\"github:*\"]\n");
    let c = Config::parse(&revoked, Path::new("w.yaml"), Path::new(".")).unwrap();
    let reloaded = Pipeline::reloaded(&c, &p, None).unwrap();
    let (_, d) = decide(&reloaded, &storage, fetch(signed, &[])).await;
    assert_eq!(refused_code(&d), Some(Code::NotPermitted));
}

/// A request judged on a second resource (an `also`) and refused for it: the event names
/// the action and resource refused, as the refusal does, not the first.
#[tokio::test]
async fn the_event_names_the_resource_refused() {
    let yaml = "version: 1\nservices:\n  jira:\n    hosts: [acme.atlassian.net]\ngrants:\n  - who: [\"*\"]\n    allow: [\"jira:*\"]\n    on: [\"issue:abc-*\"]\n";
    let p = pipeline(yaml);
    let c = conn(&p, "acme.atlassian.net:443");
    let req = Request::post("/rest/api/3/issue/ABC-1/transitions")
        .header("host", "acme.atlassian.net")
        .header("x-wirepass-user", "alice")
        .header("content-type", "application/json")
        .body(Full::new(Bytes::from_static(
            br#"{"transition":{"id":"31"},"fields":{"parent":{"key":"SEC-1"}}}"#,
        )))
        .unwrap();
    let (record, d) = decide(&p, &c, req).await;
    let r = d.outcome.err().expect("refused");
    assert_eq!(r.resource.as_deref(), Some("issue:sec-1"));
    let e = record.event();
    assert_eq!(e.decision, "refuse");
    assert_eq!(e.action.as_deref(), Some("transitions.do"));
    assert_eq!(e.resource.as_deref(), Some("issue:sec-1"));
    assert_eq!(e.actions.len(), 2, "{:?}", e.actions);
}

/// A costly step over a large body runs off its worker: the worker's other tasks go on
/// while it runs (one worker thread, so they would wait for it otherwise). A cheap step,
/// or one on a runtime of one thread, runs in place.
#[test]
fn a_costly_step_does_not_hold_up_its_worker() {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Arc;
    use std::time::Duration;
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_time()
        .build()
        .unwrap();
    let ticks = Arc::new(AtomicUsize::new(0));
    let seen = rt.block_on(async {
        let t = ticks.clone();
        let ticker = tokio::spawn(async move {
            loop {
                t.fetch_add(1, Ordering::Relaxed);
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
        });
        tokio::time::sleep(Duration::from_millis(20)).await;
        let step = tokio::spawn({
            let ticks = ticks.clone();
            async move {
                offload(COSTLY_BODY, || {
                    let before = ticks.load(Ordering::Relaxed);
                    std::thread::sleep(Duration::from_millis(400));
                    ticks.load(Ordering::Relaxed) - before
                })
            }
        });
        let seen = step.await.unwrap();
        ticker.abort();
        seen
    });
    assert!(
        seen >= 5,
        "the worker's other task ticked {seen} times during the step"
    );

    // In place: cheap, or no other thread to hand work to.
    let here = std::thread::current().id();
    assert_eq!(offload(COSTLY_BODY, || std::thread::current().id()), here);
    let cheap = rt.block_on(async { offload(1, || 7) });
    assert_eq!(cheap, 7);
}

/// A request refused before its own session is read (a path servers read two ways) is
/// recorded with the user its tunnel's credentials carry (round ten: no user at all).
#[tokio::test]
async fn a_refusal_before_the_session_names_the_tunnels_user() {
    let p = pipeline("version: 1\n");
    let admitted = p.admit(Entry::Connect("api.github.com:443")).unwrap();
    let auth = crate::request::ProxyAuth {
        user: "alice@example.com".into(),
        password: zeroize::Zeroizing::new(String::new()),
        repeated: false,
    };
    let tunnelled = Conn::new(admitted.clone(), "127.0.0.1:1".parse().unwrap(), Some(auth));
    let bare = Conn::new(admitted, "127.0.0.1:1".parse().unwrap(), None);
    for (c, user) in [(&tunnelled, Some("alice@example.com")), (&bare, None)] {
        let (record, d) = decide(&p, c, get("/repos/acme/x/%2e%2e/y", None)).await;
        assert_eq!(refused_code(&d), Some(Code::BadRequest));
        assert_eq!(record.event().user.as_deref(), user);
    }
    // In token mode, only credentials that verify name a user (a tunnel's event too).
    let dir = tempfile::tempdir().unwrap();
    let key = crate::session::token::Key::from_bytes(vec![7; 32]).unwrap();
    std::fs::write(dir.path().join("k"), key.to_text().as_str()).unwrap();
    let p = pipeline(&format!(
        "version: 1\nsession: {{key: \"file:{}/k\"}}\n",
        dir.path().display()
    ));
    let now = crate::session::token::now();
    let claims = crate::session::token::Claims {
        user: "bob@example.com".into(),
        groups: vec![],
        exp: now + 600,
        nbf: now - 1,
        aud: "wirepass".into(),
        scope: None,
    };
    let token = crate::session::token::mint(&key, &claims).unwrap();
    let auth = |password: &str| crate::request::ProxyAuth {
        user: "bob@example.com".into(),
        password: zeroize::Zeroizing::new(password.to_string()),
        repeated: false,
    };
    let user = |a| p.sessions().tunnel_user(Some(&a));
    assert_eq!(user(auth(&token)).as_deref(), Some("bob@example.com"));
    assert_eq!(user(auth("wp1.forged")), None);
}
