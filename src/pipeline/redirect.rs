//! Redirect passes: a service's origin hands a download off to its storage by a redirect
//! (GitHub's release assets and Actions logs to `objects.githubusercontent.com` or an
//! Azure blob, a Jira attachment to Atlassian's media host), with a presigned URL that is
//! itself the credential. No route table can judge such a URL, and its signature is a
//! credential on a host the service does not own, so without a pass the download is
//! refused.
//!
//! What was decided is what is forwarded: the respond phase of an allowed request whose
//! answer redirects to one of its service's storage hosts (`storage:` in the table) issues
//! a pass for exactly that URL, for the same session user, for a short time. A GET or HEAD
//! of that URL by that user is then judged as the request that was redirected (its service,
//! actions and resources, shown in the audit with `redirect_of`); anything else on a
//! storage host is refused. The URL is compared in one spelling ([`canonical`]), so a
//! client that re-escapes what it follows still matches, and nothing else does.
//!
//! The store is bounded: at most [`MAX_PASSES`] live passes; the oldest goes first.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::refusal::Refusal;
use crate::routes::{Mapped, Router};

/// The most passes held at once; past it the one that expires first is dropped.
pub const MAX_PASSES: usize = 4096;

/// How long a pass lasts by default (`limits.redirect_pass`): presigned URLs live minutes.
pub const DEFAULT_TTL: Duration = Duration::from_secs(300);

/// What an allowed request could issue a pass for, should its answer redirect to storage.
#[derive(Debug, Clone)]
pub struct Issuer {
    pub service: String,
    /// The host of the request that was redirected (the service's credential belongs there).
    pub host: String,
    pub user: Option<String>,
    pub actions: Vec<Mapped>,
    /// Report mode's refusal of the request, reported again for what follows it.
    pub reported: Option<Refusal>,
    pub request_id: String,
}

/// A pass, as the request that follows the redirect is judged.
#[derive(Debug, Clone)]
pub struct Pass {
    pub service: String,
    /// The host of the request that was redirected.
    pub host: String,
    pub actions: Vec<Mapped>,
    pub reported: Option<Refusal>,
    /// The request whose answer issued it (`redirect_of` in the audit).
    pub request_id: String,
    expires: Instant,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Key {
    user: Option<String>,
    url: String,
}

/// The live passes; shared by every request (and kept across a configuration reload).
#[derive(Debug)]
pub struct Passes {
    ttl: Duration,
    held: Mutex<HashMap<Key, Pass>>,
}

impl Default for Passes {
    fn default() -> Self {
        Passes::new(DEFAULT_TTL)
    }
}

impl Passes {
    pub fn new(ttl: Duration) -> Passes {
        Passes {
            ttl,
            held: Mutex::new(HashMap::new()),
        }
    }

    /// The respond phase: `location` is the answer's `Location` to a request `issuer`
    /// describes, with status `status`. Issues a pass when it is a redirect to one of the
    /// service's storage hosts over HTTPS; returns the storage host it was issued for.
    pub fn issue(
        &self,
        router: &Router,
        issuer: &Issuer,
        status: http::StatusCode,
        location: &str,
    ) -> Option<String> {
        if !status.is_redirection() || status == http::StatusCode::NOT_MODIFIED {
            return None;
        }
        let target = Target::parse(location)?;
        if !router.storage_of(&issuer.service, &target.host) {
            return None;
        }
        let key = Key {
            user: issuer.user.clone(),
            url: target.canonical(),
        };
        let now = Instant::now();
        let pass = Pass {
            service: issuer.service.clone(),
            host: issuer.host.clone(),
            actions: issuer.actions.clone(),
            reported: issuer.reported.clone(),
            request_id: issuer.request_id.clone(),
            expires: now + self.ttl,
        };
        let mut held = self.held.lock().unwrap_or_else(|e| e.into_inner());
        if held.len() >= MAX_PASSES && !held.contains_key(&key) {
            held.retain(|_, p| p.expires > now);
            if held.len() >= MAX_PASSES {
                let first = held.iter().min_by_key(|(_, p)| p.expires).map(|(k, _)| k);
                if let Some(k) = first.cloned() {
                    held.remove(&k);
                }
            }
        }
        held.insert(key, pass);
        Some(target.host)
    }

