//! The scanner: a search for every rule's anchors, then the rule's pattern matched where
//! one lies (its [`super::shape`], or its regex), then its validator. The anchor search is a prefilter: it may point at
//! places that are not secrets, but a secret a rule matches always contains one of the
//! rule's anchors, so it never misses one. Rules whose regex proves a long token run in
//! every match ([`prefilter`]) have their anchors searched only near the text's long runs;
//! the others over the whole text. Decoded views (percent, JSON escapes, base64, ...) are
//! scanned the same way, and their findings mapped back to the source bytes. A view is
//! mostly its source again and differs only at its edits ([`Edits`]): it is searched only
//! where a match could hold one, and takes its long runs and the anchors in its copied
//! stretches from the source's raw pass ([`Searched`]) instead of searching them again.

use std::borrow::Cow;
use std::cell::Cell;
use std::ops::ControlFlow;
use std::sync::OnceLock;

use aho_corasick::{AhoCorasick, AhoCorasickBuilder, AhoCorasickKind, Input, MatchKind};
use regex_automata::hybrid::dfa::{Cache, DFA};
use regex_automata::nfa::thompson;
use regex_automata::util::pool::Pool;
use regex_syntax::hir::Hir;

use super::check;
use super::decode::{self, View};
use super::dumps;
use super::gutter;
use super::inflate;
use super::lists;
use super::pairs::{lies_at, Pairs};
use super::prefilter;
use super::records;
use super::rules::{self, Rule, RuleError};
use super::unescape;
use super::Finding;

/// How many base64url characters glued to each side of a shape-only token make it part of
/// a blob (see [`Scanner::inside_a_blob`]): 192 bytes of binary each way, far more than any
/// key layout glues to a token (`scan_carriers` glues 64 and finds it).
const BLOB_SIDE: usize = 256;

/// How deep decoded views nest (base64 inside a JSON string inside percent-encoding...).
const MAX_DEPTH: u8 = 2;

/// How deep base64 blobs nest, past the views' depth read alone and raw: a Helm release
/// read from its Secret is base64 of base64 of a gzip, and the Secrets among its
/// manifests hold base64 again.
const MAX_BLOB_DEPTH: u8 = 4;

thread_local! {
    /// What the compressed blobs of the scan running on this thread may still inflate to
    /// ([`inflate::BLOB_CAP`] a scan, set by [`Scanner::hits_in`]): a text read through
    /// several views and the blobs nested in it share one MiB, so no input makes a scan
    /// hold more (a scan runs on one thread, start to end).
    static INFLATE_LEFT: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// A finding by rule index, before it is named.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Hit {
    pub start: usize,
    pub end: usize,
    pub rule: usize,
}

/// Patterns per automaton searched over whole texts: Teddy, the packed prefilter, is
/// fastest on few patterns.
const PATTERNS_PER_AUTOMATON: usize = 16;

/// A rule to run where an automaton pattern matches.
#[derive(Debug, Clone)]
struct PatternRule {
    rule: usize,
    /// Where the pattern lies in the rule's anchors: (anchor index, offset), every
    /// occurrence. A match is an anchor occurrence only where the whole anchor is there.
    places: Vec<(usize, usize)>,
}

/// The anchors of a set of rules, as automata.
#[derive(Debug, Default)]
struct Anchors {
    /// The automata, each over at most [`PATTERNS_PER_AUTOMATON`] patterns, with the
    /// index of each of their patterns in `pattern_rules`.
    automata: Vec<(Finder, Vec<usize>)>,
    /// For each automaton pattern: the rules with an anchor containing it.
    pattern_rules: Vec<Vec<PatternRule>>,
}

impl Anchors {
    /// The anchors of the rules `which`, at most [`PATTERNS_PER_AUTOMATON`] patterns an
    /// automaton; the anchors of `ignore_case` rules in automata of their own.
    fn new(rules: &[Rule], which: &[usize]) -> Result<Anchors, RuleError> {
        Anchors::only(rules, which, |_| true)
    }

    /// Like [`Anchors::new`], over the anchors `keep` accepts only.
    fn only(
        rules: &[Rule],
        which: &[usize],
        keep: impl Fn(&[u8]) -> bool + Copy,
    ) -> Result<Anchors, RuleError> {
        let mut set = Anchors::default();
        for ignore_case in [false, true] {
            let part: Vec<usize> = which
                .iter()
                .copied()
                .filter(|&i| rules[i].ignore_case == ignore_case)
                .collect();
            set.add(rules, &part, ignore_case, keep)?;
        }
        Ok(set)
    }

    fn add(
        &mut self,
        rules: &[Rule],
        which: &[usize],
        ignore_case: bool,
        keep: impl Fn(&[u8]) -> bool + Copy,
    ) -> Result<(), RuleError> {
        let mut anchors: Vec<&[u8]> = which
            .iter()
            .flat_map(|&i| rules[i].anchors.iter().map(Vec::as_slice))
            .filter(|a| keep(a))
            .collect();
        anchors.sort_unstable();
        anchors.dedup();
        // Only the minimal anchors go into the automaton (`sk-` covers `sk-proj-`): fewer
        // and shorter patterns keep its packed (Teddy) prefilter fast. (The anchors of an
        // `ignore_case` rule are stored lowercase, so containment is case-blind there.)
        let mut patterns: Vec<Vec<u8>> = anchors
            .iter()
            .filter(|a| {
                !anchors
                    .iter()
                    .any(|b| b.len() < a.len() && check::contains(a, b))
            })
            .map(|a| a.to_vec())
            .collect();
        // Patterns of two bytes first, in an automaton apart (below): Teddy compares as
        // many leading bytes as its shortest pattern has, up to four, so `Q~` among
        // fifteen longer patterns made all of them stop wherever two bytes agreed.
        // (Sorting all by length was measured worse: the sixteen shortest, of two to four
        // bytes, then shared two-byte masks.)
        patterns.sort_by_key(|p| p.len() >= 3);
        let first = self.pattern_rules.len();
        self.pattern_rules.extend(patterns.iter().map(|p| {
            which
                .iter()
                .filter_map(|&i| {
                    let places: Vec<(usize, usize)> = rules[i]
                        .anchors
                        .iter()
                        .enumerate()
                        .filter(|(_, a)| keep(a))
                        .flat_map(|(ai, a)| places_in(a, p).map(move |k| (ai, k)))
                        .collect();
                    (!places.is_empty()).then_some(PatternRule { rule: i, places })
                })
                .collect()
        }));
        // Packed automata (Teddy) for whole texts and long runs; short stretches use
        // [`Pairs`].
        let ids: Vec<usize> = (first..first + patterns.len()).collect();
        // A case-blind automaton gets no packed prefilter, so splitting it only multiplies
        // the passes over the text: its anchors go into one DFA, one pass (a 64 KiB run
        // of one letter crossed seven such automata before, the s2 benchmark's body).
        let (per, kind) = if ignore_case {
            (ids.len().max(1), Some(AhoCorasickKind::DFA))
        } else {
            (PATTERNS_PER_AUTOMATON, None)
        };
        let short = patterns.iter().take_while(|p| p.len() < 3).count();
        let (tiny, rest) = ids.split_at(if ignore_case { 0 } else { short });
        for ids in tiny.chunks(per) {
            self.automata.push((
                Finder::automaton(&patterns, first, ids, kind, ignore_case)?,
                ids.to_vec(),
            ));
        }
        for ids in rest.chunks(per) {
            // A packed search of its own where it can be built: the automaton's prefilter
            // would be a search for one to three bytes wherever its patterns start with
            // so few, or share as few rarer ones (`s` for sixteen names that start with
            // it, `_` for sixteen that hold one), and stop at every such byte in the text.
            let packed = (!ignore_case)
                .then(|| {
                    aho_corasick::packed::Config::new()
                        .match_kind(aho_corasick::packed::MatchKind::LeftmostLongest)
                        .builder()
                        .extend(ids.iter().map(|&i| &patterns[i - first]))
                        .build()
                })
                .flatten();
            let finder = match packed {
                Some(packed) => Finder::Packed(packed),
                None => Finder::automaton(&patterns, first, ids, kind, ignore_case)?,
            };
            self.automata.push((finder, ids.to_vec()));
        }
        Ok(())
    }
}

/// A search for one automaton's patterns: a packed one (Teddy) where its patterns allow
/// it, an Aho-Corasick automaton otherwise (case-blind patterns, two-byte ones, a CPU
/// without the vector instructions Teddy needs).
#[derive(Debug)]
enum Finder {
    Packed(aho_corasick::packed::Searcher),
    Automaton(AhoCorasick),
}

impl Finder {
    fn automaton(
        patterns: &[Vec<u8>],
        first: usize,
        ids: &[usize],
        kind: Option<AhoCorasickKind>,
        ignore_case: bool,
    ) -> Result<Finder, RuleError> {
        AhoCorasickBuilder::new()
            .match_kind(MatchKind::LeftmostLongest)
            .kind(kind)
            // Its prefilter would be a few rare bytes, and a letter of an anchor is
            // common in text: it would stop at every such letter and restart.
            .prefilter(!ignore_case)
            .ascii_case_insensitive(ignore_case)
            .build(ids.iter().map(|&i| &patterns[i - first]))
            .map(Finder::Automaton)
            .map_err(|e| RuleError::Yaml(e.to_string()))
    }

    /// The leftmost-longest match in `hay[range]`: its start and its pattern's index.
    fn find(&self, hay: &[u8], range: std::ops::Range<usize>) -> Option<(usize, usize)> {
        let m = match self {
            Finder::Packed(p) => p.find_in(hay, aho_corasick::Span::from(range))?,
            Finder::Automaton(ac) => ac.find(Input::new(hay).range(range))?,
        };
        Some((m.start(), m.pattern().as_usize()))
    }
}

/// Where `pattern` lies in `anchor`: compared at each place (both are a few bytes, and
/// a searcher built for each of the table's thousands of pairs cost more than the
/// comparing).
fn places_in<'a>(anchor: &'a [u8], pattern: &'a [u8]) -> impl Iterator<Item = usize> + 'a {
    anchor
        .windows(pattern.len().max(1))
        .enumerate()
        .filter(move |(_, w)| *w == pattern)
        .map(|(k, _)| k)
}

/// Rules searched near long runs: their anchors, and how far before and into a run the
/// anchors can start. A match holds a stretch of at least [`prefilter::MIN_RUN`] token
/// characters, so it lies in one run and starts at or before `run end - MIN_RUN`, at most
/// `lead` before the run's start; and its anchor starts at most `before` after the match
/// does (a rule's regex is tried from `before` bytes ahead of its anchor only). So every
/// anchor that starts a finding of a run `s..e` starts in `s - lead ..= e - MIN_RUN +
/// before`: what follows a run is never searched for it.
#[derive(Debug)]
struct Gated {
    /// The anchors by their first two bytes for short stretches, where a table lookup a
    /// byte beats any automaton; packed automata for long ones (a 64 KiB token run),
    /// where Teddy wins.
    short: Pairs,
    /// The anchors shorter than [`TINY`] (`SK`, `Q~`), apart: in [`Pairs`] they would
    /// cost a second lookup at every position, where a packed automaton passes over
    /// the same stretch for less.
    tiny: Anchors,
    /// The rules, for [`Gated::inside`].
    which: Vec<usize>,
    /// The automata for the inside of long runs, built at the first run that needs them:
    /// most texts hold none, and building them was a tenth of a process's start-up.
    /// `None` if they could not be built: such a run is then searched whole with the
    /// byte table, as a short one is.
    inside: OnceLock<Option<Inside>>,
    /// The longest anchor.
    longest: usize,
    lead: usize,
    /// The most bytes a match runs past its run's end, of the rules whose matches run at
    /// most [`NEAR_TRAIL`] past it.
    trail: usize,
    /// The farthest before and past its run a match of the other rules (whose run is the
    /// name before the value, `alibaba_cloud_access_key_secret`, or a key id before its
    /// secret, `AKIA…`) starts and ends.
    far: (usize, usize),
    before: usize,
}

