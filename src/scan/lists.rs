//! Bytes written one a field: a list of byte values in decimal (`103, 104, 112`: a
//! JSON array of a buffer, Python's `list(b"…")`, JavaScript's `String.fromCharCode(…)`),
//! in hex after `0x` (`{0x67, 0x68}`: a C, Go, Java or Rust array), in hex alone (`67 68
//! 70`, `67:68:70`, `od -An -tx1`'s lines) or in xxd's columns of two bytes (`6768 705f`).
//! A list is read as the bytes it spells where they hold a row of text
//! ([`decode::spells_text_row`]): an agent told to hide a token in such a list is read as
//! plainly as one told to hex it.
//!
//! A list is found without reading every byte: its fields and separators are characters
//! of few kinds ([`in_list`]), and one of every [`PROBE`] bytes is probed. A probe on such
//! a character reads the fields around it, each at most [`FIELD_MAX`] long; a longer word
//! (a digest, a body of `a`s) is no field and ends the stretch at once.

use super::decode;

/// How one field of a list writes its byte or bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// `0` to `255` in decimal.
    Decimal,
    /// `0x` or `0X` and one or two hex digits.
    Prefixed,
    /// Two hex digits, or one (Rust's `{:x?}` writes `a` for 10).
    Hex,
    /// Four hex digits: two bytes, the first first (xxd's columns).
    Hex4,
    /// One character between quotes (`'g'`, `"g"`: Python's `list("…")`), found by
    /// [`char_lists`].
    Char,
}

/// Every way of writing a field, in the order lists are searched. A list may read two
/// ways (`67 68 70` is decimal and hex): each is decoded, and only text is kept.
const FIELDS: [Field; 4] = [Field::Decimal, Field::Prefixed, Field::Hex, Field::Hex4];

impl Field {
    /// The value of one field `f` (its characters, no separator), as `(bytes, count)`:
    /// the one place that says what each form reads ([`kinds`] asks it too).
    fn value(self, f: &[u8]) -> Option<([u8; 2], usize)> {
        let hex = |d: &[u8]| match *d {
            [low] => decode::hex(low),
            [high, low] => decode::hex_pair(high, low),
            _ => None,
        };
        match (self, f.len()) {
            (Field::Decimal, 1..=3) if f.iter().all(u8::is_ascii_digit) => {
                let v = f.iter().fold(0u16, |v, &c| v * 10 + u16::from(c - b'0'));
                u8::try_from(v).ok().map(|b| ([b, 0], 1))
            }
            (Field::Prefixed, 3..=4) if matches!(&f[..2], b"0x" | b"0X") => {
                hex(&f[2..]).map(|b| ([b, 0], 1))
            }
            (Field::Hex, 1..=2) => hex(f).map(|b| ([b, 0], 1)),
            (Field::Hex4, 4) => Some(([hex(&f[..2])?, hex(&f[2..])?], 2)),
            (Field::Char, 3..=4) => char_field(f).map(|c| ([c, 0], 1)),
            _ => None,
        }
    }

    /// The fewest fields a list is read at: [`decode::TEXT_RUN`] bytes, the shortest
    /// secret.
    fn min_fields(self) -> usize {
        match self {
            Field::Hex4 => decode::TEXT_RUN / 2,
            _ => decode::TEXT_RUN,
        }
    }
}

/// The longest field: `0x67`, `6768`.
const FIELD_MAX: usize = 4;

/// The shortest list, in source bytes: xxd's 8 columns of 4 and 7 blanks (16 fields of
/// two characters and 15 separators are longer).
const MIN_SPAN: usize = 8 * 4 + 7;

/// One of this many bytes is probed: any stretch of [`MIN_SPAN`] holds a probe.
const PROBE: usize = 32;

/// What a byte is to a list, a bit each ([`CLASS`]). A mark is what stands between two
/// fields besides blanks: `,` `:` `;`, `-` as .NET's `BitConverter` and a YAML list
/// write it, the quotes of a list of strings.
const MARK: u8 = 1;
const BLANK: u8 = 2;
const FIELD: u8 = 4;