    /// The decide phase: the live pass `user` holds for this request's URL, if any.
    pub fn find(
        &self,
        user: Option<&str>,
        host: &str,
        port: u16,
        path: &str,
        query: Option<&str>,
    ) -> Option<Pass> {
        let target = Target {
            host: host.to_string(),
            port,
            path_and_query: match query {
                Some(q) => format!("{path}?{q}"),
                None => path.to_string(),
            },
        };
        let key = Key {
            user: user.map(str::to_string),
            url: target.canonical(),
        };
        let mut held = self.held.lock().unwrap_or_else(|e| e.into_inner());
        match held.get(&key) {
            Some(p) if p.expires > Instant::now() => Some(p.clone()),
            Some(_) => {
                held.remove(&key);
                None
            }
            None => None,
        }
    }

    /// How long a pass lasts.
    pub fn ttl(&self) -> Duration {
        self.ttl
    }
}

/// An HTTPS URL a redirect named: its host in its one spelling, its port and its target.
#[derive(Debug, PartialEq, Eq)]
struct Target {
    host: String,
    port: u16,
    path_and_query: String,
}

impl Target {
    /// An absolute `https://` URL (a `//host/…` one is read as HTTPS too); nothing else is a
    /// hand-off to storage. No user info.
    fn parse(location: &str) -> Option<Target> {
        let location = location.trim();
        let absolute = match location.strip_prefix("//") {
            Some(rest) => format!("https://{rest}"),
            None => location.to_string(),
        };
        let url = url::Url::parse(&absolute).ok()?;
        if url.scheme() != "https" || !url.username().is_empty() || url.password().is_some() {
            return None;
        }
        let host = match url.host()? {
            url::Host::Domain(d) => crate::host::canonical(d).ok()?,
            url::Host::Ipv4(a) => a.to_string(),
            url::Host::Ipv6(a) => a.to_string(),
        };
        let mut path_and_query = url.path().to_string();
        if let Some(q) = url.query() {
            path_and_query.push('?');
            path_and_query.push_str(q);
        }
        Some(Target {
            host,
            port: url.port().unwrap_or(443),
            path_and_query,
        })
    }

    fn canonical(&self) -> String {
        format!(
            "{}:{}{}",
            self.host,
            self.port,
            canonical(&self.path_and_query)
        )
    }
}

/// A request target in one spelling: an escape of a character that means nothing to a
/// URL's syntax (`%41`, `%27`) is that character; every other escape is in capitals; a byte
/// no URI holds as it is (a blank, a quote, `<>\^`{|}`, anything outside printable ASCII) is
/// escaped. The delimiters and their escapes stay apart (`%2F` is not `/`, `%26` is not `&`,
/// `%2B` is not `+`), as origins read them apart.
pub fn canonical(target: &str) -> String {
    let b = target.as_bytes();
    let mut out = String::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let escaped = match (
            c,
            b.get(i + 1).and_then(|&h| hex(h)),
            b.get(i + 2).and_then(|&l| hex(l)),
        ) {
            (b'%', Some(h), Some(l)) => Some(h * 16 + l),
            _ => None,
        };
        let (byte, was_escaped) = match escaped {
            Some(v) => (v, true),
            None => (c, false),
        };
        let plain = byte.is_ascii_graphic() && !b"\"<>\\^`{|}".contains(&byte);
        let delimiter = b"%/?#&=+;,@:[]".contains(&byte);
        if plain && !(delimiter && (was_escaped || byte == b'%')) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
        i += if was_escaped { 3 } else { 1 };
    }
    out
}

fn hex(c: u8) -> Option<u8> {
    char::from(c)
        .to_digit(16)
        .and_then(|d| u8::try_from(d).ok())
}

#[cfg(test)]
#[path = "redirect_tests.rs"]
mod tests;
