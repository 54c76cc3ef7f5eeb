//! The chain verifier on every kind of tamper, each with the line where it must break.

use super::*;

/// A log of `n` chained lines, as the writer writes them.
fn log(n: usize) -> Vec<Vec<u8>> {
    let mut prev: Option<String> = None;
    (0..n)
        .map(|i| {
            let line = serde_json::to_vec(&serde_json::json!({
                "ts": format!("2026-01-01T00:00:{i:02}.000Z"),
                "request_id": format!("r{i}"),
                "prev": prev,
            }))
            .unwrap();
            prev = Some(hash_line(&line));
            line
        })
        .collect()
}

fn join(lines: &[Vec<u8>]) -> Vec<u8> {
    lines
        .iter()
        .flat_map(|l| l.iter().copied().chain([b'\n']))
        .collect()
}

fn find(hay: &[u8], needle: &[u8]) -> usize {
    hay.windows(needle.len()).position(|w| w == needle).unwrap()
}

fn check(bytes: &[u8]) -> Result<Intact, Break> {
    verify([bytes])
}

#[test]
fn an_untouched_log_is_intact_with_its_tip() {
    let lines = log(5);
    let got = check(&join(&lines)).unwrap();
    assert_eq!(got.events, 5);
    assert_eq!(got.tip, Some(hash_line(&lines[4])));
    assert_eq!(got.continues, None);
    assert_eq!(check(b"").unwrap().events, 0);
}

#[test]
fn every_tamper_breaks_at_its_line() {
    let lines = log(6);
    // (what, the tampered log, the line the verifier must name)
    let mut changed = lines.clone();
    let at = find(&changed[2], b"\"r2\"") + 2;
    changed[2][at] = b'3'; // a byte of line 3 -> line 4 no longer chains to it
    let mut prev_changed = lines.clone();
    let p = find(&prev_changed[3], b"\"prev\":\"") + 10;
    prev_changed[3][p] = if prev_changed[3][p] == b'a' {
        b'b'
    } else {
        b'a'
    };
    let mut removed = lines.clone();
    removed.remove(2); // line 3 gone -> old line 4, now line 3, breaks
    let mut inserted = lines.clone();
    inserted.insert(3, log(1).remove(0)); // a line with prev null in the middle
    let mut forged = lines.clone();
    let mut fake = serde_json::to_vec(&serde_json::json!({
        "request_id": "forged", "prev": hash_line(&lines[2])
    }))
    .unwrap();
    forged.insert(3, std::mem::take(&mut fake)); // chains to line 3; line 5 breaks
    let mut reordered = lines.clone();
    reordered.swap(2, 3);
    let mut head_cut = lines.clone();
    head_cut.remove(0);
    let cases: Vec<(&str, Vec<u8>, u64)> = vec![
        ("a byte changed", join(&changed), 4),
        ("a prev changed", join(&prev_changed), 4),
        ("a line removed", join(&removed), 3),
        ("a line inserted", join(&inserted), 4),
        ("a forged line inserted", join(&forged), 5),
        ("two lines swapped", join(&reordered), 3),
        ("the first line removed", join(&head_cut), 1),
        (
            "truncated mid-line",
            {
                let mut b = join(&lines);
                b.truncate(b.len() - 10);
                b
            },
            6,
        ),
        (
            "a line that is not JSON",
            {
                let mut l = lines.clone();
                l[1] = b"garbage".to_vec();
                join(&l)
            },
            2,
        ),
        (
            "a blank line",
            {
                let mut l = lines.clone();
                l.insert(2, Vec::new());
                join(&l)
            },
            3,
        ),
    ];
    for (what, bytes, line) in cases {
        let e = check(&bytes).expect_err(what);
        assert_eq!((e.file, e.line), (0, line), "{what}: {}", e.why);
    }
}

#[test]
fn rotated_files_verify_together_and_apart() {
    let lines = log(4);
    let rotated = serde_json::to_vec(&serde_json::json!({
        "event": ROTATED, "continues": "a.jsonl.1", "prev": hash_line(&lines[3])
    }))
    .unwrap();
    let mut next = vec![rotated.clone()];
    let after = serde_json::to_vec(&serde_json::json!({"prev": hash_line(&rotated)})).unwrap();
    next.push(after.clone());
    let (first, second) = (join(&lines), join(&next));
    let both = verify([first.as_slice(), second.as_slice()]).unwrap();
    assert_eq!(both.events, 6);
    assert_eq!(both.tip, Some(hash_line(&after)));
    // The second file alone says which hash it continues from.
    let alone = check(&second).unwrap();
    assert_eq!(alone.continues, Some(hash_line(&lines[3])));
    // Given out of order, or with the first file's tail cut, the join breaks.
    let e = verify([second.as_slice(), first.as_slice()]).unwrap_err();
    assert_eq!((e.file, e.line), (1, 1));
    let short = join(&lines[..3]);
    let e = verify([short.as_slice(), second.as_slice()]).unwrap_err();
    assert_eq!((e.file, e.line), (1, 1));
}

#[test]
fn the_tail_is_the_last_complete_line() {
    let lines = log(3);
    let bytes = join(&lines);
    let want = Tail {
        last: Some(hash_line(&lines[2])),
        good_len: bytes.len() as u64,
    };
    assert_eq!(tail(&bytes, 0), Some(want.clone()));
    let mut torn = bytes.clone();
    torn.extend_from_slice(br#"{"ts":"2026"#);
    assert_eq!(tail(&torn, 0), Some(want));
    assert_eq!(
        tail(b"{\"half", 0),
        Some(Tail {
            last: None,
            good_len: 0
        })
    );
    // A window that starts mid-file needs a whole line inside it.
    let window = &bytes[bytes.len() - 5..];
    assert_eq!(tail(window, (bytes.len() - 5) as u64), None);
    assert_eq!(hash_line(b"").len(), 64);
}

mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(crate::props::config(256))]
        /// The verifier and the writer's tail agree on any bytes (the fuzz target's
        /// invariant), and a changed byte in any line but the last is always caught.
        #[test]
        fn verify_and_tail_agree_and_any_changed_byte_breaks(
            n in 2usize..12,
            pick in any::<prop::sample::Index>(),
            flip in 1u8..=255,
            noise in prop::collection::vec(any::<u8>(), 0..64),
        ) {
            let lines = log(n);
            let bytes = join(&lines);
            let intact = check(&bytes).unwrap();
            let t = tail(&bytes, 0).unwrap();
            prop_assert_eq!(t.good_len, bytes.len() as u64);
            prop_assert_eq!(&intact.tip, &t.last);
            // Anything goes for arbitrary bytes: no panic, and agreement when intact.
            if let Ok(i) = check(&noise) {
                prop_assert_eq!(i.tip, tail(&noise, 0).unwrap().last);
            }
            let body = bytes.len() - lines[n - 1].len() - 1;
            let at = pick.index(body);
            let mut changed = bytes.clone();
            changed[at] ^= flip;
            prop_assert!(check(&changed).is_err());
        }
    }
}
