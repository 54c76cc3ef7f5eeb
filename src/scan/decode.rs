//! Decoding views, each bounded: percent-encoding, JSON string escapes, base64 blobs
//! (also wrapped over lines, as in multipart parts and mail) and quoted-printable. A view
//! maps every decoded byte back to the source, so a finding in a view is reported at the
//! source bytes that carry it. Compressed bodies are undone in [`super::inflate`].

use base64::Engine as _;

/// Decoded bytes with the source range each came from, kept per segment: a stretch copied
/// as it is, or one escape's decoded bytes. Decoding a text of few escapes stores a few
/// segments, not a range per byte (which cost more than the decoding itself), and a
/// hit's range is found by a binary search. Every byte of a copied stretch is its source
/// byte (a byte the view writes otherwise, a form's `+` read as a space, is an escape of
/// one byte), so [`View::changed`] knows every byte that differs.
#[derive(Debug, Default)]
pub struct View {
    pub bytes: Vec<u8>,
    /// Sorted by `view`; each segment runs to the next one's `view` (the last to the end).
    segs: Vec<Seg>,
    /// Whether the view leaves out a lead of each line that may end in a byte written
    /// as a field ([`super::gutter`]: a hex dump's offset and first byte, both numbers):
    /// fields a line are not read in it ([`super::lists`], [`super::dumps`]), which
    /// would read the bytes without that one.
    pub(super) leaves_out_fields: bool,
    /// Whether the view leaves out a lead of each line at all: a hex dump's offsets are
    /// gone, and the first field of each line would be read as one ([`super::dumps`]).
    pub(super) leaves_out_leads: bool,
}

/// A copied stretch of a view, as [`View::copies`] gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Copied {
    pub start: usize,
    pub end: usize,
    pub src: usize,
    pub whole_end: usize,
}

/// Decoded bytes from `view` on came from the source at `src`: one byte each if `len` is
/// 0 (a copied stretch), else all from the escape `src..src + len`.
#[derive(Debug, Clone, Copy)]
struct Seg {
    view: u32,
    src: u32,
    len: u32,
}

impl View {
    /// An empty view with room for a decoding of `n` source bytes.
    pub(super) fn with_capacity(n: usize) -> View {
        View {
            bytes: Vec::with_capacity(n),
            segs: Vec::new(),
            leaves_out_fields: false,
            leaves_out_leads: false,
        }
    }

    /// Where the view of a source of `source_len` bytes differs from it, sorted, as view
    /// positions: every byte an escape decoded to, and the two bytes on either side of a
    /// place where source bytes were left out (a string break, an ANSI sequence), which
    /// are neighbours only here; the first or last byte when source bytes before or
    /// after it were left out (it starts or ends the view, not the source). Everywhere
    /// else the view is its source, byte for byte and with the same bytes around.
    pub fn changed(&self, source_len: usize) -> Vec<usize> {
        let mut at = Vec::new();
        if self.segs.first().is_some_and(|g| g.src > 0) {
            at.push(0);
        }
        for (k, g) in self.segs.iter().enumerate() {
            let (view, src) = (g.view as usize, g.src as usize);
            let end = self
                .segs
                .get(k + 1)
                .map_or(self.bytes.len(), |n| n.view as usize);
            if g.len > 0 {
                at.extend(view..end);
                continue;
            }
            // A copied stretch that does not go on where the one before it ended in the
            // source: bytes were left out between them.
            let joined = k
                .checked_sub(1)
                .is_some_and(|p| self.source_end(p, view) != src);
            if joined {
                at.extend([view - 1, view]);
            }
        }
        let last = self.segs.len().checked_sub(1);
        if last.is_some_and(|k| self.source_end(k, self.bytes.len()) != source_len) {
            at.push(self.bytes.len() - 1);
        }
        at.sort_unstable();
        at.dedup();
        at
    }

    /// Where in the source segment `k`, whose view bytes end at `view_end`, ends.
    fn source_end(&self, k: usize, view_end: usize) -> usize {
        let g = self.segs[k];
        match g.len {
            0 => g.src as usize + (view_end - g.view as usize),
            n => (g.src + n) as usize,
        }
    }

    /// Byte `b`, written for the source range `start..end` (an escape, or one byte the
    /// view reads otherwise): a byte that changed, whatever its length.
    pub(super) fn substitute(&mut self, b: u8, start: usize, end: usize) {
        let at = self.bytes.len() as u32;
        let (start, end) = (start as u32, end as u32);
        let extends = self
            .segs
            .last()
            .is_some_and(|g| g.len > 0 && g.src == start && g.src + g.len == end);
        if !extends {
            self.segs.push(Seg {
                view: at,
                src: start,
                len: end - start,
            });
        }
        self.bytes.push(b);
    }

    /// Source bytes `src[from..to]` copied as they are, one segment at most: the one
    /// before goes on if it was a copy ending at `from`.
    pub(super) fn copy(&mut self, src: &[u8], from: usize, to: usize) {
        if from >= to {
            return;
        }
        let at = self.bytes.len() as u32;
        let goes_on = self
            .segs
            .last()
            .is_some_and(|g| g.len == 0 && g.src + (at - g.view) == from as u32);
        if !goes_on {
            self.segs.push(Seg {
                view: at,
                src: from as u32,
                len: 0,
            });
        }
        self.bytes.extend_from_slice(&src[from..to]);
    }

    /// The copied stretches overlapping the view's `from..to`: `(start, end, src)` for
    /// view bytes `start..end` (within `from..to`) that are the source's from `src` on,
    /// and `whole_end`, where the stretch ends past `to` (a byte of it up to there is its
    /// source's too), in order.
    pub(super) fn copies(&self, from: usize, to: usize) -> impl Iterator<Item = Copied> + '_ {
        let first = self
            .segs
            .partition_point(|g| g.view as usize <= from)
            .saturating_sub(1);
        let ends = self.segs[first..]
            .iter()
            .skip(1)
            .map(|n| n.view as usize)
            .chain(std::iter::once(self.bytes.len()));
        self.segs[first..]
            .iter()
            .zip(ends)
            .take_while(move |(g, _)| (g.view as usize) < to)
            .filter(|(g, _)| g.len == 0)
            .filter_map(move |(g, whole_end)| {
                let (view, src) = (g.view as usize, g.src as usize);
                let (start, end) = (view.max(from), whole_end.min(to));
                (start < end).then_some(Copied {
                    start,
                    end,
                    src: src + (start - view),
                    whole_end,
                })
            })
    }

    /// The long token runs of the view ([`super::prefilter::long_runs`] of its bytes), from
    /// those of its source, `source_runs`: a run that lies inside a copied stretch, short
    /// of both its ends, is a source run (its bytes and the byte on either side are the
    /// source's), moved; any other run holds a byte that is not a copy or a copy's first
    /// or last, and is read from the view around such bytes. A view of a JSON text is
    /// the text again: its runs cost a pass of their own.
    pub fn runs(&self, source_runs: &[(usize, usize)]) -> Vec<(usize, usize)> {
        use super::prefilter::{is_token, MIN_RUN};
        let mut runs = Vec::new();
        let mut next = 0;
        // The bytes not copied, and each copy's first and last: where a run may differ.
        let mut read_to = 0;
        let mut read_around = |x: usize, runs: &mut Vec<(usize, usize)>| {
            if x < read_to || !self.bytes.get(x).copied().is_some_and(is_token) {
                return;
            }
            let mut start = x;
            while start > 0 && is_token(self.bytes[start - 1]) {
                start -= 1;
            }
            let mut end = x + 1;
            while end < self.bytes.len() && is_token(self.bytes[end]) {
                end += 1;
            }
            if end - start >= MIN_RUN {
                runs.push((start, end));
            }
            read_to = end;
        };
        for (k, g) in self.segs.iter().enumerate() {
            let view = g.view as usize;
            let end = self
                .segs
                .get(k + 1)
                .map_or(self.bytes.len(), |n| n.view as usize);
            if g.len > 0 {
                for x in view..end {
                    read_around(x, &mut runs);
                }
                continue;
            }
            read_around(view, &mut runs);
            let (src, src_end) = (g.src as usize, g.src as usize + (end - view));
            while source_runs.get(next).is_some_and(|&(_, e)| e < src_end) {
                let (s, e) = source_runs[next];
                if s > src {
                    runs.push((view + (s - src), view + (e - src)));
                }
                next += 1;
            }
            read_around(end - 1, &mut runs);
        }
        runs.sort_unstable();
        runs
    }

    /// The source range of decoded byte `i`, if there is one.
    fn range_of(&self, i: usize) -> Option<(usize, usize)> {
        if i >= self.bytes.len() {
            return None;
        }
        let k = self
            .segs
            .partition_point(|g| g.view as usize <= i)
            .checked_sub(1)?;
        let g = self.segs[k];
        Some(match g.len {
            0 => {
                let s = g.src as usize + (i - g.view as usize);
                (s, s + 1)
            }
            n => (g.src as usize, (g.src + n) as usize),
        })
    }

    /// The source range covering decoded range `start..end`.
    pub fn source(&self, start: usize, end: usize) -> (usize, usize) {
        let s = self.range_of(start).map_or(0, |m| m.0);
        let e = end
            .checked_sub(1)
            .and_then(|i| self.range_of(i))
            .map_or(s, |m| m.1);
        (s, e)
    }
}

