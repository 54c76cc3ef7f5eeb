//! Which host, on which port, is intercepted, tunnelled or refused: the compiled `hosts:`
//! section and `egress.ports` (issue 13: the port is part of every rule).
//!
//! A rule names a host pattern and, optionally, a port (`api.example.com:8443`,
//! `*.corp.example:8443`, `[::1]:8443`). A rule without a port covers the standard port of
//! the way the client came: 443 for CONNECT, 80 for a plain `http://` request; so
//! `host:8443` is never covered by a rule for `host`. A route table's hosts are owned on
//! the standard ports only. A target no rule covers follows `hosts.default`; with `tunnel`,
//! only on the ports `egress.ports` lists (by default 443 for CONNECT and 80 for plain
//! HTTP), so an agent cannot open a tunnel to any port of any host.

use serde::Deserialize;

use super::hosts::HostPattern;
use super::settings::{DefaultDisposition, HostsFile};
use crate::host::printable;
use crate::request::Scheme;
use crate::routes::Router;
use crate::section::{KeyPath, SectionError};

/// What happens to connections for one host.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Disposition {
    /// Terminate TLS and run every request through the pipeline.
    Intercept,
    /// Splice bytes through, audited as a tunnel.
    Tunnel,
}

/// `egress.ports` as written: the ports `hosts.default: tunnel` reaches.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PortsFile {
    /// Ports a CONNECT may name (default `[443]`).
    #[serde(default)]
    pub connect: Option<Vec<u16>>,
    /// Ports a plain `http://` request may name (default `[80]`).
    #[serde(default)]
    pub http: Option<Vec<u16>>,
}

/// The compiled `egress.ports`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ports {
    pub connect: Vec<u16>,
    pub http: Vec<u16>,
}

impl Default for Ports {
    fn default() -> Self {
        Ports {
            connect: vec![standard_port(Scheme::Https)],
            http: vec![standard_port(Scheme::Http)],
        }
    }
}

impl Ports {
    /// Compiles `egress.ports`; error paths are relative to it.
    pub fn compile(f: &PortsFile) -> Result<Ports, SectionError> {
        let d = Ports::default();
        let list = |v: &Option<Vec<u16>>, key: &str, default: Vec<u16>| match v {
            None => Ok(default),
            Some(l) => match l.iter().position(|p| *p == 0) {
                Some(i) => Err(SectionError::new(
                    KeyPath::root().key(key).index(i),
                    format!("egress.ports.{key}: 0 is not a port"),
                )),
                None => Ok(l.clone()),
            },
        };
        Ok(Ports {
            connect: list(&f.connect, "connect", d.connect)?,
            http: list(&f.http, "http", d.http)?,
        })
    }

    /// The ports a scheme's entry may name when no rule names the port, and their key.
    fn for_scheme(&self, scheme: Scheme) -> (&[u16], &'static str) {
        match scheme {
            Scheme::Https => (&self.connect, "egress.ports.connect"),
            Scheme::Http => (&self.http, "egress.ports.http"),
        }
    }
}

/// The port a rule without one covers: 443 for CONNECT (and `https://`), 80 for `http://`.
pub fn standard_port(scheme: Scheme) -> u16 {
    match scheme {
        Scheme::Https => 443,
        Scheme::Http => 80,
    }
}

/// One `hosts.intercept` / `hosts.tunnel` entry.
#[derive(Debug, Clone)]
struct Rule {
    pattern: HostPattern,
    /// `None`: the standard port of the entry.
    port: Option<u16>,
    /// As written (named in errors).
    text: String,
}

impl Rule {
    fn parse(text: &str) -> Result<Rule, String> {
        let (host, port) = split_port(text)?;
        Ok(Rule {
            pattern: HostPattern::parse(host)?,
            port,
            text: text.to_string(),
        })
    }

    fn covers(&self, host: &str, port: u16, scheme: Scheme) -> bool {
        self.port.unwrap_or(standard_port(scheme)) == port && self.pattern.matches(host)
    }
}

/// Splits `host:port`, `*.x.com:port` or `[v6]:port`; an IPv6 literal without brackets has
/// no port.
fn split_port(text: &str) -> Result<(&str, Option<u16>), String> {
    let port = |p: &str| match p.parse::<u16>() {
        Ok(n) if n > 0 && p.bytes().all(|b| b.is_ascii_digit()) => Ok(n),
        _ => Err(format!("`{}` is not a port", printable(p))),
    };
    if let Some(rest) = text.strip_prefix('[') {
        let (v6, after) = rest
            .split_once(']')
            .ok_or_else(|| format!("`{}`: unclosed `[`", printable(text)))?;
        return match after {
            "" => Ok((v6, None)),
            a => match a.strip_prefix(':') {
                Some(p) => Ok((v6, Some(port(p)?))),
                None => Err(format!("`{}`: junk after `]`", printable(text))),
            },
        };
    }
    match text.split_once(':') {
        Some((h, p)) if !p.contains(':') => Ok((h, Some(port(p)?))),
        _ => Ok((text, None)),
    }
}

