//! Errors of configuration, shared by every stage and by the route tables: a stage that
//! compiles its section says *which key* is wrong ([`SectionError`], a [`KeyPath`] and a
//! message); only the loader, which holds the file's [`KeyIndex`], turns that into
//! `file:line:col` ([`ConfigError`]). This module imports nothing from the crate, so any
//! stage may use it without seeing the whole configuration.

mod index;
mod path;

use std::path::{Path, PathBuf};

pub use index::{KeyIndex, Position};
pub use path::{KeyPath, Segment};

/// A configuration error, with the file and (where known) the line and column.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}{}: {message}", file.display(), location(*line, *column))]
pub struct ConfigError {
    pub file: PathBuf,
    pub line: Option<usize>,
    pub column: Option<usize>,
    pub message: String,
}

fn location(line: Option<usize>, column: Option<usize>) -> String {
    match (line, column) {
        (Some(l), Some(c)) => format!(":{l}:{c}"),
        (Some(l), None) => format!(":{l}"),
        _ => String::new(),
    }
}

impl ConfigError {
    /// An error about a file as a whole, or a key whose line is not known.
    pub fn new(file: impl Into<PathBuf>, message: impl Into<String>) -> Self {
        ConfigError {
            file: file.into(),
            line: None,
            column: None,
            message: message.into(),
        }
    }

    /// A YAML or shape error from serde in `text`, at the line and column it names; a key
    /// given twice at its second spelling (the parser names the mapping that holds it:
    /// the top level's is `1:1`).
    pub fn from_yaml(file: &Path, text: &str, e: &serde_yaml::Error) -> Self {
        let message = e.to_string();
        let loc = e.location();
        let (mut line, mut column) = (loc.as_ref().map(|l| l.line()), loc.map(|l| l.column()));
        let twice = message
            .split_once("duplicate field `")
            .and_then(|(_, rest)| rest.split_once('`'))
            .and_then(|(key, _)| second_key(text, line, key));
        if let Some((l, c)) = twice {
            (line, column) = (Some(l), Some(c));
        }
        ConfigError {
            file: file.to_path_buf(),
            line,
            column,
            message,
        }
    }

    /// An error at a line (1-based).
    pub fn at(file: impl Into<PathBuf>, line: usize, message: impl Into<String>) -> Self {
        ConfigError {
            file: file.into(),
            line: Some(line),
            column: None,
            message: message.into(),
        }
    }

    /// An error at the key `path` of `file`, placed through the file's index: the key's own
    /// position, else its nearest indexed parent's, else no line.
    pub fn at_key(file: impl Into<PathBuf>, index: &KeyIndex, e: SectionError) -> Self {
        let pos = index.locate(&e.path);
        ConfigError {
            file: file.into(),
            line: pos.map(|p| p.line),
            column: pos.map(|p| p.column),
            message: e.message,
        }
    }
}

/// A section that does not compile: the key at fault, relative to the section the stage
/// was given, and what is wrong. The message says it in words (it usually names the key
/// too, as the operator knows it); the path is for finding the line.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct SectionError {
    /// The key at fault, e.g. `mode` inside `session`, or `services.github.credential.value`.
    pub path: KeyPath,
    /// What is wrong, never a secret value.
    pub message: String,
}

impl SectionError {
    /// An error at `path` (dotted notation, see [`KeyPath`]).
    pub fn new(path: impl Into<KeyPath>, message: impl Into<String>) -> Self {
        SectionError {
            path: path.into(),
            message: message.into(),
        }
    }

    /// The same error seen from the enclosing section: `prefix` goes in front of the path
    /// (a stage that compiled `services.github` returns `credential.value`; its caller
    /// makes it `services.github.credential.value`).
    #[must_use]
    pub fn under(self, prefix: impl Into<KeyPath>) -> Self {
        SectionError {
            path: prefix.into().join(&self.path),
            message: self.message,
        }
    }
}

/// What compiling a stage can fail on: a key of the configuration file, or another file
/// the configuration names (a route table), whose error is located already.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CompileError {
    #[error(transparent)]
    Section(#[from] SectionError),
    #[error(transparent)]
    File(#[from] ConfigError),
}

impl CompileError {
    /// Puts a section error under `prefix`; an error in another file stays as it is.
    #[must_use]
    pub fn under(self, prefix: impl Into<KeyPath>) -> Self {
        match self {
            CompileError::Section(s) => CompileError::Section(s.under(prefix)),
            other => other,
        }
    }
}

#[cfg(test)]
mod tests;

/// Where `key` is spelled a second time at one indentation, from line `from` (1-based) on:
/// `(line, column)`, 1-based. A sequence item's `- ` counts as indentation.
fn second_key(text: &str, from: Option<usize>, key: &str) -> Option<(usize, usize)> {
    let mut first = None;
    for (i, line) in text
        .lines()
        .enumerate()
        .skip(from.unwrap_or(1).saturating_sub(1))
    {
        let rest = line.trim_start_matches([' ', '-']);
        let indent = line.len() - rest.len();
        let spelled = [
            format!("{key}:"),
            format!("\"{key}\":"),
            format!("'{key}':"),
        ]
        .iter()
        .any(|k| rest.starts_with(k.as_str()));
        match (spelled, first) {
            (true, None) => first = Some(indent),
            (true, Some(at)) if at == indent => return Some((i + 1, indent + 1)),
            _ => {}
        }
    }
    None
}