/// Checks what a search of `v` only near its edits relies on, for the view `v` of `src`:
/// every decoded byte maps into the source, and away from [`View::changed`] the view is
/// its source, byte for byte, with the same neighbours, starting and ending where the
/// source does. For tests and fuzz targets; `Err` says which byte breaks it.
pub fn edits_hold(src: &[u8], v: &View) -> Result<(), String> {
    for i in 0..v.bytes.len() {
        let (s, e) = v.source(i, i + 1);
        if s > e || e > src.len() {
            return Err(format!("byte {i} maps to {s}..{e}"));
        }
    }
    let changed = v.changed(src.len());
    if !changed.windows(2).all(|w| w[0] < w[1]) {
        return Err("edits not sorted, once each".into());
    }
    let same = |i: usize| changed.binary_search(&i).is_err();
    let last = v.bytes.len().checked_sub(1);
    for i in (0..v.bytes.len()).filter(|&i| same(i)) {
        let (s, e) = v.source(i, i + 1);
        if e != s + 1 || src[s] != v.bytes[i] {
            return Err(format!("byte {i} is not its source"));
        }
        if i == 0 && s != 0 {
            return Err("the view starts past the source's start".into());
        }
        if Some(i) == last && e != src.len() {
            return Err("the view ends before the source's end".into());
        }
        if i + 1 < v.bytes.len() && same(i + 1) && v.source(i + 1, i + 2).0 != e {
            return Err(format!("bytes {i} and {} are not neighbours", i + 1));
        }
    }
    Ok(())
}

/// The value of hex digit `b`.
pub(super) fn hex(b: u8) -> Option<u8> {
    Alphabet::Base16.value(b)
}

/// Whether `bytes`, which spell no text, may be a private key's DER: an ASN.1 sequence
/// (`0x30`) as long as the shortest key's (Ed25519's PKCS#8, 48 bytes). Such bytes are
/// read again in hex ([`spell_hex`]), where the key's rule judges the header.
pub(super) fn may_be_der(bytes: &[u8]) -> bool {
    bytes.first() == Some(&0x30) && bytes.len() >= 48
}

/// The most of a key's DER read again in hex ([`der_keys`]): more than the longest
/// match of `private-key-der-hex` (4480 digits), fewer than an RSA 8192 key's.
const MAX_DER: usize = 4096;

/// Where a private key's DER may lie in `bytes` as its bytes themselves (a view of
/// escapes holds them: `b'0\x82\x04\xa4\x02\x01\x00…'` as Python writes bytes,
/// `%30%82%04%A4…`; the caller asks that escapes wrote them): an ASN.1 sequence (`0x30`,
/// one to three length bytes) that opens with the version every key's structure opens
/// with (`INTEGER 0`; SEC 1's `INTEGER 1`), at least as long as the shortest key's, as
/// `(start, end)`: to the sequence's end, the text's, or [`MAX_DER`] bytes on. A
/// certificate, a public key and the text's digits open no such sequence.
pub(super) fn der_keys(bytes: &[u8]) -> Vec<(usize, usize)> {
    // Found by the version (`02 01`, two bytes no text holds), then the header before it:
    // a search for the sequence's `0x30` stopped at every `0` of the text.
    let mut keys = Vec::new();
    let mut from = 0;
    for v in memchr::memmem::find_iter(bytes, b"\x02\x01") {
        if !matches!(bytes.get(v + 2), Some(0x00 | 0x01)) {
            continue;
        }
        // The widest header that ends at the version: `30 82 HH LL`, `30 81 LL`, `30 LL`.
        let header = |head: usize| {
            let s = v.checked_sub(head).filter(|&s| s >= from)?;
            let len = match (bytes[s], &bytes[s + 1..v]) {
                (0x30, &[0x82, high, low]) => usize::from(high) << 8 | usize::from(low),
                (0x30, &[0x81, n]) => usize::from(n),
                (0x30, &[n]) if n < 0x80 => usize::from(n),
                _ => return None,
            };
            Some((s, s + head + len))
        };
        let Some((s, end)) = [4, 3, 2].into_iter().find_map(header) else {
            continue;
        };
        let end = bytes.len().min(end).min(s + MAX_DER);
        if end - s >= 48 {
            keys.push((s, end));
            from = end;
        }
    }
    keys
}

/// `bytes` in lowercase hex, into `out` (cleared first).
pub(super) fn spell_hex(bytes: &[u8], out: &mut Vec<u8>) {
    out.clear();
    crate::hex::push(bytes, out);
}

/// The byte two hex digits write, the high one first (`6`, `7`: `g`).
pub(super) fn hex_pair(high: u8, low: u8) -> Option<u8> {
    Some(hex(high)? << 4 | hex(low)?)
}

/// Whether `src[i..]` starts with two hex digits.
fn hex_pair_at(src: &[u8], i: usize) -> bool {
    matches!(src.get(i..i + 2), Some(&[h, l]) if hex_pair(h, l).is_some())
}

/// `%XX` decoded; `None` when there is nothing to decode (a view equal to its source
/// finds nothing the raw pass does not).
pub fn percent(src: &[u8]) -> Option<View> {
    escapes(src).next()?;
    Some(percent_view(src, false))
}

/// Text written two or four bytes a character, UTF-16 or UTF-32 in either byte order (a
/// Windows tool's output redirected to a file, a `.reg` export, a JSON body its server
/// reads by its BOM or its NULs, as RFC 4627 and Python's `json.loads` do), read a byte a
/// character: its NULs left out, so an ASCII character is its own byte (a Latin-1 one
/// its low byte), and a character of no NUL (CJK) its two. `None` unless the text holds a
/// stretch of [`WIDE_RUN`] such characters in a row, wherever it lies: NULs two or four
/// bytes apart, whatever else the text holds (text in one byte a character has none).
pub fn wide(src: &[u8]) -> Option<View> {
    memchr::memchr(0, src)?;
    if !wide_stretch(src) {
        return None;
    }
    let mut v = View::with_capacity(src.len());
    let mut from = 0;
    for nul in memchr::memchr_iter(0, src) {
        v.copy(src, from, nul);
        from = nul + 1;
    }
    v.copy(src, from, src.len());
    Some(v)
}

/// The fewest characters in a row, each an ASCII byte and its NULs, that make a text
/// wide: fewer than any token a rule finds.
const WIDE_RUN: usize = 8;

/// Whether `src` holds [`WIDE_RUN`] characters in a row written two or four bytes each:
/// NULs two bytes apart with a byte that is no NUL between (UTF-16's `t\0o\0`), a NUL
/// right after a NUL passed over (UTF-32's three a character).
fn wide_stretch(src: &[u8]) -> bool {
    let (mut last, mut run) = (None::<usize>, 0usize);
    for i in memchr::memchr_iter(0, src) {
        run = match last.map(|l| i - l) {
            Some(2) if src[i - 1] != 0 => run + 1,
            Some(1) => run,
            _ => 0,
        };
        if run >= WIDE_RUN {
            return true;
        }
        last = Some(i);
    }
    false
}

/// Whether `probe`, a file's first bytes, is text two or four bytes a character (UTF-16
/// or UTF-32, either byte order): a byte-order mark, or NULs at every other (every
/// fourth) position beside printable ASCII, as text in Latin letters is written.
pub fn wide_text(probe: &[u8]) -> bool {
    const BOMS: [&[u8]; 4] = [
        b"\xff\xfe",
        b"\xfe\xff",
        b"\x00\x00\xfe\xff",
        b"\xff\xfe\x00\x00",
    ];
    if BOMS.iter().any(|b| probe.starts_with(b)) {
        return true;
    }
    let text = |b: u8| b.is_ascii_graphic() || matches!(b, b' ' | b'\t' | b'\n' | b'\r');
    // The character's byte at `lead` of each unit of `width`, the rest NUL.
    let shaped = |width: usize, lead: usize| {
        let units = probe.len() / width;
        let good = probe
            .chunks_exact(width)
            .filter(|u| text(u[lead]) && u.iter().enumerate().all(|(i, &b)| i == lead || b == 0))
            .count();
        units >= 4 && good * 10 >= units * 9
    };
    shaped(2, 0) || shaped(2, 1) || shaped(4, 0) || shaped(4, 3)
}

