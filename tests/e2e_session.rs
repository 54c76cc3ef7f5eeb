//! Issue 5 through the real binary: signed session tokens in the session header and in the
//! proxy URL (curl and Python `requests`), grants, the injected credential replacing the
//! agent's own, 429 after the rate limit, and report mode forwarding what it would refuse.
//! The origin's echo shows exactly what reached the upstream.

mod support;

use std::collections::BTreeMap;
use std::path::Path;

use support::cmd::{self, parse_curl};
use support::{assert_refusal, Setup, SetupOptions};
use wirepass::session::token::{self, Claims, Key};

/// The injected credential; the test asserts the upstream sees it and nothing else does.
const INJECTED: &str = "ghp_injected_by_wirepass_0123456789";
/// What the agent sends of its own.
const AGENT_OWN: &str = "Bearer agent-own-token";

const TABLE: &str = r#"version: 1
service: github
description: The few GitHub routes the session tests use
hosts: [api.github.com]
routes:
  - method: GET
    path: /repos/{owner}/{repo}/pulls
    action: pulls.list
    resource: "repo:{owner}/{repo}"
    effect: read
  - method: PUT
    path: /repos/{owner}/{repo}/pulls/{n}/merge
    action: pulls.merge
    resource: "repo:{owner}/{repo}"
    effect: write
"#;

/// A key, a route table and a credential file in `dir`, and the YAML that names them.
fn session_yaml(dir: &Path, extra: &str) -> (Key, String) {
    let key = Key::from_bytes(vec![11; 32]).unwrap();
    std::fs::write(dir.join("session.key"), key.to_text().as_str()).unwrap();
    std::fs::write(dir.join("github.yaml"), TABLE).unwrap();
    std::fs::write(dir.join("gh-token"), format!("{INJECTED}\n")).unwrap();
    let d = dir.display();
    let yaml = format!(
        r#"session: {{key: "file:{d}/session.key"}}
services:
  github:
    routes: "{d}/github.yaml"
    credential: {{header: authorization, value: "Bearer {{file:{d}/gh-token}}"}}
groups:
  eng: [alice@example.com]
grants:
  - who: ["group:eng"]
    allow: ["github:pulls.*"]
    on: ["repo:acme/*"]
{extra}"#
    );
    (key, yaml)
}

fn mint(key: &Key, user: &str) -> String {
    let now = token::now();
    token::mint(
        key,
        &Claims {
            user: user.into(),
            groups: vec![],
            exp: now + 600,
            nbf: now - 1,
            aud: "wirepass".into(),
            scope: None,
        },
    )
    .unwrap()
}

struct World {
    setup: Setup,
    key: Key,
    _keys: tempfile::TempDir,
}

async fn start(extra: &str) -> World {
    let keys = tempfile::tempdir().unwrap();
    let (key, yaml) = session_yaml(keys.path(), extra);
    let setup = Setup::start(SetupOptions {
        extra_yaml: yaml,
        ..SetupOptions::default()
    })
    .await;
    World {
        setup,
        key,
        _keys: keys,
    }
}

/// The echoed request headers of a 200 answer.
fn echoed_headers(body: &str) -> BTreeMap<String, String> {
    let v: serde_json::Value =
        serde_json::from_str(body).unwrap_or_else(|e| panic!("not the echo ({e}): {body}"));
    serde_json::from_value(v["headers"].clone()).unwrap()
}

fn assert_clean_upstream(headers: &BTreeMap<String, String>) {
    assert_eq!(
        headers.get("authorization").map(String::as_str),
        Some(format!("Bearer {INJECTED}").as_str()),
        "the injected credential replaces the agent's: {headers:?}"
    );
    assert!(!headers.contains_key("x-wirepass-user"), "{headers:?}");
    assert!(!headers.contains_key("proxy-authorization"), "{headers:?}");
    assert!(
        !headers
            .values()
            .any(|v| v.contains("agent-own") || v.starts_with("wp1.")),
        "{headers:?}"
    );
}

