//! Decoding views for text that escapes characters a token is made of or cut by:
//! ANSI colour sequences in terminal and log output (`ESC[36m` glues an `m` to the token
//! after it), Java `.properties` as `Properties.store` writes them (`https\://user\:pw@`,
//! `\uXXXX`, lines continued with `\`), XML/HTML character entities (`&#10;` inside a
//! PEM key in an attribute, `&amp;` in a URL) and a CSV cell's doubled quotes (a JSON
//! document kept in a cell: `"{""bearer"": {""host"": ""v""}}"`). Each maps decoded bytes
//! back to the source like the views of [`super::decode`], and is built only where its
//! escape occurs: one packed search decides the first three, a search for `""` the
//! fourth, so clean text pays two fast passes. Two more read a document as its reader
//! does: its markup's tags left out ([`markup`]), and a man page's, Texinfo's or POD's
//! marks within a line ([`inline`]), each told by a pass of its own.

use std::ops::Range;
use std::sync::LazyLock;

use aho_corasick::AhoCorasick;

use super::decode::View;

/// An empty view with room for `n` decoded bytes.
fn with_capacity(n: usize) -> View {
    View::with_capacity(n)
}

/// Which of the views here a text needs, from one search over it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Needs {
    pub ansi: bool,
    pub properties: bool,
    pub entities: bool,
    pub quotes: bool,
    pub markup: Option<Markup>,
    pub inline: Inline,
}

impl Needs {
    fn all(self) -> bool {
        self.ansi && self.properties && self.entities
    }
}

/// The escapes that call for each view, in pattern order: ANSI first, then properties,
/// then entities (see [`kind_of`]).
const ANSI: &[&str] = &[
    "\x1b[", "\\e[", "\\033[", "\\x1b[", "\\u001b[", "\\x1B[", "\\u001B[",
];
const PROPERTIES: &[&str] = &["\\:", "\\=", "\\\n", "\\\r\n"];
const ENTITIES: &[&str] = &["&#", "&lt;", "&gt;", "&amp;", "&quot;", "&apos;"];

static TRIGGERS: LazyLock<Option<AhoCorasick>> = LazyLock::new(|| {
    // Case-sensitive, each spelling listed: a case-blind search falls back from the
    // packed (SIMD) search and costs clean code and JSON a tenth of their rate.
    AhoCorasick::builder()
        .build(ANSI.iter().chain(PROPERTIES).chain(ENTITIES))
        .ok()
});

fn kind_of(pattern: usize, needs: &mut Needs) {
    if pattern < ANSI.len() {
        needs.ansi = true;
    } else if pattern < ANSI.len() + PROPERTIES.len() {
        needs.properties = true;
    } else {
        needs.entities = true;
    }
}

/// The views `src` needs: none for clean text. `breaks`: the line breaks of `src` to
/// read (all of them, or in a view those it decoded).
pub fn needs(src: &[u8], breaks: &[usize]) -> Needs {
    let mut needs = Needs {
        quotes: json_in_a_cell(src),
        markup: Markup::of(src),
        inline: Inline::of(src, breaks),
        ..Needs::default()
    };
    let Some(ac) = TRIGGERS.as_ref() else {
        return needs;
    };
    for m in ac.find_iter(src) {
        kind_of(m.pattern().as_usize(), &mut needs);
        if needs.all() {
            break;
        }
    }
    // XML's sections that are no elements are left out there too, the elements kept
    // (`<password>` then `<![CDATA[v]]>`; `ghp_ab<!-- x -->cd`).
    needs.entities = needs.entities || sections(src);
    needs
}

/// Whether `src` holds a section its reader leaves out or unwraps where that changes what
/// it reads: a CDATA section, or a comment or processing instruction between two bytes of
/// a token (`ghp_ab<!-- x -->cd`), not one between lines or elements, as every XML
/// declaration and most comments stand. A search for `<!` and one for `<?`, each a vector
/// pass.
fn sections(src: &[u8]) -> bool {
    static BANG: LazyLock<memchr::memmem::Finder<'static>> =
        LazyLock::new(|| memchr::memmem::Finder::new(b"<!"));
    static QUESTION: LazyLock<memchr::memmem::Finder<'static>> =
        LazyLock::new(|| memchr::memmem::Finder::new(PI_OPEN));
    let token = |b: Option<&u8>| {
        b.is_some_and(|&b| {
            b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'+' | b'/' | b'=')
        })
    };
    let splits = |i: usize| {
        section_at(src, i).is_some_and(|(_, _, end)| {
            token(i.checked_sub(1).map(|p| &src[p])) && token(src.get(end))
        })
    };
    BANG.find_iter(src)
        .any(|i| src[i..].starts_with(CDATA_OPEN) || splits(i))
        || QUESTION.find_iter(src).any(splits)
}

/// Whether a processing instruction opens at `i`: `<?` and its target's name (`<?xml`,
/// `<?php`); `a <? b` in code is none.
fn pi_at(src: &[u8], i: usize) -> bool {
    src[i..].starts_with(PI_OPEN) && src.get(i + 2).is_some_and(u8::is_ascii_alphabetic)
}

/// The end of the section that opens at `i` and whether its text is kept (a CDATA
/// section's) or left out (a comment's, a processing instruction's): where its text
/// starts, where it ends, and where the section ends. `None` if none opens there.
fn section_at(src: &[u8], i: usize) -> Option<(usize, usize, usize)> {
    let (open, close, kept) = [
        (CDATA_OPEN, CDATA_CLOSE, true),
        (COMMENT_OPEN, COMMENT_CLOSE, false),
    ]
    .into_iter()
    .find(|(open, _, _)| src[i..].starts_with(open))
    .or_else(|| pi_at(src, i).then_some((PI_OPEN, PI_CLOSE, false)))?;
    let body = i + open.len();
    let end = memchr::memmem::find(&src[body..], close).map_or(src.len(), |c| body + c);
    let text_end = if kept { end } else { body };
    Some((body, text_end, (end + close.len()).min(src.len())))
}