/// Whether `src` spells spaces `+` beside its percent escapes, as a form body or a query
/// writes text (`text=%7C+API_KEY+%7C+v+%7C`, `q=%22v%22+401`): an escape with a `+`
/// right before or after it. Code's `+` is an operator, and its `%` seldom an escape.
pub fn spaces_as_plus(src: &[u8]) -> bool {
    escapes(src).any(|i| (i > 0 && src[i - 1] == b'+') || src.get(i + 3) == Some(&b'+'))
}

/// Where each percent escape (`%` and two hex digits) of `src` starts.
fn escapes(src: &[u8]) -> impl Iterator<Item = usize> + '_ {
    memchr::memchr_iter(b'%', src).filter(|&i| i + 2 < src.len() && hex_pair_at(src, i + 1))
}

/// `application/x-www-form-urlencoded`: `%XX` decoded and `+` read as a space
/// (`-----BEGIN+PRIVATE+KEY-----`, `Basic+dXNlcjpw...`). A view of its own beside
/// [`percent`], which keeps `+`: a base64 secret sent with a literal `+` reads right only
/// there. The caller makes it where a credential's spaced words appear `+`-joined, or
/// where spaces are `+` beside an escape ([`spaces_as_plus`]).
pub fn form(src: &[u8]) -> View {
    percent_view(src, true)
}

fn percent_view(src: &[u8], plus_is_space: bool) -> View {
    let mut v = View::with_capacity(src.len());
    // The stretch up to the next byte the view may change is copied whole.
    let next = |from: usize| match plus_is_space {
        true => memchr::memchr2(b'%', b'+', &src[from..]),
        false => memchr::memchr(b'%', &src[from..]),
    };
    let mut i = 0;
    while i < src.len() {
        let Some(k) = next(i) else {
            v.copy(src, i, src.len());
            break;
        };
        v.copy(src, i, i + k);
        i += k;
        if src[i] == b'%' && i + 2 < src.len() {
            if let Some(b) = hex_pair(src[i + 1], src[i + 2]) {
                v.substitute(b, i, i + 3);
                i += 3;
                continue;
            }
        }
        match src[i] {
            b'+' if plus_is_space => v.substitute(b' ', i, i + 1),
            _ => v.copy(src, i, i + 1),
        }
        i += 1;
    }
    v
}

/// Whether the backslash at `i` starts an escape [`json_escapes`] decodes.
fn json_escape_at(src: &[u8], i: usize) -> bool {
    match src.get(i + 1) {
        Some(b'n' | b'r' | b't' | b'"' | b'\\' | b'/' | b'b' | b'f') => true,
        Some(b'u') => i + 6 <= src.len() && src[i + 2..i + 6].iter().all(|&d| hex(d).is_some()),
        Some(b'0'..=b'3') => octal_at(src, i).is_some(),
        Some(b'x') => hex_escape_at(src, i).is_some(),
        _ => false,
    }
}

/// The byte a `\xHH` escape at `i` (C, Python, JavaScript, PHP, Rust strings) stands for.
fn hex_escape_at(src: &[u8], i: usize) -> Option<u8> {
    match src.get(i + 1..i + 4)? {
        [b'x', a, b] => hex_pair(*a, *b),
        _ => None,
    }
}

/// The byte a C octal escape at `i` (`\040`: a backslash and three octal digits, the
/// first at most 3) stands for.
fn octal_at(src: &[u8], i: usize) -> Option<u8> {
    let digits = src.get(i + 1..i + 4)?;
    digits.iter().try_fold(0u8, |acc, &d| match d {
        b'0'..=b'7' => acc.checked_mul(8).map(|a| a | (d - b'0')),
        _ => None,
    })
}

/// JSON string escapes decoded (`\n`, `\"`, `\/`, `\uXXXX`), C's octal ones (`\040`:
/// the line editor libedit writes a blank so in the history files of the clients it
/// serves, `~/.mysql_history`, `~/.sqlite_history`, psql's on macOS; `strace` and
/// `/proc/mounts` write bytes so too) and hex ones (`\x67`, as C, Python, JavaScript and
/// PHP strings write a byte); `None` without one.
///
/// Text split into a list of strings, one line each (a notebook cell's `source`, a key
/// pasted as `["-----BEGIN ...\n", "MIIE...\n"]`, Python's `'...\n' '...\n'` or
/// `"...\n" + "..."`), is joined: after an escaped line break, a closing quote, a comma
/// or `+` and the next opening quote are left out, so the lines read as the text they
/// hold. Only after a line break: no two words are ever glued into one token.
pub fn json_escapes(src: &[u8]) -> Option<View> {
    if !memchr::memchr_iter(b'\\', src).any(|i| json_escape_at(src, i)) {
        return None;
    }
    let mut v = View::with_capacity(src.len());
    let mut i = 0;
    while i < src.len() {
        // The stretch up to the next backslash is copied whole.
        let Some(k) = memchr::memchr(b'\\', &src[i..]) else {
            v.copy(src, i, src.len());
            break;
        };
        v.copy(src, i, i + k);
        i += k;
        if src[i] == b'\\' && i + 1 < src.len() {
            let simple = match src[i + 1] {
                b'n' => Some(b'\n'),
                b'r' => Some(b'\r'),
                b't' => Some(b'\t'),
                b'"' => Some(b'"'),
                b'\\' => Some(b'\\'),
                b'/' => Some(b'/'),
                b'b' => Some(8),
                b'f' => Some(12),
                _ => None,
            };
            if let Some(b) = simple {
                v.substitute(b, i, i + 2);
                i += 2;
                if b == b'\n' {
                    i += string_break(&src[i..]);
                }
                continue;
            }
            if let Some(b) = octal_at(src, i).or_else(|| hex_escape_at(src, i)) {
                v.substitute(b, i, i + 4);
                i += 4;
                continue;
            }
            if src[i + 1] == b'u' && i + 6 <= src.len() {
                let digits = &src[i + 2..i + 6];
                if let Some(cp) = digits
                    .iter()
                    .try_fold(0u32, |acc, &d| hex(d).map(|h| acc << 4 | u32::from(h)))
                {
                    let mut buf = [0u8; 4];
                    let ch = char::from_u32(cp).unwrap_or('\u{fffd}');
                    for &b in ch.encode_utf8(&mut buf).as_bytes() {
                        v.substitute(b, i, i + 6);
                    }
                    i += 6;
                    continue;
                }
            }
        }
        v.copy(src, i, i + 1);
        i += 1;
    }
    Some(v)
}

/// The length of a string boundary at the start of `rest`: a closing quote, blanks, at
/// most one `,` or `+`, blanks, and an opening quote of the same kind; 0 if none.
fn string_break(rest: &[u8]) -> usize {
    let Some(&q @ (b'"' | b'\'')) = rest.first() else {
        return 0;
    };
    let blank = |b: &u8| b.is_ascii_whitespace();
    let mut at = 1;
    at += rest[at..].iter().take(64).take_while(|b| blank(b)).count();
    if matches!(rest.get(at), Some(b',' | b'+')) {
        at += 1;
        at += rest[at..].iter().take(64).take_while(|b| blank(b)).count();
    }
    match rest.get(at) {
        Some(&b) if b == q => at + 1,
        _ => 0,
    }
}

/// The spellings of the quoted-printable header's value that mail writes.
static QP_NAMES: std::sync::LazyLock<Option<aho_corasick::AhoCorasick>> =
    std::sync::LazyLock::new(|| {
        aho_corasick::AhoCorasick::new(["quoted-printable", "Quoted-Printable", "QUOTED-PRINTABLE"])
            .ok()
    });

