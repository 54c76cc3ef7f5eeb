//! Issue 4, the Kubernetes table through the real proxy: the API server host comes from
//! the config (`services.kubernetes.hosts`), a pod list maps to `pods.list` and is
//! forwarded for a user with read grants, and `exec` into a pod (a write) is refused.

mod support;

use support::cmd::parse_curl;
use support::{assert_refusal, Setup, SetupOptions};

const CONFIG: &str = r#"session: {mode: trust}
services:
  kubernetes:
    hosts: [k8s.test]
grants:
  - who: [alice]
    allow: ["kubernetes:*"]
    effect: read
"#;

#[tokio::test]
async fn pods_list_is_forwarded_and_exec_is_refused_for_a_reader() {
    let setup = Setup::start(SetupOptions {
        extra_yaml: CONFIG.into(),
        ..SetupOptions::default()
    })
    .await;
    let alice = "x-wirepass-user: alice";
    let pods = "https://k8s.test/api/v1/namespaces/default/pods";

    let out = setup.curl(&["-H", alice], pods).await;
    let (status, _, body) = parse_curl(&out.stdout);
    assert_eq!(status, 200, "{out:#?}");
    let echo: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(echo["path"], "/api/v1/namespaces/default/pods");

    let exec = format!("{pods}/web-1/exec?command=sh&stdin=true");
    let out = setup.curl(&["-X", "POST", "-H", alice], &exec).await;
    let (status, headers, body) = parse_curl(&out.stdout);
    assert_refusal(status, &headers, &body, (403, "not_permitted"));
    let json: serde_json::Value = serde_json::from_str(&body).unwrap();
    let refused = &json["refused"];
    assert_eq!(refused["service"], "kubernetes", "{json}");
    assert_eq!(refused["action"], "pods.exec", "{json}");
    assert_eq!(refused["resource"], "ns:default/pods/web-1", "{json}");
    assert_eq!(refused["user"], "alice", "{json}");
    // Only the list reached the API server.
    let seen: Vec<String> = setup
        .origin
        .requests()
        .into_iter()
        .map(|r| format!("{} {}", r.method, r.path_and_query))
        .collect();
    assert_eq!(seen, ["GET /api/v1/namespaces/default/pods"]);
    // The list was mapped (not forwarded as an unmapped read): wait for its log line.
    setup
        .proxy
        .log_line(|l| l.contains(r#"action="pods.list""#) && l.contains("decision=allow"))
        .await;
}
