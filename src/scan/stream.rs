//! Streaming: body filters that hold back only as many bytes as the longest secret can
//! span, so no byte of a secret is released before the verdict, whatever the chunking.
//!
//! The invariant (after aho-corasick's roll buffer): after each push the filter scans
//! everything it holds, then releases all but the last `hold` bytes, where `hold` is at
//! least the longest match any rule can make. A secret whose first byte would be
//! released therefore started more than `hold` bytes before the end of the buffer, so it
//! was complete in the buffer when it was scanned. Example with `hold = 40` and a 40-byte
//! GitHub token starting at stream byte 90: after a push that ends at byte 120, bytes
//! `0..80` go out and `80..120` stay; the next push completes the token at byte 130,
//! the scan sees it whole and the filter refuses before byte 90 is ever released.
//!
//! Decoded views run on the held window too, so an encoded secret is caught when the
//! window holds all of it (hold is twice the longest raw match, plus slack: enough for
//! base64 and JSON escapes of any rule, and for percent-encoding of all but PEM keys).
//! Compressed bodies (`Content-Encoding`) cannot be scanned in pieces: they are held
//! whole up to a cap, decompressed within limits and scanned before any byte goes out;
//! over the cap the request is refused `too_large`. On a request, what a scan holds is
//! counted against the memory budget ([`UploadScan::within`]), and past it refused
//! ([`Step::Over`]) instead of held.

use std::collections::HashSet;
use std::sync::Arc;

use bytes::Bytes;

use super::engine::{Hit, Scanner};
use super::inflate::{inflate_layers, InflateError, InflateLimits};
use crate::memory::{Hold, Over};

/// Bytes held back beyond the longest raw match, for decoded views.
const SLACK: usize = 512;

/// The roll buffer: holds the unreleased tail of a stream and scans it.
#[derive(Debug)]
pub struct Window {
    scanner: Arc<Scanner>,
    buf: Vec<u8>,
    /// Stream offset of `buf[0]`.
    base: usize,
    hold: usize,
    /// Stream offset up to which the last push scanned.
    scanned: usize,
    /// New bytes to gather before a push scans again (0: every push scans).
    batch: usize,
}

impl Window {
    /// A window over `scanner`'s rules.
    pub fn new(scanner: Arc<Scanner>) -> Window {
        let hold = scanner.max_len() * 2 + SLACK;
        Window::with_hold(scanner, hold)
    }

    /// A window holding back `hold` bytes (at least the longest match; tests use the
    /// minimum so every chunk boundary is exercised).
    pub fn with_hold(scanner: Arc<Scanner>, hold: usize) -> Window {
        let hold = hold.max(scanner.max_len());
        Window {
            scanner,
            buf: Vec::new(),
            base: 0,
            hold,
            scanned: 0,
            batch: 0,
        }
    }

    /// This window, over a stream whose first pushed byte is at stream offset `offset`
    /// (a part of a file read from the middle): hits and offsets count from the
    /// stream's start.
    pub fn starting_at(mut self, offset: usize) -> Window {
        self.base = offset;
        self.scanned = offset;
        self
    }

    /// The bytes held back from release: before a finding is settled, this many bytes
    /// follow it in the scan.
    pub fn hold(&self) -> usize {
        self.hold
    }

    /// This window, scanning only once as many new bytes as it holds have come. Each scan
    /// reads the held bytes again, so scanning at every small chunk (an HTTP/2 body comes
    /// in frames of a few KiB) reads a 9 KiB hold over and over; gathering reads each
    /// byte at most twice. Nothing goes out before it was scanned, so no byte of a secret
    /// leaves earlier; what goes out goes in larger steps.
    pub fn batched(mut self) -> Window {
        self.batch = self.hold;
        self
    }

    /// Appends a chunk and scans what is held (a [`Window::batched`] one: once enough new
    /// bytes have come); hits are at stream offsets.
    pub fn push(&mut self, chunk: &[u8]) -> Vec<Hit> {
        self.buf.extend_from_slice(chunk);
        if self.end() - self.scanned < self.batch {
            return Vec::new();
        }
        self.scanned = self.end();
        self.scan()
    }

    /// Whether bytes arrived since the last push scanned them all (held bytes were
    /// scanned with everything before them, so scanning them again finds nothing new).
    pub fn unscanned(&self) -> bool {
        self.end() > self.scanned
    }

    /// Scans what is held; hits are at stream offsets.
    pub fn scan(&self) -> Vec<Hit> {
        let base = self.base;
        // Past the stream's start, the window may begin inside a base64 blob.
        self.scanner
            .hits_in(&self.buf, base > 0)
            .into_iter()
            .map(|h| Hit {
                start: h.start + base,
                end: h.end + base,
                rule: h.rule,
            })
            .collect()
    }