/// Quoted-printable (`=XX`, soft breaks `=\r\n`); where a part says it is used
/// (`Content-Transfer-Encoding: quoted-printable`, as mail spells it), or where the text
/// has both an encoded `=` (`=3D`) and a soft break: a mail part cut from its headers.
pub fn quoted_printable(src: &[u8]) -> Option<View> {
    // One packed search for the name's spellings and one for `=3D`: both skip clean
    // text fast (a walk over its every `q`, as in `request`, or `=` did not).
    let named = QP_NAMES.as_ref().is_some_and(|ac| ac.is_match(src))
        || (super::check::contains(src, b"=3D")
            && (super::check::contains(src, b"=\n") || super::check::contains(src, b"=\r\n")));
    if !named {
        return None;
    }
    let escaped = |i: usize| {
        let rest = &src[i + 1..];
        rest.starts_with(b"\n")
            || rest.starts_with(b"\r\n")
            || (i + 2 < src.len() && hex_pair_at(src, i + 1))
    };
    if !memchr::memchr_iter(b'=', src).any(escaped) {
        return None;
    }
    let mut v = View::with_capacity(src.len());
    let mut i = 0;
    while i < src.len() {
        // The stretch up to the next `=` is copied whole.
        let Some(k) = memchr::memchr(b'=', &src[i..]) else {
            v.copy(src, i, src.len());
            break;
        };
        v.copy(src, i, i + k);
        i += k;
        if src[i] == b'=' {
            if src[i + 1..].starts_with(b"\r\n") {
                i += 3;
                continue;
            }
            if src[i + 1..].starts_with(b"\n") {
                i += 2;
                continue;
            }
            if i + 2 < src.len() {
                if let Some(b) = hex_pair(src[i + 1], src[i + 2]) {
                    v.substitute(b, i, i + 3);
                    i += 3;
                    continue;
                }
            }
        }
        v.copy(src, i, i + 1);
        i += 1;
    }
    Some(v)
}

/// The farthest before a value [`name_before`] reads: a record's name field (see
/// [`super::records::last_name`]) and the separators, name bytes and slack before its
/// value.
pub const NAME_REACH: usize = RECORD_REACH + 80;

/// How far before a `value` key a record's name field is looked for: two more fields,
/// each on a line of its own.
const RECORD_REACH: usize = 200;

/// The name a value starting at `at` is given, when one stands right before it
/// (`DD_API_KEY: ` in a Kubernetes Secret's `data:`, `"auth": "`): an identifier, then
/// at most eight quotes, blanks, `:` or `=`; or the element whose text it opens. A
/// decoded value is scanned after its name, so a rule that knows a key by the name beside
/// it knows it decoded too. Where that name is a record's `value` key, the record's own
/// name is the value's ([`super::records::last_name`]).
pub fn name_before(src: &[u8], at: usize) -> &[u8] {
    let ident = |b: u8| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.');
    // An element's text is named by its element, past its attributes (FileZilla's
    // `<Pass encoding="base64">`); a closing tag (`</a>`) names nothing.
    if at > 0 && src[at - 1] == b'>' {
        let from = at.saturating_sub(ELEMENT_REACH);
        let tag = memchr::memrchr(b'<', &src[from..at - 1]).map(|i| from + i + 1);
        let Some(tag) = tag.filter(|&t| !src[t..at - 1].contains(&b'>')) else {
            return &[];
        };
        let len = src[tag..at - 1].iter().take_while(|&&b| ident(b)).count();
        return &src[tag..tag + len];
    }
    let mut end = at;
    while end > 0 && at - end < 8 && name_sep(src[end - 1]) {
        end -= 1;
    }
    if end == at {
        return &[];
    }
    let mut start = end;
    while start > 0 && end - start < 64 && ident(src[start - 1]) {
        start -= 1;
    }
    let name = &src[start..end];
    // A record's `value` (and its `data`: Secret Manager's `"payload": {"data": …}`) is
    // named by the record.
    match name.eq_ignore_ascii_case(b"value") || name.eq_ignore_ascii_case(b"data") {
        true => super::records::last_name(&src[start.saturating_sub(RECORD_REACH)..start])
            .unwrap_or(name),
        false => name,
    }
}

/// How far before an element's text its opening tag may start (its attributes).
const ELEMENT_REACH: usize = 160;

/// A byte between a name and its value as [`name_before`] and [`super::records`] read
/// them: a blank, a quote, `:` or `=`.
pub(super) fn name_sep(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'"' | b'\'' | b':' | b'=')
}

/// Standard alphabet, padding optional, trailing bits allowed (cut blobs decode too).
const LENIENT: base64::engine::GeneralPurpose = base64::engine::GeneralPurpose::new(
    &base64::alphabet::STANDARD,
    base64::engine::GeneralPurposeConfig::new()
        .with_decode_allow_trailing_bits(true)
        .with_decode_padding_mode(base64::engine::DecodePaddingMode::Indifferent),
);

/// Shortest base64 run worth decoding (a 16-byte secret).
pub const MIN_B64_RUN: usize = 24;

/// Which bytes are base64 characters (both alphabets), as a table.
const B64: [bool; 256] = super::prefilter::byte_class(b"+/-_");

fn is_b64(b: u8) -> bool {
    B64[b as usize]
}

/// The line break (`\n` or `\r\n`) ending just before `at`, as its length.
fn break_before(src: &[u8], at: usize) -> usize {
    match (
        at.checked_sub(2).map(|i| src[i]),
        at.checked_sub(1).map(|i| src[i]),
    ) {
        (Some(b'\r'), Some(b'\n')) => 2,
        (_, Some(b'\n')) => 1,
        _ => 0,
    }
}

/// Whether the line starting at `at` can continue a wrapped blob: its base64 (and padding)
/// is not followed by a space or tab. A blob's last line ends at a line break, a quote or
/// the end of the text; a word followed by a space is the prose after a token's line
/// (`ghp_...\nThe token ...`), and decoding the token with it would hide that the token
/// is a finding already.
fn continues(src: &[u8], mut at: usize) -> bool {
    while at < src.len() && (is_b64(src[at]) || src[at] == b'=') {
        at += 1;
    }
    !matches!(src.get(at), Some(b' ' | b'\t'))
}

/// Start of the run containing the base64 character at `at`: back over its line, and
/// over earlier lines while the line before is 60+ characters (the wrapping rule) and
/// the line [`continues`] it.
fn run_start(src: &[u8], at: usize) -> usize {
    let mut s = at;
    while s > 0 && is_b64(src[s - 1]) {
        s -= 1;
    }
    loop {
        let brk = break_before(src, s);
        if brk == 0 {
            return s;
        }
        let mut ps = s - brk;
        while ps > 0 && is_b64(src[ps - 1]) {
            ps -= 1;
        }
        if s - brk - ps < WRAP || !continues(src, s) {
            return s;
        }
        s = ps;
    }
}

/// End of the run starting at the base64 character at `start` (wrapped lines, padding).
fn run_end(src: &[u8], start: usize) -> usize {
    let mut i = start;
    let mut line_start = start;
    loop {
        i = super::prefilter::run_end(src, i, &B64, |b| {
            b != b'=' && super::prefilter::token_bits(b)
        });
        let brk = if src[i..].starts_with(b"\r\n") {
            2
        } else if src[i..].starts_with(b"\n") {
            1
        } else {
            0
        };
        if brk > 0
            && i - line_start >= WRAP
            && src.get(i + brk).copied().is_some_and(is_b64)
            && continues(src, i + brk)
        {
            i += brk;
            line_start = i;
            continue;
        }
        break;
    }
    while i < src.len() && src[i] == b'=' {
        i += 1;
    }
    i
}

/// The shortest line a blob is taken to be wrapped after.
const WRAP: usize = 60;

/// [`base64_runs`] that are [`worth_decoding`]. A token run shorter than [`WRAP`] holds
/// every base64 run on it whole (a blob wrapped onto it as its last line is found from
/// its first line, which is longer), so one without an upper-case letter, a lower-case
/// letter and a digit (a hex hash, a URL's path) is not even probed.
pub fn decodable_runs(src: &[u8], near: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let near: Vec<(usize, usize)> = near
        .iter()
        .copied()
        .filter(|&(s, e)| e - s >= WRAP || worth_decoding(&src[s..e]))
        .collect();
    let mut runs = base64_runs(src, &near);
    runs.retain(|&(s, e)| worth_decoding(&src[s..e]));
    runs
}

/// Runs of base64 characters (`=` padding included), continuing across single line
/// breaks after lines of 60+ characters (MIME and PEM wrapping) onto a line that
/// [`continues`] them. Returns source ranges.
///
/// `near` are the long token runs of `src` ([`super::prefilter::long_runs`]): a run of
/// [`MIN_B64_RUN`] bytes on one line is one of them, and a wrapped run starts with a line
/// of 60. Any run of [`MIN_B64_RUN`] bytes covers one byte at a position
/// `k * MIN_B64_RUN - 1`, so only those bytes inside `near` are probed; a probe on a
/// run's byte finds the whole run.
pub fn base64_runs(src: &[u8], near: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let mut runs = Vec::new();
    // The first probe position at or after `at`.
    let first = MIN_B64_RUN - 1;
    let probe_from =
        |at: usize| first + at.saturating_sub(first).div_ceil(MIN_B64_RUN) * MIN_B64_RUN;
    let mut next = 0;
    for &(s, e) in near {
        let mut probe = probe_from(s.max(next));
        while probe < e.min(src.len()) {
            let b = src[probe];
            next = probe + 1;
            if is_b64(b) || b == b'=' {
                let mut last = probe;
                while src[last] == b'=' && last > 0 {
                    last -= 1;
                }
                if is_b64(src[last]) {
                    let start = run_start(src, last);
                    let end = run_end(src, start);
                    if end - start >= MIN_B64_RUN {
                        runs.push((start, end));
                    }
                    next = next.max(end);
                }
            }
            probe = probe_from(next);
        }
    }
    runs
}

