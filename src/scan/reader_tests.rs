use super::*;
use crate::scan::fake::{expand, Mode, Rng};

/// Line and column of `offset` counted over the whole text, the way a reader of it would.
fn naive(text: &[u8], offset: usize) -> (u64, u64) {
    let before = &text[..offset];
    let line = before.iter().filter(|&&b| b == b'\n').count() as u64 + 1;
    let start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |p| p + 1);
    (line, (offset - start) as u64 + 1)
}

#[test]
fn lines_and_columns_are_one_based_and_count_bytes() {
    let mut l = Lines::default();
    assert_eq!(l.place(), (1, 1), "an empty stream starts at 1:1");
    l.advance(b"ab\n");
    assert_eq!(l.place(), (2, 1), "just after a newline is column 1");
    l.advance("é".as_bytes());
    assert_eq!(l.place(), (2, 3), "columns are bytes, not characters");
    l.advance(b"\n\n");
    assert_eq!(l.place(), (4, 1));
}

#[test]
fn lines_counted_in_any_two_pieces_agree_with_the_whole() {
    let text = b"first\n\nthird line\r\nx\n\n\nlast without newline";
    for offset in 0..=text.len() {
        for split in 0..=offset {
            let mut l = Lines::default();
            l.advance(&text[..split]);
            l.advance(&text[split..offset]);
            assert_eq!(l.at(), offset);
            assert_eq!(
                l.place(),
                naive(text, offset),
                "offset {offset} split {split}"
            );
        }
    }
}

fn token(n: u64) -> String {
    expand("ghp_{a30}{crc}", Mode::Real, &mut Rng::new("reader", n))
}

/// A text of several windows with tokens at places that chunks of every tried size cut.
fn text_with_tokens(scanner: &Scanner) -> (Vec<u8>, usize) {
    let hold = scanner.max_len() * 2 + 512;
    let mut text = String::new();
    let mut n = 0;
    while text.len() < hold * 5 {
        text.push_str(&format!("line {n} of some code = call(x, y);\n"));
        if n % 37 == 5 {
            text.push_str(&format!("  let t = \"{}\"; // and more\n", token(n)));
        }
        n += 1;
    }
    let count = text.matches("ghp_").count();
    (text.into_bytes(), count)
}

fn scan_in_chunks(scanner: &Arc<Scanner>, text: &[u8], chunk: usize) -> Vec<Placed> {
    let mut scan = ReadScan::new(scanner.clone());
    let mut out = Vec::new();
    for c in text.chunks(chunk) {
        out.extend(scan.push(c));
    }
    out.extend(scan.finish());
    out
}

#[test]
fn chunked_scan_finds_what_a_whole_scan_finds_at_the_right_place() {
    let scanner = Arc::new(Scanner::new(Vec::new()).unwrap());
    let (text, tokens) = text_with_tokens(&scanner);
    let whole = scanner.hits(&text);
    assert_eq!(whole.len(), tokens, "the whole scan finds every token");
    for chunk in [1000, 4093, 9000, 65536, text.len()] {
        let found = scan_in_chunks(&scanner, &text, chunk);
        let hits: Vec<Hit> = found.iter().map(|p| p.hit).collect();
        assert_eq!(hits, whole, "chunks of {chunk}");
        for p in &found {
            assert_eq!(
                (p.line, p.col),
                naive(&text, p.hit.start),
                "chunks of {chunk}"
            );
        }
    }
}

/// A pattern of variable length cut by a chunk's end is not reported short: the finding
/// waits until the bytes after it have been read.
#[test]
fn a_finding_at_a_chunks_end_is_reported_whole() {
    let scanner = Arc::new(Scanner::new(Vec::new()).unwrap());
    // A GitLab token is 20 to 64 characters: any cut past its 20th leaves a match.
    let tok = expand("glpat-{a50}", Mode::Real, &mut Rng::new("reader", 7));
    let filler = "x = 1;\n".repeat(4000);
    let text = format!("{filler}token = \"{tok}\"\n{filler}");
    let whole = scanner.hits(text.as_bytes());
    let at = text.find(&tok).unwrap();
    assert_eq!(whole.len(), 1);
    assert_eq!((whole[0].start, whole[0].end), (at, at + tok.len()));
    for cut in at..at + tok.len() {
        let mut scan = ReadScan::new(scanner.clone());
        let mut hits: Vec<Hit> = Vec::new();
        for part in [&text.as_bytes()[..cut], &text.as_bytes()[cut..]] {
            hits.extend(scan.push(part).iter().map(|p| p.hit));
        }
        hits.extend(scan.finish().iter().map(|p| p.hit));
        assert_eq!(hits, whole, "cut at {cut}");
    }
}

#[test]
fn an_empty_stream_has_no_findings() {
    let scanner = Arc::new(Scanner::new(Vec::new()).unwrap());
    let mut scan = ReadScan::new(scanner);
    assert!(scan.push(b"").is_empty());
    assert!(scan.finish().is_empty());
}
