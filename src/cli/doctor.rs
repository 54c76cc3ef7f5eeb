//! `wirepass doctor`: why does it not work? Each check prints `pass` or `FAIL` with what
//! it saw, and a failure the one line that fixes it; exit 1 when any failed.
//!
//! The CA (exists, parses, is a CA, not near expiry, its key 0600 and matching); the
//! configuration and every route table it uses; the listen and admin addresses (free, or
//! held by a wirepass); each live-check backend (`--live`); the shell's proxy and CA
//! variables against `wirepass env`; a request through the running proxy to its own
//! self-test endpoint.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream, ToSocketAddrs};
use std::path::{Path, PathBuf};
use std::time::Duration;

use wirepass::config::Config;
use wirepass::proxy::RunOptions;
use wirepass::tls::Ca;

use super::env::client_address;
use super::Status;

/// CA certificates closer than this to their end fail the check.
const EXPIRY_MARGIN_DAYS: i64 = 30;
/// How long a probe of an address waits.
const PROBE: Duration = Duration::from_secs(3);

/// Arguments of `wirepass doctor`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The configuration file [default: built-in defaults].
    #[arg(long, value_name = "FILE")]
    config: Option<PathBuf>,
    /// Folder of the CA [default: config, then certs].
    #[arg(long, value_name = "DIR")]
    ca_dir: Option<PathBuf>,
    /// The proxy's listen address [default: config, then 127.0.0.1:8080].
    #[arg(long, value_name = "ADDR")]
    listen: Option<String>,
    /// The admin address [default: config `admin.listen`; unchecked when neither].
    #[arg(long, value_name = "ADDR")]
    admin: Option<String>,
    /// The running proxy's URL for the self-test [default: http:// + the listen address].
    #[arg(long, value_name = "URL")]
    proxy: Option<String>,
    /// Also ask each live-check backend whether it answers (uses the checks' credentials).
    #[arg(long)]
    live: bool,
}

/// One check's outcome.
struct Outcome {
    name: &'static str,
    result: Result<String, (String, String)>,
}

fn pass(name: &'static str, saw: impl Into<String>) -> Outcome {
    Outcome {
        name,
        result: Ok(saw.into()),
    }
}

fn fail(name: &'static str, saw: impl Into<String>, fix: impl Into<String>) -> Outcome {
    Outcome {
        name,
        result: Err((saw.into(), fix.into())),
    }
}

/// Runs every check and prints them.
pub fn run(args: Args) -> anyhow::Result<Status> {
    let mut out = Vec::new();
    let config = check_config(&args, &mut out);
    let base = config.clone().unwrap_or_else(Config::embedded);
    let opts = RunOptions {
        ca_dir: args.ca_dir.clone(),
        listen: args.listen.clone(),
        ..RunOptions::default()
    };
    let ca_dir = opts.ca_dir_for(&base);
    let ca = check_ca(&ca_dir, &mut out);
    let listen = opts.listen_for(&base);
    let proxy_url = args
        .proxy
        .clone()
        .unwrap_or_else(|| format!("http://{}", client_address(&listen)));
    out.push(check_listen(&listen));
    if let Some(admin) = args.admin.clone().or(base.file.admin.listen.clone()) {
        out.push(check_admin(&admin));
    }
    if args.live {
        match &config {
            Some(c) => out.extend(check_live(c)),
            None if args.config.is_some() => {}
            None => out.push(pass("live checks", "none configured (embedded defaults)")),
        }
    }
    if let Some(ca) = &ca {
        out.push(check_env(&proxy_url, ca));
    }
    out.push(check_self_test(&proxy_url, ca.as_ref()));

    let mut failed = 0;
    let mut stdout = std::io::stdout().lock();
    for o in &out {
        match &o.result {
            Ok(saw) => writeln!(stdout, "pass  {}: {saw}", o.name)?,
            Err((saw, fix)) => {
                failed += 1;
                writeln!(stdout, "FAIL  {}: {saw}", o.name)?;
                writeln!(stdout, "      fix: {fix}")?;
            }
        }
    }
    if failed == 0 {
        writeln!(stdout, "all {} checks passed", out.len())?;
        Ok(Status::Ok)
    } else {
        writeln!(stdout, "{failed} of {} checks failed", out.len())?;
        Ok(Status::No)
    }
}

