//! The proxy's own sections of `wirepass.yaml` (`hosts`, `egress`, `limits`) as written,
//! and their compiled form with every default filled in and every value checked, so the
//! shell never re-validates at request time.

use std::collections::{BTreeMap, HashMap};
use std::net::SocketAddr;
use std::time::Duration;

use serde::Deserialize;

use super::hosts::parse_authority;
pub use super::rules::{Disposition, HostRules, Ports, PortsFile, Unlisted};
use crate::egress::AddressGuard;
use crate::section::{KeyPath, SectionError};

/// `hosts:` — which hosts are intercepted, tunnelled or refused.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HostsFile {
    /// Hosts whose TLS is terminated and whose requests run the pipeline.
    #[serde(default)]
    pub intercept: Vec<String>,
    /// Hosts spliced through without interception (audited as tunnels).
    #[serde(default)]
    pub tunnel: Vec<String>,
    /// What happens to a host that matches nothing.
    #[serde(default)]
    pub default: DefaultDisposition,
}

/// The disposition of a host that matches no pattern.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DefaultDisposition {
    #[default]
    Refuse,
    Tunnel,
}

/// `egress:` — where traffic may go on the network.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EgressFile {
    /// Private and special-purpose addresses that may be reached: CIDRs (the addresses in
    /// them) or host names (their addresses, whatever they are). See [`crate::egress`].
    #[serde(default)]
    pub allow: Vec<String>,
    /// The ports `hosts.default: tunnel` reaches (CONNECT 443, plain HTTP 80 by default).
    #[serde(default)]
    pub ports: PortsFile,
    /// Fixed addresses for `host:port` (like curl's `--resolve`), for tests and sidecars.
    /// TLS still verifies the original host name.
    #[serde(default)]
    pub resolve: BTreeMap<String, String>,
}

/// A duration in the config: a number of seconds or text such as `500ms`, `10s`, `2m`.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum DurationText {
    Seconds(f64),
    Text(String),
}

impl DurationText {
    fn parse(&self) -> Result<Duration, String> {
        let grammar = &crate::duration::Grammar::TIMEOUT;
        match self {
            DurationText::Seconds(s) => crate::duration::from_seconds(*s, grammar),
            DurationText::Text(t) => crate::duration::parse(t, grammar),
        }
        .map_err(|e| e.to_string())
    }
}

/// `limits:` — sizes and timeouts of the proxy shell.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LimitsFile {
    /// Bytes of a request body read before the decision (default 64 KiB, at most 16 MiB).
    #[serde(default)]
    pub body_prefix: Option<u64>,
    /// Longest wait for that prefix before deciding on what arrived (default 1s), so
    /// streaming clients (gRPC) are not stalled.
    #[serde(default)]
    pub body_prefix_wait: Option<DurationText>,
    /// Connecting to an upstream, TCP and TLS together (default 10s). Past it: 504.
    #[serde(default)]
    pub connect_timeout: Option<DurationText>,
    /// Waiting for an upstream's response headers (default 300s). Past it: 504.
    #[serde(default)]
    pub response_timeout: Option<DurationText>,
    /// A client's TLS handshake and first request headers (default 10s).
    #[serde(default)]
    pub handshake_timeout: Option<DurationText>,
    /// Idle upstream connections are kept this long for reuse (default 90s).
    #[serde(default)]
    pub pool_idle_timeout: Option<DurationText>,
    /// On SIGTERM / Ctrl-C, in-flight requests get this long to finish (default 10s).
    #[serde(default)]
    pub grace_period: Option<DurationText>,
    /// Largest request head (request line and headers) accepted (default 64 KiB).
    #[serde(default)]
    pub max_header_bytes: Option<u64>,
    /// Hosts whose leaf certificates are cached (default 1024).
    #[serde(default)]
    pub leaf_cache: Option<usize>,
}

/// The compiled limits.
#[derive(Debug, Clone)]
pub struct Limits {
    pub body_prefix: usize,
    pub body_prefix_wait: Duration,
    pub connect_timeout: Duration,
    pub response_timeout: Duration,
    pub handshake_timeout: Duration,
    pub pool_idle_timeout: Duration,
    pub grace_period: Duration,
    pub max_header_bytes: usize,
    pub leaf_cache: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            body_prefix: 64 * 1024,
            body_prefix_wait: Duration::from_secs(1),
            connect_timeout: Duration::from_secs(10),
            response_timeout: Duration::from_secs(300),
            handshake_timeout: Duration::from_secs(10),
            pool_idle_timeout: Duration::from_secs(90),
            grace_period: Duration::from_secs(10),
            max_header_bytes: 64 * 1024,
            leaf_cache: crate::tls::leaf::DEFAULT_CAPACITY,
        }
    }
}

