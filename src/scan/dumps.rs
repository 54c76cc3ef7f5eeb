//! Hex dumps (`xxd`, `hexdump -C`, `od -tx1`): lines of an offset, the bytes in fields
//! and the bytes as text. A secret longer than a line is cut in the text column and in
//! each line's fields; its bytes are read here across the lines, as the text they spell
//! ([`decode::spells_text_row`]). Only the first characters of a line are read unless it
//! starts with an offset.

use super::decode;

/// A hex dump: lines of `xxd`, `hexdump -C` or `od -tx1`, each an offset, the bytes in
/// fields of 2, 4, 8 or 16 hex digits and (after them) the bytes as text. Its bytes are read
/// across the lines, which neither a list nor the text column is: a secret longer than a
/// line is cut in each. As `(start, end)` of its lines.
pub type Dump = (usize, usize);

/// The dumps among the lines of `src` (`breaks`: its line breaks, sorted): two lines or
/// more in a row, each starting with an offset ([`offset_of`]), the offsets increasing.
/// Only the first characters of a line are read unless it starts so.
pub fn hex_dumps(src: &[u8], breaks: &[usize]) -> Vec<Dump> {
    let starts = std::iter::once(0).chain(breaks.iter().map(|&b| b + 1));
    let ends = breaks.iter().copied().chain([src.len()]);
    // Runs of lines that start with increasing offsets, as (start, end, lines).
    let mut runs = Vec::new();
    let mut open: Option<(usize, usize, u64, usize)> = None;
    for (line, end) in starts.zip(ends) {
        let text = &src[line..end];
        // A blank line inside a dump (one pasted with a line between each) goes on.
        if open.is_some() && text.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        open = match (open, hex_offset(text)) {
            (Some((start, _, last, n)), Some(o)) if o > last => Some((start, end, o, n + 1)),
            (was, now) => {
                runs.extend(was.map(|(start, end, _, n)| (start, end, n)));
                now.map(|o| (line, end, o, 1))
            }
        };
    }
    runs.extend(open.map(|(start, end, _, n)| (start, end, n)));
    // A dump's first line may follow other text (`"output": "00000000: …`, its other
    // lines a JSON string's escaped line breaks): it is read from its offset.
    runs.into_iter()
        .filter_map(|(start, end, lines)| {
            let line = src[..start.saturating_sub(1)]
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |b| b + 1);
            let tail = start.saturating_sub(1).max(line);
            let from = line.max(tail.saturating_sub(TAIL_REACH));
            let first = hex_offset(&src[start..end]);
            let before = |at: &usize| hex_offset(&src[from + at..tail]) < first;
            match tail_offset(&src[from..tail]).filter(before) {
                Some(at) => Some((from + at, end)),
                None => (lines >= 2).then_some((start, end)),
            }
        })
        .collect()
}

/// How far before a line break a dump's first line, after other text, is looked for: an
/// `xxd` or `hexdump -C` line's length, and some.
const TAIL_REACH: usize = 160;

/// Where the first stretch of `line` that reads as a dump's line starts: an offset after
/// a character that is not a letter or digit, then fields.
fn tail_offset(line: &[u8]) -> Option<usize> {
    let mut fields = Vec::new();
    (1..line.len().saturating_sub(4)).find(|&p| {
        !line[p - 1].is_ascii_alphanumeric()
            && line[p].is_ascii_hexdigit()
            && offset_of(&line[p..]).is_some_and(|r| r.start == 0)
            && !dump_fields(&line[p..], &mut None, &mut fields).is_empty()
    })
}