/// The packed automata (Teddy) for the inside of a long run (a 64 KiB token run).
#[derive(Debug)]
struct Inside {
    long: Anchors,
    /// The anchors made of letters, digits, `+`, `/` and `=` only: all that can lie
    /// inside a long run without `-` or `_` (standard base64, an image in a JSON body).
    plain: Anchors,
    /// The plain anchors of the case-sensitive rules: all a run with neither `-`, `_`
    /// nor `=` needs inside. Every case-blind rule is a name beside its value, joined by
    /// a separator (`:`, `=`, a quote, a space) of which only `=` is a token character;
    /// in a run without one, a case-blind anchor starts a match only near the run's end,
    /// which the end's reach covers.
    plain_cased: Anchors,
}

impl Inside {
    fn new(rules: &[Rule], which: &[usize]) -> Result<Inside, RuleError> {
        let cased: Vec<usize> = which
            .iter()
            .copied()
            .filter(|&i| !rules[i].ignore_case)
            .collect();
        Ok(Inside {
            long: Anchors::new(rules, which)?,
            plain: Anchors::only(rules, which, plain_anchor)?,
            plain_cased: Anchors::only(rules, &cased, plain_anchor)?,
        })
    }
}

/// The anchors of the rules `which`, as [`Pairs`] takes them: (rule, anchors, case-blind).
fn anchor_sets<'r>(
    rules: &'r [Rule],
    which: &'r [usize],
) -> impl Iterator<Item = (usize, &'r [Vec<u8>], bool)> + 'r {
    which
        .iter()
        .map(|&i| (i, &rules[i].anchors[..], rules[i].ignore_case))
}

/// Whether an anchor can lie inside a run without `-` or `_`.
fn plain_anchor(a: &[u8]) -> bool {
    a.iter()
        .all(|&b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/' | b'='))
}

/// A match that runs further than this past its run's end: its rule's reach past a run
/// is kept apart ([`Gated::far`]), so a view searches the rest less.
const NEAR_TRAIL: usize = 32;

/// Anchors shorter than this are searched near runs by [`Gated::tiny`].
const TINY: usize = 3;

/// The farthest before its run a gated rule's match may start: the name-beside-value
/// rules reach about 180 bytes.
const MAX_REACH: usize = 512;

/// Stretches shorter than this are searched by a lookup a byte ([`Pairs`]), longer ones
/// by packed automata: the gaps a view's search fills around its edits are a few dozen
/// bytes each, and the automata's set-up at each of them (four searches, one an
/// automaton) cost more than their search.
const SHORT_STRETCH: usize = 256;

/// Runs at least this long are searched inside with packed automata (Teddy), their
/// ends and shorter runs with the one DFA.
const LONG_STRETCH: usize = 2048;

impl Gated {
    fn new(rules: &[Rule], which: &[usize]) -> Result<Gated, RuleError> {
        let bounds = || which.iter().filter_map(|&i| rules[i].run);
        Ok(Gated {
            short: Pairs::of(anchor_sets(rules, which), TINY),
            tiny: Anchors::only(rules, which, |a| a.len() < TINY)?,
            which: which.to_vec(),
            inside: OnceLock::new(),
            longest: which
                .iter()
                .flat_map(|&i| rules[i].anchors.iter().map(Vec::len))
                .max()
                .unwrap_or(0),
            lead: bounds().map(|b| b.lead).max().unwrap_or(0),
            trail: bounds()
                .map(|b| b.after)
                .filter(|&t| t <= NEAR_TRAIL)
                .max()
                .unwrap_or(0),
            far: bounds()
                .filter(|b| b.after > NEAR_TRAIL)
                .fold((0, 0), |(l, t), b| (l.max(b.lead), t.max(b.after))),
            before: which.iter().map(|&i| rules[i].before).max().unwrap_or(0),
        })
    }
}

/// Makes a thread's cache for [`Prefixed::dfa`].
type MakeCache = Box<dyn Fn() -> Cache + Send + Sync>;

/// Gated rules whose match holds a prefix that reaches far before its run: a key known by
/// the name beside it (`"datadog_api_key": "`, `<name>HEROKU_API_KEY</name><value>`),
/// whose separator alone may be dozens of bytes. Searching their names from that far
/// before each run read most of a text dense in runs; instead, the prefixes are matched
/// backwards from each place in a run where a match's run can start ([`Prefix`]): the
/// run's start, and just past a token character a prefix may end with (`=`). Most such
/// walks end within a few bytes (`"sha": "` is no name and separator), and where one
/// finds a rule's prefix, that rule runs from its anchors there as a search would.
struct Prefixed {
    /// The rules, in groups, one a pattern of the automaton: rules whose prefixes differ
    /// in their names only (`(?i:heroku…)` and `(?i:vercel…)` before `{sep}`) share one,
    /// so the automaton holds each separator once.
    groups: Vec<Vec<usize>>,
    /// Their prefixes, loosened ([`prefilter::loosen`]) and reversed, one lazy DFA that
    /// tells every pattern matching.
    dfa: DFA,
    caches: Pool<Cache, MakeCache>,
    /// Where inside a run a match's run can start: just past these.
    ends: [bool; 256],
    /// The same bytes, listed when they are three at most (`/` and `=` for the built-in
    /// rules): a run is crossed to the next of them by `memchr`, a vector search, where a
    /// byte-at-a-time look-up cost a twelfth of the scan of a 64 KiB upload of one run.
    few_ends: Option<Vec<u8>>,
    /// The farthest a match starts before its run, and ends past it.
    lead: usize,
    trail: usize,
}

impl std::fmt::Debug for Prefixed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Prefixed")
            .field("groups", &self.groups)
            .field("lead", &self.lead)
            .field("trail", &self.trail)
            .finish_non_exhaustive()
    }
}

/// Bytes of cache the lazy DFA of [`Prefixed`] may fill, a thread: states are made as
/// walks reach them and cleared when it is full.
const PREFIX_CACHE: usize = 4 << 20;

/// Rules that share a prefix but for its name: the parts after the name, each rule's
/// name parts, and the rules.
type Group<'r> = (Vec<&'r Hir>, Vec<Vec<&'r Hir>>, Vec<usize>);

impl Prefixed {
    /// Whether rule `r` is searched by its prefix: it has one (it reaches further than
    /// [`prefilter::NEAR_LEAD`] before its run, and every match holds one), and the
    /// prefix ends with no letter or digit (which would make every place in a run a
    /// start). The others' anchors are searched from as far before each run as they
    /// reach: with the names' reach, five sixths of a text of code and JSON dense in
    /// hashes; without, a quarter.
    fn takes(r: &Rule) -> bool {
        let ends_apart = |p: &prefilter::Prefix| {
            (0..=255u8).all(|b| !p.ends[usize::from(b)] || !b.is_ascii_alphanumeric())
        };
        r.prefix.as_ref().is_some_and(ends_apart)
    }

    fn new(rules: &[Rule], which: Vec<usize>) -> Result<Option<Prefixed>, RuleError> {
        let mut groups: Vec<Group> = Vec::new();
        for &i in &which {
            let Some((name, tail)) = rules[i].prefix.as_ref().and_then(|p| {
                let mut parts = p.parts();
                let tail = parts.split_off(p.name.min(parts.len()));
                (!parts.is_empty()).then_some((parts, tail))
            }) else {
                return Err(RuleError::Rule {
                    id: rules[i].id.clone(),
                    message: "searched by a prefix it does not have".into(),
                });
            };
            match groups.iter_mut().find(|g| g.0 == tail) {
                Some(g) => {
                    g.1.push(name);
                    g.2.push(i);
                }
                None => groups.push((tail, vec![name], vec![i])),
            }
        }
        if groups.is_empty() {
            return Ok(None);
        }
        let loose =
            |parts: &[&Hir]| Hir::concat(parts.iter().map(|p| prefilter::loosen(p)).collect());
        let hirs: Vec<Hir> = groups
            .iter()
            .map(|(tail, names, _)| {
                let names = Hir::alternation(names.iter().map(|n| loose(n)).collect());
                Hir::concat(vec![names, loose(tail)])
            })
            .collect();
        let error = |e: String| RuleError::Yaml(format!("prefix automaton: {e}"));
        let nfa = thompson::Compiler::new()
            .configure(
                thompson::Config::new()
                    .reverse(true)
                    .which_captures(thompson::WhichCaptures::None),
            )
            .build_many_from_hir(&hirs)
            .map_err(|e| error(e.to_string()))?;
        let dfa = DFA::builder()
            .configure(
                DFA::config()
                    .match_kind(regex_automata::MatchKind::All)
                    .cache_capacity(PREFIX_CACHE),
            )
            .build_from_nfa(nfa)
            .map_err(|e| error(e.to_string()))?;
        let mut ends = [false; 256];
        for &i in &which {
            if let Some(p) = &rules[i].prefix {
                (0..256).for_each(|b| ends[b] |= p.ends[b]);
            }
        }
        let bounds = || which.iter().filter_map(|&i| rules[i].run);
        let maker = dfa.clone();
        Ok(Some(Prefixed {
            lead: bounds().map(|b| b.lead).max().unwrap_or(0),
            trail: bounds().map(|b| b.after).max().unwrap_or(0),
            groups: groups.into_iter().map(|g| g.2).collect(),
            caches: Pool::new(Box::new(move || maker.create_cache())),
            dfa,
            few_ends: Some(
                (0..=255u8)
                    .filter(|&b| ends[usize::from(b)])
                    .collect::<Vec<u8>>(),
            )
            .filter(|list| list.len() <= 3),
            ends,
        }))
    }

    /// Where in `bytes` the first of [`Prefixed::ends`] lies.
    fn next_end(&self, bytes: &[u8]) -> Option<usize> {
        match self.few_ends.as_deref() {
            Some([]) => None,
            Some(&[a]) => memchr::memchr(a, bytes),
            Some(&[a, b]) => memchr::memchr2(a, b, bytes),
            Some(&[a, b, c]) => memchr::memchr3(a, b, c, bytes),
            _ => bytes.iter().position(|&b| self.ends[usize::from(b)]),
        }
    }

    /// Calls `f(group, start)` for each group of rules whose loosened prefix matches
    /// `lo..at` of `hay` from `start` to `at`. `false` when the automaton could not tell
    /// (it gave up or met a byte it cannot read); the caller then searches without it.
    fn each_match(
        &self,
        cache: &mut Cache,
        hay: &[u8],
        (lo, at): (usize, usize),
        mut f: impl FnMut(usize, usize),
    ) -> bool {
        let input = regex_automata::Input::new(hay)
            .range(lo..at)
            .anchored(regex_automata::Anchored::Yes);
        let Ok(mut sid) = self.dfa.start_state_reverse(cache, &input) else {
            return false;
        };
        // A match is told one byte late: the state after the byte before it.
        let mut report = |cache: &Cache, sid, start: usize| {
            for k in 0..self.dfa.match_len(cache, sid) {
                let pattern = self.dfa.match_pattern(cache, sid, k);
                f(pattern.as_usize(), start);
            }
        };
        let mut i = at;
        while i > lo {
            i -= 1;
            let Ok(next) = self.dfa.next_state(cache, sid, hay[i]) else {
                return false;
            };
            sid = next;
            if sid.is_tagged() {
                if sid.is_match() {
                    report(cache, sid, i + 1);
                } else if sid.is_dead() {
                    return true;
                } else if sid.is_quit() {
                    return false;
                }
            }
        }
        // The byte before `lo`, or the text's start.
        let last = match lo.checked_sub(1) {
            Some(b) => self.dfa.next_state(cache, sid, hay[b]),
            None => self.dfa.next_eoi_state(cache, sid),
        };
        match last {
            Ok(sid) if sid.is_match() => report(cache, sid, lo),
            Ok(sid) => return !sid.is_quit(),
            Err(_) => return false,
        }
        true
    }
}