    /// The stream offset up to which bytes may go now: all but the last `hold` bytes of
    /// what the last scan read.
    pub fn safe_end(&self) -> usize {
        self.scanned.saturating_sub(self.hold).max(self.base)
    }

    /// The stream offset just past what has been pushed.
    pub fn end(&self) -> usize {
        self.base + self.buf.len()
    }

    /// Removes and returns the held bytes up to stream offset `upto` (all of them without
    /// a copy: the end of a stream, a compressed body held whole).
    pub fn release(&mut self, upto: usize) -> Vec<u8> {
        let n = upto.saturating_sub(self.base).min(self.buf.len());
        let out: Vec<u8> = if n == self.buf.len() {
            std::mem::take(&mut self.buf)
        } else {
            self.buf.drain(..n).collect()
        };
        self.base += n;
        out
    }

    /// The held bytes, from stream offset [`Window::base`] on.
    pub fn held(&self) -> &[u8] {
        &self.buf
    }

    /// The stream offset of the first held byte.
    pub fn base(&self) -> usize {
        self.base
    }

    /// Drops the held bytes up to stream offset `upto` ([`Window::release`] without
    /// handing them out: a reader that only reports findings copies nothing).
    pub fn discard(&mut self, upto: usize) {
        let n = upto.saturating_sub(self.base).min(self.buf.len());
        self.buf.drain(..n);
        self.base += n;
    }

    /// The scanner behind this window.
    pub fn scanner(&self) -> &Scanner {
        &self.scanner
    }
}

/// What an upload scan reports: new findings (at stream offsets), or a body that could
/// not be scanned.
#[derive(Debug)]
pub enum Step {
    /// These bytes may go; these findings are new.
    Go(Bytes, Vec<Hit>),
    /// The body cannot be scanned (too large once decompressed, unknown encoding).
    Unscannable(InflateError),
    /// Holding the chunk would pass the request's memory cap or the budget.
    Over(Over),
}

/// Scans an upload as it streams. Raw bodies stream through a [`Window`]; compressed
/// bodies are held whole (up to `max_compressed`) and scanned decompressed at the end.
#[derive(Debug)]
pub struct UploadScan {
    window: Window,
    encoding: Option<String>,
    max_compressed: usize,
    limits: InflateLimits,
    seen: HashSet<(usize, usize)>,
    /// Counts the window's bytes, when the scan runs for a request.
    hold: Option<Hold>,
}

impl UploadScan {
    /// A scan of a body with this `Content-Encoding` (None or identity: raw). The window
    /// is [`Window::batched`]: an upload's bytes may wait for more before they go.
    pub fn new(window: Window, encoding: Option<&str>) -> UploadScan {
        let window = window.batched();
        let encoding = encoding
            .map(|e| e.trim().to_ascii_lowercase())
            .filter(|e| !e.is_empty() && e != "identity");
        UploadScan {
            window,
            encoding,
            max_compressed: 8 << 20,
            limits: InflateLimits::default(),
            seen: HashSet::new(),
            hold: None,
        }
    }

    /// This scan, counting what it holds on `hold`: a chunk that would take the request
    /// past its cap or the budget is [`Step::Over`], and what it releases carries its
    /// share of the hold until it is written.
    pub fn within(mut self, hold: Hold) -> UploadScan {
        self.hold = Some(hold);
        self
    }

    /// Counts `more` bytes about to join the window.
    fn reserve(&mut self, more: usize) -> Result<(), Over> {
        let need = self.window.buf.len() + more;
        match self.hold.as_mut() {
            Some(h) if h.bytes() < need => h.set(need),
            _ => Ok(()),
        }
    }

    /// Released bytes, carrying their share of the hold.
    fn go(&mut self, out: Vec<u8>) -> Bytes {
        match self.hold.as_mut() {
            Some(h) => {
                let out = h.carry(out);
                h.shrink_to(self.window.buf.len());
                out
            }
            None => Bytes::from(out),
        }
    }

    fn fresh(&mut self, hits: Vec<Hit>) -> Vec<Hit> {
        hits.into_iter()
            .filter(|h| self.seen.insert((h.rule, h.start)))
            .collect()
    }

    /// Takes the next chunk.
    pub fn push(&mut self, chunk: &[u8]) -> Step {
        if self.encoding.is_some() {
            if self.window.end() + chunk.len() > self.max_compressed {
                return Step::Unscannable(InflateError::TooLarge(self.max_compressed));
            }
            if let Err(over) = self.reserve(chunk.len()) {
                return Step::Over(over);
            }
            self.window.buf.extend_from_slice(chunk);
            return Step::Go(Bytes::new(), Vec::new());
        }
        if let Err(over) = self.reserve(chunk.len()) {
            return Step::Over(over);
        }
        let hits = self.window.push(chunk);
        let hits = self.fresh(hits);
        let upto = self.window.safe_end();
        let out = self.window.release(upto);
        Step::Go(self.go(out), hits)
    }

