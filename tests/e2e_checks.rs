//! Issue 15, live checks through the real proxy: the owning system is asked, per request,
//! what the session user may do right now, against fake GitHub and Kubernetes APIs
//! (`wirepass::origin::apis`) at their documented paths.
//!
//! - A Python `requests` client acting for two users with different GitHub roles on the
//!   same repository gets different answers, though the grants allow both; reads are
//!   cached, a destructive merge asks afresh; an id-addressed repository is resolved to its
//!   name before the grants, so a deny by name stops the id.
//! - The backend down: 503 `check_unavailable` with `Retry-After`, and nothing forwarded.
//! - `kubectl` through the proxy (its kubeconfig's `proxy-url`, the user in the proxy
//!   credentials), decided by SubjectAccessReviews.

mod support;

use std::collections::BTreeMap;
use std::sync::Arc;

use serde_json::json;
use support::cmd::{self, parse_curl};
use support::{assert_refusal, Setup, SetupOptions};
use wirepass::origin::apis::{Apis, Fault, Fixtures};

const GITHUB: &str = r#"session: {mode: trust}
services:
  github:
    check: {kind: github, timeout: 2s}
grants:
  - who: ["*"]
    allow: ["github:*"]
  - who: ["*"]
    deny: ["github:*"]
    on: ["repo:acme/secret"]
"#;

fn github_fixtures() -> Fixtures {
    let s = |x: &str| x.to_string();
    let mut f = Fixtures {
        github_users: ["alice", "bob", "carol"].map(s).into(),
        ..Fixtures::default()
    };
    f.github_repos.insert(
        s("acme/widgets"),
        [(s("alice"), s("maintain")), (s("bob"), s("read"))].into(),
    );
    f.github_repos
        .insert(s("acme/secret"), [(s("alice"), s("admin"))].into());
    f.github_repo_ids.insert(4242, s("acme/widgets"));
    f.github_repo_ids.insert(4343, s("Acme/Secret"));
    f
}

async fn github_setup() -> (Setup, Arc<Apis>) {
    github_setup_with(GITHUB.into()).await
}

/// [`github_setup`] with `yaml` for the configuration.
async fn github_setup_with(yaml: String) -> (Setup, Arc<Apis>) {
    let apis = Arc::new(Apis::new(github_fixtures()));
    let setup = Setup::start(SetupOptions {
        extra_yaml: yaml,
        apis: Some(apis.clone()),
        ..SetupOptions::default()
    })
    .await;
    (setup, apis)
}

/// The proxy's requests that reached the origin (the checks' own calls left out).
fn forwarded(setup: &Setup) -> Vec<String> {
    setup
        .origin
        .requests()
        .into_iter()
        .filter(|r| !r.from_checks())
        .map(|r| format!("{} {}", r.method, r.path_and_query))
        .collect()
}

#[tokio::test]
async fn two_users_with_different_roles_get_different_answers() {
    let (setup, apis) = github_setup().await;
    let gh = "https://api.github.com";
    let call = |name: &str, user: &str, method: &str, path: &str| json!({"name": name, "user": user, "method": method, "url": format!("{gh}{path}")});
    let calls = vec![
        call(
            "alice merges",
            "alice",
            "PUT",
            "/repos/acme/widgets/pulls/1/merge",
        ),
        call(
            "bob merges",
            "bob",
            "PUT",
            "/repos/Acme/Widgets/pulls/1/merge",
        ),
        call("bob reads", "bob", "GET", "/repos/acme/widgets"),
        call("bob reads again", "bob", "GET", "/repos/acme/widgets"),
        call("alice reads by id", "alice", "GET", "/repositories/4242"),
        call(
            "alice reads the denied repo by id",
            "alice",
            "GET",
            "/repositories/4343",
        ),
        call("carol reads", "carol", "GET", "/repos/acme/widgets"),
    ];
    let got = cmd::requests_calls(&setup.proxy.env_vars().await, &calls).await;
    let want = [
        ("alice merges", 200, "-"),
        ("bob merges", 403, "not_permitted"),
        ("bob reads", 200, "-"),
        ("bob reads again", 200, "-"),
        ("alice reads by id", 200, "-"),
        ("alice reads the denied repo by id", 403, "not_permitted"),
        ("carol reads", 403, "not_permitted"),
    ];
    for (name, status, code) in want {
        let (s, c, reason) = &got[name];
        assert_eq!((*s, c.as_str()), (status, code), "{name}: {reason}");
    }
    let bob = &got["bob merges"].2;
    assert!(
        bob.contains("GitHub says bob") && bob.contains("`read`"),
        "{bob}"
    );
    let by_id = &got["alice reads the denied repo by id"].2;
    assert!(
        by_id.contains("repo:acme/secret"),
        "the id was judged by its name: {by_id}"
    );
    // What reached the origin: exactly the allowed requests.
    assert_eq!(
        forwarded(&setup),
        [
            "PUT /repos/acme/widgets/pulls/1/merge",
            "GET /repos/acme/widgets",
            "GET /repos/acme/widgets",
            "GET /repositories/4242",
        ]
    );
    // Calls to GitHub: two merges (destructive: each asks), bob's read once (cached), alice's
    // read of 4242 once, carol once; two resolutions (the second id judged by the grants),
    // and the forwarded read of 4242, which the same fake answers.
    assert_eq!(apis.calls("github.permission"), 5);
    assert_eq!(apis.calls("github.repository"), 3);
}

