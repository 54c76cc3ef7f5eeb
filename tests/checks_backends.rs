//! Each live-check backend against fake APIs of its system (real TLS and sockets, the
//! documented paths and shapes: `wirepass::origin::apis`), without the proxy: an allowed
//! user, a user below the needed level, an unknown user, the backend down, slow and
//! malformed; identity lookups, id resolution, the cache (hits, negative answers, the
//! destructive bypass) and single-flight.

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use http::Method;
use wirepass::checks::{Access, Ask, Checks, Source};
use wirepass::config::{stages, Config};
use wirepass::origin::apis::{Apis, Fault, Fixtures};
use wirepass::origin::{Origin, OriginOptions};
use wirepass::refusal::Code;
use wirepass::routes::{Effect, Mapped, Spelling};

struct Bench {
    apis: Arc<Apis>,
    checks: Checks,
    _origin: Origin,
    _dir: tempfile::TempDir,
}

fn fixtures() -> Fixtures {
    let mut f = Fixtures::default();
    let s = |x: &str| x.to_string();
    f.github_users = ["alice", "bob", "dave", "eve"].map(s).into();
    f.github_repos.insert(
        s("acme/widgets"),
        [(s("alice"), s("write")), (s("bob"), s("read"))].into(),
    );
    f.github_orgs.insert(
        s("acme"),
        [(s("dave"), s("admin")), (s("eve"), s("member"))].into(),
    );
    f.github_repo_ids.insert(4242, s("Acme/Widgets"));
    f.gitlab_users = [(s("alice"), 7), (s("bob"), 8)].into();
    f.gitlab_projects.insert(61000042, s("acme/widgets"));
    f.gitlab_members.insert((s("acme/widgets"), 7), 30);
    f.gitlab_members.insert((s("acme/widgets"), 8), 20);
    f.jira_accounts = [
        (s("alice@example.com"), s("acc-alice")),
        (s("bob@example.com"), s("acc-bob")),
    ]
    .into();
    f.jira_projects.insert(s("ACME"), 10000);
    f.jira_issues.insert(s("ACME-1"), (10010, s("ACME")));
    f.jira_permissions
        .insert((s("acc-alice"), s("ADD_COMMENTS"), s("ACME")));
    f.jira_permissions
        .insert((s("acc-alice"), s("BROWSE_PROJECTS"), s("ACME")));
    f.jira_permissions
        .insert((s("acc-bob"), s("BROWSE_PROJECTS"), s("ACME")));
    f.jira_global.insert((s("acc-alice"), s("ADMINISTER")));
    f.slack_users = [
        (s("alice@example.com"), s("U1")),
        (s("bob@example.com"), s("U2")),
    ]
    .into();
    f.slack_channels
        .insert(s("C1"), vec![s("U9"), s("U8"), s("U7"), s("U1")]);
    f.slack_page = 2;
    f.kube_allow = vec![
        (s("alice"), s("list"), s("pods"), s("default")),
        (s("group:ops"), s("delete"), s("pods"), s("*")),
    ];
    f.generic_allow.insert((s("alice"), s("repos.get")));
    f
}

async fn bench() -> Bench {
    let dir = tempfile::tempdir().unwrap();
    let apis = Arc::new(Apis::new(fixtures()));
    let origin = Origin::start(OriginOptions {
        ca_dir: dir.path().to_path_buf(),
        apis: Some(apis.clone()),
        ..OriginOptions::default()
    })
    .await
    .unwrap();
    let base = format!("https://127.0.0.1:{}", origin.port());
    let yaml = format!(
        r#"version: 1
upstream_ca: ["{ca}"]
egress: {{allow: ["127.0.0.1/32"]}}
services:
  github:
    check: {{kind: github, base_url: "{base}", timeout: 1s, ttl: 60s, negative_ttl: 60s}}
  gitlab:
    check: {{kind: gitlab, base_url: "{base}/api/v4", timeout: 1s}}
  jira:
    check: {{kind: jira, base_url: "{base}", lookup: email, timeout: 1s}}
  slack:
    check: {{kind: slack, base_url: "{base}/api", lookup: email, admins: [root@example.com], timeout: 1s}}
  kubernetes:
    hosts: [k8s.test]
    check: {{kind: kubernetes, base_url: "{base}", timeout: 1s}}
  example:
    check: {{kind: http, url: "{base}/check", timeout: 1s}}
"#,
        ca = origin.ca_pem_path().display()
    );
    let config = Config::parse(&yaml, Path::new("w.yaml"), dir.path()).unwrap();
    let router = stages::router(&config).unwrap();
    let checks = stages::checks(&config, &router, true).unwrap();
    checks.connect(&wirepass::proxy::check_transport(&config).unwrap());
    Bench {
        apis,
        checks,
        _origin: origin,
        _dir: dir,
    }
}