/// The length of the ANSI escape introducer at `src[i..]` (the ESC byte or its literal
/// spelling, then `[`), 0 if none.
fn csi_introducer(src: &[u8], i: usize) -> usize {
    let rest = &src[i..];
    if rest.starts_with(b"\x1b[") {
        return 2;
    }
    if rest.first() != Some(&b'\\') {
        return 0;
    }
    ANSI[1..]
        .iter()
        .map(|p| p.as_bytes())
        .find(|p| rest.len() >= p.len() && rest[..p.len()].eq_ignore_ascii_case(p))
        .map_or(0, <[u8]>::len)
}

/// ANSI CSI sequences (`ESC [ params final`, the ESC byte or written `\e`, `\033`,
/// `\x1b`, `\u001b`) left out (a space where one separated two words); every other
/// byte kept.
pub fn ansi(src: &[u8]) -> View {
    let mut v = with_capacity(src.len());
    let mut i = 0;
    while i < src.len() {
        // The stretch up to the next byte an introducer starts with is copied whole.
        let Some(k) = memchr::memchr2(0x1b, b'\\', &src[i..]) else {
            v.copy(src, i, src.len());
            break;
        };
        v.copy(src, i, i + k);
        i += k;
        let intro = csi_introducer(src, i);
        if intro > 0 {
            // Parameters and intermediates (0x20..=0x3f), then one final byte (0x40..=0x7e);
            // a sequence that does not end so is kept as it is.
            let params = src[i + intro..]
                .iter()
                .take(32)
                .take_while(|b| (0x20..=0x3f).contains(*b))
                .count();
            let fin = i + intro + params;
            if matches!(src.get(fin), Some(0x40..=0x7e)) {
                // A sequence between two word characters (`KEY\x1b[0mdone`) stands for
                // a break: a space, or the token would be read glued to the next word.
                let word = |b: Option<&u8>| b.is_some_and(u8::is_ascii_alphanumeric);
                if word(v.bytes.last()) && word(src.get(fin + 1)) {
                    v.substitute(b' ', i, fin + 1);
                }
                i = fin + 1;
                continue;
            }
        }
        v.copy(src, i, i + 1);
        i += 1;
    }
    v
}

fn hex(b: u8) -> Option<u32> {
    super::decode::hex(b).map(u32::from)
}

/// `\uXXXX` at `src[i..]` as UTF-8 into `v`; whether there was one.
fn push_unicode(src: &[u8], i: usize, v: &mut View) -> bool {
    let Some(digits) = src.get(i + 2..i + 6) else {
        return false;
    };
    let Some(cp) = digits
        .iter()
        .try_fold(0u32, |acc, &d| hex(d).map(|h| acc << 4 | h))
    else {
        return false;
    };
    let mut buf = [0u8; 4];
    let ch = char::from_u32(cp).unwrap_or('\u{fffd}');
    for &b in ch.encode_utf8(&mut buf).as_bytes() {
        v.substitute(b, i, i + 6);
    }
    true
}

/// Java `.properties` escapes undone: `\:` `\=` `\ ` `\#` `\!` `\\` as the character,
/// `\t` `\n` `\r`, `\uXXXX`, and a line ended by `\` joined to the next with its leading
/// blanks left out, as `Properties.load` reads it.
pub fn properties(src: &[u8]) -> View {
    let mut v = with_capacity(src.len());
    let mut i = 0;
    while i < src.len() {
        // The stretch up to the next backslash is copied whole.
        let Some(k) = memchr::memchr(b'\\', &src[i..]) else {
            v.copy(src, i, src.len());
            break;
        };
        v.copy(src, i, i + k);
        i += k;
        if i + 1 < src.len() {
            let next = src[i + 1];
            let simple = match next {
                b':' | b'=' | b' ' | b'#' | b'!' | b'\\' => Some(next),
                b't' => Some(b'\t'),
                b'n' => Some(b'\n'),
                b'r' => Some(b'\r'),
                _ => None,
            };
            if let Some(b) = simple {
                v.substitute(b, i, i + 2);
                i += 2;
                continue;
            }
            if next == b'u' && push_unicode(src, i, &mut v) {
                i += 6;
                continue;
            }
            let brk = match &src[i + 1..] {
                [b'\r', b'\n', ..] => 2,
                [b'\n' | b'\r', ..] => 1,
                _ => 0,
            };
            if brk > 0 {
                i += 1 + brk;
                i += src[i..]
                    .iter()
                    .take_while(|b| matches!(b, b' ' | b'\t' | b'\x0c'))
                    .count();
                continue;
            }
        }
        v.copy(src, i, i + 1);
        i += 1;
    }
    v
}

/// Whether `src` holds JSON with its quotes doubled, as a CSV cell keeps it: a doubled
/// quote that opens an object (`{""`) or closes a key before a string or an object
/// (`"": ""`, `"":{`). Not `""` alone: code writes an empty string everywhere, and
/// Python's `== "":` ends a line. (Its own search, not a pattern of [`TRIGGERS`]: five
/// more patterns there cost that search its packed form.)
fn json_in_a_cell(src: &[u8]) -> bool {
    memchr::memmem::find_iter(src, b"\"\"").any(|k| {
        let opens = k > 0 && src[k - 1] == b'{';
        let value = src[k + 2..]
            .strip_prefix(b":")
            .map(|r| r.strip_prefix(b" ").unwrap_or(r));
        opens || value.is_some_and(|v| v.starts_with(b"\"\"") || v.starts_with(b"{"))
    })
}

