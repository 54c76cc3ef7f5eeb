//! The scanner: one Aho-Corasick pass over every rule's anchors, then a rule's regex only
//! on a window around each hit, then its validator. The fast pass is a prefilter in the
//! aho-corasick sense: it may point at places that are not secrets, but a secret a rule
//! matches always contains one of the rule's anchors, so it never misses one.

use aho_corasick::{AhoCorasick, AhoCorasickBuilder, Input, MatchKind};

use super::check;
use super::decode::{self, View};
use super::rules::{self, Rule, RuleError};
use super::Finding;

/// How deep decoded views nest (base64 inside a JSON string inside percent-encoding...).
const MAX_DEPTH: u8 = 2;

/// A finding by rule index, before it is named.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Hit {
    pub start: usize,
    pub end: usize,
    pub rule: usize,
}

/// Patterns per automaton: Teddy, the packed prefilter, is fastest on few patterns.
const PATTERNS_PER_AUTOMATON: usize = 16;

/// A rule to run where an automaton pattern matches.
#[derive(Debug, Clone, Copy)]
struct PatternRule {
    rule: usize,
    /// The furthest into one of the rule's anchors the pattern occurs.
    offset: usize,
}

/// The last position at which `needle` occurs in `hay`.
fn last_offset(hay: &[u8], needle: &[u8]) -> Option<usize> {
    memchr::memmem::rfind(hay, needle)
}

