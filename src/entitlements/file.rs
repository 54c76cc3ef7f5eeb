//! The entitlements file: YAML, `version: 1`, read with `file:line:col` errors (serde's
//! own locations for shape errors; the key-path index of `crate::section` for the checks
//! made after it) and written in one deterministic order, one line per resource:
//!
//! ```yaml
//! version: 1
//! users:
//!   alice@example.com:
//!     github:
//!       pulls.get:
//!         repo:acme/widgets: {count: 3, first_seen: "2025-01-31T12:00:00.000Z", last_seen: "2025-01-31T12:05:00.000Z"}
//!         "repo:acme/*": {}
//! unmapped:
//!   - {service: github, method: POST, host: api.github.com, path: "/repos/acme/x/frobnicate/{id}", count: 1, first_seen: "…", last_seen: "…"}
//! ```
//!
//! A resource may be a glob (`*`, the project's one glob); its stats may be left out (both
//! times, or neither, so merging keeps `first_seen` at or before `last_seen`).

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

use serde::Deserialize;

use super::{Entitlements, Seen, Stats, UnmappedKey};
use crate::section::{ConfigError, KeyIndex, KeyPath, SectionError};

/// The file as serde reads it.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileV1 {
    version: u32,
    #[serde(default)]
    users: BTreeMap<String, ServicesFile>,
    #[serde(default)]
    unmapped: Vec<UnmappedFile>,
}

/// A user's services → actions → resources → stats (absent: a hand-written entry).
type ServicesFile = BTreeMap<String, BTreeMap<String, BTreeMap<String, Option<StatsFile>>>>;

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct StatsFile {
    #[serde(default)]
    count: u64,
    #[serde(default)]
    first_seen: Option<String>,
    #[serde(default)]
    last_seen: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct UnmappedFile {
    service: String,
    method: String,
    host: String,
    path: String,
    #[serde(default)]
    count: u64,
    #[serde(default)]
    first_seen: Option<String>,
    #[serde(default)]
    last_seen: Option<String>,
}

/// Reads an entitlements file's text; `source` names it in errors (`FILE:LINE:COL: …`).
pub fn parse(text: &str, source: &Path) -> Result<Entitlements, ConfigError> {
    let file: FileV1 =
        serde_yaml::from_str(text).map_err(|e| ConfigError::from_yaml(source, text, &e))?;
    check(file).map_err(|e| ConfigError::at_key(source, &KeyIndex::build(text), e))
}

/// Reads an entitlements file.
pub fn load(path: &Path) -> Result<Entitlements, ConfigError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| ConfigError::new(path, format!("cannot read: {e}")))?;
    parse(&text, path)
}

/// What serde cannot say: the version, names that are empty, times that are not times.
fn check(file: FileV1) -> Result<Entitlements, SectionError> {
    if file.version != 1 {
        return Err(SectionError::new(
            KeyPath::root().key("version"),
            format!(
                "unsupported version {}: this wirepass reads entitlements `version: 1`",
                file.version
            ),
        ));
    }
    let mut out = Entitlements::default();
    let users = KeyPath::root().key("users");
    for (user, services) in file.users {
        let at = users.clone().key(user.as_str());
        named(&at, "user", &user)?;
        listed(&at, "user", &user, services.is_empty())?;
        for (service, actions) in services {
            let at = at.clone().key(service.as_str());
            named(&at, "service", &service)?;
            listed(&at, "service", &service, actions.is_empty())?;
            for (action, resources) in actions {
                let at = at.clone().key(action.as_str());
                named(&at, "action", &action)?;
                listed(&at, "action", &action, resources.is_empty())?;
                for (resource, stats) in resources {
                    let at = at.clone().key(resource.as_str());
                    named(&at, "resource", &resource)?;
                    let s = stats.unwrap_or_default();
                    let stats = stats_of(&at, s.count, s.first_seen, s.last_seen)?;
                    let entry = out.users.entry(user.clone()).or_default();
                    let entry = entry.entry(service.clone()).or_default();
                    let entry = entry.entry(action.clone()).or_default();
                    entry.insert(resource, stats);
                }
            }
        }
    }
    for (i, u) in file.unmapped.into_iter().enumerate() {
        let at = KeyPath::root().key("unmapped").index(i);
        for (key, value) in [
            ("service", &u.service),
            ("method", &u.method),
            ("host", &u.host),
            ("path", &u.path),
        ] {
            if value.is_empty() {
                return Err(SectionError::new(
                    at.clone().key(key),
                    format!("an empty {key}"),
                ));
            }
        }
        let stats = stats_of(&at, u.count, u.first_seen, u.last_seen)?;
        let key = UnmappedKey {
            service: u.service,
            host: u.host,
            path: u.path,
            method: u.method,
        };
        if out.unmapped.insert(key, stats).is_some() {
            return Err(SectionError::new(
                at,
                "the same unmapped request (service, method, host, path) is listed twice; \
                 merge the two entries",
            ));
        }
    }
    Ok(out)
}