/// A CSV cell's doubled quotes undone: each `""`, left to right, is one `"`, as every
/// CSV writer escapes a quote in a quoted cell (a spreadsheet, `COPY … CSV`, an
/// evaluation's or a log export's column holding a JSON document or a Python value).
pub fn doubled_quotes(src: &[u8]) -> View {
    let mut v = with_capacity(src.len());
    let mut i = 0;
    // The matches do not overlap: `"""` is one doubled quote and a quote.
    for k in memchr::memmem::find_iter(src, b"\"\"") {
        v.copy(src, i, k);
        v.substitute(b'"', k, k + 2);
        i = k + 2;
    }
    v.copy(src, i, src.len());
    v
}

/// The named entities XML and HTML attributes write in values, and HTML's non-breaking
/// space, read as a space (see [`entities`]).
const NAMED: &[(&[u8], u8)] = &[
    (b"lt;", b'<'),
    (b"gt;", b'>'),
    (b"amp;", b'&'),
    (b"quot;", b'"'),
    (b"apos;", b'\''),
    (b"nbsp;", b' '),
];

/// The entity at `src[i..]` (`i` at `&`): the character's UTF-8 and the entity's length.
fn entity(src: &[u8], i: usize) -> Option<(char, usize)> {
    let rest = &src[i + 1..];
    if let Some(num) = rest.strip_prefix(b"#") {
        let (digits, radix, skip) = match num.first() {
            Some(b'x' | b'X') => (&num[1..], 16, 3),
            _ => (num, 10, 2),
        };
        let n = digits
            .iter()
            .take(8)
            .take_while(|d| (**d as char).is_digit(radix))
            .count();
        if n == 0 || digits.get(n) != Some(&b';') {
            return None;
        }
        let text = std::str::from_utf8(&digits[..n]).ok()?;
        let cp = u32::from_str_radix(text, radix).ok()?;
        let ch = char::from_u32(cp).unwrap_or('\u{fffd}');
        return Some((ch, skip + n + 1));
    }
    NAMED
        .iter()
        .find(|(name, _)| rest.len() >= name.len() && rest[..name.len()].eq_ignore_ascii_case(name))
        .map(|(name, b)| (char::from(*b), 1 + name.len()))
}

/// XML/HTML character references (`&#10;`, `&#xA;`) and the five named entities decoded;
/// a non-breaking space (`&#160;`, `&nbsp;`) as a space, as a terminal's SVG export
/// (Rich's) or a web page writes every blank of a line (`Authorization:&#160;Basic&#160;…`);
/// and a CDATA section's markers left out, its text read as the element's
/// (`<password><![CDATA[v]]></password>`).
pub fn entities(src: &[u8]) -> View {
    let mut v = with_capacity(src.len());
    let marked = sections(src);
    let mut i = 0;
    while i < src.len() {
        // The stretch up to the next `&` (or a section's first byte) is copied whole.
        let next = match marked {
            true => memchr::memchr3(b'&', b'<', b']', &src[i..]),
            false => memchr::memchr(b'&', &src[i..]),
        };
        let Some(k) = next else {
            v.copy(src, i, src.len());
            break;
        };
        v.copy(src, i, i + k);
        i += k;
        if marked {
            // A section: its text kept as it is (CDATA's: no entity inside is one) or
            // left out.
            if let Some((body, text_end, end)) = section_at(src, i) {
                v.copy(src, body, text_end);
                i = end;
                continue;
            }
            // A stray CDATA close (the section opened before this text).
            if src[i..].starts_with(CDATA_CLOSE) {
                i += CDATA_CLOSE.len();
                continue;
            }
        }
        if let Some((ch, len)) = (src[i] == b'&').then(|| entity(src, i)).flatten() {
            let ch = if ch == '\u{a0}' { ' ' } else { ch };
            let mut buf = [0u8; 4];
            for &b in ch.encode_utf8(&mut buf).as_bytes() {
                v.substitute(b, i, i + len);
            }
            i += len;
            continue;
        }
        v.copy(src, i, i + 1);
        i += 1;
    }
    v
}

/// Which documentation markups a text is written in, for [`inline`]: a man page's
/// (troff's font changes, `\fBNAME\fR`), Texinfo's (`@code{v}`) and Perl's POD
/// (`C<v>`, `C<<< v >>>`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Inline {
    pub troff: bool,
    pub texinfo: bool,
    pub pod: bool,
}

/// How many of one kind's marks make a text a document of that kind: one `\fB` in a
/// C string is a form feed before a `B`.
const INLINE_MARKS: usize = 2;

/// POD's commands that open a line after `=`: a heading, an item.
const POD_COMMANDS: [&[u8]; 2] = [b"=head", b"=item "];

impl Inline {
    /// The documentation markups `src` is written in: two marks of one or more (troff's
    /// `\fR`, the return to the roman font after each bold or italic word, or `\fP`;
    /// Texinfo's `@code{`, any command that braces words; POD's `=head1` or `=item`
    /// opening a line, read at `breaks`, the text's line breaks). One pass over the two
    /// bytes troff's and Texinfo's marks start with, both rare in code: not patterns of
    /// the packed search over escapes, where a `\n` or a `@` that opened a pattern took
    /// the search off its packed (SIMD) path and cost a scan of code a third more.
    pub fn of(src: &[u8], breaks: &[usize]) -> Inline {
        let (mut troff, mut texinfo) = (0, 0);
        for k in memchr::memchr2_iter(b'\\', b'@', src) {
            let rest = &src[k + 1..];
            if src[k] == b'\\' {
                troff += usize::from(matches!(rest, [b'f', b'R' | b'P', ..]));
            } else {
                let name = rest
                    .iter()
                    .take(9)
                    .take_while(|b| b.is_ascii_lowercase())
                    .count();
                texinfo += usize::from(name > 0 && rest.get(name) == Some(&b'{'));
            }
            if troff >= INLINE_MARKS && texinfo >= INLINE_MARKS {
                break;
            }
        }
        let pod = breaks
            .iter()
            .filter(|&&k| {
                let line = src.get(k + 1..).unwrap_or_default();
                line.first() == Some(&b'=') && POD_COMMANDS.iter().any(|c| line.starts_with(c))
            })
            .take(INLINE_MARKS)
            .count();
        Inline {
            troff: troff >= INLINE_MARKS,
            texinfo: texinfo >= INLINE_MARKS,
            pod: pod >= INLINE_MARKS,
        }
    }

