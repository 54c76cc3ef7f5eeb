//! A view of text whose every line carries the same lead, its gutter, left out: a log's
//! timestamp and logger (`[2025-06-04, 01:23:03 UTC] {subprocess.py:93} INFO - `,
//! `2025-06-04T01:23:03.123456789Z `, `Jun 04 01:23:03 host app[812]: `), a container's
//! name (`web-1  | `), a quoted mail reply (`> `, `>> `), a line number (`cat -n`'s
//! `    12\t`, `12 | `, `grep -n`'s `path:12:`), a paragraph's tag (`<p style="…">`).
//! A file printed through such a gutter is cut at every line: a PEM key's body, the
//! lines of a JSON object between its key's name and its value. Without the gutter
//! the lines read as the file they hold; each is mapped back to its source bytes like
//! the other views of [`super::decode`].
//!
//! Two lines share a gutter where they agree from their start (any run of digits
//! standing for any other: timestamps, counters, line numbers) up to a byte a gutter
//! ends with, and that lead holds something a gutter is made of: a digit, or it ends
//! with `>` or `|` (possibly then blanks); a gutter runs down three lines at least. A
//! lead of words alone (`use `, `let `), of blanks alone (indentation), a table's `| `,
//! or one that starts a JSON line or holds a quote, `=`, `(` or `;` outside a tag (code,
//! a record's own fields) is no gutter: code and configuration keep their lines.

use super::decode::View;

/// The most bytes of a line read for its gutter.
const MAX_GUTTER: usize = 128;

/// Whether a byte of a lead that holds a number may end its gutter (the gutter holding
/// it): a blank, `>`, `|`, `:`, `]`, or a byte of a character past ASCII (`→`).
const fn ends_gutter(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'>' | b'|' | b':' | b']') || b >= 0x80
}

/// Whether `b` is a blank inside a line.
const fn blank(b: u8) -> bool {
    b == b' ' || b == b'\t'
}

/// Whether `b`, outside a tag, says a lead is code or a record's own content (`const N:
/// u8 = 9;`, `"id": 1`), not a log's gutter: a quote, `=`, `(` or `;`.
const fn code(b: u8) -> bool {
    matches!(b, b'"' | b'\'' | b'`' | b'=' | b'(' | b';')
}

/// Bytes of a lead that [`shared`] reads as nothing but themselves where both lines
/// hold them: no digit, [`blank`], [`code`] byte, byte that may end a gutter
/// ([`ends_gutter`]) or `grep -n` mark (`-`; `:` ends a gutter), and no `<`, which opens
/// a tag.
const PLAIN: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        t[b] = !(c.is_ascii_digit()
            || blank(c)
            || code(c)
            || ends_gutter(c)
            || c == b'-'
            || c == b'<');
        b += 1;
    }
    t
};