/// Decodes one base64 run (standard or URL-safe, padding optional, line breaks skipped),
/// starting `skip` characters in (0..=3: a window may cut a blob anywhere).
pub fn base64_decode(run: &[u8], skip: usize) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    base64_decode_into(run, skip, &mut out).then_some(out)
}

/// [`base64_decode`] into `out` (cleared first), so one buffer serves many runs;
/// whether the run decoded.
pub fn base64_decode_into(run: &[u8], skip: usize, out: &mut Vec<u8>) -> bool {
    out.clear();
    let plain = |b: &u8| b.is_ascii_alphanumeric() || *b == b'+' || *b == b'/';
    let owned;
    let clean: &[u8] = if run.iter().all(plain) {
        run
    } else {
        // Line breaks and padding dropped, the URL-safe alphabet mapped to the standard.
        owned = run
            .iter()
            .filter_map(|&b| match b {
                b'\r' | b'\n' | b'=' => None,
                b'-' => Some(b'+'),
                b'_' => Some(b'/'),
                b => Some(b),
            })
            .collect::<Vec<u8>>();
        &owned
    };
    let clean = &clean[skip.min(clean.len())..];
    // A trailing single character carries no whole byte; 2 or 3 carry 1 or 2.
    let usable = clean.len() - usize::from(clean.len() % 4 == 1);
    LENIENT.decode_vec(&clean[..usable], out).is_ok()
}

/// Whether a run is worth decoding: base64 of data mixes cases and digits; hex digests,
/// identifiers and words do not.
pub fn worth_decoding(run: &[u8]) -> bool {
    let (mut up, mut low, mut dig) = (false, false, false);
    for &b in run {
        up |= b.is_ascii_uppercase();
        low |= b.is_ascii_lowercase();
        dig |= b.is_ascii_digit();
    }
    up && low && dig
}

/// An RFC 4648 alphabet besides base64's: a secret's bytes spelled in it (`ghp_…` as
/// `6768705f…` or `M5UHAX2L…`) reach the origin as surely as the secret itself. No carrier
/// decodes these on its own; an agent told to hide a token does. RFC 4648 reads each
/// without regard to case; base32hex is read in upper case only ([`BASE32HEX`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Alphabet {
    /// Hex digits (§8).
    Base16,
    /// `A`–`Z` and `2`–`7` (§6), `=` padding after.
    Base32,
    /// `0`–`9` and `A`–`V` (§7, "extended hex"), `=` padding after; upper case.
    Base32Hex,
}

/// Every alphabet, in the order runs are searched.
const ALPHABETS: [Alphabet; 3] = [Alphabet::Base16, Alphabet::Base32, Alphabet::Base32Hex];

impl Alphabet {
    /// The bits one character carries.
    fn bits(self) -> u32 {
        match self {
            Alphabet::Base16 => 4,
            Alphabet::Base32 | Alphabet::Base32Hex => 5,
        }
    }

    /// The value of `b` in this alphabet.
    fn value(self, b: u8) -> Option<u8> {
        let v = match self {
            Alphabet::Base16 => BASE16[usize::from(b)],
            Alphabet::Base32 => BASE32[usize::from(b)],
            Alphabet::Base32Hex => BASE32HEX[usize::from(b)],
        };
        (v != NOT).then_some(v)
    }

    /// The shortest run decoded: sixteen bytes, the shortest secret's length.
    fn min_run(self) -> usize {
        (TEXT_RUN * 8).div_ceil(self.bits() as usize)
    }

    /// How many characters in a run its first whole byte may start: a run cut anywhere
    /// (a window's start, a word glued before it) is decoded from each.
    pub fn phases(self) -> usize {
        match self {
            Alphabet::Base16 => 2,
            Alphabet::Base32 | Alphabet::Base32Hex => 8,
        }
    }
}

/// Not a character of the alphabet, in [`BASE16`], [`BASE32`] and [`BASE32HEX`].
const NOT: u8 = 0xFF;

/// `digits` valued from 0 in order, in either case when `cases`.
const fn table(digits: &[u8], cases: bool) -> [u8; 256] {
    let mut t = [NOT; 256];
    let mut i = 0;
    while i < digits.len() {
        t[digits[i] as usize] = i as u8;
        if cases {
            t[digits[i].to_ascii_lowercase() as usize] = i as u8;
        }
        i += 1;
    }
    t
}

const BASE16: [u8; 256] = table(b"0123456789ABCDEF", true);
const BASE32: [u8; 256] = table(b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", true);
/// Upper case only, as `basenc --base32hex` and every encoder writes it: in lower case its
/// alphabet holds every hex digest, and a scan's hex is mostly digests.
const BASE32HEX: [u8; 256] = table(b"0123456789ABCDEFGHIJKLMNOPQRSTUV", false);

/// Printable bytes in a row that make decoded bytes worth scanning as text: the shortest
/// secret's length. Random bytes (a hex digest decoded) hold such a row about once in
/// 10^7; a word glued before the encoding decodes to a byte or two of noise before it.
pub(super) const TEXT_RUN: usize = 16;

/// The shortest line a spelling is taken to be wrapped after: `xxd -p` writes 60 hex
/// digits a line, `basenc` and `base32` 76 characters.
const ALPHABET_WRAP: usize = 48;

/// Stretches of base16, base32 and base32hex ([`Alphabet`]) inside the long token runs
/// `near`, long enough to spell a secret, joined across the line breaks (and the
/// indentation after them) of a spelling wrapped at [`ALPHABET_WRAP`] characters or more a
/// line, as the tools write it. Any stretch of `min` characters covers a position `k *
/// min - 1`: only those are probed, and a probe inside a stretch finds all of it. A
/// base32hex stretch that is all hex digits is left to base16: base32hex of a secret uses
/// no more than 16 of its 32 characters one time in 10^8.
pub fn alphabet_runs(src: &[u8], near: &[(usize, usize)]) -> Vec<(usize, usize, Alphabet)> {
    let mut runs = Vec::new();
    for alphabet in ALPHABETS {
        let min = alphabet.min_run();
        let is = |b: u8| alphabet.value(b).is_some();
        let mut lines: Vec<(usize, usize)> = Vec::new();
        for &(s, e) in near {
            let e = e.min(src.len());
            let mut probe = s + min - 1;
            while probe < e {
                if !is(src[probe]) {
                    probe += min;
                    continue;
                }
                // A character repeated as long as a spelling (a body of `b`s) spells no
                // secret: passed at once, and probed again where it ends, so a spelling
                // glued after it is still found. (A shorter repeat may end a spelling
                // whose one probe this is: it is read as any stretch.)
                let same = repeated(src, probe, e);
                if same >= min {
                    probe += same;
                    continue;
                }
                let mut start = probe;
                while start > s && is(src[start - 1]) {
                    start -= 1;
                }
                let mut end = probe + 1;
                while end < e && is(src[end]) {
                    end += 1;
                }
                lines.push((start, end));
                probe = end + min;
            }
        }
        // A wrapped spelling's lines are each a stretch of their own, each long (its last
        // may be short, and is found from the one before it).
        lines.sort_unstable();
        let mut i = 0;
        while i < lines.len() {
            let (start, mut end) = lines[i];
            i += 1;
            let mut line = end - start;
            while line >= ALPHABET_WRAP {
                let Some(next) = wrapped_line(src, end, &is) else {
                    break;
                };
                end = next.1;
                line = next.1 - next.0;
                // The next line, found by its own probe, is this one now.
                if lines.get(i).is_some_and(|&(s, _)| s == next.0) {
                    i += 1;
                }
            }
            let hex_only = |r: &[u8]| r.iter().all(|&b| b.is_ascii_hexdigit() || is_blank(b));
            if end - start >= min
                && varied(&src[start..end], alphabet)
                && !(alphabet == Alphabet::Base32Hex && hex_only(&src[start..end]))
            {
                runs.push((start, end, alphabet));
            }
        }
    }
    runs.sort_unstable_by_key(|&(s, e, _)| (s, e));
    runs
}

/// Whether a stretch holds enough different characters of its alphabet to spell a
/// secret: four hex digits, eight base32 characters (a secret's 16 bytes spell at least
/// that many; 16 bytes of one repeated character, seven). A run of few letters (a body of
/// `a`s, a DNA read's `ACGT`) is not read eight ways for nothing.
fn varied(stretch: &[u8], alphabet: Alphabet) -> bool {
    let least = match alphabet {
        Alphabet::Base16 => 4,
        Alphabet::Base32 | Alphabet::Base32Hex => 8,
    };
    let mut seen = 0u32;
    for &b in stretch {
        if let Some(v) = alphabet.value(b) {
            seen |= 1 << v;
            if seen.count_ones() >= least {
                return true;
            }
        }
    }
    false
}

/// How many times `src[at]` stands in a row from `at` (before `end`), eight at a time.
fn repeated(src: &[u8], at: usize, end: usize) -> usize {
    let b = src[at];
    let mut i = at + 1;
    while i + 8 <= end && src[i..i + 8] == [b; 8] {
        i += 8;
    }
    while i < end && src[i] == b {
        i += 1;
    }
    i - at
}

/// A line break, blank, tab or gutter mark: what a wrapped spelling's lines are joined
/// across ([`wrapped_line`]).
fn is_blank(b: u8) -> bool {
    matches!(b, b'\r' | b'\n' | b' ' | b'\t' | b'+' | b'>' | b'#' | b'|')
}

/// The line of `is` characters after a line break at `at` (and its indentation, and one
/// gutter mark), as `(start, end)`.
fn wrapped_line(src: &[u8], at: usize, is: &impl Fn(u8) -> bool) -> Option<(usize, usize)> {
    let mut i = at;
    if src.get(i) == Some(&b'\r') {
        i += 1;
    }
    if src.get(i) != Some(&b'\n') {
        return None;
    }
    i += 1;
    while matches!(src.get(i), Some(b' ' | b'\t')) {
        i += 1;
    }
    // A diff's `+`, a quote's `>`, a comment's `#`, a table's `|` before each line.
    if matches!(src.get(i), Some(b'+' | b'>' | b'#' | b'|')) {
        i += 1;
        while matches!(src.get(i), Some(b' ' | b'\t')) {
            i += 1;
        }
    }
    let start = i;
    while i < src.len() && is(src[i]) {
        i += 1;
    }
    (i > start).then_some((start, i))
}

/// `run` without the blanks of a wrapped spelling's line breaks.
fn unwrapped(run: &[u8]) -> std::borrow::Cow<'_, [u8]> {
    // (A run holds blanks only where it was joined across a line break.)
    match memchr::memchr(b'\n', run).is_some() {
        true => run.iter().copied().filter(|&b| !is_blank(b)).collect(),
        false => run.into(),
    }
}

