//! The evaluation corpus (tests/data/scan/corpus.jsonl, from tools/gen_scan_corpus.py):
//! every credential kind inside the carriers requests use, and hard negatives in the same
//! carriers. Markers are expanded here, at test time, so no token is committed.
//! `WIREPASS_DUMP_CORPUS=FILE` writes the expanded corpus (for tools/compare_detect_secrets.py).

use base64::Engine as _;
use wirepass::scan::fake::{expand, Mode, Rng};
use wirepass::scan::Scanner;

fn marker(s: &Scanner, body: &str) -> String {
    let (kind, rest) = body.split_once(':').unwrap_or((body, ""));
    let b64 = |t: &str| base64::engine::general_purpose::STANDARD.encode(t);
    match kind {
        "fake" | "neg" => {
            let parts: Vec<&str> = rest.split(':').collect();
            let rule = s.rules().iter().find(|r| r.id == parts[0]).unwrap();
            let (mode, n) = match parts.as_slice() {
                [_, n] => (Mode::Real, n),
                [_, "repeat", n] => (Mode::Repeat, n),
                [_, "sequential", n] => (Mode::Sequential, n),
                [_, _, n] => (Mode::Example, n),
                _ => panic!("bad marker {body}"),
            };
            let seed: u64 = n.parse().unwrap();
            expand(
                &rule.fake,
                mode,
                &mut Rng::new(&format!("corpus:{}", rule.id), seed),
            )
        }
        "json" => {
            let q = serde_json::to_string(rest).unwrap();
            q[1..q.len() - 1].to_string()
        }
        "pct" => percent_encoding::utf8_percent_encode(rest, percent_encoding::NON_ALPHANUMERIC)
            .to_string(),
        "b64" => b64(rest),
        "b64wrap" => b64(rest)
            .as_bytes()
            .chunks(76)
            .map(|c| std::str::from_utf8(c).unwrap())
            .collect::<Vec<_>>()
            .join("\r\n"),
        _ => panic!("unknown marker {kind}"),
    }
}

/// Expands innermost markers first.
fn expand_text(s: &Scanner, text: &str) -> String {
    let mut t = text.to_string();
    while let Some(close) = t.find('⟧') {
        let open = t[..close].rfind('⟦').expect("balanced markers");
        let value = marker(s, &t[open + '⟦'.len_utf8()..close]);
        t.replace_range(open..close + '⟧'.len_utf8(), &value);
    }
    t
}

#[test]
fn corpus_recall_and_false_positive_rate() {
    let s = Scanner::new(Vec::new()).unwrap();
    let raw = std::fs::read_to_string("tests/data/scan/corpus.jsonl").unwrap();
    let (mut pos, mut hit, mut neg, mut fp) = (0, 0, 0, 0);
    let mut misses = Vec::new();
    let mut dump = Vec::new();
    for line in raw.lines() {
        let mut case: serde_json::Value = serde_json::from_str(line).unwrap();
        let text = expand_text(&s, case["text"].as_str().unwrap());
        let found = s.scan(text.as_bytes());
        let id = case["id"].as_str().unwrap().to_string();
        if case["label"] == "secret" {
            pos += 1;
            if found.is_empty() {
                misses.push(format!("missed {id} {} {}", case["rule"], case["carrier"]));
            } else {
                hit += 1;
            }
        } else {
            neg += 1;
            if !found.is_empty() {
                fp += 1;
                misses.push(format!(
                    "flagged {id} {} {}: {:?}",
                    case["rule"], case["carrier"], found[0].rule
                ));
            }
        }
        case["text"] = serde_json::Value::String(text);
        dump.push(case.to_string());
    }
    if let Ok(path) = std::env::var("WIREPASS_DUMP_CORPUS") {
        std::fs::write(path, dump.join("\n") + "\n").unwrap();
    }
    let recall = hit as f64 / pos as f64;
    let fp_rate = fp as f64 / neg as f64;
    println!(
        "corpus: {pos} secrets, {neg} clean; recall {recall:.4}, false positives {fp_rate:.4}"
    );
    assert!(pos >= 300 && neg >= 300, "several hundred cases each");
    assert!(
        recall >= 0.99 && fp_rate <= 0.01,
        "recall {recall} fp {fp_rate}\n{misses:#?}"
    );
}

/// `wirepass scan` reads in chunks through the streaming window: over the whole corpus
/// as one text, cut into chunks of several sizes, it finds exactly what one scan of the
/// whole text finds, at the same offsets.
#[test]
fn the_corpus_read_in_chunks_gives_the_whole_texts_findings() {
    use std::sync::Arc;
    use wirepass::scan::reader::{ReadScan, CHUNK};
    let s = Arc::new(Scanner::new(Vec::new()).unwrap());
    let raw = std::fs::read_to_string("tests/data/scan/corpus.jsonl").unwrap();
    let mut text = String::new();
    for line in raw.lines() {
        let case: serde_json::Value = serde_json::from_str(line).unwrap();
        text.push_str(&expand_text(&s, case["text"].as_str().unwrap()));
        text.push('\n');
    }
    let whole = s.hits(text.as_bytes());
    assert!(whole.len() > 300, "the corpus's secrets are found");
    for chunk in [4096, 10_007, CHUNK] {
        let mut scan = ReadScan::new(s.clone());
        let mut found = Vec::new();
        for c in text.as_bytes().chunks(chunk) {
            found.extend(scan.push(c).into_iter().map(|p| p.hit));
        }
        found.extend(scan.finish().into_iter().map(|p| p.hit));
        let name = |h: &wirepass::scan::Hit| (s.rules()[h.rule].id.clone(), h.start, h.end);
        let missed: Vec<_> = whole
            .iter()
            .filter(|h| !found.contains(h))
            .map(name)
            .collect();
        let extra: Vec<_> = found
            .iter()
            .filter(|h| !whole.contains(h))
            .map(name)
            .collect();
        assert!(
            missed.is_empty() && extra.is_empty(),
            "chunks of {chunk}: missed {missed:?}, extra {extra:?}"
        );
        assert_eq!(found, whole, "chunks of {chunk}: same order");
    }
}
