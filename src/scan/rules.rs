//! The rule table: the built-in rules are data (`rules.yaml`, embedded), parsed and
//! compiled once; `watch_env` values become literal rules next to them.

use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, OnceLock};

use regex_automata::hybrid;
use regex_automata::nfa::thompson;
use regex_automata::nfa::thompson::backtrack::{self, BoundedBacktracker};
use regex_automata::nfa::thompson::pikevm::{self, PikeVM};
use regex_automata::util::primitives::NonMaxUsize;
use regex_automata::{Anchored, Input, PatternID};
use regex_syntax::hir::Hir;
use serde::Deserialize;

use super::prefilter::{Prefix, RunBound};
use super::shape::{Outcome, Shape};

/// The embedded rule table.
const RULES_YAML: &str = include_str!("rules.yaml");

/// A structural check a candidate must pass beyond its regex.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Check {
    /// The regex and entropy are enough.
    #[default]
    None,
    /// GitHub/npm: the last 6 characters are base62(crc32(the 30 after the prefix)).
    GithubCrc,
    /// An AWS access key id that is not a documented example.
    AwsKeyId,
    /// An AWS secret key that is not a documented example.
    AwsSecret,
    /// A signed JWT: the header decodes to JSON naming an algorithm other than `none`.
    Jwt,
    /// `Basic` credentials: base64 of `user:password` with a real password.
    Basic,
    /// A URL password that is not a placeholder.
    UrlPassword,
    /// A PEM private key body with enough key material.
    Pem,
    /// A private key's DER in hex, after its header: enough key material, as varied as
    /// random bytes in hex are.
    DerHex,
    /// The private lines of a PuTTY key file: shorter than a PEM body (an ed25519 key's
    /// is one line of 48 characters), as varied and as free of stand-ins.
    Ppk,
    /// A password field (`.netrc`) that is not a stand-in or a documentation default.
    Password,
    /// A value known only by a generic name beside it (`DB_PASSWORD=`, `"api_key": `): a
    /// password field's tests, plus letters and a digit, and three kinds of character
    /// (lower, upper, digit, other) when shorter than 20: a generic name is common in
    /// code, and what follows it there is an identifier or a word, not a secret.
    Assigned,
    /// A value beside a short password name (`DB_PASS`, `Pwd`): [`Check::Assigned`], and
    /// the name's word is that name (`pass`, `pwd`), not a longer word it starts
    /// (`Passports`, `passenger`).
    ShortPassword,
    /// A value beside a bare `token` or `secret`: [`Check::Assigned`], and not of hex digits
    /// alone (with `-`): such a name also names a digest or a request id.
    Random,
    /// An opaque token: not a provider's prefixed one (`xoxb-…`, `npm_…`, `eyJ…`), which its
    /// own rule judges (checksum, documented examples), so a generic rule never reports
    /// what a specific one ruled out.
    Opaque,
    /// A service-account key file's key id (`private_key_id`): not where the file's
    /// `private_key` lies beside it and holds no key (a redacted or emptied file). The id
    /// names the key; the key is the secret, and the id alone opens nothing.
    KeyFile,
    /// Azure's annotated key: its 52 random characters are judged for stand-ins, not the
    /// signature and the fields after it, which hold runs of zeros (`AAAAA`).
    Annotated,
    /// A Mailgun private key (`key-…`): not where it follows `pub`, as the public
    /// validation key Mailgun issues beside it is written (`pubkey-…`). That spelling of
    /// a private key opens nothing: Mailgun takes it only as `key-…`.
    MailgunKey,
    /// An Upstash REST token, known by its shape whatever names it: base64 of a version
    /// byte (1), two bytes, `\x01$ `, then the database's UUID as text and random bytes.
    Upstash,
    /// A Discord bot token: under a bare `token` name or a client's `run(` or `login(`,
    /// its first part decodes to the bot's user id (a snowflake, 17 to 20 digits); under
    /// Discord's name or its `Bot` scheme, the regex is enough.
    Discord,
    /// A secret known by the key id before it (a Twilio key's SID, an Alibaba key id), in
    /// any run after the id: not one cut out of what a tool writes in a secret's place
    /// ([`crate::scan::check::enveloped`]), nor hex digits alone (a commit's hash after
    /// the id).
    Paired,
}

/// A cheap test at an anchor, before the rule's regex runs there: it rejects only
/// places where the regex and check would find nothing.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Gate {
    /// Always run the regex.
    #[default]
    None,
    /// After `://`, the userinfo must end in `@` before any byte a URL's userinfo
    /// cannot hold (`/ ? # " ' < > \` or whitespace).
    Userinfo,
    /// After `Basic `, the base64 that follows must pass [`Check::Basic`].
    Basic,
    /// The anchor ends its word: no small letter follows it (`pass` in `DB_PASS=`,
    /// `smtpPass:`, `"pass":`; not in `passed`, `passenger`, which code and prose write
    /// everywhere).
    WordEnd,
    /// A JWT's header: the run of base64url after the anchor ends in `.` within
    /// [`JWT_HEADER`] bytes. Found by a vector search for the `.`, so that a text of
    /// `eyJeyJeyJ…` costs each anchor a few dozen instructions, not a walk of the run
    /// (round eight: 1 MB of it took 4.8 s of CPU).
    DotAfterRun,
}

/// The longest base64url run a JWT's header is looked for in (the `jwt` rule's whole
/// match is at most 4,100 bytes).
const JWT_HEADER: usize = 4096;

/// The last byte base64 `text` decodes to, read from its last group alone (a lone last
/// character holds no byte: the group before it is read); `None` for a text too short or
/// a byte outside either alphabet.
fn last_decoded(text: &[u8]) -> Option<u8> {
    let v = |b: u8| match b {
        b'A'..=b'Z' => Some(b - b'A'),
        b'a'..=b'z' => Some(b - b'a' + 26),
        b'0'..=b'9' => Some(b - b'0' + 52),
        b'-' | b'+' => Some(62),
        b'_' | b'/' => Some(63),
        _ => None,
    };
    let full = text.len() - usize::from(text.len() % 4 == 1);
    let group = match full % 4 {
        0 => text.get(full.checked_sub(4)?..full)?,
        k => &text[full - k..full],
    };
    match *group {
        [a, b] => Some((v(a)? << 2) | (v(b)? >> 4)),
        [_, b, c] => Some(((v(b)? & 15) << 4) | (v(c)? >> 2)),
        [_, _, c, d] => Some(((v(c)? & 3) << 6) | v(d)?),
        _ => None,
    }
}

impl Gate {
    /// Whether the regex must run for the anchor lying at `anchor` in `hay`.
    pub fn passes(self, hay: &[u8], anchor: std::ops::Range<usize>) -> bool {
        // Past the anchor's start: `://` or `Basic` in any of its cases.
        let rest = |skip: usize| &hay[(anchor.start + skip).min(hay.len())..];
        match self {
            Gate::None => true,
            Gate::WordEnd => !hay.get(anchor.end).is_some_and(u8::is_ascii_lowercase),
            Gate::DotAfterRun => {
                let start = anchor.start.min(hay.len());
                let window = &hay[start..hay.len().min(anchor.end + JWT_HEADER)];
                let Some(dot) = memchr::memchr(b'.', window) else {
                    return false;
                };
                let header = &window[..dot];
                // Cheapest first: the header's last byte, read from its last group of
                // base64 alone, ends a JSON object (`}`, or a blank after it). A run of
                // `eyJ…` broken by a `.` every few KiB made each anchor in it search the
                // whole token (1 MB: 11.8 s); a run whose end is no `}` at this anchor's
                // alignment now costs it a few instructions.
                last_decoded(header).is_some_and(|b| b == b'}' || b.is_ascii_whitespace())
                    && header
                        .iter()
                        .all(|&b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
                    && super::check::jwt_header(header)
            }
            Gate::Userinfo => rest(3)
                .iter()
                .take(64 + 1 + 128 + 1)
                .find(|&&b| {
                    b.is_ascii_whitespace()
                        || matches!(
                            b,
                            b'@' | b'/' | b'?' | b'#' | b'"' | b'\'' | b'<' | b'>' | b'\\'
                        )
                })
                .is_some_and(|&b| b == b'@'),
            Gate::Basic => {
                let rest = rest(5);
                let rest = &rest[scheme_join(rest)..];
                let run = rest
                    .iter()
                    .take_while(|&&b| b.is_ascii_alphanumeric() || b == b'+' || b == b'/')
                    .count();
                let pad = rest[run..]
                    .iter()
                    .take(2)
                    .take_while(|&&b| b == b'=')
                    .count();
                run >= 8 && super::check::basic(&rest[..run + pad])
            }
        }
    }
}

/// How many bytes at the start of `rest` join an authorization scheme to its credentials:
/// blanks (`Basic v`), or the next field, when a configuration writes the two apart
/// (Grafana's `authorization_scheme: Basic` over `authorization_credentials: v`,
/// Prometheus's `type: Basic` over `credentials: v`, as JSON too). The `basic-auth` and
/// `splunk-hec-token` regexes write the same join (this reads it as loosely or more, so
/// the regex decides); 0 when there is none.
pub fn scheme_join(rest: &[u8]) -> usize {
    let quote = |b: &u8| matches!(b, b'"' | b'\'');
    let blank = |b: &&u8| matches!(b, b' ' | b'\t');
    let field = || {
        let mut i = usize::from(rest.first().is_some_and(quote));
        let gap = rest[i..].iter().take(30);
        let gap = gap
            .take_while(|b| b.is_ascii_whitespace() || **b == b',')
            .count();
        rest[i..i + gap]
            .iter()
            .any(u8::is_ascii_whitespace)
            .then_some(())?;
        i += gap;
        i += usize::from(rest.get(i).is_some_and(quote));
        let key = rest[i..].iter().take(35);
        let key = key
            .take_while(|b| b.is_ascii_alphabetic() || **b == b'_')
            .count();
        let word = b"credentials";
        let name_end = &rest[i + key.checked_sub(word.len())?..i + key];
        name_end.eq_ignore_ascii_case(word).then_some(())?;
        i += key;
        i += usize::from(rest.get(i).is_some_and(quote));
        i += rest[i..].iter().take(4).take_while(blank).count();
        matches!(rest.get(i), Some(b':' | b'=')).then_some(())?;
        i += 1;
        i += rest[i..].iter().take(4).take_while(blank).count();
        Some(i + usize::from(rest.get(i).is_some_and(quote)))
    };
    field().unwrap_or_else(|| rest.iter().take_while(|&&b| b == b' ').count())
}

/// Where a credential may legitimately go.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Binding {
    /// These host patterns (`api.github.com`, `*.github.com`); empty: nowhere.
    Hosts(Vec<String>),
    /// A generic credential (JWT, Basic): normal use in an auth header to any host.
    AnyHost,
    /// wirepass's own credential (its session token): it belongs to no destination, and
    /// no finding next to it makes it normal use (`hosts: none`).
    Never,
    /// A value known only by a generic name beside it (`DB_PASSWORD=…`): no host owns
    /// it, and a login form or an `X-Api-Key` header is normal use anywhere, so the
    /// proxy leaves it out; `wirepass scan` finds it (`hosts: anywhere`).
    Anywhere,
}