/// Calls `each` with the text `run` of `alphabet` spells from each phase that spells text
/// ([`alphabet_decode_into`]; `out` holds it). Only the phases that may are decoded
/// ([`hex_may_spell_text`], [`base32_phases`]): a long run of letters (a protein's, a
/// DNA read's) is not decoded eight times to its end.
pub fn alphabet_texts(
    run: &[u8],
    alphabet: Alphabet,
    out: &mut Vec<u8>,
    mut each: impl FnMut(&[u8]),
) {
    let run = unwrapped(run);
    let phases = match alphabet {
        Alphabet::Base16 => 0b11,
        Alphabet::Base32 | Alphabet::Base32Hex => base32_phases(&run, alphabet),
    };
    for skip in (0..alphabet.phases()).filter(|p| phases & 1 << p != 0) {
        if spells_text(&run, alphabet, skip, out) {
            each(out);
        }
    }
}

/// The phases (a bit each) of a base32 run whose bytes may hold [`TEXT_RUN`] text bytes
/// in a row ([`TEXTISH`]). The run's bits are packed once (phase 0's bytes); the byte at
/// bit offset `8k + r` is read from packed bytes `k` and `k + 1`, so each of the eight
/// alignments is a pass of a shift and a lookup a byte, not a decode a character.
/// Alignment `r` is the phase `p` with `5p ≡ r (mod 8)`, `p = 5r mod 8`.
fn base32_phases(run: &[u8], alphabet: Alphabet) -> u32 {
    let mut spelled = Spelled::new(run, alphabet);
    let mut packed: Vec<u8> = spelled.by_ref().collect();
    // The last bits too, and a byte after them: a later phase's last byte ends there.
    packed.push(spelled.rest());
    packed.push(0);
    let mut phases = 0;
    for r in 0..8u32 {
        let mut row = 0;
        for pair in packed.windows(2) {
            let byte = ((u16::from(pair[0]) << 8 | u16::from(pair[1])) >> (8 - r)) as u8;
            row = match TEXTISH[usize::from(byte)] {
                true => row + 1,
                false => 0,
            };
            if row >= TEXT_RUN {
                phases |= 1 << (5 * r % 8);
                break;
            }
        }
    }
    phases
}

/// The bytes a row of text may hold ([`spells_text`]): printable ASCII, a tab or line
/// break, and NUL (UTF-16's other half).
const TEXTISH: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0x20;
    while b < 0x7f {
        t[b] = true;
        b += 1;
    }
    t[0] = true;
    t[b'\t' as usize] = true;
    t[b'\n' as usize] = true;
    t[b'\r' as usize] = true;
    t
};

/// Decodes `run` of `alphabet` from its `skip`th character into `out` (cleared first),
/// across the blanks of a wrapped run: whether it holds text ([`spells_text`]).
pub fn alphabet_decode_into(
    run: &[u8],
    alphabet: Alphabet,
    skip: usize,
    out: &mut Vec<u8>,
) -> bool {
    spells_text(&unwrapped(run), alphabet, skip, out)
}

/// Decodes `run` (no blanks) of `alphabet` from its `skip`th character into `out`: whether
/// it holds [`TEXT_RUN`] text bytes in a row. A NUL after a character counts as text:
/// UTF-16 spells each character with one (PowerShell's `Unicode.GetBytes`, in hex). Bits
/// left over at the end carry no byte.
fn spells_text(run: &[u8], alphabet: Alphabet, skip: usize, out: &mut Vec<u8>) -> bool {
    out.clear();
    let bits = alphabet.bits();
    let run = &run[skip.min(run.len())..];
    if alphabet == Alphabet::Base16 && !hex_may_spell_text(run) {
        return false;
    }
    // Bytes the run spells: once too few are left to make a row, none is decoded further
    // (a hex digest stops within a few bytes).
    let total = run.len() * bits as usize / 8;
    let (mut row, mut text, mut prev) = (0usize, false, 0u8);
    for byte in Spelled::new(run, alphabet) {
        out.push(byte);
        row = text_row(row, prev, byte);
        prev = byte;
        text |= row >= TEXT_RUN;
        if !text && row + (total - out.len()) < TEXT_RUN {
            return false;
        }
    }
    text
}

/// The row of text bytes that ends at `byte`, after a row of `row` that ended at `prev`.
/// A NUL after a character counts as text: UTF-16 spells each character with one.
fn text_row(row: usize, prev: u8, byte: u8) -> usize {
    match byte {
        0x20..=0x7e | b'\t' | b'\n' | b'\r' => row + 1,
        0 if row > 0 && prev != 0 => row + 1,
        _ => 0,
    }
}

/// Whether decoded `bytes` hold [`TEXT_RUN`] text bytes in a row ([`text_row`]): what
/// makes a spelling worth scanning as text.
pub(super) fn spells_text_row(bytes: &[u8]) -> bool {
    let (mut row, mut prev) = (0, 0);
    bytes.iter().any(|&b| {
        row = text_row(row, prev, b);
        prev = b;
        row >= TEXT_RUN
    })
}

/// The bytes a run of `alphabet` spells, in order, up to its first other character (its
/// `=` padding, say).
struct Spelled<'a> {
    chars: std::slice::Iter<'a, u8>,
    alphabet: Alphabet,
    /// Bits read and not yet a byte: `held` of them, at the low end of `acc`.
    acc: u32,
    held: u32,
}

impl<'a> Spelled<'a> {
    fn new(run: &'a [u8], alphabet: Alphabet) -> Spelled<'a> {
        Spelled {
            chars: run.iter(),
            alphabet,
            acc: 0,
            held: 0,
        }
    }

    /// The bits left after the last whole byte, padded with zeros to one.
    fn rest(&self) -> u8 {
        (self.acc << (8 - self.held)) as u8
    }
}

impl Iterator for Spelled<'_> {
    type Item = u8;

