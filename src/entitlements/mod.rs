//! Entitlements: what each user's agent may do, learnt by watching it ("record, then
//! enforce"). A dry run (`wirepass run --record FILE`) writes every (user, service, action,
//! resource) it forwarded into a YAML file; a later run (`--entitlements FILE`) refuses
//! anything that file does not list (`not_in_entitlements`), on top of the grants.
//!
//! The pure core lives here, without I/O: the file's model ([`Entitlements`]) and its
//! merge, the file format ([`file`]: parse with `file:line` errors, and the deterministic
//! writer), matching ([`enforce`], decide's stage 5), the comparison of two files
//! ([`diff`]) and what a finished request adds to a recording ([`record`]). The one piece
//! of I/O, writing the file atomically, is [`record::Recorder::write`], which `wirepass run`
//! calls periodically and on shutdown.

pub mod diff;
pub mod enforce;
pub mod file;
pub mod record;
mod template;

use std::collections::BTreeMap;

pub use enforce::Enforcer;
pub use file::{parse, render};
pub use record::Recorder;
pub use template::path_template;

/// The resources of one action: each resource (or resource glob) and what was seen of it.
pub type Resources = BTreeMap<String, Stats>;
/// The actions of one service.
pub type Actions = BTreeMap<String, Resources>;
/// The services of one user.
pub type Services = BTreeMap<String, Actions>;

/// The whole file: per user → service → action → resource, and the requests no route
/// mapped. Ordered maps, so the file is written in one order whatever the traffic's. No
/// user, service or action is empty (the file refuses one; merging never makes one).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Entitlements {
    pub users: BTreeMap<String, Services>,
    /// Requests to a service that no route of its table maps, for a person to extend the
    /// table with (they are not permissions: an unmapped request is never entitled).
    pub unmapped: BTreeMap<UnmappedKey, Stats>,
}

/// One kind of unmapped request: its service, host, method and a guess at its path's
/// template (`/repos/acme/x/frobnicate/{id}`, see [`path_template`]).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct UnmappedKey {
    pub service: String,
    pub host: String,
    pub path: String,
    pub method: String,
}

/// What was seen of one entry: how often, first and last. A hand-written entry may say
/// nothing (`count: 0`, no times).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Stats {
    pub count: u64,
    pub first_seen: Option<Seen>,
    pub last_seen: Option<Seen>,
}

/// A UTC time as the audit writes it, `2025-01-31T12:34:56.789Z`: fixed width, so later
/// times sort after earlier ones as text, and merging compares them as text.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Seen(String);

impl Seen {
    /// Reads `YYYY-MM-DDTHH:MM:SS.mmmZ` (or without the milliseconds, read as `.000`).
    pub fn parse(text: &str) -> Option<Seen> {
        let b = text.as_bytes();
        let digits = |r: std::ops::Range<usize>| -> Option<u32> {
            let s = text.get(r)?;
            if !s.bytes().all(|c| c.is_ascii_digit()) {
                return None;
            }
            s.parse().ok()
        };
        let shaped = b.len() >= 20
            && b[4] == b'-'
            && b[7] == b'-'
            && b[10] == b'T'
            && b[13] == b':'
            && b[16] == b':';
        if !shaped {
            return None;
        }
        let millis = match &b[19..] {
            b"Z" => "000",
            [b'.', m @ .., b'Z'] if m.len() == 3 && m.iter().all(u8::is_ascii_digit) => {
                text.get(20..23)?
            }
            _ => return None,
        };
        let (_year, month, day) = (digits(0..4)?, digits(5..7)?, digits(8..10)?);
        let (hour, minute, second) = (digits(11..13)?, digits(14..16)?, digits(17..19)?);
        let valid = (1..=12).contains(&month)
            && (1..=31).contains(&day)
            && hour < 24
            && minute < 60
            && second < 61;
        valid.then(|| Seen(format!("{}.{millis}Z", &text[..19])))
    }

    /// The time as written.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl Stats {
    /// One sighting at `at`.
    pub fn seen(at: &Seen) -> Stats {
        Stats {
            count: 1,
            first_seen: Some(at.clone()),
            last_seen: Some(at.clone()),
        }
    }

    /// Adds `other`: counts add (saturating), times widen. Associative and commutative.
    pub fn merge(&mut self, other: &Stats) {
        self.count = self.count.saturating_add(other.count);
        self.first_seen = widest(self.first_seen.take(), other.first_seen.as_ref(), false);
        self.last_seen = widest(self.last_seen.take(), other.last_seen.as_ref(), true);
    }
}

/// The earlier (or, with `later`, the later) of two optional times; a time beats none.
fn widest(a: Option<Seen>, b: Option<&Seen>, later: bool) -> Option<Seen> {
    match (a, b) {
        (Some(a), Some(b)) => Some(if (*b > a) == later { b.clone() } else { a }),
        (a, None) => a,
        (None, b) => b.cloned(),
    }
}

/// One entry: who, on which service, which action, which resource (or resource glob).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Line {
    pub user: String,
    pub service: String,
    pub action: String,
    pub resource: String,
}

impl std::fmt::Display for Line {
    /// `alice → github → pulls.merge → repo:acme/x`, the way refusals and diffs name it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} → {} → {} → {}",
            self.user, self.service, self.action, self.resource
        )
    }
}

impl Entitlements {
    /// Adds `other` into this one: entries are matched by their exact text (a glob is one
    /// entry like any other), stats merge ([`Stats::merge`]). Associative and commutative.
    pub fn merge(&mut self, other: &Entitlements) {
        for (line, stats) in other.lines() {
            self.entry(line).merge(stats);
        }
        for (key, stats) in &other.unmapped {
            self.unmapped.entry(key.clone()).or_default().merge(stats);
        }
    }

    /// The stats of `line`, a new (empty) entry if it has none. Users, services and actions
    /// are only ever made on the way to an entry: the file never lists an empty one.
    pub fn entry(&mut self, line: Line) -> &mut Stats {
        self.users
            .entry(line.user)
            .or_default()
            .entry(line.service)
            .or_default()
            .entry(line.action)
            .or_default()
            .entry(line.resource)
            .or_default()
    }

    /// Every entry, in the file's order.
    pub fn lines(&self) -> impl Iterator<Item = (Line, &Stats)> + '_ {
        self.users.iter().flat_map(|(user, services)| {
            services.iter().flat_map(move |(service, actions)| {
                actions.iter().flat_map(move |(action, resources)| {
                    resources.iter().map(move |(resource, stats)| {
                        let line = Line {
                            user: user.clone(),
                            service: service.clone(),
                            action: action.clone(),
                            resource: resource.clone(),
                        };
                        (line, stats)
                    })
                })
            })
        })
    }

    /// How many entries the file holds (resources of every action, and unmapped requests).
    pub fn len(&self) -> usize {
        let resources: usize = self
            .users
            .values()
            .flat_map(BTreeMap::values)
            .flat_map(BTreeMap::values)
            .map(BTreeMap::len)
            .sum();
        resources + self.unmapped.len()
    }

    /// Whether the file lists nothing.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests;