    /// Whether a text is written in any of them.
    pub fn any(self) -> bool {
        self.troff || self.texinfo || self.pod
    }
}

/// POD's interior sequences: the letter before `<`.
const POD_CODES: &[u8] = b"BCEFILSXZ";

/// A documentation markup's marks within a line left out, as its reader sees the text:
/// troff's font changes (`\fB`, `\f(CW`, `\f[CR]`) and its escapes for a hyphen, a
/// blank and nothing (`\-`, `\ `, `\&`: a token's `-` in a man page is `\-`); Texinfo's
/// commands around words (`@code{`, `@strong{` and the `}` that closes them; `@@`, `@{`,
/// `@}` as the character); POD's sequences (`C<v>`, `B<<< v >>>` with the blanks
/// inside the brackets). A name and its value, each marked, read as a name and a value
/// (`The \fIYandex api key\fR is \fBv\fR`, `=item NAME` over `C<<< v >>>`). Each
/// markup's marks are read only in a text written in it (`kinds`, from [`needs`]): `B<`
/// in code is a type's parameter.
pub fn inline(src: &[u8], kinds: Inline) -> View {
    let mut v = with_capacity(src.len());
    let mut braces = 0u32;
    let mut pods: Vec<usize> = Vec::new();
    let mut i = 0;
    let mut k = 0;
    while k < src.len() {
        let b = src[k];
        let step = match b {
            b'\\' if kinds.troff => troff_mark(src, k),
            b'@' if kinds.texinfo => texinfo_mark(src, k, &mut braces),
            b'}' if kinds.texinfo && braces > 0 => {
                braces -= 1;
                Some((1, None))
            }
            b'<' if kinds.pod => pod_open(src, k, i, &mut pods).map(|(back, len)| {
                // The sequence's letter is copied already unless cut off here.
                v.copy(src, i, k - back);
                i = k - back;
                (back + len, None)
            }),
            b'>' if kinds.pod && !pods.is_empty() => pod_close(src, k, &mut pods),
            _ => None,
        };
        match step {
            None => k += 1,
            Some((len, byte)) => {
                // `len` source bytes from `start` read as `byte`, or as nothing.
                let (start, end) = match b {
                    b'<' => (i, i + len),
                    b'>' if len > 1 => (k - pod_blanks(src, k, i), k + len),
                    _ => (k, k + len),
                };
                v.copy(src, i, start);
                if let Some(byte) = byte {
                    v.substitute(byte, start, end);
                }
                i = end;
                k = end;
            }
        }
    }
    v.copy(src, i, src.len());
    v
}

/// A troff escape at `src[k]` (`\`): how many bytes it spans and the byte it reads as
/// (`None`: nothing); `None` for one kept as it is.
fn troff_mark(src: &[u8], k: usize) -> Option<(usize, Option<u8>)> {
    match src.get(k + 1)? {
        b'f' => match src.get(k + 2)? {
            b'(' => (src.len() >= k + 5).then_some((5, None)),
            b'[' => {
                let close = src[k + 3..].iter().take(12).position(|&c| c == b']')?;
                Some((close + 4, None))
            }
            c if c.is_ascii_alphanumeric() => Some((3, None)),
            _ => None,
        },
        b'-' => Some((2, Some(b'-'))),
        b' ' | b'~' => Some((2, Some(b' '))),
        b'&' => Some((2, None)),
        _ => None,
    }
}

/// A Texinfo mark at `src[k]` (`@`): a command that opens braces (counted in `braces`)
/// and reads as nothing, or `@@`, `@{`, `@}` as their character.
fn texinfo_mark(src: &[u8], k: usize, braces: &mut u32) -> Option<(usize, Option<u8>)> {
    let next = *src.get(k + 1)?;
    if matches!(next, b'@' | b'{' | b'}') {
        return Some((2, Some(next)));
    }
    let name = src[k + 1..]
        .iter()
        .take(16)
        .take_while(|c| c.is_ascii_alphabetic())
        .count();
    (name > 0 && src.get(k + 1 + name) == Some(&b'{')).then(|| {
        *braces += 1;
        (name + 2, None)
    })
}

/// A POD sequence opening at `src[k]` (`<`, after its letter at `k - 1`, which is not
/// before `copied`): how far back it starts (1) and how many bytes from `k` it spans
/// (its brackets and, doubled ones, the blanks after them). Its closing is pushed on
/// `pods`.
fn pod_open(src: &[u8], k: usize, copied: usize, pods: &mut Vec<usize>) -> Option<(usize, usize)> {
    let letter = k.checked_sub(1).filter(|&l| l >= copied)?;
    if !POD_CODES.contains(&src[letter])
        || letter
            .checked_sub(1)
            .is_some_and(|p| src[p].is_ascii_alphanumeric())
    {
        return None;
    }
    let n = src[k..].iter().take(8).take_while(|&&c| c == b'<').count();
    let blanks = src[k + n..]
        .iter()
        .take_while(|c| c.is_ascii_whitespace())
        .count();
    if n > 1 && blanks == 0 {
        return None;
    }
    pods.push(n);
    Some((1, n + blanks))
}

/// The blanks before a doubled POD closing at `k`, none before `copied`.
fn pod_blanks(src: &[u8], k: usize, copied: usize) -> usize {
    src[copied..k]
        .iter()
        .rev()
        .take_while(|c| c.is_ascii_whitespace())
        .count()
}