#[tokio::test]
async fn a_backend_that_is_down_refuses_and_forwards_nothing() {
    let (setup, apis) = github_setup().await;
    apis.set_fault(Some(Fault::Down));
    let out = setup
        .curl(
            &["-H", "x-wirepass-user: alice"],
            "https://api.github.com/repos/acme/widgets",
        )
        .await;
    let (status, headers, body) = parse_curl(&out.stdout);
    assert_refusal(status, &headers, &body, (503, "check_unavailable"));
    let retry = headers
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case("retry-after"));
    assert_eq!(retry.map(|(_, v)| v.as_str()), Some("2"), "{headers:?}");
    assert!(
        body.contains("GitHub") && body.contains("services.github.check"),
        "{body}"
    );
    assert!(forwarded(&setup).is_empty());
    // The check's answer comes back when GitHub does.
    apis.set_fault(None);
    let out = setup
        .curl(
            &["-H", "x-wirepass-user: alice"],
            "https://api.github.com/repos/acme/widgets",
        )
        .await;
    assert_eq!(parse_curl(&out.stdout).0, 200, "{out:#?}");
}

const KUBERNETES: &str = r#"session: {mode: trust}
services:
  kubernetes:
    hosts: [k8s.test]
    check: {kind: kubernetes, base_url: "https://k8s.test", timeout: 2s}
grants:
  - who: ["*"]
    allow: ["kubernetes:*"]
"#;

#[tokio::test]
async fn kubectl_is_decided_by_subject_access_reviews() {
    if std::process::Command::new("kubectl")
        .arg("version")
        .arg("--client")
        .output()
        .is_err()
    {
        eprintln!("SKIPPED: kubectl is not installed");
        return;
    }
    let s = |x: &str| x.to_string();
    let f = Fixtures {
        kube_allow: vec![
            (s("alice"), s("get"), s(""), s("")),
            (s("alice"), s("list"), s("pods"), s("default")),
            (s("alice"), s("get"), s("pods"), s("default")),
        ],
        ..Fixtures::default()
    };
    let apis = Arc::new(Apis::new(f));
    let setup = Setup::start(SetupOptions {
        extra_yaml: KUBERNETES.into(),
        intercept: vec!["k8s.test".into()],
        apis: Some(apis.clone()),
        ..SetupOptions::default()
    })
    .await;
    let kubeconfig = setup.dir.path().join("kubeconfig");
    let yaml = format!(
        "apiVersion: v1\nkind: Config\nclusters:\n- name: test\n  cluster:\n    server: https://k8s.test\n    certificate-authority: {ca}\n    proxy-url: http://alice:x@{proxy}\ncontexts:\n- name: test\n  context: {{cluster: test, user: agent}}\ncurrent-context: test\nusers:\n- name: agent\n  user: {{token: not-a-real-token}}\n",
        ca = setup.proxy.ca_pem().display(),
        proxy = setup.proxy.addr(),
    );
    std::fs::write(&kubeconfig, yaml).unwrap();
    let env: BTreeMap<String, String> = [
        ("KUBECONFIG".to_string(), kubeconfig.display().to_string()),
        ("HOME".to_string(), setup.dir.path().display().to_string()),
    ]
    .into();
    let get = cmd::run(
        "kubectl",
        &["get", "pods", "-n", "default", "-o", "name"],
        &env,
    )
    .await;
    get.assert_ok("kubectl get pods");
    assert!(get.stdout.contains("pod/web-1"), "{get:#?}");
    let del = cmd::run(
        "kubectl",
        &["delete", "pod", "web-1", "-n", "default"],
        &env,
    )
    .await;
    assert_ne!(del.code, Some(0), "{del:#?}");
    assert!(
        del.stderr.contains("403") || del.stderr.contains("Forbidden"),
        "{del:#?}"
    );
    let deletes = setup
        .origin
        .requests()
        .into_iter()
        .filter(|r| r.method == "DELETE")
        .count();
    assert_eq!(deletes, 0, "the delete never reached the API server");
    assert!(
        apis.calls("kubernetes.sar") >= 2,
        "every decision asked a review"
    );
}

