//! A direct matcher for the form most rule patterns take: literals, byte classes with
//! counted repeats, alternations, optional parts, `\b`, `^`, `$` and group 1
//! (`\bghp_([A-Za-z0-9]{36})\b`). An anchored regex search costs thousands of
//! instructions a match in set-up and state walking, more again to find group 1; this
//! walks the pattern's instructions over the bytes, backtracking exactly as the regex's
//! leftmost-first semantics prefer (the left alternative first, a repeat's most first),
//! so it finds the same match. A search that would backtrack more than [`MAX_STEPS`]
//! gives up and is left to the regex, so a crafted text cannot make it slow. A pattern
//! that keeps giving up on a thread's text is strained (see `STRAIN`): its searches there
//! give up sooner for a while, as the text is likely made to make them (`PASSWORD: : :
//! …`, where a named rule's separator tries every way to split the run).

use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, Ordering};

use regex_syntax::hir::{Class, Hir, HirKind, Look};

/// The most steps one search takes before it gives up.
const MAX_STEPS: usize = 2048;

/// The most steps one search of a strained pattern takes.
const STRAINED_STEPS: usize = 256;

/// The give-ups within one window of a pattern's searches on a thread that strain it
/// for the rest of that window.
const STRAIN_GIVE_UPS: u16 = 16;

/// A pattern's searches on a thread counted in one window; a window starts unstrained.
const STRAIN_WINDOW: u16 = 4096;

/// Numbers for shapes, never reused.
static NEXT_SHAPE: AtomicU64 = AtomicU64::new(0);

/// How often a pattern's searches gave up on a thread lately: a slot of [`STRAIN`].
#[derive(Clone, Copy)]
struct Strain {
    shape: u64,
    searches: u16,
    give_ups: u16,
}

/// Slots, by shape number, for the patterns a thread searches with; a pattern that meets
/// another's slot starts counting afresh.
const STRAIN_SLOTS: usize = 64;

thread_local! {
    /// A thread's counts: what strains a pattern is the text this thread scans, and a
    /// give-up only moves work to the regex, which finds the same match, so the counts
    /// change how fast a search is, never what it finds.
    static STRAIN: RefCell<[Strain; STRAIN_SLOTS]> = const {
        RefCell::new(
            [Strain {
                shape: u64::MAX,
                searches: 0,
                give_ups: 0,
            }; STRAIN_SLOTS],
        )
    };
}

/// One instruction.
#[derive(Debug, Clone)]
enum Op {
    /// These bytes, exactly.
    Literal(Vec<u8>),
    /// `min..=max` bytes of a class, as many as possible first (as few, if `lazy`).
    Repeat {
        set: [u64; 4],
        min: usize,
        max: usize,
        lazy: bool,
    },
    /// `min..=max` times one of these sequences of byte sets, as many as possible
    /// first; no two start with the same byte, so each time at most one fits
    /// (`(?:\s|\\[rn]|[A-Za-z0-9+/=])` in a PEM body).
    Loop {
        alternatives: Vec<Vec<[u64; 4]>>,
        /// For each byte, the alternative it can start (`u8::MAX`: none).
        starts: Box<[u8; 256]>,
        min: usize,
        max: usize,
    },
    /// A zero-width assertion.
    Look(Look),
    /// Where group 1 starts (0) or ends (1).
    Save(usize),
    /// Try the first instruction; if the rest fails from there, the second.
    Split(usize, usize),
    Jump(usize),
    Match,
}

/// What can start a match from one instruction: the bytes a way from there may read
/// first, and whether some way reads none before it matches (then any byte, or the
/// text's end, may follow).
#[derive(Debug, Clone, Copy)]
struct First {
    bytes: [u64; 4],
    empty: bool,
}

impl First {
    /// Whether a way from here may match when the text at `pos` is `hay[pos..]`.
    fn admits(&self, hay: &[u8], pos: usize) -> bool {
        self.empty || hay.get(pos).is_some_and(|&b| in_set(&self.bytes, b))
    }
}

/// A pattern in the form this module matches directly.
#[derive(Debug, Clone)]
pub struct Shape {
    ops: Vec<Op>,
    /// For each instruction, what can start a match from it: a split does not try a way
    /// that cannot start with the byte at hand (a separator's dozens of alternatives, each
    /// a literal), nor a repeat a count after which the rest cannot go on.
    first: Vec<First>,
    /// A number no other shape of the process has but its clones, which share its counts
    /// (`STRAIN`'s key).
    id: u64,
}

