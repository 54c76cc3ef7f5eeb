//! Scanning a stream that is read, not forwarded (a file, standard input): the proxy's roll
//! buffer ([`Window`]) fed in chunks, each finding reported once, in order of its start,
//! at its absolute byte offset with its line and column. Only the window is kept: lines
//! are counted as the bytes leave it, so memory does not grow with the input.
//!
//! A finding is reported once its start is older than the window's hold (the bytes a
//! proxy would release): it then has all the bytes after it that it can depend on, so it
//! is the finding a whole-text scan makes. One that starts in the held tail waits for the
//! next scan, which reads it again with what follows (a pattern of variable length cut
//! by a chunk's end would otherwise be reported short); at the end, the tail's findings
//! are reported as they are.

use std::io::{self, Read};
use std::sync::Arc;

use super::engine::{Hit, Scanner};
use super::stream::Window;

/// Bytes read and scanned at a time. Decoded views of a window cost about nine bytes a
/// source byte while they live (the decoded bytes and a source range for each), so small
/// windows stay in cache: on Rust sources 64 KiB scanned at 1.5 times the speed of
/// 256 KiB and 3.5 times that of 1 MiB, though the hold (about 9 KiB) is read twice.
pub const CHUNK: usize = 64 << 10;

/// A finding with its place: 1-based line and column (in bytes) of its first byte.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Placed {
    pub hit: Hit,
    pub line: u64,
    pub col: u64,
}

/// A line count that moves forward over a stream: where it is, the line it is on and the
/// offset where that line started.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lines {
    at: usize,
    line: u64,
    line_start: usize,
}

impl Default for Lines {
    fn default() -> Lines {
        Lines {
            at: 0,
            line: 1,
            line_start: 0,
        }
    }
}

impl Lines {
    /// Moves over `bytes`, the stream's bytes from [`Lines::at`] on.
    pub fn advance(&mut self, bytes: &[u8]) {
        let mut last = None;
        for i in memchr::memchr_iter(b'\n', bytes) {
            self.line += 1;
            last = Some(i);
        }
        if let Some(i) = last {
            self.line_start = self.at + i + 1;
        }
        self.at += bytes.len();
    }

    /// The stream offset the count has reached.
    pub fn at(&self) -> usize {
        self.at
    }

    /// Line and column of the byte at the count's position.
    pub fn place(&self) -> (u64, u64) {
        (self.line, (self.at - self.line_start) as u64 + 1)
    }
}

/// Scans a stream pushed in chunks; see the module's doc.
#[derive(Debug)]
pub struct ReadScan {
    window: Window,
    /// The line count, at or past the window's base and never past its end.
    lines: Lines,
    /// Reported findings that reach into the window: a later scan may see the same secret
    /// again from a nearer start (a base64 run cut by the window's start, a narrower match
    /// a wider one hid), which is not a new finding.
    reported: Vec<Hit>,
    /// Findings of the last scan in the held tail, reported at the end if no later scan
    /// reads them again.
    pending: Vec<Hit>,
}

impl ReadScan {
    /// A scan over `scanner`'s rules, holding back what the proxy's windows hold.
    pub fn new(scanner: Arc<Scanner>) -> ReadScan {
        ReadScan {
            window: Window::new(scanner),
            lines: Lines::default(),
            reported: Vec::new(),
            pending: Vec::new(),
        }
    }

    /// Takes the next chunk; returns the findings settled by it, in order of start.
    pub fn push(&mut self, chunk: &[u8]) -> Vec<Placed> {
        let hits = self.window.push(chunk);
        let cut = self.window.safe_end();
        let (now, later): (Vec<Hit>, Vec<Hit>) = hits.into_iter().partition(|h| h.start < cut);
        self.pending = later;
        let out = self.report(now);
        let base = self.window.base();
        self.lines
            .advance(&self.window.held()[self.lines.at() - base..cut - base]);
        self.window.discard(cut);
        self.reported.retain(|h| h.end > cut);
        out
    }

    /// The stream ended: the findings of the held tail.
    pub fn finish(&mut self) -> Vec<Placed> {
        let tail = std::mem::take(&mut self.pending);
        self.report(tail)
    }

    /// Places `hits` (sorted by start, none before the line count) that are new.
    fn report(&mut self, hits: Vec<Hit>) -> Vec<Placed> {
        let mut out = Vec::with_capacity(hits.len());
        for h in hits {
            // Only against earlier scans: within one, overlapping hits of a rule are the
            // scanner's own answer, kept as a whole-text scan keeps them.
            let again = self
                .reported
                .iter()
                .any(|r| r.rule == h.rule && r.start < h.end && h.start < r.end);
            if again {
                continue;
            }
            let base = self.window.base();
            let from = self.lines.at() - base;
            self.lines
                .advance(&self.window.held()[from..h.start - base]);
            let (line, col) = self.lines.place();
            out.push(Placed { hit: h, line, col });
        }
        self.reported.extend(out.iter().map(|p| p.hit));
        out
    }

    /// The scanner behind this scan.
    pub fn scanner(&self) -> &Scanner {
        self.window.scanner()
    }
}

/// Scans everything `reader` gives, `buf.len()` bytes at a time, handing each finding to
/// `found` as it is settled (in order of start). The first `filled` bytes of `buf` were
/// read already (a caller looks at them to tell text from binary).
pub fn scan_read(
    scanner: Arc<Scanner>,
    reader: &mut dyn Read,
    buf: &mut [u8],
    mut filled: usize,
    mut found: impl FnMut(Placed) -> io::Result<()>,
) -> io::Result<()> {
    let mut scan = ReadScan::new(scanner);
    while filled > 0 {
        for p in scan.push(&buf[..filled]) {
            found(p)?;
        }
        filled = read_full(reader, buf)?;
    }
    for p in scan.finish() {
        found(p)?;
    }
    Ok(())
}

/// Fills `buf` as far as the reader goes (a pipe gives a few KiB a read, and each scan
/// reads the hold again, so scanning what one read gave would cost more); 0 at the end.
pub fn read_full(reader: &mut dyn Read, buf: &mut [u8]) -> io::Result<usize> {
    let mut n = 0;
    while n < buf.len() {
        match reader.read(&mut buf[n..]) {
            Ok(0) => break,
            Ok(k) => n += k,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(n)
}

#[cfg(test)]
#[path = "reader_tests.rs"]
mod tests;