fn mapped(service: &str, action: &str, resource: &str, effect: Effect, level: &str) -> Mapped {
    Mapped {
        service: service.into(),
        action: action.into(),
        resource: resource.into(),
        effect,
        destructive: false,
        level: Some(level.into()),
        spelling: Spelling::AsSent,
    }
}

/// What the stage made of one ask: `Ok(access)` or the refusal's code.
async fn ask(
    b: &Bench,
    user: &str,
    groups: &[String],
    m: &Mapped,
    method: Method,
    path: &str,
) -> Result<Access, Code> {
    let a = Ask {
        user,
        groups,
        mapped: m,
        method: &method,
        path,
        query: None,
    };
    match b.checks.check(&a).await {
        Ok(Some(c)) => Ok(c.access),
        Ok(None) => panic!("{} has no check", m.service),
        Err(r) => {
            assert!(!r.reason.is_empty());
            Err(r.code)
        }
    }
}

fn allowed(r: &Result<Access, Code>) -> bool {
    matches!(r, Ok(Access::Allow(_)))
}

/// What the check answers each of `users` (no groups), asked in turn: `allow`, `deny`,
/// `uncheckable`, or the refusal's code.
async fn answers(
    b: &Bench,
    users: &[&str],
    m: &Mapped,
    method: Method,
    path: &str,
) -> Vec<&'static str> {
    let mut out = Vec::new();
    for user in users {
        out.push(match ask(b, user, &[], m, method.clone(), path).await {
            Ok(Access::Allow(_)) => "allow",
            Ok(Access::Deny(_)) => "deny",
            Ok(Access::Uncheckable(_)) => "uncheckable",
            Err(code) => code.as_str(),
        });
    }
    out
}

#[tokio::test]
async fn github_compares_the_collaborators_role_with_the_routes_level() {
    let b = bench().await;
    let merge = mapped(
        "github",
        "pulls.merge",
        "repo:acme/widgets",
        Effect::Write,
        "write",
    );
    let p = "/repos/acme/widgets/pulls/1/merge";
    assert_eq!(
        answers(&b, &["alice", "bob", "mallory"], &merge, Method::PUT, p).await,
        ["allow", "not_permitted", "not_permitted"],
        "mallory: an unknown user (404)"
    );
    let read = mapped(
        "github",
        "repos.get",
        "repo:acme/widgets",
        Effect::Read,
        "read",
    );
    assert!(allowed(
        &ask(&b, "bob", &[], &read, Method::GET, "/repos/acme/widgets").await
    ));
    // Organisations: an active admin holds admin, a member reads.
    let org = mapped("github", "orgs.update", "org:acme", Effect::Write, "admin");
    assert_eq!(
        answers(&b, &["dave", "eve"], &org, Method::PATCH, "/orgs/acme").await,
        ["allow", "not_permitted"]
    );
    // A kind GitHub is not asked about is left to the grants.
    let me = mapped(
        "github",
        "users.get_authenticated",
        "user:@me",
        Effect::Read,
        "read",
    );
    assert!(matches!(
        ask(&b, "bob", &[], &me, Method::GET, "/user").await,
        Ok(Access::Uncheckable(_))
    ));
    assert_eq!(b.apis.calls("github.permission"), 4);
    assert_eq!(b.apis.calls("github.membership"), 2);
}

#[tokio::test]
async fn answers_are_cached_refusals_for_their_own_time_and_destructive_actions_ask_afresh() {
    let b = bench().await;
    let read = mapped(
        "github",
        "repos.get",
        "repo:acme/widgets",
        Effect::Read,
        "read",
    );
    let write = mapped(
        "github",
        "issues.create",
        "repo:acme/widgets",
        Effect::Write,
        "write",
    );
    let p = "/repos/acme/widgets";
    for _ in 0..3 {
        assert!(allowed(&ask(&b, "alice", &[], &read, Method::GET, p).await));
        assert_eq!(
            ask(&b, "bob", &[], &write, Method::POST, p).await,
            Err(Code::NotPermitted)
        );
    }
    assert_eq!(
        b.apis.calls("github.permission"),
        2,
        "one call for each (user, resource, level)"
    );
    let mut merge = mapped(
        "github",
        "pulls.merge",
        "repo:acme/widgets",
        Effect::Write,
        "write",
    );
    merge.destructive = true;
    for _ in 0..3 {
        assert!(allowed(
            &ask(&b, "alice", &[], &merge, Method::PUT, p).await
        ));
    }
    assert_eq!(
        b.apis.calls("github.permission"),
        5,
        "destructive actions never use the cache"
    );
    // A role taken away is seen at once by a destructive action.
    b.apis.update(|f| {
        f.github_repos
            .get_mut("acme/widgets")
            .unwrap()
            .remove("alice");
    });
    assert_eq!(
        ask(&b, "alice", &[], &merge, Method::PUT, p).await,
        Err(Code::NotPermitted)
    );
    let (_, c) = b.checks.checkers().find(|(n, _)| *n == "github").unwrap();
    assert_eq!(c.answers().hits(), 4);
}

