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

/// The one spelling of a host a client or a config names, before any rule, table or
/// dialer sees it (issue 13): ASCII lowercase without a trailing dot; a name in Unicode
/// turned to its ASCII (IDNA) form; an IPv4 address in any form `inet_aton` reads (`127.1`,
/// `0x7f.1`, `0177.0.0.1`, `2130706433`) turned to its dotted quad, so that no spelling of
/// an address slips past a rule written for another; an IPv6 literal (given without
/// brackets) in its compressed form. A name whose last label is a number but which is no
/// IPv4 address (`1.2.3.256`) is refused, as browsers refuse it, rather than handed to a
/// resolver that might read it either way. The error says what is wrong, in printable text.
pub fn canonical(text: &str) -> Result<String, String> {
    let shown = || printable(text);
    if let Ok(v6) = text.parse::<std::net::Ipv6Addr>() {
        return Ok(v6.to_string());
    }
    // Percent-decoding would give one host two spellings; no client sends it.
    if text.is_empty() || text.contains(['%', '[', ']']) {
        return Err(format!("`{}` is not a host name", shown()));
    }
    // The WHATWG host parser: IDNA (UTS 46) to ASCII with lowercasing, then the IPv4
    // parser of every numeric form for a host that ends in a number.
    match url::Host::parse(text) {
        Ok(url::Host::Ipv4(v4)) => Ok(v4.to_string()),
        Ok(url::Host::Ipv6(v6)) => Ok(v6.to_string()),
        Ok(url::Host::Domain(name)) => {
            // One trailing dot only: `1020..` would otherwise become the name `1020`,
            // which a resolver reads as an address (found by the host_canonical fuzzer).
            let name = name.strip_suffix('.').unwrap_or(&name);
            if is_host_name(name) {
                Ok(name.to_string())
            } else {
                Err(format!("`{}` is not a host name", shown()))
            }
        }
        Err(url::ParseError::InvalidIpv4Address) => Err(format!(
            "`{}` ends in a number but is not an IPv4 address",
            shown()
        )),
        Err(_) => Err(format!("`{}` is not a host name", shown())),
    }
}

/// Text safe to echo in a reason: printable ASCII, bounded length. What is echoed is
/// redacted later, by rules that read it as it was: a blank stays a blank (`Basic …`,
/// `key = …` need theirs), and a text cut at the bound loses the whole word the cut falls
/// in (and says `…`), since a credential cut short (a password, a token) no longer matches
/// its rule, so no part of one may be left at the end.
pub fn printable(s: &str) -> String {
    const SHOWN: usize = 100;
    let mut out: String = s
        .chars()
        .take(SHOWN)
        .map(|c| match c {
            ' ' | '\t' => ' ',
            c if c.is_ascii_graphic() => c,
            _ => '?',
        })
        .collect();
    if s.chars().nth(SHOWN).is_some() {
        drop_cut_word(&mut out);
    }
    out
}

/// Marks `shown`, a text cut short, as cut, dropping the word the cut fell in: a credential
/// cut short no longer matches its rule when what is shown is redacted, so no part of one
/// may be left at the end.
pub fn drop_cut_word(shown: &mut String) {
    let kept = shown.trim_end_matches(|c: char| !c.is_whitespace()).len();
    shown.truncate(kept);
    shown.push('…');
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
    /// The name is read in its one spelling ([`canonical`]), as the hosts it is matched
    /// against are: `127.1` is `127.0.0.1`, a Unicode name its ASCII form.
    pub fn parse(text: &str) -> Result<HostPattern, String> {
        if let Some(rest) = text.strip_prefix("*.") {
            return match canonical(rest) {
                Ok(name) if name.parse::<std::net::IpAddr>().is_err() => {
                    Ok(HostPattern::Suffix(format!(".{name}")))
                }
                _ => Err(format!(
                    "`{}`: `*.` must be followed by a host name",
                    printable(text)
                )),
            };
        }
        if text.contains('*') {
            return Err(format!(
                "`{}`: only a leading `*.` wildcard is supported (e.g. `*.example.com`)",
                printable(text)
            ));
        }
        canonical(text)
            .map(HostPattern::Exact)
            .map_err(|_| format!("`{}` is not a host name or IP address", printable(text)))
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