/// The compiled rules and their anchor automata.
#[derive(Debug)]
pub struct Scanner {
    rules: Vec<Rule>,
    /// Anchors of the rules whose matches always hold a long token run: searched only
    /// near the long runs of a text ([`prefilter`]).
    gated: Gated,
    /// The gated rules whose prefix reaches far before their run, matched backwards.
    prefixed: Option<Prefixed>,
    /// Anchors of the other rules, searched over the whole text.
    everywhere: Anchors,
    /// The same anchors by their first bytes, for the short stretches of a view around
    /// its edits ([`Scanner::replay`]), where an automaton's set-up costs more than a
    /// lookup a byte.
    everywhere_near: Pairs,
    /// The longest of them.
    everywhere_longest: usize,
    /// The anchors holding a space, spelled with `+` as a form body or a query writes
    /// them (`-----BEGIN+`, `Basic+`): where one lies, the text is also read as a form
    /// ([`decode::form`]).
    form_words: Option<AhoCorasick>,
    max_len: usize,
    /// Whether a view is searched only near its edits ([`Edits`]): when every gated
    /// rule's match depends on its own bytes and the one on either side only (no gate
    /// reads further). Turned off by tests, to compare with a whole search.
    edited_views: bool,
}

impl Scanner {
    /// The built-in rules plus `extra` (watched env values).
    pub fn new(extra: Vec<Rule>) -> Result<Scanner, RuleError> {
        let mut rules = rules::builtin()?;
        rules.extend(extra);
        Scanner::from_rules(rules)
    }

    /// A scanner over exactly these rules.
    pub fn from_rules(rules: Vec<Rule>) -> Result<Scanner, RuleError> {
        Scanner::built(rules, true)
    }

    /// [`Scanner::from_rules`]; `prefixes`: whether rules that can be are [`Prefixed`]
    /// (turned off by tests, to compare with a search of every gated rule's anchors).
    fn built(rules: Vec<Rule>, prefixes: bool) -> Result<Scanner, RuleError> {
        // A rule whose run may lie far from its anchor (wirepass's own session token: the
        // run it proves is the signature, up to 4 KiB after `wp1.`) would stretch every
        // run's reach that far, and the gated anchors would be searched over all of a
        // text dense in runs: such a rule's anchors are searched everywhere instead.
        let is_gated = |r: &Rule| {
            r.run
                .is_some_and(|b| b.run >= prefilter::MIN_RUN && b.lead <= MAX_REACH)
        };
        let (gated, everywhere): (Vec<usize>, Vec<usize>) =
            (0..rules.len()).partition(|&i| is_gated(&rules[i]));
        // One gated group, searched as far from each run as its widest rule needs (58
        // bytes before, for `aws_secret_access_key = ...`): splitting the rules by reach
        // searched each long run once a group, which cost more than the narrower reach
        // saved.
        // (`DotAfterRun` reads only what the `jwt` regex reads, and refuses only where it
        // would find nothing: it changes no finding, near an edit or anywhere.)
        let edited_views = gated
            .iter()
            .all(|&i| matches!(rules[i].gate, rules::Gate::None | rules::Gate::DotAfterRun));
        let (prefixed, gated): (Vec<usize>, Vec<usize>) = gated
            .into_iter()
            .partition(|&i| prefixes && Prefixed::takes(&rules[i]));
        let gated = Gated::new(&rules, &gated)?;
        let prefixed = Prefixed::new(&rules, prefixed)?;
        let max_len = rules
            .iter()
            .map(|r| r.max_len + r.before)
            .max()
            .unwrap_or(0);
        let everywhere_longest = everywhere
            .iter()
            .flat_map(|&i| rules[i].anchors.iter().map(Vec::len))
            .max()
            .unwrap_or(0);
        Ok(Scanner {
            gated,
            prefixed,
            everywhere: Anchors::new(&rules, &everywhere)?,
            everywhere_near: Pairs::new(anchor_sets(&rules, &everywhere)),
            everywhere_longest,
            form_words: form_words(&rules)?,
            rules,
            max_len,
            edited_views,
        })
    }

    /// The rules, in table order.
    pub fn rules(&self) -> &[Rule] {
        &self.rules
    }

    /// The longest span any rule can match (anchor context included).
    pub fn max_len(&self) -> usize {
        self.max_len
    }

    /// Names a hit.
    pub fn finding(&self, h: Hit) -> Finding {
        Finding {
            rule: self.rules[h.rule].id.clone(),
            start: h.start,
            end: h.end,
        }
    }

    /// Every secret in `hay`, raw and in its decoded views, sorted and de-duplicated.
    pub fn scan(&self, hay: &[u8]) -> Vec<Finding> {
        self.hits(hay)
            .into_iter()
            .map(|h| self.finding(h))
            .collect()
    }

    /// Like [`Scanner::scan`], by rule index.
    pub fn hits(&self, hay: &[u8]) -> Vec<Hit> {
        self.hits_in(hay, false)
    }

    /// Like [`Scanner::hits`] over a window of a stream; `cut`: the window may start
    /// inside a base64 blob, so a run at its start is decoded in each of the four
    /// phases it could have (a whole text's first run starts where its blob does).
    pub fn hits_in(&self, hay: &[u8], cut: bool) -> Vec<Hit> {
        let mut out = Vec::new();
        INFLATE_LEFT.set(inflate::BLOB_CAP);
        self.scan_views(hay, 0, cut, None, None, &mut out);
        // A secret seen raw and through a view at a wider range is one finding: by rule,
        // then start, widest first, a hit ending within the furthest end so far is inside
        // an earlier one.
        out.sort_unstable_by_key(|h| (h.rule, h.start, std::cmp::Reverse(h.end)));
        let mut kept: Vec<Hit> = Vec::with_capacity(out.len());
        let mut reach: Option<(usize, usize)> = None;
        for h in out {
            if let Some((rule, end)) = reach {
                if rule == h.rule && h.end <= end {
                    continue;
                }
            }
            reach = Some((h.rule, h.end));
            kept.push(h);
        }
        kept.sort_unstable();
        // A value beside a name two generic rules read (`client_secret` is an API key's
        // name and a compound secret's) is one finding: the first rule's.
        let generic = |h: &Hit| self.rules[h.rule].binding == rules::Binding::Anywhere;
        let mut first: std::collections::HashMap<usize, usize> = Default::default();
        for h in kept.iter().filter(|h| generic(h)) {
            let rule = first.entry(h.end).or_insert(h.rule);
            *rule = (*rule).min(h.rule);
        }
        // And a value a provider's rule finds is that rule's finding (`VAULT_TOKEN=s.…`
        // is a Vault token, not a generic one): its span may leave out a prefix the
        // generic value holds, but both end where the value does.
        let owned: std::collections::HashSet<usize> =
            kept.iter().filter(|h| !generic(h)).map(|h| h.end).collect();
        kept.retain(|h| {
            !generic(h) || (first.get(&h.end) == Some(&h.rule) && !owned.contains(&h.end))
        });
        // A value two rules of one provider find (an Upstash token beside its name and
        // by its shape) is one finding, the first rule's, where both rules send it to
        // the same hosts; where their hosts differ, each decides where it may go.
        let mut at_end: std::collections::HashMap<usize, Vec<usize>> = Default::default();
        kept.retain(|h| {
            if generic(h) {
                return true;
            }
            let rule = &self.rules[h.rule];
            let same = at_end.entry(h.end).or_default();
            // (One hit a rule ends at each byte: the pass above kept one.)
            let twin = same.iter().any(|&r| {
                self.rules[r].provider == rule.provider && self.rules[r].binding == rule.binding
            });
            if !twin {
                same.push(h.rule);
            }
            !twin
        });
        // A provider's token with no checksum, glued inside a long run of base64url's
        // characters, is a shape the blob's random bytes took (`r8_` and 37 letters lie in
        // one in thirty-five of OpenAI's 8 KB encrypted reasoning items), not a token.
        kept.retain(|h| !self.inside_a_blob(hay, h));
        kept
    }

    /// Whether `h` is a finding of a rule whose shape alone judges it (a prefix and
    /// letters, no checksum, a provider's hosts) that lies inside a blob: at least
    /// [`BLOB_SIDE`] characters of base64url (a Fernet token's alphabet) glued to it on
    /// each side, no `/`, `.` or blank among them (a path, a list).
    fn inside_a_blob(&self, hay: &[u8], h: &Hit) -> bool {
        let rule = &self.rules[h.rule];
        if rule.check != rules::Check::None || !matches!(rule.binding, rules::Binding::Hosts(_)) {
            return false;
        }
        // A token read out of another spelling (hex, base32, base64, escapes) is not a
        // shape a blob's random bytes took: its anchor is not among the bytes found.
        let found = hay.get(h.start..h.end).unwrap_or_default();
        let spelled = !rule.anchors.iter().any(|a| match rule.ignore_case {
            true => found.windows(a.len()).any(|w| w.eq_ignore_ascii_case(a)),
            false => memchr::memmem::find(found, a).is_some(),
        });
        if spelled {
            return false;
        }
        let b64 = |b: &&u8| b.is_ascii_alphanumeric() || b"-_".contains(b);
        let (Some(before), Some(after)) = (hay.get(..h.start), hay.get(h.end..)) else {
            return false;
        };
        let glued_before = before.iter().rev().take(BLOB_SIDE).take_while(b64).count();
        let glued_after = after.iter().take(BLOB_SIDE).take_while(b64).count();
        glued_before == BLOB_SIDE && glued_after == BLOB_SIDE
    }

