//! The anchor search over the stretches around long token runs (a token and the name
//! before it). Each position costs one lookup, without a branch until it hits, in a bit
//! table that fits in the first-level cache: the hash of its four bytes with every byte's
//! `0x20` bit set (which forgets the case of a letter), set for the first four bytes of
//! every anchor (a three-byte one followed by any byte). Only positions where it hits look
//! up the anchors by their first two bytes and compare them whole. Anchors of one or two
//! bytes need a second table, of three bytes as they are, looked up only when a set of
//! anchors holds one (the validators' stand-in words; the scanner searches such anchors
//! near runs with an automaton). The validators use the same search for stand-in words
//! and documented values in a match.
//!
//! Case-blind name anchors (`travis`, `secret_access_key`) start with letter pairs that
//! are common in code: a test of two bytes, then a hash of three, stopped at one position
//! in twenty of a code-and-JSON text and mispredicted its branch there; four folded bytes,
//! read with one load, stop far less often, and the search ran in two thirds of the time.

use std::ops::ControlFlow;

/// A bit table over 16-bit hashes.
type Bits = Box<[u64; 1024]>;

fn set(bits: &mut Bits, h: u16) {
    bits[usize::from(h >> 6)] |= 1 << (h & 63);
}

fn get(bits: &Bits, h: u16) -> bool {
    bits[usize::from(h >> 6)] & (1 << (h & 63)) != 0
}

/// Every byte with its `0x20` bit set: an ASCII letter in lowercase.
const FOLD: u32 = 0x2020_2020;

/// The hash of four folded bytes (little-endian, the first in the low byte).
fn quad_hash(q: u32) -> u16 {
    ((q | FOLD).wrapping_mul(0x9E37_79B1) >> 16) as u16
}

/// The hash of the low three bytes of `q`, as they are.
fn triple_hash(q: u32) -> u16 {
    ((q & 0x00FF_FFFF).wrapping_mul(0x85EB_CA77) >> 16) as u16
}

