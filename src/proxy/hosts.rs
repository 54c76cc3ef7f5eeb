//! Host names as the proxy sees them: parsing `host:port` targets and the Host/SNI
//! consistency rule that stops domain fronting.
//!
//! The `intercept` / `tunnel` patterns, what a host name is and how one is normalized
//! live in [`crate::host`] (one home for the idea); they are re-exported here for the
//! proxy's modules. A suffix pattern matches names *below* the suffix only: `*.x.com`
//! matches `a.x.com` and `a.b.x.com`, never `x.com` itself (list both when both are meant).

use std::net::Ipv6Addr;

pub use crate::host::{canonical, normalize, printable, HostPattern};

/// A parsed `host[:port]`: host in its one spelling ([`canonical`]: lowercase, no
/// brackets, no trailing dot, IDNA, IPv4 as a dotted quad).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Authority {
    pub host: String,
    pub port: Option<u16>,
}

impl Authority {
    /// `host:port` for a URI, with brackets around IPv6 literals.
    pub fn uri_authority(host: &str, port: u16) -> String {
        if host.contains(':') {
            format!("[{host}]:{port}")
        } else {
            format!("{host}:{port}")
        }
    }
}

/// Parses `host`, `host:port`, `[v6]` or `[v6]:port`. No user info, no path.
pub fn parse_authority(text: &str) -> Result<Authority, String> {
    if text.contains('@') || text.contains('/') || text.is_empty() {
        return Err(format!("`{}` is not a host[:port]", printable(text)));
    }
    let (host, port) = if let Some(rest) = text.strip_prefix('[') {
        let (v6, after) = rest
            .split_once(']')
            .ok_or_else(|| format!("`{}`: unclosed `[`", printable(text)))?;
        let ip: Ipv6Addr = v6
            .parse()
            .map_err(|_| format!("`{}` is not an IPv6 address", printable(v6)))?;
        let port = match after {
            "" => None,
            p => Some(p.strip_prefix(':').ok_or("junk after `]`")?),
        };
        (ip.to_string(), port)
    } else {
        let (host, port) = match text.rsplit_once(':') {
            Some((h, p)) => (h, Some(p)),
            None => (text, None),
        };
        // `::1:443` is ambiguous and `a:b:443` is no host; IPv6 must be bracketed.
        if host.contains(':') {
            return Err(format!(
                "`{}`: an IPv6 address needs brackets (`[::1]:443`)",
                printable(text)
            ));
        }
        (canonical(host)?, port)
    };
    let port = match port {
        None => None,
        Some(p) => match p.parse::<u16>() {
            Ok(n) if n > 0 && p.bytes().all(|b| b.is_ascii_digit()) => Some(n),
            _ => return Err(format!("`{}` is not a port", printable(p))),
        },
    };
    Ok(Authority { host, port })
}

/// Parses a CONNECT target, which must carry a port.
pub fn parse_connect_target(text: &str) -> Result<(String, u16), String> {
    let a = parse_authority(text)?;
    match a.port {
        Some(p) => Ok((a.host, p)),
        None => Err(format!(
            "CONNECT needs host:port; `{}` has no port",
            printable(text)
        )),
    }
}

/// Checks a request's `Host` / `:authority` against the CONNECT target. A port, when
/// given, must equal the CONNECT port; a missing port is accepted (clients leave out
/// the default one).
pub fn check_same_host(claimed: &str, host: &str, port: u16) -> Result<(), String> {
    let a = parse_authority(claimed)
        .map_err(|e| format!("domain fronting: unreadable Host header ({e})"))?;
    if a.host != host || a.port.is_some_and(|p| p != port) {
        return Err(format!(
            "domain fronting: the request names `{}` but the tunnel was opened to `{}`; \
             open a tunnel to the host you mean",
            printable(claimed),
            Authority::uri_authority(host, port)
        ));
    }
    Ok(())
}

#[cfg(test)]
#[path = "hosts_tests.rs"]
mod tests;