/// Each byte's [`MARK`], [`BLANK`] and [`FIELD`] bits: one load a byte.
const CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        if matches!(c, b',' | b':' | b';' | b'-' | b'"' | b'\'') {
            t[b] |= MARK;
        }
        if matches!(c, b' ' | b'\t' | b'\r' | b'\n') {
            t[b] |= BLANK;
        }
        if c.is_ascii_hexdigit() || c == b'x' || c == b'X' {
            t[b] |= FIELD;
        }
        b += 1;
    }
    t
};

fn is_mark(b: u8) -> bool {
    CLASS[usize::from(b)] & MARK != 0
}

fn is_separator(b: u8) -> bool {
    CLASS[usize::from(b)] & (MARK | BLANK) != 0
}

/// A character a field is written with: a hex digit, or the `x` of `0x`.
fn in_field(b: u8) -> bool {
    CLASS[usize::from(b)] & FIELD != 0
}

/// A character a list is written with.
fn in_list(b: u8) -> bool {
    CLASS[usize::from(b)] != 0
}

/// The lists of `src` that [`Field`]s spell, as `(start, end, field)` from the first
/// field's first character to the last field's last, sorted. Fields are apart by
/// separators with the same marks (`, ` then `,\n    ` is one list; `1 2 3,4` is two).
pub fn byte_lists(src: &[u8]) -> Vec<(usize, usize, Field)> {
    let mut finder = Lists::default();
    let mut probe = PROBE - 1;
    while probe < src.len() {
        // A list through a probe holds the 8 bytes from it, or a later probe's (any
        // stretch of [`MIN_SPAN`] holds a probe and 7 bytes after it), and a separator
        // among them: no field is five characters long (a run of one letter, or of hex
        // digits, is no list). The 8 bytes' classes, all at once.
        let Some(ahead) = src.get(probe..).and_then(<[u8]>::first_chunk::<8>) else {
            break;
        };
        let (mut listed, mut fields) = (true, FIELD);
        for &b in ahead {
            let class = CLASS[usize::from(b)];
            listed &= class != 0;
            fields &= class;
        }
        if !listed || fields != 0 {
            probe += PROBE;
            continue;
        }
        let end = finder.around(src, probe);
        probe = end.max(probe + 1) + PROBE - 1;
    }
    finder.done()
}

/// [`byte_lists`] through the places `at` (sorted) only: in a view, the lists its edits
/// made (the others were read in its source).
pub fn byte_lists_at(src: &[u8], at: &[usize]) -> Vec<(usize, usize, Field)> {
    let mut finder = Lists::default();
    let mut reached = 0;
    for &p in at.iter().filter(|&&p| p < src.len()) {
        if p >= reached && in_list(src[p]) {
            reached = finder.around(src, p).max(p + 1);
        }
    }
    finder.done()
}

/// The lists found so far, and the words of a stretch (kept to spare an allocation a
/// stretch).
#[derive(Default)]
struct Lists {
    lists: Vec<(usize, usize, Field)>,
    words: Vec<Word>,
}

impl Lists {
    /// Reads the lists of the stretch around `at`; gives where the stretch ends.
    fn around(&mut self, src: &[u8], at: usize) -> usize {
        let (start, end) = stretch(src, at);
        if end - start < MIN_SPAN {
            return end;
        }
        self.words.clear();
        let mut i = start;
        while i < end {
            let gap = i;
            while i < end && is_separator(src[i]) {
                i += 1;
            }
            let f = i;
            while i < end && in_field(src[i]) {
                i += 1;
            }
            if f < i {
                self.words
                    .push(Word::new(src, gap, f, i, kinds(&src[f..i])));
            }
        }
        for field in FIELDS {
            lists_of(&self.words, field, &mut self.lists);
        }
        end
    }

    fn done(mut self) -> Vec<(usize, usize, Field)> {
        self.lists.sort_unstable_by_key(|&(s, e, _)| (s, e));
        self.lists.dedup();
        self.lists
    }
}