impl Binding {
    /// Whether `host` is a place this credential may go.
    pub fn allows(&self, host: &str) -> bool {
        match self {
            Binding::AnyHost | Binding::Anywhere => true,
            Binding::Never => false,
            Binding::Hosts(list) => list.iter().any(|p| crate::host::matches(p, host)),
        }
    }
}

#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum HostsYaml {
    List(Vec<String>),
    Word(String),
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RuleYaml {
    id: String,
    provider: String,
    description: String,
    hosts: HostsYaml,
    anchors: Vec<String>,
    regex: String,
    #[serde(default)]
    before: usize,
    #[serde(default)]
    check: Check,
    #[serde(default)]
    gate: Gate,
    #[serde(default)]
    ignore_case: bool,
    #[serde(default)]
    min_entropy: Option<f32>,
    max_len: usize,
    fake: String,
}

/// One compiled rule.
#[derive(Debug, Clone)]
pub struct Rule {
    /// Stable id, e.g. `github-pat`; names the rule in findings and refusals.
    pub id: String,
    /// Who issues the credential.
    pub provider: String,
    /// One line saying what it is.
    pub description: String,
    /// Where it may go.
    pub binding: Binding,
    /// Literals the fast pass looks for (lowercase when `ignore_case`).
    pub anchors: Vec<Vec<u8>>,
    /// Whether the anchors match in any ASCII case.
    pub ignore_case: bool,
    /// The candidate's regex; `None` for literal rules (the anchor is the secret).
    pub regex: Option<LazyRegex>,
    /// How far before its anchor a match may start.
    pub before: usize,
    /// The token run every match holds, when its regex proves one (see
    /// [`super::prefilter`]); `None` for literal rules.
    pub run: Option<RunBound>,
    /// What every match holds before that run, when it holds anything: the scanner
    /// matches it backwards from where a run can start ([`Prefix`]).
    pub prefix: Option<Prefix>,
    /// The structural check.
    pub check: Check,
    /// The cheap test before the regex.
    pub gate: Gate,
    /// Minimum Shannon entropy (bits per byte) of the secret part.
    pub min_entropy: Option<f32>,
    /// The longest span a match can have.
    pub max_len: usize,
    /// A template for fake tokens (see [`super::fake`]).
    pub fake: String,
    /// Whether the key is known by the name beside it (`{sep}` in its regex): the name
    /// and the separator (`<NAME>`, `'NAME' => '`) are structure, so only the value is
    /// looked at for stand-in marks.
    pub named: bool,
    /// When the secret (group 1, or the whole match without one) is a token that may be
    /// of several lengths, the shortest. A value that ran on into bytes glued after it
    /// (a stand-in word, a run of one character) is judged at that length too.
    pub shortest_secret: Option<usize>,
}

/// Why the rule table could not be built.
#[derive(Debug, thiserror::Error)]
pub enum RuleError {
    #[error("rule table: {0}")]
    Yaml(String),
    #[error("rule {id}: {message}")]
    Rule { id: String, message: String },
}

/// Parses and compiles the built-in rules.
pub fn builtin() -> Result<Vec<Rule>, RuleError> {
    let raw: Vec<RuleYaml> =
        serde_yaml::from_str(RULES_YAML).map_err(|e| RuleError::Yaml(e.to_string()))?;
    PREFIXES.get_or_init(|| prefixes_of(&raw));
    compile_all(raw)
}

