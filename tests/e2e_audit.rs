//! The audit event of each request, read from the proxy's JSON logs (`--log-format
//! json`): what the pipeline decided reaches it — user, service, action, resource, effect,
//! `decision` (`allow`, `refuse`, `would_refuse` in report mode) and `code`, and
//! `unmapped: true` with no action for requests no route maps.

mod support;

use support::{Setup, SetupOptions};

const CONFIG: &str = r#"session: {mode: trust}
mode: report
grants:
  - who: [alice]
    allow: ["github:pulls.list"]
    on: ["repo:acme/*"]
"#;

/// The JSON audit line of the request to `path` (waits for it).
async fn event(setup: &Setup, method: &str, path: &str) -> serde_json::Value {
    let want_path = format!(r#""path":"{path}""#);
    let want_method = format!(r#""method":"{method}""#);
    let line = setup
        .proxy
        .log_line(|l| {
            l.contains(r#""target":"wirepass::request""#)
                && l.contains(&want_path)
                && l.contains(&want_method)
        })
        .await;
    serde_json::from_str(&line).unwrap_or_else(|e| panic!("not JSON ({e}): {line}"))
}

#[tokio::test]
async fn report_mode_and_unmapped_requests_are_marked_in_the_audit_event() {
    let setup = Setup::start(SetupOptions {
        extra_yaml: CONFIG.into(),
        run_args: vec!["--log-format".into(), "json".into()],
        ..SetupOptions::default()
    })
    .await;
    let alice = "x-wirepass-user: alice";
    let base = "https://api.github.com";
    // (method, path, status the client sees)
    let requests = [
        ("GET", "/repos/acme/widgets/pulls", 200),
        ("PUT", "/repos/acme/widgets/pulls/1/merge", 200),
        ("GET", "/no/such/route", 200),
        ("POST", "/repos/acme/widgets/frobnicate", 200),
    ];
    for (method, path, status) in requests {
        let url = format!("{base}{path}");
        let out = setup.curl(&["-X", method, "-H", alice], &url).await;
        let (got, _, _) = support::cmd::parse_curl(&out.stdout);
        assert_eq!(got, status, "{method} {path}: {out:#?}");
    }

    // (method, path, action, resource, effect, unmapped, decision, code)
    let cases = [
        (
            "GET",
            "/repos/acme/widgets/pulls",
            "pulls.list",
            "repo:acme/widgets",
            "read",
            false,
            "allow",
            "-",
        ),
        (
            "PUT",
            "/repos/acme/widgets/pulls/1/merge",
            "pulls.merge",
            "repo:acme/widgets",
            "write",
            false,
            "would_refuse",
            "not_permitted",
        ),
        (
            // alice's grant is limited to resources: an unmapped read could read past it
            // (issue 13), so report mode reports it.
            "GET",
            "/no/such/route",
            "-",
            "-",
            "read",
            true,
            "would_refuse",
            "unmapped_read",
        ),
        (
            "POST",
            "/repos/acme/widgets/frobnicate",
            "-",
            "-",
            "write",
            true,
            "would_refuse",
            "unmapped_write",
        ),
    ];
    for (method, path, action, resource, effect, unmapped, decision, code) in cases {
        let e = event(&setup, method, path).await;
        let name = format!("{method} {path}: {e}");
        assert_eq!(e["user"], "alice", "{name}");
        assert_eq!(e["service"], "github", "{name}");
        assert_eq!(e["action"], action, "{name}");
        assert_eq!(e["resource"], resource, "{name}");
        assert_eq!(e["effect"], effect, "{name}");
        assert_eq!(e["unmapped"], unmapped, "{name}");
        assert_eq!(e["decision"], decision, "{name}");
        assert_eq!(e["code"], code, "{name}");
        assert_eq!(e["status"], 200, "{name}");
    }
}
