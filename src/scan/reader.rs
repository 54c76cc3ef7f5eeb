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
    /// Moves over `bytes`, the stream's bytes from [`Lines::at`] on. The line breaks are
    /// counted, not visited one by one: a visit a line was a tenth of a scan of source
    /// code, whose lines are short.
    pub fn advance(&mut self, bytes: &[u8]) {
        self.line += memchr::memchr_iter(b'\n', bytes).count() as u64;
        if let Some(i) = memchr::memrchr(b'\n', bytes) {
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

    /// A scan of a stream read from stream offset `offset` on (a part of a file): hits
    /// count from the stream's start; lines count from `offset`, which is on line 1,
    /// column 1 ([`scan_parts`] moves them to their place in the whole).
    pub fn starting_at(scanner: Arc<Scanner>, offset: usize) -> ReadScan {
        ReadScan {
            window: Window::new(scanner).starting_at(offset),
            lines: Lines {
                at: offset,
                line: 1,
                line_start: offset,
            },
            reported: Vec::new(),
            pending: Vec::new(),
        }
    }

    /// The stream offset before which every finding has been returned.
    pub fn settled(&self) -> usize {
        self.window.base()
    }

    /// The bytes of context a finding needs before it to be the one a whole-text scan
    /// makes: a scan started this far before a place finds there what a scan from the
    /// stream's start finds.
    pub fn lookback(&self) -> usize {
        self.window.hold()
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
            if repeats(&self.reported, &h) {
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

/// Whether `h` is a finding of `reported` seen again: the same rule, overlapping.
fn repeats(reported: &[Hit], h: &Hit) -> bool {
    reported
        .iter()
        .any(|r| r.rule == h.rule && r.start < h.end && h.start < r.end)
}

/// What a thread scanning one part of a file tells the writer.
enum Sent {
    /// A finding, its line counted from the part's first byte read (on line 1).
    Found(Placed),
    /// The part is done: the newlines between its first byte read and the next part's,
    /// and where the last of them is.
    Done {
        newlines: u64,
        last_newline: Option<usize>,
    },
    Failed(io::Error),
}

/// Findings a part's thread may be ahead of the writer (the parts after the first wait
/// for the ones before them to be written, so memory stays bounded however many findings
/// a file holds).
const AHEAD: usize = 1024;

/// The smallest part worth a thread of its own, for reads of `chunk` bytes and a scan
/// that needs `lookback` bytes before a part: each part reads the `lookback` bytes before
/// it again, which should cost little against the part.
fn min_part(chunk: usize, lookback: usize) -> usize {
    (chunk * 16).max(lookback * 4)
}

/// Scans the first `len` bytes of `file` (the rest too, if it has grown since) in at most
/// `parts` parts at once, one thread each, handing each finding to `found` in order of
/// start: what [`scan_read`] finds on the whole file, at the same places, in a fraction of
/// the time. Each part is read from [`ReadScan::lookback`] bytes before its start, so a
/// finding there has all the context a scan from the file's start gives it, and until its
/// findings are settled past the part's end; it reports the findings that start inside
/// it. Lines are counted by each part from where it reads and moved to their place in the
/// whole as the parts are written, in order; a finding a part before reported already
/// (the same rule, overlapping) is not reported again.
pub fn scan_parts(
    scanner: &Arc<Scanner>,
    file: &std::fs::File,
    len: usize,
    parts: usize,
    chunk: usize,
    mut found: impl FnMut(Placed) -> io::Result<()>,
) -> io::Result<()> {
    let lookback = ReadScan::new(scanner.clone()).lookback();
    let chunk = chunk.max(1);
    let parts = parts.min(len / min_part(chunk, lookback)).max(1);
    // Part k holds the findings that start in starts[k]..starts[k + 1]; the last one
    // reads to the file's end.
    let mut starts: Vec<usize> = (0..parts).map(|k| len / parts * k).collect();
    starts.push(usize::MAX);
    let from = |k: usize| starts[k].saturating_sub(lookback);
    std::thread::scope(|s| {
        let mut parts_sent = Vec::with_capacity(parts);
        for k in 0..parts {
            let (tx, rx) = std::sync::mpsc::sync_channel(AHEAD);
            parts_sent.push(rx);
            let part = Part {
                from: from(k),
                start: starts[k],
                end: starts[k + 1],
                // Past the last part: beyond any file's end.
                next_from: from(k + 1),
            };
            let scanner = scanner.clone();
            s.spawn(move || {
                let mut buf = vec![0; chunk];
                let mut send = |m: Sent| tx.send(m).is_ok();
                if let Err(e) = part.scan(scanner, file, &mut buf, &mut send) {
                    send(Sent::Failed(e));
                }
            });
        }
        // The line and the line start of the part being written's first byte read.
        let (mut lines_before, mut line_start) = (0u64, 0usize);
        // Findings written that reach into the next part.
        let mut reaching: Vec<Hit> = Vec::new();
        for (k, rx) in parts_sent.into_iter().enumerate() {
            let next_start = starts[k + 1];
            let mut reaching_next = Vec::new();
            loop {
                match rx.recv() {
                    Ok(Sent::Found(mut p)) => {
                        let h = p.hit;
                        if repeats(&reaching, &h) {
                            continue;
                        }
                        if p.line == 1 {
                            p.col = (h.start - line_start) as u64 + 1;
                        }
                        p.line += lines_before;
                        if h.end > next_start {
                            reaching_next.push(h);
                        }
                        found(p)?;
                    }
                    Ok(Sent::Done {
                        newlines,
                        last_newline,
                    }) => {
                        lines_before += newlines;
                        if let Some(n) = last_newline {
                            line_start = n + 1;
                        }
                        break;
                    }
                    Ok(Sent::Failed(e)) => return Err(e),
                    Err(_) => return Err(io::Error::other("a scanning thread stopped")),
                }
            }
            reaching = reaching_next;
        }
        Ok(())
    })
}

/// One part of a file: read from `from`, reporting the findings that start in
/// `start..end`, counting newlines up to `next_from` (where the next part reads from).
struct Part {
    from: usize,
    start: usize,
    end: usize,
    next_from: usize,
}

impl Part {
    /// Scans the part; `send` returns false once the writer has stopped listening.
    fn scan(
        &self,
        scanner: Arc<Scanner>,
        file: &std::fs::File,
        buf: &mut [u8],
        send: &mut impl FnMut(Sent) -> bool,
    ) -> io::Result<()> {
        let mut scan = ReadScan::starting_at(scanner, self.from);
        let (mut newlines, mut last_newline) = (0u64, None);
        let mut at = self.from;
        let mine = |p: &Placed| (self.start..self.end).contains(&p.hit.start);
        loop {
            let n = read_full_at(file, buf, at)?;
            let counted = &buf[..self.next_from.saturating_sub(at).min(n)];
            newlines += memchr::memchr_iter(b'\n', counted).count() as u64;
            if let Some(i) = memchr::memrchr(b'\n', counted) {
                last_newline = Some(at + i);
            }
            let settled = match n {
                0 => scan.finish(),
                _ => scan.push(&buf[..n]),
            };
            for p in settled.into_iter().filter(mine) {
                if !send(Sent::Found(p)) {
                    return Ok(());
                }
            }
            at += n;
            if n == 0 || scan.settled() >= self.end {
                break;
            }
        }
        send(Sent::Done {
            newlines,
            last_newline,
        });
        Ok(())
    }
}

/// Fills `buf` from `file` at `offset` as far as the file goes; 0 at its end.
fn read_full_at(file: &std::fs::File, buf: &mut [u8], offset: usize) -> io::Result<usize> {
    use std::os::unix::fs::FileExt;
    let mut n = 0;
    while n < buf.len() {
        match file.read_at(&mut buf[n..], (offset + n) as u64) {
            Ok(0) => break,
            Ok(k) => n += k,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(n)
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