/// The rules compiled on up to four cores, in table order: compiling (parsing each
/// pattern, its shape, its run bound) is more than half of a process's start, which a
/// `wirepass scan` of a few files is mostly made of. Each thread takes the next rule not
/// taken (the named rules cost many times what others do); the first error in table
/// order is the one given.
fn compile_all(raw: Vec<RuleYaml>) -> Result<Vec<Rule>, RuleError> {
    let n = std::thread::available_parallelism().map_or(1, |n| n.get().min(4));
    if n == 1 {
        return raw.into_iter().map(compile).collect();
    }
    let queue = Mutex::new(raw.into_iter().enumerate());
    let take = || {
        let mut done = Vec::new();
        loop {
            let next = queue.lock().unwrap_or_else(|e| e.into_inner()).next();
            let Some((k, r)) = next else {
                return done;
            };
            done.push((k, compile(r)));
        }
    };
    let mut compiled: Vec<(usize, Result<Rule, RuleError>)> = std::thread::scope(|s| {
        let threads: Vec<_> = (0..n).map(|_| s.spawn(take)).collect();
        threads
            .into_iter()
            .flat_map(|t| {
                t.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    });
    compiled.sort_unstable_by_key(|&(k, _)| k);
    compiled.into_iter().map(|(_, r)| r).collect()
}

/// The built-in rules' prefix anchors ([`owned_prefix`]), with whether each is matched
/// without case: taken from the table when [`builtin`] reads it.
static PREFIXES: OnceLock<Vec<(Vec<u8>, bool)>> = OnceLock::new();

fn prefixes_of(raw: &[RuleYaml]) -> Vec<(Vec<u8>, bool)> {
    let prefix = |a: &String| {
        let letters = a.bytes().take_while(u8::is_ascii_alphabetic).count();
        letters >= 2 && matches!(a.as_bytes().get(letters), Some(b'_' | b'-'))
    };
    raw.iter()
        .flat_map(|r| {
            r.anchors
                .iter()
                .filter(|a| prefix(a))
                .map(|a| (a.as_bytes().to_vec(), r.ignore_case))
        })
        .collect()
}

/// Whether `token` starts with a built-in rule's prefix anchor (letters, then `_` or `-`:
/// `ghp_`, `xoxb-`, `sk_live_`, `glpat-`): such a token is that rule's to judge (its
/// checksum, its documented examples), not a generic rule's. The table is read for it
/// here only where no scanner was built first (a unit test of a check).
pub fn owned_prefix(token: &[u8]) -> bool {
    let prefixes = PREFIXES.get_or_init(|| {
        let raw: Vec<RuleYaml> = serde_yaml::from_str(RULES_YAML).unwrap_or_default();
        prefixes_of(&raw)
    });
    prefixes.iter().any(|(p, blind)| {
        token.get(..p.len()).is_some_and(|head| match blind {
            true => head.eq_ignore_ascii_case(p),
            false => head == &p[..],
        })
    })
}

/// A rule's regex, compiled on first use. The compiled automata of the built-in rules
/// hold about 12 MB (the bounded repetitions of the PEM, JWT and session-token rules and
/// the named rules' separators unroll into thousands of NFA states), yet a rule's regex only runs on a window around
/// one of its anchors: most never run in a process's lifetime. The pattern is parsed at
/// load (a bad one is still a load error) and compiled on the first search; the unit test
/// `builtin_table_compiles_with_enough_kinds` compiles every built-in one.
pub struct LazyRegex {
    source: String,
    /// The pattern as instructions matched directly, when it has that form ([`Shape`]):
    /// every built-in rule's. The regex is then compiled only for a search the shape
    /// gives up on, and for `find_all`.
    shape: Option<Shape>,
    compiled: OnceLock<Compiled>,
}

/// A rule's regex as compiled for the searches a scan makes: anchored at a place, with
/// group 1. The forward NFA alone, shared by three engines: the lazy DFA finds where the
/// match from that place ends, then the backtracker (or, for a match too long for its
/// bound, the PikeVM) finds group 1 inside it: the meta regex's own plan for an anchored
/// search, without the reverse NFA it builds for unanchored ones (half of each compiled
/// regex, about 11 MB for the named rules' separators).
#[derive(Clone)]
struct Compiled {
    dfa: hybrid::dfa::DFA,
    backtrack: BoundedBacktracker,
    pikevm: PikeVM,
    /// The pattern has a group 1.
    group: bool,
    /// A number no other compiled regex of the process has.
    id: u64,
}

/// Numbers for [`Compiled`] regexes, never reused (a scanner may be rebuilt and a new
/// regex land at a dropped one's address).
static NEXT_REGEX: AtomicU64 = AtomicU64::new(0);

/// A thread's search caches, for the compiled regex numbered `owner`.
struct Caches {
    owner: u64,
    dfa: hybrid::dfa::Cache,
    backtrack: backtrack::Cache,
    pikevm: pikevm::Cache,
}

thread_local! {
    /// The one set of search caches of a thread, for whichever regex it last ran: sized
    /// to the largest regex the thread has run, whatever the number of rules. A cache a
    /// regex a thread (the meta regex's pools) grew with every rule a scan met: about
    /// 8 MiB a thread on a tree that meets them all.
    static CACHES: RefCell<Option<Caches>> = const { RefCell::new(None) };
}

impl Compiled {
    fn new(source: &str) -> Result<Compiled, String> {
        let nfa = thompson::Compiler::new()
            .syntax(syntax_config())
            .configure(thompson::Config::new().nfa_size_limit(Some(1 << 22)))
            .build(source)
            .map_err(|e| e.to_string())?;
        let dfa = hybrid::dfa::Builder::new()
            // As the meta regex does: a lazy DFA that keeps clearing its cache is slower
            // than the PikeVM, which then takes over.
            .configure(
                hybrid::dfa::DFA::config()
                    .minimum_cache_clear_count(Some(3))
                    .minimum_bytes_per_state(Some(10)),
            )
            .build_from_nfa(nfa.clone())
            .map_err(|e| e.to_string())?;
        Ok(Compiled {
            dfa,
            backtrack: BoundedBacktracker::new_from_nfa(nfa.clone()).map_err(|e| e.to_string())?,
            group: nfa.group_info().group_len(PatternID::ZERO) > 1,
            pikevm: PikeVM::new_from_nfa(nfa).map_err(|e| e.to_string())?,
            id: NEXT_REGEX.fetch_add(1, Ordering::Relaxed),
        })
    }

    /// Runs `search` with this thread's caches, reset for this regex if they served
    /// another.
    fn with_caches<T>(&self, search: impl FnOnce(&mut Caches) -> T) -> T {
        CACHES.with_borrow_mut(|held| {
            let caches = match held {
                Some(c) if c.owner == self.id => c,
                Some(c) => {
                    c.owner = self.id;
                    c.dfa.reset(&self.dfa);
                    c.backtrack.reset(&self.backtrack);
                    c.pikevm.reset(&self.pikevm);
                    c
                }
                None => held.insert(Caches {
                    owner: self.id,
                    dfa: self.dfa.create_cache(),
                    backtrack: self.backtrack.create_cache(),
                    pikevm: self.pikevm.create_cache(),
                }),
            };
            search(caches)
        })
    }

    /// The match `input` (anchored) asks for, into `slots`: where it ends by the lazy DFA,
    /// then its groups inside that span.
    fn anchored(&self, input: &Input<'_>, slots: &mut [Option<NonMaxUsize>]) -> Option<()> {
        self.with_caches(|c| {
            let end = match self.dfa.try_search_fwd(&mut c.dfa, input) {
                Ok(None) => return None,
                Ok(Some(half)) => half.offset(),
                // The lazy DFA gave up: the PikeVM searches the whole span.
                Err(_) => {
                    return self
                        .pikevm
                        .search_slots(&mut c.pikevm, input, slots)
                        .map(drop)
                }
            };
            let input = input.clone().range(input.start()..end);
            if input.get_span().len() < self.backtrack.max_haystack_len() {
                if let Ok(found) = self
                    .backtrack
                    .try_search_slots(&mut c.backtrack, &input, slots)
                {
                    return found.map(drop);
                }
            }
            self.pikevm
                .search_slots(&mut c.pikevm, &input, slots)
                .map(drop)
        })
    }

    /// The leftmost-first match in `input` (unanchored), into `slots`: the PikeVM's
    /// (tests only; a scan's searches are anchored).
    fn unanchored(&self, input: &Input<'_>, slots: &mut [Option<NonMaxUsize>]) -> Option<()> {
        self.with_caches(|c| {
            self.pikevm
                .search_slots(&mut c.pikevm, input, slots)
                .map(drop)
        })
    }
}

/// `pattern` parsed with the options its regex is compiled with (bytes, ASCII classes).
pub fn parse(pattern: &str) -> Result<Hir, String> {
    regex_syntax::ParserBuilder::new()
        .unicode(false)
        .utf8(false)
        .build()
        .parse(pattern)
        .map_err(|e| e.to_string())
}

/// A named rule's pattern parsed in its parts around `{sep}` and `{gsep}`, which are
/// parsed once for all rules (a tenth of start-up when each rule parsed its own copy):
/// the same tree as the whole pattern parsed, which a test holds for every built-in
/// rule. `None` where a part would not mean alone what it means in the whole: one that
/// does not parse alone (a separator inside a group), a capture group before the last
/// part (it would number the value's group), or flags set for the rest of the pattern
/// (`(?i)`).
fn parse_named(regex: &str) -> Option<Hir> {
    static SEPARATORS: OnceLock<Option<[Hir; 2]>> = OnceLock::new();
    let seps = SEPARATORS
        .get_or_init(|| Some([parse(SEP).ok()?, parse(GSEP).ok()?]))
        .as_ref()?;
    let sets_flags = regex.match_indices("(?").any(|(i, _)| {
        let flags = regex[i + 2..]
            .bytes()
            .take_while(|b| b.is_ascii_alphabetic() || *b == b'-');
        regex.as_bytes().get(i + 2 + flags.count()) == Some(&b')')
    });
    if sets_flags {
        return None;
    }
    let mut parts = Vec::new();
    let mut rest = regex;
    loop {
        let next = [("{sep}", 0), ("{gsep}", 1)]
            .into_iter()
            .filter_map(|(mark, k)| rest.find(mark).map(|i| (i, mark.len(), k)))
            .min();
        let Some((i, len, k)) = next else {
            parts.push(parse(rest).ok()?);
            return Some(Hir::concat(parts));
        };
        let part = parse(&rest[..i]).ok()?;
        if part.properties().explicit_captures_len() > 0 {
            return None;
        }
        parts.push(part);
        parts.push(seps[k].clone());
        rest = &rest[i + len..];
    }
}

impl LazyRegex {
    /// Checks that `source` parses with the options it will be compiled with.
    pub fn new(source: String) -> Result<LazyRegex, String> {
        let hir = parse(&source)?;
        Ok(LazyRegex::parsed(source, &hir))
    }

    /// `source`, parsed already into `hir` (by [`parse`]).
    fn parsed(source: String, hir: &Hir) -> LazyRegex {
        LazyRegex {
            source,
            shape: Shape::of(hir),
            compiled: OnceLock::new(),
        }
    }

    /// The pattern as written.
    pub fn as_str(&self) -> &str {
        &self.source
    }

    fn regex(&self) -> &Compiled {
        self.compiled.get_or_init(|| {
            // Built-in patterns only (watched env values have no regex); every one is
            // compiled by the unit test, so this cannot fail in a released build.
            Compiled::new(&self.source).expect("built-in rule regexes compile")
        })
    }

    /// The match starting exactly at `at` and ending by `end` (the one leftmost-first
    /// prefers there), with its group 1 (the whole match when there is none). A `\b` at
    /// the start sees the byte before `at`; the text ends at `end` (`$` matches there: a
    /// window may end where a streamed body has not arrived yet).
    pub fn match_at(&self, hay: &[u8], at: usize, end: usize) -> Option<Found> {
        match self.shape.as_ref().map(|s| s.match_at(&hay[..end], at)) {
            Some(Outcome::Match((whole, secret))) => Some(Found { whole, secret }),
            Some(Outcome::NoMatch) => None,
            Some(Outcome::GaveUp) | None => self.match_at_by_regex(hay, at, end),
        }
    }

    /// [`LazyRegex::match_at`] by the regex engine alone, never the shape: what the
    /// shape must agree with (the differential tests and fuzz target).
    pub fn match_at_by_regex(&self, hay: &[u8], at: usize, end: usize) -> Option<Found> {
        let input = Input::new(&hay[..end]).range(at..).anchored(Anchored::Yes);
        let re = self.regex();
        self.found(re, |slots| re.anchored(&input, slots))
    }

    /// Every match in `hay`, left to right, none overlapping.
    pub fn find_all(&self, hay: &[u8]) -> Vec<Found> {
        let re = self.regex();
        let mut all = Vec::new();
        let mut at = 0;
        while at <= hay.len() {
            let input = Input::new(hay).range(at..);
            let Some(f) = self.found(re, |slots| re.unanchored(&input, slots)) else {
                break;
            };
            at = f.whole.end.max(f.whole.start + 1);
            all.push(f);
        }
        all
    }

    /// The match `search` writes into its slots.
    fn found(
        &self,
        re: &Compiled,
        search: impl FnOnce(&mut [Option<NonMaxUsize>]) -> Option<()>,
    ) -> Option<Found> {
        // Group 1 only when the pattern has one: finding the bounds of a group costs a
        // second pass over the match, which for a PEM body is kilobytes.
        let mut slots = [None; 4];
        let n = if re.group { 4 } else { 2 };
        search(&mut slots[..n])?;
        let span = |a: Option<NonMaxUsize>, b: Option<NonMaxUsize>| Some(a?.get()..b?.get());
        let whole = span(slots[0], slots[1])?;
        let secret = span(slots[2], slots[3]).unwrap_or_else(|| whole.clone());
        Some(Found { whole, secret })
    }
}

/// One match of a rule's regex: its range and its group 1's (the secret part).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    pub whole: std::ops::Range<usize>,
    pub secret: std::ops::Range<usize>,
}

impl std::fmt::Debug for LazyRegex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("LazyRegex").field(&self.source).finish()
    }
}

impl Clone for LazyRegex {
    fn clone(&self) -> Self {
        LazyRegex {
            source: self.source.clone(),
            shape: self.shape.clone(),
            compiled: self.compiled.clone(),
        }
    }
}

