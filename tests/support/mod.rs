//! The end-to-end harness shared by every `tests/e2e_*.rs` file (`mod support;`): the
//! local origin ([`wirepass::origin`]), the real `wirepass` binary ([`Wirepass`]), a Rust
//! client that reaches hosts through the proxy ([`client`]) and runners for curl, git
//! and Python ([`cmd`]).
#![allow(dead_code, unused_imports)] // each test binary uses its own part of the harness

pub mod client;
pub mod cmd;
pub mod proxy;

use std::path::{Path, PathBuf};

pub use proxy::Wirepass;
pub use wirepass::origin::{Origin, OriginOptions, Protocols, RequestRecord};

/// The generous limit every wait in the harness uses (two busy cores are slow).
pub const PATIENCE: std::time::Duration = std::time::Duration::from_secs(60);

/// Hosts the test origin's leaf covers and the proxy is told to resolve to it.
pub const ORIGIN_HOSTS: [&str; 8] = [
    "api.github.com",
    "objects.githubusercontent.com",
    "api.openai.com",
    "github.com",
    "slack.com",
    "gitlab.com",
    "example.test",
    "k8s.test",
];

/// An origin, a proxy in front of it, and the temporary folder both write into.
pub struct Setup {
    pub origin: Origin,
    pub proxy: Wirepass,
    pub dir: tempfile::TempDir,
}

/// How to build a [`Setup`].
pub struct SetupOptions {
    /// The HTTP versions the origin offers.
    pub protocols: Protocols,
    /// Bare repositories for git smart HTTP.
    pub git_root: Option<PathBuf>,
    /// Hosts the proxy intercepts (each resolved to the origin on ports 443 and 80).
    pub intercept: Vec<String>,
    /// Hosts the proxy splices through without interception (resolved likewise).
    pub tunnel: Vec<String>,
    /// `host:port` → `addr` entries that replace the default (the origin) resolution.
    pub resolve: Vec<(String, String)>,
    /// `egress.allow`: the origin's loopback address by default, since the address guard
    /// refuses loopback (issue 13).
    pub allow: Vec<String>,
    /// Extra YAML appended at the top level of the proxy's config.
    pub extra_yaml: String,
    /// Extra arguments of `wirepass run` (e.g. `--log-format json`).
    pub run_args: Vec<String>,
    /// Fake permission APIs the origin serves too (live checks).
    pub apis: Option<std::sync::Arc<wirepass::origin::apis::Apis>>,
}

impl Default for SetupOptions {
    fn default() -> Self {
        SetupOptions {
            protocols: Protocols::Both,
            resolve: Vec::new(),
            allow: vec!["127.0.0.1/32".into()],
            git_root: None,
            intercept: vec!["api.github.com".into(), "example.test".into()],
            tunnel: Vec::new(),
            extra_yaml: String::new(),
            run_args: Vec::new(),
            apis: None,
        }
    }
}

impl Setup {
    /// Starts the origin and a proxy that intercepts `options.intercept`.
    pub async fn start(options: SetupOptions) -> Setup {
        let dir = tempfile::tempdir().unwrap();
        let origin_dir = dir.path().join("origin");
        std::fs::create_dir_all(&origin_dir).unwrap();
        let origin = Origin::start(OriginOptions {
            dns_names: ORIGIN_HOSTS.iter().map(|s| s.to_string()).collect(),
            protocols: options.protocols,
            git_root: options.git_root.clone(),
            ca_dir: origin_dir,
            apis: options.apis.clone(),
        })
        .await
        .unwrap();
        let yaml = config_yaml(&options, origin.port());
        let args: Vec<&str> = options.run_args.iter().map(String::as_str).collect();
        let proxy = Wirepass::spawn(&yaml, origin.ca_pem_path(), &args).await;
        Setup { origin, proxy, dir }
    }
}

impl Setup {
    /// A Rust client connected through the proxy to `host:443`, speaking `proto`.
    pub async fn client(&self, host: &str, proto: client::Proto) -> client::Conn {
        client::through(self.proxy.addr(), host, &self.proxy.ca_pem(), proto).await
    }

