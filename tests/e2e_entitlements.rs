//! Issue 14, record → entitlements → enforce, with a real client: a Python `requests`
//! script makes GitHub- and Slack-shaped calls for two users through the real proxy.
//!
//! - `run --record FILE`: a dry run. What grants would refuse is forwarded (`would_refuse`),
//!   a leak is still refused (and its value is in no file), and the file written on the
//!   way and at SIGTERM lists exactly what each user did, plus the unmapped write.
//! - `entitlements validate` and `diff` read it; a person widens one entry by hand.
//! - `run --entitlements FILE`: the same calls pass (unless the grants, the other layer,
//!   refuse them), a new action, a new resource and another user are refused
//!   `not_in_entitlements` naming the missing line, the widened glob allows, and SIGHUP
//!   reads the file again.

mod support;

use std::collections::BTreeMap;
use std::path::Path;

use serde_json::{json, Value};
use support::cmd;
use support::{Setup, SetupOptions, Wirepass};
use wirepass::entitlements::file;
use wirepass::scan::fake::{expand, Mode, Rng};
use wirepass::scan::Scanner;

const CONFIG: &str = r#"session: {mode: trust}
grants:
  - who: ["*"]
    allow: ["github:*", "slack:*"]
  - who: ["*"]
    deny: ["github:repos.delete"]
"#;

const ALICE: &str = "alice@example.com";
const BOB: &str = "bob@example.com";
const GH: &str = "https://api.github.com";
const SLACK: &str = "https://slack.com/api";

fn call(name: &str, user: &str, method: &str, url: String, body: Option<Value>) -> Value {
    let mut c = json!({"name": name, "user": user, "method": method, "url": url});
    if let Some(b) = body {
        c["json"] = b;
    }
    c
}

/// The dry run's calls: a dozen for two users, one of them a leak.
fn calls(token: &str) -> Vec<Value> {
    let post = |channel: &str, text: &str| Some(json!({"channel": channel, "text": text}));
    vec![
        call(
            "a-pulls",
            ALICE,
            "GET",
            format!("{GH}/repos/acme/widgets/pulls"),
            None,
        ),
        call(
            "a-pull-1",
            ALICE,
            "GET",
            format!("{GH}/repos/acme/widgets/pulls/1"),
            None,
        ),
        // The repo kind folds case: the same resource as the call above.
        call(
            "a-pull-2",
            ALICE,
            "GET",
            format!("{GH}/repos/Acme/Widgets/pulls/2"),
            None,
        ),
        call(
            "a-issue",
            ALICE,
            "POST",
            format!("{GH}/repos/acme/widgets/issues"),
            Some(json!({"title": "flaky test"})),
        ),
        call(
            "a-post",
            ALICE,
            "POST",
            format!("{SLACK}/chat.postMessage"),
            post("C0123ABCD", "build is green"),
        ),
        call(
            "a-history",
            ALICE,
            "GET",
            format!("{SLACK}/conversations.history?channel=C0123ABCD"),
            None,
        ),
        // No route maps it: forwarded in the dry run, listed under `unmapped:`.
        call(
            "a-unmapped",
            ALICE,
            "POST",
            format!("{GH}/repos/acme/widgets/frobnicate/42"),
            Some(json!({})),
        ),
        // The grants deny it: forwarded in the dry run as would_refuse, and recorded.
        call(
            "a-delete",
            ALICE,
            "DELETE",
            format!("{GH}/repos/acme/scratch"),
            None,
        ),
        call(
            "b-repo",
            BOB,
            "GET",
            format!("{GH}/repos/acme/gadgets"),
            None,
        ),
        call(
            "b-issues",
            BOB,
            "GET",
            format!("{GH}/repos/acme/gadgets/issues"),
            None,
        ),
        call(
            "b-post",
            BOB,
            "POST",
            format!("{SLACK}/chat.postMessage"),
            post("C0999ZZZZ", "deploy done"),
        ),
        call(
            "b-repo-again",
            BOB,
            "GET",
            format!("{GH}/repos/acme/gadgets"),
            None,
        ),
        // A GitHub token on its way to Slack: refused even in a dry run.
        call(
            "a-leak",
            ALICE,
            "POST",
            format!("{SLACK}/chat.postMessage"),
            post("C0123ABCD", &format!("here is the token {token}")),
        ),
    ]
}

/// A fake classic GitHub token with a valid checksum.
fn github_token() -> String {
    let s = Scanner::new(Vec::new()).unwrap();
    let rule = s.rules().iter().find(|r| r.id == "github-pat").unwrap();
    let tok = expand(&rule.fake, Mode::Real, &mut Rng::new("e2e_entitlements", 1));
    assert_eq!(s.scan(tok.as_bytes()).len(), 1, "the fake is a token");
    tok
}

