//! Issue 3, real clients through the real binary: curl (HTTP/1.1 and HTTP/2), git over
//! smart HTTP and Python (`urllib.request`, `requests`), the last two configured only
//! through `wirepass env --format json`.

mod support;

use std::collections::BTreeMap;

use support::client::{self, read_answer};
use support::cmd::{self, parse_curl};
use support::{assert_connect_refused, assert_refusal, Setup, SetupOptions};
use tokio::io::AsyncWriteExt;
use wirepass::origin::endpoints;

#[tokio::test]
async fn curl_reaches_an_intercepted_host_over_http1_and_http2() {
    let setup = Setup::start(SetupOptions::default()).await;
    for version in ["--http1.1", "--http2"] {
        let out = setup.curl(&[version], "https://api.github.com/small").await;
        out.assert_ok("curl");
        let (status, _, body) = parse_curl(&out.stdout);
        assert_eq!(status, 200, "{out:#?}");
        assert_eq!(body, endpoints::SMALL_BODY);
    }
    let seen = setup.origin.requests();
    assert_eq!(seen.len(), 2, "{seen:#?}");
    for r in &seen {
        // The authority as the client wrote it: no default port added on the way.
        assert_eq!(r.authority.as_deref(), Some("api.github.com"), "{r:#?}");
    }
}

/// A GET without a body goes on without one to an HTTP/1.1 origin, not with
/// `content-length: 0`.
#[tokio::test]
async fn a_get_without_a_body_goes_on_without_a_length() {
    let setup = Setup::start(SetupOptions {
        protocols: support::Protocols::Http1Only,
        ..SetupOptions::default()
    })
    .await;
    for version in ["--http1.1", "--http2"] {
        let out = setup.curl(&[version], "https://api.github.com/small").await;
        assert_eq!(parse_curl(&out.stdout).0, 200, "{out:#?}");
    }
    let seen = setup.origin.requests();
    assert_eq!(seen.len(), 2, "{seen:#?}");
    for r in &seen {
        assert_eq!(r.header("content-length"), None, "{r:#?}");
    }
}

#[tokio::test]
async fn curl_on_an_unknown_host_gets_the_documented_refusal() {
    let setup = Setup::start(SetupOptions::default()).await;
    for version in ["--http1.1", "--http2"] {
        let out = setup
            .curl(&[version], "https://paste.example/api/chat.postMessage")
            .await;
        // The refusal answers the CONNECT, so curl reports it as a failed tunnel (exit 56)
        // and its head is the only one on stdout.
        assert_ne!(out.code, Some(0), "{out:#?}");
        let (status, headers, _) = parse_curl(&out.stdout);
        assert_eq!(status, 403, "{out:#?}");
        assert!(
            headers.contains(&("x-wirepass-refused".into(), "unknown_host".into())),
            "{headers:?}"
        );
    }
    // The body of that answer, read as a raw CONNECT response.
    assert_connect_refused(
        setup.proxy.addr(),
        "paste.example:443",
        (403, "unknown_host"),
    )
    .await;
    assert!(
        setup.origin.requests().is_empty(),
        "a refused host reached the origin"
    );
}

#[tokio::test]
async fn curl_domain_fronting_is_a_bad_request_and_never_forwarded() {
    let setup = Setup::start(SetupOptions::default()).await;
    for version in ["--http1.1", "--http2"] {
        let out = setup
            .curl(
                &[version, "-H", "Host: slack.com"],
                "https://api.github.com/echo",
            )
            .await;
        out.assert_ok("curl");
        let (status, headers, body) = parse_curl(&out.stdout);
        assert_refusal(status, &headers, &body, (400, "bad_request"));
    }
    assert!(
        setup.origin.requests().is_empty(),
        "a fronted request reached the origin"
    );
}