/// The check's own token: sent to its backend, never forwarded, never written down, and
/// refused as a leak when the agent sends it anywhere.
#[tokio::test]
async fn the_checks_token_goes_to_its_backend_only() {
    const TOKEN: &str = "chk-3f9a1c2e7b5d4a6f8e0c19d2";
    std::env::set_var("WIREPASS_E2E_CHECK_TOKEN", TOKEN);
    let apis = Arc::new(Apis::new(github_fixtures()));
    let setup = Setup::start(SetupOptions {
        extra_yaml: GITHUB.replace(
            "check: {kind: github, timeout: 2s}",
            "check: {kind: github, timeout: 2s, token: env:WIREPASS_E2E_CHECK_TOKEN}",
        ),
        apis: Some(apis.clone()),
        ..SetupOptions::default()
    })
    .await;
    let url = "https://api.github.com/repos/acme/widgets";
    let out = setup.curl(&["-H", "x-wirepass-user: alice"], url).await;
    assert_eq!(parse_curl(&out.stdout).0, 200, "{out:#?}");
    let leak = format!("x-note: {TOKEN}");
    let out = setup
        .curl(&["-H", "x-wirepass-user: alice", "-H", &leak], url)
        .await;
    let (status, headers, body) = parse_curl(&out.stdout);
    assert_refusal(status, &headers, &body, (403, "credential_leak"));
    assert!(!body.contains(TOKEN), "{body}");
    let requests = setup.origin.requests();
    let (checks, forwarded): (Vec<_>, Vec<_>) = requests.iter().partition(|r| r.from_checks());
    assert_eq!(checks.len(), 1, "one check, then the cache");
    let bearer = format!("Bearer {TOKEN}");
    assert_eq!(checks[0].header("authorization"), Some(bearer.as_str()));
    assert_eq!(forwarded.len(), 1, "the leaking request never left");
    assert!(forwarded[0].headers.iter().all(|(_, v)| !v.contains(TOKEN)));
    assert!(!setup.proxy.stderr().contains(TOKEN));
}

/// `wirepass check --live` asks the owning system as the proxy would; without `--live` the
/// live layer is skipped and the answer says so.
#[tokio::test]
async fn check_live_asks_the_owning_system() {
    let apis = Arc::new(Apis::new(github_fixtures()));
    let dir = tempfile::tempdir().unwrap();
    let origin = wirepass::origin::Origin::start(wirepass::origin::OriginOptions {
        ca_dir: dir.path().to_path_buf(),
        apis: Some(apis.clone()),
        ..Default::default()
    })
    .await
    .unwrap();
    let config = dir.path().join("wirepass.yaml");
    let yaml = format!(
        "version: 1\nupstream_ca: [\"{}\"]\negress: {{allow: [\"127.0.0.1/32\"]}}\n{}",
        origin.ca_pem_path().display(),
        GITHUB.replace(
            "check: {kind: github, timeout: 2s}",
            &format!(
                "check: {{kind: github, base_url: \"https://127.0.0.1:{}\"}}",
                origin.port()
            ),
        )
    );
    std::fs::write(&config, yaml).unwrap();
    let merge = "https://api.github.com/repos/acme/widgets/pulls/1/merge";
    let check = |user: &'static str, live: bool| {
        let config = config.clone();
        async move {
            let mut args = vec![
                "check",
                "--config",
                config.to_str().unwrap(),
                "--user",
                user,
            ];
            if live {
                args.push("--live");
            }
            args.extend(["PUT", merge]);
            cmd::run(support::proxy::BIN, &args, &BTreeMap::new()).await
        }
    };
    let alice = check("alice", true).await;
    assert_eq!(alice.code, Some(0), "{alice:#?}");
    assert!(
        alice
            .stdout
            .contains("live check: pulls.merge: allowed: role maintain"),
        "{alice:#?}"
    );
    let bob = check("bob", true).await;
    assert_eq!(bob.code, Some(1), "{bob:#?}");
    assert!(
        bob.stdout.contains("GitHub says bob may not pulls.merge"),
        "{bob:#?}"
    );
    let offline = check("bob", false).await;
    assert_eq!(offline.code, Some(0), "{offline:#?}");
    assert!(
        offline.stdout.contains("live check: skipped"),
        "{offline:#?}"
    );
    assert_eq!(
        apis.calls("github.permission"),
        2,
        "the offline answer asked nothing"
    );
}

