//! examples/wirepass.yaml, the commented configuration for a real setup, as it stands:
//! `wirepass check` decides with its grants as its comments say, for tokens it verifies;
//! `wirepass run` starts with the credentials it names, refuses to start without one, and
//! writes the hash-chained audit file it configures.

use std::collections::BTreeMap;
use std::path::PathBuf;

use crate::support::cmd;
use crate::support::proxy::BIN;
use crate::support::PATIENCE;
use crate::{keygen, path, root};

/// A copy of examples/wirepass.yaml in a folder laid out like the repository
/// (`examples/wirepass.yaml` beside `certs/session.key`), so its relative paths hold.
struct ExampleConfig {
    dir: tempfile::TempDir,
}

impl ExampleConfig {
    async fn new() -> ExampleConfig {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("examples")).unwrap();
        std::fs::create_dir_all(dir.path().join("certs")).unwrap();
        std::fs::copy(
            root().join("examples/wirepass.yaml"),
            dir.path().join("examples/wirepass.yaml"),
        )
        .unwrap();
        let key = dir.path().join("certs/session.key");
        keygen(&key).await;
        ExampleConfig { dir }
    }

    fn config(&self) -> PathBuf {
        self.dir.path().join("examples/wirepass.yaml")
    }

    async fn mint(&self, user: &str) -> String {
        let out = cmd::run(
            BIN,
            &[
                "session",
                "mint",
                "--config",
                path(&self.config()),
                "--user",
                user,
            ],
            &BTreeMap::new(),
        )
        .await;
        out.assert_ok("wirepass session mint");
        out.stdout.trim().to_string()
    }

    /// `wirepass check --json` of one request with `token`: (decision, code).
    async fn check(
        &self,
        token: &str,
        method: &str,
        url: &str,
        body: Option<&str>,
    ) -> (String, String) {
        let config = self.config();
        let body_file = self.dir.path().join("body.json");
        let mut args = vec![
            "check",
            "--config",
            path(&config),
            "--json",
            "--token",
            token,
        ];
        if let Some(b) = body {
            std::fs::write(&body_file, b).unwrap();
            args.extend([
                "--body",
                path(&body_file),
                "-H",
                "content-type: application/json",
            ]);
        }
        args.extend([method, url]);
        let out = cmd::run(BIN, &args, &BTreeMap::new()).await;
        assert!(
            matches!(out.code, Some(0 | 1)),
            "wirepass check {method} {url} failed: {}",
            out.stderr
        );
        let v: serde_json::Value = serde_json::from_str(&out.stdout)
            .unwrap_or_else(|e| panic!("check --json printed no JSON ({e}): {out:#?}"));
        let s = |k: &str| v[k].as_str().unwrap_or("-").to_string();
        (s("decision"), s("code"))
    }
}

