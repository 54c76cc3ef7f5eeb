//! The run prefilter: almost every credential is a long run of token characters
//! (`ghp_` and 36 more, a JWT's signature, a base64 key), while clean source code, JSON
//! and prose are made of short words. So the anchors of most rules are searched only near
//! the long runs of a text, found by probing one byte in [`MIN_RUN`], and clean text costs
//! little more than that probing.
//!
//! Which rules may be gated this way is not guessed: [`RunBound::of`] reads a rule's
//! regex and proves that every match holds a run of at least `run` token characters,
//! at most `lead` bytes after the match's start and ending at most `trail` bytes before
//! its end. A rule without such a proof (a short URL password, `Basic` credentials, a
//! PEM body whose lines may be cut anywhere, a watched env value) has its anchors
//! searched over the whole text, as before.

use std::sync::Arc;

use regex_syntax::hir::{Class, Hir, HirKind};

/// Shortest run the prefilter finds; rules guaranteeing a shorter one are searched in
/// the whole text.
pub const MIN_RUN: usize = 20;

/// Letters, digits and `extra`, as a table.
pub const fn byte_class(extra: &[u8]) -> [bool; 256] {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = (b as u8).is_ascii_alphanumeric();
        b += 1;
    }
    let mut i = 0;
    while i < extra.len() {
        t[extra[i] as usize] = true;
        i += 1;
    }
    t
}

/// Token characters: base64 of both alphabets with padding, and `-`/`_`.
const TOKEN: [bool; 256] = byte_class(b"+/-_=");

/// Whether `b` is a token character.
pub fn is_token(b: u8) -> bool {
    TOKEN[b as usize]
}

/// `is_token` as comparisons only, which the compiler turns into vector code over a block.
pub fn token_bits(b: u8) -> bool {
    let lower = b | 0x20;
    (lower.wrapping_sub(b'a') < 26)
        | (b.wrapping_sub(b'0') < 10)
        | (b == b'+')
        | (b == b'/')
        | (b == b'-')
        | (b == b'_')
        | (b == b'=')
}

/// The first position from `from` on whose byte is not in `table`. Bytes are looked up
/// one by one while the run could still be a word; past that, whole 32-byte blocks are
/// tested with `block` (the same class as comparisons, which the compiler turns into
/// vector code: a 64 KiB upload of one token run is common enough to matter).
pub fn run_end(
    hay: &[u8],
    mut from: usize,
    table: &[bool; 256],
    block: impl Fn(u8) -> bool + Copy,
) -> usize {
    const BLOCK: usize = 32;
    let words = hay.len().min(from + MIN_RUN);
    while from < words {
        if !table[hay[from] as usize] {
            return from;
        }
        from += 1;
    }
    while let Some(bytes) = hay.get(from..from + BLOCK) {
        if !bytes.iter().fold(true, |all, &b| all & block(b)) {
            break;
        }
        from += BLOCK;
    }
    while from < hay.len() && table[hay[from] as usize] {
        from += 1;
    }
    from
}

/// Whether `run` holds a `-` or `_` (a vector search: a 64 KiB run of one letter, the
/// s2 benchmark's body, is crossed at a fraction of an instruction a byte).
pub fn has_dash(run: &[u8]) -> bool {
    memchr::memchr2(b'-', b'_', run).is_some()
}

/// What a rule's regex guarantees about the token run inside every match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RunBound {
    /// Every match holds at least this many consecutive token characters.
    pub run: usize,
    /// That run starts at most this many bytes after the match starts.
    pub lead: usize,
    /// And ends at most this many bytes before the match ends, or before the end of the
    /// match's anchor: where the anchor search for a run ends (see [`RunBound::of`]).
    pub trail: usize,
    /// And ends at most this many bytes before the match ends, whatever its anchor: how
    /// far past a run an edit of a view may lie in one of its matches.
    pub after: usize,
}

impl RunBound {
    /// The bound `pattern` proves, with unbounded parts (`\s*`) counted as `cap` bytes
    /// (no match is longer than the window the regex runs on). `None` when the pattern
    /// does not parse or guarantees no token character at all.
    ///
    /// Of the stretches that prove a run of [`MIN_RUN`], the one with the narrowest reach
    /// (`lead + trail`) is taken. When every match starts with one of `anchors` (a
    /// literal or an alternation of literals first), the anchor lies before the run's end
    /// whatever follows it, so `trail` is at most the longest anchor.
    pub fn of(pattern: &str, cap: usize, anchors: &[Vec<u8>]) -> Option<RunBound> {
        RunBound::of_hir(&super::rules::parse(pattern).ok()?, cap, anchors)
    }