    /// curl `url` through the proxy with `-sS -D -` and the wirepass CA, plus `args`.
    pub async fn curl(&self, args: &[&str], url: &str) -> cmd::CmdOutput {
        let proxy = self.proxy.url();
        let ca = self.proxy.ca_pem().display().to_string();
        let mut all = vec!["-sS", "-D", "-", "--proxy", &proxy, "--cacert", &ca];
        all.extend_from_slice(args);
        all.push(url);
        cmd::curl(&all).await
    }
}

impl Setup {
    /// curl through the proxy as `user` (the session header, trust mode), plus `args`:
    /// (status, headers, body).
    pub async fn curl_as(
        &self,
        user: &str,
        args: &[&str],
        url: &str,
    ) -> (u16, Vec<(String, String)>, String) {
        let header = format!("x-wirepass-user: {user}");
        let mut all = vec!["-H", header.as_str()];
        all.extend_from_slice(args);
        let out = self.curl(&all, url).await;
        out.assert_ok(url);
        cmd::parse_curl(&out.stdout)
    }
}

/// Reads a response to the end and asserts it is the refusal `want` ([`assert_refusal`]).
pub async fn assert_refused_response(
    resp: http::Response<hyper::body::Incoming>,
    want: (u16, &str),
) {
    let (status, headers) = (resp.status().as_u16(), header_pairs(resp.headers()));
    let body = client::body_text(resp).await;
    assert_refusal(status, &headers, &body, want);
}

/// The proxy configuration the tests use: intercept and tunnel what `options` says,
/// resolve those hosts and every [`ORIGIN_HOSTS`] name on ports 443 and 80 (or on the port
/// a rule names) to the origin (unless `options.resolve` says otherwise), allow
/// `options.allow` past the address guard, refuse everything else.
pub fn config_yaml(options: &SetupOptions, origin_port: u16) -> String {
    let mut y = String::from("version: 1\nhosts:\n");
    for (key, hosts) in [
        ("intercept", &options.intercept),
        ("tunnel", &options.tunnel),
    ] {
        y.push_str(&format!("  {key}:\n"));
        for h in hosts {
            y.push_str(&format!("    - \"{h}\"\n"));
        }
    }
    let allow: Vec<String> = options.allow.iter().map(|a| format!("\"{a}\"")).collect();
    y.push_str(&format!(
        "  default: refuse\negress:\n  allow: [{}]\n  resolve:\n",
        allow.join(", ")
    ));
    let mut entries: Vec<(String, String)> = options.resolve.clone();
    let names = options
        .intercept
        .iter()
        .chain(&options.tunnel)
        .map(String::as_str);
    // Port 80 too: the origin answers plain HTTP on the same port (absolute-form tests). A
    // rule that names its port (`example.test:8443`) is resolved on that port alone.
    for h in names.chain(ORIGIN_HOSTS) {
        let (h, ports) = match h.rsplit_once(':') {
            Some((name, port)) => (name, vec![port.parse::<u16>().unwrap()]),
            None => (h, vec![443, 80]),
        };
        for port in ports {
            let key = format!("{h}:{port}");
            if !entries.iter().any(|(k, _)| *k == key) {
                entries.push((key, format!("127.0.0.1:{origin_port}")));
            }
        }
    }
    for (k, v) in entries {
        y.push_str(&format!("    \"{k}\": \"{v}\"\n"));
    }
    // The shell's suites send no session: hosts with route tables would answer 407
    // no_session (issue 5). Suites that test sessions bring their own `session:`.
    if !options.extra_yaml.contains("session:") {
        y.push_str("session: {required: false}\n");
    }
    y.push_str(&options.extra_yaml);
    y
}

/// Asserts a documented refusal: status, `x-wirepass-refused: code`, a JSON body whose
/// `refused.code` is `code` and that carries a reason and a request id.
pub fn assert_refusal(status: u16, headers: &[(String, String)], body: &str, want: (u16, &str)) {
    let (want_status, code) = want;
    let header = |name: &str| {
        headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    };
    assert_eq!(
        status, want_status,
        "status; headers {headers:?}, body {body}"
    );
    assert_eq!(
        header("x-wirepass-refused"),
        Some(code),
        "headers {headers:?}"
    );
    assert_eq!(header("content-type"), Some("application/json"));
    assert_no_secret("the refusal body", body);
    let json: serde_json::Value = serde_json::from_str(body)
        .unwrap_or_else(|e| panic!("refusal body is not JSON ({e}): {body:?}"));
    let refused = &json["refused"];
    assert_eq!(refused["code"], code, "{json}");
    assert!(
        refused["reason"].as_str().is_some_and(|r| !r.is_empty()),
        "{json}"
    );
    assert!(
        refused["request_id"]
            .as_str()
            .is_some_and(|r| !r.is_empty()),
        "{json}"
    );
}