/// Runs the `requests` client through `proxy`; returns each call's (status, code, reason).
async fn run_client(proxy: &Wirepass, calls: &[Value]) -> BTreeMap<String, (u16, String, String)> {
    cmd::requests_calls(&proxy.env_vars().await, calls).await
}

/// Asserts each named call got (status, code).
fn assert_answers(got: &BTreeMap<String, (u16, String, String)>, want: &[(&str, u16, &str)]) {
    for (name, status, code) in want {
        let (s, c, reason) = &got[*name];
        assert_eq!((*s, c.as_str()), (*status, *code), "{name}: {reason}");
    }
}

/// The file's entries as `LINE = COUNT` and its unmapped requests, in the file's order.
fn summary(path: &Path) -> (Vec<String>, Vec<String>) {
    let e = file::load(path).unwrap_or_else(|err| panic!("{err}"));
    let lines = e
        .lines()
        .map(|(l, s)| {
            let (first, last) = (s.first_seen.as_ref(), s.last_seen.as_ref());
            assert!(first.is_some() && first <= last, "{l}: {s:?}");
            format!("{l} = {}", s.count)
        })
        .collect();
    let unmapped = e
        .unmapped
        .iter()
        .map(|(k, s)| {
            format!(
                "{} {} {} {} = {}",
                k.service, k.method, k.host, k.path, s.count
            )
        })
        .collect();
    (lines, unmapped)
}