    /// Scans `hay` and its decoded views. `edits`: `hay` is itself a view, which differs
    /// from its source (scanned already) only there; what lies away from them was found
    /// in the source. `source`: `hay` is that view, and the source's raw pass, whose runs
    /// and gated search are taken where the view copies the source.
    fn scan_views(
        &self,
        hay: &[u8],
        depth: u8,
        cut: bool,
        edits: Option<&Edits>,
        source: Option<(&View, &Searched)>,
        out: &mut Vec<Hit>,
    ) {
        let runs = match source {
            Some((view, past)) => view.runs(&past.runs),
            None => prefilter::long_runs(hay),
        };
        let before = out.len();
        let mut searched = self.scan_raw(hay, &runs, edits, source, out);
        searched.runs = runs;
        let runs = &searched.runs;
        if depth >= MAX_DEPTH {
            if depth < MAX_BLOB_DEPTH {
                let mut found = self.covered(&out[before..]);
                let (mut text, mut binary) = (Joined::default(), Joined::default());
                let all = |_: usize, _: usize| true;
                self.read_blobs(hay, runs, cut, &mut found, all, &mut text, &mut binary);
                self.scan_joined(text, binary, depth, out);
            }
            return;
        }
        let percent = decode::percent(hay);
        // A form body spells a space `+` and whatever else percent-encoded (a PEM's line
        // breaks are `%0A`): only a text with an escape is also read as a form, which
        // spares clean text a second pass; and only one where a credential's spaced
        // words are `+`-joined, or a `+` lies beside an escape (a message's text, a
        // Markdown table's `%7C+NAME+%7C+v`).
        let spaced = || {
            self.form_words.as_ref().is_some_and(|ac| ac.is_match(hay))
                || decode::spaces_as_plus(hay)
        };
        let form = (percent.is_some() && spaced()).then(|| decode::form(hay));
        let views = [
            percent,
            decode::json_escapes(hay),
            decode::quoted_printable(hay),
            form,
            decode::wide(hay),
        ];
        for v in views.into_iter().flatten() {
            // A view starts where its source does: cut if the source is.
            self.scan_view(hay, &searched, &v, depth, cut, out);
        }
        // The text's line breaks, found once for the passes that read its lines: all of
        // them in a text; in a view, those it decoded (the others are its source's, read
        // there).
        let breaks: Vec<usize> = match edits {
            None => {
                let mut all = Vec::with_capacity(hay.len() / 32);
                all.extend(memchr::memchr_iter(b'\n', hay));
                all
            }
            Some(ed) => ed
                .all
                .iter()
                .copied()
                .filter(|&p| hay[p] == b'\n')
                .collect(),
        };
        // Colour codes, `.properties` and XML entities (one search says which apply), and
        // CSV's doubled quotes, a document's markup and the marks of a man page, Texinfo
        // or POD (searches of their own; POD's at the line breaks).
        let needs = unescape::needs(hay, &breaks);
        let escaped = [
            needs.ansi.then(|| unescape::ansi(hay)),
            needs.properties.then(|| unescape::properties(hay)),
            needs.entities.then(|| unescape::entities(hay)),
            needs.quotes.then(|| unescape::doubled_quotes(hay)),
            needs.markup.map(|m| unescape::markup(hay, m)),
            needs
                .inline
                .any()
                .then(|| unescape::inline(hay, needs.inline)),
        ];
        for v in escaped.into_iter().flatten() {
            self.scan_view(hay, &searched, &v, depth, cut, out);
        }
        // A file printed through a log's or a mail reply's gutter, read without it (also
        // in a view: a tool's output in a JSON string, its lines escaped).
        let gutters = gutter::strip_at(hay, &breaks, edits.is_none());
        if let Some(v) = gutters {
            self.scan_view(hay, &searched, &v, depth, cut, out);
        }
        // Every decoded blob goes into one buffer, each after a NUL (no rule's secret
        // holds one, and it is a word boundary), scanned once: many small scans of short
        // blobs cost more in set-up than in searching. Text blobs (a JSON key file, a
        // `user:password`) are scanned with their own views; binary ones (a DER key, an
        // image) only raw: an escape in random bytes is noise, and decoding the whole
        // buffer around it would double the work.
        let mut text = Joined::default();
        let mut binary = Joined::default();
        // A blob that is a secret found already is not decoded: it is a finding whatever
        // it holds.
        let mut found = self.covered(&out[before..]);
        let mut scratch = Vec::new();
        // A run with no edit in it or in the name before it decodes, with that name, as it
        // did in the source.
        let edited = |s: usize, e: usize| {
            edits.is_none_or(|ed| ed.any(s.saturating_sub(decode::NAME_REACH), e + 1))
        };
        self.read_blobs(hay, runs, cut, &mut found, edited, &mut text, &mut binary);
        // A secret spelled in hex or base32 ([`decode::Alphabet`]) is read as the text it
        // spells, after the name before it, where it spells text at all (a hex digest
        // spells none).
        // (In a view, only the edited runs: the others spelled the same in the source.)
        let kept: Vec<(usize, usize)>;
        let spelling = match edits {
            Some(_) => {
                kept = (runs.iter().copied())
                    .filter(|&(s, e)| edited(s, e))
                    .collect();
                &kept[..]
            }
            None => &runs[..],
        };
        // (Even where a finding covers the run: a shape-only token glued inside a blob
        // is one a later filter drops, and it must not hide what a run spells. A
        // verification round hid every spelling behind such decoys.)
        for (s, e, alphabet) in decode::alphabet_runs(hay, spelling) {
            decode::alphabet_texts(&hay[s..e], alphabet, &mut scratch, |spelled| {
                text.push(decode::name_before(hay, s), spelled, s, e)
            });
        }
        // And one written a byte or a character a field (`[103, 104, …]`, `{0x67, …}`,
        // `['g', 'h', …]`) or in a hex dump's lines, where its bytes spell text.
        // (Not in a view that left out a lead of each line that may end in a field: a
        // lead of numbers may have been a dump's offset and first byte, and a list read
        // without it reads other text.)
        let fields_read = source.is_none_or(|(v, _)| !v.leaves_out_fields);
        // A hex dump's lines, read across them: each line is a list too, read here
        // already.
        // (Nor in a view that left out a lead of each line at all: a dump's offsets
        // are gone, and its lines' first fields would be read as offsets.)
        let leads = source.is_some_and(|(v, _)| v.leaves_out_leads);
        let dumps = match !leads {
            true => dumps::hex_dumps(hay, &breaks),
            false => Vec::new(),
        };
        let mut read = Vec::new();
        // (The hex a key's DER is read in: [`Joined::push_bytes`].)
        let mut hex = Vec::new();
        for (s, e) in dumps {
            if !edited(s, e) {
                continue;
            }
            if let Some(spells) = dumps::decode_into(hay, (s, e), &mut scratch) {
                text.push_bytes(hay, (s, e), &scratch, spells, &mut hex);
                read.push((s, e));
            }
        }
        // (In a view, only through its edits: a list away from them was read in the
        // source.)
        let lists = match (fields_read, edits) {
            (false, _) => Vec::new(),
            (true, None) => [lists::byte_lists(hay), lists::char_lists(hay)].concat(),
            (true, Some(ed)) => [
                lists::byte_lists_at(hay, &ed.all),
                lists::char_lists_at(hay, &ed.all),
            ]
            .concat(),
        };
        for (s, e, field) in lists {
            // (`read` is sorted: the last dump starting at or before the list.)
            let k = read.partition_point(|&(ds, _)| ds <= s);
            let in_a_dump = k > 0 && e <= read[k - 1].1;
            // (In a view that left out each line's lead, only a list across lines is new:
            // one within a line was read in the source, and an `xxd` line's, less its
            // offset, read again beside the next line's would join two lines' text
            // columns, `mysql://root:cha` and `ngeme@…`, into a password.)
            let new = !leads || memchr::memchr(b'\n', &hay[s..e]).is_some();
            if !new || in_a_dump || !edited(s, e) {
                continue;
            }
            let spells = lists::decode_into(&hay[s..e], field, &mut scratch);
            text.push_bytes(hay, (s, e), &scratch, spells, &mut hex);
        }
        // A key's DER written in escapes (`b'0\x82\x04\xa4…'` as Python prints bytes,
        // `\x30\x82…`, `%30%82…`): in a view of them, its bytes, read in hex as a list's
        // ([`decode::der_keys`]). Only where the escapes wrote every unprintable byte of
        // its opening: bytes never escaped (an executable's, which holds the PKCS#8
        // templates of ring, BoringSSL or Go) are no key written down.
        if let Some(ed) = edits {
            for (s, e) in decode::der_keys(hay) {
                if written_by_escapes(hay, ed, s, e) {
                    text.push_bytes(hay, (s, e), &hay[s..e], false, &mut hex);
                }
            }
        }
        // A value its record names in another field, far from it or after it ([`records`]),
        // is read again after that name, as a decoded blob is.
        let mut found = self.covered(&out[before..]);
        let mut recs = records::records(hay);
        // A CSV table's header and rows are lines of the text itself, and so is an
        // agent's trace, whose command's output a JSON escape would not change.
        if edits.is_none() {
            recs.extend(records::csv_columns(hay, &breaks));
            recs.extend(records::table_rows(hay));
            recs.extend(records::printed(hay));
            recs.extend(records::vault_secrets(hay));
            recs.extend(records::header_calls(hay));
            recs.extend(records::sql_inserts(hay));
            recs.sort_unstable_by_key(|r| (r.value.start, r.value.end));
        }
        for rec in recs {
            let value = rec.value;
            if found.contains(value.start, value.end) {
                continue;
            }
            let (from, to) = (rec.name.start.min(value.start), rec.name.end.max(value.end));
            if edits.is_some_and(|ed| !ed.any(from, to + 1)) {
                continue;
            }
            let name = &hay[rec.name];
            text.push_exact(name, &hay[value.clone()], value.start, value.end);
            // A name of words apart is read joined too (`ADYEN API KEY LIVE` as
            // `ADYEN_API_KEY_LIVE`), as well as apart (`Api secret`).
            if let Cow::Owned(joined) = records::joined_name(name) {
                text.push_exact(&joined, &hay[value.clone()], value.start, value.end);
            }
        }
        self.scan_joined(text, binary, depth, out);
    }

    /// The base64 blobs among `runs` that no finding covers and `edited` takes, decoded,
    /// and inflated where compressed ([`inflate::blob`], within what the scan has left of
    /// its MiB: [`INFLATE_LEFT`]): a text one into `text` after the name before it, a
    /// binary one into `binary`.
    #[allow(clippy::too_many_arguments)]
    fn read_blobs(
        &self,
        hay: &[u8],
        runs: &[(usize, usize)],
        cut: bool,
        found: &mut Covered,
        edited: impl Fn(usize, usize) -> bool,
        text: &mut Joined,
        binary: &mut Joined,
    ) {
        let mut scratch = Vec::new();
        for (s, e) in decode::decodable_runs(hay, runs) {
            let run = &hay[s..e];
            if found.contains(s, e) || !edited(s, e) {
                continue;
            }
            // A binary blob is read without the name before it: random bytes after
            // `password: ` would read as a password (an integrity digest's, `sha512-…`,
            // decoded).
            let mut keep = |blob: &[u8]| match decode::is_text(blob) {
                true => text.push(decode::name_before(hay, s), blob, s, e),
                false => binary.push(b"", blob, s, e),
            };
            // A run at the very start of a cut window may be a blob cut anywhere: try
            // each phase.
            let phases = if s == 0 && cut { 0..4 } else { 0..1 };
            for skip in phases {
                if decode::base64_decode_into(run, skip, &mut scratch) {
                    keep(&scratch);
                    // A compressed blob is read as what it inflates to too (its bytes
                    // are read as they are, above: a gzip member's name and comment are
                    // not inflated).
                    let left = INFLATE_LEFT.get();
                    if let Some(inflated) = inflate::blob(&scratch, left) {
                        INFLATE_LEFT.set(left.saturating_sub(inflated.len()));
                        keep(&inflated);
                    }
                }
            }
        }
    }

    /// Scans what was decoded into `text` (with its views) and `binary` (raw), one level
    /// below `depth`, its findings at the source runs the blobs came from.
    fn scan_joined(&self, text: Joined, binary: Joined, depth: u8, out: &mut Vec<Hit>) {
        for (joined, views) in [(text, true), (binary, false)] {
            if joined.sources.is_empty() {
                continue;
            }
            let mut inner = Vec::new();
            if views {
                self.scan_views(&joined.bytes, depth + 1, false, None, None, &mut inner);
            } else {
                let runs = prefilter::long_runs(&joined.bytes);
                self.scan_raw(&joined.bytes, &runs, None, None, &mut inner);
            }
            out.extend(inner.into_iter().map(|h| joined.source(h)));
        }
    }

    /// What `hits` cover for the purpose of not searching it again. A generic credential
    /// (`Basic`, a JWT) is normal use in an auth header to any host, so what it holds
    /// must still be found: `Basic` of `x-access-token:ghp_...` is a GitHub token. So
    /// must what a password field holds, which is any bytes: `Pwd=AKIA…:…` is an AWS
    /// key pair too.
    fn covered(&self, hits: &[Hit]) -> Covered {
        Covered::new(hits.iter().filter(|h| {
            let rule = &self.rules[h.rule];
            let generic = matches!(
                rule.binding,
                rules::Binding::AnyHost | rules::Binding::Anywhere
            );
            !generic && rule.check != rules::Check::Password
        }))
    }

    /// Scans the view `v` of `source` (and its views), its findings at source bytes;
    /// `searched`: what the source's raw pass found and covered.
    fn scan_view(
        &self,
        source: &[u8],
        searched: &Searched,
        v: &View,
        depth: u8,
        cut: bool,
        out: &mut Vec<Hit>,
    ) {
        let mut inner = Vec::new();
        let edits = self
            .edited_views
            .then(|| Edits::new(&v.bytes, v.changed(source.len())));
        let copied = self.edited_views.then_some((v, searched));
        self.scan_views(&v.bytes, depth + 1, cut, edits.as_ref(), copied, &mut inner);
        out.extend(inner.into_iter().map(|h| {
            let (start, end) = v.source(h.start, h.end);
            Hit {
                rule: h.rule,
                start,
                end,
            }
        }));
    }