#[tokio::test]
async fn curl_sessions_in_the_header_are_decided_and_the_credential_injected() {
    let w = start("").await;
    let alice = mint(&w.key, "alice@example.com");
    let bob = mint(&w.key, "bob@example.com");
    let url = "https://api.github.com/repos/acme/widgets/pulls";
    let session = |t: &str| format!("x-wirepass-user: {t}");
    let own = format!("authorization: {AGENT_OWN}");

    let out = w
        .setup
        .curl(&["-H", &session(&alice), "-H", &own], url)
        .await;
    out.assert_ok("curl alice");
    let (status, _, body) = parse_curl(&out.stdout);
    assert_eq!(status, 200, "{out:#?}");
    assert_clean_upstream(&echoed_headers(&body));

    let cases = [
        (
            "bob has no grant",
            Some(session(&bob)),
            url,
            (403, "not_permitted"),
        ),
        (
            "alice outside acme",
            Some(session(&alice)),
            "https://api.github.com/repos/other/x/pulls",
            (403, "not_permitted"),
        ),
        ("no session", None, url, (407, "no_session")),
        (
            "a tampered token",
            Some(session(&format!("{alice}x"))),
            url,
            (407, "bad_session"),
        ),
        (
            "a bare name in token mode",
            Some(session("alice@example.com")),
            url,
            (407, "bad_session"),
        ),
    ];
    for (name, header, url, want) in cases {
        let args: Vec<&str> = match &header {
            Some(h) => vec!["-H", h],
            None => vec![],
        };
        let out = w.setup.curl(&args, url).await;
        let (status, headers, body) = parse_curl(&out.stdout);
        assert_refusal(status, &headers, &body, want);
        let payload = alice.split('.').nth(1).unwrap();
        assert!(
            !body.contains(payload) && !body.contains(bob.split('.').nth(1).unwrap()),
            "{name}: a refusal echoes the token: {body}"
        );
    }
    // Only alice's request reached the origin.
    assert_eq!(w.setup.origin.requests().len(), 1);
}

#[tokio::test]
async fn tokens_in_the_proxy_url_work_for_curl_and_python_requests() {
    let w = start("").await;
    let alice = mint(&w.key, "alice@example.com");
    let addr = w.setup.proxy.addr();
    let proxy = format!("http://alice%40example.com:{alice}@{addr}");
    let ca = w.setup.proxy.ca_pem().display().to_string();
    let url = "https://api.github.com/repos/acme/widgets/pulls";

    let own = format!("authorization: {AGENT_OWN}");
    let out = cmd::curl(&[
        "-sS", "-D", "-", "--proxy", &proxy, "--cacert", &ca, "-H", &own, url,
    ])
    .await;
    out.assert_ok("curl with proxy credentials");
    let (status, _, body) = parse_curl(&out.stdout);
    assert_eq!(status, 200, "{out:#?}");
    assert_clean_upstream(&echoed_headers(&body));

    // A client that sends the proxy URL's user name as the URL holds it, percent-encoded
    // (axios does; curl decodes it, so the header is written here), is read as it means.
    for (user, want) in [("alice%40example.com", 200), ("bob%40example.com", 407)] {
        use base64::Engine;
        let basic = base64::engine::general_purpose::STANDARD.encode(format!("{user}:{alice}"));
        let header = format!("Proxy-Authorization: Basic {basic}");
        let plain = format!("http://{addr}");
        let out = cmd::curl(&[
            "-sS",
            "-D",
            "-",
            "--proxy",
            &plain,
            "--proxy-header",
            &header,
            "--cacert",
            &ca,
            url,
        ])
        .await;
        assert_eq!(parse_curl(&out.stdout).0, want, "{user}: {out:#?}");
    }

    // The proxy credentials name another user than the token: refused.
    let liar = format!("http://bob%40example.com:{alice}@{addr}");
    let out = cmd::curl(&["-sS", "-D", "-", "--proxy", &liar, "--cacert", &ca, url]).await;
    let (status, _, _) = parse_curl(&out.stdout);
    assert_eq!(status, 407, "{out:#?}");

    let code = format!(
        r#"
import json, requests
proxies = {{"https": "{proxy}"}}
r = requests.get("{url}", proxies=proxies, verify="{ca}", headers={{"authorization": "{AGENT_OWN}"}}, timeout=60)
print(r.status_code)
print(json.dumps(r.json()["headers"]))
r = requests.put("https://api.github.com/repos/other/x/pulls/1/merge", proxies=proxies, verify="{ca}", timeout=60)
print(r.status_code, r.headers.get("x-wirepass-refused"))
"#
    );
    let out = cmd::run("python3", &["-c", &code], &BTreeMap::new()).await;
    out.assert_ok("python requests");
    let mut lines = out.stdout.lines();
    assert_eq!(lines.next(), Some("200"), "{out:#?}");
    let headers: BTreeMap<String, String> = serde_json::from_str(lines.next().unwrap()).unwrap();
    assert_clean_upstream(&headers);
    assert_eq!(lines.next(), Some("403 not_permitted"), "{out:#?}");
}

