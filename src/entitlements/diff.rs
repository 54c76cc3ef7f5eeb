//! What changed between two entitlements files, as permissions (`wirepass entitlements
//! diff OLD NEW`): entries added, removed, and widened (a new glob that covers entries of
//! the old file). Counts, times and the `unmapped:` section are observations, not
//! permissions, and are not compared.

use std::collections::BTreeSet;

use super::{Entitlements, Line};
use crate::policy::glob::Glob;

/// The difference between two files.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Diff {
    /// Entries of the new file that allow something the old one did not, and cover no
    /// entry of it.
    pub added: Vec<Line>,
    /// Entries of the old file that no entry of the new one covers.
    pub removed: Vec<Line>,
    /// Entries of the new file whose glob covers entries of the old one (and more).
    pub widened: Vec<Widened>,
}

/// A new entry and the old resources of the same user, service and action it covers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Widened {
    pub line: Line,
    pub covers: Vec<String>,
}

impl Diff {
    /// Whether the two files allow the same.
    pub fn is_empty(&self) -> bool {
        self.added.is_empty() && self.removed.is_empty() && self.widened.is_empty()
    }
}

/// Compares `old` with `new`, every list in the files' order.
pub fn diff(old: &Entitlements, new: &Entitlements) -> Diff {
    let old_lines: BTreeSet<Line> = old.lines().map(|(l, _)| l).collect();
    let new_lines: BTreeSet<Line> = new.lines().map(|(l, _)| l).collect();
    let mut d = Diff::default();
    for line in new_lines.difference(&old_lines) {
        let covers: Vec<String> = same_action(&old_lines, line)
            .filter(|o| covered(&line.resource, &o.resource))
            .map(|o| o.resource.clone())
            .collect();
        if covers.is_empty() {
            d.added.push(line.clone());
        } else {
            d.widened.push(Widened {
                line: line.clone(),
                covers,
            });
        }
    }
    for line in old_lines.difference(&new_lines) {
        let still = same_action(&new_lines, line).any(|n| covered(&n.resource, &line.resource));
        if !still {
            d.removed.push(line.clone());
        }
    }
    d
}

/// The entries of `lines` for the same user, service and action as `like`.
fn same_action<'a>(
    lines: &'a BTreeSet<Line>,
    like: &'a Line,
) -> impl Iterator<Item = &'a Line> + 'a {
    let from = Line {
        resource: String::new(),
        ..like.clone()
    };
    lines.range(from..).take_while(move |l| {
        l.user == like.user && l.service == like.service && l.action == like.action
    })
}

/// Whether the entry `pattern` covers the entry `resource` (a glob that matches its text).
fn covered(pattern: &str, resource: &str) -> bool {
    pattern.contains('*') && Glob::new(pattern).matches(resource)
}

impl std::fmt::Display for Diff {
    /// One line per change: `+ LINE`, `- LINE`, `~ LINE (covers R, R)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for l in &self.added {
            writeln!(f, "+ {l}")?;
        }
        for l in &self.removed {
            writeln!(f, "- {l}")?;
        }
        for w in &self.widened {
            writeln!(f, "~ {} (covers {})", w.line, w.covers.join(", "))?;
        }
        Ok(())
    }
}
