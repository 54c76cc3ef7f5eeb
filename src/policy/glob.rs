//! The one glob (issue 11): action and resource patterns, and the scanner's `watch_env`
//! names. `*` matches any run of characters (including none, `.` and `/`); everything
//! else matches itself. Patterns are split once at load ([`Glob`]) or read as text
//! ([`matches_str`]); both go through the same matching, which allocates nothing.

/// A compiled glob.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Glob {
    text: String,
    kind: Kind,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Kind {
    /// `*`: everything.
    Any,
    /// No `*`.
    Exact,
    /// `prefix*mid*...*suffix`.
    Parts {
        prefix: String,
        middle: Vec<String>,
        suffix: String,
    },
}

impl Glob {
    /// Compiles a pattern (infallible: every string is a pattern).
    pub fn new(pattern: &str) -> Glob {
        let kind = if pattern.chars().all(|c| c == '*') && !pattern.is_empty() {
            Kind::Any
        } else if !pattern.contains('*') {
            Kind::Exact
        } else {
            let mut pieces: Vec<&str> = pattern.split('*').collect();
            let suffix = pieces.pop().unwrap_or_default().to_string();
            let prefix = if pieces.is_empty() {
                String::new()
            } else {
                pieces.remove(0).to_string()
            };
            let middle = pieces
                .into_iter()
                .filter(|p| !p.is_empty())
                .map(str::to_string)
                .collect();
            Kind::Parts {
                prefix,
                middle,
                suffix,
            }
        };
        Glob {
            text: pattern.to_string(),
            kind,
        }
    }

    /// The pattern as written.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// Whether the pattern matches everything.
    pub fn is_any(&self) -> bool {
        self.kind == Kind::Any
    }

    /// Whether `s` matches.
    pub fn matches(&self, s: &str) -> bool {
        match &self.kind {
            Kind::Any => true,
            Kind::Exact => self.text == s,
            Kind::Parts {
                prefix,
                middle,
                suffix,
            } => parts_match(prefix, middle.iter().map(String::as_str), suffix, s),
        }
    }
}

/// Whether `s` matches a pattern given as text, without compiling or allocating (the
/// `watch_env` names, session scopes). The same matching as [`Glob::matches`].
pub fn matches_str(pattern: &str, s: &str) -> bool {
    let Some((head, suffix)) = pattern.rsplit_once('*') else {
        return pattern == s;
    };
    let (prefix, middle) = head.split_once('*').unwrap_or((head, ""));
    let middle = middle.split('*').filter(|p| !p.is_empty());
    parts_match(prefix, middle, suffix, s)
}

/// One piece of a collection's member pattern ([`meets_members`]).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Piece {
    Byte(u8),
    /// `*`: any run of characters within one `/`-separated segment (a Kubernetes
    /// object's name holds no `/`).
    Segment,
    /// `**`: any run of characters.
    Any,
}

fn pieces(pattern: &str) -> Vec<Piece> {
    let b = pattern.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match (b[i], b.get(i + 1)) {
            (b'*', Some(b'*')) => {
                out.push(Piece::Any);
                i += 2;
            }
            (b'*', _) => {
                out.push(Piece::Segment);
                i += 1;
            }
            (c, _) => {
                out.push(Piece::Byte(c));
                i += 1;
            }
        }
    }
    out
}

/// Whether some resource matches both the glob `g` (`*` any run of characters) and the
/// member pattern `m` of a collection (`*` within one segment, `**` anything): a deny
/// pattern meets what a list or a collection's delete reaches. Walks the pairs of
/// positions the two can reach on one string, at most (|g| + 1) × (|m| + 1) of them.
pub fn meets_members(g: &str, m: &str) -> bool {
    let (g, m) = (g.as_bytes(), pieces(m));
    let width = m.len() + 1;
    let mut seen = vec![false; (g.len() + 1) * width];
    let mut todo = vec![(0usize, 0usize)];
    while let Some((i, j)) = todo.pop() {
        if std::mem::replace(&mut seen[i * width + j], true) {
            continue;
        }
        if i == g.len() && j == m.len() {
            return true;
        }
        // A `*` of either may match nothing here.
        if g.get(i) == Some(&b'*') {
            todo.push((i + 1, j));
        }
        if matches!(m.get(j), Some(Piece::Segment | Piece::Any)) {
            todo.push((i, j + 1));
        }
        // Or take the other's next byte and stay (two stars taking one byte together
        // stay where they are).
        match (g.get(i), m.get(j)) {
            (Some(b'*'), Some(Piece::Byte(_))) => todo.push((i, j + 1)),
            (Some(&x), Some(Piece::Segment)) if x != b'*' && x != b'/' => todo.push((i + 1, j)),
            (Some(&x), Some(Piece::Any)) if x != b'*' => todo.push((i + 1, j)),
            (Some(&x), Some(&Piece::Byte(y))) if x == y && x != b'*' => todo.push((i + 1, j + 1)),
            _ => {}
        }
    }
    false
}

