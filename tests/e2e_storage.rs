//! Downloads a service hands off to its storage, through the real binary: GitHub answers a
//! release-asset download with `302` to a presigned URL on `objects.githubusercontent.com`
//! (the test origin speaks both sides, see `wirepass::origin::storage`). Real clients
//! (Python `requests` and `urllib`, curl `-L`) follow it through the proxy and get the
//! asset, judged as the read that was allowed; nothing else reaches the storage host: not a
//! URL handed to another user, not another method, not another URL, not a secret beside it.

mod support;

use std::collections::BTreeMap;
use std::path::Path;

use support::cmd;
use support::{assert_refusal, Setup, SetupOptions, PATIENCE};
use wirepass::origin::storage::{asset_bytes, presigned, ACCESS_KEY_ID, STORAGE_HOST};
use wirepass::scan::fake::{expand, Mode, Rng};
use wirepass::scan::Scanner;

const GRANTS: &str = "grants:\n  - who: [alice]\n    allow: [\"github:*\"]\n";

async fn start(dir: &Path) -> Setup {
    Setup::start(SetupOptions {
        extra_yaml: GRANTS.into(),
        run_args: vec![
            "--audit".into(),
            dir.join("audit.jsonl").display().to_string(),
        ],
        ..SetupOptions::default()
    })
    .await
}

fn asset_url(id: &str) -> String {
    format!("https://api.github.com/repos/acme/x/releases/assets/{id}")
}

/// The storage requests the origin received, as (path and query, the session header).
fn storage_requests(setup: &Setup) -> Vec<(String, Option<String>)> {
    (setup.origin.requests().iter())
        .filter(|r| {
            r.path_and_query
                .starts_with("/github-production-release-asset")
        })
        .map(|r| {
            let user = (r.headers.iter())
                .find(|(k, _)| k.eq_ignore_ascii_case("x-wirepass-user"))
                .map(|(_, v)| v.clone());
            (r.path_and_query.clone(), user)
        })
        .collect()
}

