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

/// Code-like text of exactly `len` bytes with a secret of a different kind straddling
/// each of `cuts`; around `long_line_at` no newline for 30 KB (a part whose first line
/// began in the part before).
fn text_with_secrets_across(
    scanner: &Scanner,
    len: usize,
    cuts: &[usize],
    long_line_at: usize,
) -> Vec<u8> {
    let mut text = Vec::with_capacity(len + 100);
    let mut n = 0;
    while text.len() < len {
        text.extend_from_slice(format!("    let x{n} = call(\"y\", {n}); // z\n").as_bytes());
        n += 1;
    }
    text.truncate(len);
    for b in text[long_line_at - 15_000..long_line_at + 15_000].iter_mut() {
        if *b == b'\n' {
            *b = b' ';
        }
    }
    let kinds = [
        "github-pat",
        "slack-bot-token",
        "private-key-openssh",
        "stripe-secret-key",
    ];
    for (i, &cut) in cuts.iter().enumerate() {
        let kind = match cut == long_line_at {
            true => "github-pat",
            false => kinds[i % kinds.len()],
        };
        let rule = scanner.rules().iter().find(|r| r.id == kind).unwrap();
        let secret = expand(&rule.fake, Mode::Real, &mut Rng::new("parts", i as u64));
        let line = match cut == long_line_at {
            true => format!(" key = \"{secret}\" "),
            false => format!("\nkey = \"{secret}\"\n"),
        };
        let at = cut - 7.min(line.len() / 2);
        text[at..at + line.len()].copy_from_slice(line.as_bytes());
    }
    text
}

/// A large file scanned in parts at once gives what one stream over it gives, finding
/// for finding and place for place, whether a secret straddles a part's start or a part
/// starts in the middle of a long line.
#[test]
fn a_file_scanned_in_parts_finds_what_one_stream_finds() {
    let scanner = Arc::new(Scanner::new(Vec::new()).unwrap());
    let chunk = 4096;
    let lookback = ReadScan::new(scanner.clone()).lookback();
    let len = 6 * min_part(chunk, lookback) + 777;
    // Where the parts of 2, 3, 4 and 5 start, and the secrets straddling them.
    let mut cuts: Vec<usize> = (2..=5)
        .flat_map(|parts| (1..parts).map(move |k| len / parts * k))
        .collect();
    cuts.sort_unstable();
    cuts.dedup();
    let long_line_at = len / 3;
    let mut text = text_with_secrets_across(&scanner, len, &cuts, long_line_at);
    // Where the second of six parts starts, a key id glued to the word before it: no
    // finding (`\b` before it fails), unless a part's scan began right there.
    let rule = scanner
        .rules()
        .iter()
        .find(|r| r.id == "aws-access-key-id")
        .unwrap();
    let glued = format!(
        "x{} ",
        expand(&rule.fake, Mode::Real, &mut Rng::new("parts", 99))
    );
    let at = len / 6 - 1;
    text[at..at + glued.len()].copy_from_slice(glued.as_bytes());
    let unglued = [&text[..at], b" ", &text[at + 1..]].concat();
    assert_eq!(scanner.hits(&unglued).len(), scanner.hits(&text).len() + 1);
    let whole = scanner.hits(&text);
    assert!(
        whole.len() >= cuts.len(),
        "{} findings for {} secrets",
        whole.len(),
        cuts.len()
    );
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.txt");
    std::fs::write(&path, &text).unwrap();
    let file = std::fs::File::open(&path).unwrap();
    let mut one = Vec::new();
    let mut buf = vec![0; chunk];
    let mut reader = &text[..];
    let filled = read_full(&mut reader, &mut buf).unwrap();
    scan_read(scanner.clone(), &mut reader, &mut buf, filled, |p| {
        one.push(p);
        Ok(())
    })
    .unwrap();
    assert_eq!(one.iter().map(|p| p.hit).collect::<Vec<_>>(), whole);
    for parts in 1..=6 {
        let mut found = Vec::new();
        scan_parts(&scanner, &file, text.len(), parts, chunk, |p| {
            found.push(p);
            Ok(())
        })
        .unwrap();
        assert_eq!(found, one, "{parts} parts");
        for p in &found {
            assert_eq!((p.line, p.col), naive(&text, p.hit.start), "{parts} parts");
        }
    }
}

/// A writer that fails (a closed pipe) stops every part's thread and is the answer.
#[test]
fn a_failed_write_stops_a_scan_in_parts() {
    let scanner = Arc::new(Scanner::new(Vec::new()).unwrap());
    let chunk = 4096;
    let lookback = ReadScan::new(scanner.clone()).lookback();
    let len = 4 * min_part(chunk, lookback);
    let cuts: Vec<usize> = (1..8).map(|k| len / 8 * k).collect();
    let text = text_with_secrets_across(&scanner, len, &cuts, len / 2);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.txt");
    std::fs::write(&path, &text).unwrap();
    let file = std::fs::File::open(&path).unwrap();
    let mut calls = 0;
    let err = scan_parts(&scanner, &file, len, 4, chunk, |_| {
        calls += 1;
        Err(io::Error::new(io::ErrorKind::BrokenPipe, "closed"))
    })
    .unwrap_err();
    assert_eq!(err.kind(), io::ErrorKind::BrokenPipe);
    assert_eq!(calls, 1, "nothing is written after the first failure");
}