/// Where the offset a dump's line starts with lies: 4 to 16 hex digits after blanks,
/// then a `:` or not, then a blank.
fn offset_of(line: &[u8]) -> Option<std::ops::Range<usize>> {
    // After blanks and a gutter's or a comment's marks (a diff's `+`, a quote's `>`,
    // `#`, `//`, `*`).
    let margin = |b: &u8| matches!(b, b' ' | b'\t' | b'+' | b'>' | b'#' | b'|' | b'/' | b'*');
    let from = line.iter().take(8).position(|b| !margin(b))?;
    let digits = line[from..]
        .iter()
        .take(17)
        .take_while(|b| b.is_ascii_hexdigit())
        .count();
    let after = &line[from + digits..];
    let after = after.strip_prefix(b":").unwrap_or(after);
    ((4..=16).contains(&digits) && matches!(after.first(), Some(b' ' | b'\t')))
        .then_some(from..from + digits)
}

/// The value of a line's offset ([`offset_of`]) read in hex, as dumps write it by
/// default: what orders a dump's lines.
fn hex_offset(line: &[u8]) -> Option<u64> {
    offset_of(line).and_then(|r| offset_value(&line[r], 16))
}

fn offset_value(digits: &[u8], radix: u32) -> Option<u64> {
    u64::from_str_radix(std::str::from_utf8(digits).ok()?, radix).ok()
}

/// The fields of a dump's line after its offset, each `(start, end)` in `line`: hex
/// fields of `width` digits (the first field's, when `None`) apart by blanks, up to the
/// first other word.
fn dump_fields<'f>(
    line: &[u8],
    width: &mut Option<usize>,
    fields: &'f mut Vec<(usize, usize)>,
) -> &'f [(usize, usize)] {
    fields.clear();
    let Some(offset) = offset_of(line) else {
        return fields;
    };
    let mut i = offset.end + usize::from(line.get(offset.end) == Some(&b':'));
    loop {
        while i < line.len() && matches!(line[i], b' ' | b'\t' | b'\r') {
            i += 1;
        }
        let f = i;
        while i < line.len() && line[i].is_ascii_hexdigit() {
            i += 1;
        }
        let ends = i == line.len() || matches!(line[i], b' ' | b'\t' | b'\r');
        let digits = i - f;
        if !ends || digits == 0 || digits % 2 == 1 || digits > 16 {
            return fields;
        }
        // Fields of 1, 2, 4 or 8 bytes (`xxd -g`).
        let w = *width.get_or_insert(digits);
        if !matches!(w, 2 | 4 | 8 | 16) {
            return fields;
        }
        // A line's last field may be shorter: `xxd`'s odd byte at a dump's end.
        if digits > w {
            return fields;
        }
        fields.push((f, i));
        if digits < w {
            return fields;
        }
    }
}

