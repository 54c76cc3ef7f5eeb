//! Issue 4, git smart HTTP through the real proxy: the origin serves a bare repository as
//! `github.com/acme/widgets.git`, and the GitHub table maps `info/refs` and the
//! `git-upload-pack` / `git-receive-pack` POSTs to `repo.read` and `repo.push` (write).
//! A user granted only `repo.read` clones but cannot push (403 before any receive-pack
//! request reaches the origin); granted `repo.push` too, the push lands.

mod support;

use std::collections::BTreeMap;
use std::path::Path;

use support::cmd::{self, CmdOutput};
use support::{Setup, SetupOptions};

const REPO_URL: &str = "https://github.com/acme/widgets.git";

/// An origin serving `acme/widgets.git` under `repos` and a proxy (trust-mode sessions)
/// whose only grant for alice allows `actions` on `repo:acme/*`.
async fn start(repos: &Path, actions: &[&str]) -> Setup {
    support::make_bare_repo(&repos.join("acme"), "widgets", "pushed through wirepass\n");
    let allow = actions
        .iter()
        .map(|a| format!("\"github:{a}\""))
        .collect::<Vec<_>>()
        .join(", ");
    Setup::start(SetupOptions {
        git_root: Some(repos.to_path_buf()),
        extra_yaml: format!(
            "session: {{mode: trust}}\ngrants:\n  - who: [alice]\n    allow: [{allow}]\n    on: [\"repo:acme/*\"]\n"
        ),
        ..SetupOptions::default()
    })
    .await
}

/// Runs `git -c http.extraHeader='x-wirepass-user: alice' ARGS` in `cwd`, configured only
/// by `wirepass env` (proxy and CA), with an empty HOME and no system config.
async fn git(setup: &Setup, cwd: &Path, args: &[&str]) -> CmdOutput {
    let vars = setup.proxy.env_vars().await;
    let mut env = BTreeMap::new();
    for key in ["HTTPS_PROXY", "GIT_SSL_CAINFO"] {
        env.insert(key.to_string(), vars[key].clone());
    }
    env.insert("HOME".into(), setup.dir.path().display().to_string());
    env.insert("GIT_CONFIG_NOSYSTEM".into(), "1".into());
    env.insert("GIT_TERMINAL_PROMPT".into(), "0".into());
    for (k, v) in [("NAME", "alice"), ("EMAIL", "alice@example.test")] {
        env.insert(format!("GIT_AUTHOR_{k}"), v.into());
        env.insert(format!("GIT_COMMITTER_{k}"), v.into());
    }
    let cwd = cwd.display().to_string();
    let mut all = vec!["-C", &cwd, "-c", "http.extraHeader=x-wirepass-user: alice"];
    all.extend_from_slice(args);
    cmd::run("git", &all, &env).await
}

/// Clones the repository into `DIR/clone` and commits a new file there.
async fn clone_and_commit(setup: &Setup) -> std::path::PathBuf {
    let dir = setup.dir.path();
    let out = git(setup, dir, &["clone", "-q", REPO_URL, "clone"]).await;
    out.assert_ok("git clone through wirepass");
    let clone = dir.join("clone");
    assert_eq!(
        std::fs::read_to_string(clone.join("README.md")).unwrap(),
        "pushed through wirepass\n"
    );
    std::fs::write(clone.join("NEW.md"), "a change\n").unwrap();
    git(setup, &clone, &["add", "NEW.md"])
        .await
        .assert_ok("git add");
    git(setup, &clone, &["commit", "-q", "-m", "a change"])
        .await
        .assert_ok("git commit");
    clone
}

fn receive_pack_requests(setup: &Setup) -> Vec<String> {
    setup
        .origin
        .requests()
        .into_iter()
        .filter(|r| r.path_and_query.contains("git-receive-pack"))
        .map(|r| format!("{} {}", r.method, r.path_and_query))
        .collect()
}

#[tokio::test]
async fn clone_is_allowed_but_push_is_refused_without_repo_push() {
    let repos = tempfile::tempdir().unwrap();
    let setup = start(repos.path(), &["repo.read"]).await;
    let clone = clone_and_commit(&setup).await;
    assert!(setup
        .origin
        .requests()
        .iter()
        .any(|r| r.method == "POST" && r.path_and_query == "/acme/widgets.git/git-upload-pack"));

    let out = git(&setup, &clone, &["push", "origin", "main"]).await;
    assert_ne!(out.code, Some(0), "the push went through: {out:#?}");
    assert!(out.stderr.contains("403"), "git's stderr: {}", out.stderr);
    assert_eq!(receive_pack_requests(&setup), Vec::<String>::new());
    // The proxy's log says what refused it: repo.push is not granted. (Logs are written
    // by a background thread: wait for the line.)
    setup
        .proxy
        .log_line(|l| l.contains(r#"action="repo.push""#) && l.contains("not_permitted"))
        .await;
}

#[tokio::test]
async fn push_lands_with_a_grant_for_repo_push() {
    let repos = tempfile::tempdir().unwrap();
    let setup = start(repos.path(), &["repo.read", "repo.push"]).await;
    let clone = clone_and_commit(&setup).await;
    let out = git(&setup, &clone, &["push", "-q", "origin", "main"]).await;
    out.assert_ok("git push through wirepass");
    assert!(receive_pack_requests(&setup)
        .iter()
        .any(|r| r == "POST /acme/widgets.git/git-receive-pack"));
    let bare = repos.path().join("acme/widgets.git");
    let log = std::process::Command::new("git")
        .args([
            "--git-dir",
            bare.to_str().unwrap(),
            "log",
            "-1",
            "--format=%s",
        ])
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&log.stdout).trim(), "a change");
}

/// The session in the proxy URL's credentials, git configured by `wirepass env` alone: git
/// sends them with its CONNECT (`GIT_HTTP_PROXY_AUTHMETHOD`), so the clone is alice's.
/// (Without that variable git waits for a 407 on the CONNECT and fails with one inside.)
#[tokio::test]
async fn a_session_in_the_proxy_url_reaches_git_as_wirepass_env_sets_it_up() {
    let repos = tempfile::tempdir().unwrap();
    let setup = start(repos.path(), &["repo.read"]).await;
    let vars = setup.proxy.env_vars().await;
    let mut env = BTreeMap::new();
    for key in ["GIT_SSL_CAINFO", "GIT_HTTP_PROXY_AUTHMETHOD"] {
        env.insert(key.to_string(), vars[key].clone());
    }
    let proxy = vars["HTTPS_PROXY"].replacen("http://", "http://alice:session@", 1);
    env.insert("HTTPS_PROXY".into(), proxy);
    env.insert("HOME".into(), setup.dir.path().display().to_string());
    env.insert("GIT_CONFIG_NOSYSTEM".into(), "1".into());
    env.insert("GIT_TERMINAL_PROMPT".into(), "0".into());
    let dir = setup.dir.path().display().to_string();
    let args = ["-C", &dir, "clone", "-q", REPO_URL, "by-url"];
    let out = cmd::run("git", &args, &env).await;
    out.assert_ok("git clone with the session in the proxy URL");
    assert!(setup.dir.path().join("by-url/README.md").exists());
}