    /// The raw pass: anchors (the gated ones near the long token `runs` only), then each
    /// rule's pattern anchored where one lies, then validators. `source`: `hay` is this
    /// view of a source, whose raw pass's anchors are taken where the view copies it.
    /// Gives what it found and covered.
    fn scan_raw(
        &self,
        hay: &[u8],
        runs: &[(usize, usize)],
        edits: Option<&Edits>,
        source: Option<(&View, &Searched)>,
        out: &mut Vec<Hit>,
    ) -> Searched {
        let before = out.len();
        let mut every = Vec::new();
        match source {
            // Taken from the source's where the view copies it: the source's whole text
            // was searched.
            Some((view, past)) => {
                let longest = self.everywhere_longest;
                let search = |r: std::ops::Range<usize>, found: &mut _, out: &mut _| {
                    if r.len() < SHORT_STRETCH {
                        self.find_starts(&self.everywhere_near, hay, r, found, out);
                        return;
                    }
                    // An automaton finds what ends in its range.
                    let end = hay.len().min(r.end + longest.saturating_sub(1));
                    self.find_anchors(&self.everywhere, hay, r.start..end, Some(found), out);
                };
                let whole = [(0, past.len)];
                let past = (&whole[..], &past.everywhere[..]);
                let all = 0..hay.len();
                self.replay(hay, all, view, past, longest, search, &mut every, out);
            }
            None => self.find_anchors(&self.everywhere, hay, 0..hay.len(), Some(&mut every), out),
        }
        every.sort_unstable();
        every.dedup();
        // A run inside a secret already found (the lines of a PEM body) is not searched
        // again: whatever else it could hold lies inside a finding already.
        let mut found = self.covered(&out[before..]);
        let g = &self.gated;
        // Where the anchors of each run's findings start ([`Gated`]). A long run is
        // searched in three parts: its inside with the anchors that can lie there (the
        // plain ones when it holds no `-` or `_`, and of those only the case-sensitive
        // ones when it holds no `=` either), and its two ends. An anchor inside the run
        // lies whole in it; one that is not starts before its start (no earlier than
        // `lead`) or ends past its end, so within the longest anchor of it.
        let mut starts = Vec::new();
        let upto = |e: usize| (e + g.before + 1).saturating_sub(prefilter::MIN_RUN);
        for &(s, e) in runs.iter().filter(|&&(s, e)| !found.contains(s, e)) {
            if let Some(p) = &self.prefixed {
                // In a view, only where a match could hold an edit or have one beside it.
                let near = |ed: &Edits| ed.any(s.saturating_sub(p.lead + 1), e + p.trail + 2);
                if edits.is_none_or(near) {
                    self.find_prefixed(p, hay, (s, e), out);
                }
            }
            let from = s.saturating_sub(g.lead);
            // In a view, only where a match would hold an edit or have one beside it.
            if edits.is_some_and(|ed| !ed.reach((s, e), (from, upto(e)), g, &mut starts)) {
                continue;
            }
            let inside = (e - s >= LONG_STRETCH)
                .then(|| {
                    g.inside
                        .get_or_init(|| Inside::new(&self.rules, &g.which).ok())
                })
                .and_then(Option::as_ref);
            let Some(inside) = inside else {
                starts.push((from, upto(e)));
                continue;
            };
            let run = &hay[s..e];
            let anchors = if prefilter::has_dash(run) {
                &inside.long
            } else if memchr::memchr(b'=', run).is_some() {
                &inside.plain
            } else {
                &inside.plain_cased
            };
            self.find_anchors(anchors, hay, s..e, None, out);
            starts.push((from, s + g.longest));
            starts.push((e - g.longest, e.max(upto(e))));
        }
        // In order (a run's start may reach back past the end of a long run before it),
        // merged where they touch, searched once.
        starts.sort_unstable();
        let mut searched = Searched {
            len: hay.len(),
            everywhere: every,
            ..Searched::default()
        };
        for &(from, to) in &starts {
            let to = hay.len().min(to);
            match searched.ranges.last_mut() {
                Some((_, b)) if from <= *b => *b = to.max(*b),
                _ => searched.ranges.push((from, to)),
            }
        }
        let mut anchors = Vec::new();
        for &(a, b) in &searched.ranges {
            match source {
                Some(copied) => self.replay_gated(hay, a..b, copied, &mut anchors, out),
                None => self.find_gated(hay, a..b, &mut anchors, out),
            }
        }
        anchors.sort_unstable();
        anchors.dedup();
        searched.anchors = anchors;
        searched
    }

    /// [`Scanner::find_gated`] over `range` of the view `hay` of a source whose gated
    /// search was `past` ([`Scanner::replay`]).
    fn replay_gated(
        &self,
        hay: &[u8],
        range: std::ops::Range<usize>,
        (view, past): (&View, &Searched),
        found: &mut Vec<Found>,
        out: &mut Vec<Hit>,
    ) {
        let search = |r, found: &mut _, out: &mut _| self.find_gated(hay, r, found, out);
        let past = (&past.ranges[..], &past.anchors[..]);
        self.replay(
            hay,
            range,
            view,
            past,
            self.gated.longest,
            search,
            found,
            out,
        );
    }

    /// A search of the view `hay` over `range` for anchors no longer than `longest`,
    /// made by `search` on the source as `past` (the ranges it covered, the anchors it
    /// found there): where the view copies the source, at a place the source's search
    /// covered, the anchors that start there are the source's (every byte one could
    /// span is the source's), so they are taken from it and their rules run on the
    /// view; elsewhere (escapes, the bytes just before one, what the source's search did
    /// not cover) `search` searches the view. A view of a JSON text is the text again:
    /// this spares most of a second search.
    #[allow(clippy::too_many_arguments)]
    fn replay(
        &self,
        hay: &[u8],
        range: std::ops::Range<usize>,
        view: &View,
        (ranges, anchors): (&[(usize, usize)], &[Found]),
        longest: usize,
        search: impl Fn(std::ops::Range<usize>, &mut Vec<Found>, &mut Vec<Hit>),
        found: &mut Vec<Found>,
        out: &mut Vec<Hit>,
    ) {
        // Searched or replayed up to here.
        let mut done_to = range.start;
        for c in view.copies(range.start, range.end) {
            // Places whose every anchor byte lies in the copy.
            let end = c.end.min((c.whole_end + 1).saturating_sub(longest));
            if c.start >= end {
                continue;
            }
            let (s0, s1) = (c.src, c.src + (end - c.start));
            let first = ranges.partition_point(|&(_, b)| b <= s0);
            for &(a, b) in ranges[first..].iter().take_while(|&&(a, _)| a < s1) {
                let (a, b) = (a.max(s0), b.min(s1));
                let (va, vb) = (c.start + (a - s0), c.start + (b - s0));
                if done_to < va {
                    search(done_to..va, found, out);
                }
                let from = anchors.partition_point(|&(p, _, _)| p < a);
                let mut done = None;
                for &(p, r, ai) in anchors[from..].iter().take_while(|&&(p, _, _)| p < b) {
                    let at = va + (p - a);
                    found.push((at, r, ai));
                    // Once a rule and start, as a search does; a literal rule's every
                    // anchor is its own finding.
                    if done != Some((at, r)) || self.rules[r].regex.is_none() {
                        done = Some((at, r));
                        self.anchored(r, hay, at..at + self.rules[r].anchors[ai].len(), out);
                    }
                }
                done_to = done_to.max(vb);
            }
        }
        if done_to < range.end {
            search(done_to..range.end, found, out);
        }
    }

    /// Runs the gated rules of every anchor starting in `range` of `hay`; each anchor
    /// onto `found` as (start, rule, anchor).
    fn find_gated(
        &self,
        hay: &[u8],
        range: std::ops::Range<usize>,
        found: &mut Vec<Found>,
        out: &mut Vec<Hit>,
    ) {
        let g = &self.gated;
        self.find_starts(&g.short, hay, range.clone(), found, out);
        if !g.tiny.automata.is_empty() {
            // An automaton finds what ends in its range: a tiny anchor starting at the
            // range's last byte ends up to two bytes past it.
            let end = hay.len().min(range.end + TINY - 1);
            self.find_anchors(&g.tiny, hay, range.start..end, Some(found), out);
        }
    }

    /// Runs the rules of every anchor of `pairs` starting in `range` of `hay`, once a
    /// rule and start (`sk-` and `sk-proj-` are one rule's two anchors).
    fn find_starts(
        &self,
        pairs: &Pairs,
        hay: &[u8],
        range: std::ops::Range<usize>,
        found: &mut Vec<Found>,
        out: &mut Vec<Hit>,
    ) {
        let mut done = None;
        let _ = pairs.each(hay, range, |start, r, ai| {
            let rule = &self.rules[r];
            if done != Some((start, r)) && lies_at(hay, start, &rule.anchors[ai], rule.ignore_case)
            {
                done = Some((start, r));
                found.push((start, r, ai));
                let anchor = start..start + rule.anchors[ai].len();
                self.anchored(r, hay, anchor, out);
            }
            ControlFlow::Continue(())
        });
    }

    /// Runs the [`Prefixed`] rules whose prefix lies before a place in the run `s..e` of
    /// `hay` where a match's run can start.
    fn find_prefixed(&self, p: &Prefixed, hay: &[u8], (s, e): (usize, usize), out: &mut Vec<Hit>) {
        // A match's run holds `MIN_RUN` of the run's bytes from where it starts.
        let last = e.saturating_sub(prefilter::MIN_RUN);
        let mut cache = p.caches.get();
        let mut done = Vec::new();
        let mut at = s;
        while at <= last {
            let lo = at.saturating_sub(p.lead);
            let mut run = |group: usize, start: usize| {
                for &r in &p.groups[group] {
                    self.prefixed_rule(r, hay, start, &mut done, out);
                }
            };
            if !p.each_match(&mut cache, hay, (lo, at), &mut run) {
                // Undecided: every rule from every place its match could start.
                for group in 0..p.groups.len() {
                    (lo..=at).for_each(|start| run(group, start));
                }
            }
            match p.next_end(&hay[at..last]) {
                Some(i) => at += i + 1,
                None => break,
            }
        }
    }

    /// Runs rule `r` from its anchors lying where a match starting at `start` has one
    /// (at most `before` after it), once a rule and place (`done`), as a search would.
    fn prefixed_rule(
        &self,
        r: usize,
        hay: &[u8],
        start: usize,
        done: &mut Vec<(usize, usize)>,
        out: &mut Vec<Hit>,
    ) {
        let rule = &self.rules[r];
        for at in start..=start + rule.before {
            let lies = |a: &&Vec<u8>| lies_at(hay, at, a, rule.ignore_case);
            let Some(anchor) = rule.anchors.iter().find(lies) else {
                continue;
            };
            if !done.contains(&(r, at)) {
                done.push((r, at));
                self.anchored(r, hay, at..at + anchor.len(), out);
            }
        }
    }

    /// Runs rule `r` on one of its anchors, lying at `anchor`: a literal rule (a watched
    /// value) is the anchor itself; the others match their pattern where their gate lets
    /// them.
    fn anchored(&self, r: usize, hay: &[u8], anchor: std::ops::Range<usize>, out: &mut Vec<Hit>) {
        let rule = &self.rules[r];
        let start = anchor.start;
        if rule.regex.is_none() {
            out.push(Hit {
                rule: r,
                start,
                end: anchor.end,
            });
        } else if rule.gate.passes(hay, anchor.clone()) {
            let from = start.saturating_sub(rule.before);
            self.run_rule(r, hay, from, start, out);
        }
    }

    /// Runs the rules of every anchor of `set` starting in `range` of `hay`; each anchor
    /// onto `found`, if given, as (start, rule, anchor).
    fn find_anchors(
        &self,
        set: &Anchors,
        hay: &[u8],
        range: std::ops::Range<usize>,
        mut found: Option<&mut Vec<Found>>,
        out: &mut Vec<Hit>,
    ) {
        for (finder, ids) in &set.automata {
            let mut at = range.start;
            // Restart one byte past each match's start, not at its end: an anchor that
            // overlaps an earlier match is still found.
            while at < range.end {
                let Some((matched, pattern)) = finder.find(hay, at..range.end) else {
                    break;
                };
                at = matched + 1;
                for pr in &set.pattern_rules[ids[pattern]] {
                    let rule = &self.rules[pr.rule];
                    let mut done = None;
                    for &(ai, k) in &pr.places {
                        let anchor = &rule.anchors[ai];
                        let Some(start) = matched.checked_sub(k) else {
                            continue;
                        };
                        if done == Some(start) || !lies_at(hay, start, anchor, rule.ignore_case) {
                            continue;
                        }
                        done = Some(start);
                        if let Some(found) = found.as_deref_mut() {
                            found.push((start, pr.rule, ai));
                        }
                        self.anchored(pr.rule, hay, start..start + anchor.len(), out);
                    }
                }
            }
        }
    }