#[tokio::test]
async fn the_rate_limit_answers_429_with_retry_after() {
    let w = start("rate_limits: {reads: 2/hour}\n").await;
    let alice = mint(&w.key, "alice@example.com");
    let h = format!("x-wirepass-user: {alice}");
    let url = "https://api.github.com/repos/acme/widgets/pulls";
    for _ in 0..2 {
        let out = w.setup.curl(&["-H", &h], url).await;
        assert_eq!(parse_curl(&out.stdout).0, 200, "{out:#?}");
    }
    let out = w.setup.curl(&["-H", &h], url).await;
    let (status, headers, body) = parse_curl(&out.stdout);
    assert_refusal(status, &headers, &body, (429, "rate_limited"));
    let retry: u64 = headers
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case("retry-after"))
        .map(|(_, v)| v.parse().unwrap())
        .expect("retry-after");
    assert!(retry >= 1, "{headers:?}");
}

#[tokio::test]
async fn report_mode_forwards_what_it_would_refuse_but_not_bad_sessions() {
    let w = start("mode: report\n").await;
    let bob = mint(&w.key, "bob@example.com");
    let h = format!("x-wirepass-user: {bob}");
    let out = w
        .setup
        .curl(
            &["-X", "PUT", "-H", &h],
            "https://api.github.com/repos/acme/widgets/pulls/1/merge",
        )
        .await;
    let (status, _, body) = parse_curl(&out.stdout);
    assert_eq!(status, 200, "report mode forwards: {out:#?}");
    assert_clean_upstream(&echoed_headers(&body));
    let out = w
        .setup
        .curl(
            &["-H", "x-wirepass-user: wp1.bad.token"],
            "https://api.github.com/repos/acme/widgets/pulls",
        )
        .await;
    let (status, headers, body) = parse_curl(&out.stdout);
    assert_refusal(status, &headers, &body, (407, "bad_session"));
}

/// `run --watch` watches the session key's file: rotating it revokes every token the old
/// key signed, on the next request (round ten: only a SIGHUP did).
#[tokio::test]
async fn rotating_the_key_file_revokes_its_tokens_under_watch() {
    let keys = tempfile::tempdir().unwrap();
    let (key, yaml) = session_yaml(keys.path(), "");
    let setup = Setup::start(SetupOptions {
        extra_yaml: yaml,
        run_args: vec!["--watch".into()],
        ..SetupOptions::default()
    })
    .await;
    let url = "https://api.github.com/repos/acme/widgets/pulls";
    let h = format!("x-wirepass-user: {}", mint(&key, "alice@example.com"));
    let out = setup.curl(&["-H", &h], url).await;
    assert_eq!(parse_curl(&out.stdout).0, 200, "{out:#?}");

    let rotated = Key::from_bytes(vec![12; 32]).unwrap();
    std::fs::write(keys.path().join("session.key"), rotated.to_text().as_str()).unwrap();
    setup
        .proxy
        .log_line(|l| l.contains("configuration reloaded"))
        .await;
    let out = setup.curl(&["-H", &h], url).await;
    let (status, headers, body) = parse_curl(&out.stdout);
    assert_refusal(status, &headers, &body, (407, "bad_session"));
    let h = format!("x-wirepass-user: {}", mint(&rotated, "alice@example.com"));
    let out = setup.curl(&["-H", &h], url).await;
    assert_eq!(
        parse_curl(&out.stdout).0,
        200,
        "a token of the new key: {out:#?}"
    );
}