/// Why no rule admits a target: the admit phase words the refusal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unlisted {
    /// No rule names the host and `hosts.default` is `refuse`.
    Host,
    /// The host is reached only through `hosts.default: tunnel`, on a port `key` does not
    /// list.
    Port {
        allowed: Vec<u16>,
        key: &'static str,
    },
    /// A route table owns the host, on the standard port only, and no rule names this one.
    TableElsewhere { service: String },
}

/// The compiled `hosts:` section, with `egress.ports`.
#[derive(Debug, Clone, Default)]
pub struct HostRules {
    intercept: Vec<Rule>,
    tunnel: Vec<Rule>,
    default: DefaultDisposition,
    ports: Ports,
}

impl HostRules {
    /// Compiles the rules; a bad one is an error at its own item (`tunnel[1]`, relative to
    /// `hosts:`).
    pub fn compile(f: &HostsFile, ports: Ports) -> Result<HostRules, SectionError> {
        let compile = |key: &str, list: &[String]| -> Result<Vec<Rule>, SectionError> {
            list.iter()
                .enumerate()
                .map(|(i, p)| {
                    Rule::parse(p).map_err(|e| {
                        SectionError::new(KeyPath::root().key(key).index(i), format!("hosts: {e}"))
                    })
                })
                .collect()
        };
        Ok(HostRules {
            intercept: compile("intercept", &f.intercept)?,
            tunnel: compile("tunnel", &f.tunnel)?,
            default: f.default,
            ports,
        })
    }

    /// Refuses a `hosts.tunnel` pattern that covers a host a route table owns (on any
    /// port). Intercept would win at run time, so the operator's tunnel would be silently
    /// ignored; the config says two things, and the error says how to pick one. The error's
    /// path is relative to `hosts:` (`tunnel[0]`).
    pub fn check_against_tables(&self, router: &Router) -> Result<(), SectionError> {
        for (i, rule) in self.tunnel.iter().enumerate() {
            for active in router.tables() {
                // A table's `*.domain` is probed with a name inside that domain.
                let owned = active.hosts.iter().find(|h| {
                    let probe = match h.strip_prefix("*.") {
                        Some(d) => format!("wirepass-probe.{d}"),
                        None => (*h).clone(),
                    };
                    rule.pattern.matches(&probe)
                });
                if let Some(host) = owned {
                    let service = &active.table.service;
                    let text = &rule.text;
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

    /// Whether `hosts.intercept` names this host on this port.
    pub fn lists_intercept(&self, host: &str, port: u16, scheme: Scheme) -> bool {
        self.intercept.iter().any(|r| r.covers(host, port, scheme))
    }

    /// The disposition of a canonical host on `port`, reached by `scheme`: an intercept rule
    /// or a route table (on its standard port) wins over a tunnel rule; a target no rule
    /// covers follows `hosts.default`, within `egress.ports`, except that a service's
    /// storage host the default would refuse is intercepted on 443 (for redirect passes). A
    /// host a route table owns is never tunnelled by default, on any port.
    pub fn disposition(
        &self,
        host: &str,
        port: u16,
        scheme: Scheme,
        router: &Router,
    ) -> Result<Disposition, Unlisted> {
        let standard = standard_port(scheme);
        let owner = router.service_for_host(host);
        if self.lists_intercept(host, port, scheme) || (owner.is_some() && port == standard) {
            return Ok(Disposition::Intercept);
        }
        if self.tunnel.iter().any(|r| r.covers(host, port, scheme)) {
            return Ok(Disposition::Tunnel);
        }
        if let Some(service) = owner {
            return Err(Unlisted::TableElsewhere {
                service: service.to_string(),
            });
        }
        match self.default {
            // A service's storage host, which the default would refuse, is inspected over
            // TLS on 443, where the decide phase lets through only what a redirect pass
            // covers. (Under `default: tunnel` it is tunnelled like any unlisted host.)
            DefaultDisposition::Refuse
                if scheme == Scheme::Https && port == standard && router.is_storage(host) =>
            {
                Ok(Disposition::Intercept)
            }
            DefaultDisposition::Refuse => Err(Unlisted::Host),
            DefaultDisposition::Tunnel => {
                let (allowed, key) = self.ports.for_scheme(scheme);
                if allowed.contains(&port) {
                    Ok(Disposition::Tunnel)
                } else {
                    Err(Unlisted::Port {
                        allowed: allowed.to_vec(),
                        key,
                    })
                }
            }
        }
    }
}
