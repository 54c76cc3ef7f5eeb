//! Issue 16: every example in `examples/` runs against the fake origins through the real
//! proxy, configured only by `wirepass env --format json` and a session token in
//! `WIREPASS_SESSION`, as examples/README.md tells a reader to run it. The proxy decides
//! with the groups and grants of `examples/wirepass.yaml` (the real-setup example), in
//! token mode, so each example's allowed and refused requests are the ones that file's
//! comments promise. Each example prints one line per request (`LABEL STATUS CODE`, the
//! code read from `x-wirepass-refused` or the JSON body, `-` when forwarded); the tests
//! compare those lines and what reached the origin. The example config itself is loaded,
//! decided against offline and started in [`example_config`].

mod example_config;
mod support;

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

use support::cmd::{self, CmdOutput};
use support::proxy::BIN;
use support::{Setup, SetupOptions};
use wirepass::origin::apis::{Apis, Fixtures};

/// The user every example acts for: an engineer (group `eng` in the example config).
const USER: &str = "alice@example.com";

/// The OpenAI key the proxy injects (a stand-in; not the shape of a real key).
const OPENAI_KEY: &str = "examples-injected-openai-key-0f3c9a";

/// The repository root (examples/, Dockerfile, deploy/ live there).
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A proxy in token mode in front of the fake origins (GitHub's REST API and git, Slack,
/// OpenAI, Kubernetes), deciding with the example config's groups and grants, and the
/// environment an example runs with.
struct Examples {
    setup: Setup,
    env: BTreeMap<String, String>,
    _keys: tempfile::TempDir,
}

impl Examples {
    async fn start() -> Examples {
        let keys = tempfile::tempdir().unwrap();
        let key = keys.path().join("session.key");
        keygen(&key).await;
        let openai_key = keys.path().join("openai.key");
        std::fs::write(&openai_key, OPENAI_KEY).unwrap();
        let repos = keys.path().join("repos");
        support::make_bare_repo(&repos.join("acme"), "widgets", "cloned through wirepass\n");
        let yaml = format!(
            "session: {{mode: token, key: \"file:{key}\"}}\n\
             services:\n  kubernetes: {{hosts: [k8s.test]}}\n  openai:\n    \
             credential: {{header: authorization, value: \"Bearer {{file:{openai}}}\"}}\n{policy}",
            key = key.display(),
            openai = openai_key.display(),
            policy = example_policy(),
        );
        let setup = Setup::start(SetupOptions {
            git_root: Some(repos),
            extra_yaml: yaml,
            // Kubernetes discovery and pods for kubectl; no live check is configured.
            apis: Some(Arc::new(Apis::new(Fixtures::default()))),
            ..SetupOptions::default()
        })
        .await;
        let mint = cmd::run(
            BIN,
            &[
                "session",
                "mint",
                "--key",
                &format!("file:{}", key.display()),
                "--user",
                USER,
            ],
            &BTreeMap::new(),
        )
        .await;
        mint.assert_ok("wirepass session mint");
        let mut env = setup.proxy.env_vars().await;
        env.insert("WIREPASS_SESSION".into(), mint.stdout.trim().to_string());
        Examples {
            setup,
            env,
            _keys: keys,
        }
    }

    /// Runs `program examples/SCRIPT` with the environment `eval "$(wirepass env)"`
    /// gives, plus the session and `extra`; asserts it exits 0 and prints exactly the
    /// `LABEL STATUS CODE` lines `want`, and returns its output.
    async fn expect(
        &self,
        program: &str,
        script: &str,
        extra: &[(&str, String)],
        want: &[(&str, u16, &str)],
    ) -> CmdOutput {
        let mut env = self.env.clone();
        env.extend(extra.iter().map(|(k, v)| (k.to_string(), v.clone())));
        let file = root().join("examples").join(script);
        let out = cmd::run(program, &[path(&file)], &env).await;
        let want: Vec<(String, u16, String)> = want
            .iter()
            .map(|(l, s, c)| (l.to_string(), *s, c.to_string()))
            .collect();
        assert_eq!(outcomes(&out, script), want, "examples/{script}: {out:#?}");
        out
    }

    /// What reached the origin, as `METHOD PATH` (the session header never does).
    fn forwarded(&self) -> Vec<String> {
        let seen = self.setup.origin.requests();
        for r in &seen {
            assert_eq!(r.header("x-wirepass-user"), None, "the session header left");
        }
        seen.iter()
            .map(|r| format!("{} {}", r.method, r.path_and_query))
            .collect()
    }
}

/// `groups:` and `grants:` of examples/wirepass.yaml, as they are, as YAML.
fn example_policy() -> String {
    let text = std::fs::read_to_string(root().join("examples/wirepass.yaml")).unwrap();
    let config: serde_yaml::Value = serde_yaml::from_str(&text).unwrap();
    let mut policy = serde_yaml::Mapping::new();
    policy.insert("groups".into(), config["groups"].clone());
    policy.insert("grants".into(), config["grants"].clone());
    serde_yaml::to_string(&policy).unwrap()
}

/// `wirepass session keygen --out KEY`.
pub async fn keygen(key: &Path) {
    cmd::run(
        BIN,
        &["session", "keygen", "--out", path(key)],
        &BTreeMap::new(),
    )
    .await
    .assert_ok("wirepass session keygen");
}

pub fn path(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// The `LABEL STATUS CODE` lines an example printed (exit 0 asserted first).
fn outcomes(out: &CmdOutput, what: &str) -> Vec<(String, u16, String)> {
    out.assert_ok(what);
    out.stdout
        .lines()
        .map(|line| {
            let mut words = line.split_whitespace();
            let mut next = || words.next().unwrap_or_default().to_string();
            let (label, status, code) = (next(), next(), next());
            let status = status
                .parse()
                .unwrap_or_else(|_| panic!("{what}: no status in {line:?}: {out:#?}"));
            (label, status, code)
        })
        .collect()
}

/// Whether `program` runs (`kubectl version --client`, else `program --version`); prints
/// why the test is skipped when it does not.
fn have(program: &str, test: &str) -> bool {
    let args: &[&str] = match program {
        "kubectl" => &["version", "--client"],
        _ => &["--version"],
    };
    let ok = std::process::Command::new(program)
        .args(args)
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        eprintln!("SKIPPED {test}: `{program}` is not installed");
    }
    ok
}

/// Whether Python has `module` (one `.ci/run` installs); says SKIPPED when it has not.
fn have_module(module: &str, test: &str) -> bool {
    let ok = std::process::Command::new("python3")
        .args(["-c", &format!("import {module}")])
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        eprintln!(
            "SKIPPED {test}: the Python package `{module}` is not installed (.ci/run installs it)"
        );
    }
    ok
}