#[tokio::test]
async fn fifty_concurrent_identical_asks_make_one_call() {
    let b = Arc::new(bench().await);
    b.apis
        .set_fault(Some(Fault::Slow(Duration::from_millis(200))));
    let mut tasks = Vec::new();
    for _ in 0..50 {
        let b = b.clone();
        tasks.push(tokio::spawn(async move {
            let read = mapped(
                "github",
                "repos.get",
                "repo:acme/widgets",
                Effect::Read,
                "read",
            );
            let a = Ask {
                user: "alice",
                groups: &[],
                mapped: &read,
                method: &Method::GET,
                path: "/repos/acme/widgets",
                query: None,
            };
            b.checks.check(&a).await.unwrap().unwrap().source
        }));
    }
    let mut calls = 0;
    for t in tasks {
        calls += usize::from(t.await.unwrap() == Source::Backend);
    }
    assert_eq!(calls, 1);
    assert_eq!(b.apis.calls("github.permission"), 1);
}

#[tokio::test]
async fn ids_resolve_to_the_names_their_system_gives() {
    let b = bench().await;
    let by_id = |service: &str, resource: &str| Mapped {
        spelling: Spelling::Id { of: String::new() },
        ..mapped(service, "x", resource, Effect::Read, "read")
    };
    let r = b
        .checks
        .resolve(&by_id("github", "repo_id:4242"), "repo")
        .await
        .unwrap();
    assert_eq!(r.as_deref(), Some("repo:Acme/Widgets"));
    let r = b
        .checks
        .resolve(&by_id("gitlab", "project:61000042"), "project")
        .await
        .unwrap();
    assert_eq!(r.as_deref(), Some("project:acme/widgets"));
    let r = b
        .checks
        .resolve(&by_id("jira", "issue:10010"), "issue")
        .await
        .unwrap();
    assert_eq!(r.as_deref(), Some("issue:ACME-1"));
    // Resolutions are cached like answers.
    b.checks
        .resolve(&by_id("github", "repo_id:4242"), "repo")
        .await
        .unwrap();
    assert_eq!(b.apis.calls("github.repository"), 1);
    // An id the system does not know is check_unavailable, never a pass.
    let e = b
        .checks
        .resolve(&by_id("github", "repo_id:999"), "repo")
        .await
        .unwrap_err();
    assert_eq!(e.code, Code::CheckUnavailable);
}

#[tokio::test]
async fn gitlab_reads_the_members_access_level_inherited_included() {
    let b = bench().await;
    let merge = mapped(
        "gitlab",
        "merge_requests.merge",
        "project:acme/widgets",
        Effect::Write,
        "developer",
    );
    let p = "/api/v4/projects/acme%2Fwidgets/merge_requests/1/merge";
    assert_eq!(
        answers(&b, &["alice", "bob", "mallory"], &merge, Method::PUT, p).await,
        ["allow", "not_permitted", "check_unavailable"],
        "mallory: no such GitLab user"
    );
    assert_eq!(b.apis.calls("gitlab.members"), 2);
    // The user id lookup is remembered.
    let read = mapped(
        "gitlab",
        "projects.get",
        "project:acme/widgets",
        Effect::Read,
        "reporter",
    );
    assert!(allowed(
        &ask(
            &b,
            "bob",
            &[],
            &read,
            Method::GET,
            "/api/v4/projects/acme%2Fwidgets"
        )
        .await
    ));
    assert_eq!(b.apis.calls("gitlab.users"), 3);
}

#[tokio::test]
async fn jira_checks_the_actions_permission_on_the_issue_for_the_account_found_by_email() {
    let b = bench().await;
    let comment = mapped(
        "jira",
        "comments.create",
        "issue:acme-1",
        Effect::Write,
        "user",
    );
    let p = "/rest/api/3/issue/ACME-1/comment";
    let users = ["alice@example.com", "bob@example.com", "nobody@example.com"];
    assert_eq!(
        answers(&b, &users, &comment, Method::POST, p).await,
        ["allow", "not_permitted", "check_unavailable"]
    );
    let read = mapped("jira", "issues.get", "issue:acme-1", Effect::Read, "user");
    assert!(allowed(
        &ask(
            &b,
            "bob@example.com",
            &[],
            &read,
            Method::GET,
            "/rest/api/3/issue/ACME-1"
        )
        .await
    ));
    let admin = mapped(
        "jira",
        "projects.delete",
        "project:acme",
        Effect::Write,
        "site_admin",
    );
    let project = "/rest/api/3/project/ACME";
    assert_eq!(
        answers(&b, &users[..2], &admin, Method::DELETE, project).await,
        ["allow", "not_permitted"]
    );
    assert_eq!(
        b.apis.calls("jira.issue"),
        1,
        "the issue's id is looked up once"
    );
    assert_eq!(b.apis.calls("jira.user_search"), 3);
}