/// The one matching of a `prefix*middle*...*suffix` glob. Every slice is cut at the end
/// of something that matched, so never inside a character.
fn parts_match<'p>(
    prefix: &str,
    middle: impl IntoIterator<Item = &'p str>,
    suffix: &str,
    s: &str,
) -> bool {
    if s.len() < prefix.len() + suffix.len() || !s.starts_with(prefix) || !s.ends_with(suffix) {
        return false;
    }
    // Greedy leftmost matching of the middle pieces is exact for `*`-only globs.
    let mut rest = &s[prefix.len()..s.len() - suffix.len()];
    for piece in middle {
        match rest.find(piece) {
            Some(i) => rest = &rest[i + piece.len()..],
            None => return false,
        }
    }
    true
}

/// A `service:action` pattern, both halves globs (`github:pulls.*`, `*:*.delete`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActionPattern {
    text: String,
    service: Glob,
    action: Glob,
}

impl ActionPattern {
    /// Parses `service:action`; `None` when there is no `:` or a half is empty.
    pub fn parse(pattern: &str) -> Option<ActionPattern> {
        let (service, action) = pattern.split_once(':')?;
        if service.is_empty() || action.is_empty() {
            return None;
        }
        Some(ActionPattern {
            text: pattern.to_string(),
            service: Glob::new(service),
            action: Glob::new(action),
        })
    }

    /// The pattern as written.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// Whether the pattern matches every action of every service.
    pub fn is_any(&self) -> bool {
        self.service.is_any() && self.action.is_any()
    }

    /// The service half when it names exactly one service.
    pub fn exact_service(&self) -> Option<&str> {
        (!self.service.as_str().contains('*')).then(|| self.service.as_str())
    }

    /// Whether it may match some action of this service.
    pub fn covers_service(&self, service: &str) -> bool {
        self.service.matches(service)
    }

    /// Whether it matches this service and action.
    pub fn matches(&self, service: &str, action: &str) -> bool {
        self.service.matches(service) && self.action.matches(action)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn globs_match_as_documented() {
        let cases = [
            ("*", "anything.at/all", true),
            ("*", "", true),
            ("pulls.*", "pulls.merge", true),
            ("pulls.*", "pulls.", true),
            ("pulls.*", "pull.merge", false),
            ("pulls.merge", "pulls.merge", true),
            ("pulls.merge", "pulls.merged", false),
            ("*.delete", "repos.delete", true),
            ("*.delete", "repos.deleted", false),
            ("repo:acme/*", "repo:acme/widgets", true),
            ("repo:acme/*", "repo:acme/a/b", true),
            ("repo:acme/*", "repo:acmex/a", false),
            ("a*b*c", "abc", true),
            ("a*b*c", "axxbyyc", true),
            ("a*b*c", "acb", false),
            ("a*a", "a", false),
            ("a**b", "ab", true),
            ("*x*", "yyxyy", true),
            ("*x*", "yyy", false),
            // Not ASCII: matched and cut at characters, never inside one (issue 11).
            ("*", "ÉTÉ", true),
            ("É*", "ÉCLAIR", true),
            ("*É", "CLÉ", true),
            ("*é*", "aéb", true),
            ("*é*", "aeb", false),
            ("a*é", "aé", true),
        ];
        for (pattern, input, want) in cases {
            assert_eq!(
                Glob::new(pattern).matches(input),
                want,
                "{pattern} ~ {input}"
            );
            assert_eq!(
                matches_str(pattern, input),
                want,
                "text {pattern} ~ {input}"
            );
        }
    }

    #[test]
    fn action_patterns_need_both_halves() {
        assert!(ActionPattern::parse("github").is_none());
        assert!(ActionPattern::parse(":pulls.get").is_none());
        assert!(ActionPattern::parse("github:").is_none());
        let p = ActionPattern::parse("github:pulls.*").unwrap();
        assert!(p.matches("github", "pulls.merge"));
        assert!(!p.matches("gitlab", "pulls.merge"));
        assert_eq!(p.exact_service(), Some("github"));
        assert!(ActionPattern::parse("*:*").unwrap().is_any());
        assert_eq!(ActionPattern::parse("*:x").unwrap().exact_service(), None);
    }
}