/// Starts a proxy, runs `program examples/SCRIPT`, and asserts its lines are `want` and
/// that exactly `forwarded` reached the origin (what was refused never left).
async fn run_example(
    program: &str,
    script: &str,
    want: &[(&str, u16, &str)],
    forwarded: &[&str],
) -> (Examples, CmdOutput) {
    let ex = Examples::start().await;
    let out = ex.expect(program, script, &[], want).await;
    assert_eq!(ex.forwarded(), forwarded, "examples/{script}");
    (ex, out)
}

#[tokio::test]
async fn python_requests_lists_pulls_and_is_refused_a_merge() {
    if !have_module(
        "requests",
        "python_requests_lists_pulls_and_is_refused_a_merge",
    ) {
        return;
    }
    let want = [
        ("list-pulls", 200, "-"),
        ("merge-pull", 403, "not_permitted"),
    ];
    let forwarded = ["GET /repos/acme/widgets/pulls"];
    run_example("python3", "python/requests_github.py", &want, &forwarded).await;
}

#[tokio::test]
async fn python_httpx_posts_to_one_slack_channel_only() {
    if !have_module("httpx", "python_httpx_posts_to_one_slack_channel_only") {
        return;
    }
    let want = [
        ("post-agents", 200, "-"),
        ("post-general", 403, "not_permitted"),
    ];
    let forwarded = ["POST /api/chat.postMessage"];
    run_example("python3", "python/httpx_slack.py", &want, &forwarded).await;
}