#[tokio::test]
async fn git_clone_through_the_proxy_configured_by_wirepass_env() {
    let repos = tempfile::tempdir().unwrap();
    support::make_bare_repo(repos.path(), "demo", "cloned through wirepass\n");
    let setup = Setup::start(SetupOptions {
        git_root: Some(repos.path().to_path_buf()),
        ..SetupOptions::default()
    })
    .await;
    let vars = setup.proxy.env_vars().await;
    let mut env = BTreeMap::new();
    for key in ["HTTPS_PROXY", "GIT_SSL_CAINFO"] {
        let value = vars
            .get(key)
            .unwrap_or_else(|| panic!("wirepass env has no {key}: {vars:?}"));
        env.insert(key.to_string(), value.clone());
    }
    // An empty HOME and no system config: nothing but wirepass env decides how git connects.
    env.insert("HOME".into(), setup.dir.path().display().to_string());
    env.insert("GIT_CONFIG_NOSYSTEM".into(), "1".into());
    let dest = setup.dir.path().join("clone");
    let out = cmd::run(
        "git",
        &[
            "clone",
            "-q",
            "https://example.test/git/demo.git",
            dest.to_str().unwrap(),
        ],
        &env,
    )
    .await;
    out.assert_ok("git clone through wirepass");
    let readme = std::fs::read_to_string(dest.join("README.md")).unwrap();
    assert_eq!(readme, "cloned through wirepass\n");
    let seen = setup.origin.requests();
    assert!(seen.iter().any(|r| r.method == "POST"
        && r.path_and_query == "/git/demo.git/git-upload-pack"
        && r.body_complete));
}

/// Runs a Python snippet with exactly the variables `wirepass env` prints (plus PATH/HOME).
async fn python(setup: &Setup, code: &str) -> cmd::CmdOutput {
    let env = setup.proxy.env_vars().await;
    cmd::run("python3", &["-c", code], &env).await
}

const URLLIB: &str = r#"
import json, sys, urllib.request, urllib.error
ok = urllib.request.urlopen("https://api.github.com/echo?via=urllib", timeout=60)
print(ok.status, json.load(ok)["query"])
try:
    urllib.request.urlopen("https://paste.example/api/auth.test", timeout=60)
    print("unexpected success")
except (urllib.error.URLError, OSError) as e:
    print("refused:", e)
"#;

const REQUESTS: &str = r#"
import requests
ok = requests.get("https://api.github.com/echo?via=requests", timeout=60)
print(ok.status_code, ok.json()["query"])
try:
    requests.get("https://paste.example/api/auth.test", timeout=60)
    print("unexpected success")
except requests.exceptions.ProxyError as e:
    print("refused:", e)
"#;

#[tokio::test]
async fn python_urllib_and_requests_work_with_only_wirepass_env() {
    let setup = Setup::start(SetupOptions::default()).await;
    for (name, code, query) in [
        ("urllib", URLLIB, "via=urllib"),
        ("requests", REQUESTS, "via=requests"),
    ] {
        let out = python(&setup, code).await;
        out.assert_ok(name);
        let mut lines = out.stdout.lines();
        assert_eq!(
            lines.next(),
            Some(format!("200 {query}").as_str()),
            "{name}: {out:#?}"
        );
        let refused = lines.next().unwrap_or_default();
        assert!(
            refused.starts_with("refused:") && refused.contains("403"),
            "{name}: {out:#?}"
        );
    }
    let seen = setup.origin.requests();
    assert_eq!(
        seen.len(),
        2,
        "only the allowed requests reach the origin: {seen:#?}"
    );
}

/// A refused upload longer than the body prefix: `requests`, still sending when the
/// refusal is decided, reads it (the rest of the body is read and dropped) rather than a
/// reset (`SSLEOFError`), as PyGithub's `upload_asset` met it. (A route whose judgement
/// reads no body field, so the refusal is the grants', decided on the prefix.)
#[tokio::test]
async fn python_requests_reads_the_refusal_of_a_long_upload() {
    let setup = Setup::start(SetupOptions {
        extra_yaml: "grants:\n  - who: [carol]\n    allow: [\"github:*\"]\n".into(),
        ..SetupOptions::default()
    })
    .await;
    let code = r#"
import requests
r = requests.post("https://api.github.com/repos/acme/x/git/blobs", data=b"y" * (8 << 20),
                  headers={"x-wirepass-user": "dave", "content-type": "application/octet-stream"},
                  timeout=60)
print(r.status_code, r.headers.get("x-wirepass-refused"), r.json()["message"][:32])
"#;
    let out = python(&setup, code).await;
    out.assert_ok("requests");
    assert_eq!(
        out.stdout.trim(),
        "403 not_permitted wirepass refused (not_permitted)",
        "{out:#?}"
    );
    assert!(setup.origin.requests().is_empty());
}

