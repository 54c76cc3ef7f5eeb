//! The anchor search over the short stretches around long token runs (a token and the
//! name before it, a hundred bytes or so). Over so few bytes an automaton's set-up and
//! its state walk cost more than the text does; here each position costs one lookup of
//! its first two bytes in a bit table, and only positions where some anchor starts with
//! those two bytes (in any case, for a case-blind anchor) compare whole anchors. The
//! validators use the same search for stand-in words and documented values in a match.

use std::ops::ControlFlow;

/// The anchors of a set of rules, by their first two bytes.
#[derive(Debug)]
pub struct Pairs {
    /// One bit for each two-byte key (`first | second << 8`) some anchor starts with.
    bits: Box<[u64; 1024]>,
    /// `(key, rule, anchor)`: every key of every anchor, sorted, so one rule's anchors
    /// under one key lie together.
    entries: Vec<(u16, usize, usize)>,
}

/// The bytes an anchor's byte matches: itself, and its other case if case-blind.
fn cases(b: u8, ignore_case: bool) -> Vec<u8> {
    match ignore_case && b.is_ascii_alphabetic() {
        true => vec![b.to_ascii_lowercase(), b.to_ascii_uppercase()],
        false => vec![b],
    }
}

impl Pairs {
    /// The anchors of `rules` (`(rule index, its anchors, case-blind)`), by key. A
    /// one-byte anchor is filed under every second byte.
    pub fn new<'a>(rules: impl Iterator<Item = (usize, &'a [Vec<u8>], bool)>) -> Pairs {
        let mut entries = Vec::new();
        for (rule, anchors, ignore_case) in rules {
            for (ai, a) in anchors.iter().enumerate() {
                let Some(&first) = a.first() else { continue };
                let seconds = match a.get(1) {
                    Some(&b) => cases(b, ignore_case),
                    None => (0..=255).collect(),
                };
                for f in cases(first, ignore_case) {
                    for &s in &seconds {
                        entries.push((u16::from_le_bytes([f, s]), rule, ai));
                    }
                }
            }
        }
        entries.sort_unstable();
        entries.dedup();
        let mut bits = Box::new([0u64; 1024]);
        for &(key, _, _) in &entries {
            bits[usize::from(key >> 6)] |= 1 << (key & 63);
        }
        Pairs { bits, entries }
    }

    /// Calls `f(position, rule, anchor)` for each position in `range` of `hay` where the
    /// first two bytes of that anchor of that rule lie (the text past `hay`'s end read as
    /// a NUL): every place an anchor could start, to be compared whole by the caller.
    /// Stops where `f` breaks.
    pub fn each(
        &self,
        hay: &[u8],
        range: std::ops::Range<usize>,
        mut f: impl FnMut(usize, usize, usize) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let end = range.end.min(hay.len());
        let start = range.start.min(end);
        // Each position with the byte after it; the last byte of `hay` with a NUL.
        let pairs = hay[start..hay.len().min(end + 1)].windows(2);
        let last = (end == hay.len() && start < end).then(|| [hay[end - 1], 0]);
        for (at, pair) in (start..).zip(pairs.map(|w| [w[0], w[1]]).chain(last)) {
            let key = u16::from_le_bytes(pair);
            if self.bits[usize::from(key >> 6)] & (1 << (key & 63)) != 0 {
                let from = self.entries.partition_point(|e| e.0 < key);
                for &(_, rule, anchor) in self.entries[from..].iter().take_while(|e| e.0 == key) {
                    f(at, rule, anchor)?;
                }
            }
        }
        ControlFlow::Continue(())
    }
}

/// Whether `anchor` lies whole at `at` in `hay` (in any ASCII case if `ignore_case`;
/// such anchors are stored lowercase).
pub fn lies_at(hay: &[u8], at: usize, anchor: &[u8], ignore_case: bool) -> bool {
    match hay.get(at..at + anchor.len()) {
        Some(there) if ignore_case => there.eq_ignore_ascii_case(anchor),
        Some(there) => there == anchor,
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn starts(p: &Pairs, hay: &[u8]) -> Vec<(usize, usize, usize)> {
        let mut all = Vec::new();
        let _ = p.each(hay, 0..hay.len(), |at, r, a| {
            all.push((at, r, a));
            ControlFlow::Continue(())
        });
        all
    }

    #[test]
    fn finds_starts_in_any_case_for_case_blind_rules() {
        let exact = [b"ghp_".to_vec(), b"g".to_vec()];
        let blind = [b"secret".to_vec()];
        let p = Pairs::new([(0, &exact[..], false), (1, &blind[..], true)].into_iter());
        assert_eq!(starts(&p, b"x ghp_"), vec![(2, 0, 0), (2, 0, 1)]);
        assert_eq!(starts(&p, b"SeCRET Ghp"), vec![(0, 1, 0)]);
        // A one-byte anchor at the very end is still a start.
        assert_eq!(starts(&p, b"ag"), vec![(1, 0, 1)]);
        assert!(starts(&p, b"hp_ sc").is_empty());
        let first = p.each(b"ghp_ ghp_", 0..9, |at, _, _| match at {
            5 => ControlFlow::Break(()),
            _ => ControlFlow::Continue(()),
        });
        assert!(first.is_break());
    }
}