/// How every rule's pattern is read: bytes, ASCII classes.
fn syntax_config() -> regex_automata::util::syntax::Config {
    regex_automata::util::syntax::Config::new()
        .unicode(false)
        .utf8(false)
}

/// A line break where a REPL or a shell echoes what the line before evaluated (that line
/// may end its expression with Erlang's `.`, a `;` or OCaml's and F#'s `;;`): the value
/// opens the next line, after a result's marks ([`crate::scan::check::echoed`] reads the
/// same): IPython's `Out[3]:`, irb's `=>`, R's `[1]`; a result named and typed before `=`
/// or `==>` (gdb's `$1 = 0x5603… `, lldb's `(const char *) $0 = `, Swift's `$R0: String
/// = `, jshell's `$1 ==> `, Scala's and Kotlin's `val res0: String = `, F#'s `val it:
/// string = `, OCaml's `- : string = `); then an ok tuple or an option's wrapper (Erlang's
/// `{ok,"v"}`, Elixir's `{:ok, "v"}`, Scala's `Some(v)`, Swift's `Optional("v")`). A join
/// of [`GSEP`] and of [`SEP`] (where a bare line break is one of its blanks already).
macro_rules! echo {
    () => {
        concat!(
            r#"(?:\.|;;?)?[ \t]{0,4}(?:\r?\n```[ \t]{0,4}\r?\n\s{0,8}```[A-Za-z]{0,12}[ \t]{0,4})?\r?\n(?:Out\[[0-9]{1,4}\]:[ \t]{0,4}|=>[ \t]{0,4}|\[1\][ \t]{0,4}"#,
            r#"|(?:val )?(?:\([^()\n]{1,40}\) )?(?:\$R?[0-9]{1,4}|res[0-9]{1,4}|it|-)"#,
            r#"(?: ?: [^=\n]{1,40})? (?:=|==>) (?:0x[0-9a-f]{1,16} )?@?)?"#,
            r#"(?:\{:?ok,[ \t]?|Some\(|Optional\()?"#,
        )
    };
}

/// The marks that assign a name its value, blanks aside: `=` `:` `::` `,` `|` `=>` `->`
/// `:=` `?=` `+=`, R's `<-` and `<<-`, and a default after `||`, `||=`, `??` or `??=`.
/// [`SEP`] and [`GSEP`] share it.
macro_rules! assigns {
    () => {
        r#"(?:\|\|=?|\?\?=?|::|[:=,|]|[=\-]>|[:?+]=|<<?-)"#
    };
}

/// A word after a name, apart from it, that says which of its kind the value is: a
/// spreadsheet's column `ADYEN API KEY LIVE`, a table's `API key (prod)`, as
/// `ADYEN_API_KEY_LIVE` writes it joined. A closed list: any word there would make
/// `api key lookup: …` a name. [`GSEP`]'s.
macro_rules! qualifier {
    () => {
        concat!(
            r#"(?:[ \t]\(?(?i:live|prod|production|test|staging|sandbox|dev|development"#,
            r#"|primary|secondary|backup|old|new|current|v[0-9]{1,2})\)?)?"#,
        )
    };
}

/// Prose's `is` or `was` after a name, then its blanks: a log's `is now =`, `was set to`,
/// `is changed to:` too (MDT's `Property NAME is now = v`). [`SEP`] and [`GSEP`] share it.
macro_rules! is_join {
    () => {
        concat!(
            r#"(?i:is|was)(?:[ \t]{1,4}(?i:now|set[ \t]{1,4}to|changed[ \t]{1,4}to))?"#,
            r#"[ \t]{1,4}(?:[=:][ \t]{1,4})?"#,
        )
    };
}

/// The next line's assignment below a comment that names its value: the name, an optional
/// `:` and a note in brackets, then `VAR=`, `$USER9$=`, `export VAR=` or `set VAR=`
/// (`# paypal_secret (used by notify-by-webhook)` over Nagios's `$USER9$=v`). Taken only
/// below a comment ([`crate::scan::check::refused_in_context`]), and for a provider's
/// name only: every alternative here is compiled into each named rule, and a generic
/// name's comment (`# token`) names too much.
macro_rules! labelled {
    () => {
        concat!(
            r#":?(?:[ \t]\([^()\n]{1,40}\))?[ \t]?\r?\n(?:export[ \t]|set[ \t])?"#,
            r#"\$?[A-Za-z_][A-Za-z0-9_]{0,24}\$?[ \t]?=[ \t]?"#,
        )
    };
}

/// An element's attribute (` translatable="false"`): [`separator!`] passes one or two
/// between a `name` attribute and the element's `>`. Written out twice there, one inside
/// an optional group, not as `{1,2}`: the shape walker ([`Shape`]) takes a repeat of a
/// class, not of a sequence.
macro_rules! attribute {
    () => {
        r#"[ \t]{1,4}[A-Za-z_:\-]{1,24}=["'][^"'<>\n]{0,40}["']"#
    };
}

/// A `key: …` line between a record's name and its value key (an AWS parameter's
/// `"Type"` between its `"Name"` and `"Value"`; a numbered binding's opening, as the
/// Snowflake SQL API numbers them: `"6": {` over `"type": "TEXT",`; a Kconfig symbol's
/// type and prompt, `string "Stripe key"`, between its `config NAME` and `default "v"`): [`separator!`]
/// passes one or two, as [`attribute!`] is passed.
macro_rules! skipped_line {
    () => {
        r#"(?:["']?[A-Za-z0-9_]{1,16}["']?[ \t]{0,12}[:=][ \t]{0,4}|(?:string|bool|int|hex|prompt)[ \t])[^\n]{0,64}\n\s{0,16}"#
    };
}