/// A match: its range and group 1's (the whole match when the pattern has no group).
pub type Spans = (std::ops::Range<usize>, std::ops::Range<usize>);

/// What a search found, or that it gave up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    Match(Spans),
    NoMatch,
    GaveUp,
}

fn in_set(set: &[u64; 4], b: u8) -> bool {
    set[usize::from(b >> 6)] >> (b & 63) & 1 != 0
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// One search's state.
struct Search<'a> {
    ops: &'a [Op],
    first: &'a [First],
    hay: &'a [u8],
    group: [Option<usize>; 2],
    steps: usize,
    /// The most steps this search takes.
    limit: usize,
}

/// A search that took too many steps.
struct TooLong;

impl Shape {
    /// The shape of `hir`, if it has one.
    pub fn of(hir: &Hir) -> Option<Shape> {
        let mut ops = Vec::new();
        compile(hir, &mut ops)?;
        ops.push(Op::Match);
        Some(Shape {
            first: firsts(&ops),
            ops,
            id: NEXT_SHAPE.fetch_add(1, Ordering::Relaxed),
        })
    }

    /// The match starting exactly at `at` in `hay` (which ends the text: `$` matches at
    /// its end, and a `\b` there sees no byte after), with group 1.
    pub fn match_at(&self, hay: &[u8], at: usize) -> Outcome {
        if at > hay.len() {
            return Outcome::NoMatch;
        }
        let mut search = Search {
            ops: &self.ops,
            first: &self.first,
            hay,
            group: [None; 2],
            steps: 0,
            limit: self.limit(),
        };
        match search.run(0, at) {
            Err(TooLong) => {
                self.gave_up();
                Outcome::GaveUp
            }
            Ok(None) => Outcome::NoMatch,
            Ok(Some(end)) => {
                let secret = match search.group {
                    [Some(s), Some(e)] => s..e,
                    _ => at..end,
                };
                Outcome::Match((at..end, secret))
            }
        }
    }

    /// The steps this search may take, counting it in this thread's window.
    fn limit(&self) -> usize {
        STRAIN.with_borrow_mut(|slots| {
            let slot = &mut slots[self.slot()];
            if slot.shape != self.id || slot.searches >= STRAIN_WINDOW {
                *slot = Strain {
                    shape: self.id,
                    searches: 0,
                    give_ups: 0,
                };
            }
            slot.searches += 1;
            if slot.give_ups >= STRAIN_GIVE_UPS {
                STRAINED_STEPS
            } else {
                MAX_STEPS
            }
        })
    }

    /// Counts a give-up in this thread's window.
    fn gave_up(&self) {
        STRAIN.with_borrow_mut(|slots| {
            let slot = &mut slots[self.slot()];
            if slot.shape == self.id {
                slot.give_ups = slot.give_ups.saturating_add(1);
            }
        });
    }

    fn slot(&self) -> usize {
        (self.id % STRAIN_SLOTS as u64) as usize
    }
}