/// The longest a name may be as written (quotes and escapes included): YAML reads a
/// mapping key of one line only up to 1024 characters.
pub const MAX_KEY: usize = 1000;

/// Whether `name` can be a key of the file (the recorder skips those that cannot).
pub fn writable(name: &str) -> bool {
    !name.is_empty() && block_key(name).chars().count() <= MAX_KEY
}

fn named(at: &KeyPath, what: &str, name: &str) -> Result<(), SectionError> {
    if name.is_empty() {
        return Err(SectionError::new(at.clone(), format!("an empty {what}")));
    }
    if !writable(name) {
        return Err(SectionError::new(
            at.clone(),
            format!("a {what} longer than {MAX_KEY} characters as written"),
        ));
    }
    Ok(())
}

/// An empty user, service or action allows nothing: said, rather than read as "all".
fn listed(at: &KeyPath, what: &str, name: &str, empty: bool) -> Result<(), SectionError> {
    if empty {
        return Err(SectionError::new(
            at.clone(),
            format!(
                "the {what} `{name}` lists nothing, which allows nothing; remove it, or list \
                 what it may do (a resource may be the glob \"*\")"
            ),
        ));
    }
    Ok(())
}

fn stats_of(
    at: &KeyPath,
    count: u64,
    first: Option<String>,
    last: Option<String>,
) -> Result<Stats, SectionError> {
    let time = |key: &str, t: Option<String>| -> Result<Option<Seen>, SectionError> {
        let Some(t) = t else { return Ok(None) };
        Seen::parse(&t).map(Some).ok_or_else(|| {
            SectionError::new(
                at.clone().key(key),
                format!("{key}: `{t}` is not a UTC time like 2025-01-31T12:34:56.789Z"),
            )
        })
    };
    let stats = Stats {
        count,
        first_seen: time("first_seen", first)?,
        last_seen: time("last_seen", last)?,
    };
    if stats.first_seen.is_some() != stats.last_seen.is_some() {
        let (has, lacks) = if stats.first_seen.is_some() {
            ("first_seen", "last_seen")
        } else {
            ("last_seen", "first_seen")
        };
        return Err(SectionError::new(
            at.clone().key(has),
            format!("{has} without {lacks}: give both times or neither"),
        ));
    }
    if let (Some(f), Some(l)) = (&stats.first_seen, &stats.last_seen) {
        if f > l {
            return Err(SectionError::new(
                at.clone().key("first_seen"),
                format!(
                    "first_seen ({}) is after last_seen ({})",
                    f.as_str(),
                    l.as_str()
                ),
            ));
        }
    }
    Ok(stats)
}

