//! The live checks' pure parts: Kubernetes attributes, the cache, levels, Jira's
//! permissions, and the config's errors. The backends are tested against fake APIs over
//! real TLS in `tests/checks_backends.rs`, and through the proxy in `tests/e2e_checks.rs`.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use http::Method;

use super::*;
use crate::routes::{Effect, Spelling};

fn attrs(method: &str, path: &str, query: Option<&str>) -> String {
    Attributes::of(&Method::from_bytes(method.as_bytes()).unwrap(), path, query).key()
}

#[test]
fn kubernetes_attributes_are_read_as_the_api_server_reads_them() {
    let cases = [
        (
            "GET",
            "/api/v1/namespaces/default/pods",
            None,
            "list /v1/pods /default ",
        ),
        (
            "GET",
            "/api/v1/namespaces/default/pods",
            Some("watch=true"),
            "watch /v1/pods /default ",
        ),
        (
            "GET",
            "/api/v1/namespaces/default/pods",
            Some("watch=1&limit=5"),
            "watch /v1/pods /default ",
        ),
        // The server reads the first `watch` only, by Go's ParseBool; a named GET is a get.
        (
            "GET",
            "/api/v1/namespaces/default/pods",
            Some("watch=false&watch=true"),
            "list /v1/pods /default ",
        ),
        (
            "GET",
            "/api/v1/namespaces/default/pods",
            Some("watch=yes"),
            "list /v1/pods /default ",
        ),
        (
            "GET",
            "/api/v1/namespaces/default/pods/web-1",
            Some("watch=true"),
            "get /v1/pods /default web-1",
        ),
        (
            "GET",
            "/api/v1/namespaces/default/pods/web-1",
            None,
            "get /v1/pods /default web-1",
        ),
        (
            "POST",
            "/api/v1/namespaces/default/pods/web-1/exec",
            Some("command=sh"),
            "create /v1/pods exec/default web-1",
        ),
        (
            "DELETE",
            "/api/v1/namespaces/default/pods",
            None,
            "deletecollection /v1/pods /default ",
        ),
        (
            "DELETE",
            "/apis/apps/v1/namespaces/prod/deployments/api",
            None,
            "delete apps/v1/deployments /prod api",
        ),
        (
            "PATCH",
            "/apis/apps/v1/namespaces/prod/deployments/api/scale",
            None,
            "patch apps/v1/deployments scale/prod api",
        ),
        ("GET", "/api/v1/nodes", None, "list /v1/nodes / "),
        (
            "GET",
            "/api/v1/namespaces/kube-system",
            None,
            "get /v1/namespaces /kube-system kube-system",
        ),
        ("GET", "/api/v1/namespaces", None, "list /v1/namespaces / "),
        ("GET", "/healthz", None, "get /healthz"),
        ("GET", "/apis", None, "get /apis"),
        ("GET", "/api/v1", None, "get /api/v1"),
    ];
    for (m, p, q, want) in cases {
        assert_eq!(attrs(m, p, q), want, "{m} {p} {q:?}");
    }
}

#[tokio::test]
async fn concurrent_identical_asks_share_one_call() {
    let cache: Arc<Cache<String, u32, String>> = Arc::new(Cache::new(100));
    let calls = Arc::new(AtomicUsize::new(0));
    let mut tasks = Vec::new();
    for _ in 0..50 {
        let (cache, calls) = (cache.clone(), calls.clone());
        tasks.push(tokio::spawn(async move {
            let key = "k".to_string();
            cache
                .get(&key, false, || async {
                    calls.fetch_add(1, Ordering::SeqCst);
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    (Ok(7), Duration::from_secs(60))
                })
                .await
        }));
    }
    let mut backend = 0;
    for t in tasks {
        let (v, source) = t.await.unwrap();
        assert_eq!(v, Ok(7));
        backend += usize::from(source == Source::Backend);
    }
    assert_eq!(calls.load(Ordering::SeqCst), 1);
    assert_eq!(backend, 1);
    assert_eq!((cache.hits(), cache.misses()), (49, 1));
}