/// The configuration and every route table it names (compiled as `check` would).
fn check_config(args: &Args, out: &mut Vec<Outcome>) -> Option<Config> {
    let Some(path) = &args.config else {
        out.push(pass("config", "embedded defaults (no --config given)"));
        return None;
    };
    let config = match Config::load(path) {
        Ok(c) => c,
        Err(e) => {
            out.push(fail(
                "config",
                format!("{e}"),
                format!("correct {} where the message points", path.display()),
            ));
            return None;
        }
    };
    // As `run` builds it, the services' credentials resolved too (an unset variable, a
    // literal secret): a configuration doctor passes is one `run` starts with.
    match wirepass::pipeline::Pipeline::new(&config) {
        Ok(_) => {
            let services = config.file.services.len();
            out.push(pass(
                "config",
                format!(
                    "{} is valid; {services} service(s), their route tables and \
                     credentials load",
                    path.display()
                ),
            ));
            Some(config)
        }
        Err(e) => {
            out.push(fail(
                "config",
                format!("{e}"),
                "correct the key the message names (`wirepass routes validate FILE` checks one table)",
            ));
            None
        }
    }
}

/// The CA: loads (exists, parses, is a CA, key matches), key mode, expiry.
fn check_ca(dir: &Path, out: &mut Vec<Outcome>) -> Option<Ca> {
    let cert = dir.join(wirepass::tls::ca::CA_CERT_FILE);
    let key = dir.join(wirepass::tls::ca::CA_KEY_FILE);
    let ca = match Ca::load(dir) {
        Ok(ca) => ca,
        Err(e) => {
            let fix = if cert.exists() || key.exists() {
                format!(
                    "replace the pair in {} (`wirepass init --ca-dir {} --force` makes a new one; clients must then trust it again)",
                    dir.display(),
                    dir.display()
                )
            } else {
                format!(
                    "`wirepass init --ca-dir {}` (or `wirepass run`, which creates it)",
                    dir.display()
                )
            };
            out.push(fail("CA", e.to_string(), fix));
            return None;
        }
    };
    out.push(pass(
        "CA",
        format!(
            "{} is a CA and {} is its key",
            cert.display(),
            key.display()
        ),
    ));
    match key_mode(&key) {
        Some(mode) if mode & 0o007 != 0 => out.push(fail(
            "CA key mode",
            format!(
                "{} is mode {mode:04o}: every user can read the key that signs every leaf",
                key.display()
            ),
            format!("chmod 600 {}", key.display()),
        )),
        // A Kubernetes Secret mounted for the pod's group (`fsGroup`, mode 0440) is how a
        // non-root container reads it: its group is the pod's alone.
        Some(mode) if mode & 0o070 != 0 => out.push(pass(
            "CA key mode",
            format!("{mode:04o}: its group can read it; keep that group to wirepass alone"),
        )),
        Some(mode) => out.push(pass("CA key mode", format!("{mode:04o}"))),
        None => {}
    }
    match days_left(ca.cert_der()) {
        Some(d) if d < EXPIRY_MARGIN_DAYS => out.push(fail(
            "CA expiry",
            format!("the CA certificate ends in {d} day(s)"),
            format!(
                "`wirepass init --ca-dir {} --force`, then hand the new ca.pem to clients",
                dir.display()
            ),
        )),
        Some(d) => out.push(pass("CA expiry", format!("{d} days left"))),
        None => out.push(fail(
            "CA expiry",
            "the validity cannot be read",
            "replace the CA (`wirepass init --force`)",
        )),
    }
    Some(ca)
}

#[cfg(unix)]
fn key_mode(key: &Path) -> Option<u32> {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(key)
        .ok()
        .map(|m| m.permissions().mode() & 0o777)
}

#[cfg(not(unix))]
fn key_mode(_key: &Path) -> Option<u32> {
    None
}

fn days_left(der: &[u8]) -> Option<i64> {
    let (_, cert) = x509_parser::parse_x509_certificate(der).ok()?;
    let end = cert.validity().not_after.timestamp();
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .ok()?
        .as_secs() as i64;
    Some((end - now).div_euclid(86_400))
}

