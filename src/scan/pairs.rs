//! The anchor search over the short stretches around long token runs (a token and the
//! name before it, a hundred bytes or so). Over so few bytes an automaton's set-up and
//! its state walk cost more than the text does; here each position costs one lookup of
//! its first two bytes in a bit table, then of its first three in a hashed one, and only
//! positions where some anchor starts with those bytes (in any case, for a case-blind
//! anchor) compare whole anchors. The validators use the same search for stand-in words
//! and documented values in a match.

use std::ops::ControlFlow;

/// The anchors of a set of rules, by their first two bytes.
#[derive(Debug)]
pub struct Pairs {
    /// One bit for each two-byte key (`first | second << 8`) some anchor starts with.
    bits: Box<[u64; 1024]>,
    /// One bit for each hash of a key and the byte after it ([`third`]) some anchor
    /// starts with; an anchor of fewer than three bytes sets the bits of every third.
    thirds: Box<[u64; 512]>,
    /// `(key, rule, anchor)`: every key of every anchor, sorted, so one rule's anchors
    /// under one key lie together.
    entries: Vec<(u16, usize, usize)>,
    /// Where each key's entries begin in `entries` (and, at `key + 1`, end): a lookup a
    /// candidate position, where a binary search was a sixth of a scan of code and JSON.
    starts: Box<[u32]>,
}

/// The bytes an anchor's byte matches: itself, and its other case if case-blind.
fn cases(b: u8, ignore_case: bool) -> Vec<u8> {
    match ignore_case && b.is_ascii_alphabetic() {
        true => vec![b.to_ascii_lowercase(), b.to_ascii_uppercase()],
        false => vec![b],
    }
}

/// The bit of `thirds` for a key and the byte after it.
fn third(key: u16, b: u8) -> usize {
    ((u32::from(key).wrapping_mul(0x9E37_79B1) >> 17) ^ u32::from(b).wrapping_mul(97)) as usize
        & 0x7FFF
}

impl Pairs {
    /// The anchors of `rules` (`(rule index, its anchors, case-blind)`), by key. A
    /// one-byte anchor is filed under every second byte.
    pub fn new<'a>(rules: impl Iterator<Item = (usize, &'a [Vec<u8>], bool)>) -> Pairs {
        // Every byte, for the places of an anchor too short to have them.
        let any = || (0..=255).collect::<Vec<u8>>();
        let mut entries = Vec::new();
        let mut bits = Box::new([0u64; 1024]);
        let mut thirds = Box::new([0u64; 512]);
        for (rule, anchors, ignore_case) in rules {
            for (ai, a) in anchors.iter().enumerate() {
                let Some(&first) = a.first() else { continue };
                let byte = |i: usize| a.get(i).map_or_else(any, |&b| cases(b, ignore_case));
                let (seconds, third_bytes) = (byte(1), byte(2));
                for f in cases(first, ignore_case) {
                    for &s in &seconds {
                        let key = u16::from_le_bytes([f, s]);
                        entries.push((key, rule, ai));
                        bits[usize::from(key >> 6)] |= 1 << (key & 63);
                        for &t in &third_bytes {
                            let h = third(key, t);
                            thirds[h >> 6] |= 1 << (h & 63);
                        }
                    }
                }
            }
        }
        entries.sort_unstable();
        entries.dedup();
        let mut starts = vec![0u32; 1 << 16 | 1].into_boxed_slice();
        let mut i = 0;
        for (key, slot) in starts.iter_mut().enumerate() {
            while i < entries.len() && usize::from(entries[i].0) < key {
                i += 1;
            }
            // An anchor table never holds 4 billion entries; saturate rather than wrap.
            *slot = u32::try_from(i).unwrap_or(u32::MAX);
        }
        Pairs {
            bits,
            thirds,
            entries,
            starts,
        }
    }

    /// The first position in `at..end` (`end` within `hay`) whose first two bytes, and
    /// maybe its third, some anchor starts with; and its key. A loop of its own, with
    /// nothing of the caller's to keep, so it stays in registers.
    fn next(&self, hay: &[u8], mut at: usize, end: usize) -> Option<(usize, u16)> {
        let end = end.min(hay.len());
        let paired = |key: u16| self.bits[usize::from(key >> 6)] & (1 << (key & 63)) != 0;
        let tripled = |key: u16, third_byte: u8| {
            let h = third(key, third_byte);
            self.thirds[h >> 6] & (1 << (h & 63)) != 0
        };
        // Positions with a byte after them; the last byte of `hay` is followed by NULs.
        let with_next = &hay[..(end + 1).min(hay.len())];
        while at + 1 < with_next.len() {
            let key = u16::from_le_bytes([with_next[at], with_next[at + 1]]);
            if paired(key) && tripled(key, hay.get(at + 2).copied().unwrap_or(0)) {
                return Some((at, key));
            }
            at += 1;
        }
        let key = u16::from(*hay.get(at).filter(|_| at < end && at + 1 == hay.len())?);
        (paired(key) && tripled(key, 0)).then_some((at, key))
    }

    /// Calls `f(position, rule, anchor)` for each position in `range` of `hay` where the
    /// first two bytes of that anchor of that rule lie (the text past `hay`'s end read as
    /// NULs), and its third may: every place an anchor could start, to be compared whole
    /// by the caller.
    /// Stops where `f` breaks.
    pub fn each(
        &self,
        hay: &[u8],
        range: std::ops::Range<usize>,
        mut f: impl FnMut(usize, usize, usize) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let end = range.end.min(hay.len());
        let mut from = range.start;
        while let Some((at, key)) = self.next(hay, from, end) {
            let k = usize::from(key);
            let (first, last) = (self.starts[k] as usize, self.starts[k + 1] as usize);
            for &(_, rule, anchor) in self.entries.get(first..last).unwrap_or(&[]) {
                f(at, rule, anchor)?;
            }
            from = at + 1;
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
        assert!(starts(&p, b"").is_empty());
        // At every position, the first and the last included.
        for at in 0..20 {
            let hay = format!("{}ghp_{}", " ".repeat(at), " ".repeat(19 - at));
            assert_eq!(
                starts(&p, hay.as_bytes()),
                vec![(at, 0, 0), (at, 0, 1)],
                "{at}"
            );
        }
    }
}