/// `curl --http1.0` offers ALPN `http/1.0` alone: the handshake takes it, and the request
/// is answered.
#[tokio::test]
async fn curl_offering_only_http_1_0_is_answered() {
    let setup = Setup::start(SetupOptions::default()).await;
    let out = setup
        .curl(&["--http1.0"], "https://example.test/small")
        .await;
    out.assert_ok("curl --http1.0");
    let (status, _, body) = parse_curl(&out.stdout);
    assert_eq!(
        (status, body.as_str()),
        (200, endpoints::SMALL_BODY),
        "{out:#?}"
    );
}

/// Asserts that curl's `out` is the small body, the origin's first request: `/small`, in
/// plain text (no ALPN).
fn assert_small_in_plain_text(setup: &Setup, out: &cmd::CmdOutput) {
    out.assert_ok("curl http://");
    let (status, _, body) = parse_curl(&out.stdout);
    assert_eq!(
        (status, body.as_str()),
        (200, endpoints::SMALL_BODY),
        "{out:#?}"
    );
    let seen = setup.origin.requests();
    assert_eq!(seen.len(), 1);
    assert_eq!(
        (seen[0].path_and_query.as_str(), seen[0].alpn.as_deref()),
        ("/small", None)
    );
}

#[tokio::test]
async fn curl_plain_http_absolute_form_is_forwarded_or_refused_with_a_readable_body() {
    let setup = Setup::start(SetupOptions::default()).await;
    // A host no route table owns (a service's host is refused over plain HTTP: see
    // tests/regression_11.rs).
    let out = setup.curl(&[], "http://example.test/small").await;
    assert_small_in_plain_text(&setup, &out);

    let out = setup.curl(&[], "http://paste.example/api/auth.test").await;
    out.assert_ok("curl http:// refused");
    let (status, headers, body) = parse_curl(&out.stdout);
    assert_refusal(status, &headers, &body, (403, "unknown_host"));
    assert_eq!(
        setup.origin.requests().len(),
        1,
        "the refused request reached the origin"
    );
}

/// An `http://` URL tunnelled (`curl -p`, as undici's `ProxyAgent` and so Node's `fetch`
/// send one: `CONNECT host:80`, then the request in origin form) is served as the same
/// request in absolute form: forwarded in plain text, or refused as that one is.
#[tokio::test]
async fn an_http_url_sent_through_a_tunnel_is_served_as_plain_http() {
    let setup = Setup::start(SetupOptions::default()).await;
    let out = setup.curl(&["-p"], "http://example.test/small").await;
    assert_small_in_plain_text(&setup, &out);
    // Several requests on the one tunnel, each judged.
    let out = setup
        .curl(
            &["-p", "http://example.test/small"],
            "http://example.test/small?again=1",
        )
        .await;
    out.assert_ok("curl -p, two requests");
    assert_eq!(setup.origin.requests().len(), 3, "{out:#?}");
}

