//! The proxy's own sections of `wirepass.yaml` (`hosts`, `egress`, and `limits` from
//! [`super::limits`]) as written, and their compiled form with every default filled in and
//! every value checked, so the shell never re-validates at request time.

use std::collections::{BTreeMap, HashMap};
use std::net::SocketAddr;
use std::time::Duration;

use serde::Deserialize;

use super::hosts::{parse_authority, HostPattern};
pub use super::limits::{Limits, LimitsFile};
use crate::routes::Router;
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
    /// Private addresses (CIDRs or names) that may be reached.
    #[serde(default)]
    pub allow: Vec<String>,
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

/// What happens to connections for one host.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Disposition {
    /// Terminate TLS and run every request through the pipeline.
    Intercept,
    /// Splice bytes through, audited as a tunnel.
    Tunnel,
    /// Refuse with `unknown_host`.
    Refuse,
}

/// The compiled `hosts:` section.
#[derive(Debug, Clone, Default)]
pub struct HostRules {
    intercept: Vec<HostPattern>,
    /// Each tunnel pattern with its text as written (named in errors).
    tunnel: Vec<(HostPattern, String)>,
    default: DefaultDisposition,
}

impl HostRules {
    /// Compiles patterns; a bad one is an error at its own item (`tunnel[1]`, relative to
    /// `hosts:`).
    pub fn compile(f: &HostsFile) -> Result<HostRules, SectionError> {
        let compile = |key: &str, list: &[String]| -> Result<Vec<HostPattern>, SectionError> {
            list.iter()
                .enumerate()
                .map(|(i, p)| {
                    HostPattern::parse(p).map_err(|e| {
                        SectionError::new(KeyPath::root().key(key).index(i), format!("hosts: {e}"))
                    })
                })
                .collect()
        };
        let tunnel = compile("tunnel", &f.tunnel)?;
        Ok(HostRules {
            intercept: compile("intercept", &f.intercept)?,
            tunnel: tunnel.into_iter().zip(f.tunnel.iter().cloned()).collect(),
            default: f.default,
        })
    }

    /// Refuses a `hosts.tunnel` pattern that covers a host a route table owns. Intercept
    /// would win at run time, so the operator's tunnel would be silently ignored; the
    /// config says two things, and the error says how to pick one. The error's path is
    /// relative to `hosts:` (`tunnel[0]`).
    pub fn check_against_tables(&self, router: &Router) -> Result<(), SectionError> {
        for (i, (pattern, text)) in self.tunnel.iter().enumerate() {
            for active in router.tables() {
                // A table's `*.domain` is probed with a name inside that domain.
                let owned = active.hosts.iter().find(|h| {
                    let probe = match h.strip_prefix("*.") {
                        Some(d) => format!("wirepass-probe.{d}"),
                        None => (*h).clone(),
                    };
                    pattern.matches(&probe)
                });
                if let Some(host) = owned {
                    let service = &active.table.service;
                    return Err(SectionError::new(
                        KeyPath::root().key("tunnel").index(i),
                        format!(
                            "hosts.tunnel: `{text}` covers `{host}`, which the {service} route table owns and wirepass always inspects; remove it from hosts.tunnel, or switch the table off with `services.{service}.routes: none` to tunnel it"
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    /// The disposition of a normalized host: intercept (listed, or owned by a route
    /// table) wins over tunnel; anything else follows `hosts.default`.
    pub fn disposition(&self, host: &str, router: &Router) -> Disposition {
        if self.intercept.iter().any(|p| p.matches(host)) || router.service_for_host(host).is_some()
        {
            Disposition::Intercept
        } else if self.tunnel.iter().any(|(p, _)| p.matches(host)) {
            Disposition::Tunnel
        } else {
            match self.default {
                DefaultDisposition::Refuse => Disposition::Refuse,
                DefaultDisposition::Tunnel => Disposition::Tunnel,
            }
        }
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
        Ok(Settings {
            hosts: HostRules::compile(f.hosts).map_err(|e| e.under("hosts"))?,
            limits: Limits::compile(f.limits).map_err(|e| e.under("limits"))?,
            resolve,
        })
    }
}

#[cfg(test)]
#[path = "settings_tests.rs"]
mod tests;