#[tokio::test]
async fn answers_are_kept_for_their_time_failures_not_at_all_and_fresh_asks_skip_the_cache() {
    let cache: Cache<&str, u32, String> = Cache::new(100);
    let calls = AtomicUsize::new(0);
    let fetch = |keep: Duration, value: Result<u32, String>| {
        calls.fetch_add(1, Ordering::SeqCst);
        async move { (value, keep) }
    };
    let kept = Duration::from_secs(60);
    assert_eq!(
        cache.get(&"a", false, || fetch(kept, Ok(1))).await.1,
        Source::Backend
    );
    assert_eq!(
        cache.get(&"a", false, || fetch(kept, Ok(2))).await,
        (Ok(1), Source::Cache)
    );
    // A fresh ask calls, and leaves the kept answer alone.
    assert_eq!(
        cache.get(&"a", true, || fetch(kept, Ok(3))).await,
        (Ok(3), Source::Backend)
    );
    assert_eq!(cache.get(&"a", false, || fetch(kept, Ok(4))).await.0, Ok(1));
    // A failure is not kept: the next ask calls again.
    let failed = cache
        .get(&"b", false, || fetch(kept, Err("down".into())))
        .await;
    assert_eq!(failed, (Err("down".into()), Source::Backend));
    assert_eq!(
        cache.get(&"b", false, || fetch(kept, Ok(5))).await,
        (Ok(5), Source::Backend)
    );
    // An answer whose time is up is asked again.
    let _ = cache
        .get(&"c", false, || fetch(Duration::from_millis(1), Ok(6)))
        .await;
    tokio::time::sleep(Duration::from_millis(5)).await;
    assert_eq!(
        cache.get(&"c", false, || fetch(kept, Ok(7))).await,
        (Ok(7), Source::Backend)
    );
    assert_eq!(calls.load(Ordering::SeqCst), 6);
}

#[tokio::test]
async fn the_cache_holds_at_most_its_size() {
    let cache: Cache<u32, u32, String> = Cache::new(3);
    for k in 0..20 {
        let _ = cache
            .get(
                &k,
                false,
                || async move { (Ok(k), Duration::from_secs(60)) },
            )
            .await;
        assert!(cache.len() <= 3, "{} answers held", cache.len());
    }
}

fn tables(check: &str, levels: &[&str]) -> BTreeMap<String, TableFacts> {
    let facts = TableFacts {
        check: Some(check.into()),
        levels: levels.iter().map(|s| s.to_string()).collect(),
    };
    BTreeMap::from([("svc".to_string(), facts)])
}

fn compile(yaml: &str, tables: &BTreeMap<String, TableFacts>) -> Result<Checks, SectionError> {
    let f: CheckFile = serde_yaml::from_str(yaml).unwrap();
    let ctx = ChecksCtx {
        base_dir: Path::new("."),
        tables,
        secrets: true,
    };
    let name = "svc".to_string();
    Checks::compile([(&name, &f)], &ctx)
}

#[test]
fn a_check_block_that_cannot_work_is_an_error_at_its_key() {
    let gh = tables("github", &["read", "triage", "write", "maintain", "admin"]);
    let cases = [
        (
            "kind: gitlab\nbase_url: https://g.example",
            "services.svc.check.kind",
        ),
        ("kind: http", "services.svc.check.url"),
        ("kind: github\nlookup: email", "services.svc.check.lookup"),
        ("kind: github\nadmins: [a]", "services.svc.check.admins"),
        (
            "kind: github\nbase_url: ftp://x",
            "services.svc.check.base_url",
        ),
        (
            "kind: github\nbase_url: http://x.example\ntoken: env:PATH",
            "services.svc.check.base_url",
        ),
        (
            "kind: github\ntoken: env:WIREPASS_TEST_UNSET_CHECK_TOKEN",
            "services.svc.check.token",
        ),
        ("kind: github\ntimeout: soon", "services.svc.check.timeout"),
        (
            "kind: github\ncache_size: 0",
            "services.svc.check.cache_size",
        ),
    ];
    for (yaml, at) in cases {
        let e = compile(yaml, &gh).unwrap_err().under("services");
        assert_eq!(e.path.to_string(), at, "{yaml}: {e:?}");
    }
    assert!(compile("kind: github", &gh).is_ok());
    assert!(compile("kind: http\nurl: https://authz.example/check", &gh).is_ok());
    let none = BTreeMap::new();
    assert!(
        compile("kind: github", &none).is_err(),
        "a check needs a route table"
    );
}