/// The closing of the innermost open POD sequence at `src[k]` (`>`, or `>>>` after a
/// blank), popped from `pods`.
fn pod_close(src: &[u8], k: usize, pods: &mut Vec<usize>) -> Option<(usize, Option<u8>)> {
    let &n = pods.last()?;
    let closes = src[k..].iter().take(n).take_while(|&&c| c == b'>').count() == n
        && (n == 1
            || k.checked_sub(1)
                .is_some_and(|p| src[p].is_ascii_whitespace()));
    closes.then(|| {
        pods.pop();
        (n, None)
    })
}

/// Which markup a document is written in, for [`markup`]: XML or HTML tags (`<b>`,
/// `</w:t>`), or a forum's BBCode (`[b]`, `[/code]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Markup {
    Tags,
    BbCode,
}

/// The fewest closing tags that make a text a document to read as [`markup`]: code
/// compares with `<` and indexes with `[`, but closes no element.
const MARKUP_CLOSINGS: usize = 2;

/// And at least one closing tag in this many bytes on average: a long source file whose
/// doc comments close a few HTML elements (`</code>`) is no document, and its view
/// would be most of it again.
const MARKUP_SPAN: usize = 16 * 1024;

impl Markup {
    /// The markup `src` is written in: the one with [`MARKUP_CLOSINGS`] closing tags
    /// (`</name>`, `[/name]`) or more, and one in [`MARKUP_SPAN`] bytes.
    pub fn of(src: &[u8]) -> Option<Markup> {
        let need = MARKUP_CLOSINGS.max(src.len() / MARKUP_SPAN);
        // One pass over the brackets: a search for `</` reads every `/` of a source
        // file's comments and paths as a candidate, which cost a scan of code 3%.
        let mut bbcode = 0;
        let mut tags = 0;
        for k in memchr::memchr2_iter(b'<', b'[', src) {
            if src.get(k + 1) != Some(&b'/') {
                continue;
            }
            match src[k] {
                b'<' if tag_name_end(src, k + 2, b'>').is_some() => {
                    tags += 1;
                    if tags >= need {
                        return Some(Markup::Tags);
                    }
                }
                b'[' if tag_name_end(src, k + 2, b']').is_some() => bbcode += 1,
                _ => {}
            }
        }
        (bbcode >= need).then_some(Markup::BbCode)
    }

    fn brackets(self) -> (u8, u8) {
        match self {
            Markup::Tags => (b'<', b'>'),
            Markup::BbCode => (b'[', b']'),
        }
    }
}

/// Where a tag's name that starts at `at` ends, if one does there and the tag closes
/// with `close` right after it (`</b>`, `[/code]`).
fn tag_name_end(src: &[u8], at: usize, close: u8) -> Option<usize> {
    let len = tag_name_len(src, at);
    (len > 0 && src.get(at + len) == Some(&close)).then_some(at + len)
}

/// The length of a tag's name at `at`: a letter, then letters, digits, `:`, `.`, `_`,
/// `-` (a namespace's prefix too: `w:t`); 0 if none.
fn tag_name_len(src: &[u8], at: usize) -> usize {
    match src.get(at) {
        Some(b) if b.is_ascii_alphabetic() => {
            1 + src[at + 1..]
                .iter()
                .take(40)
                .take_while(|&&b| {
                    b.is_ascii_alphanumeric() || matches!(b, b':' | b'.' | b'_' | b'-')
                })
                .count()
        }
        _ => 0,
    }
}

/// What opens and closes an XML document's sections that are no elements: a CDATA
/// section's text is the element's, its markers left out; a comment and a processing
/// instruction are left out whole. A parser joins the text on either side
/// (`ghp_abc<![CDATA[def]]>`, `ghp_abc<!-- x -->def` read `ghp_abcdef`), so [`markup`]
/// does too.
const CDATA_OPEN: &[u8] = b"<![CDATA[";
const CDATA_CLOSE: &[u8] = b"]]>";
const COMMENT_OPEN: &[u8] = b"<!--";
const COMMENT_CLOSE: &[u8] = b"-->";
const PI_OPEN: &[u8] = b"<?";
const PI_CLOSE: &[u8] = b"?>";

/// The most bytes one tag may span (its attributes): a longer `<` is a comparison.
const LONGEST_TAG: usize = 512;

/// The tag at `at` (`<b>`, `</w:t>`, `<br/>`, `<c props="…">`, `[quote=x]`, `[/c]`, `[*]`):
/// where it ends, and whether it is one that marks words within a line (bold, a code
/// span, a run of a word processor's text) rather than a block of its own.
fn tag_at(src: &[u8], at: usize, markup: Markup) -> Option<(usize, bool)> {
    let (open, close) = markup.brackets();
    if src.get(at) != Some(&open) {
        return None;
    }
    let mut name = at + 1;
    if matches!(src.get(name), Some(b'/')) {
        name += 1;
    }
    let len = tag_name_len(src, name);
    // BBCode's list item `[*]`.
    if len == 0 && !(markup == Markup::BbCode && src[name..].starts_with(b"*]")) {
        return None;
    }
    let rest = &src[name + len..src.len().min(at + LONGEST_TAG)];
    let end = match rest.first() {
        Some(&b) if b == close => name + len + 1,
        // Attributes (`<c props="…">`, `[quote=a post_id=1]`, `<br/>`): no bracket
        // before the close.
        Some(b' ' | b'\t' | b'\n' | b'\r' | b'/' | b'=') => {
            let k = rest.iter().position(|&b| b == close || b == open)?;
            if rest[k] == open {
                return None;
            }
            name + len + k + 1
        }
        Some(b'*') if markup == Markup::BbCode => name + 2,
        _ => return None,
    };
    let local = &src[name..name + len];
    let local = match local.iter().rposition(|&b| b == b':') {
        Some(c) => &local[c + 1..],
        None => local,
    };
    let inline = INLINE_TAGS.iter().any(|t| local.eq_ignore_ascii_case(t));
    Some((end, inline))
}