impl Search<'_> {
    /// Whether a way from instruction `pc` may match at `pos` ([`First`]). A way not
    /// tried counts one step, as trying it took at least one: no search goes on longer than
    /// it would have, and a text made to make a pattern give up still does (`STRAIN`).
    fn admits(&mut self, pc: usize, pos: usize) -> Result<bool, TooLong> {
        if self.first[pc].admits(self.hay, pos) {
            return Ok(true);
        }
        self.steps += 1;
        match self.steps > self.limit {
            true => Err(TooLong),
            false => Ok(false),
        }
    }

    /// Runs from instruction `pc` at `pos`: the end of the first way to the match.
    fn run(&mut self, mut pc: usize, mut pos: usize) -> Result<Option<usize>, TooLong> {
        loop {
            self.steps += 1;
            if self.steps > self.limit {
                return Err(TooLong);
            }
            match &self.ops[pc] {
                Op::Literal(l) => match self.hay.get(pos..pos + l.len()) {
                    Some(there) if there == l.as_slice() => pos += l.len(),
                    _ => return Ok(None),
                },
                Op::Repeat {
                    set,
                    min,
                    max,
                    lazy,
                } => {
                    let most = self.hay[pos.min(self.hay.len())..]
                        .iter()
                        .take(*max)
                        .take_while(|&&b| in_set(set, b))
                        .count();
                    if most < *min {
                        return Ok(None);
                    }
                    if min == max {
                        pos += most;
                    } else {
                        // The counts in the order preferred: most first, or fewest if lazy.
                        for i in 0..=most - min {
                            let k = if *lazy { min + i } else { most - i };
                            if !self.admits(pc + 1, pos + k)? {
                                continue;
                            }
                            if let Some(end) = self.run(pc + 1, pos + k)? {
                                return Ok(Some(end));
                            }
                        }
                        return Ok(None);
                    }
                }
                Op::Loop {
                    alternatives,
                    starts,
                    min,
                    max,
                } => {
                    // Each turn has one way only, as no two alternatives start alike.
                    let turn = |at: usize| {
                        let b = *self.hay.get(at)?;
                        let seq = alternatives.get(usize::from(starts[usize::from(b)]))?;
                        let rest = self.hay.get(at + 1..at + seq.len())?;
                        let fits = rest.iter().zip(&seq[1..]).all(|(&b, set)| in_set(set, b));
                        fits.then_some(at + seq.len())
                    };
                    // When nothing after the loop can fail (a PEM body ends the pattern),
                    // the most turns is the match; otherwise each count is tried, most
                    // first, from where it ends.
                    let settled = self.ops[pc + 1..]
                        .iter()
                        .all(|op| matches!(op, Op::Save(_) | Op::Match));
                    if settled {
                        let mut turns = 0;
                        while turns < *max {
                            let Some(next) = turn(pos) else { break };
                            pos = next;
                            turns += 1;
                        }
                        if turns < *min {
                            return Ok(None);
                        }
                    } else {
                        let mut ends = vec![pos];
                        while ends.len() <= *max {
                            match turn(ends[ends.len() - 1]) {
                                Some(next) => ends.push(next),
                                None => break,
                            }
                        }
                        for &end in ends.iter().skip(*min).rev() {
                            if !self.admits(pc + 1, end)? {
                                continue;
                            }
                            if let Some(end) = self.run(pc + 1, end)? {
                                return Ok(Some(end));
                            }
                        }
                        return Ok(None);
                    }
                }
                Op::Look(look) => {
                    let before = pos.checked_sub(1).map(|p| self.hay[p]);
                    let after = self.hay.get(pos).copied();
                    let boundary = before.is_some_and(is_word) != after.is_some_and(is_word);
                    let holds = match look {
                        Look::Start => pos == 0,
                        Look::StartLF => before.is_none_or(|b| b == b'\n'),
                        Look::End => pos == self.hay.len(),
                        Look::WordAscii => boundary,
                        Look::WordAsciiNegate => !boundary,
                        _ => false,
                    };
                    if !holds {
                        return Ok(None);
                    }
                }
                Op::Save(slot) => {
                    let kept = self.group[*slot].replace(pos);
                    let end = self.run(pc + 1, pos)?;
                    if end.is_none() {
                        self.group[*slot] = kept;
                    }
                    return Ok(end);
                }
                Op::Split(first, second) => {
                    if self.admits(*first, pos)? {
                        if let Some(end) = self.run(*first, pos)? {
                            return Ok(Some(end));
                        }
                    }
                    pc = *second;
                    continue;
                }
                Op::Jump(to) => {
                    pc = *to;
                    continue;
                }
                Op::Match => return Ok(Some(pos)),
            }
            pc += 1;
        }
    }
}

/// What can start a match from each of `ops`. Every split and jump leads forward, so
/// each instruction's is made from those after it.
fn firsts(ops: &[Op]) -> Vec<First> {
    const ANY: First = First {
        bytes: [u64::MAX; 4],
        empty: true,
    };
    // The bytes of `set` first, and nothing else.
    let only = |set: [u64; 4]| First {
        bytes: set,
        empty: false,
    };
    // Either way.
    let or = |a: First, b: First| First {
        bytes: std::array::from_fn(|i| a.bytes[i] | b.bytes[i]),
        empty: a.empty || b.empty,
    };
    let mut first = vec![ANY; ops.len()];
    for pc in (0..ops.len()).rev() {
        let at = |to: usize| match to > pc {
            true => first.get(to).copied().unwrap_or(ANY),
            false => ANY,
        };
        // A part that may be left out: what it starts with, or what follows it.
        let optional = |part: First, min: usize| match min {
            0 => or(part, at(pc + 1)),
            _ => part,
        };
        let here = match &ops[pc] {
            Op::Literal(l) => match l.first() {
                Some(&b) => only(one_byte(b)),
                None => at(pc + 1),
            },
            Op::Repeat { set, min, .. } => optional(only(*set), *min),
            Op::Loop {
                alternatives, min, ..
            } => {
                let starts = alternatives
                    .iter()
                    .filter_map(|seq| seq.first())
                    .fold(only([0; 4]), |a, &s| or(a, only(s)));
                optional(starts, *min)
            }
            Op::Look(_) | Op::Save(_) => at(pc + 1),
            Op::Split(a, b) => or(at(*a), at(*b)),
            Op::Jump(to) => at(*to),
            Op::Match => ANY,
        };
        first[pc] = here;
    }
    first
}