/// Node's `fetch` of an `http://` URL through undici's `ProxyAgent` (what Node's own proxy
/// support uses): undici tunnels it, `CONNECT example.test:80`, and the answer comes back.
/// Skipped without node or without `examples/node/node_modules` (`.ci/run` installs it).
#[tokio::test]
async fn node_fetch_of_an_http_url_is_answered_through_undici_s_tunnel() {
    let undici =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/node/node_modules/undici");
    if !undici.is_dir()
        || cmd::run("node", &["--version"], &BTreeMap::new())
            .await
            .code
            != Some(0)
    {
        eprintln!("SKIPPED: no node or no examples/node/node_modules (run `npm ci` there)");
        return;
    }
    let setup = Setup::start(SetupOptions::default()).await;
    let script = format!(
        "const {{ ProxyAgent, fetch }} = require({undici:?});\n\
         const dispatcher = new ProxyAgent(process.argv[1]);\n\
         fetch('http://example.test/small', {{ dispatcher }})\n\
           .then(async (r) => console.log(r.status, JSON.stringify(await r.text())))\n\
           .catch((e) => {{ console.log('failed', String(e.cause || e)); process.exit(1); }});\n",
        undici = undici.display().to_string()
    );
    let proxy = setup.proxy.url();
    let out = cmd::run("node", &["-e", &script, &proxy], &BTreeMap::new()).await;
    out.assert_ok("node fetch http://");
    let want = format!("200 {:?}\n", endpoints::SMALL_BODY);
    assert_eq!(out.stdout, want, "{out:#?}");
    let seen = setup.origin.requests();
    assert_eq!(seen.len(), 1);
    assert_eq!(
        (seen[0].path_and_query.as_str(), seen[0].alpn.as_deref()),
        ("/small", None)
    );
}

/// Sends `head` (and `body`) inside a tunnel opened with `CONNECT authority`, and reads the
/// answer: status, head, body.
async fn in_tunnel(
    setup: &Setup,
    authority: &str,
    head: &str,
    body: &[u8],
) -> (u16, Vec<(String, String)>, String) {
    let mut t = client::connect(setup.proxy.addr(), authority)
        .await
        .unwrap_or_else(|r| panic!("CONNECT {authority}: {}", r.status));
    t.write_all(head.as_bytes()).await.unwrap();
    t.write_all(body).await.unwrap();
    let (status, head, body) = read_answer(&mut t).await;
    let headers = head
        .lines()
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    (status, headers, body)
}

