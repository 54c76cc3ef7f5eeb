//! Runners for the real clients the tests drive (curl, git, python3): each returns the
//! exit status and both outputs, and is killed if it outlives [`super::PATIENCE`].

use std::collections::BTreeMap;
use std::process::Stdio;

use tokio::process::Command;

use super::PATIENCE;

/// What a finished command left behind.
#[derive(Debug)]
pub struct CmdOutput {
    /// The exit code (`None` when killed by a signal).
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

impl CmdOutput {
    /// Panics with both outputs unless the command exited 0.
    pub fn assert_ok(&self, what: &str) {
        assert_eq!(self.code, Some(0), "{what} failed: {self:#?}");
    }
}

/// Runs `program args` with `env` added, waiting at most [`PATIENCE`].
pub async fn run(program: &str, args: &[&str], env: &BTreeMap<String, String>) -> CmdOutput {
    let mut cmd = Command::new(program);
    cmd.args(args)
        .envs(env)
        // The tests decide the proxy; the developer's own settings must not leak in.
        .env_remove("ALL_PROXY")
        .env_remove("all_proxy")
        .env_remove("NO_PROXY")
        .env_remove("no_proxy")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true);
    for var in ["HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy"] {
        if !env.contains_key(var) {
            cmd.env_remove(var);
        }
    }
    let out = tokio::time::timeout(PATIENCE, cmd.output())
        .await
        .unwrap_or_else(|_| panic!("{program} {args:?} did not finish in {PATIENCE:?}"))
        .unwrap_or_else(|e| panic!("cannot run {program}: {e}"));
    CmdOutput {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// Runs curl with `args` (no environment of its own).
pub async fn curl(args: &[&str]) -> CmdOutput {
    run("curl", args, &BTreeMap::new()).await
}

/// Splits curl's `-D -` output into the status, the headers (lowercase names) and the body.
/// Interim and CONNECT responses before the last head are skipped.
pub fn parse_curl(stdout: &str) -> (u16, Vec<(String, String)>, String) {
    let mut rest = stdout;
    loop {
        let (head, body) = rest
            .split_once("\r\n\r\n")
            .unwrap_or_else(|| panic!("no response head in curl output: {stdout:?}"));
        let mut lines = head.lines();
        let status: u16 = lines
            .next()
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("no status in curl output: {stdout:?}"));
        let is_another_head = body.starts_with("HTTP/");
        if (status == 200 && is_another_head) || (100..200).contains(&status) {
            rest = body;
            continue;
        }
        let headers = lines
            .filter_map(|l| l.split_once(':'))
            .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_string()))
            .collect();
        return (status, headers, body.to_string());
    }
}

/// A Python `requests` client: makes each call of the JSON list in argv[1] (`name`, `user`
/// sent in the session header, `method`, `url`, optional `json` body) through one session
/// and prints one JSON line for each: its name, status, refusal code and reason.
const REQUESTS_CLIENT: &str = r#"
import json, sys, requests
s = requests.Session()
for c in json.loads(sys.argv[1]):
    r = s.request(c["method"], c["url"], headers={"x-wirepass-user": c["user"]},
                  json=c.get("json"), timeout=60)
    try:
        refused = r.json().get("refused") or {}
    except ValueError:
        refused = {}
    print(json.dumps({"name": c["name"], "status": r.status_code,
                      "code": r.headers.get("x-wirepass-refused", "-"),
                      "reason": refused.get("reason", "")}))
"#;

/// Runs [`REQUESTS_CLIENT`] with `env` (the proxy's variables) over `calls`; returns each
/// call's (status, refusal code or `-`, reason) by name.
pub async fn requests_calls(
    env: &BTreeMap<String, String>,
    calls: &[serde_json::Value],
) -> BTreeMap<String, (u16, String, String)> {
    let list = serde_json::to_string(calls).unwrap();
    let out = run("python3", &["-c", REQUESTS_CLIENT, &list], env).await;
    out.assert_ok("the python requests client");
    let got: BTreeMap<String, (u16, String, String)> = out
        .stdout
        .lines()
        .map(|l| {
            let v: serde_json::Value =
                serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}"));
            let s = |k: &str| v[k].as_str().unwrap_or_default().to_string();
            let status = v["status"].as_u64().unwrap() as u16;
            (s("name"), (status, s("code"), s("reason")))
        })
        .collect();
    assert_eq!(got.len(), calls.len(), "{out:#?}");
    got
}
