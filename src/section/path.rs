//! Key paths: where in a YAML document a value sits.
//!
//! Notation: mapping keys joined by `.`, sequence items as `[N]` (0-based), so
//! `session.mode`, `services.github.credential.value`, `grants[2].allow[0]`. A key that is
//! empty or holds `.`, `[`, `]`, `"`, `\` or whitespace is written quoted in brackets,
//! `egress.resolve["api.github.com:443"]`, with `"` and `\` escaped by `\`. The empty path
//! (the document itself) is written as nothing.

use std::fmt;

/// One step of a path: a mapping key or a sequence index.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Segment {
    Key(String),
    Index(usize),
}

/// A path from the document's root to a value.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct KeyPath(Vec<Segment>);

impl KeyPath {
    /// The document itself.
    pub fn root() -> KeyPath {
        KeyPath(Vec::new())
    }

    /// This path, then the mapping key `key` (any text: no notation is parsed).
    #[must_use]
    pub fn key(mut self, key: impl Into<String>) -> KeyPath {
        self.0.push(Segment::Key(key.into()));
        self
    }

    /// This path, then the sequence item `index`.
    #[must_use]
    pub fn index(mut self, index: usize) -> KeyPath {
        self.0.push(Segment::Index(index));
        self
    }

    /// This path, then `rest`.
    #[must_use]
    pub fn join(&self, rest: &KeyPath) -> KeyPath {
        let mut segments = self.0.clone();
        segments.extend(rest.0.iter().cloned());
        KeyPath(segments)
    }

    /// The path one step up, or `None` at the root.
    pub fn parent(&self) -> Option<KeyPath> {
        let (_, rest) = self.0.split_last()?;
        Some(KeyPath(rest.to_vec()))
    }

    /// The steps, from the root.
    pub fn segments(&self) -> &[Segment] {
        &self.0
    }

    /// Builds a path from its steps.
    pub fn from_segments(segments: Vec<Segment>) -> KeyPath {
        KeyPath(segments)
    }

    /// Parses the notation above. Text that does not follow it is read as well as it can
    /// be (an unclosed bracket ends the path); it never fails, since paths are written in
    /// code, not read from users.
    pub fn parse(text: &str) -> KeyPath {
        let mut out = Vec::new();
        let mut chars = text.chars().peekable();
        let mut key = String::new();
        let mut in_key = false;
        while let Some(c) = chars.next() {
            match c {
                '.' => {
                    if in_key {
                        out.push(Segment::Key(std::mem::take(&mut key)));
                        in_key = false;
                    }
                }
                '[' => {
                    if in_key {
                        out.push(Segment::Key(std::mem::take(&mut key)));
                        in_key = false;
                    }
                    if chars.peek() == Some(&'"') {
                        chars.next();
                        let mut quoted = String::new();
                        while let Some(q) = chars.next() {
                            match q {
                                '\\' => quoted.extend(chars.next()),
                                '"' => break,
                                _ => quoted.push(q),
                            }
                        }
                        out.push(Segment::Key(quoted));
                        // The closing bracket.
                        chars.next();
                    } else {
                        let mut digits = String::new();
                        for d in chars.by_ref() {
                            if d == ']' {
                                break;
                            }
                            digits.push(d);
                        }
                        match digits.trim().parse() {
                            Ok(n) => out.push(Segment::Index(n)),
                            Err(_) => return KeyPath(out),
                        }
                    }
                }
                _ => {
                    in_key = true;
                    key.push(c);
                }
            }
        }
        if in_key {
            out.push(Segment::Key(key));
        }
        KeyPath(out)
    }
}

impl From<&str> for KeyPath {
    fn from(text: &str) -> KeyPath {
        KeyPath::parse(text)
    }
}

impl From<&String> for KeyPath {
    fn from(text: &String) -> KeyPath {
        KeyPath::parse(text)
    }
}

impl From<String> for KeyPath {
    fn from(text: String) -> KeyPath {
        KeyPath::parse(&text)
    }
}

/// Whether a key must be quoted to be read back as one key.
fn needs_quotes(key: &str) -> bool {
    key.is_empty()
        || key
            .chars()
            .any(|c| matches!(c, '.' | '[' | ']' | '"' | '\\') || c.is_whitespace())
}

impl fmt::Display for KeyPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, s) in self.0.iter().enumerate() {
            match s {
                Segment::Index(n) => write!(f, "[{n}]")?,
                Segment::Key(k) if needs_quotes(k) => {
                    f.write_str("[\"")?;
                    for c in k.chars() {
                        if matches!(c, '"' | '\\') {
                            f.write_str("\\")?;
                        }
                        write!(f, "{c}")?;
                    }
                    f.write_str("\"]")?;
                }
                Segment::Key(k) => {
                    if i > 0 {
                        f.write_str(".")?;
                    }
                    f.write_str(k)?;
                }
            }
        }
        Ok(())
    }
}
