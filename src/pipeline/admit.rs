//! Phase 1, **admit**: runs when a client opens a tunnel (`CONNECT host:port`) or sends an
//! absolute-form `http://` request, before any byte goes anywhere. It reads the target once,
//! decides what happens to the connection (intercept, tunnel or refuse) and names where the
//! dialer will connect; after the TLS handshake of an intercepted tunnel it judges the SNI.
//! It does no I/O. Its result is an [`Admitted`] target or a refusal; the shell applies it.

use http::Uri;

use super::Pipeline;
use crate::proxy::hosts::{normalize, parse_authority, parse_connect_target, printable, Authority};
use crate::proxy::rules::standard_port;
use crate::proxy::settings::{Disposition, Unlisted};
use crate::refusal::{Code, Refusal};
use crate::request::Scheme;

/// How a client asked for a target.
#[derive(Debug, Clone, Copy)]
pub enum Entry<'a> {
    /// `CONNECT host:port` (its authority text as sent).
    Connect(&'a str),
    /// An absolute-form request target (`GET http://host/path HTTP/1.1`).
    Absolute(&'a Uri),
    /// A URL given to the CLI (`wirepass check`): `https://` too, since the proxy would have
    /// seen it as a CONNECT followed by this request.
    Url(&'a Uri),
}

/// A target the proxy accepted, and what happens to it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Admitted {
    pub scheme: Scheme,
    /// Normalised host (lowercase, no brackets, no trailing dot).
    pub host: String,
    pub port: u16,
    pub disposition: Disposition,
}

impl Admitted {
    /// `host:port` with brackets around IPv6 literals.
    pub fn authority(&self) -> String {
        Authority::uri_authority(&self.host, self.port)
    }
}

/// The TLS SNI of an intercepted tunnel, judged against its CONNECT host.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Sni {
    /// The SNI names the CONNECT host.
    Matches,
    /// No SNI (IP literals, some clients): the CONNECT host's leaf is served.
    Absent,
    /// Another name: the handshake is answered with the CONNECT host's leaf (never one minted
    /// for a name the client chose) and every request in the tunnel is refused with this
    /// reason.
    Differs(String),
}

impl Pipeline {
    /// Admits a target: parsed once, then intercepted (a route table owns the host or
    /// `hosts.intercept` lists it), tunnelled (`hosts.tunnel`, or `hosts.default: tunnel`)
    /// or refused (`unknown_host`). An `https://` absolute-form request and an origin-form
    /// request are refused: a forward proxy gets CONNECT or `http://` targets.
    pub fn admit(&self, entry: Entry<'_>) -> Result<Admitted, Refusal> {
        // A host name is resolved through DNS, which carries it to whoever serves its
        // domain before any byte of a request is scanned: a credential in one
        // (`ghp_….attacker.example`) is refused here, on the name as the client wrote it.
        let named = match entry {
            Entry::Connect(text) => Some(text),
            Entry::Absolute(uri) | Entry::Url(uri) => uri.host(),
        };
        if let Some(text) = named {
            self.name_is_clean(text)?;
        }
        let (scheme, host, port) = match entry {
            Entry::Connect(text) => {
                let (host, port) =
                    parse_connect_target(text).map_err(|e| Refusal::new(Code::BadRequest, e))?;
                (Scheme::Https, host, port)
            }
            Entry::Absolute(uri) => {
                match (uri.scheme_str(), uri.authority()) {
                    (Some("http"), Some(a)) => {
                        let a = parse_authority(a.as_str())
                            .map_err(|e| Refusal::new(Code::BadRequest, e))?;
                        (Scheme::Http, a.host, a.port.unwrap_or(80))
                    }
                    (Some(_), Some(_)) => return Err(Refusal::new(
                        Code::BadRequest,
                        "https:// URLs go through CONNECT: set HTTPS_PROXY rather than sending \
                         them as plain requests",
                    )),
                    _ => return Err(Refusal::new(
                        Code::BadRequest,
                        "wirepass is a forward proxy: send absolute-form requests (HTTP_PROXY) \
                         or CONNECT (HTTPS_PROXY)",
                    )),
                }
            }
            Entry::Url(uri) => {
                let (scheme, default_port) = match uri.scheme_str() {
                    Some("https") => (Scheme::Https, 443),
                    Some("http") => (Scheme::Http, 80),
                    _ => {
                        return Err(Refusal::new(
                            Code::BadRequest,
                            "only http:// and https:// URLs",
                        ))
                    }
                };
                let a = uri
                    .authority()
                    .ok_or_else(|| Refusal::new(Code::BadRequest, "the URL has no host"))
                    .and_then(|a| {
                        parse_authority(a.as_str()).map_err(|e| Refusal::new(Code::BadRequest, e))
                    })?;
                (scheme, a.host, a.port.unwrap_or(default_port))
            }
        };
        // The port is part of every rule. The address guard is not judged here (admit does
        // no I/O): the dialer resolves the host once and dials only what the guard passed.
        let disposition = self
            .hosts
            .disposition(&host, port, scheme, &self.router)
            .map_err(|why| unlisted(&host, port, standard_port(scheme), why))?;
        // A service's credential and its session must never travel in cleartext: plain HTTP
        // to a host a route table owns is refused unless the service opts in (and even then
        // nothing is injected: see decide).
        if scheme == Scheme::Http {
            if let Some(service) = self.router.service_for_host(&host) {
                if !self.plain_http.contains(service) {
                    return Err(Refusal::new(
                        Code::BadRequest,
                        format!(
                            "plain http:// to {} ({service}) is refused: its credential and the \
                             session would travel in cleartext; use https:// through \
                             HTTPS_PROXY, or set services.{service}.plain_http: allow",
                            printable(&host)
                        ),
                    )
                    .service(service));
                }
            }
        }
        Ok(Admitted {
            scheme,
            host,
            port,
            disposition,
        })
    }
}