/// The listen address: free, or held by a wirepass (its self-test answers).
fn check_listen(addr: &str) -> Outcome {
    match TcpListener::bind(addr) {
        Ok(_) => pass("listen address", format!("{addr} is free")),
        Err(e) if e.kind() == std::io::ErrorKind::AddrInUse => {
            match self_test(&client_address(addr)) {
                Ok(_) => pass(
                    "listen address",
                    format!("{addr} is held by a running wirepass"),
                ),
                Err(_) => fail(
                    "listen address",
                    format!("{addr} is taken by another program"),
                    "stop that program, or give wirepass another address (--listen or `listen:`)",
                ),
            }
        }
        Err(e) => fail(
            "listen address",
            format!("{addr} cannot be bound: {e}"),
            "use an address of this host (--listen or `listen:`)",
        ),
    }
}

/// The admin address: free, or a wirepass admin endpoint (its /healthz answers `ok`).
fn check_admin(addr: &str) -> Outcome {
    match TcpListener::bind(addr) {
        Ok(_) => pass("admin address", format!("{addr} is free")),
        Err(e) if e.kind() == std::io::ErrorKind::AddrInUse => {
            let healthy = http_get(&client_address(addr), "/healthz", "localhost")
                .is_ok_and(|(status, body)| status == 200 && body.trim() == "ok");
            if healthy {
                pass(
                    "admin address",
                    format!("{addr} is a running wirepass admin endpoint"),
                )
            } else {
                fail(
                    "admin address",
                    format!("{addr} is taken by another program"),
                    "stop that program, or give the admin endpoint another address (--admin or `admin.listen:`)",
                )
            }
        }
        Err(e) => fail(
            "admin address",
            format!("{addr} cannot be bound: {e}"),
            "use an address of this host (--admin or `admin.listen:`)",
        ),
    }
}

/// Each live-check backend answers, with the checks' own credentials and way out.
fn check_live(config: &Config) -> Vec<Outcome> {
    let pipeline = match wirepass::pipeline::Pipeline::offline(config, true) {
        Ok(p) => p,
        Err(e) => {
            return vec![fail(
                "live checks",
                e.to_string(),
                "set the variables or files the checks' `token:` names",
            )]
        }
    };
    let transport = match wirepass::proxy::check_transport(config) {
        Ok(t) => t,
        Err(e) => {
            return vec![fail(
                "live checks",
                e.to_string(),
                "correct `egress:` / `upstream_ca:`",
            )]
        }
    };
    pipeline.checks().connect(&transport);
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => return vec![fail("live checks", e.to_string(), "retry")],
    };
    let checkers: Vec<_> = pipeline.checks().checkers().collect();
    if checkers.is_empty() {
        return vec![pass("live checks", "none configured")];
    }
    checkers
        .into_iter()
        .map(|(service, c)| match runtime.block_on(c.probe()) {
            Ok(saw) => pass("live check", format!("{service}: {saw}")),
            Err(e) => fail(
                "live check",
                format!("{service}: {e}"),
                format!("check services.{service}.check (base_url, token, egress) and that the system is up"),
            ),
        })
        .collect()
}

/// The shell's proxy and CA variables against what `wirepass env` prints.
fn check_env(proxy: &str, ca: &Ca) -> Outcome {
    let ca_pem = std::fs::canonicalize(ca.ca_pem_path()).unwrap_or_else(|_| ca.ca_pem_path());
    let bundle = ca_pem.with_file_name(super::env::BUNDLE_FILE);
    let want = super::env::variables(proxy, &ca_pem, &bundle);
    let mut wrong = Vec::new();
    for (name, value) in &want {
        // A session in the proxy URL's credentials is the documented set-up: compared
        // without them.
        match std::env::var(name) {
            Ok(v) if without_userinfo(&v) == without_userinfo(value) => {}
            Ok(_) => wrong.push(format!("{name} differs")),
            Err(_) => wrong.push(format!("{name} is not set")),
        }
    }
    if wrong.is_empty() {
        return pass(
            "environment",
            format!(
                "{} proxy and CA variables agree with `wirepass env`",
                want.len()
            ),
        );
    }
    let shown: Vec<_> = wrong.iter().take(4).cloned().collect();
    let more = wrong.len().saturating_sub(shown.len());
    fail(
        "environment",
        format!(
            "{}{}",
            shown.join(", "),
            if more > 0 {
                format!(" and {more} more")
            } else {
                String::new()
            }
        ),
        format!(
            "eval \"$(wirepass env --proxy {} --ca-dir {})\" in the agent's shell",
            masked(proxy),
            ca.dir().display()
        ),
    )
}

