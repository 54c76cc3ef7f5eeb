//! Decompression of bodies by their `Content-Encoding` (gzip, deflate, br, identity, or
//! a list of them): the one decoder per coding (issue 11), used two ways.
//!
//! - [`inflate_whole_body`]: a request body held whole, undone before it is scanned
//!   (compressed uploads), under an output cap and a ratio cap.
//! - [`StreamInflater`]: a response undone push by push, so it can be redacted as it
//!   streams, under a cap on what one push may turn into.
//!
//! Pure: bytes in, bytes out, no I/O. Memory stays bounded: each coding is a push-based
//! decoder writing into a buffer that is drained on every push and capped, so a
//! decompression bomb is an error, not an allocation. What a stream decoder keeps between
//! pushes (its window) is reported by [`StreamInflater::memory`], for the memory budget.

use std::borrow::Cow;
use std::io::{self, Write};

use flate2::write::{DeflateDecoder, MultiGzDecoder, ZlibDecoder};

/// Most decoded bytes one pushed chunk may turn into, at any stage (a 16 KiB chunk of
/// deflate at its densest, ratio 1032, is about 17 MiB).
pub const MAX_CHUNK_OUTPUT: usize = 32 << 20;

/// What a gzip, zlib or raw deflate decoder keeps between pushes: its 32 KiB window,
/// miniz's tables (about 11 KiB) and flate2's 32 KiB write buffer, rounded up.
const FLATE_STATE: usize = 80 << 10;
/// What a brotli decoder keeps besides its ring buffer (tables, its 4 KiB write buffer).
const BROTLI_STATE: usize = 64 << 10;
/// The largest brotli window (RFC 7932: WBITS 24), assumed until the stream's header says.
const BROTLI_MAX_WINDOW: usize = 1 << 24;

/// Why a body could not be decompressed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InflateError {
    /// A coding this module has no decoder for (`zstd`, `compress`, ...).
    #[error("content-encoding `{0}` cannot be decoded")]
    Unsupported(String),
    /// The bytes are not a valid stream of the coding (or are cut short, or go on past
    /// its end).
    #[error("the body is not valid {0}")]
    Corrupt(&'static str),
    /// More bytes at once than the cap allows: one push of a stream, or a whole body.
    #[error("the body is too large to decode: more than {0} bytes at once")]
    TooLarge(usize),
    /// A `deflate` body that is valid both as zlib and as raw deflate, decoding to other
    /// bytes each way: an origin may read it either way (RFC 9110 says zlib; .NET's
    /// `DeflateStream`, Java's `Inflater(nowrap)` and PHP's `gzinflate` read it raw), so
    /// scanning one reading says nothing of what the origin reads.
    #[error("the deflate body reads both as zlib and as raw deflate, to different bytes")]
    Ambiguous,
}

/// A content coding this module undoes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Coding {
    Gzip,
    Deflate,
    Br,
}

impl Coding {
    /// The codings of a `Content-Encoding` list (applied in order), in the order they are
    /// undone: last listed first; `identity` and empty entries skipped.
    fn list(header: &str) -> Result<Vec<Coding>, InflateError> {
        let mut out = Vec::new();
        for name in header.rsplit(',').map(|e| e.trim().to_ascii_lowercase()) {
            out.push(match name.as_str() {
                "" | "identity" => continue,
                "gzip" | "x-gzip" => Coding::Gzip,
                "deflate" => Coding::Deflate,
                "br" => Coding::Br,
                _ => return Err(InflateError::Unsupported(name)),
            });
        }
        Ok(out)
    }

    /// A fresh decoder for this coding.
    fn stage(self) -> Stage {
        match self {
            Coding::Gzip => Stage::running("gzip", MultiGzDecoder::new(Sink::default())),
            Coding::Deflate => Stage {
                name: "deflate",
                state: State::Sniffing(Vec::new()),
                window: FLATE_STATE,
            },
            Coding::Br => Stage {
                window: BROTLI_STATE + BROTLI_MAX_WINDOW,
                ..Stage::running(
                    "br",
                    brotli_decompressor::DecompressorWriter::new(Sink::default(), 4096),
                )
            },
        }
    }
}

/// Whether every coding of a `Content-Encoding` list has a decoder here (the error names
/// the first that has none): a body under such a list can be read whole.
pub fn decodable(header: &str) -> Result<(), InflateError> {
    Coding::list(header).map(|_| ())
}

/// Limits on decompressing a whole body.
#[derive(Debug, Clone, Copy)]
pub struct InflateLimits {
    /// Most decompressed bytes.
    pub max_output: usize,
    /// Most decompressed bytes per compressed byte (past the first MiB).
    pub max_ratio: usize,
}