impl Limits {
    /// Compiles `limits:`; error paths are relative to it.
    pub fn compile(f: &LimitsFile) -> Result<Limits, SectionError> {
        let d = Limits::default();
        let dur = |v: &Option<DurationText>, key: &str, default: Duration| match v {
            None => Ok(default),
            Some(t) => t
                .parse()
                .map_err(|e| SectionError::new(key, format!("limits.{key}: {e}"))),
        };
        let body_prefix = match f.body_prefix {
            None => d.body_prefix,
            Some(n) if (1..=16 * 1024 * 1024).contains(&n) => n as usize,
            Some(_) => {
                return Err(SectionError::new(
                    "body_prefix",
                    "limits.body_prefix must be between 1 and 16777216 bytes",
                ))
            }
        };
        let max_header_bytes = match f.max_header_bytes {
            None => d.max_header_bytes,
            Some(n) if (8192..=1024 * 1024).contains(&n) => n as usize,
            Some(_) => {
                return Err(SectionError::new(
                    "max_header_bytes",
                    "limits.max_header_bytes must be between 8192 and 1048576",
                ))
            }
        };
        Ok(Limits {
            body_prefix,
            body_prefix_wait: dur(&f.body_prefix_wait, "body_prefix_wait", d.body_prefix_wait)?,
            connect_timeout: dur(&f.connect_timeout, "connect_timeout", d.connect_timeout)?,
            response_timeout: dur(&f.response_timeout, "response_timeout", d.response_timeout)?,
            handshake_timeout: dur(
                &f.handshake_timeout,
                "handshake_timeout",
                d.handshake_timeout,
            )?,
            pool_idle_timeout: dur(
                &f.pool_idle_timeout,
                "pool_idle_timeout",
                d.pool_idle_timeout,
            )?,
            grace_period: dur(&f.grace_period, "grace_period", d.grace_period)?,
            max_header_bytes,
            leaf_cache: f.leaf_cache.unwrap_or(d.leaf_cache).max(1),
        })
    }
}

/// `host:port` → fixed address, from `egress.resolve` and `--resolve`.
pub type ResolveMap = HashMap<(String, u16), SocketAddr>;

/// Parses one `egress.resolve` entry.
pub fn parse_resolve(key: &str, value: &str) -> Result<((String, u16), SocketAddr), String> {
    let a = parse_authority(key).map_err(|e| format!("egress.resolve key: {e}"))?;
    let port = a
        .port
        .ok_or_else(|| format!("egress.resolve key `{key}` needs a port (host:port)"))?;
    let addr: SocketAddr = value
        .parse()
        .map_err(|_| format!("egress.resolve `{key}`: `{value}` is not an ip:port"))?;
    Ok(((a.host, port), addr))
}

/// Parses curl-style `HOST:PORT:ADDR`, where ADDR is an IP (same port) or `IP:PORT`.
pub fn parse_resolve_flag(text: &str) -> Result<((String, u16), SocketAddr), String> {
    let bad = || {
        format!(
            "--resolve `{text}`: expected HOST:PORT:ADDR (e.g. api.github.com:443:127.0.0.1:8443)"
        )
    };
    let (host, rest) = text.split_once(':').ok_or_else(bad)?;
    let (port, addr) = rest.split_once(':').ok_or_else(bad)?;
    let port: u16 = port.parse().map_err(|_| bad())?;
    let addr = addr.trim_start_matches('[').trim_end_matches(']');
    let sock = match addr.parse::<SocketAddr>() {
        Ok(s) => s,
        Err(_) => {
            let ip: std::net::IpAddr = addr.parse().map_err(|_| bad())?;
            SocketAddr::new(ip, port)
        }
    };
    parse_resolve(&format!("{host}:{port}"), &sock.to_string())
}

/// Everything the shell needs from the config, compiled.
#[derive(Debug, Clone)]
pub struct Settings {
    pub hosts: HostRules,
    pub limits: Limits,
    pub resolve: ResolveMap,
    /// `egress.allow`: the exceptions to the address guard the dialer applies.
    pub egress: AddressGuard,
}

/// The proxy's own sections, all at the file's top level.
#[derive(Debug, Clone, Copy)]
pub struct ProxySections<'a> {
    pub hosts: &'a HostsFile,
    pub egress: &'a EgressFile,
    pub limits: &'a LimitsFile,
}

impl Settings {
    /// Compiles the proxy's sections. Error paths start at the file's root
    /// (`hosts.tunnel[0]`, `limits.connect_timeout`), since they span three sections.
    pub fn compile(f: &ProxySections<'_>) -> Result<Settings, SectionError> {
        let mut resolve = ResolveMap::new();
        for (k, v) in &f.egress.resolve {
            let (key, addr) = parse_resolve(k, v).map_err(|e| {
                SectionError::new(
                    KeyPath::root().key("egress").key("resolve").key(k.as_str()),
                    e,
                )
            })?;
            resolve.insert(key, addr);
        }
        let ports = Ports::compile(&f.egress.ports).map_err(|e| e.under("egress.ports"))?;
        Ok(Settings {
            hosts: HostRules::compile(f.hosts, ports).map_err(|e| e.under("hosts"))?,
            limits: Limits::compile(f.limits).map_err(|e| e.under("limits"))?,
            resolve,
            egress: AddressGuard::compile(&f.egress.allow).map_err(|e| e.under("egress"))?,
        })
    }
}

#[cfg(test)]
#[path = "settings_tests.rs"]
mod tests;