/// Elements that mark words within a line: HTML's phrase elements, a word processor's
/// runs (`w:r`, `w:t`, `a:r`, `a:t`, their properties, AbiWord's `c`), and a spelling
/// mark Word leaves between two runs of one word.
const INLINE_TAGS: &[&[u8]] = &[
    b"b",
    b"i",
    b"u",
    b"s",
    b"em",
    b"strong",
    b"span",
    b"font",
    b"mark",
    b"small",
    b"tt",
    b"code",
    b"codeph",
    b"literal",
    b"kbd",
    b"var",
    b"samp",
    b"sub",
    b"sup",
    b"c",
    b"r",
    b"t",
    b"rPr",
    b"proofErr",
    b"bookmarkStart",
    b"bookmarkEnd",
    b"noProof",
    b"lang",
];

/// Attributes that hold a document's text rather than describe its element (compared
/// case-blind): an outline's node (OPML's `<outline text="…">`, FreeMind's and
/// Freeplane's `TEXT`), a desktop publisher's run of text (Scribus's `<ITEXT CH="…"/>`), a
/// diagram's label (draw.io's `<UserObject label="…">`). Not `title`: hOCR keeps a
/// word's box there (`title='bbox 380 162 440 188'`), HTML a tooltip.
const TEXT_ATTRIBUTES: &[&[u8]] = &[b"text", b"ch", b"label"];

/// The value of the attribute of the tag `src[at..end]` that holds text
/// ([`TEXT_ATTRIBUTES`]), its quotes left out; `None` if the tag has none.
fn spoken(src: &[u8], at: usize, end: usize) -> Option<Range<usize>> {
    let tag = &src[at..end];
    let mut k = 0;
    while let Some(q) = memchr::memchr2(b'"', b'\'', &tag[k..]) {
        let open = k + q;
        let quote = tag[open];
        let close = open + 1 + memchr::memchr(quote, &tag[open + 1..])?;
        // The attribute's name: before `=`, after a blank.
        let eq = tag[..open].iter().rposition(|&b| b != b' ' && b != b'\t');
        if let Some(eq) = eq.filter(|&e| tag[e] == b'=') {
            let name_end = tag[..eq]
                .iter()
                .rposition(|&b| b != b' ' && b != b'\t')
                .map_or(0, |e| e + 1);
            let name_start = tag[..name_end]
                .iter()
                .rposition(|b| b.is_ascii_whitespace())
                .map_or(0, |s| s + 1);
            let name = &tag[name_start..name_end];
            if TEXT_ATTRIBUTES.iter().any(|t| name.eq_ignore_ascii_case(t)) {
                return Some(at + open + 1..at + close);
            }
        }
        k = close + 1;
    }
    None
}