/// The bytes of a class, if it is one of bytes (or of ASCII characters).
fn byte_set(c: &Class) -> Option<[u64; 4]> {
    let mut set = [0u64; 4];
    let mut add = |lo: u32, hi: u32| {
        for b in lo..=hi {
            set[(b >> 6) as usize] |= 1 << (b & 63);
        }
    };
    match c {
        Class::Bytes(c) => c
            .iter()
            .for_each(|r| add(u32::from(r.start()), u32::from(r.end()))),
        Class::Unicode(c) => {
            for r in c.iter() {
                if u32::from(r.end()) > 0x7f {
                    return None;
                }
                add(u32::from(r.start()), u32::from(r.end()));
            }
        }
    }
    Some(set)
}

/// The set of one byte.
fn one_byte(b: u8) -> [u64; 4] {
    let mut set = [0u64; 4];
    set[usize::from(b >> 6)] |= 1 << (b & 63);
    set
}

/// The alternatives of `h` as sequences of byte sets, if each is one and no two can
/// start with the same byte.
fn alternatives(h: &Hir) -> Option<Vec<Vec<[u64; 4]>>> {
    fn sets(h: &Hir, out: &mut Vec<[u64; 4]>) -> Option<()> {
        match h.kind() {
            HirKind::Literal(l) => out.extend(l.0.iter().map(|&b| one_byte(b))),
            HirKind::Class(c) => out.push(byte_set(c)?),
            HirKind::Concat(v) => v.iter().try_for_each(|p| sets(p, out))?,
            _ => return None,
        }
        Some(())
    }
    let parts = match h.kind() {
        HirKind::Alternation(v) => v.as_slice(),
        _ => std::slice::from_ref(h),
    };
    let mut all: Vec<Vec<[u64; 4]>> = Vec::new();
    for p in parts {
        let mut seq = Vec::new();
        sets(p, &mut seq)?;
        let first = *seq.first()?;
        let overlaps = |other: &Vec<[u64; 4]>| (0..4).any(|i| other[0][i] & first[i] != 0);
        if all.iter().any(overlaps) {
            return None;
        }
        all.push(seq);
    }
    Some(all)
}

