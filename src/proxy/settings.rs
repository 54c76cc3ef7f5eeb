//! The proxy's own sections of `wirepass.yaml` (`hosts`, `egress`, and `limits` from
//! [`super::limits`]) as written, and their compiled form with every default filled in and
//! every value checked, so the shell never re-validates at request time.

use std::collections::{BTreeMap, HashMap};
use std::net::SocketAddr;
use std::time::Duration;

use serde::Deserialize;

use super::hosts::parse_authority;
pub use super::limits::{Limits, LimitsFile};
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
    pub(super) fn parse(&self) -> Result<Duration, String> {
        let grammar = &crate::duration::Grammar::TIMEOUT;
        match self {
            DurationText::Seconds(s) => crate::duration::from_seconds(*s, grammar),
            DurationText::Text(t) => crate::duration::parse(t, grammar),
        }
        .map_err(|e| e.to_string())
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