/// Waits for the audit events of `n` requests and returns them.
async fn audit_events(dir: &Path, n: usize) -> Vec<serde_json::Value> {
    let deadline = std::time::Instant::now() + PATIENCE;
    loop {
        let text = std::fs::read_to_string(dir.join("audit.jsonl")).unwrap_or_default();
        let events: Vec<serde_json::Value> = text
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        if events.len() >= n || std::time::Instant::now() > deadline {
            return events;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

const PYTHON: &str = r#"
import hashlib, json, sys, urllib.request, requests
user, requests_url, urllib_url = sys.argv[1:4]
h = {"x-wirepass-user": user, "Accept": "application/octet-stream"}
r = requests.get(requests_url, headers=h, timeout=60)
print(json.dumps({"client": "requests", "status": r.status_code, "body": r.text,
                  "history": [x.status_code for x in r.history]}))
req = urllib.request.Request(urllib_url, headers=h)
with urllib.request.urlopen(req, timeout=60) as resp:
    print(json.dumps({"client": "urllib", "status": resp.status,
                      "body": resp.read().decode()}))
"#;

#[tokio::test]
async fn a_release_asset_download_follows_its_redirect_as_the_read_that_was_allowed() {
    let dir = tempfile::tempdir().unwrap();
    let setup = start(dir.path()).await;
    let env = setup.proxy.env_vars().await;
    let out = cmd::run(
        "python3",
        &["-c", PYTHON, "alice", &asset_url("7"), &asset_url("8")],
        &env,
    )
    .await;
    out.assert_ok("python requests and urllib");
    let got: BTreeMap<String, serde_json::Value> = (out.stdout.lines())
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .map(|v| (v["client"].as_str().unwrap().to_string(), v))
        .collect();
    assert_eq!(got["requests"]["status"], 200, "{out:#?}");
    assert_eq!(got["requests"]["history"], serde_json::json!([302]));
    assert_eq!(got["requests"]["body"], asset_bytes("7"));
    assert_eq!(got["urllib"]["status"], 200, "{out:#?}");
    assert_eq!(got["urllib"]["body"], asset_bytes("8"));

    // curl -L keeps its own headers across hosts, as the Python clients do.
    let header = "x-wirepass-user: alice";
    let args = ["-L", "-H", header, "-H", "Accept: application/octet-stream"];
    let out = setup.curl(&args, &asset_url("9")).await;
    out.assert_ok("curl -L");
    assert!(out.stdout.ends_with(&asset_bytes("9")), "{}", out.stdout);

    // The storage host received exactly the presigned URLs, without the session header.
    let seen = storage_requests(&setup);
    let want: Vec<(String, Option<String>)> = ["7", "8", "9"]
        .iter()
        .map(|id| (presigned(id)[8 + STORAGE_HOST.len()..].to_string(), None))
        .collect();
    assert_eq!(seen, want);

    // Each download is audited as the read that was redirected, and names it; the
    // presigned URL's credential and signature are not written down.
    let events = audit_events(dir.path(), 6).await;
    let text = std::fs::read_to_string(dir.path().join("audit.jsonl")).unwrap();
    assert!(!text.contains(ACCESS_KEY_ID), "{text}");
    assert!(
        !text.contains("X-Amz-Signature=0") && !text.contains("AWS4-HMAC"),
        "{text}"
    );
    let stored: Vec<&serde_json::Value> = (events.iter())
        .filter(|e| e["host"] == STORAGE_HOST)
        .collect();
    assert_eq!(stored.len(), 3, "{text}");
    for e in stored {
        assert_eq!(e["decision"], "allow", "{e}");
        assert_eq!(e["service"], "github", "{e}");
        assert_eq!(e["action"], "repos.get_release_asset", "{e}");
        assert_eq!(e["resource"], "repo:acme/x", "{e}");
        assert_eq!(e["user"], "alice", "{e}");
        let of = e["redirect_of"].as_str().expect("redirect_of");
        let issuer = (events.iter())
            .find(|x| x["request_id"] == of)
            .expect("the redirected request is audited");
        assert_eq!(issuer["host"], "api.github.com");
        assert_eq!(issuer["status"], 302);
    }
}

/// A fake Slack bot token (a credential that belongs to Slack's hosts, not to storage).
fn slack_token(seed: u64) -> String {
    let s = Scanner::new(Vec::new()).unwrap();
    let rule = s
        .rules()
        .iter()
        .find(|r| r.id == "slack-bot-token")
        .unwrap();
    let tok = expand(&rule.fake, Mode::Real, &mut Rng::new("e2e_storage", seed));
    assert_eq!(s.scan(tok.as_bytes()).len(), 1, "the fake is a token");
    tok
}

#[tokio::test]
async fn storage_takes_only_the_url_handed_to_that_user() {
    let dir = tempfile::tempdir().unwrap();
    let setup = start(dir.path()).await;
    let url = presigned("7");
    // The presigned URL carries a credential the scanner reports: only a pass lets it go.
    let s = Scanner::new(Vec::new()).unwrap();
    assert!(
        !s.scan(url.as_bytes()).is_empty(),
        "the URL holds a finding"
    );

    // Nobody was redirected there yet.
    let got = setup.curl_as("alice", &[], &url).await;
    assert_refusal(got.0, &got.1, &got.2, (403, "unmapped_read"));
    assert!(got.2.contains("redirect"), "{}", got.2);
    assert!(storage_requests(&setup).is_empty());

    // A user the grants refuse gets no redirect, so no pass.
    let accept = ["-H", "Accept: application/octet-stream"];
    let got = setup.curl_as("bob", &accept, &asset_url("7")).await;
    assert_refusal(got.0, &got.1, &got.2, (403, "not_permitted"));
    let got = setup.curl_as("bob", &[], &url).await;
    assert_refusal(got.0, &got.1, &got.2, (403, "unmapped_read"));

    // Alice is redirected (the 302 reaches her as the origin sent it).
    let got = setup.curl_as("alice", &accept, &asset_url("7")).await;
    assert_eq!(got.0, 302, "{got:?}");
    let location = (got.1.iter()).find(|(k, _)| k.eq_ignore_ascii_case("location"));
    assert_eq!(location.map(|(_, v)| v.as_str()), Some(url.as_str()));

    // The pass is hers, for that URL, for GET and HEAD, with nothing secret beside it.
    let got = setup.curl_as("bob", &[], &url).await;
    assert_refusal(got.0, &got.1, &got.2, (403, "unmapped_read"));
    let got = setup
        .curl_as("alice", &["-X", "PUT", "-d", "x"], &url)
        .await;
    assert_refusal(got.0, &got.1, &got.2, (403, "unmapped_write"));
    let other = url.replace("X-Amz-Expires=300", "X-Amz-Expires=604800");
    let got = setup.curl_as("alice", &[], &other).await;
    assert_refusal(got.0, &got.1, &got.2, (403, "unmapped_read"));
    let other = url.replace("/7/", "/8/");
    let got = setup.curl_as("alice", &[], &other).await;
    assert_refusal(got.0, &got.1, &got.2, (403, "unmapped_read"));
    let token = slack_token(1);
    let note = format!("x-note: {token}");
    let got = setup.curl_as("alice", &["-H", &note], &url).await;
    assert_refusal(got.0, &got.1, &got.2, (403, "credential_leak"));
    assert!(!got.2.contains(&token));
    assert!(
        storage_requests(&setup).is_empty(),
        "nothing reached storage"
    );

    // The URL as handed out, and as a client re-escapes it, goes; more than once.
    let respelled = url.replace("%3B%20filename", "%3b%20filenam%65");
    for u in [&url, &respelled] {
        let got = setup.curl_as("alice", &[], u).await;
        assert_eq!(got.0, 200, "{got:?}");
        assert_eq!(got.2, asset_bytes("7"));
    }
    let got = setup.curl_as("alice", &["-I"], &url).await;
    assert_eq!(got.0, 200, "{got:?}");
    assert_eq!(storage_requests(&setup).len(), 3);
}
