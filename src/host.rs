//! Host names and host patterns: what a host name is, how one is normalized, and what a
//! pattern matches. The one home of these ideas (issue 11): the proxy's `hosts:` lists,
//! route tables' `hosts:` and the scan rules' credential destinations all call it. It is
//! a leaf module, so the pure core (routes, scan) need not depend on the proxy shell.
//!
//! Patterns are exact names (`api.github.com`) or `*.suffix` (`*.pythonhosted.org`). A
//! suffix pattern matches names *below* the suffix only: `*.x.com` matches `a.x.com` and
//! `a.b.x.com`, never `x.com` itself (list both when both are meant). Every caller had
//! that rule already. Matching folds ASCII case and ignores a trailing dot, as DNS does;
//! the callers pass hosts the proxy has already normalized, so for them nothing changes.

/// Lowercase, without a trailing dot.
pub fn normalize(host: &str) -> String {
    host.trim_end_matches('.').to_ascii_lowercase()
}

/// Whether `h` is a host name: dot-separated labels of letters, digits, `-` and `_`, each
/// 1 to 63 bytes, 253 in all. Also what certificates may name (rcgen and clients accept
/// it). An IP literal is not a host name.
pub fn is_host_name(h: &str) -> bool {
    !h.is_empty()
        && h.len() <= 253
        && h.split('.').all(|l| {
            !l.is_empty()
                && l.len() <= 63
                && l.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        })
}

/// One compiled host pattern.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HostPattern {
    /// The whole name.
    Exact(String),
    /// `*.x.com`, stored as `.x.com`.
    Suffix(String),
}

impl HostPattern {
    /// Parses a pattern from the config; the error says what is wrong with it.
    pub fn parse(text: &str) -> Result<HostPattern, String> {
        let t = normalize(text);
        if let Some(rest) = t.strip_prefix("*.") {
            if !is_host_name(rest) {
                return Err(format!("`{text}`: `*.` must be followed by a host name"));
            }
            return Ok(HostPattern::Suffix(format!(".{rest}")));
        }
        if t.contains('*') {
            return Err(format!(
                "`{text}`: only a leading `*.` wildcard is supported (e.g. `*.example.com`)"
            ));
        }
        if !is_host_name(&t) && t.parse::<std::net::IpAddr>().is_err() {
            return Err(format!("`{text}` is not a host name or IP address"));
        }
        Ok(HostPattern::Exact(t))
    }

    /// Whether a host matches.
    pub fn matches(&self, host: &str) -> bool {
        match self {
            HostPattern::Exact(h) => is_same(h, host),
            HostPattern::Suffix(s) => is_below(host, s.strip_prefix('.').unwrap_or(s)),
        }
    }
}

/// Whether `host` matches `pattern` given as text (`api.x.com` or `*.x.com`), without
/// compiling or allocating: for patterns that tables keep as text.
pub fn matches(pattern: &str, host: &str) -> bool {
    match pattern.strip_prefix("*.") {
        Some(suffix) => is_below(host, suffix),
        None => is_same(pattern, host),
    }
}

fn is_same(a: &str, b: &str) -> bool {
    a.trim_end_matches('.')
        .eq_ignore_ascii_case(b.trim_end_matches('.'))
}

/// Whether `host` is at least one label below `suffix`. Compared as bytes, so no slice
/// can fall inside a character of a host that is not ASCII.
fn is_below(host: &str, suffix: &str) -> bool {
    let (h, s) = (
        host.trim_end_matches('.').as_bytes(),
        suffix.trim_end_matches('.').as_bytes(),
    );
    h.len() > s.len() + 1
        && h[h.len() - s.len() - 1] == b'.'
        && h[h.len() - s.len()..].eq_ignore_ascii_case(s)
}

#[cfg(test)]
#[path = "host_tests.rs"]
mod tests;