    /// [`RunBound::of`] a pattern parsed already.
    pub fn of_hir(hir: &Hir, cap: usize, anchors: &[Vec<u8>]) -> Option<RunBound> {
        let mut parts = Vec::new();
        flatten(hir, &mut parts);
        RunBound::chosen(&parts, cap, anchors).map(|(bound, _)| bound)
    }

    /// The bound of [`RunBound::of_hir`] and, with it, the part before the run ([`Prefix`])
    /// when it reaches further than [`NEAR_LEAD`] and every match has bytes there.
    pub fn with_prefix(
        hir: &Arc<Hir>,
        cap: usize,
        anchors: &[Vec<u8>],
    ) -> Option<(RunBound, Option<Prefix>)> {
        let mut parts = Vec::new();
        flatten(hir, &mut parts);
        let (bound, first) = RunBound::chosen(&parts, cap, anchors)?;
        if bound.lead <= NEAR_LEAD {
            return Some((bound, None));
        }
        let before = &parts[..first];
        let (last, empty) = last_bytes_of(before);
        // The name: the parts of token characters the prefix starts with, and of the `.`,
        // `:` and blank that join a name's words (`linode.token`, `HetznerCloud:Token`,
        // `Datadog API Key`).
        let joins = |b: u8| is_token(b) || matches!(b, b'.' | b':' | b' ');
        let name = before
            .iter()
            .take_while(|p| only_min(p, &joins).is_some())
            .count();
        let prefix = (!empty).then(|| Prefix {
            ends: std::array::from_fn(|b| last[b] && is_token(b as u8)),
            name: name.max(1),
            regex: Arc::clone(hir),
            len: first,
        });
        Some((bound, prefix))
    }

    /// The bound of the chosen stretch of `parts`, and the index of its first part.
    fn chosen(parts: &[&Hir], cap: usize, anchors: &[Vec<u8>]) -> Option<(RunBound, usize)> {
        let max = |p: &Hir| p.properties().maximum_len().unwrap_or(cap).min(cap);
        let sum = |ps: &[&Hir]| ps.iter().map(|p| max(p)).sum::<usize>().min(cap);
        // Each stretch of consecutive parts that only ever match token characters:
        // (run, first part, end part).
        let mut stretches = Vec::new();
        let mut i = 0;
        while i < parts.len() {
            let mut j = i;
            let mut run = 0;
            while let Some(n) = parts.get(j).and_then(|p| token_only_min(p)) {
                run += n;
                j += 1;
            }
            if j > i && run > 0 {
                stretches.push((run, i, j));
            }
            i = j + 1;
        }
        let longest_anchor = match begins_with_anchor(parts, anchors) {
            true => anchors.iter().map(Vec::len).max().unwrap_or(cap),
            false => cap,
        };
        let bound = |&(run, first, end): &(usize, usize, usize)| {
            let after = sum(&parts[end..]);
            let b = RunBound {
                run,
                lead: sum(&parts[..first]),
                trail: after.min(longest_anchor),
                after,
            };
            (b, first)
        };
        stretches
            .iter()
            .map(bound)
            .filter(|(b, _)| b.run >= MIN_RUN)
            .min_by_key(|(b, _)| (b.lead + b.trail, std::cmp::Reverse(b.run)))
            .or_else(|| stretches.iter().map(bound).max_by_key(|(b, _)| b.run))
    }
}

/// A rule whose run starts at most this far into its match has its anchors searched
/// from this far before each run; one that reaches further may be matched by its
/// [`Prefix`] instead.
pub const NEAR_LEAD: usize = 16;