    /// The matches of rule `r` that hold its anchor at `anchor`: each starts in `s..=anchor`
    /// (no match starts further before its anchor) and is no longer than the rule's
    /// longest, so only those starts are tried, each anchored.
    fn run_rule(&self, r: usize, hay: &[u8], s: usize, anchor: usize, out: &mut Vec<Hit>) {
        let rule = &self.rules[r];
        let Some(re) = &rule.regex else { return };
        let e = hay.len().min(anchor + rule.max_len);
        let mut from = s;
        while from <= anchor {
            let Some(f) = re.match_at(hay, from, e) else {
                from += 1;
                continue;
            };
            let hit = self.judge(r, hay, &f);
            let taken = hit.is_some();
            if let Some(hit) = hit {
                out.push(hit);
            } else if let Some(shortest) = rule.shortest_secret.filter(|_| {
                let (whole, secret) = (&hay[f.whole.clone()], &hay[f.secret.clone()]);
                f.whole.end == f.secret.end && !check::documented(whole, secret)
            }) {
                out.extend(self.cut_short(r, hay, from, &f, shortest));
            }
            // A match from a later start inside this one is the same secret. But a value
            // refused may be the next line's own name and value, which a join across a
            // line break took for this name's value (LDIF's `replace: olcRootPW` over
            // `olcRootPW: v`): the search goes on from the value's start.
            from = match taken {
                true => f.whole.end.max(from + 1),
                false => f.secret.start.max(from + 1),
            };
        }
    }

    /// A value refused that ends its match and may be shorter ran on as far as it could:
    /// bytes glued after a token (`_your_token`, `QQQQ`) would make it a stand-in or
    /// dilute its entropy. So match `f`, starting at `from`, is judged cut short too: at
    /// its shortest, and before each stand-in mark it holds past that (a mark within the
    /// shortest value is the value's own). A few tries, each for a value refused, and
    /// never for a documented one (the caller's: a cut of it is no documented value).
    fn cut_short(
        &self,
        r: usize,
        hay: &[u8],
        from: usize,
        f: &rules::Found,
        shortest: usize,
    ) -> Option<Hit> {
        let re = self.rules[r].regex.as_ref()?;
        let least = f.secret.start + shortest;
        if f.secret.end <= least {
            return None;
        }
        // A mark that starts within the shortest value is the value's own, and a cut
        // through it (`…OjEXAMPL`) no secret either.
        if check::stand_in_at(&hay[f.secret.clone()]).is_some_and(|m| f.secret.start + m < least) {
            return None;
        }
        let cut = |end: usize| re.match_at(hay, from, end);
        if let Some(hit) = cut(least).and_then(|c| self.judge(r, hay, &c)) {
            return Some(hit);
        }
        // Each cut ends before the mark it was cut at, which lies inside the value
        // before it: the values shrink.
        let mut value = f.secret.clone();
        for _ in 0..STAND_IN_CUTS {
            let mark = value.start + check::stand_in_at(&hay[value.clone()])?;
            if mark <= least {
                return None;
            }
            let c = cut(mark)?;
            if let Some(hit) = self.judge(r, hay, &c) {
                return Some(hit);
            }
            value = c.secret;
        }
        None
    }

    /// A hit for match `f` of rule `r`, if its validator takes it.
    fn judge(&self, r: usize, hay: &[u8], f: &rules::Found) -> Option<Hit> {
        let rule = &self.rules[r];
        // A one-byte trailing delimiter the regex needed is not part of the secret,
        // nor a stand-in mark (the `<` that closes an XML element's text is no
        // `<password>`).
        let end = if f.whole.end == f.secret.end + 1 {
            f.secret.end
        } else {
            f.whole.end
        };
        // A named key's match holds its name and separator (`<NAME>`, `' => '`),
        // which are no stand-in marks: only the value is looked at.
        let looked_at = match rule.named {
            true => f.secret.clone(),
            false => f.whole.start..end,
        };
        let valid = check::validate(
            rule.check,
            rule.min_entropy,
            &hay[looked_at],
            &hay[f.secret.clone()],
        );
        // What lies around the match may say it is none (its name's words, a host name it
        // starts, a preview's `…`, a redacted key file).
        let valid = valid && !check::refused_in_context(rule, hay, &f.whole, &f.secret);
        // Nor is a leading blank or line break the regex needed before a name: a finding
        // starts, and its line and column point, at the name.
        let start = match hay.get(f.whole.start) {
            Some(b' ' | b'\t' | b'\r' | b'\n') if f.whole.start < f.secret.start => {
                f.whole.start + 1
            }
            _ => f.whole.start,
        };
        valid.then_some(Hit {
            rule: r,
            start,
            end,
        })
    }
}

/// How many stand-in marks a refused value that may be shorter is cut before.
const STAND_IN_CUTS: usize = 4;

/// The automaton of the anchors holding a space, written with `+`; `None` when no
/// rule's anchor holds one.
fn form_words(rules: &[Rule]) -> Result<Option<AhoCorasick>, RuleError> {
    // Case-sensitive, in the spellings text uses (as written, upper, capitalised): a
    // case-blind automaton over every text costs several times a packed one.
    let mut words: Vec<Vec<u8>> = Vec::new();
    for a in rules.iter().flat_map(|r| &r.anchors) {
        if !a.contains(&b' ') {
            continue;
        }
        let plus: Vec<u8> = a
            .iter()
            .map(|&b| if b == b' ' { b'+' } else { b })
            .collect();
        let mut capital = plus.to_ascii_lowercase();
        if let Some(first) = capital.first_mut() {
            first.make_ascii_uppercase();
        }
        words.extend([plus.to_ascii_uppercase(), capital, plus]);
    }
    words.sort_unstable();
    words.dedup();
    if words.is_empty() {
        return Ok(None);
    }
    AhoCorasickBuilder::new()
        .build(&words)
        .map(Some)
        .map_err(|e| RuleError::Yaml(e.to_string()))
}

/// An anchor found: (start, rule, anchor index).
type Found = (usize, usize, usize);

/// What the raw pass over a text found and covered: its long token runs, the anchors of
/// the rules searched everywhere, the ranges its gated search searched, in order and
/// apart, and every anchor starting in them as (start, rule, anchor), sorted. A view
/// takes its runs ([`View::runs`]) and its anchors ([`Scanner::replay`]) from its
/// source's where it copies the source.
#[derive(Debug, Default)]
struct Searched {
    /// The text's length.
    len: usize,
    runs: Vec<(usize, usize)>,
    /// Every anchor of the rules searched everywhere, as (start, rule, anchor), sorted.
    everywhere: Vec<Found>,
    ranges: Vec<(usize, usize)>,
    anchors: Vec<Found>,
}

/// Where a view differs from its source ([`View::changed`]): the view's other bytes,
/// with the byte on either side, are the source's, so a match there was found in the
/// source already. A view is most of its source again (JSON escapes over a JSON text,
/// `.properties` escapes over a source file with one line continued by a backslash,
/// entities over one with an `&amp;` in a comment): its gated search covers only what
/// lies near its edits (a third less of the benchmark's code and JSON, whose every JSON
/// line holds escapes).
struct Edits {
    /// Every edited position, sorted.
    all: Vec<usize>,
    /// Those whose byte is a token character: only such an edit can lie inside a run.
    token: Vec<usize>,
    /// Where [`Edits::reach`] last left off in `token` at a run's start, and in `all` at
    /// its start and at its end ([`first_from`]).
    cursors: [Cell<usize>; 3],
}

impl Edits {
    fn new(bytes: &[u8], all: Vec<usize>) -> Edits {
        let token = all
            .iter()
            .copied()
            .filter(|&p| bytes.get(p).is_some_and(|&b| prefilter::is_token(b)))
            .collect();
        Edits {
            all,
            token,
            cursors: Default::default(),
        }
    }

    /// The edits in `from..to` of `list`.
    fn within(list: &[usize], from: usize, to: usize) -> &[usize] {
        let a = list.partition_point(|&p| p < from);
        let b = list.partition_point(|&p| p < to);
        &list[a..b.max(a)]
    }

    /// Whether an edit lies in `from..to`.
    fn any(&self, from: usize, to: usize) -> bool {
        !Edits::within(&self.all, from, to).is_empty()
    }

    /// Whether all of the reach `from..to` of the run `s..e` can start a match that
    /// holds an edit or reads one beside it ([`Gated`]); if not, the parts of it that
    /// can are pushed onto `starts`. A match holds at least [`prefilter::MIN_RUN`] of
    /// the run's bytes, starts at most `lead` before them and ends at most `trail` after;
    /// an edit that is not a token character cannot be inside the run. So an edit inside
    /// the run, or at most `trail` past its end, may be in any of its matches (one only
    /// a far rule reaches, in that rule's matches); one before the run, at `p`, only in
    /// a match starting at or before `p + 1`, whose anchor starts at most `before`
    /// later; with no edit in any of these places, no match the source lacks. (That
    /// also takes a rule's choice of match at a start to depend on no byte more than one
    /// past the match, as the gated rules' patterns do: each ends in a class repeated up
    /// to a byte outside it, a `\b` or a one-byte delimiter. The tests below glue every
    /// kind of escape to every rule's fake, 50,000 random texts agreed when last run.)
    fn reach(
        &self,
        (s, e): (usize, usize),
        (from, to): (usize, usize),
        g: &Gated,
        starts: &mut Vec<(usize, usize)>,
    ) -> bool {
        let [token_at_s, at_s, at_e] = &self.cursors;
        let inside = first_from(&self.token, token_at_s, s);
        if self.token.get(inside).is_some_and(|&p| p < e) {
            return true;
        }
        let past = self.all.get(first_from(&self.all, at_e, e)).copied();
        if past.is_some_and(|p| p < e + g.trail + 2) {
            return true;
        }
        let (far_lead, far_trail) = g.far;
        if far_trail > g.trail && past.is_some_and(|p| p < e + far_trail + 2) {
            starts.push((s.saturating_sub(far_lead), to));
        }
        let before = first_from(&self.all, at_s, s).checked_sub(1);
        if let Some(p) = before
            .map(|i| self.all[i])
            .filter(|&p| p >= from.saturating_sub(1))
        {
            starts.push((from, to.min(p + g.before + 2)));
        }
        false
    }
}

/// Whether every unprintable byte of the opening of `hay[s..e]` (the header and the
/// algorithm a key's DER names, [`DER_OPENING`] bytes) is one of `edits`: written by an
/// escape the view decoded, not copied from its source as it was.
fn written_by_escapes(hay: &[u8], edits: &Edits, s: usize, e: usize) -> bool {
    let end = e.min(s + DER_OPENING);
    let mut written = Edits::within(&edits.all, s, end).iter().peekable();
    (s..end).all(|i| {
        while written.next_if(|&&p| p < i).is_some() {}
        (0x20..0x7f).contains(&hay[i]) || written.peek() == Some(&&i)
    })
}

/// The bytes of a key's DER whose unprintable ones must have been escaped: PKCS#8's
/// header, version and algorithm, and the private key's own header.
const DER_OPENING: usize = 32;

/// The first index of the sorted `list` holding `x` or more. Looked for from `cursor`
/// on, where the last call left it: the runs of a view are asked about in order, so a
/// list is walked once (eight binary searches a run had cost a fifth of a view's search);
/// a call out of order searches it.
fn first_from(list: &[usize], cursor: &Cell<usize>, x: usize) -> usize {
    let mut i = cursor.get().min(list.len());
    if i > 0 && list[i - 1] >= x {
        i = list.partition_point(|&p| p < x);
    }
    while list.get(i).is_some_and(|&p| p < x) {
        i += 1;
    }
    cursor.set(i);
    i
}