#[tokio::test]
async fn slack_needs_channel_membership_across_pages_and_the_admins_list() {
    let b = bench().await;
    let post = mapped(
        "slack",
        "chat.postMessage",
        "channel:C1",
        Effect::Write,
        "member",
    );
    let p = "/api/chat.postMessage";
    assert!(
        allowed(&ask(&b, "alice@example.com", &[], &post, Method::POST, p).await),
        "found on the second page"
    );
    assert_eq!(b.apis.calls("slack.members"), 2);
    assert_eq!(
        answers(
            &b,
            &["bob@example.com", "nobody@example.com"],
            &post,
            Method::POST,
            p
        )
        .await,
        ["not_permitted", "check_unavailable"]
    );
    let gone = mapped(
        "slack",
        "chat.postMessage",
        "channel:C404",
        Effect::Write,
        "member",
    );
    assert_eq!(
        ask(&b, "alice@example.com", &[], &gone, Method::POST, p).await,
        Err(Code::CheckUnavailable)
    );
    let admin = mapped(
        "slack",
        "admin.users.remove",
        "user:U2",
        Effect::Write,
        "admin",
    );
    let users = ["root@example.com", "alice@example.com"];
    assert_eq!(
        answers(&b, &users, &admin, Method::POST, "/api/admin.users.remove").await,
        ["allow", "not_permitted"]
    );
}

#[tokio::test]
async fn kubernetes_asks_a_subject_access_review_with_the_users_groups() {
    let b = bench().await;
    let list = mapped(
        "kubernetes",
        "pods.list",
        "ns:default/pods",
        Effect::Read,
        "view",
    );
    let del = mapped(
        "kubernetes",
        "pods.delete",
        "ns:default/pods/web-1",
        Effect::Write,
        "edit",
    );
    let pods = "/api/v1/namespaces/default/pods";
    assert_eq!(
        answers(&b, &["alice", "bob"], &list, Method::GET, pods).await,
        ["allow", "not_permitted"]
    );
    let one = "/api/v1/namespaces/default/pods/web-1";
    assert_eq!(
        ask(&b, "alice", &[], &del, Method::DELETE, one).await,
        Err(Code::NotPermitted)
    );
    assert!(allowed(
        &ask(&b, "bob", &["ops".to_string()], &del, Method::DELETE, one).await
    ));
    assert_eq!(b.apis.calls("kubernetes.sar"), 4);
}

#[tokio::test]
async fn the_generic_backend_posts_the_requests_facts() {
    let b = bench().await;
    let get = mapped("example", "repos.get", "repo:acme/x", Effect::Read, "read");
    assert_eq!(
        answers(&b, &["alice", "bob"], &get, Method::GET, "/repos/acme/x").await,
        ["allow", "not_permitted"]
    );
    assert_eq!(b.apis.calls("http.check"), 2);
}

#[tokio::test]
async fn every_backend_down_slow_or_malformed_is_check_unavailable() {
    let b = bench().await;
    let cases = [
        (
            mapped(
                "github",
                "pulls.merge",
                "repo:acme/widgets",
                Effect::Write,
                "write",
            ),
            "alice",
        ),
        (
            mapped(
                "gitlab",
                "projects.get",
                "project:acme/widgets",
                Effect::Read,
                "reporter",
            ),
            "alice",
        ),
        (
            mapped("jira", "issues.get", "issue:acme-1", Effect::Read, "user"),
            "alice@example.com",
        ),
        (
            mapped(
                "slack",
                "chat.postMessage",
                "channel:C1",
                Effect::Write,
                "member",
            ),
            "alice@example.com",
        ),
        (
            mapped(
                "kubernetes",
                "pods.list",
                "ns:default/pods",
                Effect::Read,
                "view",
            ),
            "alice",
        ),
        (
            mapped("example", "repos.get", "repo:acme/x", Effect::Read, "read"),
            "alice",
        ),
    ];
    for fault in [
        Fault::Down,
        Fault::Slow(Duration::from_secs(3)),
        Fault::Malformed,
    ] {
        b.apis.set_fault(Some(fault));
        for (m, user) in &cases {
            let mut m = m.clone();
            m.destructive = true; // never an answer from the cache
            let got = ask(
                &b,
                user,
                &[],
                &m,
                Method::GET,
                "/api/v1/namespaces/default/pods",
            )
            .await;
            assert_eq!(got, Err(Code::CheckUnavailable), "{fault:?} {}", m.service);
        }
    }
    b.apis.set_fault(None);
}