/// The end of a number at `s[k..]`: blanks (a right-aligned column), then digits.
fn number(s: &[u8], k: usize) -> Option<usize> {
    let digits = k + s[k..].iter().take_while(|&&b| blank(b)).count();
    let end = digits
        + s[digits..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
    (end > digits).then_some(end)
}

/// Whether `x` and `y` are `grep -n`'s marks around a line number: `:` on a matching
/// line, `-` on a line of context (`cfg.json:12:` over `cfg.json-13-`).
fn grep_marks(x: u8, y: u8) -> bool {
    matches!(x, b':' | b'-') && matches!(y, b':' | b'-')
}

/// The gutter two lines share, as its length in each (numbers may differ in length);
/// `None` if they share none.
fn shared(a: &[u8], b: &[u8]) -> Option<(usize, usize)> {
    let (a, b) = (&a[..a.len().min(MAX_GUTTER)], &b[..b.len().min(MAX_GUTTER)]);
    match (a.first(), b.first()) {
        (Some(&x), Some(&y)) if blank(x) || blank(y) => return numbered(a, b),
        // A JSON line, a quoted cell, a call: the lead is the line's own content.
        (Some(b'{' | b'"' | b'\'' | b'('), _) | (None, _) | (_, None) => return None,
        _ => {}
    }
    // Inside a tag (`<p style="…">`) anything goes; elsewhere a quote, `=`, `(` or `;`
    // is code or a record's content (`const N: u8 = 9;`), not a log's lead.
    let tag = a[0] == b'<';
    let (mut i, mut j) = (0, 0);
    let mut digits = false;
    // Whether a byte other than a blank or a table's `|` was read: a Markdown or
    // box-drawn table's `| ` starts its rows, and is no gutter.
    let mut other = false;
    // The last byte read that was no blank.
    let mut last = 0u8;
    let mut best = None;
    while i < a.len() && j < b.len() {
        // Bytes the two lines share that no rule below reads (a name's letters, `_`,
        // `.`; blanks too while none could end a gutter): most of a lead that is no
        // gutter (`pub const AT_` over `pub const AT_MIN`, a generated binding's
        // thousand lines), passed at once.
        let quiet = !digits && last != b'>' && last != b'|';
        let same = a[i..]
            .iter()
            .zip(&b[j..])
            .take_while(|&(&c, &d)| c == d && (PLAIN[usize::from(c)] || quiet && blank(c)))
            .count();
        if same > 0 {
            if let Some(&c) = a[i..i + same].iter().rfind(|&&c| !blank(c)) {
                other = true;
                last = c;
            }
            (i, j) = (i + same, j + same);
            continue;
        }
        let (c, d) = (a[i], b[j]);
        // Numbers, read as one whatever their digits; blanks that right-align one only
        // where the two differ (most lines agree in their blanks, and this is a hot
        // loop).
        if c != d || c.is_ascii_digit() {
            if let (Some(x), Some(y)) = (number(a, i), number(b, j)) {
                (i, j) = (x, y);
                digits = true;
                other = true;
                last = b'0';
                continue;
            }
        }
        let before_number = || {
            a.get(i + 1).is_some_and(u8::is_ascii_digit)
                && b.get(j + 1).is_some_and(u8::is_ascii_digit)
        };
        if c != d && !(grep_marks(c, d) && (last == b'0' || before_number())) {
            break;
        }
        if !tag && code(c) {
            break;
        }
        i += 1;
        j += 1;
        other |= !blank(c) && c != b'|';
        let ends = match c {
            b'>' => true,
            b'|' => other,
            _ if blank(c) => digits || last == b'>' || last == b'|' && other,
            // `grep -n`'s `-` after a line number ends a line of context's.
            _ => digits && (ends_gutter(c) || c == b'-' && last == b'0'),
        };
        if !blank(c) {
            last = c;
        }
        if ends {
            best = Some((i, j));
        }
    }
    best
}

/// The gutter of two lines that start with a blank: a line number right-aligned in its
/// column (`cat -n`'s `     9\t`, `   12 | `, `  7→`), then the one mark that ends it.
/// Indented lines are code and configuration, whose lead is no gutter.
fn numbered(a: &[u8], b: &[u8]) -> Option<(usize, usize)> {
    let (i, j) = (number(a, 0)?, number(b, 0)?);
    let mark = |s: &[u8], k: usize| -> Option<usize> {
        match s.get(k..)? {
            [b'\t' | b':' | b'|', ..] => Some(1),
            [b' ', b'|' | b':', b' ', ..] => Some(3),
            // `→` (U+2192), as agents number the lines of a file they read.
            [0xE2, 0x86, 0x92, ..] => Some(3),
            _ => None,
        }
    };
    let (x, y) = (mark(a, i)?, mark(b, j)?);
    (a[i..i + x] == b[j..j + y]).then_some((i + x, j + y))
}

/// The text with the gutter of each line that shares one with the line before or after
/// it left out; `None` where no line does.
pub fn strip(src: &[u8]) -> Option<View> {
    let breaks: Vec<usize> = memchr::memchr_iter(b'\n', src).collect();
    strip_at(src, &breaks, true)
}

/// [`strip`], reading only the lines either side of the line breaks `breaks` (sorted):
/// in a view, those it decoded (a tool's output in a JSON string, its `\n` escaped);
/// the others are its source's, whose gutters the source's own view left out. `every`:
/// `breaks` are all the text's, so a line starts right after the break before it.
pub fn strip_at(src: &[u8], breaks: &[usize], every: bool) -> Option<View> {
    // Each pair of lines that share a gutter: where the first starts, the break between
    // them, and the gutter's length in each.
    let mut pairs: Vec<(usize, usize, usize, usize)> = Vec::new();
    let mut after_last = 0;
    for &at in breaks {
        let start = match every {
            true => after_last,
            false => memchr::memrchr(b'\n', &src[after_last..at])
                .map_or(after_last, |k| after_last + k + 1),
        };
        after_last = at + 1;
        // Most pairs of lines share no gutter by their first bytes: lines that start
        // apart (neither a number), or indented (code) with no number after the blanks.
        let (Some(&x), Some(&y)) = (src.get(start), src.get(at + 1)) else {
            continue;
        };
        let numeral = |c: u8| c.is_ascii_digit() || blank(c);
        if x != y && !(numeral(x) && numeral(y)) {
            continue;
        }
        // A line number is right-aligned within the first eight columns (`cat -n` pads
        // it to six): code indented further is passed at its ninth byte.
        if blank(x)
            && !src[start..at]
                .iter()
                .take(8)
                .find(|&&c| !blank(c))
                .is_some_and(u8::is_ascii_digit)
        {
            continue;
        }
        let next = &src[at + 1..src.len().min(at + 1 + MAX_GUTTER)];
        let next = &next[..memchr::memchr(b'\n', next).unwrap_or(next.len())];
        if let Some((mine, theirs)) = shared(&src[start..at], next) {
            pairs.push((start, at, mine, theirs));
        }
    }
    // A gutter runs down three lines at least (a log's, a quote's): two lines alike
    // are code as often (`const A1: u32 = 1;` over `const A2: u32 = 2;`), and a view
    // for them would cost a text of code a second search.
    let run = |i: usize, j: usize| pairs[i].1 + 1 == pairs[j].0;
    let mut cuts: Vec<(usize, usize)> = Vec::new();
    for i in 0..pairs.len() {
        let kept = (i > 0 && run(i - 1, i)) || (i + 1 < pairs.len() && run(i, i + 1));
        if !kept {
            continue;
        }
        let (start, at, mine, theirs) = pairs[i];
        for (line, gutter) in [(start, mine), (at + 1, theirs)] {
            // A gutter's last blank is kept: the line's first byte has a blank before
            // it, as it had in the source, not the line break (a match's leading
            // context).
            let cut = gutter - usize::from(blank(src[line + gutter - 1]));
            match cuts.last_mut() {
                Some(last) if last.0 == line => last.1 = last.1.max(cut),
                _ => cuts.push((line, cut)),
            }
        }
    }
    if cuts.iter().all(|&(_, cut)| cut == 0) {
        return None;
    }
    let mut v = View::with_capacity(src.len());
    let mut copied = 0;
    for &(line, cut) in &cuts {
        v.copy(src, copied, line);
        copied = line + cut;
    }
    v.copy(src, copied, src.len());
    v.leaves_out_leads = true;
    v.leaves_out_fields = cuts
        .iter()
        .any(|&(line, cut)| ends_in_a_field(&src[line..line + cut]));
    Some(v)
}

/// Whether a lead's last word, after another, may be a byte written as a field (one to
/// four hex digits): `od`'s offset and first byte, both numbers, read as a gutter. A
/// line number alone (`cat -n`'s) is one word.
fn ends_in_a_field(lead: &[u8]) -> bool {
    let mut words = lead.split(|&b| blank(b)).filter(|w| !w.is_empty());
    let last = words.next_back();
    words.next().is_some()
        && last.is_some_and(|w| w.len() <= 4 && w.iter().all(u8::is_ascii_hexdigit))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scan::decode;

    fn stripped(src: &str) -> Option<String> {
        let v = strip(src.as_bytes())?;
        assert_eq!(decode::edits_hold(src.as_bytes(), &v), Ok(()));
        Some(String::from_utf8(v.bytes).unwrap())
    }

    #[test]
    fn a_logs_gutter_is_left_out() {
        let log = "[2025-06-04, 01:23:02 UTC] {subprocess.py:86} INFO - Output:\n\
                   [2025-06-04, 01:23:03 UTC] {subprocess.py:93} INFO - {\n\
                   [2025-06-04, 01:23:03 UTC] {subprocess.py:93} INFO -     \"bearer\": {\n\
                   [2025-06-04, 01:23:03 UTC] {subprocess.py:93} INFO - }\n";
        assert_eq!(
            stripped(log).unwrap(),
            " Output:\n {\n     \"bearer\": {\n }\n"
        );
        // Timestamps of other lengths (RFC 3339 with its trailing zeros left out).
        let log = "2025-06-04T01:23:03.12345Z -----BEGIN\n2025-06-04T01:23:03.1234567Z MIIE\n\
                   2025-06-04T01:23:03.9Z AQAB\n";
        assert_eq!(stripped(log).unwrap(), " -----BEGIN\n MIIE\n AQAB\n");
    }

    #[test]
    fn quotes_pipes_numbers_and_tags_are_gutters() {
        assert_eq!(
            stripped("> a: {\n>   b\n> }\n").unwrap(),
            " a: {\n   b\n }\n"
        );
        assert_eq!(stripped(">> a\n>> b\n>> c").unwrap(), " a\n b\n c");
        assert_eq!(
            stripped("web-1  | a\nweb-1  | b\nweb-1  | c\n").unwrap(),
            " a\n b\n c\n"
        );
        assert_eq!(
            stripped("     9\ta\n    10\tb\n    11\tc\n").unwrap(),
            "\ta\n\tb\n\tc\n"
        );
        assert_eq!(
            stripped("cfg.json:12:  a\ncfg.json-13-  b\ncfg.json-14-  c\n").unwrap(),
            " a\n b\n c\n"
        );
        assert_eq!(
            stripped("<p class=\"x\">a\n<p class=\"x\">b\n<p class=\"x\">c\n").unwrap(),
            "a\nb\nc\n"
        );
        // A line that shares none keeps its lead.
        assert_eq!(
            stripped("x\n> a\n> b\n> c\ny\n").unwrap(),
            "x\n a\n b\n c\ny\n"
        );
    }

    proptest::proptest! {
        #![proptest_config(crate::props::config(256))]
        /// Lines made of gutters' pieces (numbers of any length, quotes, pipes, blanks,
        /// tabs, words, line breaks): the view maps back to its source and is its source
        /// away from its edits, and its runs taken from the source's are its own.
        #[test]
        fn the_view_is_its_source_away_from_its_edits(
            parts in proptest::collection::vec(0usize..12, 0..80),
        ) {
            let pieces: [&[u8]; 12] = [
                b"2025", b"7", b"> ", b"|", b" ", b"\t", b"\n", b"web-1  ", b":",
                b"-", b"QUJDRGVmZ2hpams0NTY3OAQUJDRGVm", b"\r\n",
            ];
            let text: Vec<u8> = parts.iter().flat_map(|&k| pieces[k].iter().copied()).collect();
            if let Some(v) = strip(&text) {
                proptest::prop_assert_eq!(decode::edits_hold(&text, &v), Ok(()));
                let runs = crate::scan::prefilter::long_runs(&text);
                proptest::prop_assert_eq!(v.runs(&runs), crate::scan::prefilter::long_runs(&v.bytes));
            }
        }
    }

    #[test]
    fn code_and_configuration_keep_their_lines() {
        for text in [
            "use std::io;\nuse std::fs;\n",
            "    let a = 1;\n    let b = 2;\n",
            "  - name: A\n  - name: B\n",
            "port: 80\nport: 81\n",
            "    0x00, 0x01,\n    0x02, 0x03,\n",
            "    assert_eq!(x[0], 4);\n    assert_eq!(x[0], 4);\n",
            // Two lines alike, no more.
            "const kOmitLast1: u32 = 1;\nconst kOmitLast2: u32 = 2;\nfn f() {}\n",
            "> a\n> b\nc\n",
            "{\"id\": 12, \"name\": \"a\"}\n{\"id\": 13, \"name\": \"b\"}\n",
            "\"12\",\"a\"\n\"13\",\"b\"\n",
            "| a | b |\n| --- | --- |\n",
            "│ a │\n│ b │\n",
            "/// a\n/// b\n",
            "# a\n# b\n",
            "a\n\nb\n",
            "",
            "\n\n",
        ] {
            assert_eq!(stripped(text), None, "{text:?}");
        }
    }
}