/// What a match holds before its proven run ([`RunBound`]): the name and separator of a
/// key known by its name (`HEROKU_API_KEY = "`), a fixed prefix with a dot (`dp.pt.`).
/// Every match has at least one byte of it, so its run starts either where a long run
/// of the text starts or just after one of the token characters `ends` inside one, and
/// the prefix can be matched backwards from there.
#[derive(Debug, Clone)]
pub struct Prefix {
    /// The rule's regex, shared rather than copied (a named rule's separator is most of
    /// its tree, and copying it into each rule was a tenth of start-up): the prefix is
    /// its first [`Prefix::len`] parts ([`Prefix::parts`]).
    regex: Arc<Hir>,
    /// How many parts of the regex (those of a concatenation) lie before the run: a
    /// name, then its separator.
    len: usize,
    /// How many of them are the name: those of token characters it starts with (at
    /// least one). Rules that differ in their names only share one automaton pattern.
    pub name: usize,
    /// The token characters its last byte may be: where inside a long run the run of a
    /// match may start.
    pub ends: [bool; 256],
}

impl Prefix {
    /// The parts of the regex before the run, in order: a name, then its separator.
    pub fn parts(&self) -> Vec<&Hir> {
        let mut parts = Vec::new();
        flatten(&self.regex, &mut parts);
        parts.truncate(self.len);
        parts
    }
}

/// `h`, matching the same and more: every repetition of more than one unbounded (at
/// least one if it was; `\s{0,16}` as `\s*`), captures dropped. An automaton of it has
/// no states to count with, where the counted ones made a lazy DFA of the names and
/// separators build states all through a text.
pub fn loosen(h: &Hir) -> Hir {
    match h.kind() {
        HirKind::Repetition(r) => {
            let max = r.max.filter(|&m| m <= 1);
            Hir::repetition(regex_syntax::hir::Repetition {
                min: r.min.min(1),
                max,
                greedy: r.greedy,
                sub: Box::new(loosen(&r.sub)),
            })
        }
        HirKind::Capture(c) => loosen(&c.sub),
        HirKind::Concat(v) => Hir::concat(v.iter().map(loosen).collect()),
        HirKind::Alternation(v) => Hir::alternation(v.iter().map(loosen).collect()),
        _ => h.clone(),
    }
}

/// [`last_bytes`] of the concatenation of `parts`.
fn last_bytes_of<H: std::borrow::Borrow<Hir>>(parts: &[H]) -> ([bool; 256], bool) {
    let mut set = [false; 256];
    for part in parts.iter().rev() {
        let (sub, empty) = last_bytes(part.borrow());
        (0..256).for_each(|b| set[b] |= sub[b]);
        if !empty {
            return (set, false);
        }
    }
    (set, true)
}

/// The bytes a match of `h` may end with, and whether it may be empty.
fn last_bytes(h: &Hir) -> ([bool; 256], bool) {
    let mut set = [false; 256];
    let empty = match h.kind() {
        HirKind::Empty | HirKind::Look(_) => true,
        HirKind::Literal(l) => match l.0.last() {
            Some(&b) => {
                set[usize::from(b)] = true;
                false
            }
            None => true,
        },
        HirKind::Class(Class::Bytes(c)) => {
            for r in c.iter() {
                (r.start()..=r.end()).for_each(|b| set[usize::from(b)] = true);
            }
            false
        }
        HirKind::Class(Class::Unicode(c)) => {
            for r in c.iter() {
                let (lo, hi) = (u32::from(r.start()), u32::from(r.end()));
                (lo..=hi.min(0x7F)).for_each(|b| set[b as usize] = true);
                // A character past ASCII ends with a UTF-8 continuation byte.
                if hi > 0x7F {
                    (0x80..=0xBF).for_each(|b| set[b] = true);
                }
            }
            false
        }
        HirKind::Repetition(r) => {
            let (sub, empty) = last_bytes(&r.sub);
            set = sub;
            empty || r.min == 0
        }
        HirKind::Capture(c) => {
            let (sub, empty) = last_bytes(&c.sub);
            set = sub;
            empty
        }
        HirKind::Concat(v) => {
            let (sub, empty) = last_bytes_of(v);
            set = sub;
            empty
        }
        HirKind::Alternation(v) => {
            let mut empty = false;
            for alt in v {
                let (sub, alt_empty) = last_bytes(alt);
                (0..256).for_each(|b| set[b] |= sub[b]);
                empty |= alt_empty;
            }
            empty
        }
    };
    (set, empty)
}

/// Whether every match starts with one of `anchors`: its first part that is not a
/// zero-width assertion is a literal, or an alternation of literals, each starting with
/// an anchor.
fn begins_with_anchor(parts: &[&Hir], anchors: &[Vec<u8>]) -> bool {
    let starts = |h: &Hir| match h.kind() {
        HirKind::Literal(l) => anchors.iter().any(|a| l.0.starts_with(a)),
        _ => false,
    };
    match parts.iter().find(|p| !matches!(p.kind(), HirKind::Look(_))) {
        Some(p) => match p.kind() {
            HirKind::Alternation(v) => v.iter().all(starts),
            _ => starts(p),
        },
        None => false,
    }
}

