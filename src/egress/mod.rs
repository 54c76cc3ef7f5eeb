//! The egress address guard (issue 13): every address an upstream host resolves to is
//! judged before it is dialled, and the dialer dials exactly the addresses that passed, so
//! a name cannot rebind to another address between the check and the connection.
//! Loopback, private and every other special-purpose address ([`Class`]) are refused
//! (`private_address`) unless `egress.allow` names them: by CIDR (the addresses in it) or
//! by host name (that name's addresses, whatever they are). Pure: the dialer resolves
//! (DNS or `egress.resolve`), this module judges.

mod class;

use std::net::{IpAddr, SocketAddr};

pub use class::{classify, embedded_v4, Class};

use crate::host::{printable, HostPattern};
use crate::section::{KeyPath, SectionError};

/// An IP network: an address and a prefix length, no bits set past the prefix.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cidr {
    net: IpAddr,
    len: u8,
}

impl Cidr {
    /// Parses `10.0.0.0/8`, `fd00::/8`, or a bare address (a network of one).
    pub fn parse(text: &str) -> Result<Cidr, String> {
        let (addr, len) = match text.split_once('/') {
            Some((a, l)) => (a, Some(l)),
            None => (text, None),
        };
        let net: IpAddr = addr
            .parse()
            .map_err(|_| format!("`{}` is not an IP address", printable(addr)))?;
        let max = if net.is_ipv4() { 32 } else { 128 };
        let len = match len {
            None => max,
            Some(l) => match l.parse::<u8>() {
                Ok(n) if n <= max && l.bytes().all(|b| b.is_ascii_digit()) => n,
                _ => {
                    return Err(format!(
                        "`{}`: the prefix length must be 0 to {max}",
                        printable(text)
                    ))
                }
            },
        };
        let cidr = Cidr { net, len };
        if cidr.masked(net) != bits(net) {
            return Err(format!(
                "`{}` has bits set past its prefix length (a network is written with them \
                 zero, e.g. `10.0.0.0/8`; a single address as `10.1.2.3/32`)",
                printable(text)
            ));
        }
        Ok(cidr)
    }

    /// Whether `ip` lies in the network. An IPv4-mapped IPv6 address is its IPv4 address.
    pub fn contains(&self, ip: IpAddr) -> bool {
        let ip = ip.to_canonical();
        ip.is_ipv4() == self.net.is_ipv4() && self.masked(ip) == bits(self.net)
    }

    fn masked(&self, ip: IpAddr) -> u128 {
        let width: u32 = if ip.is_ipv4() { 32 } else { 128 };
        let drop = width - u32::from(self.len);
        if drop >= 128 {
            0
        } else {
            (bits(ip) >> drop) << drop
        }
    }
}

fn bits(ip: IpAddr) -> u128 {
    match ip {
        IpAddr::V4(a) => u128::from(u32::from(a)),
        IpAddr::V6(a) => u128::from(a),
    }
}

/// The compiled `egress.allow`: the exceptions to the guard.
#[derive(Debug, Clone, Default)]
pub struct AddressGuard {
    nets: Vec<Cidr>,
    names: Vec<HostPattern>,
}

/// A host whose every address the guard refused: the reason names the first one, its class
/// and how to allow it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Blocked {
    /// The host as the client named it (canonical).
    pub host: String,
    /// The first refused address.
    pub addr: IpAddr,
    pub class: Class,
}

impl std::fmt::Display for Blocked {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let addr = self.addr;
        let reaches = match addr {
            IpAddr::V6(v6) => embedded_v4(v6)
                .map(|v4| format!(" (it reaches {v4})"))
                .unwrap_or_default(),
            IpAddr::V4(_) => String::new(),
        };
        let one = match addr.to_canonical() {
            IpAddr::V4(v4) => format!("{v4}/32"),
            IpAddr::V6(v6) => format!("{v6}/128"),
        };
        let host = printable(&self.host);
        let what = self.class.describe();
        if self.host.parse::<IpAddr>() == Ok(addr) {
            write!(
                f,
                "{addr}{reaches} is {what}; wirepass does not connect to private or \
                 special-purpose addresses: if the agent must reach it, add `{one}` to \
                 egress.allow"
            )
        } else {
            write!(
                f,
                "`{host}` resolves to {addr}{reaches}, {what}; wirepass does not connect to \
                 private or special-purpose addresses: if the agent must reach it, add `{one}` \
                 (that address) or `{host}` (the name, whatever it resolves to) to egress.allow"
            )
        }
    }
}

impl std::error::Error for Blocked {}

impl AddressGuard {
    /// Compiles `egress.allow` (CIDRs, addresses, host names or `*.suffix`); a bad entry is
    /// an error at its own item (`allow[1]`, relative to `egress:`).
    pub fn compile(allow: &[String]) -> Result<AddressGuard, SectionError> {
        let mut guard = AddressGuard::default();
        for (i, text) in allow.iter().enumerate() {
            let at = || KeyPath::root().key("allow").index(i);
            let looks_like_ip = text.contains('/') || text.parse::<IpAddr>().is_ok();
            if looks_like_ip {
                let net = Cidr::parse(text)
                    .map_err(|e| SectionError::new(at(), format!("egress.allow: {e}")))?;
                guard.nets.push(net);
            } else {
                let name = HostPattern::parse(text).map_err(|e| {
                    SectionError::new(
                        at(),
                        format!("egress.allow: {e}; give a CIDR (10.0.0.0/8), an address or a host name"),
                    )
                })?;
                guard.names.push(name);
            }
        }
        Ok(guard)
    }

    /// The addresses of `host` that may be dialled, in their order; an error when every one
    /// of them is refused. A name `egress.allow` lists passes with all its addresses.
    pub fn check(&self, host: &str, addrs: &[SocketAddr]) -> Result<Vec<SocketAddr>, Blocked> {
        if self.names.iter().any(|p| p.matches(host)) {
            return Ok(addrs.to_vec());
        }
        let mut blocked = None;
        let mut passed = Vec::with_capacity(addrs.len());
        for a in addrs {
            match self.judge(a.ip()) {
                None => passed.push(*a),
                Some(class) => {
                    blocked.get_or_insert(Blocked {
                        host: host.to_string(),
                        addr: a.ip(),
                        class,
                    });
                }
            }
        }
        match blocked {
            Some(b) if passed.is_empty() => Err(b),
            _ => Ok(passed),
        }
    }

    /// The class that refuses `ip`, or `None` when it may be dialled.
    fn judge(&self, ip: IpAddr) -> Option<Class> {
        classify(ip).filter(|_| !self.nets.iter().any(|n| n.contains(ip)))
    }
}

#[cfg(test)]
mod tests;