/// The file's text: a comment saying what it is, `version: 1`, every user, service,
/// action and resource in order (one line per resource), then the unmapped requests. The
/// same model always gives the same bytes, and [`parse`] reads them back to it.
pub fn render(e: &Entitlements) -> String {
    let mut out = String::from(
        "# wirepass entitlements: what each user's agent did in a dry run (wirepass run\n\
         # --record). Enforce with `wirepass run --entitlements FILE`: anything not listed for\n\
         # the user is refused (not_in_entitlements). Widen a resource by hand with `*`\n\
         # (\"repo:acme/*\"); count, first_seen and last_seen may be left out. A recording\n\
         # rewrites this file (comments are not kept).\n\
         version: 1\n",
    );
    if e.users.is_empty() {
        out.push_str("users: {}\n");
    } else {
        out.push_str("users:\n");
    }
    for (user, services) in &e.users {
        let _ = writeln!(out, "  {}:", block_key(user));
        for (service, actions) in services {
            let _ = writeln!(out, "    {}:", block_key(service));
            for (action, resources) in actions {
                let _ = writeln!(out, "      {}:", block_key(action));
                for (resource, stats) in resources {
                    let _ = writeln!(
                        out,
                        "        {}: {{{}}}",
                        block_key(resource),
                        stats_fields(stats)
                    );
                }
            }
        }
    }
    if !e.unmapped.is_empty() {
        out.push_str("unmapped:\n");
    }
    for (k, stats) in &e.unmapped {
        let _ = writeln!(
            out,
            "  - {{service: {}, method: {}, host: {}, path: {}, {}}}",
            flow_value(&k.service),
            flow_value(&k.method),
            flow_value(&k.host),
            flow_value(&k.path),
            stats_fields(stats)
        );
    }
    out
}

fn stats_fields(s: &Stats) -> String {
    let mut f = format!("count: {}", s.count);
    for (key, t) in [("first_seen", &s.first_seen), ("last_seen", &s.last_seen)] {
        if let Some(t) = t {
            let _ = write!(f, ", {key}: {}", quoted(t.as_str()));
        }
    }
    f
}

/// A mapping key in block context: plain when it can only read back as this string
/// (`repo:acme/widgets`, `alice@example.com`, `pulls.get`), else double-quoted.
fn block_key(s: &str) -> String {
    let plain = plain_start(s)
        && s.chars().all(|c| {
            c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-' | '/' | '@' | '+' | ':')
        })
        && !s.ends_with(':');
    if plain {
        s.to_string()
    } else {
        quoted(s)
    }
}

/// A value inside a flow mapping (`{…}`): plain only for names without punctuation that
/// flow context gives meaning to.
fn flow_value(s: &str) -> String {
    let plain = plain_start(s)
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-'));
    if plain {
        s.to_string()
    } else {
        quoted(s)
    }
}

/// Starts with a letter and is no word YAML reads as something else (`true`, `null`, `no`).
fn plain_start(s: &str) -> bool {
    const WORDS: [&str; 11] = [
        "true", "false", "yes", "no", "on", "off", "null", "y", "n", "nan", "inf",
    ];
    s.starts_with(|c: char| c.is_ascii_alphabetic())
        && !WORDS.iter().any(|w| w.eq_ignore_ascii_case(s))
}

/// A YAML double-quoted scalar: `"` and `\` escaped, and every character YAML does not
/// print (controls, C1, line and paragraph separators, the byte-order mark, U+FFFE/F)
/// written as an escape, so any string reads back as itself.
fn quoted(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if (c as u32) < 0x20
                || (0x7f..=0x9f).contains(&(c as u32))
                || matches!(
                    c,
                    '\u{2028}' | '\u{2029}' | '\u{feff}' | '\u{fffe}' | '\u{ffff}'
                ) =>
            {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_plain_only_when_they_read_back_as_themselves() {
        let cases = [
            ("repo:acme/widgets", "repo:acme/widgets"),
            ("alice@example.com", "alice@example.com"),
            ("pulls.get", "pulls.get"),
            ("repo:acme/*", "\"repo:acme/*\""),
            ("true", "\"true\""),
            ("No", "\"No\""),
            ("123", "\"123\""),
            ("a:", "\"a:\""),
            ("-x", "\"-x\""),
            ("a b", "\"a b\""),
            ("say \"hi\"\n", "\"say \\\"hi\\\"\\n\""),
            ("\u{7f}\u{85}", "\"\\u007f\\u0085\""),
        ];
        for (key, want) in cases {
            assert_eq!(block_key(key), want, "{key:?}");
        }
        assert_eq!(flow_value("api.github.com"), "api.github.com");
        assert_eq!(flow_value("/repos/{id}"), "\"/repos/{id}\"");
    }
}