/// The parts of a concatenation, through capture groups (which match what they hold).
fn flatten<'h>(h: &'h Hir, out: &mut Vec<&'h Hir>) {
    match h.kind() {
        HirKind::Concat(v) => v.iter().for_each(|p| flatten(p, out)),
        HirKind::Capture(c) => flatten(&c.sub, out),
        _ => out.push(h),
    }
}

/// If every match of `h` is made of token characters only: its shortest length.
fn token_only_min(h: &Hir) -> Option<usize> {
    only_min(h, &is_token)
}

/// Like [`token_only_min`], for the bytes `ok` takes.
fn only_min(h: &Hir, ok: &dyn Fn(u8) -> bool) -> Option<usize> {
    match h.kind() {
        HirKind::Empty | HirKind::Look(_) => Some(0),
        HirKind::Literal(l) => l.0.iter().all(|&b| ok(b)).then_some(l.0.len()),
        HirKind::Class(Class::Bytes(c)) => {
            c.iter().all(|r| (r.start()..=r.end()).all(ok)).then_some(1)
        }
        HirKind::Class(Class::Unicode(c)) => c
            .iter()
            .all(|r| (r.start()..=r.end()).all(|ch| u8::try_from(u32::from(ch)).is_ok_and(ok)))
            .then_some(1),
        HirKind::Repetition(r) => only_min(&r.sub, ok).map(|n| n * r.min as usize),
        HirKind::Capture(c) => only_min(&c.sub, ok),
        HirKind::Concat(v) => v.iter().map(|p| only_min(p, ok)).sum(),
        HirKind::Alternation(v) => v
            .iter()
            .map(|p| only_min(p, ok))
            .collect::<Option<Vec<_>>>()?
            .into_iter()
            .min(),
    }
}

/// The maximal runs of at least [`MIN_RUN`] token characters in `hay`, in order.
///
/// Text is read 64 positions at a time as bit masks of its token bytes (comparisons the
/// compiler turns into vector code): the positions where [`MIN_RUN`] token bytes start
/// are the mask ANDed with itself shifted, so a block without a long run costs a few
/// instructions, however many words it holds (a probe on every word's bytes cost a
/// sixth of the scan of source code).
pub fn long_runs(hay: &[u8]) -> Vec<(usize, usize)> {
    let mut runs = Vec::new();
    let mut pos = 0;
    // The mask of the 64 bytes after the last block, read already.
    let mut ahead = (usize::MAX, 0);
    while pos + MIN_RUN <= hay.len() {
        let here = match ahead {
            (at, m) if at == pos => m,
            _ => token_mask(hay, pos),
        };
        let next = token_mask(hay, pos + 64);
        ahead = (pos + 64, next);
        let starts = run_starts(here, next);
        if starts == 0 {
            pos += 64;
            continue;
        }
        let at = pos + starts.trailing_zeros() as usize;
        // Only a run that started before `pos` goes on behind `at`.
        let mut start = at;
        while start > 0 && is_token(hay[start - 1]) {
            start -= 1;
        }
        let end = run_end(hay, at + MIN_RUN, &TOKEN, token_bits);
        runs.push((start, end));
        pos = end;
    }
    runs
}

/// Bit `j` set where [`MIN_RUN`] token bytes start at position `j` of a block whose token
/// bytes are `here`, followed by a block whose token bytes are `next`.
fn run_starts(here: u64, next: u64) -> u64 {
    let m = u128::from(here) | u128::from(next) << 64;
    // Runs of 2, 4, 8, 16 and then 20 token bytes, by doubling.
    let r2 = m & m >> 1;
    let r4 = r2 & r2 >> 2;
    let r8 = r4 & r4 >> 4;
    let r16 = r8 & r8 >> 8;
    const _: () = assert!(MIN_RUN == 20);
    (r16 & r4 >> 16) as u64
}

/// The eight bytes of `flags`, each 0 or 1, as eight bits (the first byte's the lowest):
/// times this constant, place `i`'s byte lands at bit `56 + i`, with no carries.
pub(super) fn flag_bits(flags: u64) -> u64 {
    flags.wrapping_mul(0x0102_0408_1020_4080) >> 56
}