/// The stretch around `at` of fields no longer than [`FIELD_MAX`] and separators: where
/// a list through `at` may lie. Empty when `at`'s word is longer (a digest, a body of
/// `a`s); a longer word beside it ends it there. No word is read past its fifth character.
fn stretch(src: &[u8], at: usize) -> (usize, usize) {
    // From the start of `at`'s word, so that every word each side is read whole.
    let mut from = at;
    while from > 0 && in_field(src[from - 1]) {
        if at - from >= FIELD_MAX {
            return (at, at);
        }
        from -= 1;
    }
    let mut start = from;
    while start > 0 && in_list(src[start - 1]) {
        let end = start;
        while start > 0 && in_field(src[start - 1]) && end - start <= FIELD_MAX {
            start -= 1;
        }
        if end - start > FIELD_MAX {
            start = end;
            break;
        }
        if start == end {
            start -= 1;
        }
    }
    let mut end = from;
    while end < src.len() && in_list(src[end]) {
        let word = end;
        while end < src.len() && in_field(src[end]) && end - word <= FIELD_MAX {
            end += 1;
        }
        if end - word > FIELD_MAX {
            end = word;
            break;
        }
        if end == word {
            end += 1;
        }
    }
    (start, end)
}

/// A word of a stretch: where it lies, the [`Field`]s it is one of (a bit each, in
/// [`FIELDS`]' order), and the marks of the separator before it, as one number.
#[derive(Debug, Clone, Copy)]
struct Word {
    start: usize,
    end: usize,
    kinds: u8,
    marks: u64,
}

