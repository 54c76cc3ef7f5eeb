//! The request view: what the pure stages see of one request. The proxy shell builds it
//! from the socket; the stages read it and never do I/O.

use std::net::SocketAddr;

use bytes::Bytes;
use http::{HeaderMap, Method};
use zeroize::Zeroizing;

/// A request's id: 16 random hex digits, carried in logs, audit and refusals.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct RequestId(String);

impl RequestId {
    /// A fresh random id.
    pub fn new() -> Self {
        let mut buf = [0u8; 8];
        // getrandom only fails when the OS has no entropy source; a counter-free fallback
        // from the clock still keeps ids distinct enough for logs.
        if getrandom::fill(&mut buf).is_err() {
            let nanos = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos() as u64)
                .unwrap_or(0);
            buf = nanos.to_be_bytes();
        }
        RequestId(buf.iter().map(|b| format!("{b:02x}")).collect())
    }

    /// The id a refusal was already answered with (one the proxy made, never a client's).
    pub fn from_answered(id: &str) -> Self {
        RequestId(id.to_string())
    }

    /// The id as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl Default for RequestId {
    fn default() -> Self {
        Self::new()
    }
}

impl std::fmt::Display for RequestId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// How the client reached us: inside a CONNECT tunnel (https) or as a plain absolute-form
/// request (http).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scheme {
    Https,
    Http,
}

impl Scheme {
    /// `https` or `http`.
    pub fn as_str(self) -> &'static str {
        match self {
            Scheme::Https => "https",
            Scheme::Http => "http",
        }
    }
}

/// Credentials from `Proxy-Authorization: Basic` on the CONNECT (or on a plain request).
/// The password is a session token; it is zeroised on drop and never printed.
#[derive(Clone)]
pub struct ProxyAuth {
    pub user: String,
    pub password: Zeroizing<String>,
    /// The request carried the header more than once: which one counts is a guess, so
    /// the session is refused.
    pub repeated: bool,
}

impl std::fmt::Debug for ProxyAuth {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ProxyAuth")
            .field("user", &self.user)
            .field("password", &"<redacted>")
            .finish()
    }
}

/// What is known about the connection a request arrived on.
#[derive(Debug, Clone)]
pub struct Tunnel {
    /// The client's address.
    pub client: SocketAddr,
    /// Credentials given on the CONNECT, applying to every request in the tunnel.
    pub proxy_auth: Option<ProxyAuth>,
}

/// The first bytes of a request body, read before the decision (bounded by
/// `limits.body_prefix`). `complete` says whether this is the whole body.
#[derive(Debug, Clone, Default)]
pub struct BodyPrefix {
    pub bytes: Bytes,
    pub complete: bool,
    /// The trailers, when the body ended with them within the prefix.
    pub trailers: Option<HeaderMap>,
}

impl BodyPrefix {
    /// An empty, complete body (GET and friends).
    pub fn empty() -> Self {
        BodyPrefix {
            bytes: Bytes::new(),
            complete: true,
            trailers: None,
        }
    }
}

/// One request as the stages see it.
#[derive(Debug, Clone, Copy)]
pub struct RequestView<'a> {
    pub id: &'a RequestId,
    pub method: &'a Method,
    pub scheme: Scheme,
    /// Lowercased host name or IP literal, without port, brackets or trailing dot.
    pub host: &'a str,
    pub port: u16,
    /// The path as sent (still percent-encoded), always starting with `/`.
    pub path: &'a str,
    /// The raw query string without `?`.
    pub query: Option<&'a str>,
    /// Request headers, hop-by-hop headers already removed.
    pub headers: &'a HeaderMap,
    pub body: &'a BodyPrefix,
    pub tunnel: &'a Tunnel,
}

impl RequestView<'_> {
    /// Whether the method only reads (GET, HEAD, OPTIONS).
    pub fn is_read_method(&self) -> bool {
        matches!(*self.method, Method::GET | Method::HEAD | Method::OPTIONS)
    }
}

/// Redacts the values of a query string for logs and audit: `a=1&b=2` -> `a=…&b=…`.
pub fn redact_query(query: &str) -> String {
    query
        .split('&')
        .map(|pair| match pair.split_once('=') {
            Some((k, _)) => format!("{k}=…"),
            None => pair.to_string(),
        })
        .collect::<Vec<_>>()
        .join("&")
}

/// A path with its query values redacted, for logs and audit.
pub fn redacted_path(path: &str, query: Option<&str>) -> String {
    match query {
        Some(q) if !q.is_empty() => format!("{path}?{}", redact_query(q)),
        _ => path.to_string(),
    }
}

/// A method as logs and audit may show it: the standard ones and extension methods
/// spelled like them (upper-case letters and `-`, as WebDAV's `PROPFIND` or
/// `VERSION-CONTROL`) as sent; any other token stands as `(extension)`, since a method is
/// any token and may be a secret (issue 12).
pub fn loggable_method(method: &str) -> &str {
    let shaped = (1..=20).contains(&method.len())
        && method.bytes().all(|b| b.is_ascii_uppercase() || b == b'-');
    if shaped {
        method
    } else {
        "(extension)"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_method_shaped_methods_are_logged() {
        let cases = [
            ("GET", "GET"),
            ("PROPFIND", "PROPFIND"),
            ("VERSION-CONTROL", "VERSION-CONTROL"),
            ("ghp_0123456789abcdefghijklmnopqrstuvwxyz", "(extension)"),
            ("AKIA0123456789ABCDEF", "(extension)"),
            ("get", "(extension)"),
            ("ABCDEFGHIJKLMNOPQRSTU", "(extension)"),
        ];
        for (method, logged) in cases {
            assert_eq!(loggable_method(method), logged, "{method}");
        }
    }

    #[test]
    fn request_ids_are_distinct_hex() {
        let a = RequestId::new();
        let b = RequestId::new();
        assert_ne!(a, b);
        assert_eq!(a.as_str().len(), 16);
        assert!(a.as_str().chars().all(|c| c.is_ascii_hexdigit()));
    }

    #[test]
    fn query_values_are_redacted() {
        assert_eq!(redact_query("token=abc&page=2&flag"), "token=…&page=…&flag");
        assert_eq!(redacted_path("/x", Some("a=1")), "/x?a=…");
        assert_eq!(redacted_path("/x", None), "/x");
    }

    #[test]
    fn proxy_auth_debug_hides_password() {
        let a = ProxyAuth {
            user: "alice".into(),
            password: Zeroizing::new("s3cret-token".into()),
            repeated: false,
        };
        assert!(!format!("{a:?}").contains("s3cret"));
    }
}