/// A document's text as its reader sees it, its markup left out: a run of tags (and the
/// blanks and line breaks around them) is one space, so a name in one element and its
/// value in the next read as a name and a value (`<b>SNYK_TOKEN</b> is <tt>v</tt>`, a
/// table's `<td>NAME</td><td>v</td>`, a definition list's `<term>NAME</term>` over its
/// `<listitem><para>v`, BBCode's `[b]NAME[/b]: [c]v[/c]`); a run of inline tags alone
/// between two word characters is left out, as it splits a word (Word and PowerPoint
/// break a word into runs at a spelling or formatting mark:
/// `DD_API</a:t></a:r><a:r><a:t>_KEY`). A tag whose text lives in an attribute
/// ([`TEXT_ATTRIBUTES`]: an OPML outline's `<outline text="NAME">` over its child's
/// `<outline text="v"/>`, Scribus's `<ITEXT CH="…"/>` runs) reads as that text between
/// two spaces. Built only for a text that closes elements throughout ([`Markup::of`]).
pub fn markup(src: &[u8], markup: Markup) -> View {
    let (open, _) = markup.brackets();
    let mut v = with_capacity(src.len());
    let mut i = 0;
    let word = |b: Option<&u8>| b.is_some_and(|&b| b.is_ascii_alphanumeric() || b == b'_');
    while i < src.len() {
        let Some(k) = memchr::memchr(open, &src[i..]) else {
            v.copy(src, i, src.len());
            break;
        };
        let at = i + k;
        if markup == Markup::Tags {
            // A section that is no element: its text joined to what is on either side.
            if let Some((body, text_end, end)) = section_at(src, at) {
                v.copy(src, i, at);
                v.copy(src, body, text_end);
                i = end;
                continue;
            }
        }
        let Some((mut end, mut inline)) = tag_at(src, at, markup) else {
            v.copy(src, i, at + 1);
            i = at + 1;
            continue;
        };
        // The blanks before the run are part of it.
        let blanks = src[i..at]
            .iter()
            .rev()
            .take_while(|b| b.is_ascii_whitespace())
            .count();
        let mut start = at - blanks;
        v.copy(src, i, start);
        let mut spaced = blanks > 0;
        // A tag's text in its attribute: a space, the text, and the run goes on after it.
        let speak = |v: &mut View, start: &mut usize, at: usize, end: usize| {
            if markup == Markup::Tags {
                if let Some(text) = spoken(src, at, end) {
                    v.substitute(b' ', *start, text.start);
                    v.copy(src, text.start, text.end);
                    *start = text.end;
                    return true;
                }
            }
            false
        };
        spaced |= speak(&mut v, &mut start, at, end);
        // More tags, and the blanks between and after them.
        loop {
            let ws = src[end..]
                .iter()
                .take_while(|b| b.is_ascii_whitespace())
                .count();
            spaced |= ws > 0;
            match tag_at(src, end + ws, markup) {
                Some((next, also)) => {
                    spaced |= speak(&mut v, &mut start, end + ws, next);
                    inline &= also;
                    end = next;
                }
                None => {
                    end += ws;
                    break;
                }
            }
        }
        let glued = !spaced && inline && word(v.bytes.last()) && word(src.get(end));
        if !glued {
            v.substitute(b' ', start, end);
        }
        i = end;
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(v: &View) -> String {
        String::from_utf8_lossy(&v.bytes).into_owned()
    }

    /// The text of view `v` of `src`, once its edits are checked to hold.
    fn held(src: &str, v: &View) -> String {
        super::super::decode::edits_hold(src.as_bytes(), v).unwrap();
        text(v)
    }

    #[test]
    fn a_documents_markup_is_read_as_its_text() {
        let read = |src: &str, m: Markup| held(src, &markup(src.as_bytes(), m));
        let tags = [
            (
                "<div>The <b>SNYK_TOKEN</b> is <tt>c6dd7968</tt>.</div>",
                " The SNYK_TOKEN is c6dd7968 . ",
            ),
            (
                "<row><entry>deepgram_key</entry><entry><literal>0208a7ae</literal></entry></row>",
                " deepgram_key 0208a7ae ",
            ),
            (
                "<term>ZD_TOKEN</term>\n    <listitem><para>sms4z0s2</para></listitem>",
                " ZD_TOKEN sms4z0s2 ",
            ),
            // A word split into runs is one word again; runs a blank or a block parts
            // are not.
            (
                "<a:r><a:t>DD_API</a:t></a:r><a:r><a:rPr b=\"1\"/><a:t>_KEY</a:t></a:r>",
                " DD_API_KEY ",
            ),
            ("<c>NAME</c></p><p><c>v1</c>", " NAME v1 "),
            ("<i>a</i> <i>b</i>", " a b "),
            // Text in an attribute is text (OPML, Scribus); other attributes are not.
            (
                "<outline text=\"TWILIO_TOKEN\">\n  <outline text=\"2aae9524\" />\n</outline>",
                " TWILIO_TOKEN 2aae9524 ",
            ),
            (
                "<ITEXT CH=\"The \"/>\n<ITEXT FONT=\"Sans Bold\" CH=\"LINODE_TOKEN\"/>\n<para/>",
                " The  LINODE_TOKEN ",
            ),
            ("<p class=\"x\" id='y'>z</p>", " z "),
            ("<span title='bbox 1 2 3 4'>Token</span>", " Token "),
            // A CDATA section's text is the element's; a comment and a processing
            // instruction are nothing: the text on either side is one.
            ("<t>ghp_ab<![CDATA[cd]]>ef</t>", " ghp_abcdef "),
            ("<t>ghp_ab<!-- cut -->cd<?pi x?>ef</t>", " ghp_abcdef "),
            ("<t><![CDATA[a <b> c]]></t>", " a <b> c "),
            // A comparison is no tag (a type's parameter reads as one: only a text that
            // closes elements is read so, below).
            (
                "if a < b && c > d { Vec<u8>::new() }",
                "if a < b && c > d { Vec ::new() }",
            ),
        ];
        for (src, want) in tags {
            assert_eq!(read(src, Markup::Tags), want, "{src}");
        }
        assert_eq!(
            read("[b]LINODE_TOKEN[/b]: [c]24be1633[/c]\n[*]x", Markup::BbCode),
            " LINODE_TOKEN : 24be1633 x"
        );
        // Only a text that closes elements is read so.
        assert_eq!(Markup::of(b"<b>x</b> and <i>y</i>"), Some(Markup::Tags));
        assert_eq!(Markup::of(b"[b]x[/b] [c]y[/c]"), Some(Markup::BbCode));
        assert_eq!(Markup::of(b"fn f() -> Vec<u8> { a < b } <br>"), None);
        assert_eq!(Markup::of(b"<b>x</b> once"), None);
        assert_eq!(Markup::of(b"x = a[/2]; y = b[/3]"), None);
        // A long text closes elements throughout, not in one comment.
        let sparse = [b"/// <code>a</code> <b>b</b>\n".as_slice(), &[b' '; 70_000]].concat();
        assert_eq!(Markup::of(&sparse), None);
        let dense: Vec<u8> = (0..70)
            .flat_map(|_| [b"<p>c</p>".as_slice(), &[b' '; 1000]].concat())
            .collect();
        assert_eq!(Markup::of(&dense), Some(Markup::Tags));
    }

    #[test]
    fn documentation_marks_are_read_as_their_text() {
        let all = Inline {
            troff: true,
            texinfo: true,
            pod: true,
        };
        let read = |src: &str, kinds: Inline| held(src, &inline(src.as_bytes(), kinds));
        let cases = [
            (
                "The \\fIYandex api key\\fR is \\fBAQVN\\-x\\fR.",
                "The Yandex api key is AQVN-x.",
            ),
            ("\\f(CWcode\\fP and \\f[CR]more\\f[]", "code and more"),
            (
                "The @strong{wandb_api_key} is @code{bf12}. @@ @{x@}",
                "The wandb_api_key is bf12. @ {x}",
            ),
            ("@code{a @var{b} c} d}", "a b c d}"),
            (
                "=item deepseek_api_key\n\nC<<< sk-bd2c >>>\n\n=back",
                "=item deepseek_api_key\n\nsk-bd2c\n\n=back",
            ),
            ("B<NAME> is C<v> and C<< a->b >>", "NAME is v and a->b"),
        ];
        for (src, want) in cases {
            assert_eq!(read(src, all), want, "{src}");
        }
        // Only the markup a text is written in is read.
        let code = "let x: Vec<B<u8>> = f(); // \\fB";
        assert_eq!(read(code, Inline::default()), code);
        assert_eq!(
            needs_of(b".TH X 1\n.SH NAME\nx \\fBy\\fR and \\fIz\\fR").inline,
            Inline {
                troff: true,
                ..Inline::default()
            }
        );
        assert_eq!(needs_of(b"printf(\"\\fB\");").inline, Inline::default());
        assert!(needs_of(b"=pod\n\n=head1 NAME\n\n=item x\n").inline.pod);
        assert!(needs_of(b"@code{a} and @samp{b}").inline.texinfo);
    }

    /// [`needs`] with every line break of `src`.
    fn needs_of(src: &[u8]) -> Needs {
        let breaks: Vec<usize> = memchr::memchr_iter(b'\n', src).collect();
        needs(src, &breaks)
    }

    #[test]
    fn clean_text_needs_nothing() {
        assert_eq!(needs_of(b"fn main() { let a = b & c; }"), Needs::default());
    }

    #[test]
    fn each_escape_calls_for_its_view() {
        let cases: &[(&[u8], Needs)] = &[
            (
                b"\x1b[36mtoken",
                Needs {
                    ansi: true,
                    ..Needs::default()
                },
            ),
            (
                b"\"msg\": \"\\u001B[0;32mok\"",
                Needs {
                    ansi: true,
                    ..Needs::default()
                },
            ),
            (
                b"url=https\\://h",
                Needs {
                    properties: true,
                    ..Needs::default()
                },
            ),
            (
                b"a=b \\\n  c",
                Needs {
                    properties: true,
                    ..Needs::default()
                },
            ),
            (
                b"<a v=\"x&#10;y\"/>",
                Needs {
                    entities: true,
                    ..Needs::default()
                },
            ),
            (
                b"q?a=1&amp;b=2",
                Needs {
                    entities: true,
                    ..Needs::default()
                },
            ),
        ];
        for (src, want) in cases {
            assert_eq!(needs_of(src), *want, "{}", String::from_utf8_lossy(src));
        }
    }

    #[test]
    fn ansi_sequences_are_left_out_and_map_back() {
        let cases: &[(&[u8], &str)] = &[
            (b"\x1b[36mABC\x1b[0m", "ABC"),
            (b"\\033[0;32mABC", "ABC"),
            (b"\\e[1mABC", "ABC"),
            (b"\\x1B[31mABC", "ABC"),
            (b"\\u001b[36mABC", "ABC"),
            // `\e[A` is a whole sequence (cursor up).
            (b"\\e[ABC", "BC"),
            // Not a complete sequence: kept.
            (b"\x1b[1mKEY\x1b[0mdone", "KEY done"),
            (b"a=\x1b[1mKEY\x1b[0m\x1b[2mx", "a=KEY x"),
            (b"\\e[\x01", "\\e[\x01"),
        ];
        for (src, want) in cases {
            assert_eq!(text(&ansi(src)), *want, "{}", String::from_utf8_lossy(src));
        }
        let v = ansi(b"\x1b[36mABC");
        assert_eq!(v.source(0, 3), (5, 8));
    }

    #[test]
    fn properties_unescape_as_load_reads_them() {
        let cases: &[(&[u8], &str)] = &[
            (b"url=https\\://u\\:p@h", "url=https://u:p@h"),
            (b"a\\=b\\ c\\#d\\!e\\\\f", "a=b c#d!e\\f"),
            (b"k=\\u0041B", "k=AB"),
            (b"k=abc\\\n    def", "k=abcdef"),
            (b"k=abc\\\r\n\tdef", "k=abcdef"),
        ];
        for (src, want) in cases {
            assert_eq!(
                text(&properties(src)),
                *want,
                "{}",
                String::from_utf8_lossy(src)
            );
        }
    }

    #[test]
    fn entities_decode_and_map_back() {
        let cases: &[(&[u8], &str)] = &[
            (b"a&#10;b&#xA;c&#13;", "a\nb\nc\r"),
            (b"&lt;pw&gt; &amp; &quot;&apos;", "<pw> & \"'"),
            (b"&#;&#x;&bogus;&#12", "&#;&#x;&bogus;&#12"),
            (b"a:&#160;Basic&#xa0;b&nbsp;c", "a: Basic b c"),
        ];
        for (src, want) in cases {
            assert_eq!(
                text(&entities(src)),
                *want,
                "{}",
                String::from_utf8_lossy(src)
            );
        }
        // A comment and a processing instruction are left out, the text on either side
        // joined.
        assert_eq!(
            held(
                "a<!-- x -->b<?pi y?>c <? d",
                &entities(b"a<!-- x -->b<?pi y?>c <? d")
            ),
            "abc <? d"
        );
        // A CDATA section's markers are left out, its elements kept.
        assert_eq!(
            held(
                "<password><![CDATA[Xk9&amp;mPq]]></password> <lt;",
                &entities(b"<password><![CDATA[Xk9&amp;mPq]]></password> <lt;")
            ),
            "<password>Xk9&amp;mPq</password> <lt;"
        );
        let v = entities(b"&#10;AB");
        assert_eq!(v.source(1, 3), (5, 7));
    }

    #[test]
    fn doubled_quotes_read_as_one_and_map_back() {
        let cases: &[(&[u8], &str)] = &[
            (b"\"{\"\"k\"\": \"\"v\"\"}\"", "\"{\"k\": \"v\"}\""),
            (b"\"\"\"a\"\"\"", "\"\"a\"\""),
            (b"no quotes", "no quotes"),
            (b"\"", "\""),
        ];
        for (src, want) in cases {
            assert_eq!(
                text(&doubled_quotes(src)),
                *want,
                "{}",
                String::from_utf8_lossy(src)
            );
        }
        let v = doubled_quotes(b"{\"\"AB");
        assert_eq!(v.source(2, 4), (3, 5));
        assert!(needs_of(b"x,\"{\"\"k\"\": 1}\"").quotes);
        assert!(needs_of(b"['\"\"k\"\": \"\"v\"\"']").quotes);
        assert!(needs_of(b"\"\"k\"\":{\"\"j\"\":1}").quotes);
        assert!(!needs_of(b"if x == \"\":\n    y = \"\"").quotes);
        assert!(!needs_of(b"f(\"\", \"\"); s = \"\"\"doc\"\"\"; t = [\"\"]").quotes);
    }
}