/// A separator between a name and its value: the name's own suffix, optional closing quotes
/// (escaped by `\\` or PowerShell's backtick; after blanks that pad the name, as `terraform
/// console` pads a map's keys: `"db_pass   " = "v"`; after a field reference's `]`, as
/// Logstash writes `"[@metadata][NAME]" =>`; a C array's declarator, `char NAME[] =`,
/// `NAME[64] =`), a subscript's `]`, `)`, `>` or `}`
/// (`knife[:okta_api_token] =`, Raku's `%*ENV<NAME> =`, Perl's `$ENV{NAME} =`) and a Nim
/// export's or Markdown bold's `*` (`apiToken* =`, `**API key:**`), one of the joins of
/// `$joins` (an alternation this closes after two more: a declared string type before `=`,
/// as typed code writes it: `const NAME: &str =`, `apiKey: string =`, `val key: String =`,
/// `NAME: Final[str] =`, Ada's `NAME : constant String :=`, IEC 61131-3 Structured
/// Text's `sNAME : STRING(255) :=` (a PLC's, TwinCAT's), Visual Basic's `Const NAME As
/// String =`, ABAP's `CONSTANTS NAME TYPE string VALUE`, Smalltalk's `at: #NAME put:`,
/// COBOL's `PIC X(n) VALUE`, Natural's `#NAME (A) DYNAMIC INIT <'v'>`, a Windows registry value's type as `reg query` prints it
/// (`NAME    REG_SZ    v`), PHP's `var_dump` (`["NAME"]=>` and `string(32) "v"` on the next line); after an SQL comment
/// (`mysqlbinlog -v`'s `@3='NAME' /* VARSTRING(256) … */`); a Redis command's next
/// bulk string (`$13\r\nUPSTASH_TOKEN\r\n$100\r\nv`, an append-only file); a table's next
/// cell (a box-drawn `│`, as DuckDB prints; HTML's `</td><td>`, as phpinfo and Django's
/// debug page write settings); a list's next item in XML (a command line's next argument:
/// Maven's `</argument><argument>`, Jetty's `</Arg> <Arg type="…">`; a property list's
/// `</string><string>`); `redis-cli`'s numbered reply (`3) "NAME"` over `4) "v"`);
/// and a `value` key after the name's (or a key that ends in one: Envoy's `inline_string`,
/// `secretValue`; Salesforce's custom field, `Value__c`; or numbered, as Grafana numbers a
/// header's: `httpHeaderName1: NAME` over
/// `httpHeaderValue1: v`), a `secret` (Jenkins configuration as code's `id: NAME` over
/// `secret: v`), a `stdout` (an agent's tool call: `printenv NAME` over `"stdout": "v"`) or
/// a `default` (a Terraform or Packer `variable "NAME" {` block; a Kconfig symbol's
/// `default "v"`, after a blank), a `data` given by `=` or
/// quoted (Fastly's secret store: `key = "NAME"` over `data = "v"`; Proton Pass's `"data":
/// {"content": v}`; not SOPS's `ENC[…,data:…]`), the next object of a list (Athena's
/// cells: `{"VarCharValue": "NAME"}, {"VarCharValue": "v"}`) or the next parameter of a
/// list joined by `;` (Inno Setup's `Key: "NAME"; String: "v"`), on its next line or up to
/// two `key = …` lines further (their keys quoted or not: an AWS parameter's `"Type"`
/// between its `"Name"` and `"Value"`), its `=` aligned by blanks, and a typed wrapper's
/// key after it (OpenTelemetry's `"value": {"stringValue": …}`, XML-RPC's
/// `<value><string>`) (joined by `|` too: `psql`'s expanded rows; after one more field on
/// the same line: Node-RED's `"keyValue": "NAME", "valueType": "str", "valueValue": v`; an
/// unquoted field after a comma or a column's padding: HBase's `env:NAME
/// timestamp=1718807489262, value=v`; as an element's `name` attribute: JMeter's
/// `<stringProp name="Argument.value">` below `Argument.name`), or `values` and a list's
/// opening, or a property list's `<string>` after its `<key>`, Go's `NAME string =`), then
/// Markdown bold's closing `**`, a secret type's constructor (pydantic's `SecretStr(`, a
/// pydantic field's `Field(default=`, as an Open WebUI tool's valves declare a setting,
/// Rust's `String::from(`, CDK's `SecretValue.unsafePlainText(`), a string conversion
/// (`String(`; `JSON.stringify(`, as Vite's `define` and webpack's `DefinePlugin` take a
/// value) or DynamoDB's type (`{"S":
/// `), and optional opening quotes: a quote and an escaped one at most, after a content
/// block's `[` (Typst's ``[`v`]``), Objective-C's `@"`, an Erlang binary's `<<"` or Tcl's
/// `{` (`setenv NAME {v}`).
macro_rules! separator {
    ($suffix:expr, $joins:expr) => {
        separator!($suffix, $joins, "")
    };
    ($suffix:expr, $joins:expr, $last:literal) => {
        concat!(
            $suffix,
            r#"(?:\[[0-9]{0,4}\]|\])?(?:[ \t]{0,8}[\\`]?["'`]{1,2})?(?:[\])>]|\}["']?)?\*{0,2}(?:</(?:code|tt|kbd)>)?"#,
            r#"(?:[ \t]{1,4}/\*[^*\n]{0,80}\*/)?"#,
            $joins,
            r#"|[ \t]{0,2}:[ \t]{0,2}(?:constant[ \t]{1,4})?(?:&(?:'static )?str|[Ss]tring|W?STRING(?:\([0-9]{1,5}\)|\[[0-9]{1,5}\])?|str|Final(?:\[str\])?"#,
            r#"|Optional\[str\]|SecretStr)\??[ \t]{0,4}:?=[ \t]{0,4}"#,
            r#"|[ \t]{1,4}As[ \t]{1,4}String[ \t]{0,4}=[ \t]{0,4}|[ \t]{1,16}REG_(?:EXPAND_|MULTI_)?SZ[ \t]{1,16}"#,
            r#"|(?i:[ \t]{1,4}type[ \t]{1,4}string[ \t]{1,4}value[ \t]{1,4})|[ \t]{1,4}put:[ \t]{0,4}"#,
            r#"|(?i:[ \t]{1,4}pic(?:ture)?[ \t]{1,4}x\([0-9]{1,4}\)[ \t]{1,4}value[ \t]{1,4})"#,
            r#"|[ \t]{1,16}\([AU][0-9]{0,4}\)(?:[ \t]{1,4}DYNAMIC)?[ \t]{1,4}INIT[ \t]{0,4}<"#,
            r#"|[ \t]{0,40}\xE2\x94\x82[ \t]{0,4}|\s{1,16}[0-9]{1,5}\)[ \t]{1,4}|\r?\n\$[0-9]{1,6}\r?\n"#,
            r#"|[ \t]{0,4}</t[dh]>\s{0,24}<t[dh](?:[ \t][^>\n]{0,40})?>(?:<pre>|<code>)?"#,
            r#"|</(?:[Aa]rg(?:ument)?|item|string|li|entry|param)>\s{0,24}"#,
            r#"<(?:[Aa]rg(?:ument)?|item|string|li|entry|param)(?:[ \t][^>\n]{0,40})?>"#,
            r#"|</t></si>\s{0,4}<si><t(?:[ \t][^>\n]{0,40})?>"#,
            r#"|</Data></Cell>\s{0,24}<Cell(?:[ \t][^>\n]{0,60})?><Data(?:[ \t][^>\n]{0,40})?>"#,
            r#"|(?i:[ \t]{1,4}type[ \t]{0,4}=[ \t]{0,4}generic_string[ \t]{1,4}secret_string[ \t]{0,4}=[ \t]{0,4})"#,
            "|",
            attribute!(),
            "(?:",
            attribute!(),
            r#")?[ \t]{0,4}>"#,
            r#"|=>\s{0,16}string\([0-9]{1,5}\)[ \t]{0,4}"#,
            r#"|:?\s{0,32}(?:(?:\}\s{0,32})?,\s{0,32}(?:\{\s{0,32})?\\?["']|;[ \t]{0,8}|\{\s{0,16}|>\s{0,16}<)?(?:</[A-Za-z_:\-]{1,20}>\s{0,16}<)?"#,
            "(?:",
            skipped_line!(),
            "(?:",
            skipped_line!(),
            ")?)?",
            r#"(?:[A-Za-z_]{1,16}["'][ \t]{0,4}:[ \t]{0,4}["'][^"'\n]{0,24}["'],[ \t]{0,4}["']"#,
            r#"|[A-Za-z]{1,20}[ \t]{1,4}name=["'](?:[A-Za-z]{1,20}\.)?"#,
            r#"|,?[ \t]{0,32}[A-Za-z_]{1,16}=[^,\s"']{0,24},[ \t]{0,4})?"#,
            r#"(?:-[ \t]{1,4})?["']?(?:[A-Za-z]{1,12}_?)?(?:(?i:values?[0-9]?|string|default|secret|stdout|output)(?:__c)?\\?["']?\s{0,16}[:=>|]|(?i:data)(?:\\?["']?[ \t]{0,16}=|\\?["']\s{0,16}:)|default[ \t]{1,4})\s{0,16}"#,
            r#"(?:\[\s{0,4}|-[ \t]{1,4}|<string>|\{\s{0,32}\\?["']?[A-Za-z][A-Za-z\-]{0,15}\\?["']?\s{0,4}:\s{0,4})?"#,
            $last,
            ")",
            r#"(?:\*{1,2}[ \t]{0,4})?(?:Secret(?:Str)?\(|String(?:::from)?\(|JSON\.stringify\(|Field\((?:default[ \t]{0,2}=[ \t]{0,2})?|\{\s{0,24}\\?"S\\?"\s{0,4}:\s{0,4}"#,
            r#"|(?:[A-Za-z]{1,12}\.)?SecretValue\.(?:unsafeP|p)lainText\()?"#,
            r#"(?:<(?:code|tt|kbd)>)?(?:<<["']|@["']|N'|\{|\[?\\?["'`](?:\\?["'`])?)?"#,
        )
    };
}

/// What `{sep}` in a rule's regex stands for: what lies between a name and its value in
/// the layouts configuration is written in. Optional closing quotes (two: DokuWiki's
/// `''NAME''`; escaped too; an inline code element's `</code>`, MediaWiki's; and a
/// subscript's `]` after them: `os.environ["NAME"] = "v"`, `ENV['NAME'] = 'v'`), then
/// one of: `=` `:` `::` `,` `|` `=>` `->` `:=` `?=` `+=` `<-` `<<-` with blanks (env
/// files, YAML, JSON, TOML, HCL, CSV cells, SQL values `('NAME', 'v')`, Erlang tuples
/// `{name, <<"v">>}`, Markdown table cells, PHP/Ruby hashes, Scala maps, Makefiles, R's
/// assignments) and, in
/// YAML, a list's first item (`NAME:` over `- v`: a header map of lists, as the Docker
/// registry's `notifications` write one), or a default after `||`, `||=`, `??` or `??=`
/// (`process.env.NAME || "v"`, Ruby's `ENV["NAME"] ||= "v"`, `__ENV.NAME ?? 'v'`);
/// `mysqlbinlog -v`'s next column (`###   @4=`); PHP's serialized string after its key
/// (`s:17:"mistral_api_token";s:32:"v"`, a WordPress option's settings); the next
/// line's assignment below a comment that names its value (`# paypal_secret (used by
/// notify-by-webhook)` over Nagios's `$USER9$=v`; only below a comment:
/// `check::refused_in_context`); `pam_env.conf`'s `DEFAULT=` or `OVERRIDE=` after
/// blanks (`NAME  OVERRIDE=v`); a call's `(` before a quote (a Ruby DSL's
/// `s3_secret_access_key("v")`, as Fastlane's Matchfile writes it); `is` or `was` between blanks, after up to three words
/// of what it is for (prose: `the Heroku API key is …`, `HEROKU_API_KEY for the billing
/// app is …`), and a log's `is now =`, `was set to`, `is changed to:` (MDT's `Property
/// NAME is now = v`); blanks alone (Dockerfile `ENV NAME v`, command-line flags, a
/// column SQL*Plus pads to forty); a line break, as a REPL echoes what a line evaluated
/// (`>>> os.environ['NAME']` then `'v'`, IPython's `Out[3]:`, irb's `=>`, R's `[1]`,
/// gdb's `$1 = 0x5603… "v"`, Scala's `val res0: String = v`, also across a Markdown
/// transcript's fences: the command's closed, its output's opened: `echo!`); a
/// spreadsheet's next cell (an xlsx's shared strings, `</t></si><si><t>`; Excel's XML
/// Spreadsheet 2003, `</Data></Cell><Cell><Data ss:Type="String">`); Snowflake's `TYPE
/// = GENERIC_STRING SECRET_STRING =`; `>` (`<NAME>v`, `<key name="NAME">v`), and a
/// child element's opening after it (Camel's `<setProperty name="NAME">` over
/// `<constant>v`); or a `value` key after the name's own (XML `name="NAME" value="v"`,
/// `<name>NAME</name><value>v`, a Kubernetes `- name: NAME` / `value: v` list, Swift's
/// `dump` as lldb's `po` prints it: `- key : "NAME"` over `- value : "v"`, HAR
/// `{"name": "NAME", "value": "v"}`, GoCD's `<variable name="NAME">` / `<value>v`, a
/// Terraform or CloudFormation parameter's `value` two lines below its `name`, past its
/// `description` and `type`); then a secret type's constructor (pydantic's
/// `SecretStr("v")`, Rust's `String::from("v")`) and optional opening quotes, two deep
/// (an Android `buildConfigField("String", "NAME", "\"v\"")`), an Erlang binary's
/// `<<"`, or T-SQL's Unicode literal `N'` (`@rmtpassword = N'v'`), after an inline code
/// element's `<code>`. A name part may end in a short
/// suffix (`DD_API_KEY_PROD`) and, in prose, a noun (`Vault token: …`, `the Cloudflare
/// credential: …`). Backticks quote like quotes (Markdown: `` `VAULT_TOKEN`: `s.…` ``).
/// A name's own parts may be joined by `_`, `-`, `.` or `:` (`LINODE_TOKEN`,
/// `linode.token`, `HetznerCloud:Token`) or a blank (`Datadog API Key: …` in a message,
/// a ticket, text out of a PDF), as each rule's name pattern writes them.
const SEP: &str = separator!(
    r#"[A-Za-z0-9_.\-]{0,12}(?:[ ](?i:(?:api[ ])?(?:credential|token|key|secret|password)s?))?"#,
    concat!(
        r#"(?:\s{0,16}"#,
        assigns!(),
        r#"\s{0,16}(?:-[ \t]{1,4})?"#,
        r#"|,\s{0,32}\\?["'][A-Za-z0-9_\-]{1,32}\\?["']\s{0,4}:\s{0,16}"#,
        r#"|\s{1,16}###[ \t]{1,4}@[0-9]{1,4}=|;s:[0-9]{1,5}:"#,
        r#"|[ \t]{1,16}(?:DEFAULT|OVERRIDE)=|\(["']"#,
        "|",
        labelled!(),
        r#"|(?:[ \t]{1,4}(?i:for|in|on)[ \t]{1,4}[A-Za-z0-9_.\-]{1,24}(?:[ \t]{1,4}[A-Za-z0-9_.\-]{1,24})?"#,
        r#"(?:[ \t]{1,4}[A-Za-z0-9_.\-]{1,24})?)?[ \t]{1,4}"#,
        is_join!(),
        r#"|\s{1,16}|[ \t]{17,40}|>(?:\s{0,16}<[A-Za-z][A-Za-z0-9_:\-]{0,23}>)?\s{0,4}|"#,
        echo!()
    )
);

