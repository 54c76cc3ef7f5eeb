//! The key-path index of a YAML file: every mapping key and sequence item of the first
//! document, by [`KeyPath`], with the line and column where it starts. Built once when a
//! file is parsed, so an error about `services.github.credential.value` points at that
//! service's `value`, not at the first line that happens to start with `value:`.
//!
//! serde has already accepted or refused the text by the time this runs; the index only
//! places errors. It never fails: text the event parser cannot read gives an empty index
//! (and errors then carry no line).

use std::collections::HashMap;

use saphyr_parser::{Event, Parser, Span};

use super::path::{KeyPath, Segment};

/// A place in the text: 1-based line and column (columns count characters).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position {
    pub line: usize,
    pub column: usize,
}

/// Paths deeper than this are not indexed: configuration files are a few levels deep,
/// and copying a path for every node of a pathological nesting would cost its square.
const MAX_DEPTH: usize = 32;

/// Key paths of one file and where they start.
#[derive(Debug, Clone, Default)]
pub struct KeyIndex {
    at: HashMap<KeyPath, Position>,
}

impl KeyIndex {
    /// Indexes `text`; never panics, whatever the text.
    pub fn build(text: &str) -> KeyIndex {
        // The parser is a dependency: should it ever panic on some input, wirepass loses
        // the line numbers of that file's errors, not the ability to report them.
        std::panic::catch_unwind(|| walk(text)).unwrap_or_default()
    }

    /// Where `path` itself starts, if the file has it.
    pub fn get(&self, path: &KeyPath) -> Option<Position> {
        self.at.get(path).copied()
    }

    /// Where `path` starts, else where its longest indexed prefix does (a missing key is
    /// reported at its parent's line); `None` when not even the first step is there.
    pub fn locate(&self, path: &KeyPath) -> Option<Position> {
        let mut p = path.clone();
        loop {
            if let Some(pos) = self.get(&p) {
                return Some(pos);
            }
            p = p.parent()?;
        }
    }

    /// How many paths are indexed.
    pub fn len(&self) -> usize {
        self.at.len()
    }

    /// Whether nothing is indexed (an empty or unreadable file).
    pub fn is_empty(&self) -> bool {
        self.at.is_empty()
    }
}

/// What the node being read is to its parent.
#[derive(Debug, Clone, Copy)]
enum Role {
    Root,
    Key,
    Value,
    Item(usize),
}

/// What a container expects next.
#[derive(Debug, Clone, Copy)]
enum Next {
    /// A mapping's key.
    Key,
    /// A mapping's value; `pushed` when its key is on the path.
    Value { pushed: bool },
    /// A sequence's item at this index.
    Item(usize),
}

#[derive(Debug)]
struct Frame {
    next: Next,
    role: Role,
    /// This container's own step is on the path (popped at its end).
    pushed: bool,
    /// This container is not indexed (a key that is itself a mapping or sequence, or the
    /// value of such a key).
    opaque: bool,
}

#[derive(Default)]
struct Walker {
    at: HashMap<KeyPath, Position>,
    path: Vec<Segment>,
    stack: Vec<Frame>,
    opaque: usize,
}

fn walk(text: &str) -> KeyIndex {
    let mut w = Walker::default();
    let mut parser = Parser::new_from_str(text);
    while let Some(next) = parser.next_event() {
        let Ok((event, span)) = next else {
            return KeyIndex::default();
        };
        match event {
            Event::Scalar(value, ..) => w.leaf(Some(&value), span),
            Event::Alias(_) => w.leaf(None, span),
            Event::MappingStart(..) => w.open(Next::Key, span),
            Event::SequenceStart(..) => w.open(Next::Item(0), span),
            Event::MappingEnd | Event::SequenceEnd => w.close(),
            // Only the first document: serde reads no more.
            Event::DocumentEnd | Event::StreamEnd => break,
            Event::StreamStart | Event::DocumentStart(_) | Event::Nothing => {}
        }
    }
    KeyIndex { at: w.at }
}

impl Walker {
    fn role(&self) -> Role {
        match self.stack.last().map(|f| f.next) {
            None => Role::Root,
            Some(Next::Key) => Role::Key,
            Some(Next::Value { .. }) => Role::Value,
            Some(Next::Item(i)) => Role::Item(i),
        }
    }

    fn record(&mut self, span: Span) {
        if self.opaque == 0 && self.path.len() <= MAX_DEPTH {
            let pos = Position {
                line: span.start.line(),
                column: span.start.col() + 1,
            };
            self.at
                .entry(KeyPath::from_segments(self.path.clone()))
                .or_insert(pos);
        }
    }

    /// Puts this node's step on the path where it has one; returns whether it did.
    fn enter(&mut self, role: Role, key: Option<&str>, span: Span) -> bool {
        match role {
            Role::Root => false,
            Role::Key => match key {
                Some(k) if self.opaque == 0 => {
                    self.path.push(Segment::Key(k.to_string()));
                    self.record(span);
                    true
                }
                _ => false,
            },
            Role::Value => matches!(
                self.stack.last().map(|f| f.next),
                Some(Next::Value { pushed: true })
            ),
            Role::Item(i) => {
                if self.opaque > 0 {
                    return false;
                }
                self.path.push(Segment::Index(i));
                self.record(span);
                true
            }
        }
    }

    /// A node is complete: take its step off the path and move its parent on.
    fn done(&mut self, role: Role, pushed: bool) {
        match role {
            Role::Root => {}
            Role::Key => {
                // A scalar key stays on the path for its value; `done` sees only keys
                // that are containers, which are never on it.
                if let Some(f) = self.stack.last_mut() {
                    f.next = Next::Value { pushed };
                }
            }
            Role::Value => {
                if pushed {
                    self.path.pop();
                }
                if let Some(f) = self.stack.last_mut() {
                    f.next = Next::Key;
                }
            }
            Role::Item(i) => {
                if pushed {
                    self.path.pop();
                }
                if let Some(f) = self.stack.last_mut() {
                    f.next = Next::Item(i.saturating_add(1));
                }
            }
        }
    }

    fn leaf(&mut self, text: Option<&str>, span: Span) {
        let role = self.role();
        let pushed = self.enter(role, text, span);
        if let Role::Key = role {
            if let Some(f) = self.stack.last_mut() {
                f.next = Next::Value { pushed };
            }
            return;
        }
        self.done(role, pushed);
    }

    fn open(&mut self, next: Next, span: Span) {
        let role = self.role();
        let pushed = self.enter(role, None, span);
        let opaque = match role {
            Role::Key => true,
            Role::Value => !pushed,
            Role::Root | Role::Item(_) => false,
        };
        if opaque {
            self.opaque += 1;
        }
        self.stack.push(Frame {
            next,
            role,
            pushed,
            opaque,
        });
    }

    fn close(&mut self) {
        let Some(frame) = self.stack.pop() else {
            return;
        };
        if frame.opaque {
            self.opaque = self.opaque.saturating_sub(1);
        }
        self.done(frame.role, frame.pushed);
    }
}