    /// The stream ended: scans and releases the rest.
    pub fn finish(&mut self) -> Step {
        let hits = match &self.encoding {
            None if self.window.unscanned() => self.window.scan(),
            None => Vec::new(),
            Some(enc) => {
                // The body as sent and each layer of it is scanned too, not only what it
                // decodes to: a decoder passes over bytes that reach the origin all the
                // same (a gzip member's file name or comment, a brotli metadata block).
                let scanner = self.window.scanner();
                let mut hits = Vec::new();
                match inflate_layers(&self.window.buf, enc, self.limits, |layer| {
                    hits.extend(scanner.hits(layer))
                }) {
                    // Offsets in a decompressed body point into the decompressed bytes.
                    Ok(plain) => {
                        hits.extend(scanner.hits(&plain));
                        hits
                    }
                    Err(e) => return Step::Unscannable(e),
                }
            }
        };
        let hits = self.fresh(hits);
        let end = self.window.end();
        let out = self.window.release(end);
        Step::Go(self.go(out), hits)
    }

    /// Whether the body is compressed (findings then point into the decompressed bytes).
    pub fn compressed(&self) -> bool {
        self.encoding.is_some()
    }
}

/// Replaces secrets with `[REDACTED:rule]` in a stream (response bodies).
#[derive(Debug)]
pub struct Redactor {
    window: Window,
}

impl Redactor {
    /// A redactor over a window.
    pub fn new(window: Window) -> Redactor {
        Redactor { window }
    }

    /// Bytes held back now.
    pub fn held(&self) -> usize {
        self.window.buf.len()
    }

    /// Takes the next chunk; returns the redacted bytes that may go now.
    pub fn push(&mut self, chunk: &[u8]) -> Vec<u8> {
        let hits = self.window.push(chunk);
        let upto = self.window.safe_end();
        self.emit(hits, upto)
    }

    /// The stream ended: returns the rest, redacted.
    pub fn finish(&mut self) -> Vec<u8> {
        let hits = self.window.scan();
        let end = self.window.end();
        self.emit(hits, end)
    }

    fn emit(&mut self, mut hits: Vec<Hit>, mut upto: usize) -> Vec<u8> {
        hits.sort();
        // A secret that straddles the cut is complete (it started more than `hold`
        // bytes back): move the cut past it so it is redacted whole.
        for h in &hits {
            if h.start < upto && h.end > upto {
                upto = h.end;
            }
        }
        let base = self.window.base;
        let raw = self.window.release(upto);
        let mut out = Vec::with_capacity(raw.len());
        let mut pos = base;
        for h in hits.iter().filter(|h| h.start < upto) {
            if h.start < pos {
                pos = pos.max(h.end);
                continue; // overlaps a secret already redacted
            }
            out.extend_from_slice(&raw[pos - base..h.start - base]);
            out.extend_from_slice(b"[REDACTED:");
            out.extend_from_slice(self.window.scanner().rules()[h.rule].id.as_bytes());
            out.push(b']');
            pos = h.end.min(upto);
        }
        if pos < upto {
            out.extend_from_slice(&raw[pos - base..]);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scan::rules::builtin;

    /// With a small hold, every chunk size: the upload's bytes go out as it streams, the
    /// token is caught, and no byte of it went out first (gathered pushes release only
    /// what the last scan read).
    #[test]
    fn batched_uploads_release_nothing_unscanned() {
        use crate::scan::fake::{expand, Mode, Rng};
        let rules = builtin().unwrap();
        let pat: Vec<_> = rules.into_iter().filter(|r| r.id == "github-pat").collect();
        let token = expand(&pat[0].fake, Mode::Real, &mut Rng::new("batch", 1));
        let scanner = Arc::new(Scanner::from_rules(pat).unwrap());
        let body = format!("{}{token}{}", "x ".repeat(200), " y".repeat(50));
        let start = body.find("ghp_").unwrap();
        for size in 1..=90 {
            let mut scan = UploadScan::new(Window::with_hold(scanner.clone(), 0), None);
            let (mut released, mut caught) = (0, false);
            for chunk in body.as_bytes().chunks(size) {
                let Step::Go(out, hits) = scan.push(chunk) else {
                    panic!("a raw body is scannable");
                };
                // A step with findings is refused whole: its bytes never go.
                if !hits.is_empty() {
                    caught = true;
                    break;
                }
                released += out.len();
            }
            if !caught {
                let Step::Go(_, hits) = scan.finish() else {
                    panic!("a raw body is scannable");
                };
                caught = !hits.is_empty();
            }
            assert!(caught, "chunks of {size}: the token is found");
            assert!(released > 0, "chunks of {size}: the body streams");
            assert!(released <= start, "chunks of {size}: {released} > {start}");
        }
    }
}