impl Default for InflateLimits {
    fn default() -> Self {
        InflateLimits {
            max_output: 32 << 20,
            max_ratio: 200,
        }
    }
}

/// Undoes a whole body's `Content-Encoding` list, within `limits` (each coding's output
/// is capped at `max_output`, and at `max_ratio` times its input past the first MiB).
pub fn inflate_whole_body(
    body: &[u8],
    encodings: &str,
    limits: InflateLimits,
) -> Result<Vec<u8>, InflateError> {
    inflate_layers(body, encodings, limits, |_| {})
}

/// [`inflate_whole_body`], showing `encoded` every layer before it is undone: the body
/// as sent, then what each coding but the last decoded to. A compressed stream carries
/// bytes its decoder passes over (a gzip member's file name, comment and extra field, a
/// brotli metadata block), which reach the origin all the same: they are read there.
pub fn inflate_layers(
    body: &[u8],
    encodings: &str,
    limits: InflateLimits,
    mut encoded: impl FnMut(&[u8]),
) -> Result<Vec<u8>, InflateError> {
    let mut data = Cow::Borrowed(body);
    for coding in Coding::list(encodings)? {
        encoded(&data);
        let cap = limits.max_output.min(
            (data.len().max(1))
                .saturating_mul(limits.max_ratio)
                .max(1 << 20),
        );
        let raw = || {
            Stage::running("deflate", DeflateDecoder::new(Sink::default())).push(&data, true, cap)
        };
        data = Cow::Owned(match coding.stage().push(&data, true, cap) {
            // Held whole, a `deflate` body that does not read as zlib gets a second try
            // as raw deflate, whatever its first two bytes said; but one whose zlib
            // reading decodes something before it fails (a checksum missing or wrong, which
            // a streaming reader meets only after handing the rest on) reads two ways too.
            Err(InflateError::Corrupt(_)) if coding == Coding::Deflate => {
                let plain = raw()?;
                if is_zlib(&data) && reads_as(&data, cap, true) {
                    return Err(InflateError::Ambiguous);
                }
                plain
            }
            // One that reads as zlib must read as nothing raw: an origin that reads
            // `deflate` raw takes what it can, up to an error or the stream's end,
            // whatever follows. A zlib stream read raw opens with a stored block whose
            // length and its complement are the header's flag byte and the first bytes
            // of data, and fails there with nothing decoded, but for one stream in
            // 65,536; what such a block copies is the body's own bytes, scanned as they
            // are sent.
            Ok(zlib) if coding == Coding::Deflate && is_zlib(&data) => {
                if reads_as(&data, cap, false) {
                    return Err(InflateError::Ambiguous);
                }
                zlib
            }
            r => r?,
        });
    }
    Ok(data.into_owned())
}

/// Whether `data`, read as deflate raw or (`zlib`) zlib-wrapped by a lenient reader
/// ([`lenient`]), decodes to something other than bytes it copies as they are (a stored
/// block's, which the body's own scan reads).
fn reads_as(data: &[u8], cap: usize, zlib: bool) -> bool {
    let other = lenient(data, cap, zlib, false);
    !other.is_empty() && memchr::memmem::find(data, &other).is_none()
}

/// `data` read as deflate, raw or (`zlib`) zlib-wrapped, the way a lenient or streaming
/// decoder reads it (.NET's `DeflateStream`, zlib's `inflate` as Python and Node call it):
/// what it decodes before an error or the final block's end, whatever follows, at most
/// `cap` bytes. `cut`: also what a stream cut short decoded (read as the whole body, it
/// gives up there).
fn lenient(data: &[u8], cap: usize, zlib: bool, cut: bool) -> Vec<u8> {
    let flush = match cut {
        true => flate2::FlushDecompress::None,
        false => flate2::FlushDecompress::Finish,
    };
    let mut d = flate2::Decompress::new(zlib);
    let mut out = Vec::new();
    while out.len() < cap {
        out.reserve((cap - out.len()).min(64 << 10));
        let (read, wrote) = (d.total_in(), out.len());
        let rest = &data[(read as usize).min(data.len())..];
        match d.decompress_vec(rest, &mut out, flush) {
            Ok(flate2::Status::StreamEnd) | Err(_) => break,
            Ok(_) if d.total_in() == read && out.len() == wrote => break,
            Ok(_) => {}
        }
    }
    out
}

/// Most bytes the compressed blobs of one scan are inflated to, together ([`blob`]): a
/// Helm release (base64 of a gzip of its JSON, the chart's templates and values in it)
/// is a few hundred KiB decoded, and a text of bombs costs a MiB of reading and of
/// memory, not a thousand times its size. What lies past is not read.
pub const BLOB_CAP: usize = 1 << 20;