/// Bit `j` set where `hay[pos + j]` is a token byte (0 past the end). The class is taken
/// byte-wise into an array (vector code), then packed eight bytes at a time
/// ([`flag_bits`]).
fn token_mask(hay: &[u8], pos: usize) -> u64 {
    let mut flags = [0u8; 64];
    let bytes = hay.get(pos..).unwrap_or(&[]);
    for (f, &b) in flags.iter_mut().zip(bytes) {
        *f = u8::from(token_bits(b));
    }
    let mut m = 0;
    for (k, eight) in flags.chunks_exact(8).enumerate() {
        let word = eight.try_into().map_or(0, u64::from_le_bytes);
        m |= flag_bits(word) << (8 * k);
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn token_bits_agree_with_the_table() {
        for b in 0..=255u8 {
            assert_eq!(token_bits(b), is_token(b), "{b}");
        }
    }

    #[test]
    fn bounds_read_from_regexes() {
        let none: &[Vec<u8>] = &[];
        let b = RunBound::of(r"ghp_[A-Za-z0-9]{36}\b", 40, none).unwrap();
        assert_eq!((b.run, b.lead, b.trail), (40, 0, 0));
        // `.` breaks the run: the proven stretch is the 43 characters after the second.
        let sg = r"\bSG\.([A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43})";
        let b = RunBound::of(sg, 69, none).unwrap();
        assert_eq!((b.run, b.lead, b.trail), (43, 26, 0));
        // Unbounded whitespace counts as the cap.
        let key = r#"key\s*[:=]\s*([A-Za-z0-9/+]{40})(?:[^A-Za-z0-9/+=]|$)"#;
        let b = RunBound::of(key, 110, none).unwrap();
        assert_eq!((b.run, b.lead, b.trail), (40, 110, 1));
        // An optional part with a non-token character breaks the run even when absent.
        let glpat = r"glpat-([A-Za-z0-9_\-]{20,64})(?:\.[0-9a-z]{2})?";
        let b = RunBound::of(glpat, 90, none).unwrap();
        assert_eq!((b.run, b.trail), (26, 3));
        // A PEM body may be cut by whitespace anywhere: nothing is proven.
        let pem = r"-----BEGIN RSA PRIVATE KEY-----((?:\s|[A-Za-z0-9+/=]){64,})";
        assert!(RunBound::of(pem, 4440, none).is_none_or(|b| b.run < MIN_RUN));
        // A match that starts with its anchor has the anchor before the run's end, so
        // what follows does not count, and the stretch right after the anchor is taken.
        let pair = r"(?:AKIA|ASIA)[A-Z0-9]{16}[^\n]{0,120}?[^A-Za-z0-9/+]([A-Za-z0-9/+]{40})";
        let anchors = [b"AKIA".to_vec(), b"ASIA".to_vec()];
        let b = RunBound::of(pair, 190, &anchors).unwrap();
        assert_eq!((b.run, b.lead, b.trail), (20, 0, 4));
        let b = RunBound::of(sg, 69, &[b"SG.".to_vec()]).unwrap();
        assert_eq!((b.run, b.lead, b.trail), (22, 3, 3));
    }

    /// The byte-by-byte definition the probing must agree with.
    fn runs_reference(hay: &[u8]) -> Vec<(usize, usize)> {
        let mut runs = Vec::new();
        let mut i = 0;
        while i < hay.len() {
            let start = i;
            while i < hay.len() && is_token(hay[i]) {
                i += 1;
            }
            if i - start >= MIN_RUN {
                runs.push((start, i));
            }
            i += 1;
        }
        runs
    }

    proptest::proptest! {
        #![proptest_config(crate::props::config(256))]
        #[test]
        fn probing_finds_every_run(parts in proptest::collection::vec((0usize..4, 1usize..50), 0..40)) {
            let mut text = Vec::new();
            for (kind, len) in parts {
                let piece: &[u8] = match kind {
                    0 => b"aB3_-+/=",
                    1 => b" ",
                    2 => b".:\n",
                    _ => b"word ",
                };
                text.extend(piece.iter().cycle().take(len));
            }
            proptest::prop_assert_eq!(long_runs(&text), runs_reference(&text));
        }
    }
}