impl Pipeline {
    /// Refuses `text`, a host name as the client wrote it (a CONNECT's, a URL's, a `Host`
    /// or a TLS server name read from the wire), when it carries a credential: a name is
    /// resolved through DNS, which carries it to whoever serves its domain. Judged before
    /// any reading lowercases it (a lowercased token no longer matches its checksum, and
    /// its case is cheap to guess back).
    pub fn name_is_clean(&self, text: &str) -> Result<(), Refusal> {
        let Some(rule) = self.guard.secret_in(text) else {
            return Ok(());
        };
        let mut r = Refusal::new(
            Code::CredentialLeak,
            format!(
                "the target's host name carries a credential (rule `{rule}`): a host name \
                 is resolved through DNS, which would carry it to whoever serves that \
                 domain; a credential never goes in a host name"
            ),
        );
        r.rules.push(rule.to_string());
        Err(r)
    }
}

/// The `unknown_host` refusal of a target no rule admits: what is missing, and the key that
/// would admit it.
fn unlisted(host: &str, port: u16, standard: u16, why: Unlisted) -> Refusal {
    let target = printable(&Authority::uri_authority(host, port));
    let host = printable(host);
    let reason = match why {
        Unlisted::Host if port == standard => format!(
            "`{host}` is not an allowed host: add it to hosts.intercept (inspected) or \
             hosts.tunnel (passed through) in the wirepass config, or give it a service"
        ),
        Unlisted::Host => format!(
            "`{target}` is not an allowed host and port: add `{target}` to hosts.intercept \
             (inspected) or hosts.tunnel (passed through); a rule without a port covers only \
             port {standard} here"
        ),
        Unlisted::Port { allowed, key } => {
            let allowed: Vec<String> = allowed.iter().map(u16::to_string).collect();
            format!(
                "port {port} is not allowed for `{host}`: hosts.default: tunnel reaches only \
                 the ports {key} lists ([{}]); add {port} there, or add `{target}` to \
                 hosts.tunnel or hosts.intercept",
                allowed.join(", ")
            )
        }
        Unlisted::TableElsewhere { service } => {
            let r = Refusal::new(
                Code::UnknownHost,
                format!(
                    "`{host}` belongs to the {service} route table on port {standard} only; \
                     to reach port {port}, add `{target}` to hosts.intercept (inspected as \
                     {service})"
                ),
            );
            return r.service(&service);
        }
    };
    Refusal::new(Code::UnknownHost, reason)
}

/// Judges the SNI of an intercepted tunnel's ClientHello against the CONNECT target.
pub fn check_sni(sni: Option<&str>, target: &Admitted) -> Sni {
    match sni.map(normalize) {
        None => Sni::Absent,
        Some(s) if s == target.host => Sni::Matches,
        Some(s) => Sni::Differs(format!(
            "domain fronting: TLS SNI `{}` differs from the CONNECT host `{}`; open the \
             tunnel to the host you mean",
            printable(&s),
            target.authority()
        )),
    }
}

/// Parses a URL given to the CLI with the parser hyper uses for request targets, after
/// dropping what a client never sends to a proxy: the `#fragment` and the user info (which
/// a client turns into an `Authorization` header).
pub fn parse_url(text: &str) -> Result<Uri, Refusal> {
    let text = text.split('#').next().unwrap_or_default();
    let sent = match text.split_once("://") {
        Some((scheme, rest)) => {
            let end = rest.find(['/', '?']).unwrap_or(rest.len());
            let (authority, tail) = rest.split_at(end);
            let host = authority.rsplit('@').next().unwrap_or_default();
            format!("{scheme}://{host}{tail}")
        }
        None => text.to_string(),
    };
    sent.parse().map_err(|_| {
        Refusal::new(
            Code::BadRequest,
            format!("`{}` is not an absolute URL", printable(text)),
        )
    })
}

#[cfg(test)]
#[path = "admit_tests.rs"]
mod tests;