/// A blob that opens as a gzip member (`1f 8b 08`) or a zlib stream (a valid header, no
/// preset dictionary), inflated to at most `cap` bytes as a lenient reader reads it:
/// `gzip | base64` is how a Helm release, a compressed config value and many a copied
/// artefact are stored. What a stream cut short (a window's end) decoded is kept.
/// `None` where the blob opens as neither, or decodes to nothing.
pub fn blob(data: &[u8], cap: usize) -> Option<Vec<u8>> {
    let mut out = match data {
        [0x1f, 0x8b, 8, ..] => lenient(gzip_body(data)?, cap, false, true),
        [_, flg, ..] if is_zlib(data) && flg & 0x20 == 0 => lenient(data, cap, true, true),
        _ => return None,
    };
    // (The reader stops at the first step past `cap`.)
    out.truncate(cap);
    (!out.is_empty()).then_some(out)
}

/// A gzip member's deflate data: past its header and the optional fields its flags name
/// (RFC 1952: extra, file name, comment, header CRC).
fn gzip_body(member: &[u8]) -> Option<&[u8]> {
    let flags = *member.get(3)?;
    let mut rest = member.get(10..)?;
    if flags & 0x04 != 0 {
        let len = u16::from_le_bytes([*rest.first()?, *rest.get(1)?]);
        rest = rest.get(2 + usize::from(len)..)?;
    }
    for field in [0x08, 0x10] {
        if flags & field != 0 {
            rest = &rest[memchr::memchr(0, rest)? + 1..];
        }
    }
    if flags & 0x02 != 0 {
        rest = rest.get(2..)?;
    }
    Some(rest)
}

/// Undoes a `Content-Encoding` list on a stream, push by push.
pub struct StreamInflater {
    /// In the order the bytes pass them: the last coding listed first.
    stages: Vec<Stage>,
    limit: usize,
    /// The first error; every later call repeats it (the decoders are not reusable).
    failed: Option<InflateError>,
}

impl std::fmt::Debug for StreamInflater {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<&str> = self.stages.iter().map(|s| s.name).collect();
        f.debug_struct("StreamInflater")
            .field("stages", &names)
            .finish()
    }
}

impl StreamInflater {
    /// A decoder for a `Content-Encoding` value; `Ok(None)` when there is nothing to undo
    /// (empty or only `identity`).
    pub fn for_encoding(header: &str) -> Result<Option<StreamInflater>, InflateError> {
        let stages: Vec<Stage> = Coding::list(header)?
            .into_iter()
            .map(Coding::stage)
            .collect();
        Ok((!stages.is_empty()).then_some(StreamInflater {
            stages,
            limit: MAX_CHUNK_OUTPUT,
            failed: None,
        }))
    }

    /// The same decoder with another per-chunk output cap (tests, fuzzing).
    pub fn with_limit(mut self, limit: usize) -> StreamInflater {
        self.limit = limit;
        self
    }

    /// Takes the next chunk of the encoded body; returns the decoded bytes it completes.
    pub fn push(&mut self, chunk: &[u8]) -> Result<Vec<u8>, InflateError> {
        self.run(chunk, false)
    }

    /// The body ended: returns the last decoded bytes, or an error when a stream is cut
    /// short. A body with no bytes at all (HEAD, 304) decodes to nothing.
    pub fn finish(&mut self) -> Result<Vec<u8>, InflateError> {
        self.run(&[], true)
    }

    /// Bytes the decoders keep between pushes (their windows and tables), as far as the
    /// stream has told: a brotli stream counts the window its header declares, the largest
    /// until the header came.
    pub fn memory(&self) -> usize {
        self.stages.iter().map(|s| s.window).sum()
    }

    fn run(&mut self, chunk: &[u8], end: bool) -> Result<Vec<u8>, InflateError> {
        if let Some(e) = &self.failed {
            return Err(e.clone());
        }
        let mut carry = chunk.to_vec();
        for stage in &mut self.stages {
            match stage.push(&carry, end, self.limit) {
                Ok(out) => carry = out,
                Err(e) => {
                    self.failed = Some(e.clone());
                    return Err(e);
                }
            }
        }
        Ok(carry)
    }
}

/// One coding being undone.
struct Stage {
    name: &'static str,
    state: State,
    /// What the decoder keeps between pushes ([`StreamInflater::memory`]).
    window: usize,
}

enum State {
    /// `deflate` before its first two bytes say whether it is zlib-wrapped (as RFC 9110
    /// says) or raw (as some servers send it).
    Sniffing(Vec<u8>),
    Running(Box<dyn Decode>),
    /// The input ended; nothing more may come.
    Done,
}