/// The spans of hits, asked in order of start whether they cover a range.
struct Covered {
    /// (start, end), sorted by start.
    spans: Vec<(usize, usize)>,
    /// Spans starting at or before the last asked start: how many, and their furthest end.
    seen: usize,
    reach: usize,
}

impl Covered {
    fn new<'h>(hits: impl Iterator<Item = &'h Hit>) -> Covered {
        let mut spans: Vec<(usize, usize)> = hits.map(|h| (h.start, h.end)).collect();
        spans.sort_unstable();
        Covered {
            spans,
            seen: 0,
            reach: 0,
        }
    }

    /// Whether one span covers `start..end`; `start` never decreases between calls.
    fn contains(&mut self, start: usize, end: usize) -> bool {
        while let Some(&(s, e)) = self.spans.get(self.seen) {
            if s > start {
                break;
            }
            self.reach = self.reach.max(e);
            self.seen += 1;
        }
        self.seen > 0 && self.reach >= end
    }
}

/// Decoded blobs in one buffer, each after a NUL, with the source run of each.
#[derive(Default)]
struct Joined {
    bytes: Vec<u8>,
    /// (where the blob starts in `bytes`, the source run's start and end).
    sources: Vec<Found>,
    /// For each of [`Joined::sources`], where its blob starts in `bytes` if it is the
    /// source's own bytes (a record's value): a hit in one is mapped to the bytes it covers.
    exact: Vec<Option<usize>>,
}

impl Joined {
    /// A blob decoded from the source run `start..end`, after the `name` it is the value
    /// of (if any), so a rule that knows a value by its name finds it decoded too.
    fn push(&mut self, name: &[u8], blob: &[u8], start: usize, end: usize) {
        self.bytes.push(0);
        self.sources.push((self.bytes.len(), start, end));
        self.exact.push(None);
        if !name.is_empty() {
            self.bytes.extend_from_slice(name);
            self.bytes.extend_from_slice(b": ");
        }
        self.bytes.extend_from_slice(blob);
    }

    /// The bytes a list or a dump at `start..end` of `src` wrote (or a key's DER bytes
    /// there themselves), after the name before it: as they are where they `spell` text;
    /// in hex (`hex`, a buffer kept between calls) where they spell none but may be a
    /// private key's DER (`{0x30, 0x82, …}`, a Node buffer of a key, `xxd` of a `.der`
    /// file), as `private-key-der-hex` knows it.
    fn push_bytes(
        &mut self,
        src: &[u8],
        (start, end): (usize, usize),
        bytes: &[u8],
        spells: bool,
        hex: &mut Vec<u8>,
    ) {
        let name = decode::name_before(src, start);
        if spells {
            self.push(name, bytes, start, end);
        } else if decode::may_be_der(bytes) {
            decode::spell_hex(bytes, hex);
            self.push(name, hex, start, end);
        }
    }

    /// [`Joined::push`] for a blob that is the source's bytes `start..end` themselves.
    fn push_exact(&mut self, name: &[u8], blob: &[u8], start: usize, end: usize) {
        self.push(name, blob, start, end);
        self.exact[self.sources.len() - 1] = Some(self.bytes.len() - blob.len());
    }