/// Plain HTTP in a tunnel is judged as what the tunnel names: a request that names another
/// host (its `Host`, or an absolute target) is refused; a service's host on port 80 is
/// refused at the CONNECT as its plain request is; a credential in the body is refused as
/// it is over TLS; and a tunnel admitted for plain HTTP only does not take TLS. The origin
/// receives none of them.
#[tokio::test]
async fn plain_http_in_a_tunnel_is_judged_as_the_tunnel_names_it() {
    let mut options = SetupOptions::default();
    options.intercept.push("second.test".into());
    let setup = Setup::start(options).await;
    let fronted = "GET /small HTTP/1.1\r\nHost: paste.example\r\nConnection: close\r\n\r\n";
    let (status, headers, body) = in_tunnel(&setup, "example.test:80", fronted, b"").await;
    assert_refusal(status, &headers, &body, (400, "bad_request"));
    assert!(body.contains("domain fronting"), "{body}");

    let absolute =
        "GET http://second.test/small HTTP/1.1\r\nHost: second.test\r\nConnection: close\r\n\r\n";
    let (status, headers, body) = in_tunnel(&setup, "example.test:80", absolute, b"").await;
    assert_refusal(status, &headers, &body, (400, "bad_request"));
    assert!(body.contains("the tunnel was opened to"), "{body}");
    // Refused before its own session is read, it is recorded as the CONNECT's user.
    let mut t = tokio::net::TcpStream::connect(setup.proxy.addr())
        .await
        .unwrap();
    let connect = "CONNECT example.test:80 HTTP/1.1\r\nHost: example.test:80\r\n\
                   Proxy-Authorization: Basic Y2Fyb2w6eA==\r\n\r\n";
    t.write_all(connect.as_bytes()).await.unwrap();
    t.write_all(b"OPTIONS * HTTP/1.1\r\nHost: example.test\r\nConnection: close\r\n\r\n")
        .await
        .unwrap();
    let mut both = Vec::new();
    tokio::io::AsyncReadExt::read_to_end(&mut t, &mut both)
        .await
        .unwrap();
    let both = String::from_utf8_lossy(&both);
    assert!(both.starts_with("HTTP/1.1 200"), "{both}");
    assert!(both.contains("HTTP/1.1 400"), "{both}");
    let line = setup.proxy.log_line(|l| l.contains("method=OPTIONS")).await;
    assert!(line.contains(r#"user="carol""#), "{line}");

    assert_connect_refused(
        setup.proxy.addr(),
        "api.github.com:80",
        (400, "bad_request"),
    )
    .await;

    let token = support::fake_secret("github-pat", "plain_in_tunnel", 1);
    let body = format!("{{\"note\": \"{token}\"}}");
    let leak = format!(
        "POST /small HTTP/1.1\r\nHost: example.test\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    let (status, headers, answer) =
        in_tunnel(&setup, "example.test:80", &leak, body.as_bytes()).await;
    assert_refusal(status, &headers, &answer, (403, "credential_leak"));
    support::assert_no_secret("the refusal", &answer);

    // TLS where only plain HTTP is admitted: the handshake is not answered.
    let t = client::connect(setup.proxy.addr(), "example.test:80")
        .await
        .unwrap_or_else(|r| panic!("CONNECT: {}", r.status));
    let tls = tokio_rustls::TlsConnector::from(client::tls_config(
        &setup.proxy.ca_pem(),
        client::Proto::H1,
    ));
    let name = rustls::pki_types::ServerName::try_from("example.test").unwrap();
    let hello = tls.connect(name, t).await;
    assert!(
        hello.is_err(),
        "a TLS handshake was served in a plain-only tunnel"
    );

    assert!(
        setup.origin.requests().is_empty(),
        "{:?}",
        setup.origin.requests()
    );
}

/// A `CONNECT host:80` that only a tunnel rule's plain HTTP admits (a rule without a port
/// covers 443 for CONNECT, 80 for `http://`) is served as plain HTTP, never spliced: its
/// requests are passed on as the same requests in absolute form would be, and TLS, which
/// a splice would carry to the origin whole, is refused (a verification round's break).
#[tokio::test]
async fn a_plain_only_tunnel_to_a_tunnelled_host_is_served_never_spliced() {
    let setup = Setup::start(SetupOptions {
        intercept: vec!["api.github.com".into()],
        tunnel: vec!["example.test".into()],
        ..SetupOptions::default()
    })
    .await;
    let get = "GET /small HTTP/1.1\r\nHost: example.test\r\nConnection: close\r\n\r\n";
    let (status, _, body) = in_tunnel(&setup, "example.test:80", get, b"").await;
    assert_eq!((status, body.as_str()), (200, endpoints::SMALL_BODY));
    assert_eq!(setup.origin.requests().len(), 1);

    // Trusting the origin's own CA: a splice would let this handshake through.
    let t = client::connect(setup.proxy.addr(), "example.test:80")
        .await
        .unwrap_or_else(|r| panic!("CONNECT: {}", r.status));
    let tls = tokio_rustls::TlsConnector::from(client::tls_config(
        setup.origin.ca_pem_path(),
        client::Proto::H1,
    ));
    let name = rustls::pki_types::ServerName::try_from("example.test").unwrap();
    assert!(
        tls.connect(name, t).await.is_err(),
        "TLS reached the origin through a plain-only tunnel"
    );
    assert_eq!(setup.origin.requests().len(), 1);
}

#[tokio::test]
async fn eval_wirepass_env_in_bash_is_all_curl_needs() {
    let setup = Setup::start(SetupOptions::default()).await;
    let script = format!(
        "set -e\neval \"$('{}' env --proxy '{}' --ca-dir '{}')\"\n\
         curl -sS https://api.github.com/small\n\
         curl -sS -o /dev/null -w '%{{http_connect}}\\n' https://paste.example/ || true\n",
        support::proxy::BIN,
        setup.proxy.url(),
        setup.proxy.ca_dir().display(),
    );
    let out = cmd::run("bash", &["-c", &script], &BTreeMap::new()).await;
    out.assert_ok("bash");
    assert_eq!(
        out.stdout,
        format!("{}403\n", endpoints::SMALL_BODY),
        "{out:#?}"
    );
}