impl Stage {
    fn running(name: &'static str, d: impl Decode + 'static) -> Stage {
        Stage {
            name,
            state: State::Running(Box::new(d)),
            window: FLATE_STATE,
        }
    }

    fn push(&mut self, input: &[u8], end: bool, limit: usize) -> Result<Vec<u8>, InflateError> {
        if self.name == "br" {
            if let (State::Running(d), Some(first)) = (&mut self.state, input.first()) {
                if !d.sink().seen_input {
                    self.window = BROTLI_STATE + brotli_window(*first);
                }
            }
        }
        if let State::Sniffing(head) = &mut self.state {
            head.extend_from_slice(input);
            if head.len() < 2 && !end {
                return Ok(Vec::new());
            }
            let head = std::mem::take(head);
            if head.is_empty() {
                self.state = State::Done;
                return Ok(Vec::new());
            }
            self.state = if is_zlib(&head) {
                State::Running(Box::new(ZlibDecoder::new(Sink::default())))
            } else {
                State::Running(Box::new(DeflateDecoder::new(Sink::default())))
            };
            return self.push(&head, end, limit);
        }
        let State::Running(d) = &mut self.state else {
            // Finished: more bytes are not part of any stream.
            return match input {
                [] => Ok(Vec::new()),
                _ => Err(InflateError::Corrupt(self.name)),
            };
        };
        d.sink().start(limit);
        let mut r = d.write_all(input).and_then(|()| d.flush());
        if end && r.is_ok() {
            // A stream that never started (no bytes at all) has nothing to finish.
            if d.sink().seen_input || !input.is_empty() {
                r = d.end();
            }
        }
        let sink = d.sink();
        sink.seen_input |= !input.is_empty();
        let out = std::mem::take(&mut sink.buf);
        let over = sink.over;
        if end {
            self.state = State::Done;
        }
        match r {
            Ok(()) => Ok(out),
            Err(_) if over => Err(InflateError::TooLarge(limit)),
            Err(_) => Err(InflateError::Corrupt(self.name)),
        }
    }
}

/// The ring buffer a brotli stream's first byte asks for (RFC 7932 §9.1: WBITS in its low
/// bits, least significant first): `2^WBITS - 16` bytes, counted as `2^WBITS`. A code the
/// RFC reserves (the large-window extension) counts as the largest window.
fn brotli_window(first: u8) -> usize {
    let wbits = if first & 1 == 0 {
        16
    } else {
        match (first >> 1) & 0b111 {
            0 => match (first >> 4) & 0b111 {
                0 => 17,
                1 => 24,
                m => 8 + u32::from(m),
            },
            n => 17 + u32::from(n),
        }
    };
    1usize << wbits
}

/// Whether two bytes open a zlib stream (RFC 1950: method 8, window ≤ 32K, check bits).
fn is_zlib(head: &[u8]) -> bool {
    match head {
        [cmf, flg, ..] => {
            cmf & 0x0f == 8 && cmf >> 4 <= 7 && (u16::from(*cmf) << 8 | u16::from(*flg)) % 31 == 0
        }
        _ => false,
    }
}

/// Where a decoder writes: a buffer drained on every push, refusing past its limit.
#[derive(Debug, Default)]
struct Sink {
    buf: Vec<u8>,
    limit: usize,
    over: bool,
    seen_input: bool,
}

impl Sink {
    fn start(&mut self, limit: usize) {
        self.buf.clear();
        self.limit = limit;
        self.over = false;
    }
}

impl Write for Sink {
    fn write(&mut self, b: &[u8]) -> io::Result<usize> {
        if self.buf.len().saturating_add(b.len()) > self.limit {
            self.over = true;
            return Err(io::Error::other("decoded chunk over the limit"));
        }
        self.buf.extend_from_slice(b);
        Ok(b.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// A push-based decoder over a [`Sink`].
trait Decode: Write + Send {
    fn sink(&mut self) -> &mut Sink;
    /// The input ended: flush, and fail if the stream is incomplete.
    fn end(&mut self) -> io::Result<()>;
}

/// flate2's write decoders share one shape.
macro_rules! flate_decode {
    ($($t:ident),*) => {$(
        impl Decode for $t<Sink> {
            fn sink(&mut self) -> &mut Sink {
                self.get_mut()
            }
            fn end(&mut self) -> io::Result<()> {
                self.try_finish()
            }
        }
    )*};
}

flate_decode!(MultiGzDecoder, ZlibDecoder, DeflateDecoder);

impl Decode for brotli_decompressor::DecompressorWriter<Sink> {
    fn sink(&mut self) -> &mut Sink {
        self.get_mut()
    }
    fn end(&mut self) -> io::Result<()> {
        self.close()
    }
}

#[cfg(test)]
#[path = "inflate_tests.rs"]
mod tests;
