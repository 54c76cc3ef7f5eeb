//! Issue 14, the hash-chained audit (`run --audit FILE`): concurrent clients through the
//! real binary produce one intact chain (`wirepass audit verify`), a tampered copy breaks at
//! the right line, `kill -9` under load then a restart continues the chain with a
//! `chain_resumed` event and loses no complete line, an audit that cannot be written
//! refuses requests, and no audit file holds the fake secrets the requests carried.
//!
//! The soak size is `WIREPASS_AUDIT_SOAK` requests per client (32 clients; default 40):
//! `WIREPASS_AUDIT_SOAK=313 cargo test --release --test e2e_audit_chain` is the issue's
//! 10,000 events.

mod support;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use bytes::Bytes;
use http::Method;
use http_body_util::Full;
use support::client::{self, Proto};
use support::{Setup, SetupOptions, Wirepass, PATIENCE};

const CONFIG: &str = r#"session: {mode: trust}
grants:
  - who: [alice]
    allow: ["github:pulls.list"]
    on: ["repo:acme/*"]
"#;

const CLIENTS: usize = 32;
/// Fake secrets the requests carry in a query value, a header and a body.
const SECRETS: [&str; 3] = [
    "wpfakeQUERYvalue0123456789",
    "wpfakeHEADERvalue0123456789",
    "wpfakeBODYvalue0123456789",
];

fn per_client() -> usize {
    std::env::var("WIREPASS_AUDIT_SOAK")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(40)
}

fn options(audit: &Path) -> SetupOptions {
    SetupOptions {
        extra_yaml: CONFIG.into(),
        run_args: vec!["--audit".into(), audit.display().to_string()],
        ..SetupOptions::default()
    }
}

/// `wirepass audit ARGS...`: (exit code, stdout).
fn audit_cli(args: &[&str]) -> (i32, String) {
    let out = std::process::Command::new(support::proxy::BIN)
        .arg("audit")
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

/// One client's requests on one keep-alive connection: alice's allowed reads (with a
/// secret in the query and a header) and bob's refused ones (with a secret in the body).
/// Returns how many it completed; stops early when `stop` is set or the proxy goes away.
async fn client_load(proxy: ProxyAt, n: usize, stop: Arc<AtomicBool>) -> usize {
    let mut conn = client::through(proxy.0, "api.github.com", &proxy.1, Proto::H1).await;
    let mut done = 0;
    for i in 0..n {
        if stop.load(Ordering::Relaxed) {
            break;
        }
        let (user, body) = if i % 4 == 3 {
            ("bob", format!("{{\"note\":\"{}\"}}", SECRETS[2]))
        } else {
            ("alice", String::new())
        };
        let req = conn
            .request(
                Method::GET,
                &format!("/repos/acme/widgets/pulls?page={i}&token={}", SECRETS[0]),
            )
            .header("x-wirepass-user", user)
            .header("x-debug", SECRETS[1])
            .body(Full::new(Bytes::from(body)))
            .unwrap();
        let resp = conn.send(req).await;
        let status = resp.status().as_u16();
        let _ = client::body_bytes(resp).await;
        assert!(status == 200 || status == 403, "status {status}");
        done += 1;
    }
    done
}

/// What a client needs of a proxy: its address and CA.
#[derive(Clone)]
struct ProxyAt(std::net::SocketAddr, PathBuf);

fn target(p: &Wirepass) -> ProxyAt {
    ProxyAt(p.addr(), p.ca_pem())
}

async fn load(proxy: ProxyAt, n: usize, stop: Arc<AtomicBool>) -> usize {
    let tasks: Vec<_> = (0..CLIENTS)
        .map(|_| tokio::spawn(client_load(proxy.clone(), n, stop.clone())))
        .collect();
    let mut total = 0;
    for t in tasks {
        // A client whose proxy was killed under it panics; what it finished is not counted.
        total += t.await.unwrap_or(0);
    }
    total
}

/// The request events (not CONNECTs, not chain events) in the log.
fn requests(path: &Path) -> Vec<serde_json::Value> {
    lines(path)
        .into_iter()
        .filter(|v| v.get("method").is_some_and(|m| m == "GET"))
        .collect()
}

fn lines(path: &Path) -> Vec<serde_json::Value> {
    let bytes = std::fs::read(path).unwrap_or_default();
    bytes
        .split(|&b| b == b'\n')
        .filter(|l| !l.is_empty())
        .map(|l| {
            serde_json::from_slice(l)
                .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(l)))
        })
        .collect()
}