/// In report mode the system's "no" is reported (`would_refuse`) and the request goes; a
/// check that cannot be made is refused in every mode. After SIGHUP the re-read
/// configuration's checks still reach their backend.
#[tokio::test]
async fn report_mode_reports_a_no_but_never_an_unavailable_check_and_a_reload_keeps_the_way_out() {
    let apis = Arc::new(Apis::new(github_fixtures()));
    let setup = Setup::start(SetupOptions {
        extra_yaml: format!("mode: report\n{GITHUB}"),
        apis: Some(apis.clone()),
        ..SetupOptions::default()
    })
    .await;
    let merge = "https://api.github.com/repos/acme/widgets/pulls/1/merge";
    let out = setup
        .curl(&["-X", "PUT", "-H", "x-wirepass-user: bob"], merge)
        .await;
    assert_eq!(parse_curl(&out.stdout).0, 200, "{out:#?}");
    setup
        .proxy
        .log_line(|l| l.contains("would_refuse") && l.contains("not_permitted"))
        .await;
    apis.set_fault(Some(Fault::Down));
    let out = setup
        .curl(&["-X", "PUT", "-H", "x-wirepass-user: bob"], merge)
        .await;
    let (status, headers, body) = parse_curl(&out.stdout);
    assert_refusal(status, &headers, &body, (503, "check_unavailable"));
    apis.set_fault(None);

    let before = apis.calls("github.permission");
    setup.proxy.hangup().await;
    setup.proxy.log_line(|l| l.contains("reloaded")).await;
    let out = setup
        .curl(&["-X", "PUT", "-H", "x-wirepass-user: alice"], merge)
        .await;
    assert_eq!(parse_curl(&out.stdout).0, 200, "{out:#?}");
    assert_eq!(
        apis.calls("github.permission"),
        before + 1,
        "the new configuration asked GitHub"
    );
    let forwarded: Vec<String> = forwarded(&setup);
    assert_eq!(
        forwarded.len(),
        2,
        "bob's reported merge and alice's: {forwarded:?}"
    );
}

/// Fifty identical requests at once through the proxy make one call to GitHub.
#[tokio::test]
async fn fifty_concurrent_identical_requests_make_one_backend_call() {
    // GitHub answers slowly, so the first check is still in flight while the other 49
    // requests arrive; the check's own deadline is far past that answer, for fifty
    // curls at once on a loaded 2-core host took it past a 2 s deadline (a 503).
    let (setup, apis) = github_setup_with(GITHUB.replace("timeout: 2s", "timeout: 30s")).await;
    apis.set_fault(Some(Fault::Slow(std::time::Duration::from_millis(1500))));
    let setup = Arc::new(setup);
    let tasks: Vec<_> = (0..50)
        .map(|_| {
            let setup = setup.clone();
            tokio::spawn(async move {
                let url = "https://api.github.com/repos/acme/widgets";
                let out = setup.curl(&["-H", "x-wirepass-user: bob"], url).await;
                parse_curl(&out.stdout).0
            })
        })
        .collect();
    for t in tasks {
        assert_eq!(t.await.unwrap(), 200);
    }
    apis.set_fault(None);
    assert_eq!(apis.calls("github.permission"), 1);
    assert_eq!(forwarded(&setup).len(), 50);
}