/// The compiled rules and their anchor automaton.
#[derive(Debug)]
pub struct Scanner {
    rules: Vec<Rule>,
    /// The anchor automata, each over at most [`PATTERNS_PER_AUTOMATON`] patterns, with
    /// the index of each of their patterns in `pattern_rules`.
    automata: Vec<(AhoCorasick, Vec<usize>)>,
    /// For each automaton pattern: the rules with an anchor containing it.
    pattern_rules: Vec<Vec<PatternRule>>,
    max_len: usize,
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
        let mut anchors: Vec<&[u8]> = rules
            .iter()
            .flat_map(|r| r.anchors.iter().map(Vec::as_slice))
            .collect();
        anchors.sort_unstable();
        anchors.dedup();
        // Only the minimal anchors go into the automaton (`sk-` covers `sk-proj-`): fewer
        // and shorter patterns keep its packed (Teddy) prefilter fast.
        let patterns: Vec<Vec<u8>> = anchors
            .iter()
            .filter(|a| {
                !anchors
                    .iter()
                    .any(|b| b.len() < a.len() && check::contains(a, b))
            })
            .map(|a| a.to_vec())
            .collect();
        let pattern_rules = patterns
            .iter()
            .map(|p| {
                (0..rules.len())
                    .filter_map(|i| {
                        let offset = rules[i]
                            .anchors
                            .iter()
                            .filter_map(|a| last_offset(a, p))
                            .max()?;
                        Some(PatternRule { rule: i, offset })
                    })
                    .collect()
            })
            .collect();
        let ids: Vec<usize> = (0..patterns.len()).collect();
        let automata = ids
            .chunks(PATTERNS_PER_AUTOMATON)
            .map(|ids| {
                let ac = AhoCorasickBuilder::new()
                    .match_kind(MatchKind::LeftmostLongest)
                    .build(ids.iter().map(|&i| &patterns[i]))
                    .map_err(|e| RuleError::Yaml(e.to_string()))?;
                Ok((ac, ids.to_vec()))
            })
            .collect::<Result<Vec<_>, RuleError>>()?;
        let max_len = rules
            .iter()
            .map(|r| r.max_len + r.before)
            .max()
            .unwrap_or(0);
        Ok(Scanner {
            rules,
            automata,
            pattern_rules,
            max_len,
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
        let mut out = Vec::new();
        self.scan_views(hay, 0, &mut out);
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
        kept
    }

    fn scan_views(&self, hay: &[u8], depth: u8, out: &mut Vec<Hit>) {
        self.scan_raw(hay, out);
        if depth >= MAX_DEPTH {
            return;
        }
        let views = [
            decode::percent(hay),
            decode::json_escapes(hay),
            decode::quoted_printable(hay),
        ];
        for v in views.into_iter().flatten() {
            self.scan_view(&v, depth, out);
        }
        // Every decoded blob goes into one buffer, each after a NUL (no rule's secret
        // holds one, and it is a word boundary), scanned once: many small scans of short
        // blobs cost more in set-up than in searching.
        let mut joined: Vec<u8> = Vec::new();
        let mut sources: Vec<(usize, usize, usize)> = Vec::new();
        for (s, e) in decode::base64_runs(hay) {
            let run = &hay[s..e];
            if !decode::worth_decoding(run) {
                continue;
            }
            // A run at the very start may be a blob cut by a stream window: try each phase.
            let phases = if s == 0 { 0..4 } else { 0..1 };
            for skip in phases {
                if let Some(bytes) = decode::base64_decode(run, skip) {
                    joined.push(0);
                    sources.push((joined.len(), s, e));
                    joined.extend_from_slice(&bytes);
                }
            }
        }
        if sources.is_empty() {
            return;
        }
        let mut inner = Vec::new();
        self.scan_views(&joined, depth + 1, &mut inner);
        out.extend(inner.into_iter().map(|h| {
            // The blob the hit starts in.
            let i = sources.partition_point(|&(at, _, _)| at <= h.start).max(1) - 1;
            let (_, start, end) = sources[i];
            Hit {
                rule: h.rule,
                start,
                end,
            }
        }));
    }

    fn scan_view(&self, v: &View, depth: u8, out: &mut Vec<Hit>) {
        let mut inner = Vec::new();
        self.scan_views(&v.bytes, depth + 1, &mut inner);
        out.extend(inner.into_iter().map(|h| {
            let (start, end) = v.source(h.start, h.end);
            Hit {
                rule: h.rule,
                start,
                end,
            }
        }));
    }

    /// The raw pass: anchors, then each rule's regex on merged windows, then validators.
    pub fn scan_raw(&self, hay: &[u8], out: &mut Vec<Hit>) {
        let mut windows: Vec<(usize, usize, usize)> = Vec::new();
        for (ac, ids) in &self.automata {
            let mut at = 0;
            // Restart one byte past each match's start, not at its end: an anchor that
            // overlaps an earlier match is still found.
            while at < hay.len() {
                let Some(m) = ac.find(Input::new(hay).range(at..)) else {
                    break;
                };
                at = m.start() + 1;
                for pr in &self.pattern_rules[ids[m.pattern().as_usize()]] {
                    let rule = &self.rules[pr.rule];
                    let s = m.start().saturating_sub(rule.before + pr.offset);
                    let e = hay.len().min(m.start() + rule.max_len);
                    if rule.regex.is_none() {
                        literal_hits(pr.rule, rule, hay, s, out);
                        continue;
                    }
                    windows.push((pr.rule, s, e));
                }
            }
        }
        if windows.is_empty() {
            return;
        }
        windows.sort_unstable();
        let mut i = 0;
        while i < windows.len() {
            let (r, s, mut e) = windows[i];
            i += 1;
            while i < windows.len() && windows[i].0 == r && windows[i].1 <= e {
                e = e.max(windows[i].2);
                i += 1;
            }
            self.run_rule(r, hay, s, e, out);
        }
    }

    fn run_rule(&self, r: usize, hay: &[u8], s: usize, e: usize, out: &mut Vec<Hit>) {
        let rule = &self.rules[r];
        let Some(re) = &rule.regex else { return };
        let window = &hay[s..e];
        for caps in re.captures_iter(window) {
            let Some(whole) = caps.get(0) else { continue };
            let secret = caps.get(1).unwrap_or(whole);
            if check::validate(
                rule.check,
                rule.min_entropy,
                whole.as_bytes(),
                secret.as_bytes(),
            ) {
                // A one-byte trailing delimiter the regex needed is not part of the secret.
                let end = if whole.end() == secret.end() + 1 {
                    secret.end()
                } else {
                    whole.end()
                };
                out.push(Hit {
                    rule: r,
                    start: s + whole.start(),
                    end: s + end,
                });
            }
        }
    }
}

/// A literal rule (a watched value): each anchor where it occurs from `s` on, within the
/// span the pattern that pointed here can reach.
fn literal_hits(r: usize, rule: &Rule, hay: &[u8], s: usize, out: &mut Vec<Hit>) {
    let e = hay.len().min(s + 2 * rule.max_len);
    for a in &rule.anchors {
        for i in memchr::memmem::find_iter(&hay[s..e], a) {
            out.push(Hit {
                rule: r,
                start: s + i,
                end: s + i + a.len(),
            });
        }
    }
}