/// Appends the instructions of `h`; `None` when some part is outside the form.
fn compile(h: &Hir, ops: &mut Vec<Op>) -> Option<()> {
    match h.kind() {
        HirKind::Empty => {}
        // Not merged with a literal before: that may end an alternative, which the
        // others jump past.
        HirKind::Literal(l) => ops.push(Op::Literal(l.0.to_vec())),
        HirKind::Class(c) => ops.push(Op::Repeat {
            set: byte_set(c)?,
            min: 1,
            max: 1,
            lazy: false,
        }),
        HirKind::Repetition(r) => {
            let set = match r.sub.kind() {
                HirKind::Class(c) => Some(byte_set(c)?),
                HirKind::Literal(l) if l.0.len() == 1 => Some(one_byte(l.0[0])),
                _ => None,
            };
            let (min, max) = (r.min as usize, r.max.map_or(usize::MAX, |m| m as usize));
            match (set, r.min, r.max) {
                (Some(set), _, _) => ops.push(Op::Repeat {
                    set,
                    min,
                    max,
                    lazy: !r.greedy,
                }),
                (None, _, _) if !r.greedy => return None,
                // `(?:...)?`: the part first, then without it.
                (None, 0, Some(1)) => {
                    let split = ops.len();
                    ops.push(Op::Split(split + 1, 0));
                    compile(&r.sub, ops)?;
                    ops[split] = Op::Split(split + 1, ops.len());
                }
                (None, _, _) => {
                    let alternatives = alternatives(&r.sub)?;
                    let mut starts = Box::new([u8::MAX; 256]);
                    for (i, seq) in alternatives.iter().enumerate() {
                        for b in 0..=255u8 {
                            if in_set(&seq[0], b) {
                                starts[usize::from(b)] = u8::try_from(i).ok()?;
                            }
                        }
                    }
                    ops.push(Op::Loop {
                        alternatives,
                        starts,
                        min,
                        max,
                    });
                }
            }
        }
        HirKind::Look(look) => match look {
            Look::Start | Look::StartLF | Look::End | Look::WordAscii | Look::WordAsciiNegate => {
                ops.push(Op::Look(*look));
            }
            _ => return None,
        },
        HirKind::Capture(c) if c.index == 1 => {
            ops.push(Op::Save(0));
            compile(&c.sub, ops)?;
            ops.push(Op::Save(1));
        }
        HirKind::Concat(v) => v.iter().try_for_each(|p| compile(p, ops))?,
        HirKind::Alternation(v) => {
            // Each alternative but the last: a split to it or to the next, and a jump
            // past the rest after it.
            let mut jumps = Vec::new();
            for (i, a) in v.iter().enumerate() {
                let split = ops.len();
                let last = i + 1 == v.len();
                if !last {
                    ops.push(Op::Split(split + 1, 0));
                }
                compile(a, ops)?;
                if !last {
                    jumps.push(ops.len());
                    ops.push(Op::Jump(0));
                    ops[split] = Op::Split(split + 1, ops.len());
                }
            }
            let end = ops.len();
            for j in jumps {
                ops[j] = Op::Jump(end);
            }
        }
        _ => return None,
    }
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(p: &str) -> Option<Shape> {
        let hir = regex_syntax::ParserBuilder::new()
            .unicode(false)
            .utf8(false)
            .build()
            .parse(p)
            .unwrap();
        Shape::of(&hir)
    }

    #[test]
    fn matches_like_the_regex_in_the_common_forms() {
        let s = shape(r"\bsk-ant-api0[0-9]-([A-Za-z0-9_\-]{4,8})AA\b").unwrap();
        // The repeat gives back the `AA` it took.
        let hay = b"x sk-ant-api03-abcdefAA y";
        assert_eq!(s.match_at(hay, 2), Outcome::Match((2..23, 15..21)));
        assert_eq!(s.match_at(hay, 3), Outcome::NoMatch);
        assert_eq!(s.match_at(b"xsk-ant-api03-abcdefAA", 1), Outcome::NoMatch);
        assert_eq!(
            s.match_at(b"x", 3),
            Outcome::NoMatch,
            "a start past the end"
        );
        let s = shape(r"(?:AKIA|ASIA)[A-Z2-7]{4}(?:[^A-Z2-7]|$)").unwrap();
        assert_eq!(s.match_at(b"ASIAABCD", 0), Outcome::Match((0..8, 0..8)));
        assert_eq!(s.match_at(b"ASIAABCD-", 0), Outcome::Match((0..9, 0..9)));
        assert_eq!(s.match_at(b"ASIAABCDE", 0), Outcome::NoMatch);
        let s = shape(r"sq0(?:csp|atp)-([a-z]{2,4})").unwrap();
        assert_eq!(s.match_at(b"sq0csp-abc", 0), Outcome::Match((0..10, 7..10)));
        assert_eq!(s.match_at(b"sq0atp-abc", 0), Outcome::Match((0..10, 7..10)));
        let s = shape(r"glpat-([a-z]{2,4})(?:\.[0-9]{2})?").unwrap();
        assert_eq!(
            s.match_at(b"glpat-abc.12", 0),
            Outcome::Match((0..12, 6..9))
        );
        assert_eq!(s.match_at(b"glpat-abc.1", 0), Outcome::Match((0..9, 6..9)));
    }

    #[test]
    fn loops_and_lazy_repeats() {
        let s = shape(r"-B-(?:\s|\\[rn]|[A-Za-z=]){4,}").unwrap();
        assert_eq!(
            s.match_at(b"-B-ab\\ncd=\\x", 0),
            Outcome::Match((0..10, 0..10))
        );
        assert_eq!(s.match_at(b"-B-ab\\x", 0), Outcome::NoMatch);
        let s = shape(r"(?:ab){2,3}c").unwrap();
        assert_eq!(s.match_at(b"abababc", 0), Outcome::Match((0..7, 0..7)));
        assert_eq!(s.match_at(b"ababababc", 0), Outcome::NoMatch);
        let s = shape(r"A[^\n]{0,9}?[^a-z]([a-z]{3})").unwrap();
        assert_eq!(s.match_at(b"Ax yabc abc", 0), Outcome::Match((0..6, 3..6)));
    }

    #[test]
    fn a_search_that_backtracks_too_much_gives_up() {
        let s = shape(r"[a-z]{0,200}[a-z]{0,200}[a-z]{0,200}0").unwrap();
        assert_eq!(s.match_at(&[b'a'; 300], 0), Outcome::GaveUp);
        assert_eq!(s.match_at(b"abc0", 0), Outcome::Match((0..4, 0..4)));
    }

    #[test]
    fn a_pattern_that_keeps_giving_up_on_a_thread_gives_up_sooner_there_for_a_window() {
        let pattern = r"[a-z]{0,200}[a-z]{0,200}[a-z]{0,200}0";
        let (s, other) = (shape(pattern).unwrap(), shape(pattern).unwrap());
        // Fewer steps than a search may take, more than a strained one may.
        let long = [[b'a'; 12].as_slice(), b"1"].concat();
        assert_eq!(s.match_at(&long, 0), Outcome::NoMatch);
        for _ in 0..STRAIN_GIVE_UPS {
            assert_eq!(s.match_at(&[b'a'; 300], 0), Outcome::GaveUp);
        }
        assert_eq!(s.match_at(&long, 0), Outcome::GaveUp, "strained");
        assert_eq!(s.match_at(b"abc0", 0), Outcome::Match((0..4, 0..4)));
        assert_eq!(
            other.match_at(&long, 0),
            Outcome::NoMatch,
            "another pattern"
        );
        // The window's other searches, then a new window starts unstrained.
        let spent = usize::from(STRAIN_GIVE_UPS) + 3;
        for _ in spent..usize::from(STRAIN_WINDOW) {
            assert_eq!(s.match_at(b"0", 0), Outcome::Match((0..1, 0..1)));
        }
        assert_eq!(s.match_at(&long, 0), Outcome::NoMatch, "a new window");
        // Another thread's counts are its own.
        for _ in 0..STRAIN_GIVE_UPS {
            s.match_at(&[b'a'; 300], 0);
        }
        let elsewhere = std::thread::scope(|t| t.spawn(|| s.match_at(&long, 0)).join().unwrap());
        assert_eq!(elsewhere, Outcome::NoMatch);
    }

    #[test]
    fn each_instruction_knows_what_can_start_a_match_from_it() {
        let s = shape(r"(?:ab|c[0-9]{2})?[d-f]{1,3}(?:gh)?$").unwrap();
        let starts = |pc: usize| {
            (0..=255u8)
                .filter(|&b| s.first[pc].admits(&[b], 0))
                .map(char::from)
                .collect::<String>()
        };
        assert_eq!(starts(0), "acdef", "either way of the group, or past it");
        assert!(!s.first[0].empty && !s.first[0].admits(b"", 0));
        let last = s.ops.len() - 1;
        assert!(s.first[last].empty, "the match itself reads nothing");
        // From the optional `gh` on, the end of the text can follow.
        let g = s
            .ops
            .iter()
            .position(|op| matches!(op, Op::Literal(l) if l == b"gh"))
            .unwrap();
        assert!(s.first[g - 1].admits(b"", 0) && s.first[g - 1].admits(b"x", 0));
        assert_eq!(s.match_at(b"c12dde", 0), Outcome::Match((0..6, 0..6)));
        assert_eq!(s.match_at(b"abfgh", 0), Outcome::Match((0..5, 0..5)));
        assert_eq!(s.match_at(b"c1dd", 0), Outcome::NoMatch);
    }

    #[test]
    fn forms_it_does_not_take() {
        assert!(shape(r"(?:ab){1,3}?").is_none(), "a lazy group");
        assert!(shape(r"(?:a|ab)+").is_none(), "alternatives starting alike");
        assert!(shape(r"(?:a+)+").is_none(), "a repeat in a loop");
        assert!(shape(r"(a)(b)").is_none(), "a second group");
        assert!(shape(r"(?m)a$").is_none(), "multi-line end anchor");
    }

    #[test]
    fn a_line_start_holds_at_the_text_start_and_after_a_newline() {
        let s = shape(r"(?m:^)machine").unwrap();
        assert_eq!(s.match_at(b"machine", 0), Outcome::Match((0..7, 0..7)));
        assert_eq!(s.match_at(b"x\nmachine", 2), Outcome::Match((2..9, 2..9)));
        assert_eq!(s.match_at(b"x machine", 2), Outcome::NoMatch);
    }
}