/// Decodes the dump `(start, end)` of `src` into `out` (cleared first): whether its
/// bytes hold a row of text; `None` when its offsets step by no number of bytes its
/// first line holds (it is read as no dump). A line holds as many bytes as its offset is ahead of the one
/// before (in hex, octal or decimal: the most the first line's fields hold), and no
/// fields further right than the first line's end: past them is the text column, which
/// may start with a word that reads as hex.
pub fn decode_into(src: &[u8], (start, end): Dump, out: &mut Vec<u8>) -> Option<bool> {
    out.clear();
    let mut lines = src[start..end].split(|&b| b == b'\n');
    let mut width = None;
    let first = lines.next().unwrap_or_default();
    let second = lines.clone().find(|l| offset_of(l).is_some())?;
    let mut buf = Vec::new();
    let fields = dump_fields(first, &mut width, &mut buf).to_vec();
    let bytes: usize = fields.iter().map(|&(f, e)| (e - f) / 2).sum();
    let (Some(a), Some(b)) = (offset_of(first), offset_of(second)) else {
        return None;
    };
    let step = [16, 8, 10]
        .into_iter()
        .filter_map(|radix| {
            let (a, b) = (
                offset_value(&first[a.clone()], radix)?,
                offset_value(&second[b.clone()], radix)?,
            );
            usize::try_from(b.checked_sub(a)?).ok()
        })
        .filter(|&d| d <= bytes)
        .max()
        .filter(|&d| d > 0)?;
    // Where the first line's `step` bytes end: no line's fields go further right.
    let mut held = 0;
    let column = fields
        .iter()
        .find(|&&(f, e)| {
            held += (e - f) / 2;
            held >= step
        })
        .map_or(usize::MAX, |f| f.1);
    for line in std::iter::once(first).chain(lines) {
        let mut held = 0;
        for &(f, e) in dump_fields(line, &mut width, &mut buf) {
            if e > column || held >= step {
                break;
            }
            held += (e - f) / 2;
            // (Each field is hex digits, two a byte: `dump_fields` read them so.)
            out.extend(
                line[f..e]
                    .chunks_exact(2)
                    .filter_map(|pair| decode::hex_pair(pair[0], pair[1])),
            );
        }
    }
    Some(decode::spells_text_row(out))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dumped(src: &str) -> Vec<String> {
        let breaks: Vec<usize> = (0..src.len())
            .filter(|&i| src.as_bytes()[i] == b'\n')
            .collect();
        let (mut out, mut texts) = (Vec::new(), Vec::new());
        for d in hex_dumps(src.as_bytes(), &breaks) {
            if decode_into(src.as_bytes(), d, &mut out) == Some(true) {
                texts.push(String::from_utf8_lossy(&out).into_owned());
            }
        }
        texts
    }

    #[test]
    fn a_dump_is_read_across_its_lines_and_not_its_text_column() {
        const LONG: &str = "abcdef abcd the quick brown fox jumps";
        let cases = [
            (
                "xxd",
                "00000000: 6162 6364 6566 2061 6263 6420 7468 6520  abcdef abcd the \n\
                 00000010: 7175 6963 6b20 6272 6f77 6e20 666f 7820  quick brown fox \n\
                 00000020: 6a75 6d70 73                             jumps\n",
            ),
            (
                "od -Ad, decimal offsets",
                "0000000 61 62 63 64 65 66 20 61 62 63 64 20 74 68 65 20\n\
                 0000016 71 75 69 63 6b 20 62 72 6f 77 6e 20 66 6f 78 20\n\
                 0000032 6a 75 6d 70 73\n0000037\n",
            ),
            (
                "after other text",
                "out: \"00000000: 6162 6364 6566 2061 6263 6420 7468 6520  abcdef abcd the \n\
                 00000010: 7175 6963 6b20 6272 6f77 6e20 666f 7820  quick brown fox \n\
                 00000020: 6a75 6d70 73                             jumps\"\n",
            ),
        ];
        for (case, src) in cases {
            assert_eq!(dumped(src), [LONG], "{case}");
        }
    }

    #[test]
    fn lines_that_only_start_with_numbers_are_no_dump() {
        for src in [
            "2024 was a year\n2025 is another\n2026 comes\n",
            "1000 items cost 2000\n3000 more\n",
            // Offsets that go back.
            "00000010: 6162 6364 6566 2061\n00000000: 6263 6420 7468 6520\n",
            // One line.
            "00000000: 6162 6364 6566 2061 6263 6420 7468 6520  abcdef abcd the \n",
        ] {
            assert_eq!(dumped(src), Vec::<String>::new(), "{src}");
        }
    }

    #[test]
    fn blank_lines_and_wide_groups_are_read() {
        const TEXT: &str = "abcdef abcd the quick brown fox";
        let cases = [
            (
                "a blank line between each",
                "00000000: 6162 6364 6566 2061 6263 6420 7468 6520  abcdef abcd the \n\n\
                 00000010: 7175 6963 6b20 6272 6f77 6e20 666f 78    quick brown fox\n",
            ),
            (
                "xxd -g8",
                "00000000: 6162636465662061 6263642074686520  abcdef abcd the \n\
                 00000010: 717569636b206272 6f776e20666f78    quick brown fox\n",
            ),
        ];
        for (case, src) in cases {
            assert_eq!(dumped(src), [TEXT], "{case}");
        }
    }
}