/// `url` as (scheme and `://`, user information, host and port, the rest).
fn url_parts(url: &str) -> (&str, Option<&str>, &str, &str) {
    let (scheme, rest) = match url.find("://") {
        Some(i) => url.split_at(i + 3),
        None => ("", url),
    };
    let (authority, path) = rest.split_at(rest.find('/').unwrap_or(rest.len()));
    match authority.rsplit_once('@') {
        Some((userinfo, host)) => (scheme, Some(userinfo), host, path),
        None => (scheme, None, authority, path),
    }
}

/// `url` without the `user:password@` of its authority.
fn without_userinfo(url: &str) -> String {
    let (scheme, _, host, path) = url_parts(url);
    format!("{scheme}{host}{path}")
}

/// `url` as it may be shown: a password in it (a session token) as `***`.
fn masked(url: &str) -> String {
    let (scheme, userinfo, host, path) = url_parts(url);
    match userinfo.map(|u| u.split_once(':')) {
        Some(Some((user, _))) => format!("{scheme}{user}:***@{host}{path}"),
        // A user name alone may be the token itself.
        Some(None) => format!("{scheme}***@{host}{path}"),
        None => url.to_string(),
    }
}

/// A request through the running proxy to its own self-test endpoint, and whether the
/// CA it signs with is `ca` (the one `wirepass env` hands clients from the same folder).
fn check_self_test(proxy_url: &str, ca: Option<&Ca>) -> Outcome {
    let addr = without_userinfo(proxy_url)
        .trim_start_matches("http://")
        .trim_end_matches('/')
        .to_string();
    let shown = masked(proxy_url);
    let (version, signs_with) =
        match self_test(&addr) {
            Ok(answer) => answer,
            Err(e) => return fail(
                "self-test",
                format!("no wirepass answered through {shown}: {e}"),
                "start it (`wirepass run --config FILE`), or point --proxy at the one that runs",
            ),
        };
    match ca {
        Some(ca) if signs_with.as_deref().is_some_and(|f| f != ca.fingerprint()) => fail(
            "self-test",
            format!(
                "wirepass {version} answered through {shown}, but it signs with another CA \
                 than {} (SHA-256 {} there, {} here): clients given that file refuse \
                 every certificate it presents",
                ca.ca_pem_path().display(),
                signs_with.unwrap_or_default(),
                ca.fingerprint()
            ),
            "give doctor and `wirepass env` the --ca-dir (or --config) the proxy runs with",
        ),
        Some(_) => pass(
            "self-test",
            format!("wirepass {version} answered through {shown}, signing with this CA"),
        ),
        None => pass(
            "self-test",
            format!("wirepass {version} answered through {shown}"),
        ),
    }
}

/// `GET http://wirepass.self/selftest` through the proxy at `addr`: the version it names,
/// and the SHA-256 of its CA (an older proxy names none).
fn self_test(addr: &str) -> Result<(String, Option<String>), String> {
    let host = wirepass::proxy::SELF_TEST_HOST;
    let (status, body) = http_get(addr, &format!("http://{host}/selftest"), host)?;
    let v: serde_json::Value = serde_json::from_str(body.trim())
        .map_err(|_| format!("it answered {status}, not the self-test"))?;
    match (status, v["wirepass"].as_str(), v["version"].as_str()) {
        (200, Some("ok"), Some(version)) => Ok((
            version.to_string(),
            v["ca_sha256"].as_str().map(str::to_string),
        )),
        _ => Err(format!("it answered {status}, not the self-test")),
    }
}

/// A one-shot HTTP/1.1 GET of `target` at `addr`: the status and body.
fn http_get(addr: &str, target: &str, host: &str) -> Result<(u16, String), String> {
    let sock = addr
        .to_socket_addrs()
        .map_err(|e| format!("{addr}: {e}"))?
        .next()
        .ok_or_else(|| format!("{addr}: no address"))?;
    let mut s = TcpStream::connect_timeout(&sock, PROBE).map_err(|e| e.to_string())?;
    let _ = s.set_read_timeout(Some(PROBE));
    let _ = s.set_write_timeout(Some(PROBE));
    write!(
        s,
        "GET {target} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\nUser-Agent: wirepass-doctor\r\n\r\n"
    )
    .map_err(|e| e.to_string())?;
    let mut raw = Vec::new();
    let _ = s.take(1 << 20).read_to_end(&mut raw);
    let text = String::from_utf8_lossy(&raw);
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .ok_or("no HTTP answer")?;
    Ok((status, body.to_string()))
}