    /// A hit in the buffer as a hit on the source run of the blob it starts in: the whole
    /// run for a decoded blob, the bytes it covers for an exact one (clipped to the blob,
    /// for a hit that starts in its name).
    fn source(&self, h: Hit) -> Hit {
        // A match may start on the NUL before its blob (a rule whose name must follow a
        // delimiter takes the NUL as one): the blob is the one after it.
        let first = h.start + usize::from(self.bytes.get(h.start) == Some(&0));
        let i = self
            .sources
            .partition_point(|&(at, _, _)| at <= first)
            .max(1)
            - 1;
        let (_, start, end) = self.sources[i];
        match self.exact[i] {
            Some(at) => Hit {
                rule: h.rule,
                start: start + h.start.saturating_sub(at).min(end - start),
                end: start + h.end.saturating_sub(at).max(1).min(end - start),
            },
            None => Hit {
                rule: h.rule,
                start,
                end,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::LazyLock;

    use base64::Engine as _;

    use super::*;
    use crate::scan::fake::{expand, Mode, Rng};

    /// The scanner, and the same rules with every view searched whole.
    static SCANNERS: LazyLock<(Scanner, Scanner)> = LazyLock::new(|| {
        let edited = Scanner::new(Vec::new()).unwrap();
        let mut whole = Scanner::new(Vec::new()).unwrap();
        whole.edited_views = false;
        (edited, whole)
    });

    /// The scanner with every gated rule's anchors searched near runs, none [`Prefixed`].
    static ANCHORED: LazyLock<Scanner> =
        LazyLock::new(|| Scanner::built(rules::builtin().unwrap(), false).unwrap());

    /// `text` as the body of a JSON string (quotes, backslashes and line breaks escaped).
    fn json_string(text: &str) -> String {
        serde_json::to_string(text).unwrap()
    }

    const LAYOUTS: u8 = 10;

    /// A fake secret in one of the ways JSON escapes meet it: beside its name in JSON
    /// inside a JSON string (the edits before and after its run), right after or before
    /// an escaped line break (the byte beside a match), with its `/` written `\/` or a
    /// byte written `\u00XX` (an edit inside the run, or beside it), base64-encoded after an escaped
    /// name (an edit in the name a blob is decoded with), in a string list (a join).
    fn carried(fake: &str, layout: u8, filler: &str) -> String {
        let (name, value) = fake.split_once('=').unwrap_or(("token", fake));
        match layout {
            0 => json_string(&format!("{{\"{name}\": \"{value}\"}}")),
            1 => format!("\"{filler}\\n{fake} {filler}\""),
            7 => format!("\"{filler} {fake}\\n{filler}\""),
            2 => format!("{{\"{name}\": \"{}\"}}", value.replace('/', "\\/")),
            3 if !value.is_empty() && value.is_ascii() => {
                unicode_escape(name, value, value.len() / 2)
            }
            // Its first or last byte that is not a letter or digit (a separator before or
            // after its run) written `\u00XX`.
            8 | 9 if !value.is_empty() && value.is_ascii() => {
                let other = |b: &u8| !b.is_ascii_alphanumeric();
                let at = match layout {
                    8 => value.bytes().position(|b| other(&b)),
                    _ => value.bytes().rposition(|b| other(&b)),
                };
                unicode_escape(name, value, at.unwrap_or(0))
            }
            4 => json_string(&format!("{filler}\n{fake}\n{filler}")),
            5 => {
                let blob = base64::engine::general_purpose::STANDARD.encode(value);
                json_string(&format!("{{\"{name}\": \"{blob}\"}}"))
            }
            _ => format!("[\"{name}=\\n\", \"{value}\\n\"]"),
        }
    }

    /// `name="value"` with the byte of `value` at `at` written `\u00XX`.
    fn unicode_escape(name: &str, value: &str, at: usize) -> String {
        let b = value.as_bytes()[at];
        format!(
            "{name}=\"{}\\u{:04x}{}\"",
            &value[..at],
            b,
            &value[at + 1..]
        )
    }

    /// The same hits from both scanners.
    fn agree(text: &str, rule: &str) {
        let (edited, whole) = &*SCANNERS;
        assert_eq!(
            edited.hits(text.as_bytes()),
            whole.hits(text.as_bytes()),
            "{rule}: {text}"
        );
    }

    const ESCAPED: u8 = 11;

    /// `value` with its byte at `at` written by `write`.
    fn with_byte(value: &str, at: usize, write: impl Fn(u8) -> String) -> String {
        let at = at.min(value.len().saturating_sub(1));
        match value.as_bytes().get(at) {
            Some(&b) if value.is_ascii() => {
                format!("{}{}{}", &value[..at], write(b), &value[at + 1..])
            }
            _ => value.to_string(),
        }
    }

    /// A fake secret in one of the ways the other views' escapes meet it: ANSI colour
    /// codes glued around it or inside it (left out, at the text's ends too), Java
    /// `.properties` escapes and a line continued inside it, XML entities, percent and
    /// form encoding, quoted-printable soft breaks: an edit inside its run, beside it, in
    /// its name, or none.
    fn escaped(fake: &str, layout: u8, filler: &str) -> String {
        let (name, value) = fake.split_once('=').unwrap_or(("token", fake));
        let mid = value.len() / 2;
        let first_other = value
            .bytes()
            .position(|b| !b.is_ascii_alphanumeric())
            .unwrap_or(0);
        // `head`, the value with its byte at `at` written by `write`, `tail`.
        let written = |head: String, at: usize, write: fn(u8) -> String, tail: &str| {
            format!("{head}{}{tail}", with_byte(value, at, write))
        };
        match layout {
            // Left out at the text's start, the fake's first byte starts the view only.
            0 => format!("\x1b[32m{fake} {filler}"),
            1 => written(
                format!("{filler}{name}=\x1b[1m"),
                mid,
                |b| format!("\x1b[0m{}", b as char),
                "\x1b[0m",
            ),
            2 => format!("\\e[0m{name}\\e[1m={value}\\033[0m {filler}"),
            3 => format!("{name}\\={}", value.replace(':', "\\:").replace('=', "\\=")),
            4 => written(
                format!("\\\n{filler}{name}="),
                mid,
                |b| format!("\\\n    {}", b as char),
                "",
            ),
            5 => written(format!("{name}="), mid, |b| format!("\\u{b:04x}"), ""),
            6 => written(
                format!("<v k=\"{name}\" v=\""),
                first_other,
                |b| format!("&#x{b:X};"),
                "\"/>&amp;",
            ),
            7 => written(format!("&amp;{name}&#61;"), mid, |b| format!("&#{b};"), ""),
            8 => written(
                format!("{filler}?{name}%3D"),
                first_other,
                |b| format!("%{b:02X}"),
                "",
            ),
            9 => written(
                format!("{name}+=+"),
                mid,
                |b| format!("%{b:02x}"),
                &format!("+{filler}"),
            ),
            _ => written(
                format!("Content-Transfer-Encoding: quoted-printable\n\n{name}=3D"),
                mid,
                |b| format!("=\n{}", b as char),
                "",
            ),
        }
    }

    /// How a fake is carried, with its layouts and two fillers: among JSON escapes
    /// ([`carried`]), among the other views' ([`escaped`]).
    type Carrier = (fn(&str, u8, &str) -> String, u8, [&'static str; 2]);
    const CARRIERS: [Carrier; 2] = [
        (carried, LAYOUTS, ["", "a \\\"b\\\": c\\n"]),
        (escaped, ESCAPED, ["", "a\\:b &lt; %41 c\x1b[0m"]),
    ];

    /// A record's hit mapped back to its source: from the NUL a bare-name rule takes as
    /// its delimiter, the record after that NUL, not the one before.
    #[test]
    fn a_hit_from_the_nul_before_a_record_maps_to_that_record() {
        let mut joined = Joined::default();
        joined.push_exact(b"label", b"v4lue", 10, 15);
        joined.push_exact(b"KEY", b"v4lue", 40, 45);
        let second = joined.sources[1].0 - 1;
        assert_eq!(joined.bytes[second], 0);
        let end = joined.bytes.len();
        // From the NUL (a rule's leading delimiter), from the name, and inside the value.
        for (start, want) in [(second, 40..45), (second + 1, 40..45), (end - 3, 42..45)] {
            let h = joined.source(Hit {
                rule: 0,
                start,
                end,
            });
            assert_eq!(h.start..h.end, want, "{start}");
        }
        let h = joined.source(Hit {
            rule: 0,
            start: 0,
            end: 13,
        });
        assert_eq!(h.start..h.end, 10..15);
    }

    /// A value its record names, read again after the name, is reported where the secret
    /// in it stands, not as the whole value (`Bearer xoxr-…` in an OpenTelemetry
    /// attribute, an item's URL in a vault's export).
    #[test]
    fn a_records_value_is_reported_at_its_secret() {
        let (edited, _) = &*SCANNERS;
        let token = "xoxr-179930872758-8102631744986-UNnKfS5QjLzFVR9bIKZKDcjA";
        let text = format!(
            "{{\"key\": \"http.request.header.authorization\", \"value\": {{\"arrayValue\": \
             {{\"values\": [{{\"stringValue\": \"Bearer {token}\"}}]}}}}}}"
        );
        let at = text.find(token).unwrap();
        let hits = edited.hits(text.as_bytes());
        assert!(!hits.is_empty(), "{text}");
        for h in hits {
            assert!(
                h.start >= at && h.end <= at + token.len(),
                "{h:?} in {text}"
            );
        }
    }

    /// A view searched only near its edits finds exactly what it finds searched whole:
    /// every rule's fake in every layout of every carrier.
    #[test]
    fn a_view_searched_near_its_edits_finds_what_a_whole_search_does() {
        let (edited, _) = &*SCANNERS;
        // Else both would search every view whole, and agree for nothing.
        assert!(
            edited.edited_views,
            "the built-in gated rules read no further than a byte"
        );
        for rule in edited.rules() {
            let fake = expand(&rule.fake, Mode::Real, &mut Rng::new(&rule.id, 1));
            for (carry, layouts, fillers) in CARRIERS {
                for layout in 0..layouts {
                    for filler in fillers {
                        agree(&carry(&fake, layout, filler), &rule.id);
                    }
                }
            }
        }
    }

    proptest::proptest! {
        #![proptest_config(crate::props::config(256))]
        /// And among words and escapes of every view placed anywhere around it.
        #[test]
        fn a_view_searched_near_its_edits_agrees_among_any_words(
            rule in 0usize..400,
            carrier in 0usize..CARRIERS.len(),
            layout in 0u8..16,
            seed in 0u64..1000,
            filler in concat!(
                "([a-zA-Z0-9]{1,8}|\\\\n|\\\\\"|\\\\/|\\\\u00[2-7][0-9a-f]|[ :=,._-]",
                "|\x1b\\[[0-9]m|\\\\e\\[0m|\\\\[:=]|\\\\\n +|&(amp|lt|#47|#x3D);",
                "|%[2-7][0-9A-F]|=3D|=\n|\\+){0,40}",
            ),
            glued in proptest::bool::ANY,
        ) {
            let (edited, _) = &*SCANNERS;
            let rule = &edited.rules()[rule % edited.rules().len()];
            let fake = expand(&rule.fake, Mode::Real, &mut Rng::new(&rule.id, seed));
            let (carry, layouts, _) = CARRIERS[carrier];
            // Apart from the words, or glued to them: escapes right past a match's end
            // (where a regex's longer alternative would read them).
            let gap = if glued { "" } else { " " };
            let text = format!("{filler}{gap}{}{gap}{filler}", carry(&fake, layout % layouts, &filler));
            agree(&text, &rule.id);
        }
    }

    /// The vector search for the next place a match's run can start inside a long run
    /// finds the place the byte table does, in text dense in those bytes and in text
    /// with none.
    #[test]
    fn a_run_is_crossed_to_the_place_the_table_finds() {
        let (edited, _) = &*SCANNERS;
        let p = edited.prefixed.as_ref().unwrap();
        assert!(p.few_ends.as_ref().is_some_and(|list| !list.is_empty()));
        let alphabet = b"ab9_-+/=.Z";
        let mut state = 0x9E37_79B9_u32;
        for len in 0..200 {
            let text: Vec<u8> = (0..len)
                .map(|_| {
                    state ^= state << 13;
                    state ^= state >> 17;
                    state ^= state << 5;
                    alphabet[state as usize % alphabet.len()]
                })
                .collect();
            let table = text.iter().position(|&b| p.ends[usize::from(b)]);
            assert_eq!(
                p.next_end(&text),
                table,
                "{:?}",
                String::from_utf8_lossy(&text)
            );
        }
        assert_eq!(p.next_end(&[b'b'; 4096]), None);
    }

    #[test]
    fn names_and_far_prefixes_are_searched_by_their_prefix() {
        let (edited, _) = &*SCANNERS;
        let p = edited.prefixed.as_ref().unwrap();
        let group = |id: &str| {
            let r = edited.rules().iter().position(|r| r.id == id).unwrap();
            p.groups.iter().position(|g| g.contains(&r))
        };
        for id in [
            "heroku-legacy-api-key",
            "generic-api-key-named",
            "doppler-token",
        ] {
            assert!(group(id).is_some(), "{id}");
        }
        // A run that starts its match, or one a few bytes in, is searched by anchors.
        assert!(group("github-pat").is_none() && group("sendgrid-api-key").is_none());
        // The `{sep}` rules share one pattern: the separator is in the automaton once.
        assert_eq!(group("heroku-legacy-api-key"), group("datadog-api-key"));
        assert!(p.groups.len() < 20, "{} groups", p.groups.len());
        assert!(p.ends[usize::from(b'=')] && !p.ends[usize::from(b'a')]);
        // Every far rule is prefixed: the anchor search reads no further before a run.
        assert!(
            edited.gated.lead <= prefilter::NEAR_LEAD,
            "{}",
            edited.gated.lead
        );
    }

    proptest::proptest! {
        #![proptest_config(crate::props::config(256))]
        /// A rule searched by its prefix, matched backwards from each place in a run
        /// where its run can start, finds what a search for its anchors near every run
        /// finds: any of its names, with any separator bytes at any length before its
        /// value, among words, other rules' anchors and escapes.
        #[test]
        fn a_prefix_matched_backwards_finds_what_an_anchor_search_does(
            rule in 0usize..400,
            anchor in 0usize..20,
            seed in 0u64..1000,
            suffix in "[A-Za-z0-9_.-]{0,14}",
            sep in "([ \\t\\n\\\\\"'`:=,>\\]]|=>|</[a-z]{1,4}>|[Vv]alue|&quot;){0,12}",
            glue in "[A-Za-z0-9=_-]{0,3}",
            filler in "([a-zA-Z0-9]{1,8}|[ :=,._\\n-]|\\\\n|\\\\u00[2-7][0-9a-f]|%3D){0,24}",
        ) {
            let (edited, _) = &*SCANNERS;
            let rules = edited.rules();
            let r = rule % rules.len();
            let name = String::from_utf8_lossy(&rules[r].anchors[anchor % rules[r].anchors.len()])
                .into_owned();
            let fake = expand(&rules[r].fake, Mode::Real, &mut Rng::new(&rules[r].id, seed));
            // A named rule's fake is its name, a separator and its value.
            let value = fake.split_once(['=', ':']).map_or(fake.as_str(), |(_, v)| v);
            let text = format!("{filler}{name}{suffix}{sep}{glue}{value}{filler}");
            proptest::prop_assert_eq!(
                edited.hits(text.as_bytes()),
                ANCHORED.hits(text.as_bytes()),
                "{}: {:?}", rules[r].id, text
            );
        }
    }

    /// A long run is searched inside by packed automata built at the first one; without
    /// them (a build that failed), by the byte table over the whole run, to the same
    /// findings: every rule's fake glued into long runs at their ends and within.
    #[test]
    fn a_long_run_without_its_automata_is_searched_whole() {
        let (edited, _) = &*SCANNERS;
        let fallback = Scanner::new(Vec::new()).unwrap();
        fallback.gated.inside.set(None).unwrap();
        let blob = "QUJD".repeat(LONG_STRETCH / 4 + 8);
        for rule in edited.rules() {
            let fake = expand(&rule.fake, Mode::Real, &mut Rng::new(&rule.id, 3));
            for text in [
                format!("{fake}{blob}"),
                format!("{blob}{fake}"),
                format!("{blob}{fake}{blob}"),
                format!("{blob}-{fake} {blob}="),
            ] {
                let found = edited.hits(text.as_bytes());
                assert_eq!(fallback.hits(text.as_bytes()), found, "{}", rule.id);
            }
        }
        assert!(edited.gated.inside.get().is_some_and(Option::is_some));
    }

    /// An edit far past a run's end, inside a match that starts with that run: an AWS
    /// secret 200 bytes after its key id, its last byte escaped. The view searches the
    /// key id's run for it: the secret's own run lies too far from the key id.
    #[test]
    fn an_edit_far_past_a_runs_end_inside_a_match_is_searched() {
        let (edited, _) = &*SCANNERS;
        let rule = edited
            .rules()
            .iter()
            .find(|r| r.id == "aws-key-pair")
            .unwrap();
        let fake = expand(&rule.fake, Mode::Real, &mut Rng::new(&rule.id, 1));
        let (id, secret) = fake.split_once(':').unwrap();
        let (head, last) = secret.split_at(secret.len() - 1);
        let gap = "word ".repeat(40);
        let text = format!(
            r#"{{"k": "{id} {gap}:{head}\u{:04x}"}}"#,
            last.as_bytes()[0]
        );
        agree(&text, &rule.id);
        let pair = edited.rules().iter().position(|r| r.id == rule.id);
        let found = edited.hits(text.as_bytes());
        assert!(found.iter().any(|h| Some(h.rule) == pair), "{text}");
    }

    /// An edit past a run's end, inside a match that runs on past it (`.x` after the
    /// run): no built-in rule's match makes that the only way to tell, so one is made.
    #[test]
    fn an_edit_past_a_runs_end_inside_a_match_is_searched() {
        let pattern = r"tok_[A-Za-z0-9]{20}\.x\b";
        let anchors = vec![b"tok_".to_vec()];
        let mut rule = rules::builtin().unwrap().swap_remove(0);
        rule.regex = Some(rules::LazyRegex::new(pattern.into()).unwrap());
        rule.run = prefilter::RunBound::of(pattern, 64, &anchors);
        rule.anchors = anchors;
        (rule.check, rule.min_entropy, rule.max_len, rule.before) =
            (rules::Check::None, None, 40, 0);
        (rule.gate, rule.named) = (rules::Gate::None, false);
        assert_eq!(rule.run.map(|b| b.trail), Some(2));
        let edited = Scanner::from_rules(vec![rule.clone()]).unwrap();
        assert!(edited.edited_views);
        let mut whole = Scanner::from_rules(vec![rule]).unwrap();
        whole.edited_views = false;
        // Raw, `.\u0078` is no `.x`; decoded, it is.
        let text = br#"{"t": "tok_q7Xk2mZ9pR4vL8nB3wT6.\u0078"}"#;
        assert_eq!(whole.hits(text).len(), 1);
        assert_eq!(edited.hits(text), whole.hits(text));
    }

    proptest::proptest! {
        #![proptest_config(crate::props::config(256))]
        /// A cursor's answer is a binary search's, in any order of calls.
        #[test]
        fn a_cursor_finds_what_a_search_does(
            mut list in proptest::collection::vec(0usize..200, 0..40),
            asked in proptest::collection::vec(0usize..220, 1..40),
        ) {
            list.sort_unstable();
            let cursor = Cell::new(0);
            for x in asked {
                let at = first_from(&list, &cursor, x);
                proptest::prop_assert_eq!(at, list.partition_point(|&p| p < x));
            }
        }
    }

    /// Edits are where a view differs from its source: escapes and string breaks.
    #[test]
    fn edits_are_the_escapes_and_the_joins() {
        let v = decode::json_escapes(br#"ab\n" + "cd\u0041"#).unwrap();
        assert_eq!(v.bytes, b"ab\ncdA");
        // `\n` decoded at 2, and joined to `cd` across `" + "` (2 and 3); `A` at 5.
        assert_eq!(v.changed(12), vec![2, 3, 5]);
        // A form's `+` is a byte the view changed, as `%41` is.
        let v = decode::form(b"a%41+b");
        assert_eq!(v.bytes, b"aA b");
        assert_eq!(v.changed(6), vec![1, 2]);
        // An ANSI sequence left out at either end: the byte the view starts or ends with
        // has another neighbour in the source.
        let src = b"\x1b[1mab\x1b[0m";
        let v = unescape::ansi(src);
        assert_eq!(v.bytes, b"ab");
        assert_eq!(v.changed(src.len()), vec![0, 1]);
        assert_eq!(decode::edits_hold(src, &v), Ok(()));
    }
}