/// Sends `CONNECT authority` and asserts the proxy refuses it with `want` (body included).
pub async fn assert_connect_refused(
    proxy: std::net::SocketAddr,
    authority: &str,
    want: (u16, &str),
) {
    let refused = client::connect(proxy, authority)
        .await
        .err()
        .unwrap_or_else(|| panic!("CONNECT {authority} was accepted"));
    let body = String::from_utf8_lossy(&refused.body);
    assert_refusal(refused.status, &refused.headers, &body, want);
}

/// The headers of a hyper response as lowercase name/value pairs.
pub fn header_pairs(headers: &http::HeaderMap) -> Vec<(String, String)> {
    headers
        .iter()
        .map(|(n, v)| {
            (
                n.to_string(),
                String::from_utf8_lossy(v.as_bytes()).into_owned(),
            )
        })
        .collect()
}

/// A local port where nothing listens (bound, then released).
pub fn closed_port() -> u16 {
    let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    l.local_addr().unwrap().port()
}

/// A bare git repository `NAME.git` under `root` with one commit holding `README.md`.
pub fn make_bare_repo(root: &Path, name: &str, readme: &str) -> PathBuf {
    let work = root.join(format!("{name}-work"));
    std::fs::create_dir_all(&work).unwrap();
    let git = |args: &[&str], cwd: &Path| {
        let out = std::process::Command::new("git")
            .args(args)
            .current_dir(cwd)
            .env("GIT_CONFIG_NOSYSTEM", "1")
            .env("GIT_AUTHOR_NAME", "wirepass test")
            .env("GIT_AUTHOR_EMAIL", "test@example.test")
            .env("GIT_COMMITTER_NAME", "wirepass test")
            .env("GIT_COMMITTER_EMAIL", "test@example.test")
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "git {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    git(&["init", "-q", "-b", "main", "."], &work);
    std::fs::write(work.join("README.md"), readme).unwrap();
    git(&["add", "README.md"], &work);
    git(&["commit", "-q", "-m", "first"], &work);
    let bare = root.join(format!("{name}.git"));
    git(
        &[
            "clone",
            "-q",
            "--bare",
            work.to_str().unwrap(),
            bare.to_str().unwrap(),
        ],
        root,
    );
    bare
}

/// Asserts that `text` (a refusal body, the proxy's log) holds nothing the leak guard's
/// rules find: every fake secret the suites send is one of their kinds, so this catches
/// any of them written down (issue 12). Says where and by which rule, never the value.
pub fn assert_no_secret(what: &str, text: &str) {
    static SCANNER: std::sync::OnceLock<wirepass::scan::Scanner> = std::sync::OnceLock::new();
    let scanner = SCANNER.get_or_init(|| wirepass::scan::Scanner::new(Vec::new()).unwrap());
    let found = scanner.scan(text.as_bytes());
    if let Some(f) = found.first() {
        let line = text[..f.start.min(text.len())].matches('\n').count() + 1;
        panic!(
            "{what} holds a secret: rule {} at line {line} ({} findings in all)",
            f.rule,
            found.len()
        );
    }
}

/// A fake credential of the scanner's rule `rule` (a valid checksum where the rule has
/// one), drawn from `label` and `seed`.
pub fn fake_secret(rule: &str, label: &str, seed: u64) -> String {
    use wirepass::scan::fake::{expand, Mode, Rng};
    let scanner = wirepass::scan::Scanner::new(Vec::new()).unwrap();
    let rule = scanner.rules().iter().find(|r| r.id == rule).unwrap();
    expand(&rule.fake, Mode::Real, &mut Rng::new(label, seed))
}