/// What `{gsep}` stands for: [`SEP`] for a generic name (`password`, `api_key`), which
/// code writes everywhere (`'pem_password_cb',`, `api_keys.py,sha256=…`). A name's own
/// suffix holds no `.` (a file name) but may be a word apart that names what it is
/// (`Secret Key`, `secret access key`) and a [`qualifier!`], and `:`, `=`, `,`, R's `<-` (after up to 40 blanks:
/// `terraform fmt` and a properties file align their `=` in a column), a table's `|` (`| NAME |
/// v |`) or PHP's serialized string (`;s:32:`) joins it to its value on one line (a list's
/// next line is no value; blanks after the join align a column, as `kubectl describe`
/// writes `APP_SECRET:          v`), `pam_env.conf`'s `DEFAULT=` or `OVERRIDE=` after
/// blanks, or `is` (prose: `my API token is …`; a log's `is now =`); blanks alone (`ENV
/// NAME v`, `--password v`), `>` (`<password>v`, a child element's opening after it)
/// and a `value` key after the name's (HAR, XML, a Kubernetes env list) stay. And a
/// line break, where a REPL or a shell echoes what a line evaluated (`>>>
/// os.environ['TOKEN']` then `'v'`; IPython's `Out[3]: 'v'`, irb's `=> "v"`, R's `[1]
/// "v"`, `$ echo $API_KEY` then `v`): the generic checks take it only after a prompt
/// ([`crate::scan::check::echoed`]), or below a flag alone on its line: a container's
/// `args:` list (`- --db-password` over `- v`), an options file (Sqoop's `--password`
/// over `v`).
const GSEP: &str = separator!(
    concat!(
        r#"[A-Za-z0-9_\-]{0,12}(?:[ \t](?i:access[ \t])?(?i:key|token))?"#,
        qualifier!()
    ),
    concat!(
        r#"(?:[ \t]{0,40}"#,
        assigns!(),
        r#"[ \t]{0,24}|;s:[0-9]{1,5}:|[ \t]{1,4}"#,
        is_join!(),
        r#"|[ \t]{1,16}(?:DEFAULT|OVERRIDE)=|[ \t]{1,4}|>(?:\s{0,16}<[A-Za-z][A-Za-z0-9_:\-]{0,23}>)?"#,
        r#"|\r?\n[ \t]{0,24}-[ \t]{1,4}|"#,
        echo!()
    ),
    // A column's padding (`db2`'s `APIKEY` then its value 40 columns on): last, so that
    // a record's `value=` key further along the line (HBase's) is read first.
    r#"|[ \t]{17,40}"#
);

/// A rule's anchors as written and, for a provider's name (`{sep}`, case-blind: a name as
/// people write it), which may join its words with `.`, `:` or a blank too (see [`SEP`]),
/// each one that holds a join written every way.
fn anchors_of(r: &RuleYaml) -> Vec<String> {
    if !(r.ignore_case && r.regex.contains("{sep}")) {
        return r.anchors.clone();
    }
    let mut all: Vec<String> = Vec::new();
    for a in r.anchors.iter().flat_map(|a| joined_anyhow(a)) {
        if !all.contains(&a) {
            all.push(a);
        }
    }
    all
}

/// `anchor` with each of its joins (`_`, `-`) written every way a name joins its words:
/// `_`, `-`, `.`, `:` and a blank (prose: `the Datadog API key`); the anchor itself first.
fn joined_anyhow(anchor: &str) -> Vec<String> {
    let mut all = vec![String::new()];
    for c in anchor.chars() {
        let ways: &[char] = match c {
            '_' | '-' => &['_', '-', '.', ':', ' '],
            _ => &[c],
        };
        all = all
            .iter()
            .flat_map(|head| ways.iter().map(move |&w| format!("{head}{w}")))
            .collect();
    }
    all.retain(|a| a != anchor);
    all.insert(0, anchor.to_string());
    all
}

fn compile(mut r: RuleYaml) -> Result<Rule, RuleError> {
    let err = |message: String| RuleError::Rule {
        id: r.id.clone(),
        message,
    };
    let named = r.regex.contains("{sep}") || r.regex.contains("{gsep}");
    r.anchors = anchors_of(&r);
    // Parsed once, for the shape and for the run bound; a named rule's in its parts.
    let source = r.regex.replace("{sep}", SEP).replace("{gsep}", GSEP);
    let hir = match named.then(|| parse_named(&r.regex)).flatten() {
        Some(hir) => hir,
        None => parse(&source).map_err(err)?,
    };
    r.regex = source;
    let regex = LazyRegex::parsed(r.regex.clone(), &hir);
    if r.anchors.is_empty() || r.anchors.iter().any(String::is_empty) {
        return Err(err("needs non-empty anchors".into()));
    }
    let binding = match r.hosts {
        HostsYaml::List(l) => Binding::Hosts(l),
        HostsYaml::Word(w) if w == "any" => Binding::AnyHost,
        HostsYaml::Word(w) if w == "anywhere" => Binding::Anywhere,
        HostsYaml::Word(w) if w == "none" => Binding::Never,
        HostsYaml::Word(w) => {
            return Err(err(format!(
                "hosts: `{w}` is not a list, `any`, `anywhere` or `none`"
            )))
        }
    };
    // No match is longer than the window the regex runs on.
    let longest_anchor = r.anchors.iter().map(String::len).max().unwrap_or(0);
    let exact_anchors: Vec<Vec<u8>> = match r.ignore_case {
        true => Vec::new(),
        false => r.anchors.iter().map(|a| a.as_bytes().to_vec()).collect(),
    };
    let cap = r.max_len + r.before + longest_anchor;
    let hir = std::sync::Arc::new(hir);
    let (run, prefix) = match RunBound::with_prefix(&hir, cap, &exact_anchors) {
        Some((bound, prefix)) => (Some(bound), prefix),
        None => (None, None),
    };
    // Only for a token judged by its entropy, a checksum or a JWT's structure, whose
    // pattern does not end on an assertion (a cut text would satisfy `$` where the real
    // one does not): a password cut short is no longer the password it was.
    let secret = group_one(&hir).unwrap_or(&hir).properties();
    let token_like = matches!(r.check, Check::GithubCrc | Check::Jwt)
        || (r.min_entropy.is_some()
            && matches!(
                r.check,
                Check::None
                    | Check::Opaque
                    | Check::KeyFile
                    | Check::MailgunKey
                    | Check::Annotated
                    | Check::Paired
            ));
    let shortest_secret = secret
        .minimum_len()
        .filter(|&min| secret.maximum_len() != Some(min))
        .filter(|_| token_like && hir.properties().look_set_suffix_any().is_empty());
    Ok(Rule {
        run,
        prefix,
        anchors: r
            .anchors
            .iter()
            .map(|a| match r.ignore_case {
                true => a.to_ascii_lowercase().into_bytes(),
                false => a.as_bytes().to_vec(),
            })
            .collect(),
        ignore_case: r.ignore_case,
        id: r.id,
        provider: r.provider,
        description: r.description,
        binding,
        regex: Some(regex),
        before: r.before,
        check: r.check,
        gate: r.gate,
        min_entropy: r.min_entropy,
        max_len: r.max_len,
        fake: r.fake,
        named,
        shortest_secret,
    })
}

/// The HIR of a pattern's group 1, if it has one.
fn group_one(hir: &Hir) -> Option<&Hir> {
    use regex_syntax::hir::HirKind;
    match hir.kind() {
        HirKind::Capture(c) if c.index == 1 => Some(hir),
        HirKind::Capture(c) => group_one(&c.sub),
        HirKind::Repetition(r) => group_one(&r.sub),
        HirKind::Concat(hs) | HirKind::Alternation(hs) => hs.iter().find_map(group_one),
        _ => None,
    }
}

