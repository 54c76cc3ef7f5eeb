//! The hash chain over audit lines: each line's `prev` is the hex sha256 of the previous
//! line's exact bytes (without its newline). Pure functions over bytes, shared by the writer
//! (where to resume) and `wirepass audit verify` (where the chain breaks).

use sha2::{Digest, Sha256};

/// The hex sha256 of one line's bytes (without its newline).
pub fn hash_line(line: &[u8]) -> String {
    crate::hex::lower(&Sha256::digest(line))
}

/// The event that starts a file continuing another file's chain (size-based rotation).
pub const ROTATED: &str = "chain_rotated";
/// The event written when a restarted writer continues an existing log.
pub const RESUMED: &str = "chain_resumed";

/// A verified chain: how many lines, where it started, its last hash.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Intact {
    /// Lines checked.
    pub events: u64,
    /// The hash of the last line (`None` for no lines).
    pub tip: Option<String>,
    /// The `prev` of the first line when it continues a chain written elsewhere (the first
    /// file given is a rotated file).
    pub continues: Option<String>,
}

/// Where and why the chain breaks. `line` counts from 1 across every file given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Break {
    /// The file (index into the files given).
    pub file: usize,
    /// The line in that file, from 1.
    pub line: u64,
    /// What is wrong, in words that quote no event data.
    pub why: String,
}

/// Checks the chain over files given in order (oldest first). Each file is its whole
/// contents; every line must end with a newline.
pub fn verify<'a>(files: impl IntoIterator<Item = &'a [u8]>) -> Result<Intact, Break> {
    let mut v = Verifier::default();
    for (file, bytes) in files.into_iter().enumerate() {
        v.file(file, bytes)?;
    }
    Ok(v.finish())
}

/// Verifies line by line (the CLI streams big files through it file by file).
#[derive(Debug, Default)]
pub struct Verifier {
    events: u64,
    tip: Option<String>,
    continues: Option<String>,
}

impl Verifier {
    /// Checks the next file's whole contents.
    pub fn file(&mut self, file: usize, bytes: &[u8]) -> Result<(), Break> {
        let mut rest = bytes;
        let mut line_no = 0u64;
        while !rest.is_empty() {
            line_no += 1;
            let brk = |why: String| Break {
                file,
                line: line_no,
                why,
            };
            let Some(nl) = memchr::memchr(b'\n', rest) else {
                return Err(brk(
                    "incomplete last line (no newline): the log was cut mid-write or truncated"
                        .into(),
                ));
            };
            let line = &rest[..nl];
            rest = &rest[nl + 1..];
            let prev = prev_of(line).map_err(brk)?;
            match (&self.tip, prev) {
                (Some(tip), Some(p)) if *tip == p => {}
                (Some(_), Some(_)) => {
                    return Err(brk(
                        "prev is not the hash of the line before it: that line was changed, \
                         or lines were removed, inserted or reordered here"
                            .into(),
                    ))
                }
                (Some(_), None) => {
                    return Err(brk(
                        "prev is null in the middle of a chain: a new log was spliced in".into(),
                    ))
                }
                (None, None) => {}
                (None, Some(p)) => {
                    // Only a rotated file may start from another file's hash; any other
                    // first line with a prev means the log's head was cut off.
                    if event_kind(line).as_deref() != Some(ROTATED) {
                        return Err(brk(
                            "the first line has a prev but is not a chain_rotated event: \
                             the start of the log is missing"
                                .into(),
                        ));
                    }
                    self.continues = Some(p);
                }
            }
            self.tip = Some(hash_line(line));
            self.events += 1;
        }
        Ok(())
    }

    /// The chain checked so far.
    pub fn finish(self) -> Intact {
        Intact {
            events: self.events,
            tip: self.tip,
            continues: self.continues,
        }
    }
}

/// The `prev` field of one line: `Some(hash)`, or `None` for `null`. A line that is not a
/// JSON object with a `prev` string or null is an error.
pub fn prev_of(line: &[u8]) -> Result<Option<String>, String> {
    let value: serde_json::Value =
        serde_json::from_slice(line).map_err(|_| "not a JSON line".to_string())?;
    match value.get("prev") {
        Some(serde_json::Value::Null) => Ok(None),
        Some(serde_json::Value::String(s)) if is_hash(s) => Ok(Some(s.clone())),
        Some(_) => Err("prev is not a sha256 hex hash or null".into()),
        None => Err("no prev field".into()),
    }
}

fn event_kind(line: &[u8]) -> Option<String> {
    let value: serde_json::Value = serde_json::from_slice(line).ok()?;
    value.get("event")?.as_str().map(str::to_string)
}

fn is_hash(s: &str) -> bool {
    s.len() == 64 && s.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// What a writer finds at the end of an existing log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tail {
    /// The hash of the last complete line, if any.
    pub last: Option<String>,
    /// Where the complete lines end: bytes after this are a torn line.
    pub good_len: u64,
}

/// Finds the last complete line of `bytes` (the end of a log, or all of it), starting
/// at file offset `base`. `None` when `bytes` holds no complete line and `base > 0` (the
/// caller must read further back).
pub fn tail(bytes: &[u8], base: u64) -> Option<Tail> {
    let Some(last_nl) = memchr::memrchr(b'\n', bytes) else {
        return (base == 0).then_some(Tail {
            last: None,
            good_len: 0,
        });
    };
    let good_len = base + last_nl as u64 + 1;
    let start = match memchr::memrchr(b'\n', &bytes[..last_nl]) {
        Some(i) => i + 1,
        None if base == 0 => 0,
        None => return None,
    };
    Some(Tail {
        last: Some(hash_line(&bytes[start..last_nl])),
        good_len,
    })
}

#[cfg(test)]
#[path = "chain_tests.rs"]
mod tests;