/// The JSON audit line of the request `method path` (waits for it).
async fn event(proxy: &Wirepass, method: &str, path: &str) -> Value {
    let (want_path, want_method) = (
        format!(r#""path":"{path}""#),
        format!(r#""method":"{method}""#),
    );
    let line = proxy
        .log_line(|l| {
            l.contains(r#""target":"wirepass::request""#)
                && l.contains(&want_path)
                && l.contains(&want_method)
        })
        .await;
    serde_json::from_str(&line).unwrap()
}

async fn wirepass_cli(args: &[&str]) -> cmd::CmdOutput {
    cmd::run(support::proxy::BIN, args, &BTreeMap::new()).await
}

#[tokio::test]
async fn record_a_dry_run_then_enforce_what_it_recorded() {
    let token = github_token();
    let options = SetupOptions {
        extra_yaml: CONFIG.into(),
        ..SetupOptions::default()
    };
    let work = tempfile::tempdir().unwrap();
    let recorded = work.path().join("entitlements.yaml");
    let mut setup = Setup::start(SetupOptions {
        run_args: vec![
            "--record".into(),
            recorded.display().to_string(),
            "--log-format".into(),
            "json".into(),
        ],
        ..options
    })
    .await;
    let calls = calls(&token);

    // 1. The dry run: everything goes but the leak.
    let got = run_client(&setup.proxy, &calls).await;
    let mut want: Vec<(&str, u16, &str)> = calls
        .iter()
        .map(|c| (c["name"].as_str().unwrap(), 200, "-"))
        .collect();
    want.retain(|(n, ..)| *n != "a-leak");
    want.push(("a-leak", 403, "credential_leak"));
    assert_answers(&got, &want);
    let seen = setup.origin.requests();
    assert_eq!(
        seen.len(),
        calls.len() - 1,
        "only the leak stays home: {seen:#?}"
    );
    let posts = seen
        .iter()
        .filter(|r| r.path_and_query == "/api/chat.postMessage")
        .count();
    assert_eq!(posts, 2, "alice's and bob's posts, not the leak: {seen:#?}");
    assert!(seen
        .iter()
        .any(|r| r.method == "DELETE" && r.path_and_query == "/repos/acme/scratch"));
    for (method, path, decision, code) in [
        (
            "DELETE",
            "/repos/acme/scratch",
            "would_refuse",
            "not_permitted",
        ),
        (
            "POST",
            "/repos/acme/widgets/frobnicate/42",
            "would_refuse",
            "unmapped_write",
        ),
        ("GET", "/repos/acme/gadgets", "allow", "-"),
    ] {
        let e = event(&setup.proxy, method, path).await;
        assert_eq!(e["decision"], decision, "{e}");
        assert_eq!(e["code"].as_str().unwrap_or_default(), code, "{e}");
    }

    let want_lines = [
        "alice@example.com → github → issues.create → repo:acme/widgets = 1",
        "alice@example.com → github → pulls.get → repo:acme/widgets = 2",
        "alice@example.com → github → pulls.list → repo:acme/widgets = 1",
        "alice@example.com → github → repos.delete → repo:acme/scratch = 1",
        "alice@example.com → slack → chat.postMessage → channel:C0123ABCD = 1",
        "alice@example.com → slack → conversations.history → channel:C0123ABCD = 1",
        "bob@example.com → github → issues.list_for_repo → repo:acme/gadgets = 1",
        "bob@example.com → github → repos.get → repo:acme/gadgets = 2",
        "bob@example.com → slack → chat.postMessage → channel:C0999ZZZZ = 1",
    ];
    let want_unmapped = ["github POST api.github.com /repos/acme/widgets/frobnicate/{id} = 1"];
    // Written on the way (every few seconds while it changes), before any shutdown.
    let deadline = std::time::Instant::now() + support::PATIENCE;
    loop {
        if recorded.exists() && summary(&recorded).0.len() == want_lines.len() {
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the recording was not written while running"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    // And on SIGTERM.
    setup.proxy.terminate().await;
    assert_eq!(
        setup.proxy.wait().await,
        Some(0),
        "{}",
        setup.proxy.stderr()
    );
    let (lines, unmapped) = summary(&recorded);
    assert_eq!(lines, want_lines);
    assert_eq!(unmapped, want_unmapped);
    let text = std::fs::read_to_string(&recorded).unwrap();
    assert!(!text.contains(&token), "the leaked token was written down");
    support::assert_no_secret("the entitlements file", &text);
    let left: Vec<_> = std::fs::read_dir(work.path()).unwrap().collect();
    assert_eq!(left.len(), 1, "no temporary file is left behind: {left:?}");

    // 2. A person reads it, and widens alice's pulls.get to every acme repository.
    let out = wirepass_cli(&["entitlements", "validate", recorded.to_str().unwrap()]).await;
    out.assert_ok("entitlements validate");
    assert!(
        out.stdout.contains("ok (2 users, 9 entries, 1 unmapped)"),
        "{out:#?}"
    );
    let before = work.path().join("recorded.yaml");
    std::fs::copy(&recorded, &before).unwrap();
    let widened = text.replacen(
        "      pulls.get:\n        repo:acme/widgets:",
        "      pulls.get:\n        \"repo:acme/*\":",
        1,
    );
    assert_ne!(widened, text);
    std::fs::write(&recorded, &widened).unwrap();
    let out = wirepass_cli(&[
        "entitlements",
        "diff",
        before.to_str().unwrap(),
        recorded.to_str().unwrap(),
    ])
    .await;
    assert_eq!(out.code, Some(1), "{out:#?}");
    assert_eq!(
        out.stdout,
        "~ alice@example.com → github → pulls.get → repo:acme/* (covers repo:acme/widgets)\n\
         0 added, 0 removed, 1 widened\n"
    );

    // 3. Enforce it.
    let yaml = support::config_yaml(
        &SetupOptions {
            extra_yaml: CONFIG.into(),
            ..SetupOptions::default()
        },
        setup.origin.port(),
    );
    let proxy = Wirepass::spawn(
        &yaml,
        setup.origin.ca_pem_path(),
        &["--entitlements", recorded.to_str().unwrap()],
    )
    .await;
    let reached = setup.origin.requests().len();
    let got = run_client(&proxy, &calls).await;
    let mut want: Vec<(&str, u16, &str)> = calls
        .iter()
        .map(|c| (c["name"].as_str().unwrap(), 200, "-"))
        .collect();
    want.retain(|(n, ..)| !matches!(*n, "a-leak" | "a-unmapped" | "a-delete"));
    want.extend([
        ("a-leak", 403, "credential_leak"),
        // The grants, the other layer, still refuse these, listed or not.
        ("a-unmapped", 403, "unmapped_write"),
        ("a-delete", 403, "not_permitted"),
    ]);
    assert_answers(&got, &want);
    assert_eq!(setup.origin.requests().len(), reached + want.len() - 3);

    let reached = setup.origin.requests().len();
    let new_calls = [
        call(
            "new-action",
            ALICE,
            "PUT",
            format!("{GH}/repos/acme/widgets/pulls/1/merge"),
            None,
        ),
        call(
            "new-resource",
            ALICE,
            "GET",
            format!("{GH}/repos/acme/other/pulls"),
            None,
        ),
        call(
            "another-user",
            "carol@example.com",
            "GET",
            format!("{GH}/repos/acme/widgets/pulls"),
            None,
        ),
        call(
            "bob-on-alices-channel",
            BOB,
            "POST",
            format!("{SLACK}/chat.postMessage"),
            Some(json!({"channel": "C0123ABCD", "text": "hi"})),
        ),
        // The glob written by hand.
        call(
            "widened",
            ALICE,
            "GET",
            format!("{GH}/repos/acme/other/pulls/5"),
            None,
        ),
    ];
    let got = run_client(&proxy, &new_calls).await;
    let missing = [
        ("new-action", "alice@example.com → github → pulls.merge → repo:acme/widgets is not in the entitlements"),
        ("new-resource", "alice@example.com → github → pulls.list → repo:acme/other is not in the entitlements"),
        ("another-user", "carol@example.com has no entitlements at all; carol@example.com → github → pulls.list → repo:acme/widgets"),
        ("bob-on-alices-channel", "bob@example.com → slack → chat.postMessage → channel:C0123ABCD is not in the entitlements"),
    ];
    for (name, words) in missing {
        let (status, code, reason) = &got[name];
        assert_eq!(
            (*status, code.as_str()),
            (403, "not_in_entitlements"),
            "{name}: {reason}"
        );
        assert!(reason.contains(words), "{name}: {reason}");
    }
    assert_eq!(got["widened"].0, 200, "{:?}", got["widened"]);
    let seen = setup.origin.requests();
    assert_eq!(
        seen.len(),
        reached + 1,
        "only the widened call reached the origin"
    );
    assert_eq!(seen[reached].path_and_query, "/repos/acme/other/pulls/5");

    // 4. A person adds pulls.merge; SIGHUP reads the file again.
    let added = widened.replacen(
        "      pulls.list:\n",
        "      pulls.merge:\n        repo:acme/widgets: {}\n      pulls.list:\n",
        1,
    );
    std::fs::write(&recorded, added).unwrap();
    proxy.hangup().await;
    proxy
        .log_line(|l| l.contains("configuration reloaded"))
        .await;
    let got = run_client(&proxy, &new_calls[..1]).await;
    assert_eq!(got["new-action"].0, 200, "{:?}", got["new-action"]);
    support::assert_no_secret(
        "the entitlements file",
        &std::fs::read_to_string(&recorded).unwrap(),
    );
}

#[tokio::test]
async fn a_bad_entitlements_file_stops_run_with_its_line() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.yaml");
    std::fs::write(
        &bad,
        "version: 1\nusers:\n  alice:\n    github:\n      pulls.get:\n        repo:a/b: {count: 1, last_seen: soon}\n",
    )
    .unwrap();
    for flag in ["--entitlements", "--record"] {
        let out = wirepass_cli(&[
            "run",
            "--listen",
            "127.0.0.1:0",
            "--ca-dir",
            dir.path().to_str().unwrap(),
            flag,
            bad.to_str().unwrap(),
        ])
        .await;
        assert_eq!(out.code, Some(2), "{flag}: {out:#?}");
        let want = format!("{}:6:", bad.display());
        assert!(out.stderr.contains(&want), "{flag}: {out:#?}");
        assert!(!out.stdout.contains("listening on"), "{flag}: {out:#?}");
    }
    // The file was left as it was, and validate says the same.
    let out = wirepass_cli(&["entitlements", "validate", bad.to_str().unwrap()]).await;
    assert_eq!(out.code, Some(1), "{out:#?}");
    assert!(
        out.stdout.contains(":6:") && out.stdout.contains("last_seen"),
        "{out:#?}"
    );
    assert!(
        !dir.path().join("ca.pem").exists(),
        "nothing is created before the file is read"
    );
}

#[tokio::test]
async fn check_decides_against_an_entitlements_file_offline() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("wirepass.yaml");
    std::fs::write(&config, format!("version: 1\n{CONFIG}")).unwrap();
    let ents = dir.path().join("entitlements.yaml");
    std::fs::write(
        &ents,
        "version: 1\nusers:\n  alice@example.com:\n    github:\n      pulls.get:\n        \"repo:acme/*\": {}\n",
    )
    .unwrap();
    let check = |url: &'static str| {
        let (config, ents) = (config.clone(), ents.clone());
        async move {
            wirepass_cli(&[
                "check",
                "--config",
                config.to_str().unwrap(),
                "--entitlements",
                ents.to_str().unwrap(),
                "--user",
                ALICE,
                "GET",
                url,
            ])
            .await
        }
    };
    let out = check("https://api.github.com/repos/acme/widgets/pulls/3").await;
    assert_eq!(out.code, Some(0), "{out:#?}");
    let out = check("https://api.github.com/repos/acme/widgets/pulls").await;
    assert_eq!(out.code, Some(1), "{out:#?}");
    assert!(out.stdout.contains("not_in_entitlements"), "{out:#?}");
    assert!(
        out.stdout
            .contains("alice@example.com → github → pulls.list → repo:acme/widgets"),
        "{out:#?}"
    );
}