impl Word {
    /// The word `src[start..end]` after a separator from `gap`.
    fn new(src: &[u8], gap: usize, start: usize, end: usize, kinds: u8) -> Word {
        // Up to seven marks exactly (and their count), more by a hash of them.
        let (mut n, mut exact, mut hash) = (0u64, 0u64, 0xcbf2_9ce4_8422_2325u64);
        for &b in src[gap..start].iter().filter(|&&b| is_mark(b)) {
            n += 1;
            exact = exact << 8 | u64::from(b);
            hash = (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        let marks = match n {
            0..=7 => n << 56 | exact,
            _ => 0xFF << 56 | hash >> 8,
        };
        Word {
            start,
            end,
            kinds,
            marks,
        }
    }
}

impl Field {
    fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// The [`Field`]s (bits) the word `f` of field characters is one of: each word of a
/// stretch is asked once, and each list's pass reads the bits.
fn kinds(f: &[u8]) -> u8 {
    FIELDS
        .iter()
        .filter(|field| field.value(f).is_some())
        .fold(0, |bits, field| bits | field.bit())
}

/// The lists of `field` among `words` (in order, separators between), appended to `out`.
fn lists_of(words: &[Word], field: Field, out: &mut Vec<(usize, usize, Field)>) {
    let bit = field.bit();
    let mut i = 0;
    while i < words.len() {
        if words[i].kinds & bit == 0 {
            i += 1;
            continue;
        }
        let mut j = i + 1;
        while j < words.len() && words[j].kinds & bit != 0 {
            if j > i + 1 && words[j].marks != words[i + 1].marks {
                break;
            }
            j += 1;
        }
        // (As long as [`MIN_SPAN`] too, which the probes rely on: a list of bytes
        // below 16 written in one digit spells no text.)
        if j - i >= field.min_fields() && words[j - 1].end - words[i].start >= MIN_SPAN {
            out.push((words[i].start, words[j - 1].end, field));
            i = j;
        } else {
            // The last field read may start a list of other separators.
            i = (j - 1).max(i + 1);
        }
    }
}

/// Lists of characters one a quoted field (`['g', 'h', …]`, `"g","h"`): Python's
/// `list("…")`, a JavaScript `split("")` as JSON. As `(start, end, Field::Char)`, the
/// separators' marks the same throughout, as [`byte_lists`] reads them. One of every
/// [`PROBE`] bytes is probed, for a field that starts within 3 bytes before it or the
/// 14 after it.
pub fn char_lists(src: &[u8]) -> Vec<(usize, usize, Field)> {
    let mut finder = Chars::default();
    // (A text without a quote, one vector pass, has none.)
    if memchr::memchr2(b'\'', b'"', src).is_none() {
        return finder.done();
    }
    let mut probe = PROBE - 1;
    while probe < src.len() {
        // A list of 16 is 63 bytes or more: it holds a probe and the 14 bytes after it,
        // where a quote stands (a field and a separator are 15 at most). The quote opens
        // a field or closes one of three or four bytes (`'\\n'`); a list is read from
        // that field. Every field that starts so is tried, the first quote's among them.
        let from = probe.saturating_sub(3);
        let reach = probe - from + CHAR_SEP_MAX + 2;
        let mut starts = field_starts(src, from) & ((1 << reach) - 1);
        while starts != 0 {
            finder.through(src, from + starts.trailing_zeros() as usize);
            starts &= starts - 1;
        }
        probe = finder.reached.max(probe) + PROBE;
    }
    finder.done()
}

/// Where a quoted character may start among the 32 bytes from `from`, as bits: a quote
/// with another 2 or 3 bytes on (`'g'`, `'\\n'`). Two compares a word, eight bytes at a
/// time, no call: a probe of JSON or code meets a quote at most probes.
fn field_starts(src: &[u8], from: usize) -> u32 {
    let mut tail = [0u8; 32];
    let window = match src.get(from..).and_then(<[u8]>::first_chunk::<32>) {
        Some(w) => w,
        None => {
            let rest = &src[from.min(src.len())..];
            tail[..rest.len()].copy_from_slice(rest);
            &tail
        }
    };
    let mut quotes = 0u32;
    for (k, eight) in window.chunks_exact(8).enumerate() {
        let mut word = [0u8; 8];
        word.copy_from_slice(eight);
        let v = u64::from_le_bytes(word);
        quotes |= (bytes_equal(v, b'\'') | bytes_equal(v, b'"')) << (8 * k);
    }
    quotes & (quotes >> 2 | quotes >> 3)
}

/// One bit for each byte of `v` (the first byte read in the low bit) that is `b`.
fn bytes_equal(v: u64, b: u8) -> u32 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let t = v ^ (u64::from(b) * 0x0101_0101_0101_0101);
    // The high bit of each byte of `t` that is zero, exactly (no carry crosses bytes).
    let zero = !(((t & LOW7) + LOW7) | t | LOW7);
    // The eight high bits, gathered.
    super::prefilter::flag_bits(zero >> 7) as u32
}

/// The places one [`field_starts`] window judges: the quote 3 bytes on from each lies
/// within its 32 bytes.
const FIELD_WINDOW: usize = 29;

/// [`char_lists`] through the places `at` (sorted) only, as [`byte_lists_at`]: from the
/// fields within [`CHAR_BACK`] before each, so that a list is found through any one of
/// its bytes (a view whose only edit is its last field's quote is read).
pub fn char_lists_at(src: &[u8], at: &[usize]) -> Vec<(usize, usize, Field)> {
    let mut finder = Chars::default();
    // (Each place once: edits a byte apart, a view of escapes, share their windows.)
    let mut visited = 0;
    for &p in at {
        let from = p.saturating_sub(CHAR_BACK).max(visited);
        let to = p.min(src.len().saturating_sub(1));
        // Only where [`field_starts`] marks a quote with another 2 or 3 bytes on: most
        // places around a view's escapes have none.
        let mut q = from;
        while q <= to {
            let n = (to + 1 - q).min(FIELD_WINDOW);
            let mut starts = field_starts(src, q) & ((1 << n) - 1);
            while starts != 0 {
                finder.through(src, q + starts.trailing_zeros() as usize);
                starts &= starts - 1;
            }
            q += n;
        }
        visited = visited.max(to + 1);
    }
    finder.done()
}

/// The lists of quoted characters found so far, and where the last walk ended.
#[derive(Default)]
struct Chars {
    lists: Vec<(usize, usize, Field)>,
    fields: Vec<Word>,
    reached: usize,
}

impl Chars {
    /// Reads the list through a field at `at`, if one starts there followed by another
    /// (`","` in `"a","b"` is a field too, and is no list).
    fn through(&mut self, src: &[u8], at: usize) {
        if at < self.reached {
            return;
        }
        let Some(n) = char_field_at(src, at) else {
            return;
        };
        if char_field_after(src, at + n).is_none() {
            return;
        }
        // Back to the first field before it, then every field from there.
        let mut start = at;
        while let Some((before, _)) = char_field_before(src, start) {
            start = before;
        }
        self.fields.clear();
        let (mut f, mut gap) = (char_field_at(src, start).map(|n| (start, start + n)), start);
        while let Some((at, end)) = f {
            self.fields
                .push(Word::new(src, gap, at, end, Field::Char.bit()));
            gap = end;
            f = char_field_after(src, gap);
        }
        // Every list among these fields is found here: none of them is walked again (a
        // long row of fields whose separators change is walked once).
        lists_of(&self.fields, Field::Char, &mut self.lists);
        self.reached = gap;
    }

    fn done(mut self) -> Vec<(usize, usize, Field)> {
        self.lists.sort_unstable_by_key(|&(s, e, _)| (s, e));
        self.lists.dedup();
        self.lists
    }
}

/// The longest separator between two quoted characters: `,` and blanks (a line break and
/// indentation).
const CHAR_SEP_MAX: usize = 12;

/// How far before any byte of a list's field, or of the separator after it, a field with
/// another after it starts: the field before's 4 bytes and its separator, and the 3
/// bytes of this field before its last.
const CHAR_BACK: usize = 4 + CHAR_SEP_MAX + 3;

/// The character `f` quotes: one character between quotes, not a quote nor a backslash,
/// or one escaped (`'\\n'`, `'\\''`).
fn char_field(f: &[u8]) -> Option<u8> {
    match *f {
        [q @ (b'\'' | b'"'), c, e]
            if q == e && (0x20..0x7f).contains(&c) && c != q && c != b'\\' =>
        {
            Some(c)
        }
        // An escaped character, as a repr writes a line break or a quote.
        [q @ (b'\'' | b'"'), b'\\', c, e] if q == e => match c {
            b'n' => Some(b'\n'),
            b't' => Some(b'\t'),
            b'r' => Some(b'\r'),
            b'\\' | b'\'' | b'"' => Some(c),
            _ => None,
        },
        _ => None,
    }
}

/// The length of the quoted character at `at` (3, or 4 escaped), if one is there.
fn char_field_at(src: &[u8], at: usize) -> Option<usize> {
    (3..=4).find(|&n| src.get(at..at + n).and_then(char_field).is_some())
}

fn is_char_separator(b: u8) -> bool {
    matches!(b, b',' | b';' | b' ' | b'\t' | b'\r' | b'\n')
}

/// The quoted character before the one at `at`, apart from it by a separator, as
/// `(start, end)`.
fn char_field_before(src: &[u8], at: usize) -> Option<(usize, usize)> {
    let seps = src[..at]
        .iter()
        .rev()
        .take(CHAR_SEP_MAX)
        .take_while(|&&b| is_char_separator(b))
        .count();
    let end = at - seps;
    let start = (3..=4)
        .map(|n| end.checked_sub(n))
        .find(|&s| s.is_some_and(|s| char_field_at(src, s) == Some(end - s)))??;
    (seps > 0).then_some((start, end))
}

/// The quoted character after a separator at `at`, as `(start, end)`.
fn char_field_after(src: &[u8], at: usize) -> Option<(usize, usize)> {
    let seps = src[at.min(src.len())..]
        .iter()
        .take(CHAR_SEP_MAX)
        .take_while(|&&b| is_char_separator(b))
        .count();
    let n = char_field_at(src, at + seps)?;
    (seps > 0).then_some((at + seps, at + seps + n))
}

/// Decodes the list `run` of `field` into `out` (cleared first): whether its bytes hold a
/// row of text ([`decode::spells_text_row`]).
pub fn decode_into(run: &[u8], field: Field, out: &mut Vec<u8>) -> bool {
    out.clear();
    if field == Field::Char {
        let mut i = 0;
        while i < run.len() {
            match char_field_at(run, i) {
                Some(n) => {
                    out.extend(char_field(&run[i..i + n]));
                    i += n;
                }
                None => i += 1,
            }
        }
        return decode::spells_text_row(out);
    }
    let mut i = 0;
    while i < run.len() {
        while i < run.len() && is_separator(run[i]) {
            i += 1;
        }
        let f = i;
        while i < run.len() && !is_separator(run[i]) {
            i += 1;
        }
        if let Some((bytes, n)) = field.value(&run[f..i]) {
            out.push(bytes[0]);
            if n == 2 {
                out.push(bytes[1]);
            }
        }
    }
    decode::spells_text_row(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decoded(src: &str) -> Vec<String> {
        let (mut out, mut texts) = (Vec::new(), Vec::new());
        for (s, e, field) in byte_lists(src.as_bytes()) {
            if decode_into(&src.as_bytes()[s..e], field, &mut out) {
                texts.push(String::from_utf8_lossy(&out).into_owned());
            }
        }
        texts
    }

    fn spelled(text: &str, write: impl Fn(u8) -> String, sep: &str) -> String {
        text.bytes().map(write).collect::<Vec<_>>().join(sep)
    }

    const TEXT: &str = "the quick brown fox, 0123456789";

    #[test]
    fn each_way_of_writing_a_byte_a_field_reads_as_its_text() {
        let cases = [
            ("a JSON array", spelled(TEXT, |b| b.to_string(), ",")),
            ("a Python list", spelled(TEXT, |b| b.to_string(), ", ")),
            ("a C array", spelled(TEXT, |b| format!("0x{b:02x}"), ", ")),
            (
                "a Go array, upper",
                spelled(TEXT, |b| format!("0X{b:02X}"), ","),
            ),
            ("hex apart", spelled(TEXT, |b| format!("{b:02x}"), " ")),
            ("a fingerprint", spelled(TEXT, |b| format!("{b:02X}"), ":")),
            (
                "quoted strings",
                spelled(TEXT, |b| format!("\"{b:02x}\""), ", "),
            ),
            (
                "wrapped lines",
                spelled(TEXT, |b| format!("{b}"), ", ").replace("32, ", "32,\n    "),
            ),
        ];
        for (case, list) in cases {
            let src = format!("let x = [{list}];");
            assert!(decoded(&src).contains(&TEXT.to_string()), "{case}: {src}");
        }
    }

    #[test]
    fn xxd_columns_read_two_bytes_a_field() {
        let cols: Vec<String> = TEXT
            .as_bytes()
            .chunks(2)
            .map(|c| c.iter().map(|b| format!("{b:02x}")).collect())
            .collect();
        let src = format!("00000000: {}  the quick", cols.join(" "));
        assert!(
            decoded(&src)
                .iter()
                .any(|t| t.starts_with("the quick brown ")),
            "{src}"
        );
    }

    #[test]
    fn numbers_that_spell_no_text_or_are_too_few_are_not_read() {
        let cases = [
            "ports: [80, 443, 8080, 8443, 22, 25, 110, 143, 993, 995, 3306, 5432, 6379]",
            // Sixteen small numbers: control bytes.
            "[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]",
            // Fifteen text bytes.
            "[104, 101, 108, 108, 111, 32, 119, 111, 114, 108, 100, 33, 33, 33, 33]",
            // A digest is one word, not fields.
            "sha: 3f786850e387550fdab836ed7e6dc881de23001b 3f786850e387550fdab836ed7e6dc881",
            // Separators that change are two lists.
            "104 101 108 108 111 32 119 111,114,108,100,33,33,33,33,33,33",
        ];
        for src in cases {
            assert_eq!(decoded(src), Vec::<String>::new(), "{src}");
        }
    }

    #[test]
    fn a_list_glued_after_a_long_word_is_found() {
        let list = spelled(TEXT, |b| b.to_string(), ",");
        for before in ["", "a", "abcd", "abcdef0123", &"ab".repeat(5000)] {
            let src = format!("{before},{list}");
            assert!(
                decoded(&src).contains(&TEXT.to_string()),
                "{}",
                &src[..src.len().min(80)]
            );
        }
    }

    #[test]
    fn a_stretch_ends_at_a_word_longer_than_a_field() {
        let src = b"aaaaaaaaaa 12 34 0x5 abcdef 56";
        // From inside a long word: nothing.
        for at in [3, 9] {
            let (s, e) = stretch(src, at);
            assert_eq!(s, e, "{at}");
        }
        // Beside one, up to it, whichever side the probe is on.
        for at in [11, 12, 14, 17, 19] {
            let (s, e) = stretch(src, at);
            assert_eq!(&src[s..e], b" 12 34 0x5 ", "{at}");
        }
        assert_eq!(stretch(src, 29), (27, 30));
    }

    /// Every list, found by reading every byte: each stretch of list characters split at
    /// words longer than a field, each word read by [`Field::value`] and each separator's
    /// marks compared as they are.
    fn reference(src: &[u8]) -> Vec<(usize, usize, Field)> {
        let mut lists = Vec::new();
        // Words as (gap before, start, end), in stretches.
        let mut stretches: Vec<Vec<(usize, usize, usize)>> = vec![Vec::new()];
        let (mut i, mut gap) = (0, 0);
        while i < src.len() {
            if is_separator(src[i]) {
                i += 1;
            } else if !in_list(src[i]) {
                stretches.push(Vec::new());
                i += 1;
                gap = i;
            } else {
                let w = i;
                while i < src.len() && in_field(src[i]) {
                    i += 1;
                }
                match i - w > FIELD_MAX {
                    true => stretches.push(Vec::new()),
                    false => stretches.last_mut().unwrap().push((gap, w, i)),
                }
                gap = i;
            }
        }
        let marks = |a: usize, b: usize| src[a..b].iter().copied().filter(|&c| is_mark(c));
        for words in &stretches {
            for field in FIELDS {
                let is = |k: usize| field.value(&src[words[k].1..words[k].2]).is_some();
                let mut i = 0;
                while i < words.len() {
                    if !is(i) {
                        i += 1;
                        continue;
                    }
                    let mut j = i + 1;
                    while j < words.len() && is(j) {
                        let (g, w, _) = words[j];
                        if j > i + 1 && !marks(g, w).eq(marks(words[i + 1].0, words[i + 1].1)) {
                            break;
                        }
                        j += 1;
                    }
                    if j - i >= field.min_fields() {
                        lists.push((words[i].1, words[j - 1].2, field));
                        i = j;
                    } else {
                        i = (j - 1).max(i + 1);
                    }
                }
            }
        }
        lists.sort_unstable_by_key(|&(s, e, _)| (s, e));
        lists
    }

    proptest::proptest! {
        #![proptest_config(crate::props::config(512))]
        /// The probes find every list a reading of every byte finds, wherever lists, long
        /// words and other text lie.
        #[test]
        fn probing_finds_what_reading_every_byte_finds(
            parts in proptest::collection::vec((0usize..12, 1usize..24, 0u8..=255), 0..40),
        ) {
            let mut src = Vec::new();
            for (kind, count, b) in parts {
                for b in (0..count as u8).map(|k| b.wrapping_add(k.wrapping_mul(37))) {
                    let part = match kind {
                        0..=2 => format!("{}, ", 32 + b % 95),
                        3 => format!("{b}\n"),
                        4 => format!("0x{b:02x},"),
                        5 => format!("{b:02x} "),
                        6 => format!("{b:02x}{b:02x} "),
                        7 => "abcdef0123".to_string(),
                        8 => "g".to_string(),
                        9 => ":".to_string(),
                        10 => "\n  ".to_string(),
                        _ => "x".to_string(),
                    };
                    src.extend_from_slice(part.as_bytes());
                }
            }
            let lists = byte_lists(&src);
            proptest::prop_assert_eq!(&lists, &reference(&src), "{}", String::from_utf8_lossy(&src));
            // And through any one of its bytes (a view's edit), each list is found.
            for &(s, e, field) in &lists {
                for at in [s, (s + e) / 2, e - 1] {
                    proptest::prop_assert!(byte_lists_at(&src, &[at]).contains(&(s, e, field)));
                }
            }
        }
    }

    #[test]
    fn characters_one_a_quoted_field_read_as_their_text() {
        let chars = |q: char, sep: &str| {
            TEXT.chars()
                .map(|c| format!("{q}{c}{q}"))
                .collect::<Vec<_>>()
                .join(sep)
        };
        let mut out = Vec::new();
        for (case, list) in [
            ("a Python list", format!("x = [{}]", chars('\'', ", "))),
            ("JSON", format!("{{\"k\": [{}]}}", chars('"', ","))),
            ("wrapped", format!("[\n    {}\n]", chars('"', ",\n    "))),
            (
                "after a long word",
                format!("{}, {}", "ab".repeat(40), chars('\'', ", ")),
            ),
        ] {
            let mut found = Vec::new();
            for (s, e, f) in char_lists(list.as_bytes()) {
                if decode_into(&list.as_bytes()[s..e], f, &mut out) {
                    found.push(String::from_utf8_lossy(&out).into_owned());
                }
            }
            assert_eq!(found, [TEXT], "{case}: {list}");
        }
        // Fifteen, or separators that change: no list.
        for list in [
            "['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o']",
            "['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h' 'i' 'j' 'k' 'l' 'm' 'n' 'o' 'p' 'q']",
        ] {
            assert_eq!(char_lists(list.as_bytes()), [], "{list}");
        }
    }

    proptest::proptest! {
        #![proptest_config(crate::props::config(512))]
        /// The word-at-a-time mask marks the places a byte-at-a-time reading does, the
        /// text's end (read as NULs) included.
        #[test]
        fn field_starts_marks_what_a_byte_reading_does(
            src in proptest::collection::vec(proptest::sample::select(b"'\"a\\\x00\x80\xa2\xa7".to_vec()), 0..80),
            from in 0usize..90,
        ) {
            let byte = |i: usize| src.get(from + i).copied().unwrap_or(0);
            let quote = |i: usize| matches!(byte(i), b'\'' | b'"');
            let expected = (0..32)
                .filter(|&i| quote(i) && ((i + 2 < 32 && quote(i + 2)) || (i + 3 < 32 && quote(i + 3))))
                .fold(0u32, |bits, i| bits | 1 << i);
            proptest::prop_assert_eq!(field_starts(&src, from), expected);
        }
    }

    proptest::proptest! {
        #![proptest_config(crate::props::config(512))]
        /// Probing finds every list of quoted characters a visit of every quote finds,
        /// whatever separators (up to the longest) and other text lie between.
        #[test]
        fn probing_finds_every_list_of_characters(
            parts in proptest::collection::vec((0usize..9, 1usize..24, 0u8..95), 0..30),
        ) {
            let mut src = Vec::new();
            for (kind, count, c) in parts {
                for k in 0..count {
                    let c = 32 + (c as usize + k * 7) % 95;
                    let part = match kind {
                        0 => format!("'{}', ", c as u8 as char),
                        1 => format!("'\\{}', ", ['n', 't', '\\', '\''][k % 4]),
                        2 => format!("\"{}\",", c as u8 as char),
                        3 => format!("\"{}\",\n{}", c as u8 as char, " ".repeat(k % 11)),
                        4 => "word ".to_string(),
                        5 => "\"\"".to_string(),
                        6 => "'".to_string(),
                        // Fields and separators at their longest.
                        7 => format!("'\\{}',\n{}", ['n', 't'][k % 2], " ".repeat(10)),
                        _ => ", ".to_string(),
                    };
                    src.extend_from_slice(part.as_bytes());
                }
            }
            let every: Vec<usize> = (0..src.len()).collect();
            let lists = char_lists(&src);
            proptest::prop_assert_eq!(&lists, &char_lists_at(&src, &every), "{}", String::from_utf8_lossy(&src));
            // And each through any one of its bytes, as a view's edit finds it.
            for &(s, e, field) in &lists {
                for at in s..e {
                    proptest::prop_assert!(char_lists_at(&src, &[at]).contains(&(s, e, field)), "{at} {}", String::from_utf8_lossy(&src));
                }
            }
        }
    }

    #[test]
    fn escaped_characters_are_fields_too() {
        // Python's repr of `list("…")` over lines and quotes.
        let text = "key: it's\n\"line two\"\tand \\ more text";
        let repr: Vec<String> = text
            .chars()
            .map(|c| match c {
                '\n' => r"'\n'".to_string(),
                '\t' => r"'\t'".to_string(),
                '\\' => r"'\\'".to_string(),
                '\'' => r#""'""#.to_string(),
                c => format!("'{c}'"),
            })
            .collect();
        let src = format!("[{}]", repr.join(", "));
        let lists = char_lists(src.as_bytes());
        assert_eq!(lists.len(), 1, "{src}");
        let mut out = Vec::new();
        let (s, e, f) = lists[0];
        assert!(decode_into(&src.as_bytes()[s..e], f, &mut out));
        assert_eq!(String::from_utf8_lossy(&out), text);
    }
}