#[test]
fn the_token_never_shows_in_debug() {
    std::env::set_var(
        "WIREPASS_TEST_CHECK_TOKEN_T1",
        "ghp_checktokenvalue_never_printed",
    );
    let gh = tables("github", &["read", "write"]);
    let c = compile("kind: github\ntoken: env:WIREPASS_TEST_CHECK_TOKEN_T1", &gh).unwrap();
    let shown = format!("{c:?}");
    assert!(!shown.contains("checktokenvalue"), "{shown}");
    assert!(shown.contains("<redacted>"), "{shown}");
}

fn mapped(action: &str, resource: &str, effect: Effect, level: &str) -> Mapped {
    Mapped {
        service: "svc".into(),
        action: action.into(),
        resource: resource.into(),
        effect,
        destructive: false,
        level: Some(level.into()),
        spelling: Spelling::AsSent,
    }
}

#[test]
fn levels_compare_on_the_tables_scale_and_jira_actions_name_their_permission() {
    let gh = tables("github", &["read", "triage", "write", "maintain", "admin"]);
    let checks = compile("kind: github", &gh).unwrap();
    let (_, c) = checks.checkers().next().unwrap();
    assert!(c.at_least("maintain", "write"));
    assert!(!c.at_least("triage", "write"));
    assert!(
        !c.at_least("custom-role", "read"),
        "an unknown level is never enough"
    );

    let jira = tables("jira", &["user", "project_admin", "site_admin"]);
    let checks = compile(
        "kind: jira\nbase_url: https://acme.atlassian.net\npermissions: {issues.notify: EDIT_ISSUES}",
        &jira,
    )
    .unwrap();
    let (_, c) = checks.checkers().next().unwrap();
    let cases = [
        ("issues.get", Effect::Read, "user", "BROWSE_PROJECTS"),
        ("comments.create", Effect::Write, "user", "ADD_COMMENTS"),
        ("transitions.do", Effect::Write, "user", "TRANSITION_ISSUES"),
        ("issues.delete", Effect::Write, "user", "DELETE_ISSUES"),
        ("issues.update", Effect::Write, "user", "EDIT_ISSUES"),
        ("projects.delete", Effect::Write, "site_admin", "ADMINISTER"),
        (
            "projects.update",
            Effect::Write,
            "project_admin",
            "ADMINISTER_PROJECTS",
        ),
        // `permissions:` overrides the action's own.
        ("issues.notify", Effect::Write, "user", "EDIT_ISSUES"),
    ];
    for (action, effect, level, want) in cases {
        let m = mapped(action, "issue:acme-1", effect, level);
        assert_eq!(jira::need(c, &m), want, "{action}");
    }
}

#[tokio::test]
async fn without_a_way_out_a_check_is_unavailable_never_a_pass() {
    let gh = tables("github", &["read", "triage", "write", "maintain", "admin"]);
    let checks = compile("kind: github", &gh).unwrap();
    let m = mapped("pulls.create", "repo:acme/x", Effect::Write, "write");
    let ask = Ask {
        user: "alice",
        groups: &[],
        mapped: &m,
        method: &Method::POST,
        path: "/repos/acme/x/pulls",
        query: None,
    };
    let r = checks.check(&ask).await.unwrap_err();
    assert_eq!(r.code, Code::CheckUnavailable);
    assert_eq!(r.retry_after, Some(RETRY_AFTER));
    assert!(r.reason.contains("services.svc.check"), "{}", r.reason);
}

/// A backend's reason cut short keeps no part of the word the cut falls in (round five: a
/// token a backend quoted across the cut would have lost its match and been written down).
#[test]
fn a_backend_reason_cut_short_drops_the_word_it_cuts() {
    let token = "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";
    let reason = format!("{} denied for {token} today", "word ".repeat(38));
    let shown = super::words(&reason);
    assert!(!shown.contains("ghp_"), "{shown}");
    assert!(shown.ends_with('…'), "{shown}");
    assert_eq!(super::words("  no\naccess  "), "no access");
}