/// An open WebSocket takes no next request to carry a revocation: a reload judges it again,
/// as a new request. Rotating the key closes it with 1008, and the audit names why.
#[tokio::test]
async fn rotating_the_key_closes_a_websocket_its_token_opened() {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
    use tokio_tungstenite::tungstenite::Message;

    let keys = tempfile::tempdir().unwrap();
    let (key, yaml) = session_yaml(keys.path(), "");
    let audit = keys.path().join("audit.jsonl");
    let setup = Setup::start(SetupOptions {
        extra_yaml: yaml,
        run_args: vec![
            "--watch".into(),
            "--audit".into(),
            audit.display().to_string(),
        ],
        ..SetupOptions::default()
    })
    .await;
    let mut conn = setup
        .client("example.test", support::client::Proto::H1)
        .await;
    let tok = mint(&key, "alice@example.com");
    let (_, io) = conn
        .websocket_with("/ws", &[("x-wirepass-user", &tok)])
        .await;
    let mut ws = tokio_tungstenite::WebSocketStream::from_raw_socket(
        io,
        tokio_tungstenite::tungstenite::protocol::Role::Client,
        None,
    )
    .await;
    ws.send(Message::text("hello")).await.unwrap();
    let back = ws.next().await.unwrap().unwrap();
    assert_eq!(back.into_text().unwrap().as_str(), "hello");

    let rotated = Key::from_bytes(vec![12; 32]).unwrap();
    std::fs::write(keys.path().join("session.key"), rotated.to_text().as_str()).unwrap();
    let closed = tokio::time::timeout(support::PATIENCE, async {
        while let Some(m) = ws.next().await {
            if let Ok(Message::Close(frame)) = m {
                return frame.map(|f| f.code);
            }
        }
        None
    })
    .await
    .expect("a close in time");
    assert_eq!(closed, Some(CloseCode::Policy));
    let deadline = std::time::Instant::now() + support::PATIENCE;
    let line = loop {
        let text = std::fs::read_to_string(&audit).unwrap_or_default();
        if let Some(l) = text.lines().find(|l| l.contains(r#""path":"/ws""#)) {
            break l.to_string();
        }
        assert!(std::time::Instant::now() < deadline, "no event in {text}");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    };
    let event: serde_json::Value = serde_json::from_str(&line).unwrap();
    assert_eq!(event["code"], "bad_session", "{event}");
    assert!(!line.contains(&tok), "the audit holds the token");
}

/// A spliced tunnel's record names its CONNECT's user by the configuration in force when
/// the CONNECT comes, as its admission does: a connection to the proxy opened before the
/// key was rotated names the user of a token of the new key, and none of the old one.
#[tokio::test]
async fn a_tunnel_opened_after_a_key_rotation_names_its_user_by_the_new_key() {
    use base64::Engine;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    let keys = tempfile::tempdir().unwrap();
    let (key, yaml) = session_yaml(keys.path(), "");
    let audit = keys.path().join("audit.jsonl");
    let setup = Setup::start(SetupOptions {
        intercept: vec!["api.github.com".into()],
        tunnel: vec!["example.test".into()],
        extra_yaml: yaml,
        run_args: vec!["--audit".into(), audit.display().to_string()],
        ..SetupOptions::default()
    })
    .await;
    // Two connections to the proxy, accepted under the first key.
    let mut early = Vec::new();
    for _ in 0..2 {
        let tcp = tokio::net::TcpStream::connect(setup.proxy.addr())
            .await
            .unwrap();
        early.push(tcp);
    }
    let rotated = Key::from_bytes(vec![12; 32]).unwrap();
    std::fs::write(keys.path().join("session.key"), rotated.to_text().as_str()).unwrap();
    setup.proxy.hangup().await;
    setup
        .proxy
        .log_line(|l| l.contains("configuration reloaded"))
        .await;
    let tokens = [
        ("alice@example.com", mint(&rotated, "alice@example.com")),
        ("mallory@example.com", mint(&key, "mallory@example.com")),
    ];
    for (tcp, (user, tok)) in early.iter_mut().zip(&tokens) {
        let basic = base64::engine::general_purpose::STANDARD.encode(format!("{user}:{tok}"));
        let connect = format!(
            "CONNECT example.test:443 HTTP/1.1\r\nHost: example.test:443\r\n\
             Proxy-Authorization: Basic {basic}\r\n\r\n"
        );
        tcp.write_all(connect.as_bytes()).await.unwrap();
        let mut head = [0u8; 12];
        tcp.read_exact(&mut head).await.unwrap();
        assert_eq!(&head, b"HTTP/1.1 200", "the tunnel opens");
        tcp.shutdown().await.unwrap();
    }
    drop(early);
    let deadline = std::time::Instant::now() + support::PATIENCE;
    let lines = loop {
        let text = std::fs::read_to_string(&audit).unwrap_or_default();
        let tunnels: Vec<String> = text
            .lines()
            .filter(|l| l.contains(r#""decision":"tunnel""#))
            .map(str::to_string)
            .collect();
        if tunnels.len() == 2 {
            break tunnels;
        }
        assert!(std::time::Instant::now() < deadline, "no events in {text}");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    };
    let users: Vec<serde_json::Value> = lines
        .iter()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap()["user"].clone())
        .collect();
    assert!(
        users.contains(&serde_json::json!("alice@example.com")),
        "{lines:?}"
    );
    assert!(!lines.iter().any(|l| l.contains("mallory")), "{lines:?}");
}