/// Shortest value `watch_env` watches: shorter values would flag ordinary words.
pub const MIN_WATCHED_LEN: usize = 8;

/// A literal rule for the value of environment variable `name`: the value itself, its
/// base64 and its percent-encoded forms are the anchors.
pub fn literal(name: &str, value: &str) -> Option<Rule> {
    use base64::Engine as _;
    if value.len() < MIN_WATCHED_LEN {
        return None;
    }
    let mut anchors = vec![value.as_bytes().to_vec()];
    for form in [
        base64::engine::general_purpose::STANDARD.encode(value),
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(value),
        percent_encoding::utf8_percent_encode(value, percent_encoding::NON_ALPHANUMERIC)
            .to_string(),
    ] {
        let form = form.trim_end_matches('=').as_bytes().to_vec();
        if !anchors.contains(&form) {
            anchors.push(form);
        }
    }
    let max_len = anchors.iter().map(Vec::len).max().unwrap_or(0);
    Some(Rule {
        id: format!("env:{name}"),
        provider: "environment".into(),
        description: format!("the value of ${name}"),
        binding: Binding::Hosts(Vec::new()),
        anchors,
        ignore_case: false,
        regex: None,
        before: 0,
        run: None,
        prefix: None,
        check: Check::None,
        gate: Gate::None,
        min_entropy: None,
        max_len,
        fake: String::new(),
        named: false,
        shortest_secret: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The scanner skips case-blind anchors inside a long run with no `=` (engine.rs,
    /// `Gated::plain_cased`), which is sound only while every case-blind rule is a name
    /// beside its value, joined by `{sep}`.
    #[test]
    fn every_case_blind_rule_is_a_name_beside_its_value() {
        for r in builtin().unwrap().iter().filter(|r| r.ignore_case) {
            assert!(r.named, "{}: a case-blind rule must use {{sep}}", r.id);
        }
    }

    /// Every spelling, in lowercase, of a name pattern without unbounded repeats (a
    /// class stands for its lowercase members); `None` for one that is not a name.
    fn spellings(hir: &Hir) -> Option<Vec<String>> {
        use regex_syntax::hir::{Class, HirKind};
        let cross = |a: Vec<String>, b: Vec<String>| {
            a.iter()
                .flat_map(|x| b.iter().map(move |y| format!("{x}{y}")))
                .collect::<Vec<_>>()
        };
        let mut all = match hir.kind() {
            HirKind::Empty | HirKind::Look(_) => vec![String::new()],
            HirKind::Literal(l) => vec![String::from_utf8_lossy(&l.0).to_lowercase()],
            HirKind::Class(Class::Bytes(c)) => c
                .iter()
                .flat_map(|r| r.start()..=r.end())
                .map(|b| char::from(b.to_ascii_lowercase()).to_string())
                .collect(),
            HirKind::Class(Class::Unicode(c)) => c
                .iter()
                .flat_map(|r| r.start()..=r.end())
                .map(|ch| ch.to_lowercase().to_string())
                .collect(),
            HirKind::Capture(c) => spellings(&c.sub)?,
            HirKind::Repetition(r) => {
                let one = spellings(&r.sub)?;
                let mut all = vec![String::new()];
                let mut k = vec![String::new()];
                for n in 1..=r.max? {
                    k = cross(k, one.clone());
                    if n >= r.min {
                        all.extend(k.iter().cloned());
                    }
                }
                if r.min > 0 {
                    all.retain(|s| !s.is_empty() || one.contains(s));
                }
                all
            }
            HirKind::Concat(parts) => parts.iter().try_fold(vec![String::new()], |acc, p| {
                Some(cross(acc, spellings(p)?))
            })?,
            HirKind::Alternation(alts) => alts
                .iter()
                .map(spellings)
                .collect::<Option<Vec<_>>>()?
                .concat(),
        };
        all.sort();
        all.dedup();
        (all.len() <= 4096).then_some(all)
    }

    /// The name part (the case-blind group before `{sep}`) of every named rule, with
    /// its anchors.
    fn names() -> Vec<(String, Vec<String>, Vec<String>)> {
        let raw: Vec<RuleYaml> = serde_yaml::from_str(RULES_YAML).unwrap();
        raw.into_iter()
            .filter_map(|r| {
                let (before, _) = r
                    .regex
                    .split_once("{sep}")
                    .or_else(|| r.regex.split_once("{gsep}"))?;
                // A case-blind rule's name is a case-blind group, a finite set of
                // spellings: none is left out of the tests below. (A case-sensitive
                // name, `SECRET_KEY`, is its anchors as written.)
                let name = match r.ignore_case {
                    true => &before[before.rfind("(?i:").expect("a case-blind name")..],
                    false => return None,
                };
                let all = spellings(&parse(name).unwrap())
                    .unwrap_or_else(|| panic!("{}: a name pattern with an unbounded repeat", r.id));
                let anchors = anchors_of(&r);
                Some((r.id, all, anchors))
            })
            .collect()
    }

    /// A named rule parsed in its parts is the tree of its whole pattern parsed, and all
    /// but the few whose separator lies inside a group (an alternative to the name:
    /// Discord's `Bot `, Okta's `SSWS `, a bare `django-insecure-`) parse so.
    #[test]
    fn a_named_rule_parsed_in_parts_is_the_whole_parsed() {
        let raw: Vec<RuleYaml> = serde_yaml::from_str(RULES_YAML).unwrap();
        let (mut named, mut whole_only) = (0, Vec::new());
        for r in raw.iter().filter(|r| r.regex.contains("sep}")) {
            let whole = parse(&r.regex.replace("{sep}", SEP).replace("{gsep}", GSEP)).unwrap();
            match parse_named(&r.regex) {
                Some(parts) => assert_eq!(parts, whole, "{}", r.id),
                None => whole_only.push(r.id.clone()),
            }
            named += 1;
        }
        assert!(named >= 50, "{named}");
        assert!(whole_only.len() <= 3, "parsed whole: {whole_only:?}");
        // What a part would not mean alone is parsed whole: flags set for the rest of the
        // pattern, a group that would number the value's.
        assert!(parse_named("(?i)acme_key{sep}([a-z0-9]{20})").is_none());
        assert!(parse_named("(acme)_key{sep}([a-z0-9]{20})").is_none());
        assert!(parse_named("(?i:acme)_key{sep}([a-z0-9]{20})").is_some());
    }

    /// A named rule's anchors are what finds its name: every spelling its name pattern
    /// takes holds one (else that spelling is never looked at).
    #[test]
    fn every_spelling_of_a_name_holds_an_anchor() {
        let names = names();
        assert!(names.len() >= 40, "{}", names.len());
        let mut bare = Vec::new();
        for (id, all, anchors) in names {
            for s in all {
                if !anchors.iter().any(|a| s.contains(&a.to_lowercase())) {
                    bare.push(format!("{id}: {s:?}"));
                }
            }
        }
        assert!(
            bare.is_empty(),
            "names holding none of their anchors: {bare:?}"
        );
    }

    /// A name written with `_` between its words is also found with them joined, as
    /// camelCase source writes it (`coApiKey`, `npmAuthToken`).
    #[test]
    fn a_snake_case_name_is_also_found_joined() {
        let mut split_only = Vec::new();
        for (id, all, _) in names() {
            for s in all.iter().filter(|s| s.contains('_')) {
                let joined = s.replace(['_', '-'], "");
                if !all.contains(&joined) {
                    split_only.push(format!("{id}: {s:?} but not {joined:?}"));
                }
            }
        }
        assert!(split_only.is_empty(), "{split_only:?}");
    }

    #[test]
    fn a_word_end_gate_passes_an_anchor_that_ends_its_word() {
        let gate = |text: &[u8], at: usize| Gate::WordEnd.passes(text, at..at + 4);
        assert!(gate(b"DB_PASS=x", 3));
        assert!(gate(b"smtpPass: x", 4));
        assert!(gate(b"PASSWORD", 0), "a capital may start the next word");
        assert!(gate(b"x pass", 2), "the text's end");
        assert!(!gate(b"tests passed", 6));
        assert!(!gate(b"a passenger", 2));
    }

    /// The `jwt` gate passes only where the regex could match: a base64url run after the
    /// anchor that ends in `.` within a header's length.
    #[test]
    fn a_jwt_gate_passes_a_run_that_ends_in_a_dot() {
        let gate = |text: &[u8]| Gate::DotAfterRun.passes(text, 0..3);
        assert!(gate(b"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig"));
        assert!(!gate(b"eyJhbGciOiJIUzI1NiJ9 .eyJ"), "a blank ends the run");
        assert!(!gate(b"eyJeyJeyJeyJ"), "no dot");
        let long = [&b"eyJ"[..], &[b'a'; 5000], b".x"].concat();
        assert!(!gate(&long), "a dot past any header's length");
        let scan = crate::scan::Scanner::new(Vec::new()).unwrap();
        let pathological = b"eyJ".repeat(20_000);
        assert!(scan.scan(&pathological).is_empty());
        // A run of `eyJ` that ends in a `.`: no anchor in it starts a header (its last
        // byte, at every alignment, is no `}`), so none passes.
        let run = [b"eyJ".repeat(1000), b".".to_vec(), b"eyJ".repeat(1000)].concat();
        assert!((0..3000)
            .step_by(3)
            .all(|at| !Gate::DotAfterRun.passes(&run, at..at + 3)));
        // A real token glued after such runs, and between them, is still found.
        let jwt = b"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U";
        let text = [
            b"eyJ".repeat(700),
            b".".to_vec(),
            b"eyJ".repeat(5),
            jwt.to_vec(),
            b" ".to_vec(),
            b"eyJ".repeat(700),
            b".".to_vec(),
        ]
        .concat();
        let found = scan.scan(&text);
        assert!(found.iter().any(|f| f.rule == "jwt"), "{found:?}");
    }

    /// The last byte a base64 text decodes to, from its last group, at each length.
    #[test]
    fn the_last_decoded_byte_is_read_from_the_last_group() {
        use base64::Engine;
        let url = base64::engine::general_purpose::URL_SAFE_NO_PAD;
        for json in [
            &b"{\"alg\":\"HS256\"}"[..],
            b"{\"a\":1}",
            b"{}",
            b"{\"x\":\"y\"} ",
            b"ab",
        ] {
            let text = url.encode(json);
            assert_eq!(
                last_decoded(text.as_bytes()),
                json.last().copied(),
                "{text}"
            );
        }
        assert_eq!(last_decoded(b"e"), None);
        assert_eq!(last_decoded(b"eyJ!"), None);
    }

    #[test]
    fn builtin_table_compiles_with_enough_kinds() {
        let rules = builtin().unwrap();
        assert!(rules.len() >= 150, "{}", rules.len());
        for r in &rules {
            // The lazy compile of every built-in regex succeeds.
            let re = r.regex.as_ref().unwrap();
            assert!(
                re.find_all(b"").is_empty(),
                "{} matches nothing in an empty text",
                r.id
            );
        }
        let mut ids: Vec<_> = rules.iter().map(|r| r.id.as_str()).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), rules.len(), "rule ids are unique");
    }

    /// The table compiled on several threads is the table in its order, and of two bad
    /// rules the first is the one named, whichever thread reached it.
    #[test]
    fn the_table_is_compiled_in_its_order_and_its_first_error_is_given() {
        let raw: Vec<RuleYaml> = serde_yaml::from_str(RULES_YAML).unwrap();
        let ids: Vec<String> = raw.iter().map(|r| r.id.clone()).collect();
        let rules = compile_all(raw).unwrap();
        assert!(rules.iter().map(|r| &r.id).eq(ids.iter()));
        for late in [1, 2, 3, 7] {
            let mut raw: Vec<RuleYaml> = serde_yaml::from_str(RULES_YAML).unwrap();
            raw[0].regex = "(".into();
            raw[late].regex = "[".into();
            let first = raw[0].id.clone();
            match compile_all(raw) {
                Err(RuleError::Rule { id, .. }) => assert_eq!(id, first),
                other => panic!("{:?}", other.map(|r| r.len())),
            }
        }
    }

    #[test]
    fn a_scheme_is_joined_to_its_credentials_by_blanks_or_the_next_field() {
        fn joined(text: &str) -> &str {
            &text[scheme_join(text.as_bytes())..]
        }
        assert_eq!(joined("  dXNlcjpwYXNz"), "dXNlcjpwYXNz");
        assert_eq!(
            joined("\n          authorization_credentials: dXNlcjpwYXNz"),
            "dXNlcjpwYXNz"
        );
        assert_eq!(joined("\n  credentials: 'dXNl'"), "dXNl'");
        assert_eq!(
            joined(r#"", "authorization_credentials": "dXNl""#),
            r#"dXNl""#
        );
        // Another field, or none: nothing past the blanks.
        assert_eq!(joined("\n  username: dXNl"), "\n  username: dXNl");
        assert_eq!(joined(" realm=api"), "realm=api");
        assert_eq!(joined(""), "");
    }

    #[test]
    fn most_rules_are_matched_by_shape() {
        let rules = builtin().unwrap();
        let (shaped, without): (Vec<&Rule>, Vec<&Rule>) = rules
            .iter()
            .filter(|r| r.regex.is_some())
            .partition(|r| r.regex.as_ref().is_some_and(|re| re.shape.is_some()));
        let without: Vec<&str> = without.iter().map(|r| r.id.as_str()).collect();
        assert!(
            shaped.len() == rules.len(),
            "only {} rules have a shape; not: {without:?}",
            shaped.len()
        );
    }

    proptest::proptest! {
        #![proptest_config(crate::props::config(256))]
        /// A shape finds exactly the match the regex finds, at every start, in a rule's
        /// fake inside other text, with bytes changed and the text cut short.
        #[test]
        fn shapes_match_like_their_regex(
            rule in 0usize..1000,
            seed in 0u64..1000,
            changes in proptest::collection::vec((0usize..200, 0usize..12), 0..4),
            cut in 0usize..40,
        ) {
            use crate::scan::fake::{expand, Mode, Rng};
            static SHAPED: std::sync::LazyLock<Vec<Rule>> = std::sync::LazyLock::new(|| {
                let rules = builtin().unwrap();
                rules
                    .into_iter()
                    .filter(|r| r.regex.as_ref().is_some_and(|re| re.shape.is_some()))
                    .collect()
            });
            let r = &SHAPED[rule % SHAPED.len()];
            let re = r.regex.as_ref().unwrap();
            let mut text = format!("k= {}\n", expand(&r.fake, Mode::Real, &mut Rng::new("shape", seed)))
                .into_bytes();
            const BYTES: &[u8; 12] = b"aZ9-_= \n\"AA/";
            for (at, b) in changes {
                let n = text.len();
                text[at % n] = BYTES[b];
            }
            let end = text.len().saturating_sub(cut);
            for at in 0..=end {
                proptest::prop_assert_eq!(
                    re.match_at(&text, at, end),
                    re.match_at_by_regex(&text, at, end),
                    "{} at {} of {:?}", r.id, at, String::from_utf8_lossy(&text[..end])
                );
            }
        }
    }

    proptest::proptest! {
        #![proptest_config(crate::props::config(256))]
        /// The same where a run of separator bytes is put into the text near its start:
        /// a named rule's separator then tries many ways to split them, up to the shape's
        /// step limit and past it into the regex.
        #[test]
        fn shapes_match_like_their_regex_through_runs_of_separators(
            rule in 0usize..1000,
            seed in 0u64..1000,
            at in 0usize..40,
            run in proptest::collection::vec(0usize..12, 0..70),
        ) {
            use crate::scan::fake::{expand, Mode, Rng};
            static RULES: std::sync::LazyLock<Vec<Rule>> =
                std::sync::LazyLock::new(|| builtin().unwrap());
            let r = &RULES[rule % RULES.len()];
            let Some(re) = r.regex.as_ref() else { return Ok(()) };
            let mut text = format!("k= {}\n", expand(&r.fake, Mode::Real, &mut Rng::new("sep", seed)))
                .into_bytes();
            const BYTES: &[u8; 12] = b": =\"'\t-_{[\n,";
            let at = at.min(text.len());
            text.splice(at..at, run.iter().map(|&b| BYTES[b]));
            for from in 0..=text.len() {
                proptest::prop_assert_eq!(
                    re.match_at(&text, from, text.len()),
                    re.match_at_by_regex(&text, from, text.len()),
                    "{} at {} of {:?}", r.id, from, String::from_utf8_lossy(&text)
                );
            }
        }
    }

    #[test]
    fn one_thread_runs_regexes_in_turn_on_one_set_of_caches() {
        // A thread keeps one set of search caches and resets it for each regex it runs in
        // turn: each search finds what it finds on a thread of its own.
        let token = LazyRegex::new(r"\bghp_([A-Za-z0-9]{36})\b".into()).unwrap();
        let named = LazyRegex::new(r"(?:password|secret)\s*[:=]\s*([^\s]{8,64})".into()).unwrap();
        let t = b"x ghp_abcdefghijklmnopqrstuvwxyz0123456789 y";
        let n = b"password = hunter2hunter2 y";
        let alone = std::thread::scope(|s| {
            let a = s.spawn(|| token.match_at_by_regex(t, 2, t.len()));
            let b = s.spawn(|| named.match_at_by_regex(n, 0, n.len()));
            (a.join().unwrap(), b.join().unwrap())
        });
        assert_eq!(alone.0.as_ref().map(|f| f.secret.clone()), Some(6..42));
        assert_eq!(alone.1.as_ref().map(|f| f.secret.clone()), Some(11..25));
        for _ in 0..3 {
            assert_eq!(token.match_at_by_regex(t, 2, t.len()), alone.0);
            assert_eq!(named.match_at_by_regex(t, 2, t.len()), None);
            assert_eq!(named.match_at_by_regex(n, 0, n.len()), alone.1);
            assert_eq!(token.match_at_by_regex(n, 0, n.len()), None);
        }
    }

    #[test]
    fn a_match_too_long_for_the_backtracker_is_read_by_the_pikevm() {
        // 3,000 NFA states a byte: the backtracker's bound is a few hundred bytes.
        let re = LazyRegex::new("<([a-z]{1,3000})>".into()).unwrap();
        let text = format!("<{}>", "q".repeat(2500));
        let f = re
            .match_at_by_regex(text.as_bytes(), 0, text.len())
            .unwrap();
        assert_eq!((f.whole, f.secret), (0..2502, 1..2501));
        assert_eq!(re.match_at_by_regex(text.as_bytes(), 1, text.len()), None);
        assert_eq!(re.find_all(text.as_bytes()).len(), 1);
    }

    #[test]
    fn host_patterns() {
        let cases = [
            ("api.github.com", "api.github.com", true),
            ("*.github.com", "api.github.com", true),
            ("*.github.com", "github.com", false),
            ("*.github.com", "evilgithub.com", false),
            ("github.com", "GitHub.com", true),
            ("github.com", "api.github.com", false),
        ];
        for (p, h, want) in cases {
            assert_eq!(Binding::Hosts(vec![p.into()]).allows(h), want, "{p} {h}");
        }
    }

    #[test]
    fn short_env_values_are_not_watched() {
        assert!(literal("X", "short").is_none());
        let r = literal("TOKEN", "s3cr3t-value-123").unwrap();
        assert_eq!(r.id, "env:TOKEN");
        assert!(r.anchors.len() >= 3);
    }
}