/// A request `wirepass check` decides: a GitHub call under `acme/widgets`, a Slack post to
/// a channel, an OpenAI chat completion on a model.
enum Ask {
    GitHub(&'static str, &'static str),
    Slack(&'static str),
    OpenAi(&'static str),
}

impl Ask {
    /// Method, URL and body.
    fn request(&self) -> (&'static str, String, Option<String>) {
        match self {
            Ask::GitHub(method, path) => (
                method,
                format!("https://api.github.com/repos/acme/widgets{path}"),
                None,
            ),
            Ask::Slack(channel) => (
                "POST",
                "https://slack.com/api/chat.postMessage".into(),
                Some(format!(r#"{{"channel":"{channel}","text":"hi"}}"#)),
            ),
            Ask::OpenAi(model) => (
                "POST",
                "https://api.openai.com/v1/chat/completions".into(),
                Some(format!(
                    r#"{{"model":"{model}","messages":[{{"role":"user","content":"hi"}}]}}"#
                )),
            ),
        }
    }
}

/// The grants of examples/wirepass.yaml do what its comments say, for tokens it verifies.
#[tokio::test]
async fn its_grants_decide_as_its_comments_say() {
    use Ask::*;
    let cfg = ExampleConfig::new().await;
    let mut tokens = BTreeMap::new();
    for user in ["alice", "carol", "mallory"] {
        let token = cfg.mint(&format!("{user}@example.com")).await;
        tokens.insert(user, token);
    }
    tokens.insert("forged", "not-a-token".to_string());
    let refused = "refuse/not_permitted";
    #[rustfmt::skip]
    let cases = [
        ("an engineer reads",        "alice",   GitHub("GET", "/pulls"),          "allow/-"),
        ("an engineer opens a pull", "alice",   GitHub("POST", "/pulls"),         "allow/-"),
        ("an engineer merges",       "alice",   GitHub("PUT", "/pulls/1/merge"),  refused),
        ("a maintainer merges",      "carol",   GitHub("PUT", "/pulls/1/merge"),  "allow/-"),
        ("a maintainer deletes",     "carol",   GitHub("DELETE", ""),             refused),
        ("a stranger reads",         "mallory", GitHub("GET", "/pulls"),          refused),
        ("the agents' channel",      "alice",   Slack("C0AGENTS"),                "allow/-"),
        ("another channel",          "alice",   Slack("C0GENERAL"),               refused),
        ("the small model",          "alice",   OpenAi("gpt-4o-mini"),            "allow/-"),
        ("another model",            "alice",   OpenAi("gpt-4o"),                 refused),
        ("a forged token",           "forged",  GitHub("GET", "/pulls"),          "refuse/bad_session"),
    ];
    for (name, user, ask, want) in cases {
        let (method, url, body) = ask.request();
        let (decision, code) = cfg
            .check(&tokens[user], method, &url, body.as_deref())
            .await;
        assert_eq!(format!("{decision}/{code}"), want, "{name}: {method} {url}");
    }
}

/// `wirepass run` starts on the example config as it stands (credentials, live checks'
/// tokens, session key, audit file), and refuses to start, naming the variable, when a
/// credential is missing.
#[tokio::test]
async fn it_runs_with_its_secrets_and_names_a_missing_one() {
    let cfg = ExampleConfig::new().await;
    let secrets = [
        "GITHUB_TOKEN",
        "GITHUB_CHECK_TOKEN",
        "SLACK_BOT_TOKEN",
        "SLACK_CHECK_TOKEN",
        "OPENAI_API_KEY",
    ];
    let ca_dir = cfg.dir.path().join("ca");
    let run = |env: &[&str]| {
        let mut c = tokio::process::Command::new(BIN);
        c.args(["run", "--listen", "127.0.0.1:0", "--config"])
            .arg(cfg.config())
            .arg("--ca-dir")
            .arg(&ca_dir)
            .env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .kill_on_drop(true);
        for (i, name) in env.iter().enumerate() {
            c.env(name, format!("example-placeholder-{i}"));
        }
        c.spawn().unwrap()
    };
    let mut all = run(&secrets);
    let stdout = all.stdout.take().unwrap();
    let first = tokio::time::timeout(PATIENCE, async {
        use tokio::io::AsyncBufReadExt;
        tokio::io::BufReader::new(stdout).lines().next_line().await
    })
    .await
    .expect("wirepass run printed nothing")
    .unwrap()
    .unwrap_or_default();
    let proxy = first
        .strip_prefix("listening on ")
        .unwrap_or_else(|| panic!("not the ready line: {first:?}"))
        .to_string();
    // A request without a session: refused inside the tunnel (nothing is dialled), and
    // written to the example's hash-chained audit file, beside the config.
    let ca = ca_dir.join("ca.pem");
    let curl = cmd::curl(&[
        "-sS",
        "-o",
        "/dev/null",
        "-w",
        "%{http_code} %header{x-wirepass-refused}",
        "--proxy",
        &proxy,
        "--cacert",
        path(&ca),
        "https://api.github.com/repos/acme/widgets",
    ])
    .await;
    assert_eq!(curl.stdout, "407 no_session", "{curl:#?}");
    all.kill().await.unwrap();
    let audit = cfg.dir.path().join("examples/audit.jsonl");
    let log = std::fs::read_to_string(&audit).expect("the audit file beside the config");
    assert_eq!(log.lines().count(), 1, "{log}");
    assert!(log.contains(r#""code":"no_session""#), "{log}");
    cmd::run(BIN, &["audit", "verify", path(&audit)], &BTreeMap::new())
        .await
        .assert_ok("wirepass audit verify");

    let missing = run(&secrets[..4]).wait_with_output().await.unwrap();
    let stderr = String::from_utf8_lossy(&missing.stderr);
    assert_eq!(missing.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("OPENAI_API_KEY") && stderr.contains("wirepass.yaml:"),
        "the error names the variable and where it is used: {stderr}"
    );
}