#[tokio::test]
async fn openai_sdk_gets_a_completion_on_the_granted_model_only() {
    if !have_module(
        "openai",
        "openai_sdk_gets_a_completion_on_the_granted_model_only",
    ) {
        return;
    }
    let want = [
        ("chat-gpt-4o-mini", 200, "-"),
        ("chat-gpt-4o", 403, "not_permitted"),
    ];
    let forwarded = ["POST /v1/chat/completions"];
    let (ex, out) = run_example("python3", "python/openai_chat.py", &want, &forwarded).await;
    // The SDK parsed the fake's completion: its reply names the model and the question.
    assert!(
        out.stdout
            .contains("# gpt-4o-mini heard: summarise the open pull requests"),
        "{out:#?}"
    );
    // The agent's placeholder key was replaced by the one wirepass injects (compared, never
    // printed).
    let sent = ex.setup.origin.requests()[0]
        .header("authorization")
        .map(str::to_string);
    assert!(
        sent.as_deref() == Some(format!("Bearer {OPENAI_KEY}").as_str()),
        "the origin did not receive the injected OpenAI key"
    );
}

#[tokio::test]
async fn node_fetch_through_env_http_proxy_agent() {
    if !have("node", "node_fetch_through_env_http_proxy_agent") {
        return;
    }
    let undici = root().join("examples/node/node_modules/undici");
    if !undici.is_dir() {
        eprintln!(
            "SKIPPED node_fetch_through_env_http_proxy_agent: examples/node has no \
             node_modules/undici: run `npm ci` in examples/node (.ci/run does)"
        );
        return;
    }
    let want = [
        ("list-issues", 200, "-"),
        ("unmapped-write", 403, "unmapped_write"),
    ];
    let forwarded = ["GET /repos/acme/widgets/issues"];
    run_example("node", "node/fetch_github.mjs", &want, &forwarded).await;
}

#[tokio::test]
async fn curl_reads_a_repository_and_is_refused_its_deletion() {
    let want = [
        ("get-repo", 200, "-"),
        ("delete-repo", 403, "not_permitted"),
    ];
    let forwarded = ["GET /repos/acme/widgets"];
    run_example("bash", "curl/github.sh", &want, &forwarded).await;
}

/// git's own settings stay out: an empty HOME, no system config, no prompt.
fn git_env(ex: &Examples) -> Vec<(&'static str, String)> {
    let home = ex.setup.dir.path().display().to_string();
    vec![
        ("HOME", home),
        ("GIT_CONFIG_NOSYSTEM", "1".into()),
        ("GIT_TERMINAL_PROMPT", "0".into()),
    ]
}

#[tokio::test]
async fn git_clones_and_is_refused_a_push() {
    let ex = Examples::start().await;
    let want = [("clone", 200, "-"), ("push", 403, "not_permitted")];
    ex.expect("bash", "git/clone_push.sh", &git_env(&ex), &want)
        .await;
    let seen = ex.forwarded();
    assert!(
        seen.contains(&"POST /acme/widgets.git/git-upload-pack".to_string()),
        "{seen:#?}"
    );
    assert!(
        !seen.iter().any(|r| r.contains("git-receive-pack")),
        "the push reached the origin: {seen:#?}"
    );
}

#[tokio::test]
async fn kubectl_lists_pods_and_is_refused_a_delete() {
    if !have("kubectl", "kubectl_lists_pods_and_is_refused_a_delete") {
        return;
    }
    let ex = Examples::start().await;
    let home = ("HOME", ex.setup.dir.path().display().to_string());
    let out = ex
        .expect(
            "bash",
            "kubectl/pods.sh",
            &[home],
            &[("get-pods", 200, "-"), ("delete-pod", 403, "not_permitted")],
        )
        .await;
    assert!(out.stdout.contains("pod/web-1"), "{out:#?}");
    let seen = ex.forwarded();
    assert!(
        seen.iter()
            .any(|r| r.starts_with("GET /api/v1/namespaces/default/pods")),
        "{seen:#?}"
    );
    assert!(
        !seen.iter().any(|r| r.starts_with("DELETE")),
        "the delete reached the API server: {seen:#?}"
    );
}