/// Waits until the log holds at least `n` request events (a streamed response's event is
/// written just after its body ends).
async fn wait_for(path: &Path, n: usize) {
    let t = tokio::time::Instant::now();
    while requests(path).len() < n {
        assert!(
            t.elapsed() < PATIENCE,
            "{} of {n} events",
            requests(path).len()
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

fn assert_no_secrets(dir: &Path) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if !name.starts_with("audit") {
            continue;
        }
        let text = String::from_utf8_lossy(&std::fs::read(entry.path()).unwrap()).into_owned();
        for s in SECRETS {
            assert!(!text.contains(s), "{name} holds a fake secret");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_requests_make_one_intact_chain_and_tamper_is_found() {
    let dir = tempfile::tempdir().unwrap();
    let audit = dir.path().join("audit.jsonl");
    let setup = Setup::start(options(&audit)).await;
    let n = per_client();
    let done = load(target(&setup.proxy), n, Arc::default()).await;
    assert_eq!(done, CLIENTS * n);
    wait_for(&audit, done).await;

    let file = audit.display().to_string();
    let (code, out) = audit_cli(&["verify", &file]);
    assert_eq!(code, 0, "{out}");
    let events = lines(&audit);
    assert!(
        out.starts_with(&format!("{} events, chain intact, tip ", events.len())),
        "{out}"
    );
    let (code, tip) = audit_cli(&["tip", &file]);
    assert_eq!(code, 0);
    assert!(out.trim_end().ends_with(tip.trim()), "{out} / {tip}");
    assert!(events[0]["prev"].is_null());

    // Every request is there once, with the design's fields, query values redacted.
    let reqs = requests(&audit);
    assert_eq!(reqs.len(), done);
    let mut ids: Vec<&str> = reqs
        .iter()
        .map(|v| v["request_id"].as_str().unwrap())
        .collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), done, "a request id twice");
    let refused = reqs.iter().filter(|v| v["code"] == "not_permitted").count();
    assert_eq!(refused, CLIENTS * (n / 4));
    let allowed = reqs.iter().find(|v| v["decision"] == "allow").unwrap();
    for key in [
        "ts",
        "user",
        "service",
        "method",
        "host",
        "path",
        "action",
        "resource",
        "effect",
        "decision",
        "code",
        "status",
        "bytes_up",
        "bytes_down",
        "duration_ms",
        "prev",
    ] {
        assert!(allowed.get(key).is_some(), "no {key}: {allowed}");
    }
    assert_eq!(allowed["action"], "pulls.list");
    assert!(
        allowed["path"].as_str().unwrap().contains("token=…"),
        "{allowed}"
    );
    assert_no_secrets(dir.path());

    // A byte changed in line 10 breaks the chain at line 11.
    let mut bytes = std::fs::read(&audit).unwrap();
    let starts: Vec<usize> = std::iter::once(0)
        .chain(
            bytes
                .iter()
                .enumerate()
                .filter(|(_, &b)| b == b'\n')
                .map(|(i, _)| i + 1),
        )
        .collect();
    let at = starts[9] + 3;
    bytes[at] = if bytes[at] == b'x' { b'y' } else { b'x' };
    let tampered = dir.path().join("tampered.jsonl");
    std::fs::write(&tampered, &bytes).unwrap();
    let (code, out) = audit_cli(&["verify", &tampered.display().to_string()]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("tampered.jsonl:11: chain broken"), "{out}");
    // Lines cut off the end are caught against an anchored tip.
    let cut = &std::fs::read(&audit).unwrap()[..starts[starts.len() - 2]];
    std::fs::write(&tampered, cut).unwrap();
    let (code, out) = audit_cli(&[
        "verify",
        "--tip",
        tip.trim(),
        &tampered.display().to_string(),
    ]);
    assert_eq!(code, 1, "{out}");

    // `show` filters: bob's refusals only.
    let (code, out) = audit_cli(&["show", "--user", "bob", "--since", "1h", &file]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().count(), 1 + CLIENTS * (n / 4), "{out}");
    assert!(
        out.lines().skip(1).all(|l| l.contains("not_permitted")),
        "{out}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_under_load_then_a_restart_continues_the_chain() {
    let dir = tempfile::tempdir().unwrap();
    let audit = dir.path().join("audit.jsonl");
    let mut setup = Setup::start(options(&audit)).await;
    let stop = Arc::new(AtomicBool::new(false));
    let running = tokio::spawn(load(target(&setup.proxy), 1_000_000, stop.clone()));
    // Kill once the log is well under way.
    wait_for(&audit, 100).await;
    setup.proxy.signal("KILL").await;
    setup.proxy.wait().await;
    stop.store(true, Ordering::Relaxed);
    let _ = running.await;
    let before = std::fs::read(&audit).unwrap();
    let complete = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);

    let yaml = support::config_yaml(&options(&audit), setup.origin.port());
    let args = ["--audit".to_string(), audit.display().to_string()];
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let proxy = Wirepass::spawn(&yaml, setup.origin.ca_pem_path(), &args).await;
    let had = requests(&audit).len();
    let done = load(target(&proxy), 10, Arc::default()).await;
    wait_for(&audit, had + done).await;

    let after = std::fs::read(&audit).unwrap();
    assert_eq!(
        &after[..complete],
        &before[..complete],
        "a complete line was lost or changed"
    );
    let (code, out) = audit_cli(&["verify", &audit.display().to_string()]);
    assert_eq!(code, 0, "{out}");
    let resumed: Vec<_> = lines(&audit)
        .into_iter()
        .filter(|v| v["event"] == "chain_resumed")
        .collect();
    assert_eq!(resumed.len(), 1, "{resumed:?}");
    assert_eq!(resumed[0]["prev"], resumed[0]["last_hash"]);
    assert_no_secrets(dir.path());
}

#[tokio::test]
async fn an_audit_that_cannot_be_written_refuses_requests() {
    let dir = tempfile::tempdir().unwrap();
    // A folder where the file should be: no process, root included, can open it to write.
    let audit = dir.path().join("audit.jsonl");
    std::fs::create_dir(&audit).unwrap();
    let setup = Setup::start(options(&audit)).await;
    for _ in 0..2 {
        let out = setup
            .curl(
                &["-H", "x-wirepass-user: alice"],
                "https://api.github.com/repos/acme/widgets/pulls",
            )
            .await;
        let (status, headers, body) = support::cmd::parse_curl(&out.stdout);
        support::assert_refusal(status, &headers, &body, (503, "audit_unavailable"));
    }
    assert!(
        setup.origin.requests().is_empty(),
        "a request was forwarded unrecorded"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rotation_keeps_the_chain_across_files() {
    let dir = tempfile::tempdir().unwrap();
    let audit = dir.path().join("audit.jsonl");
    let mut opts = options(&audit);
    opts.extra_yaml
        .push_str("audit: {max_bytes: 20000, fsync: every}\n");
    let setup = Setup::start(opts).await;
    let done = load(target(&setup.proxy), 8, Arc::default()).await;
    let file = |n: usize| dir.path().join(format!("audit.jsonl.{n}"));
    // Every request is in one of the files once its response ended.
    let count = || {
        (1..100)
            .map(file)
            .chain([audit.clone()])
            .map(|p| requests(&p).len())
            .sum::<usize>()
    };
    let t = tokio::time::Instant::now();
    while count() < done {
        assert!(t.elapsed() < PATIENCE, "{} of {done} events", count());
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let rotated: Vec<PathBuf> = (1..100).map(file).take_while(|p| p.exists()).collect();
    assert!(rotated.len() >= 2, "{} rotated files", rotated.len());
    let mut all: Vec<String> = rotated.iter().map(|p| p.display().to_string()).collect();
    all.push(audit.display().to_string());
    let args: Vec<&str> = ["verify"]
        .into_iter()
        .chain(all.iter().map(String::as_str))
        .collect();
    let (code, out) = audit_cli(&args);
    assert_eq!(code, 0, "{out}");
    // Each file alone verifies from the hash it continues; out of order, the join breaks.
    let (code, out) = audit_cli(&["verify", &all[1]]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("(continues "), "{out}");
    let (code, out) = audit_cli(&["verify", &all[1], &all[0]]);
    assert_eq!(code, 1, "{out}");
    assert_no_secrets(dir.path());
}

/// A credential the scanner knows, sent where it does not belong: the event names the
/// rule, and no piece of the token reaches the audit file.
#[tokio::test]
async fn a_leak_refusal_names_its_rule_and_never_the_token() {
    let token = support::fake_secret("github-pat", "e2e_audit_chain", 1);
    let dir = tempfile::tempdir().unwrap();
    let audit = dir.path().join("audit.jsonl");
    let setup = Setup::start(options(&audit)).await;
    let out = setup
        .curl(
            &["-H", &format!("x-debug: {token}")],
            &format!("https://example.test/upload?key={token}"),
        )
        .await;
    let (status, headers, body) = support::cmd::parse_curl(&out.stdout);
    support::assert_refusal(status, &headers, &body, (403, "credential_leak"));
    let t = tokio::time::Instant::now();
    let event = loop {
        if let Some(v) = lines(&audit)
            .into_iter()
            .find(|v| v["code"] == "credential_leak")
        {
            break v;
        }
        assert!(t.elapsed() < PATIENCE, "no credential_leak event");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    };
    assert_eq!(event["rules"], serde_json::json!(["github-pat"]), "{event}");
    let text = std::fs::read_to_string(&audit).unwrap();
    for i in 0..=token.len() - 8 {
        assert!(
            !text.contains(&token[i..i + 8]),
            "a piece of the token is in the audit"
        );
    }
}