/// The anchors of a set of rules, by their first two bytes.
#[derive(Debug)]
pub struct Pairs {
    /// One bit for the hash of the first four bytes, folded, of each anchor of three
    /// bytes or more (the fourth of a three-byte one being any).
    quads: Bits,
    /// One bit for the hash of the first three bytes of each shorter anchor, in each of
    /// its cases (a case-blind one), the bytes past its end being any.
    triples: Bits,
    /// Whether any anchor is shorter than three bytes: only then is `triples` looked at.
    short: bool,
    /// `(key, rule, anchor)`: every key (first two bytes, in each case of a case-blind
    /// anchor) of every anchor, sorted, so one rule's anchors under one key lie together.
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

impl Pairs {
    /// The anchors of `rules` (`(rule index, its anchors, case-blind)`), by key. A
    /// one-byte anchor is filed under every second byte.
    pub fn new<'a>(rules: impl Iterator<Item = (usize, &'a [Vec<u8>], bool)>) -> Pairs {
        Pairs::of(rules, 1)
    }

    /// Like [`Pairs::new`], over the anchors of at least `min` bytes only (the others are
    /// the caller's to search).
    pub fn of<'a>(rules: impl Iterator<Item = (usize, &'a [Vec<u8>], bool)>, min: usize) -> Pairs {
        // Every byte, for the places of an anchor too short to have them.
        let any = || (0..=255).collect::<Vec<u8>>();
        let mut entries = Vec::new();
        let mut quads = Box::new([0u64; 1024]);
        let mut triples = Box::new([0u64; 1024]);
        let mut short = false;
        for (rule, anchors, ignore_case) in rules {
            for (ai, a) in anchors.iter().enumerate().filter(|(_, a)| a.len() >= min) {
                let Some(&first) = a.first() else { continue };
                let byte = |i: usize| a.get(i).map_or_else(any, |&b| cases(b, ignore_case));
                let (seconds, thirds) = (byte(1), byte(2));
                for f in cases(first, ignore_case) {
                    for &s in &seconds {
                        let key = u16::from_le_bytes([f, s]);
                        entries.push((key, rule, ai));
                        if a.len() >= 3 {
                            continue;
                        }
                        for &t in &thirds {
                            set(&mut triples, triple_hash(u32::from_le_bytes([f, s, t, 0])));
                        }
                    }
                }
                // A three-byte anchor, followed by any byte.
                let fourths = a.get(3).map_or_else(any, |&b| vec![b]);
                if let Some(three) = a.get(..3) {
                    for d in fourths {
                        let q = u32::from_le_bytes([three[0], three[1], three[2], d]);
                        set(&mut quads, quad_hash(q));
                    }
                }
                short |= a.len() < 3;
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
            quads,
            triples,
            short,
            entries,
            starts,
        }
    }

    /// Whether an anchor may start with the four bytes `q` (the first in the low byte);
    /// `SHORT`: whether an anchor shorter than three bytes may.
    fn may_start<const SHORT: bool>(&self, q: u32) -> bool {
        get(&self.quads, quad_hash(q)) | (SHORT && get(&self.triples, triple_hash(q)))
    }

    /// The first position in `at..end` (`end` within `hay`) whose bytes some anchor may
    /// start with, and its key (first two bytes). A loop of its own, with nothing of the
    /// caller's to keep, so it stays in registers; the bytes past `hay`'s end read as
    /// NULs.
    fn next(&self, hay: &[u8], at: usize, end: usize) -> Option<(usize, u16)> {
        match self.short {
            true => self.next_of::<true>(hay, at, end),
            false => self.next_of::<false>(hay, at, end),
        }
    }

    /// [`Pairs::next`], with or without the anchors shorter than three bytes (one lookup
    /// a position where no anchor is that short).
    fn next_of<const SHORT: bool>(
        &self,
        hay: &[u8],
        mut at: usize,
        end: usize,
    ) -> Option<(usize, u16)> {
        let end = end.min(hay.len());
        // Positions with four bytes from them: one load each.
        let whole = end.min(hay.len().saturating_sub(3));
        while at < whole {
            let Some(&four) = hay.get(at..).and_then(<[u8]>::first_chunk::<4>) else {
                break;
            };
            let q = u32::from_le_bytes(four);
            if self.may_start::<SHORT>(q) {
                return Some((at, q as u16));
            }
            at += 1;
        }
        while at < end {
            let b = |i: usize| hay.get(at + i).copied().unwrap_or(0);
            let q = u32::from_le_bytes([b(0), b(1), b(2), b(3)]);
            if self.may_start::<SHORT>(q) {
                return Some((at, q as u16));
            }
            at += 1;
        }
        None
    }

    /// Calls `f(position, rule, anchor)` for each position in `range` of `hay` where the
    /// first two bytes of that anchor of that rule lie (the text past `hay`'s end read as
    /// NULs) and the filter let the position through: every place an anchor could start
    /// (and a few where none does), to be compared whole by the caller.
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

    /// Every place an anchor lies whole, found by comparing it at every position.
    fn naive(rules: &[(Vec<Vec<u8>>, bool)], hay: &[u8], min: usize) -> Vec<(usize, usize, usize)> {
        let mut all = Vec::new();
        for at in 0..hay.len() {
            for (r, (anchors, blind)) in rules.iter().enumerate() {
                for (ai, a) in anchors.iter().enumerate() {
                    if a.len() >= min && lies_at(hay, at, a, *blind) {
                        all.push((at, r, ai));
                    }
                }
            }
        }
        all
    }

    proptest::proptest! {
        #![proptest_config(crate::props::config(256))]
        /// The search misses no place an anchor lies, in either case of a case-blind
        /// one, whatever the anchors' lengths (three bytes and more: one lookup a
        /// position; shorter: two), at the text's end included.
        #[test]
        fn the_search_misses_no_anchor(
            rules in proptest::collection::vec(
                (proptest::collection::vec("[a-cA-C_.\\-]{1,9}", 1..4), proptest::bool::ANY),
                1..6,
            ),
            hay in "[a-cA-C_.\\- x]{0,80}",
            min in 1usize..5,
        ) {
            // A case-blind rule's anchors are stored lowercase.
            let rules: Vec<(Vec<Vec<u8>>, bool)> = rules
                .into_iter()
                .map(|(a, blind)| {
                    let a = a.into_iter().map(|a| match blind {
                        true => a.to_ascii_lowercase().into_bytes(),
                        false => a.into_bytes(),
                    });
                    (a.collect(), blind)
                })
                .collect();
            let p = Pairs::of(
                rules.iter().enumerate().map(|(r, (a, blind))| (r, &a[..], *blind)),
                min,
            );
            let hay = hay.as_bytes();
            let mut found: Vec<(usize, usize, usize)> = starts(&p, hay)
                .into_iter()
                .filter(|&(at, r, ai)| lies_at(hay, at, &rules[r].0[ai], rules[r].1))
                .collect();
            found.sort_unstable();
            found.dedup();
            proptest::prop_assert_eq!(found, naive(&rules, hay, min));
        }
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