    fn next(&mut self) -> Option<u8> {
        let bits = self.alphabet.bits();
        loop {
            let Some(v) = self.alphabet.value(*self.chars.next()?) else {
                self.chars = [].iter();
                return None;
            };
            self.acc = (self.acc << bits | u32::from(v)) & 0xFFFF;
            self.held += bits;
            if self.held >= 8 {
                self.held -= 8;
                return Some((self.acc >> self.held) as u8);
            }
        }
    }
}

/// Whether hex digits may spell [`TEXT_RUN`] text bytes in a row from their first: a text
/// byte's first digit is `0` (a tab or line break) or `2` to `7`. One digit in two is read,
/// so a digest is dropped within a few (most of a scan's hex is digests).
fn hex_may_spell_text(run: &[u8]) -> bool {
    let mut row = 0;
    for (i, &c) in run.iter().enumerate().step_by(2) {
        row = match c {
            b'0' | b'2'..=b'7' => row + 1,
            _ => 0,
        };
        if row >= TEXT_RUN {
            return true;
        }
        if row + (run.len() - i) / 2 < TEXT_RUN {
            return false;
        }
    }
    false
}

/// Whether decoded bytes read as text: at most one control byte in 16 among the first
/// 256 (tabs and line breaks are text; random bytes hold one control byte in 8).
pub fn is_text(bytes: &[u8]) -> bool {
    let head = &bytes[..bytes.len().min(256)];
    let control: usize = head
        .iter()
        .map(|&b| usize::from((b < 0x20 && !matches!(b, b'\t' | b'\n' | b'\r')) || b == 0x7f))
        .sum();
    control * 16 <= head.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spaces_are_plus_where_a_plus_lies_beside_an_escape() {
        assert!(spaces_as_plus(b"text=a%3A+b"));
        assert!(spaces_as_plus(b"q=%22v%22+401"));
        assert!(spaces_as_plus(b"+%7C"));
        assert!(!spaces_as_plus(b"x = a+b; url = \"/p%2Fq\""));
        assert!(!spaces_as_plus(b"printf(\"%d+%s\")"));
        assert!(!spaces_as_plus(b"50%+"));
    }

    /// The name a value is given: the identifier right before it, or, under a record's
    /// `value` key, the last path segment of the record's `name` or `key` field.
    #[test]
    fn a_value_is_named_by_its_key_or_its_record() {
        let name = |text: &str| {
            let at = text.find('|').unwrap();
            let text = text.replace('|', "");
            String::from_utf8(name_before(text.as_bytes(), at).to_vec()).unwrap()
        };
        assert_eq!(name("DD_API_KEY: |ZTJi"), "DD_API_KEY");
        assert_eq!(name(r#"{"auth": "|ZTJi"#), "auth");
        assert_eq!(
            name(r#"{"key": "config/ingest/dd_api_key",\n\t"flags": 0,\n\t"value": "|ZTJi"#),
            "dd_api_key"
        );
        assert_eq!(
            name(r#"{"Name": "/prod/orders/STRIPE_KEY", "Type": "SecureString", "Value": "|ZTJi"#),
            "STRIPE_KEY"
        );
        assert_eq!(
            name(r#"- name: DB_PASSWORD\n  value: |ZTJi"#),
            "DB_PASSWORD"
        );
        // The last record's name, and a field that stands alone.
        assert_eq!(
            name(r#"{"key": "a/flag", "value": "dHJ1ZQ=="}, {"key": "b/token", "value": "|ZTJi"#),
            "token"
        );
        assert_eq!(name(r#"{"hostname": "db1", "value": "|ZTJi"#), "value");
        assert_eq!(name(r#"x = |ZTJi"#), "x");
        assert_eq!(name("|ZTJi"), "");
    }

    #[test]
    fn percent_maps_back_to_source() {
        let v = percent(b"a%41b%zz").unwrap();
        assert_eq!(v.bytes, b"aAb%zz");
        assert_eq!(v.source(1, 2), (1, 4));
        assert!(percent(b"plain").is_none());
        assert!(percent(b"100% sure, 5%").is_none());
    }

    #[test]
    fn json_escapes_decode() {
        let v = json_escapes(br#"a\nb\u0041\/"#).unwrap();
        assert_eq!(v.bytes, b"a\nbA/");
        assert_eq!(v.source(3, 4), (4, 10));
        assert!(json_escapes(br"C:\qa\x\u12").is_none());
    }

    #[test]
    fn quoted_printable_soft_breaks() {
        let v = quoted_printable(b"quoted-printable\r\n\r\nab=\r\ncd=3D").unwrap();
        assert!(v.bytes.ends_with(b"abcd="));
        assert!(quoted_printable(b"quoted-printable\r\n\r\na = b=z").is_none());
    }

    /// Every decoded byte maps to its own source: a copied byte to itself, an escaped one
    /// to its escape, in order.
    fn assert_maps_back(src: &[u8], v: &View, escape: u8) {
        let mut last = 0;
        for (i, &b) in v.bytes.iter().enumerate() {
            let (s, e) = v.source(i, i + 1);
            assert!(s >= last && e > s, "{i}: {s}..{e}");
            if e - s == 1 {
                assert!(src[s] == b || (src[s] == b'+' && b == b' '), "{i}");
            } else {
                assert_eq!(src[s], escape, "{i}");
            }
            last = s;
        }
        if let Some(n) = v.bytes.len().checked_sub(1) {
            assert_eq!(v.source(0, n + 1).0, v.source(0, 1).0);
            assert_eq!(v.source(0, n + 1).1, v.source(n, n + 1).1);
        }
    }

    /// The text made of `pieces`, in the order `parts` names them.
    fn joined(parts: &[usize], pieces: &[&[u8]]) -> Vec<u8> {
        parts.iter().flat_map(|&k| pieces[k]).copied().collect()
    }

    proptest::proptest! {
        #![proptest_config(crate::props::config(256))]
        #[test]
        fn views_map_each_byte_back(parts in proptest::collection::vec(0usize..12, 0..60)) {
            let text = joined(&parts, &[
                b"abc", br"\n", br"\u00e9", br#"\""#, b"\", ", b"%41", b"+x%zz", b"=3D=\n",
                br"\q", b"\"", b"=\r\n", b"\" + \"",
            ]);
            // And away from its edits, each view is its source (the search of a view
            // near its edits only relies on it).
            let holds = |src: &[u8], v: &View| {
                let held = edits_hold(src, v);
                proptest::prop_assert!(held.is_ok(), "{:?}: {:?}", held, String::from_utf8_lossy(src));
                Ok(())
            };
            if let Some(v) = json_escapes(&text) {
                assert_maps_back(&text, &v, b'\\');
                holds(&text, &v)?;
            }
            if let Some(v) = percent(&text) {
                assert_maps_back(&text, &v, b'%');
                holds(&text, &v)?;
            }
            let v = form(&text);
            assert_maps_back(&text, &v, b'%');
            holds(&text, &v)?;
            let mail = [b"quoted-printable\n".as_slice(), &text].concat();
            if let Some(v) = quoted_printable(&mail) {
                assert_maps_back(&mail, &v, b'=');
                holds(&mail, &v)?;
            }
        }
    }

    proptest::proptest! {
        #![proptest_config(crate::props::config(256))]
        /// A view's runs taken from its source's are the runs of its bytes, for every
        /// view: escapes inside runs, at their ends, joining two short runs into one,
        /// cutting one in two, at the text's ends.
        #[test]
        fn a_views_runs_are_its_bytes_runs(parts in proptest::collection::vec(0usize..16, 0..40)) {
            use super::super::prefilter::long_runs;
            use super::super::unescape;
            let text = joined(&parts, &[
                b"abcde", b"Qw3rTy9Zx0Lm5Np", b"kJ8sD2fG6hL1pO4iU7yT3rE5wQ9aZ0xC", br"\n",
                br"\u0041", br"\/", b"%41", b"%2F%20", b"=3D", b"=\n", b"\\\n  ", b"&#65;&amp;",
                b"\x1b[0m", b"\" + \"", b" ", b"\"", b"\"\"",
            ]);
            let mail = [b"quoted-printable\n".as_slice(), &text].concat();
            let views = [
                (json_escapes(&text), &text),
                (percent(&text), &text),
                (Some(form(&text)), &text),
                (quoted_printable(&mail), &mail),
                (Some(unescape::ansi(&text)), &text),
                (Some(unescape::properties(&text)), &text),
                (Some(unescape::entities(&text)), &text),
                (Some(unescape::doubled_quotes(&text)), &text),
            ];
            for (v, src) in views {
                let Some(v) = v else { continue };
                proptest::prop_assert_eq!(
                    v.runs(&long_runs(src)),
                    long_runs(&v.bytes),
                    "{:?}",
                    String::from_utf8_lossy(src)
                );
            }
        }
    }

    /// The byte-by-byte definition the probing [`base64_runs`] must agree with.
    fn runs_reference(src: &[u8]) -> Vec<(usize, usize)> {
        let mut runs = Vec::new();
        let mut i = 0;
        while i < src.len() {
            if !is_b64(src[i]) {
                i += 1;
                continue;
            }
            let start = i;
            i = run_end(src, start);
            if i - start >= MIN_B64_RUN {
                runs.push((start, i));
            }
        }
        runs
    }

    proptest::proptest! {
        #![proptest_config(crate::props::config(256))]
        #[test]
        fn probing_finds_every_run(parts in proptest::collection::vec((0usize..11, 1usize..90), 0..40)) {
            // Text built from pieces that make runs, wraps, padding and gaps likely, and
            // runs not worth decoding (a hex hash, a path, upper case and digits).
            let mut text = Vec::new();
            for (kind, len) in parts {
                let (piece, run): (&[u8], bool) = match kind {
                    0 => (b"QUJDRGVmZ2hpams0NTY3OA", true),
                    8 => (b"0123456789abcdef", true),
                    9 => (b"abcdefghij/klmnop", true),
                    10 => (b"ABCDEF0123456789", true),
                    1 => (b"\n", false),
                    2 => (b"\r\n", false),
                    3 => (b"==", false),
                    4 => (b" ", false),
                    7 => (b"\t", false),
                    5 => (b"-_+/", false),
                    _ => (b"{\"k\": ", false),
                };
                text.extend(piece.iter().cycle().take(if run { len } else { piece.len() }));
            }
            let near = super::super::prefilter::long_runs(&text);
            let mut all = base64_runs(&text, &near);
            proptest::prop_assert_eq!(&all, &runs_reference(&text));
            // Those worth decoding, and only those.
            all.retain(|&(s, e)| worth_decoding(&text[s..e]));
            proptest::prop_assert_eq!(decodable_runs(&text, &near), all);
        }
    }

    #[test]
    fn base64_runs_cross_wrapped_lines() {
        let line = "QUJD".repeat(16);
        let text = format!("x {line}\n{line}\n\nend");
        let runs = base64_runs(
            text.as_bytes(),
            &super::super::prefilter::long_runs(text.as_bytes()),
        );
        assert_eq!(runs, vec![(2, 2 + 64 + 1 + 64)]);
        let dec = base64_decode(&text.as_bytes()[runs[0].0..runs[0].1], 0).unwrap();
        assert!(dec.starts_with(b"ABCABC"));
        // A word of prose after a token's line is not the blob's last line.
        let text = format!("{line}\nThe end\n{line}\nQUJD=\n");
        let runs = base64_runs(
            text.as_bytes(),
            &super::super::prefilter::long_runs(text.as_bytes()),
        );
        assert_eq!(runs, vec![(0, 64), (73, 73 + 64 + 1 + 5)]);
    }

    /// Every maximal stretch of each alphabet inside a run of `near`, [`Alphabet::min_run`]
    /// long at least (base32hex's, where not all hex digits): what [`alphabet_runs`] finds
    /// with its probes, on one line.
    fn alphabet_reference(src: &[u8], near: &[(usize, usize)]) -> Vec<(usize, usize, Alphabet)> {
        let mut all = Vec::new();
        for alphabet in ALPHABETS {
            for &(s, e) in near {
                let mut i = s;
                while i < e {
                    let start = i;
                    while i < e && alphabet.value(src[i]).is_some() {
                        i += 1;
                    }
                    let hex_only = src[start..i].iter().all(u8::is_ascii_hexdigit);
                    if i - start >= alphabet.min_run()
                        && varied(&src[start..i], alphabet)
                        && !(alphabet == Alphabet::Base32Hex && hex_only)
                    {
                        all.push((start, i, alphabet));
                    }
                    i = i.max(start + 1);
                }
            }
        }
        all.sort_unstable_by_key(|&(s, e, _)| (s, e));
        all
    }

    proptest::proptest! {
        #![proptest_config(crate::props::config(256))]
        #[test]
        fn alphabet_runs_are_every_long_stretch(parts in proptest::collection::vec(0usize..11, 0..60)) {
            let text = joined(&parts, &[
                b"6768705f4b79", b"ABCDEF234567", b"MZXW6YTB", b"0x", b"_", b" ", b"zz", b"0189",
                b"QRSTUVWXYZ", b"44444", b"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
            ]);
            let near = super::super::prefilter::long_runs(&text);
            let found = alphabet_runs(&text, &near);
            let all = alphabet_reference(&text, &near);
            // Every stretch found is one; every one is found but where a character repeated
            // as long as a spelling is passed at once and the rest of the stretch is shorter
            // than one (no secret's spelling is so).
            for f in &found {
                proptest::prop_assert!(all.contains(f), "{f:?} is no stretch");
            }
            let long_repeat = |&(s, e, a): &(usize, usize, Alphabet)| {
                (s..e).any(|i| i + a.min_run() <= e && text[i..i + a.min_run()].iter().all(|&b| b == text[i]))
            };
            for r in all.iter().filter(|r| !long_repeat(r)) {
                proptest::prop_assert!(found.contains(r), "{r:?} missed");
            }
        }
    }

    #[test]
    fn hex_and_base32_decode_to_the_text_they_spell() {
        let secret = b"ghp_notarealtokenbutlongenough";
        let hex = crate::scan::fake::base16(secret).to_uppercase();
        let text = format!("v=0x{hex};");
        let near = super::super::prefilter::long_runs(text.as_bytes());
        let runs = alphabet_runs(text.as_bytes(), &near);
        // (Upper-case hex digits are base32 letters too: a stretch of them may be both.)
        assert!(
            runs.contains(&(4, 4 + hex.len(), Alphabet::Base16)),
            "{runs:?}"
        );
        let mut out = Vec::new();
        assert!(alphabet_decode_into(
            hex.as_bytes(),
            Alphabet::Base16,
            0,
            &mut out
        ));
        assert_eq!(out, secret);
        // The other phase spells no text.
        assert!(!alphabet_decode_into(
            hex.as_bytes(),
            Alphabet::Base16,
            1,
            &mut out
        ));
        // "ghp_notarealtokenbutlong" in base32, glued after a word of three letters.
        let b32 = b"THEM5UHAX3ON52GC4TFMFWHI33LMVXGE5LUNRXW4ZY=";
        assert!(alphabet_decode_into(b32, Alphabet::Base32, 3, &mut out));
        assert_eq!(out, b"ghp_notarealtokenbutlong");
        // A digest spells none.
        let digest = b"e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
        for skip in 0..2 {
            assert!(!alphabet_decode_into(
                digest,
                Alphabet::Base16,
                skip,
                &mut out
            ));
        }
    }

    proptest::proptest! {
        #![proptest_config(crate::props::config(256))]
        /// The phases `base32_phases` leaves out spell no text: every phase that does is
        /// among them, for text spelled after any glue and for any run of the alphabet.
        #[test]
        fn base32_phases_keep_every_phase_that_spells_text(
            // (Characters of both alphabets: a run is a stretch of its alphabet.)
            glue in "[A-V2-7]{0,9}",
            text in "[ -~]{0,40}",
            noise in "[A-V2-7]{0,60}",
            hex in proptest::bool::ANY,
        ) {
            let alphabet = if hex { Alphabet::Base32Hex } else { Alphabet::Base32 };
            let spelled = match hex {
                true => crate::scan::fake::base32hex(text.as_bytes()),
                false => crate::scan::fake::base32(text.as_bytes()),
            };
            let mut out = Vec::new();
            for run in [format!("{glue}{spelled}"), noise.clone(), format!("{noise}{spelled}")] {
                let phases = base32_phases(run.as_bytes(), alphabet);
                for p in 0..8 {
                    if spells_text(run.as_bytes(), alphabet, p, &mut out) {
                        proptest::prop_assert!(phases & 1 << p != 0, "{run} phase {p}");
                    }
                }
            }
        }
    }

    #[test]
    fn utf16_spelled_in_hex_is_text() {
        let wide: Vec<u8> = "ghp_notarealtoken"
            .encode_utf16()
            .flat_map(|c| c.to_le_bytes())
            .collect();
        let hex = crate::scan::fake::base16(&wide).to_uppercase();
        let mut out = Vec::new();
        assert!(alphabet_decode_into(
            hex.as_bytes(),
            Alphabet::Base16,
            0,
            &mut out
        ));
        assert_eq!(out, wide);
    }
}
