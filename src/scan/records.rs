//! Records that name a value in another field: `{"key": "SNYK_TOKEN", …, "value": "…"}`.
//! The rules know a value by the name right before it (`SNYK_TOKEN: …`), within the
//! separators' reach (a line or two). An API that lists variables writes each as a record
//! whose `value` field may lie far from its `key` or `name` field, on either side: Vercel's
//! environment API writes the value first and the key six fields later; Netlify's nests the
//! value in a `values` list below the key; a Harness or GitLab variable spells out its type
//! and description between them; Hadoop's `<property>` has `<name>` and `<value>` elements;
//! a password manager's custom field (Enpass, Keeper) has a `label`. [`records`] finds each
//! `value` field and the name its record gives it, and the scanner reads the value again
//! after that name ([`super::engine`]), as it reads a decoded blob after the name before
//! it.
//!
//! A record is bounded without parsing it, at most [`REACH`] bytes either way: back past
//! the objects closed before the value (a field's `{…}`, a record before this one) and
//! into the record that holds it, to the line of its YAML list item; forward to the brace
//! that closes it, the next list item or the next tag. So the name of another record is
//! never given to the value.

use std::borrow::Cow;
use std::ops::Range;
use std::sync::OnceLock;

use super::decode;

/// The farthest from a `value` field its record's name field is looked for.
pub const REACH: usize = 400;

/// The shortest value read after its record's name: shorter ones are no secret any rule
/// claims.
const MIN_VALUE: usize = 6;

/// How many values a text may hold before its names are found once for the whole text
/// rather than near each value.
const MANY_VALUES: usize = 32;

/// The longest value read after its record's name (a PEM key in a JSON string is longer,
/// and is found by its armour, not its name).
const MAX_VALUE: usize = 1024;

/// The longest property path segment read as a name ([`segment_before`]).
const MAX_NAME: usize = 128;

/// The farthest back a flag's camel-case word, or a `set` command's line start, is looked
/// for from its key.
const FLAG_WORD: usize = 64;

/// A value field and the name its record gives it (a field's value's last path segment:
/// `/prod/orders/DD_API_KEY` names `DD_API_KEY`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    pub name: Range<usize>,
    pub value: Range<usize>,
}

/// A record's name as a variable's: its words joined by `_` where blanks or brackets
/// part them (a spreadsheet's column `ADYEN API KEY LIVE`, a table's `API key (live)`),
/// so that a qualifier after the words that name a credential reads as it does in
/// `ADYEN_API_KEY_LIVE`. A name with nothing to join is borrowed as it is (and read once).
pub fn joined_name(name: &[u8]) -> Cow<'_, [u8]> {
    let parts = |b: &u8| matches!(b, b' ' | b'\t' | b'(' | b')' | b'[' | b']');
    if !name.iter().any(parts) {
        return Cow::Borrowed(name);
    }
    let mut out = Vec::with_capacity(name.len());
    for &b in name {
        match parts(&b) {
            true if out.last().is_some_and(|&l| l != b'_') => out.push(b'_'),
            true => {}
            false => out.push(b),
        }
    }
    while out.last() == Some(&b'_') {
        out.pop();
    }
    Cow::Owned(out)
}

/// A byte of an identifier.
fn ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// A byte between a field's key and its value: what separates a name from its value
/// ([`decode::name_sep`]: a blank, a quote, `:`, `=`), or an element's `>`.
fn field_sep(b: u8) -> bool {
    decode::name_sep(b) || b == b'>'
}

/// Where the value of the field whose key ends at `at` starts: past at most eight
/// separators, one of them `:`, `=` or `>` (a key is given a value), not past a line's end.
/// A command line's flag (`--value`) is given the next argument, after a blank or `=`,
/// or, in a list of its arguments as a program logs them, after `', '`.
fn given(src: &[u8], at: usize, flag: bool) -> Option<usize> {
    let sep = |b: u8| field_sep(b) || (flag && b == b',');
    let skip = src[at..].iter().take(8).take_while(|&&b| sep(b)).count();
    let seps = &src[at..at + skip];
    let gives = |b: &u8| match flag {
        true => matches!(b, b' ' | b'='),
        false => matches!(b, b':' | b'=' | b'>'),
    };
    seps.iter().any(gives).then_some(at + skip)
}

/// The name a name field (`name`, `key` or `label`) whose value starts at `at` gives: its
/// value (a path, quoted or not), by its last segment (the one before a trailing
/// `versions/<id>`: a secret store's resource name), and, where `spaced`, its words (a
/// password manager's `"label": "Api secret"`, a vault item's `"fieldName": "DISCORD
/// TOKEN"`); `None` when that is not an identifier of two bytes or more, or is one of the
/// keys.
fn name_at(src: &[u8], at: usize, spaced: bool) -> Option<Range<usize>> {
    let path = |b: u8| ident(b) || matches!(b, b'-' | b'.' | b'/' | b':') || (spaced && b == b' ');
    let len = src[at..].iter().take(128).take_while(|&&b| path(b)).count();
    let len = len
        - src[at..at + len]
            .iter()
            .rev()
            .take_while(|&&b| b == b' ')
            .count();
    let value = &src[at..at + len];
    // A resource's path names it before its version (Secret Manager's
    // `projects/…/secrets/NAME/versions/3`).
    let mut back = value.rsplit(|&b| b == b'/');
    let (version, versions) = (back.next().unwrap_or_default(), back.next());
    let skip = match versions == Some(b"versions".as_slice()) && back.next().is_some() {
        true => version.len() + b"/versions/".len(),
        false => 0,
    };
    let value = &value[..len - skip];
    // A path's last segment: after `/`, or `:` in a hierarchical key (.NET's and Azure
    // App Configuration's `Webhooks:Partner:LinodeCliToken`, an ARN).
    let last = value
        .iter()
        .rposition(|&b| b == b'/' || b == b':')
        .map_or(0, |i| i + 1);
    let last = last + value[last..].iter().take_while(|&&b| b == b' ').count();
    let name = at + last..at + value.len();
    let named = name.len() >= 2 && src[name.clone()].iter().any(u8::is_ascii_alphabetic);
    let word = |w: &[u8]| src[name.clone()].eq_ignore_ascii_case(w);
    // JSON's literals (`"label": null`) name nothing.
    let literal = [b"null".as_slice(), b"true", b"false"]
        .iter()
        .any(|w| word(w));
    (named && !literal && !KEYS.iter().any(|k| word(k))).then_some(name)
}

/// The name the last `name`, `key` or `label` field of `before` gives ([`name_at`]): the
/// name of the record whose `value` key follows `before` (an AWS parameter's `"Name":
/// "/prod/orders/DD_API_KEY"` two fields before its `"Value"`, a Consul KV export's
/// `"key": "config/ingest/dd_api_key"`).
pub fn last_name(before: &[u8]) -> Option<&[u8]> {
    NAME_KEYS
        .into_iter()
        .flat_map(|key| {
            fields(before, 0..before.len(), key)
                .into_iter()
                .map(move |f| (key, f))
        })
        .filter_map(|(key, f)| name_at(before, f.value, f.words(key)).map(|name| (f.start, name)))
        .max_by_key(|(start, _)| *start)
        .map(|(_, name)| &before[name])
}

/// The value of a `value` field starting at `at`: a quoted string up to its closing quote
/// (a backslash escapes the byte after it), an element's text up to `<`, or a bare word up
/// to a blank, `,`, `;`, a closing bracket or parenthesis (a record's `toString`:
/// `Secret(name=NAME, value=v)`).
fn value_at(src: &[u8], at: usize) -> Option<Range<usize>> {
    let quote = src[..at].last().filter(|&&b| b == b'"' || b == b'\'');
    let element = src[..at].last() == Some(&b'>');
    let rest = &src[at..src.len().min(at + MAX_VALUE + 1)];
    let len = match (quote, element) {
        (Some(&q), _) => {
            let mut i = 0;
            loop {
                match rest.get(i) {
                    Some(&b) if b == q => break i,
                    Some(b'\\') => i += 2,
                    Some(b'\n') | None => return None,
                    Some(_) => i += 1,
                }
            }
        }
        (None, true) => rest.iter().position(|&b| b == b'<' || b == b'\n')?,
        (None, false) => {
            let len = rest
                .iter()
                .position(|&b| {
                    b.is_ascii_whitespace() || matches!(b, b',' | b';' | b'}' | b']' | b')')
                })
                .unwrap_or(rest.len());
            // A bare value that calls something is code (`value = header.get(name)`).
            if rest[..len].contains(&b'(') {
                return None;
            }
            len
        }
    };
    (MIN_VALUE..=MAX_VALUE)
        .contains(&len)
        .then_some(at..at + len)
}

/// Whether the line starting at `at` is a YAML list item's: `- ` past its blanks.
fn list_item(src: &[u8], at: usize) -> bool {
    let line = &src[at..];
    let blanks = line.iter().take_while(|&&b| b == b' ').count();
    line[blanks..].starts_with(b"- ")
}

/// The name of `names` (in order) nearest before `at` in its record or a record that
/// holds it, at most [`REACH`] bytes back: objects closed before `at` (a field's `{…}`
/// value, or a record before this one) are stepped over, a brace opened and not closed is
/// crossed into the record that holds this one (Netlify's `values` list inside its
/// variable's record), and the line of a YAML list item is the record's first (`- name:
/// …`). One walk back, which stops at the first name, or, when that name is in the
/// value's own record, at the record's start: a text of records close together costs
/// each value the bytes to its record's start.
///
/// Second, where the value's own record (not one that holds it) names it both by a
/// label's words and by a key (Azure App Configuration's `"key": "NAME"` before its
/// `"label": "production"`; a form's `"name": "field_7"` beside its `"label": "Stripe
/// secret"`), the nearest name of the other kind: which of the two names the secret is
/// the rules' to say.
///
/// Third, whether the name lies in a record that holds the value's own: that record may
/// still name its value after it (a Twilio Studio flow's `{"value": "v", "key": "NAME"}`
/// in a step named `"name": "set_config"`).
fn name_before(src: &[u8], at: usize, names: &[Name]) -> ([Option<Range<usize>>; 2], bool) {
    let mut k = names.partition_point(|n| n.start < at);
    let mut depth = 0usize;
    let mut first: Option<&Name> = None;
    // Whether the walk is still in the value's own record.
    let mut own = true;
    for i in (at.saturating_sub(REACH)..at).rev() {
        while k > 0 && names[k - 1].start > i {
            k -= 1;
        }
        if depth == 0 && k > 0 && names[k - 1].start == i && names[k - 1].end <= at {
            let name = &names[k - 1];
            match first {
                None if !own => return ([Some(name.name.clone()), None], true),
                None => first = Some(name),
                Some(one) if one.words != name.words => {
                    return ([Some(one.name.clone()), Some(name.name.clone())], false)
                }
                Some(_) => {}
            }
        }
        match src[i] {
            b'}' => depth += 1,
            b'{' if depth > 0 => depth -= 1,
            b'{' if first.is_some() => break,
            b'{' => own = false,
            b'\n' if list_item(src, i + 1) => break,
            _ => {}
        }
    }
    ([first.map(|n| n.name.clone()), None], false)
}

/// Whether the `;` at `i` ends a statement: a line ends after it (SQL, and code in C's
/// family, one statement a line). A record that is one statement (`UPDATE settings SET
/// value = 'v' WHERE name = 'NAME';`) ends there.
fn statement_end(src: &[u8], i: usize) -> bool {
    src[i] == b';' && matches!(src.get(i + 1), Some(b'\n' | b'\r'))
}

/// The key of the object, or of the list of objects, that holds the record whose `value`
/// field starts at `at`, when the record has no name field: Terraform's `output -json`
/// (`"db_password": {"sensitive": true, "type": "string", "value": "v"}`), a CRM's
/// attribute history (`"api_token": [{"active_from": …, "created_by": {…}, "value":
/// "v"}]`). At most [`REACH`] bytes back: past the record's fields and the objects closed
/// in it, to its `{`; then past the records before it in the same list, to the `[` or the
/// `:` after the key, which must be a quoted key a name field would give ([`name_at`]).
fn container_name(src: &[u8], at: usize) -> Option<Range<usize>> {
    let lo = at.saturating_sub(REACH);
    let mut depth = 0usize;
    let mut i = at;
    // The record's own `{`.
    loop {
        i = i.checked_sub(1).filter(|&i| i >= lo)?;
        match src[i] {
            b'}' => depth += 1,
            b'{' if depth == 0 => break,
            b'{' => depth -= 1,
            _ => {}
        }
    }
    // Back over blanks, commas, the records before it in its list and the list's `[`, to
    // the key's `:`.
    let (mut listed, mut depth) = (false, 0usize);
    loop {
        i = i.checked_sub(1).filter(|&i| i >= lo)?;
        match (src[i], depth) {
            (b'}', _) => depth += 1,
            (b'{', 0) => return None,
            (b'{', _) => depth -= 1,
            (_, 1..) => {}
            (b' ' | b'\t' | b'\r' | b'\n' | b',', _) => {}
            (b'[', _) if !listed => listed = true,
            (b':', _) => break,
            _ => return None,
        }
    }
    let blanks = src[lo..i].iter().rev().take_while(|&&b| b == b' ').count();
    let close = i - blanks;
    let quote = *src[lo..close]
        .last()
        .filter(|&&b| b == b'"' || b == b'\'')?;
    let len = src[lo..close - 1]
        .iter()
        .rev()
        .take_while(|&&b| ident(b) || matches!(b, b'-' | b'.'))
        .count();
    let start = close - 1 - len;
    let opened = start
        .checked_sub(1)
        .is_some_and(|b| b >= lo && src[b] == quote);
    let name = opened.then(|| name_at(src, start, false)).flatten()?;
    (name.end == close - 1).then_some(name)
}

/// The name of `names` (in order) nearest after `at` in its record, at most [`REACH`]
/// bytes on: to the brace that closes the record, the next YAML list item or the next
/// markup tag (an HTML `<input>` names its value before it, and the next element is
/// another record), and, `within_statement`, to a statement's end ([`statement_end`]);
/// past every object opened and closed there.
fn name_after(
    src: &[u8],
    at: usize,
    names: &[Name],
    within_statement: bool,
) -> Option<Range<usize>> {
    let to = src.len().min(at + REACH);
    let mut k = names.partition_point(|n| n.start < at);
    let mut depth = 0usize;
    for (i, &b) in src.iter().enumerate().take(to).skip(at) {
        while k < names.len() && names[k].start < i {
            k += 1;
        }
        if depth == 0 && k < names.len() && names[k].start == i && names[k].end <= to {
            return Some(names[k].name.clone());
        }
        match b {
            b'<' | b'>' => return None,
            b'{' => depth += 1,
            b'}' if depth == 0 => return None,
            b'}' => depth -= 1,
            b'\n' if list_item(src, i + 1) => return None,
            b';' if within_statement && statement_end(src, i) => return None,
            _ => {}
        }
    }
    None
}

/// The keys of the fields a record is read from (a header rule's `header`: Requestly's
/// and ModHeader's exports, `{"header": "Authorization", "value": "Token v"}`).
const KEYS: [&[u8]; 5] = [b"value", b"name", b"key", b"label", b"header"];

/// The keys of [`KEYS`] whose field names a record: `name`, `key`, `label`, `header`.
const NAME_KEYS: [usize; 4] = [1, 2, 3, 4];

/// A search for each way a key of [`KEYS`] is written, past its first letter (`ame`,
/// `AME`: `name`, `Name`, `NAME`), made once: a vector search each, where one case-blind
/// automaton for all three read a byte at a time and cost half again a scan of code and
/// JSON. The value key, searched in the whole text, is searched in lower case only
/// (`value`, `Value`): no record spells it `VALUE`, and a second pass over every text
/// cost 3% of a scan of code.
fn finders() -> &'static [Vec<memchr::memmem::Finder<'static>>; KEYS.len()] {
    static FINDERS: OnceLock<[Vec<memchr::memmem::Finder<'static>>; KEYS.len()]> = OnceLock::new();
    FINDERS.get_or_init(|| {
        KEYS.map(|key| {
            let mut ways = vec![key[1..].to_vec()];
            if key != KEYS[0] {
                ways.push(key[1..].to_ascii_uppercase());
            }
            ways.into_iter()
                .map(|k| memchr::memmem::Finder::new(&k).into_owned())
                .collect()
        })
    })
}

/// A field of `src`: where its key starts and ends, and where the value it is given
/// starts.
struct Field {
    start: usize,
    end: usize,
    value: usize,
    /// Whether the key ends a camel-case one (`itemValue`, `fieldName`).
    camel: bool,
}

impl Field {
    /// Whether the name this field of key [`KEYS`]`[key]` gives may hold words: a label's,
    /// or a field's own name (`fieldName`), as a vault's item writes it.
    fn words(&self, key: usize) -> bool {
        KEYS[key] == b"label" || self.camel
    }
}

/// The fields in `within` of `src` with the key [`KEYS`]`[key]`, in any case, that stand
/// alone (no identifier byte on either side: `name`, not `hostname` nor `name_prefix`) or
/// end a camel-case key (`fieldName`), and are given a value, in order.
fn fields(src: &[u8], within: Range<usize>, key: usize) -> Vec<Field> {
    let (first, len) = (KEYS[key][0], KEYS[key].len());
    let text = &src[within.clone()];
    let mut starts: Vec<usize> = finders()[key]
        .iter()
        .flat_map(|f| f.find_iter(text))
        .filter_map(|i| (within.start + i).checked_sub(1))
        .filter(|&start| src[start].eq_ignore_ascii_case(&first))
        .collect();
    starts.sort_unstable();
    starts
        .into_iter()
        .filter_map(|start| {
            let end = start + len;
            let byte = |back: usize| start.checked_sub(back).map(|i| src[i]);
            // A camel-case key's last word is the key (Delinea Secret Server's items:
            // `"itemValue": v` beside `"fieldName": "DISCORD TOKEN"`).
            let camel =
                src[start].is_ascii_uppercase() && byte(1).is_some_and(|b| b.is_ascii_lowercase());
            // A flag: `--value`, a Java or IBM tool's `-value`, and, in camel case, its
            // last word (wsadmin's `-variableValue`); not `default-value`.
            // (A camel-case flag's word is short: a run of letters is read back a few
            // dozen bytes at most, or a text of `ValueValue…` would be read back to its
            // start at each key.)
            let word = || word_before(src, start);
            let dashes = match camel {
                true => word().map_or(0, |w| dashes(src, w)),
                false => dashes(src, start),
            };
            let flag = dashes > 0;
            let lead = match camel {
                true => byte(1),
                false => byte(dashes + 1),
            };
            // An element's compound name ends with the key (a Java `web.xml`'s
            // `<param-name>` and `<param-value>`, `<env-entry-name>`): the element is
            // the field.
            let element = !flag
                && lead == Some(b'-')
                && src.get(end) == Some(&b'>')
                && opens_element(src, start);
            // So is a snake-case value key's (Drupal's Key entity: `key_value: v` below its
            // `label: 'Paypal secret'`; WordPress's `option_value`), but for a value that
            // is not the field's own (`default_value`, `max_value`); a name's
            // (`bucket_name`) names another thing.
            let snake = key == 0
                && !flag
                && lead == Some(b'_')
                && byte(2).is_some_and(|b| b.is_ascii_alphanumeric())
                && !not_its_own(&src[..start - 1]);
            let alone = (camel || snake || element || lead.is_none_or(|b| !ident(b) && b != b'-'))
                && src.get(end).is_none_or(|&b| !ident(b));
            let value = alone
                .then(|| {
                    given(src, end, flag || set_command(src, start)).or_else(|| aliased(src, start))
                })
                .flatten()?;
            Some(Field {
                start,
                end,
                value,
                // A flag's argument is one word.
                camel: camel && !flag,
            })
        })
        .collect()
}

/// How many dashes open a flag whose word starts at `at`: two (`--value`), or one after
/// no identifier byte nor dash (`-value`, `'-variableValue'`); none for `default-value`.
fn dashes(src: &[u8], at: usize) -> usize {
    let byte = |back: usize| at.checked_sub(back).map(|i| src[i]);
    match (byte(1), byte(2)) {
        (Some(b'-'), Some(b'-')) => 2,
        (Some(b'-'), before) if before.is_none_or(|b| !ident(b) && b != b'-') => 1,
        _ => 0,
    }
}

/// Whether the key at `at` is a `set` command's, first on its line: a network device's
/// CLI gives it its value after a blank (FortiOS's `set key "X-Honeycomb-Team"` over `set
/// value "v"`, VyOS's and Junos's `set`).
fn set_command(src: &[u8], at: usize) -> bool {
    // Its line starts at most a few dozen bytes back (indentation and `set `): a long
    // line is read back no further, whatever number of keys it holds.
    let from = at.saturating_sub(FLAG_WORD);
    let line = match memchr::memrchr(b'\n', &src[from..at]) {
        Some(i) => from + i + 1,
        None if from == 0 => 0,
        None => return false,
    };
    let words = src[line..at].trim_ascii_start();
    words
        .strip_prefix(b"set")
        .is_some_and(|rest| !rest.is_empty() && rest.iter().all(|&b| b == b' ' || b == b'\t'))
}

/// Where the value of a field whose key starts at `at` starts (past its opening quote)
/// when SQL gives it as an alias, the value before its key: `SELECT 'NAME' AS name, 'v'
/// AS value FROM dual`.
fn aliased(src: &[u8], at: usize) -> Option<usize> {
    let before = &src[..at];
    let blanks = |b: &[u8]| {
        b.iter()
            .rev()
            .take_while(|&&c| c == b' ' || c == b'\t')
            .count()
    };
    let end = before.len() - blanks(before);
    let as_ = end
        .checked_sub(2)
        .filter(|&i| before[i..end].eq_ignore_ascii_case(b"as"))?;
    if end == at || as_.checked_sub(1).is_some_and(|i| ident(before[i])) {
        return None;
    }
    let close = as_ - blanks(&before[..as_]);
    let quote = *before[..close].last().filter(|&&b| b == b'\'')?;
    // The string's opening quote, at most [`MAX_VALUE`] back: SQL doubles a quote inside
    // it.
    let lo = close.saturating_sub(MAX_VALUE + 2);
    let mut i = close - 1;
    loop {
        let open = lo + memchr::memrchr(quote, &before[lo..i])?;
        match open.checked_sub(1).filter(|&o| before[o] == quote) {
            Some(doubled) => i = doubled,
            None => return Some(open + 1),
        }
        if close - i > MAX_VALUE {
            return None;
        }
    }
}

/// Whether a snake-case value key's first words, ending `before`, say its value is not
/// the field's own: a default, a bound, an earlier or an example one.
fn not_its_own(before: &[u8]) -> bool {
    const WORDS: [&[u8]; 10] = [
        b"default",
        b"min",
        b"max",
        b"initial",
        b"old",
        b"previous",
        b"prev",
        b"example",
        b"sample",
        b"fallback",
    ];
    let word = before.len()
        - before
            .iter()
            .rev()
            .take_while(|b| b.is_ascii_alphanumeric())
            .count();
    let word = before[word..].to_ascii_lowercase();
    WORDS.iter().any(|w| word == *w)
}

/// Whether the bytes before `at` open an element whose name runs on to `at`: `<`, then
/// at most 48 bytes of a name (`param-`), not a closing tag's `</`.
fn opens_element(src: &[u8], at: usize) -> bool {
    let name = src[..at]
        .iter()
        .rev()
        .take(48)
        .take_while(|&&b| ident(b) || matches!(b, b'-' | b'.' | b':'))
        .count();
    at > name && src[at - name - 1] == b'<'
}

/// A name field.
struct Name {
    /// Where its key starts and ends.
    start: usize,
    end: usize,
    /// The name it gives.
    name: Range<usize>,
    /// Whether that name is a label's words ([`Field::words`]) rather than a key's
    /// identifier.
    words: bool,
}

/// The names of `names` (in order) whose key lies in `range`.
fn names_in(names: &[Name], range: Range<usize>) -> impl Iterator<Item = &Name> {
    let from = names.partition_point(|n| n.start < range.start);
    let to = names.partition_point(|n| n.start < range.end);
    names[from..to].iter().filter(move |n| n.end <= range.end)
}

/// Every `value` field of `src` with the name its record gives it: the nearest name
/// field before it in its record, or else the first after it.
pub fn records(src: &[u8]) -> Vec<Record> {
    let mut out = Vec::new();
    let values: Vec<(Field, Range<usize>)> = fields(src, 0..src.len(), 0)
        .into_iter()
        .filter_map(|f| value_at(src, f.value).map(|v| (f, v)))
        .collect();
    // The name fields in `range`, in order.
    let names_of = |range: Range<usize>| {
        let mut names: Vec<Name> = NAME_KEYS
            .into_iter()
            .flat_map(|key| {
                fields(src, range.clone(), key)
                    .into_iter()
                    .map(move |f| (key, f))
            })
            .filter_map(|(key, f)| {
                let words = f.words(key);
                name_at(src, f.value, words).map(|name| Name {
                    start: f.start,
                    end: f.end,
                    name,
                    words,
                })
            })
            .collect();
        names.sort_unstable_by_key(|n| n.start);
        names
    };
    // A few values: the names near each. Many (a text that is all records, or one made to
    // be): the text's names once, so the cost stays a pass over it whatever it holds.
    let whole = (values.len() > MANY_VALUES).then(|| names_of(0..src.len()));
    for (f, value) in values {
        let reach = f.start.saturating_sub(REACH)..src.len().min(value.end + REACH);
        let near;
        let names = match &whole {
            Some(all) => all.as_slice(),
            None => {
                near = names_of(reach.clone());
                near.as_slice()
            }
        };
        // The name before it in its record; only a record that names its value after it
        // (Vercel's) gives the name after; a record with no name field in reach, the key
        // that holds it.
        let named = names_in(names, reach.clone()).next().is_some();
        let ([before, other], outer) = match named {
            true => name_before(src, f.start, names),
            false => ([None, None], false),
        };
        let after = |within| {
            named
                .then(|| name_after(src, value.end, names, within))
                .flatten()
        };
        // A name before a statement's end may name another statement's value: the
        // value's own statement, when it names it after it, is read first (`SET value =
        // 'v' WHERE name = 'NAME';` below `… name = 'OTHER';`).
        let ended = |name: &Range<usize>| (name.end..f.start).any(|i| statement_end(src, i));
        // A name in a record that holds this one names it only when its own names it
        // neither before nor after.
        let name = match before {
            Some(name) if ended(&name) || outer => after(ended(&name)).or(Some(name)),
            before => before.or_else(|| after(false)),
        }
        .or_else(|| {
            // A value of words (a chat message's `"text": {"value": …}`) is no one
            // secret its holder's key could name; a scheme and its credential are
            // (a recorded request's `"Authorization": [{"value": "Token …"}]`).
            let text = &src[value.clone()];
            let words = text.iter().any(|&b| b == b' ' || b == b'\\');
            (!words || scheme_and_token(text))
                .then(|| container_name(src, f.start))
                .flatten()
        });
        // A property path's segment before its `.value` (webMethods'
        // `globalvariable.NAME.value=v`) names it too: the rules judge both names.
        let segment = segment_before(src, f.start).filter(|s| Some(s) != name.as_ref());
        // A camel-case value key's stem with `Id` names it too (Apache OFBiz's seed data:
        // `systemPropertyId="aws.secret.key" systemPropertyValue="v"`).
        let paired = match f.camel {
            true => stem_id(src, f.start, reach.clone()).filter(|s| Some(s) != name.as_ref()),
            false => None,
        };
        for name in [name, other, segment, paired].into_iter().flatten() {
            out.push(Record {
                name,
                value: value.clone(),
            });
        }
    }
    // Ordered by value, as the scanner asks what is covered.
    out.extend(columns(src));
    out.sort_unstable_by_key(|r| (r.value.start, r.value.end));
    out
}

/// Where the run of letters and digits that ends at `at` starts, when it is no longer
/// than [`FLAG_WORD`] (a camel-case key's first words: read back a bounded way, or a text
/// of `ValueValue…` would be read back to its start at each key).
fn word_before(src: &[u8], at: usize) -> Option<usize> {
    let len = src[..at]
        .iter()
        .rev()
        .take(FLAG_WORD + 1)
        .take_while(|b| b.is_ascii_alphanumeric())
        .count();
    (len <= FLAG_WORD).then_some(at - len)
}

/// The name given by the field whose key is the camel-case value key's stem and `Id`
/// (`systemPropertyId` beside `systemPropertyValue`, the value key's `V` at `at`), in its
/// own record: the nearest such key before the value key back to the record's start (a
/// `<`, `{` or the end of another record), or else the first after it up to the record's
/// end, within `within`. A stem of two bytes or more that starts with a lower-case
/// letter, the key standing alone, given a value that reads as a name.
fn stem_id(src: &[u8], at: usize, within: Range<usize>) -> Option<Range<usize>> {
    let stem = &src[word_before(src, at)?..at];
    let len = stem.len();
    if len < 2 || !stem[0].is_ascii_lowercase() {
        return None;
    }
    let mut key = stem.to_vec();
    key.extend_from_slice(b"Id");
    let bound = |b: &u8| matches!(b, b'<' | b'>' | b'{' | b'}');
    let start = (within.start..at)
        .rev()
        .find(|&i| bound(&src[i]))
        .map_or(within.start, |i| i + 1);
    let end = (at..within.end)
        .find(|&i| bound(&src[i]))
        .unwrap_or(within.end);
    let named = |i: usize| {
        let (from, to) = (start + i, start + i + key.len());
        let alone = from.checked_sub(1).is_none_or(|b| !ident(src[b]))
            && src.get(to).is_none_or(|&b| !ident(b));
        let value = alone.then(|| given(src, to, false)).flatten()?;
        name_at(src, value, false)
    };
    let finder = memchr::memmem::Finder::new(&key);
    let before = &src[start..at.saturating_sub(len).max(start)];
    let hits: Vec<usize> = finder.find_iter(before).collect();
    let found = hits.into_iter().rev().find_map(&named);
    found.or_else(|| {
        finder
            .find_iter(&src[start..end])
            .filter(|&i| start + i > at)
            .find_map(&named)
    })
}

/// The name a path gives the value field whose key starts at `at`: the segment of a
/// property path before its `.value` (webMethods' `globalvariable.NAME.value=v`), or the
/// resource a management command's operation adds (JBoss CLI's
/// `/system-property=NAME:add(value="v")`). An identifier of two bytes or more, with a
/// letter.
fn segment_before(src: &[u8], at: usize) -> Option<Range<usize>> {
    let segment = |end: usize, also: &[u8]| {
        let len = src[..end]
            .iter()
            .rev()
            .take(MAX_NAME)
            .take_while(|&&b| ident(b) || b == b'-' || also.contains(&b))
            .count();
        end - len..end
    };
    let name = match at.checked_sub(1).map(|i| (i, src[i])) {
        Some((dot, b'.')) => segment(dot, b""),
        Some((paren, b'(')) => {
            let op = segment(paren, b"");
            let colon = op
                .start
                .checked_sub(1)
                .filter(|&c| !op.is_empty() && src[c] == b':')?;
            let name = segment(colon, b".");
            let equals = name.start.checked_sub(1).filter(|&e| src[e] == b'=');
            equals.map(|_| name)?
        }
        _ => return None,
    };
    (name.len() >= 2 && src[name.clone()].iter().any(u8::is_ascii_alphabetic)).then_some(name)
}

/// Whether `text` is one word: no blank or line break, and no escape (`\n`).
fn one_word(text: &[u8]) -> bool {
    !text.iter().any(|&b| b.is_ascii_whitespace() || b == b'\\')
}

/// Whether `text` is an authorization scheme and its credential, as a header's value
/// (`Token 9f…`, `Bearer eyJ…`, `SSWS 00…`): a word of letters (`-` after the first),
/// one space, and 16 bytes or more of [`one_word`].
fn scheme_and_token(text: &[u8]) -> bool {
    let Some(space) = text.iter().position(|&b| b == b' ') else {
        return false;
    };
    let (scheme, token) = (&text[..space], &text[space + 1..]);
    (2..=24).contains(&scheme.len())
        && scheme[0].is_ascii_alphabetic()
        && scheme.iter().all(|&b| b.is_ascii_alphabetic() || b == b'-')
        && token.len() >= 16
        && one_word(token)
}

/// What marks a table's rule line between its header and its rows: a column's dashes
/// crossing a border, as `psql` and `mysql` (`----+----`, `+----+`), Markdown (`|---|`,
/// `| --- |`) and box-drawn tables (`─┼─`) write it.
const RULE_MARKS: [&[u8]; 4] = [b"-+-", b"-|-", b"- | -", "─┼─".as_bytes()];

/// The most rows of one table read below its header.
const MAX_ROWS: usize = 64;

/// The line of `src` holding byte `at`.
fn line_at(src: &[u8], at: usize) -> Range<usize> {
    let start = memchr::memrchr(b'\n', &src[..at]).map_or(0, |i| i + 1);
    let end = memchr::memchr(b'\n', &src[at..]).map_or(src.len(), |i| at + i);
    start..end
}

/// The cells of a table's line, split at its borders (`|`, `│`), each trimmed of blanks
/// and quotes; `None` when it holds no border.
fn cells(src: &[u8], line: Range<usize>) -> Option<Vec<Range<usize>>> {
    let text = &src[line.clone()];
    let bar = "│".as_bytes();
    let mut edges = vec![line.start];
    let mut i = 0;
    while i < text.len() {
        if text[i] == b'|' {
            edges.extend([line.start + i, line.start + i + 1]);
        } else if text[i..].starts_with(bar) {
            edges.extend([line.start + i, line.start + i + bar.len()]);
            i += bar.len() - 1;
        }
        i += 1;
    }
    if edges.len() == 1 {
        return None;
    }
    edges.push(line.end);
    let trim = |b: u8| matches!(b, b' ' | b'\t' | b'\r' | b'"' | b'\'' | b'`');
    Some(
        edges
            .chunks(2)
            .map(|c| {
                let (mut from, mut to) = (c[0], c[1]);
                while from < to && trim(src[from]) {
                    from += 1;
                }
                while to > from && trim(src[to - 1]) {
                    to -= 1;
                }
                from..to
            })
            .collect(),
    )
}

/// Each value of a table's rows with the name its column's header gives (a query's
/// result as `psql`, `mysql`, `aql` or a Markdown table prints it: `| CODECOV_TOKEN |` over
/// a rule line over `| "v" |`): the header is the line above a rule line, the rows the
/// lines below it up to the next rule line or a line without borders, each cell paired
/// with the header's cell of the same place when both have as many cells.
fn columns(src: &[u8]) -> Vec<Record> {
    // The marks' borders found in one pass, each tried in place: a search for each mark
    // cost 7% of a scan of code.
    let at = |i: usize| {
        RULE_MARKS.iter().any(|m| {
            m.iter()
                .enumerate()
                .any(|(p, &b)| b == src[i] && i >= p && src[i - p..].starts_with(m))
        })
    };
    let mut rules: Vec<usize> = memchr::memchr3_iter(b'+', b'|', 0xBC, src)
        .filter(|&i| at(i))
        .map(|i| line_at(src, i).start)
        .collect();
    rules.dedup();
    let mut out = Vec::new();
    for &rule in &rules {
        let Some(header_end) = rule.checked_sub(1) else {
            continue;
        };
        let Some(headers) = cells(src, line_at(src, header_end)) else {
            continue;
        };
        // The name each column's header gives. A header that says its column holds names
        // or values (`name | value`, `c.key | c.value`) gives none: such a table's rows
        // pair their own cells.
        let names: Vec<Option<Range<usize>>> = headers
            .into_iter()
            .map(|name| {
                let text = &src[name.clone()];
                let last = text.rsplit(|&b| b == b'.').next().unwrap_or(text);
                let named = name_cell(text) && !KEYS.iter().any(|k| last.eq_ignore_ascii_case(k));
                named.then_some(name)
            })
            .collect();
        let mut at = line_at(src, rule).end + 1;
        for _ in 0..MAX_ROWS {
            if at >= src.len() {
                break;
            }
            let row = line_at(src, at);
            at = row.end + 1;
            // The next rule line (found above) ends the rows.
            if rules.binary_search(&row.start).is_ok() {
                break;
            }
            let Some(values) = cells(src, row) else {
                break;
            };
            if values.len() != names.len() {
                continue;
            }
            for (name, value) in names.iter().zip(values) {
                if let Some(name) = name.clone() {
                    if (MIN_VALUE..=MAX_VALUE).contains(&value.len()) {
                        out.push(Record { name, value });
                    }
                }
            }
        }
    }
    out
}

/// Whether a table's cell is a name: two bytes or more of letters, digits, `_`, `-`
/// and `.` (`API_KEY`, `db.password`, `x-api-key`).
fn name_cell(text: &[u8]) -> bool {
    text.len() >= 2 && text.iter().all(|&b| ident(b) || b == b'-' || b == b'.')
}

/// The record of a row's name cell and value cell, when the one is a name
/// ([`name_cell`]) and the other a value of one word ([`one_word`]).
fn cell_pair(src: &[u8], name: Range<usize>, value: Range<usize>) -> Option<Record> {
    let fits = name_cell(&src[name.clone()])
        && (MIN_VALUE..=MAX_VALUE).contains(&value.len())
        && one_word(&src[value.clone()]);
    fits.then_some(Record { name, value })
}

/// Each row of a bordered table that is one name and its value: `aws --output table`'s
/// `||  apiKey      |  v   ||`, `mysql`'s `| API_KEY    | v |`, `psql`'s ` key | v`, a
/// Markdown row. Columns are padded to their widest cell, which puts a short name's value
/// further from it than a separator's blanks reach. A row is a pair when its cells but
/// the empty ones (a border's outside, `||`) are two: a name (letters, digits, `_`, `-`,
/// `.`) and a value of one word.
pub fn table_rows(src: &[u8]) -> Vec<Record> {
    let mut out = Vec::new();
    let mut past = 0;
    // `|`, or the last byte of a box-drawn `│` (which [`cells`] tells from other
    // characters ending in it).
    for i in memchr::memchr2_iter(b'|', 0x82, src) {
        if i < past {
            continue;
        }
        let line = line_at(src, i);
        past = line.end;
        let Some(cells) = cells(src, line) else {
            continue;
        };
        let mut full = cells.into_iter().filter(|c| !c.is_empty());
        let (Some(name), Some(value), None) = (full.next(), full.next(), full.next()) else {
            continue;
        };
        out.extend(cell_pair(src, name, value));
    }
    out
}

/// The most rows of a CSV table read below its header.
const MAX_CSV_ROWS: usize = 4096;

/// How many lines in a row may fail to split into as many cells as the header before a
/// CSV table is taken to end (a quoted cell may hold line breaks: a note).
const CSV_SLACK: usize = 4;

/// The longest column name a CSV header is read with.
const MAX_COLUMN: usize = 48;

/// The longest line read as a CSV header: 170 columns of the longest name. A longer
/// line of words (an upload of one letter, a base64 run without `+` or `/`) is read
/// no further than its length.
const MAX_HEADER_LINE: usize = (MAX_COLUMN + 1) * 170;

/// Words of a CSV column's name that say it holds a credential (`password`, `Password`,
/// `otpSecret`, `api_key`, `token`, `auth`): only those columns are read.
const SECRET_COLUMNS: [&[u8]; 7] = [
    b"pass",
    b"pwd",
    b"secret",
    b"token",
    b"key",
    b"credential",
    b"auth",
];

/// The bytes of a CSV header's line: a column name's (words), a quote, a delimiter. A
/// table, as every line of a text is tested against it up to its first other byte.
const HEADER_BYTE: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = (b as u8).is_ascii_alphanumeric()
            || matches!(
                b as u8,
                b'_' | b'-' | b'.' | b' ' | b'"' | b',' | b';' | b'\t' | b'\r'
            );
        b += 1;
    }
    t
};

/// The cells of a CSV line split at `delim` outside double quotes (RFC 4180: a quote
/// inside a quoted cell is doubled), each trimmed of blanks and its quotes.
fn csv_cells(src: &[u8], line: Range<usize>, delim: u8) -> Vec<Range<usize>> {
    let mut cells = Vec::new();
    let mut from = line.start;
    let mut quoted = false;
    for i in line.clone() {
        match src[i] {
            b'"' => quoted = !quoted,
            b if b == delim && !quoted => {
                cells.push(from..i);
                from = i + 1;
            }
            _ => {}
        }
    }
    cells.push(from..line.end);
    let trim = |b: u8| matches!(b, b' ' | b'\t' | b'\r' | b'"');
    for c in &mut cells {
        while c.start < c.end && trim(src[c.start]) {
            c.start += 1;
        }
        while c.end > c.start && trim(src[c.end - 1]) {
            c.end -= 1;
        }
    }
    cells
}

/// The words of a CSV column's name that say it holds each row's name (a settings table's
/// `name`, `key`, `variable`; InfluxDB's `_field`) or that name's value (`value`,
/// `_value`): such a table's rows name their own values, in either order.
const NAME_COLUMNS: [&[u8]; 7] = [
    b"name",
    b"key",
    b"field",
    b"variable",
    b"setting",
    b"parameter",
    b"property",
];

/// A CSV header read (see [`csv_header`]).
struct CsvHeader {
    delim: u8,
    columns: Vec<Range<usize>>,
    /// The columns whose name says they hold a credential.
    secrets: Vec<usize>,
    /// The column of each row's name and the column of its value, when the header has
    /// one of each.
    pair: Option<(usize, usize)>,
}

/// The delimiter and the columns of a CSV header's line (`title,username,password,url`),
/// with those whose name says they hold a credential, and a name and a value column:
/// three columns or more, each empty or a name of words that starts with a letter or
/// `_`; `None` for any other line, or one with neither.
fn csv_header(src: &[u8], line: Range<usize>) -> Option<CsvHeader> {
    let text = &src[line.clone()];
    let delim = *text.iter().find(|&&b| matches!(b, b',' | b';' | b'\t'))?;
    let columns = csv_cells(src, line, delim);
    let named = |c: &Range<usize>| {
        let name = &src[c.clone()];
        name.is_empty()
            || (name.len() <= MAX_COLUMN
                && (name[0].is_ascii_alphabetic() || name[0] == b'_')
                && !name
                    .iter()
                    .any(|&b| matches!(b, b',' | b';' | b'\t' | b'"' | b'\r')))
    };
    if columns.len() < 3 || !columns.iter().all(named) {
        return None;
    }
    let secret = |c: &Range<usize>| {
        let name = src[c.clone()].to_ascii_lowercase();
        SECRET_COLUMNS
            .iter()
            .any(|w| name.windows(w.len()).any(|x| x == *w))
    };
    let secrets: Vec<usize> = (0..columns.len())
        .filter(|&k| secret(&columns[k]))
        .collect();
    // Exactly one column of names and one of values: the header's words, `_` before
    // them ignored.
    let only = |words: &[&[u8]]| {
        let mut of = (0..columns.len()).filter(|&k| {
            let name = src[columns[k].clone()].trim_ascii_start();
            let name = name.strip_prefix(b"_").unwrap_or(name);
            words.iter().any(|w| name.eq_ignore_ascii_case(w))
        });
        match (of.next(), of.next()) {
            (Some(k), None) => Some(k),
            _ => None,
        }
    };
    let pair = only(&NAME_COLUMNS).zip(only(&[b"value"]));
    (!secrets.is_empty() || pair.is_some()).then_some(CsvHeader {
        delim,
        columns,
        secrets,
        pair,
    })
}

/// Each value of a CSV table's credential columns with the name its header gives (a
/// password manager's export: `username,title,password,note,url` over
/// `svc_billing,Billing database,v,,https://…`; a query's result as `mysql -B` or a
/// spreadsheet writes it): the header is a line of column names (see [`csv_header`]),
/// the rows the lines below it that split into as many cells.
pub fn csv_columns(src: &[u8], breaks: &[usize]) -> Vec<Record> {
    let mut out = Vec::new();
    // Where each line starts, and the row a table's last read row ends before.
    let starts = std::iter::once(0).chain(breaks.iter().map(|&b| b + 1));
    let mut past = 0;
    for (k, start) in starts.enumerate() {
        let end = breaks.get(k).copied().unwrap_or(src.len());
        // A header may be commented out by `#` (xCAT's `tabdump`: `#key,username,password`
        // over `"system","root","v"`).
        let start = match (src.get(start), src.get(start + 1)) {
            (Some(b'#'), Some(b)) if b.is_ascii_alphabetic() => start + 1,
            _ => start,
        };
        // Most lines are no header: one that starts with no letter or quote, or holds a
        // byte no column name does (`(`, `=`, `:`), is left at that byte.
        // A first column may be empty (InfluxDB's annotated CSV: `,result,table,…`).
        let header = start >= past
            && end - start <= MAX_HEADER_LINE
            && src
                .get(start)
                .is_some_and(|&b| b.is_ascii_alphabetic() || matches!(b, b'"' | b'_' | b','))
            && src[start..end].iter().all(|&b| HEADER_BYTE[usize::from(b)]);
        let Some(CsvHeader {
            delim,
            columns,
            secrets,
            pair,
        }) = header.then(|| csv_header(src, start..end)).flatten()
        else {
            continue;
        };
        let (mut slack, mut rows) = (0, 0);
        let mut row = k + 1;
        while row <= breaks.len() && rows < MAX_CSV_ROWS && slack < CSV_SLACK {
            let from = breaks[row - 1] + 1;
            let to = breaks.get(row).copied().unwrap_or(src.len());
            row += 1;
            let cells = csv_cells(src, from..to, delim);
            if cells.len() != columns.len() {
                slack += 1;
                continue;
            }
            (slack, rows) = (0, rows + 1);
            for &c in &secrets {
                let value = cells[c].clone();
                if (MIN_VALUE..=MAX_VALUE).contains(&value.len()) {
                    out.push(Record {
                        name: columns[c].clone(),
                        value,
                    });
                }
            }
            // A row of a settings table: its name cell names its value cell.
            if let Some((n, v)) = pair {
                out.extend(cell_pair(src, cells[n].clone(), cells[v].clone()));
            }
        }
        past = breaks.get(row - 1).map_or(src.len(), |&b| b + 1);
    }
    out
}

/// How far past a command that prints a variable its output is looked for: past the
/// rest of the call's event and into the next (an OpenAI Realtime `response.done` holds
/// its usage and ids after the call).
const OUTPUT_REACH: usize = 1024;

/// Where the blanks (eight at most) from `src[at]` on end.
fn past_blanks(src: &[u8], at: usize) -> usize {
    at + src[at..]
        .iter()
        .take(8)
        .take_while(|b| b.is_ascii_whitespace())
        .count()
}

/// A quoted SQL string at `src[at..]` after blanks (`'v'`, its quote doubled inside):
/// the range of its text and where it ends.
fn sql_string(src: &[u8], at: usize) -> Option<(Range<usize>, usize)> {
    let open = past_blanks(src, at);
    if src.get(open) != Some(&b'\'') {
        return None;
    }
    let mut k = open + 1;
    loop {
        let q = k + memchr::memchr(b'\'', &src[k..src.len().min(k + MAX_VALUE)])?;
        if src.get(q + 1) == Some(&b'\'') {
            k = q + 2;
            continue;
        }
        return Some((open + 1..q, q + 1));
    }
}

/// Each secret Supabase's Vault is given in SQL, named by the name given after it:
/// `vault.create_secret('v', 'NAME', 'description')`, as a migration writes it. The value
/// comes first, so the separators, which read a value after its name, never see it.
pub fn vault_secrets(src: &[u8]) -> Vec<Record> {
    static FINDER: OnceLock<memchr::memmem::Finder<'static>> = OnceLock::new();
    let finder = FINDER.get_or_init(|| memchr::memmem::Finder::new(b"create_secret("));
    let mut out = Vec::new();
    for at in finder.find_iter(src) {
        let Some((value, end)) = sql_string(src, at + b"create_secret(".len()) else {
            continue;
        };
        let comma = past_blanks(src, end);
        if src.get(comma) != Some(&b',') {
            continue;
        }
        // A name is an identifier (`snyk_auth_token`); a value of a secret's length.
        let named = |n: &Range<usize>| {
            !n.is_empty()
                && src[n.clone()]
                    .iter()
                    .all(|&b| ident(b) || matches!(b, b'-' | b'.'))
        };
        match sql_string(src, comma + 1) {
            Some((name, _)) if named(&name) && value.len() >= 6 => {
                out.push(Record { name, value });
            }
            _ => {}
        }
    }
    out
}

/// The column names of a settings table: the one that names a row's setting, and the one
/// that holds its value.
const SQL_NAME_COLUMNS: [&[u8]; 8] = [
    b"name",
    b"key",
    b"setting",
    b"setting_name",
    b"option_name",
    b"config_key",
    b"parameter",
    b"variable",
];
const SQL_VALUE_COLUMNS: [&[u8]; 5] = [
    b"value",
    b"setting_value",
    b"option_value",
    b"config_value",
    b"secret",
];

/// Each row of an SQL `INSERT … (COLUMNS) VALUES (…), (…)` into a settings table, its
/// value named by its name column however many columns stand between them (Relativity's
/// `InstanceSetting`: `([Section], [Name], [Machine], [Value], …) VALUES (N'…',
/// N'PdRoutingKey', N'', N'v', …)`). The separators read a value right after its name
/// (`VALUES ('NAME', 'v')`); this reads the columns' order.
pub fn sql_inserts(src: &[u8]) -> Vec<Record> {
    static FINDERS: OnceLock<[memchr::memmem::Finder<'static>; 2]> = OnceLock::new();
    let finders = FINDERS.get_or_init(|| {
        [
            memchr::memmem::Finder::new(b"VALUES"),
            memchr::memmem::Finder::new(b"values"),
        ]
    });
    let mut out = Vec::new();
    for at in finders.iter().flat_map(|f| f.find_iter(src)) {
        let Some((name_col, value_col)) = settings_columns(src, at) else {
            continue;
        };
        let mut i = at + b"VALUES".len();
        // Row after row, as many as a statement holds (bounded: a dump's long INSERT).
        for _ in 0..10_000 {
            let open = past_blanks(src, i);
            if src.get(open) != Some(&b'(') {
                break;
            }
            let Some((cells, end)) = sql_row(src, open + 1) else {
                break;
            };
            if let (Some(Some(name)), Some(Some(value))) =
                (cells.get(name_col), cells.get(value_col))
            {
                let named = !name.is_empty()
                    && src[name.clone()]
                        .iter()
                        .all(|&b| ident(b) || matches!(b, b'-' | b'.'));
                if named && value.len() >= MIN_VALUE {
                    out.push(Record {
                        name: name.clone(),
                        value: value.clone(),
                    });
                }
            }
            let next = past_blanks(src, end);
            if src.get(next) != Some(&b',') {
                break;
            }
            i = next + 1;
        }
    }
    out
}

/// The positions of the name and value columns in the column list that ends before the
/// `VALUES` at `at` (`(a, [Name], "value")`), when it has both.
fn settings_columns(src: &[u8], at: usize) -> Option<(usize, usize)> {
    let before = src[..at].trim_ascii_end();
    let close = before.len().checked_sub(1).filter(|&c| src[c] == b')')?;
    let open = src[close.saturating_sub(1024)..close]
        .iter()
        .rposition(|&b| b == b'(')
        .map(|k| close.saturating_sub(1024) + k)?;
    let columns: Vec<Vec<u8>> = src[open + 1..close]
        .split(|&b| b == b',')
        .map(|c| {
            let c = c.trim_ascii();
            let c = c
                .strip_prefix(b"[")
                .and_then(|c| c.strip_suffix(b"]"))
                .unwrap_or(c);
            let quoted = |q: u8| c.len() >= 2 && c[0] == q && c[c.len() - 1] == q;
            let c = match quoted(b'`') || quoted(b'"') {
                true => &c[1..c.len() - 1],
                false => c,
            };
            c.to_ascii_lowercase()
        })
        .collect();
    let find = |names: &[&[u8]]| columns.iter().position(|c| names.contains(&c.as_slice()));
    Some((find(&SQL_NAME_COLUMNS)?, find(&SQL_VALUE_COLUMNS)?))
}

/// One row of SQL values from `at` (past its `(`) to its `)`: each cell's string text
/// (`'v'`, `N'v'`), `None` for another value (`NULL`, a number), and where the row ends.
fn sql_row(src: &[u8], at: usize) -> Option<(Vec<Option<Range<usize>>>, usize)> {
    let mut cells = Vec::new();
    let mut i = at;
    loop {
        let start = past_blanks(src, i);
        let lit = match src.get(start) {
            Some(b'N' | b'n') if src.get(start + 1) == Some(&b'\'') => start + 1,
            _ => start,
        };
        let (cell, end) = match sql_string(src, lit) {
            Some((text, end)) => (Some(text), end),
            None => {
                // Another value: up to the next `,` or `)` on the line.
                let len = src[start..]
                    .iter()
                    .take(256)
                    .take_while(|&&b| !matches!(b, b',' | b')' | b'\n' | b'\''))
                    .count();
                (None, start + len)
            }
        };
        cells.push(cell);
        let next = past_blanks(src, end);
        match src.get(next) {
            Some(b',') if cells.len() < 256 => i = next + 1,
            Some(b')') => return Some((cells, next + 1)),
            _ => return None,
        }
    }
}

/// Each header value Foundation's `URLRequest` is given before its name:
/// `request.setValue("v", forHTTPHeaderField: "NAME")` (Swift; `addValue` too) and
/// `[request setValue:@"v" forHTTPHeaderField:@"NAME"]` (Objective-C), named by the
/// header. The value comes first, so the separators, which read a value after its name,
/// never see it.
pub fn header_calls(src: &[u8]) -> Vec<Record> {
    const MARK: &[u8] = b"forHTTPHeaderField:";
    static FINDER: OnceLock<memchr::memmem::Finder<'static>> = OnceLock::new();
    let finder = FINDER.get_or_init(|| memchr::memmem::Finder::new(MARK));
    let mut out = Vec::new();
    for at in finder.find_iter(src) {
        if let Some(rec) = header_call(src, at, at + MARK.len()) {
            out.push(rec);
        }
    }
    out
}

/// The record of one `forHTTPHeaderField:` call whose mark spans `mark..after`.
fn header_call(src: &[u8], mark: usize, after: usize) -> Option<Record> {
    // Where the blanks (spaces and tabs) that end `src[..at]` start.
    let blanks_before = |at: usize| {
        at - src[..at]
            .iter()
            .rev()
            .take_while(|&&b| b == b' ' || b == b'\t')
            .count()
    };
    // The name: a quoted header name (`@"…"` in Objective-C) after the mark.
    let mut i = past_blanks(src, after);
    i += usize::from(src.get(i) == Some(&b'@'));
    (src.get(i) == Some(&b'"')).then_some(())?;
    let len = src[i + 1..]
        .iter()
        .take(64)
        .take_while(|&&b| ident(b) || b == b'-')
        .count();
    (len > 0 && src.get(i + 1 + len) == Some(&b'"')).then_some(())?;
    let name = i + 1..i + 1 + len;
    // The value: a quoted string before the mark, after `,` and blanks (Swift) or blanks
    // (Objective-C), opened by `setValue(` / `addValue(` or `setValue:@` / `addValue:@`.
    let mut j = blanks_before(mark);
    if j > 0 && src[j - 1] == b',' {
        j = blanks_before(j - 1);
    }
    (j > 0 && src[j - 1] == b'"').then_some(())?;
    let end = j - 1;
    let open = src[end.saturating_sub(MAX_VALUE)..end]
        .iter()
        .rposition(|&b| b == b'"' || b == b'\n')
        .map(|k| end.saturating_sub(MAX_VALUE) + k)?;
    (src[open] == b'"' && end - open > MIN_VALUE).then_some(())?;
    let at = open - usize::from(open > 0 && src[open - 1] == b'@');
    let before = &src[..blanks_before(at)];
    let called = [&b"setValue("[..], b"addValue(", b"setValue:", b"addValue:"]
        .iter()
        .any(|c| before.ends_with(c));
    called.then(|| Record {
        name,
        value: open + 1..end,
    })
}

/// The keys an agent's trace gives a tool's output under.
const OUTPUT_KEYS: [&[u8]; 4] = [b"\"output\"", b"\"stdout\"", b"\"result\"", b"\"content\""];

/// Each value a command printed a variable as, named by the variable: `printenv NAME` in
/// a tool call's arguments, and the first output field after it (`"output": "v"`) within
/// [`OUTPUT_REACH`], where a trace gives the call's result in an event of its own, joined
/// to the call by its id many fields later. The separators read an output right after its
/// command; this reads one the call's other fields stand between.
pub fn printed(src: &[u8]) -> Vec<Record> {
    static FINDER: OnceLock<memchr::memmem::Finder<'static>> = OnceLock::new();
    let finder = FINDER.get_or_init(|| memchr::memmem::Finder::new(b"printenv "));
    let mut out = Vec::new();
    for at in finder.find_iter(src) {
        let from = at + b"printenv ".len();
        let len = src[from..]
            .iter()
            .take(64)
            .take_while(|&&b| ident(b))
            .count();
        if len < 2 {
            continue;
        }
        let name = from..from + len;
        let ahead = &src[name.end..src.len().min(name.end + OUTPUT_REACH)];
        // The first output field after the command that gives a string (a list of
        // content blocks holds one further on).
        let mut keys: Vec<usize> = OUTPUT_KEYS
            .iter()
            .flat_map(|k| memchr::memmem::find_iter(ahead, k).map(|i| name.end + i + k.len()))
            .collect();
        keys.sort_unstable();
        let value = keys.into_iter().find_map(|key| {
            let skip = src[key..]
                .iter()
                .take(8)
                .take_while(|&&b| matches!(b, b' ' | b':'))
                .count();
            (src.get(key + skip) == Some(&b'"')).then(|| value_at(src, key + skip + 1))?
        });
        // What `printenv` prints is one word and its line break; an output that says more
        // (a transcript's message, the next command's) is read where it stands.
        let value = value.map(|v| match src[v.clone()].ends_with(b"\\n") {
            true => v.start..v.end - 2,
            false => v,
        });
        let value = value.filter(|v| v.len() >= MIN_VALUE && one_word(&src[v.clone()]));
        if let Some(value) = value {
            out.push(Record { name, value });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The (name, value) pairs of `text`, as text.
    fn pairs(text: &str) -> Vec<(String, String)> {
        let b = text.as_bytes();
        let breaks: Vec<usize> = memchr::memchr_iter(b'\n', b).collect();
        let mut all = records(b);
        all.extend(csv_columns(b, &breaks));
        all.sort_unstable_by_key(|r| (r.value.start, r.value.end));
        all.into_iter()
            .map(|r| {
                let s = |r: Range<usize>| String::from_utf8_lossy(&b[r]).into_owned();
                (s(r.name), s(r.value))
            })
            .collect()
    }

    fn pair(name: &str, value: &str) -> Vec<(String, String)> {
        vec![(name.to_string(), value.to_string())]
    }

    #[test]
    fn a_settings_row_names_its_value_by_its_name_column() {
        let got = |text: &str| {
            let b = text.as_bytes();
            sql_inserts(b)
                .into_iter()
                .map(|r| {
                    let s = |r: Range<usize>| String::from_utf8_lossy(&b[r]).into_owned();
                    (s(r.name), s(r.value))
                })
                .collect::<Vec<_>>()
        };
        let relativity = "INSERT INTO [eddsdbo].[InstanceSetting] ([Section], [Name], [Machine], [Value], [Description])\n    VALUES (N'Acme.Integrations', N'PdRoutingKey', N'', N'u+s0eZtrL1IFWCCXB_zO', N'it''s added'), (N'x', N'Other', NULL, 'v2-abcdef', 'd');";
        assert_eq!(
            got(relativity),
            [
                (
                    "PdRoutingKey".to_string(),
                    "u+s0eZtrL1IFWCCXB_zO".to_string()
                ),
                ("Other".to_string(), "v2-abcdef".to_string())
            ]
        );
        assert_eq!(
            got("insert into wp_options (option_name, autoload, option_value) values ('stripe_key', 'yes', 'v0123456789');"),
            pair("stripe_key", "v0123456789")
        );
        for none in [
            "INSERT INTO t (id, title) VALUES (1, 'a long enough title');",
            "INSERT INTO t (name, value) VALUES ('has space', 'v0123456789');",
            "INSERT INTO t (name, value) VALUES ('NAME', 'short');",
            "SELECT value FROM t WHERE name IN (VALUES ('NAME'))",
        ] {
            assert!(got(none).is_empty(), "{none}");
        }
    }

    #[test]
    fn a_header_foundation_names_after_its_value() {
        let got = |text: &str| {
            let b = text.as_bytes();
            header_calls(b)
                .into_iter()
                .map(|r| {
                    let s = |r: Range<usize>| String::from_utf8_lossy(&b[r]).into_owned();
                    (s(r.name), s(r.value))
                })
                .collect::<Vec<_>>()
        };
        let want = pair("X-Api-Key", "v0123456789");
        assert_eq!(
            got(r#"req.setValue("v0123456789", forHTTPHeaderField: "X-Api-Key")"#),
            want
        );
        assert_eq!(
            got(r#"req.addValue( "v0123456789" , forHTTPHeaderField:"X-Api-Key")"#),
            want
        );
        assert_eq!(
            got(r#"[req setValue:@"v0123456789" forHTTPHeaderField:@"X-Api-Key"];"#),
            want
        );
        for none in [
            r#"req.setValue(token, forHTTPHeaderField: "X-Api-Key")"#,
            r#"req.setValue("short", forHTTPHeaderField: "X-Api-Key")"#,
            r#"log("v0123456789", forHTTPHeaderField: "X-Api-Key")"#,
            r#"req.setValue("v0123456789", forHTTPHeaderField: name)"#,
        ] {
            assert!(got(none).is_empty(), "{none}");
        }
    }

    #[test]
    fn a_table_row_of_a_name_and_its_value_is_a_record() {
        let pairs = |text: &str| -> Vec<(String, String)> {
            table_rows(text.as_bytes())
                .into_iter()
                .map(|r| (text[r.name].to_string(), text[r.value].to_string()))
                .collect()
        };
        let one = |n: &str, v: &str| vec![(n.to_string(), v.to_string())];
        // `aws --output table`, `mysql`, `psql` and box-drawn rows, padded.
        assert_eq!(
            pairs("||  apiKey              |  Qm9vVx1b7Lq0s4Tf   ||\n"),
            one("apiKey", "Qm9vVx1b7Lq0s4Tf")
        );
        assert_eq!(
            pairs("| DB_PASSWORD            | 'Tq8vLm2Xw8RtY7' |\n"),
            one("DB_PASSWORD", "Tq8vLm2Xw8RtY7")
        );
        assert_eq!(
            pairs(" db.password                | Tq8vLm2Xw8RtY7\n"),
            one("db.password", "Tq8vLm2Xw8RtY7")
        );
        assert_eq!(
            pairs("\u{2502} token       \u{2502} Tq8vLm2Xw8RtY7 \u{2502}\n"),
            one("token", "Tq8vLm2Xw8RtY7")
        );
        // Not a pair: three cells, a name of words, a value of words or too short, no
        // border.
        assert!(pairs("| api_key | string | The key |\n").is_empty());
        assert!(pairs("| the api key | Tq8vLm2Xw8RtY7 |\n").is_empty());
        assert!(pairs("| api_key | rotated every week |\n").is_empty());
        assert!(pairs("| api_key | abc |\n").is_empty());
        assert!(pairs("api_key    Tq8vLm2Xw8RtY7\n").is_empty());
        // One line read once whatever its borders.
        assert_eq!(pairs("| a | b | c |\n| key | Tq8vLm2Xw8RtY7 |\n").len(), 1);
    }

    #[test]
    fn a_csv_tables_credential_columns_are_named_by_its_header() {
        // Dashlane's export: a quoted note holds the delimiter; a row with the column
        // empty gives nothing.
        let text = "username,username2,username3,title,password,note,url,category,otpSecret\n\
                    ama@acme.io,,,VPN,,\"SSO, no local password.\",https://vpn.acme.io,Work,\n\
                    svc_hooks,,,Webhooks (prod),B+MU92ropdA+Wai,\"Primary, replica\",https://db,Databases,\n";
        assert_eq!(pairs(text), pair("password", "B+MU92ropdA+Wai"));
        // Chrome's `passwords.csv` inside a session, `;` as a spreadsheet in Europe
        // writes it, a tab as `mysql -B` prints a query's result; a note over two lines.
        let text = "$ cat passwords.csv\nname,url,username,password,note\n\
                    db,https://db,admin,\"k9#Lp2wQ\",\"a note\nover two lines\"\n\
                    git,https://git,ci,x8Hq2mZ7,\n";
        assert_eq!(
            pairs(text),
            vec![
                ("password".to_string(), "k9#Lp2wQ".to_string()),
                ("password".to_string(), "x8Hq2mZ7".to_string())
            ]
        );
        let text = "id;Login;API Key;Region\n7;ops;q8Zk2Lm9Xr;eu\n";
        assert_eq!(pairs(text), pair("API Key", "q8Zk2Lm9Xr"));
        let text = "id\tuser\tauth_token\n1\tops\tq8Zk2Lm9Xr\n";
        assert_eq!(pairs(text), pair("auth_token", "q8Zk2Lm9Xr"));
    }

    #[test]
    fn a_settings_tables_rows_name_their_own_values_in_either_order() {
        assert_eq!(
            pairs("id,name,value\n1,OKTA_API_TOKEN,00Qx7vLm2Xw8RtY7uNb\n"),
            pair("OKTA_API_TOKEN", "00Qx7vLm2Xw8RtY7uNb")
        );
        // InfluxDB's annotated CSV: the value before its `_field`, the first column empty.
        let influx = "#datatype,string,long,double,string\n#default,_result,,,\n,result,table,_value,_field\n,,0,200,RELAY_BATCH_SIZE\n,,1,00Qx7vLm2Xw8RtY7uNb,WANDB_API_KEY\n";
        // (`200` is too short a value to read.)
        assert_eq!(pairs(influx), pair("WANDB_API_KEY", "00Qx7vLm2Xw8RtY7uNb"));
        assert_eq!(
            pairs(",result,table,_value,_field\n,,0,00Qx7vLm2Xw8RtY7uNb,WANDB_API_KEY\n"),
            pair("WANDB_API_KEY", "00Qx7vLm2Xw8RtY7uNb"),
            "a header on the text's first line"
        );
        // Two name columns, or a name of words, or a value of words: no pairs.
        assert!(pairs("name,variable,value\nA_TOKEN,B_TOKEN,00Qx7vLm2Xw8RtY7uNb\n").is_empty());
        assert!(pairs("id,name,value\n1,the api key,00Qx7vLm2Xw8RtY7uNb\n").is_empty());
        assert!(pairs("id,name,value\n1,API_KEY,rotated every week\n").is_empty());
    }

    #[test]
    fn prose_and_tables_of_no_credential_are_no_csv() {
        for text in [
            // No column names a credential.
            "id,name,email\n1,ops,ops@acme.io\n",
            // Prose: its cells are no names, and no row splits as it does.
            "Rotate the key, then the token, then restart.\nThe new one is live.\n",
            // Code: a call's arguments.
            "f(password, token, key)\ng(a, b, c)\n",
            // Two columns: a pair, which the separators read.
            "key,value\nAPI_KEY,q8Zk2Lm9Xr\n",
        ] {
            assert_eq!(pairs(text), vec![], "{text:?}");
        }
    }

    #[test]
    fn a_printed_variable_is_named_by_the_command_that_printed_it() {
        let named = |t: &str| {
            printed(t.as_bytes())
                .into_iter()
                .map(|r| (t[r.name].to_string(), t[r.value].to_string()))
                .collect::<Vec<_>>()
        };
        // OpenAI Realtime: the call in `response.done`, its output in its own event.
        let text = r#"{"type":"response.done","response":{"output":[{"type":"function_call","call_id":"call_2R","arguments":"{\"command\": \"printenv VAULT_TOKEN\"}"}],"usage":{"total_tokens":633}}}
{"type":"conversation.item.create","item":{"type":"function_call_output","call_id":"call_2R","output":"s.XR4lwlzSi3pNRkFk"}}"#;
        assert_eq!(named(text), pair("VAULT_TOKEN", "s.XR4lwlzSi3pNRkFk"));
        // Anthropic's `tool_result`.
        let text = r#"{"type":"tool_use","id":"toolu_1","input":{"command":"printenv API_KEY"}}]},{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_1","content":"q8Zk2Lm9Xr"}]}"#;
        assert_eq!(named(text), pair("API_KEY", "q8Zk2Lm9Xr"));
        // A trailing line break is the command's, not the value's.
        let text = r#"{"command":"printenv API_KEY"},{"stdout":"q8Zk2Lm9Xr\n"}"#;
        assert_eq!(named(text), pair("API_KEY", "q8Zk2Lm9Xr"));
        // No output field near, a value cut by its line, a command with no variable, an
        // output that says more than a value (a message that quotes the command).
        let said = r#"{"content":"ran printenv API_KEY"},{"content":"Ran `printenv API_KEY`:\n\nq8Zk2Lm9Xr"}"#;
        assert_eq!(named(said), vec![]);
        let far = format!(
            "printenv API_KEY\n{}\"output\": \"q8Zk2Lm9Xr\"",
            " ".repeat(1100)
        );
        for text in [
            far.as_str(),
            "printenv API_KEY\n\"output\": \"q8Zk2\nLm9Xr\"",
            "printenv | sort\n\"output\": \"q8Zk2Lm9Xr\"",
        ] {
            assert_eq!(named(text), vec![], "{text:?}");
        }
    }

    #[test]
    fn a_resource_path_names_the_segment_before_its_version() {
        let before = |t: &'static str| last_name(t.as_bytes()).map(|n| n.to_vec());
        // Secret Manager: `gcloud secrets versions access --format=json`.
        let text = "{\n  \"name\": \"projects/38511/secrets/deepseek-api-key/versions/3\",\n  \"payload\": {\n    \"data\": \"";
        assert_eq!(before(text), Some(b"deepseek-api-key".to_vec()));
        let text = "\"name\": \"projects/p/secrets/API_TOKEN/versions/latest\", \"data\": \"";
        assert_eq!(before(text), Some(b"API_TOKEN".to_vec()));
        // No version after it: the last segment, as before.
        let text = "\"Name\": \"/prod/orders/DD_API_KEY\", \"Value\": \"";
        assert_eq!(before(text), Some(b"DD_API_KEY".to_vec()));
        // Nothing before the version: no name.
        assert_eq!(before("\"name\": \"/versions/3\", \"data\": \""), None);
    }

    #[test]
    fn a_value_written_before_its_key_is_named_by_it() {
        let text = r#"{"envs": [{"type": "encrypted", "value": "kq3Vx8Lm2Pz", "target": ["production"], "configurationId": null, "comment": "", "id": "qd7P524Y", "key": "ZENDESK_API_TOKEN", "decrypted": true}, {"value": "x"}]}"#;
        assert_eq!(pairs(text), pair("ZENDESK_API_TOKEN", "kq3Vx8Lm2Pz"));
    }

    #[test]
    fn a_value_nested_below_its_key_is_named_by_it() {
        let text = "[\n  {\n    \"key\": \"SNYK_TOKEN\",\n    \"scopes\": [\n      \"builds\",\n      \"runtime\"\n    ],\n    \"values\": [\n      {\n        \"id\": \"25d0c1c3\",\n        \"value\": \"f54589f0-c0a8\",\n        \"context\": \"all\"\n      }\n    ]\n  }\n]";
        assert_eq!(pairs(text), pair("SNYK_TOKEN", "f54589f0-c0a8"));
    }

    #[test]
    fn a_yaml_item_gives_its_own_name_not_the_one_before() {
        let text = "  variables:\n    - name: target_env\n      type: String\n      value: production\n    - name: SONARQUBE_TOKEN\n      type: String\n      description: \"\"\n      required: false\n      value: \"e00a50ab9a5d47\"\n    - type: Secret\n      value: abcdefgh12\n";
        assert_eq!(
            pairs(text),
            vec![
                ("target_env".into(), "production".into()),
                ("SONARQUBE_TOKEN".into(), "e00a50ab9a5d47".into()),
            ]
        );
    }

    #[test]
    fn elements_and_paths_name_values() {
        let xml = "<property>\n  <name>fs.s3a.secret.key</name>\n  <value>wJalrXUtnFEMI</value>\n</property>";
        assert_eq!(pairs(xml), pair("fs.s3a.secret.key", "wJalrXUtnFEMI"));
        let ssm = r#"{"Parameter": {"Name": "/prod/orders/DD_API_KEY", "Type": "SecureString", "Value": "0123456789abcdef"}}"#;
        assert_eq!(pairs(ssm), pair("DD_API_KEY", "0123456789abcdef"));
    }

    #[test]
    fn a_record_named_by_a_key_and_a_label_is_read_under_both() {
        // Azure App Configuration: the key names the value, the label its environment.
        let kv = "[\n  {\n    \"contentType\": null,\n    \"key\": \"CLOUDFLARE_API_KEY\",\n    \"label\": \"production\",\n    \"locked\": false,\n    \"value\": \"6b81d7001563c5e8\"\n  }\n]";
        // (Both records hold one value: their order is the sort's.)
        let sorted = |text: &str| {
            let mut all = pairs(text);
            all.sort();
            all
        };
        assert_eq!(
            sorted(kv),
            vec![
                ("CLOUDFLARE_API_KEY".into(), "6b81d7001563c5e8".into()),
                ("production".into(), "6b81d7001563c5e8".into()),
            ]
        );
        // A hierarchical key names it by its last segment.
        let nested = r#"{"key": "Webhooks:Partner:LinodeCliToken", "label": null, "value": "f2cf0159a38fc0c7"}"#;
        assert_eq!(pairs(nested), pair("LinodeCliToken", "f2cf0159a38fc0c7"));
        // A form's field: the label's words name it, the key is an id.
        let form = r#"{"key": "field_7", "label": "Stripe secret", "value": "Q7vLm2Xw8RtY"}"#;
        assert_eq!(
            sorted(form),
            vec![
                ("Stripe secret".into(), "Q7vLm2Xw8RtY".into()),
                ("field_7".into(), "Q7vLm2Xw8RtY".into()),
            ]
        );
        // Two keys, or a label in the record that holds this one: the nearest name only.
        let two = r#"{"name": "orders", "key": "DB_TOKEN", "value": "Q7vLm2Xw8RtY"}"#;
        assert_eq!(pairs(two), pair("DB_TOKEN", "Q7vLm2Xw8RtY"));
        let outer =
            r#"{"label": "Api secret", "item": {"key": "DB_TOKEN", "value": "Q7vLm2Xw8RtY"}}"#;
        assert_eq!(pairs(outer), pair("DB_TOKEN", "Q7vLm2Xw8RtY"));
    }

    #[test]
    fn a_compound_element_is_a_field() {
        // A Java `web.xml`'s context parameter; a closing tag is no field.
        let xml = "<context-param>\n  <param-name>postmark.server.token</param-name>\n  <param-value>f60c7b62-202d</param-value>\n</context-param>";
        assert_eq!(pairs(xml), pair("postmark.server.token", "f60c7b62-202d"));
        let env = "<env-entry><env-entry-name>DB_TOKEN</env-entry-name><env-entry-value>Q7vLm2Xw8RtY</env-entry-value></env-entry>";
        assert_eq!(pairs(env), pair("DB_TOKEN", "Q7vLm2Xw8RtY"));
        // A YAML key led by another word is no field (`default-value`).
        assert_eq!(
            pairs("param-name: DB_TOKEN\nparam-value: Q7vLm2Xw8RtY\n"),
            vec![]
        );
    }

    #[test]
    fn a_scheme_and_its_credential_is_named_by_the_header_that_holds_it() {
        let hoverfly = "\"Authorization\": [\n  {\n    \"matcher\": \"exact\",\n    \"value\": \"Token ec4a899e1945403f8b8d\"\n  }\n]";
        assert_eq!(
            pairs(hoverfly),
            pair("Authorization", "Token ec4a899e1945403f8b8d")
        );
        // Words, or a scheme before a short word, are no credential.
        for text in [
            r#""Authorization": [{"value": "Token expired at noon"}]"#,
            r#""Authorization": [{"value": "Bearer token"}]"#,
            r#""note": [{"value": "see the runbook: rotate-keys-monthly"}]"#,
        ] {
            assert_eq!(pairs(text), vec![], "{text}");
        }
    }

    #[test]
    fn a_record_with_no_name_is_named_by_the_key_that_holds_it() {
        let terraform = "{\n  \"db_password\": {\n    \"sensitive\": true,\n    \"type\": \"string\",\n    \"value\": \"Q7vLm2Xw8RtY\"\n  }\n}";
        assert_eq!(pairs(terraform), pair("db_password", "Q7vLm2Xw8RtY"));
        let history = "\"api_token\": [\n  {\"value\": \"old0ld0ld0\", \"by\": {\"id\": \"u1\"}},\n  {\n    \"active_from\": \"2025-06-27\",\n    \"created_by\": {\"type\": \"member\", \"id\": \"91c8\"},\n    \"value\": \"0LpWuufdcixE\"\n  }\n]";
        assert_eq!(
            pairs(history),
            vec![
                ("api_token".into(), "old0ld0ld0".into()),
                ("api_token".into(), "0LpWuufdcixE".into()),
            ]
        );
        // A message's words, a key that is one of the record keys, a value in a list of
        // strings, a record held by no key: no name.
        for text in [
            r#"{"text": {"value": "the key is rotated weekly"}}"#,
            r#"{"value": {"value": "Q7vLm2Xw8RtY"}}"#,
            r#"{"tokens": ["a", {"value": "Q7vLm2Xw8RtY"}]}"#,
            r#"[{"type": "string", "value": "Q7vLm2Xw8RtY"}]"#,
        ] {
            assert_eq!(pairs(text), vec![], "{text}");
        }
    }

    #[test]
    fn a_table_s_header_names_the_cells_below_it() {
        let aql = "+----------+------------------+\n| PK       | CODECOV_TOKEN    |\n+----------+------------------+\n| \"orders\" | \"6a3cd61b-bf21\"  |\n+----------+------------------+\n";
        assert_eq!(
            pairs(aql),
            vec![
                ("PK".into(), "orders".into()),
                ("CODECOV_TOKEN".into(), "6a3cd61b-bf21".into()),
            ]
        );
        let psql =
            " id | api_token\n----+-----------\n  1 | kq3Vx8Lm2Pz\n  2 | Pz2mL8xV3qk\n(2 rows)\n";
        assert_eq!(
            pairs(psql),
            vec![
                ("api_token".into(), "kq3Vx8Lm2Pz".into()),
                ("api_token".into(), "Pz2mL8xV3qk".into()),
            ]
        );
        let markdown = "| Name | DB_PASSWORD |\n| --- | --- |\n| orders | Walnut_violet2218 |\n";
        assert_eq!(pairs(markdown), pair("DB_PASSWORD", "Walnut_violet2218"));
        let boxed = "\u{2502} id \u{2502} token \u{2502}\n\u{251c}\u{2500}\u{2500}\u{2500}\u{253c}\u{2500}\u{2500}\u{2500}\u{2524}\n\u{2502} 1 \u{2502} kq3Vx8Lm2Pz \u{2502}\n";
        assert_eq!(pairs(boxed), pair("token", "kq3Vx8Lm2Pz"));
    }

    #[test]
    fn a_table_of_names_and_values_names_nothing_by_its_header() {
        // Its rows pair their own cells (the separators read those); a row of another
        // shape and a line without borders are no cells of it.
        let eav = "| c.key | c.value |\n|---|---|\n| \"API_KEY\" | \"kq3Vx8Lm2Pz\" |\n";
        assert_eq!(pairs(eav), vec![]);
        let ragged = "| id | api_token |\n|----|-----------|\n| 1 | kq3Vx8Lm2Pz | extra |\nnot a row kq3Vx8Lm2Pz\n";
        assert_eq!(pairs(ragged), vec![]);
    }

    proptest::proptest! {
        #![proptest_config(crate::props::config(512))]
        /// Tables glued from their pieces in any order: no panic, every record lies in
        /// the text, ordered by value, its value six bytes or more and its name an
        /// identifier's bytes or a label's words.
        #[test]
        fn records_of_table_pieces_lie_in_the_text(parts in proptest::collection::vec(0usize..14, 0..80)) {
            let pieces: [&[u8]; 14] = [
                b"|", b"\n", b"-+-", b"-|-", b"- | -", "\u{2500}\u{253c}\u{2500}".as_bytes(),
                "\u{2502}".as_bytes(), b" api_token ", b"\"kq3Vx8Lm2Pz\"", b"  ", b"value",
                b"\"label\": \"Api key\", ", b"name=", "\u{2502}\u{2500}".as_bytes(),
            ];
            let text: Vec<u8> = parts.iter().flat_map(|&k| pieces[k]).copied().collect();
            let mut found = records(&text);
            let rows = table_rows(&text);
            found.extend(rows.iter().cloned());
            for r in &rows {
                // A row's two cells: the name before its value, on one line.
                proptest::prop_assert!(r.name.end < r.value.start);
                proptest::prop_assert!(!text[r.name.end..r.value.start].contains(&b'\n'));
            }
            found.sort_unstable_by_key(|r| (r.value.start, r.value.end));
            let ident = |b: &u8| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.' | b' ');
            for pair in found.windows(2) {
                proptest::prop_assert!(pair[0].value.start <= pair[1].value.start);
            }
            for r in found {
                proptest::prop_assert!(r.value.end <= text.len() && r.value.len() >= MIN_VALUE);
                proptest::prop_assert!(r.name.end <= text.len() && !r.name.is_empty());
                proptest::prop_assert!(text[r.name].iter().all(ident));
            }
        }
    }

    #[test]
    fn a_command_line_names_its_value_by_a_flag() {
        let logged = "Arguments entered to CLI: ['ssm', 'put-parameter', '--name', '/ingest/prod/NETLIFY_API_TOKEN', '--value', 'otbf3z7O-T7R_6Ar', '--type', 'SecureString']";
        assert_eq!(pairs(logged), pair("NETLIFY_API_TOKEN", "otbf3z7O-T7R_6Ar"));
        let typed =
            "aws ssm put-parameter --value=otbf3z7O-T7R_6Ar --name DD_API_KEY --type SecureString";
        assert_eq!(pairs(typed), pair("DD_API_KEY", "otbf3z7O-T7R_6Ar"));
    }

    #[test]
    fn a_closed_object_between_name_and_value_is_stepped_over() {
        let text = r#"{"custom_fields": [{"id": "1a68", "name": "DD_CLIENT_API_KEY", "type": "short_text", "type_config": {}, "hide_from_guests": false, "value": "a40ae861e9b780fe", "required": false}]}"#;
        assert_eq!(pairs(text), pair("DD_CLIENT_API_KEY", "a40ae861e9b780fe"));
    }

    #[test]
    fn each_element_gives_its_own_name_and_no_other() {
        let html = "<input type=\"hidden\" name=\"csrf_token\" value=\"f824f35af229\">\n<input type=\"hidden\" name=\"openai_api_key\" value=\"&lt;your-key&gt;\">";
        let own = vec![
            ("csrf_token".to_string(), "f824f35af229".to_string()),
            ("openai_api_key".to_string(), "&lt;your-key&gt;".to_string()),
        ];
        assert_eq!(pairs(html), own);
        let bare = "<input value=\"f824f35af229\">\n<input name=\"openai_api_key\">";
        assert!(pairs(bare).is_empty());
    }

    #[test]
    fn a_name_in_another_record_is_not_given() {
        // The record before ends at its `}`; the one after starts at its `{`.
        let text = r#"[{"key": "STRIPE_SECRET_KEY", "id": 1}, {"id": 2, "value": "build-20241203"}, {"key": "NPM_TOKEN"}]"#;
        assert!(pairs(text).is_empty());
    }

    #[test]
    fn flags_with_one_dash_and_in_camel_case_are_fields() {
        let pair = |name: &str, value: &str| vec![(name.to_string(), value.to_string())];
        assert_eq!(
            pairs("setVariable(['-variableName', 'DD_API_KEY', '-variableValue', 'v2000bf84b84', '-scope', s])"),
            pair("DD_API_KEY", "v2000bf84b84")
        );
        assert_eq!(
            pairs("setVariable('[-variableName DD_API_KEY -variableValue v2000bf84b84 -scope x]')"),
            pair("DD_API_KEY", "v2000bf84b84")
        );
        assert_eq!(
            pairs("tool -name DD_API_KEY -value v2000bf84b84"),
            pair("DD_API_KEY", "v2000bf84b84")
        );
        // A dash inside a word opens no flag, nor does one before a word longer than any
        // flag's (read back a bounded way).
        assert!(pairs("tool default-name DD_API_KEY max-value v2000bf84b84").is_empty());
        let long = format!("-name DD_API_KEY -{}Value v2000bf84b84", "a".repeat(80));
        assert!(pairs(&long).is_empty());
    }

    #[test]
    fn a_camel_value_keys_stem_with_id_names_it() {
        // Apache OFBiz's seed data; the pair in either order, in JSON too.
        assert_eq!(
            pairs(
                r#"<SystemProperty systemResourceId="shop" systemPropertyId="aws.secret.key" systemPropertyValue="KRt7KCKlunDp/8vf" description="x"/>"#
            ),
            pair("aws.secret.key", "KRt7KCKlunDp/8vf")
        );
        assert_eq!(
            pairs(r#"{"settingValue": "v2000bf84b84", "settingId": "DD_API_KEY"}"#),
            pair("DD_API_KEY", "v2000bf84b84")
        );
        // Another stem's id, a stem in upper case, a key inside a longer one: no name.
        assert!(pairs(r#"<P otherId="DD_API_KEY" propertyValue="v2000bf84b84"/>"#).is_empty());
        assert!(pairs(r#"<P xpropertyId="DD_API_KEY" propertyValue="v2000bf84b84"/>"#).is_empty());
        assert!(pairs(r#"<P PropertyId="DD_API_KEY" PropertyValue="v2000bf84b84"/>"#).is_empty());
        // Each element's own id, in a file of several.
        let file = r#"<P propertyId="base.url" propertyValue="https://x.example"/>
<P propertyId="interval" propertyValue="5"/>
<P propertyId="DD_API_KEY" propertyValue="v2000bf84b84" description="set"/>"#;
        assert_eq!(
            pairs(file).last().cloned(),
            Some(("DD_API_KEY".to_string(), "v2000bf84b84".to_string()))
        );
        assert!(!pairs(file).contains(&("base.url".to_string(), "v2000bf84b84".to_string())));
    }

    #[test]
    fn sql_aliases_give_the_value_before_its_key() {
        let text = "SELECT 'okta_org_url' AS name, 'https://acme.okta.com' AS value FROM dual\n\
                    UNION ALL SELECT 'okta_token' AS Name, '002Dw1vaUIK4' as Value FROM dual";
        assert_eq!(
            pairs(text),
            vec![
                (
                    "okta_org_url".to_string(),
                    "https://acme.okta.com".to_string()
                ),
                ("okta_token".to_string(), "002Dw1vaUIK4".to_string()),
            ]
        );
        // A column, not a string, before `AS`.
        assert!(pairs("SELECT name AS name, secret_col AS value FROM t").is_empty());
    }

    #[test]
    fn a_path_names_the_value_it_leads_to() {
        let pair = |name: &str, value: &str| vec![(name.to_string(), value.to_string())];
        assert_eq!(
            pairs("globalvariable.VERCEL_AUTH_TOKEN.value=n1DWhscq5Jsi\n"),
            pair("VERCEL_AUTH_TOKEN", "n1DWhscq5Jsi")
        );
        assert_eq!(
            pairs("/system-property=netlify.auth.token:add(value=\"gqy2MqTFuSu8\")\n"),
            pair("netlify.auth.token", "gqy2MqTFuSu8")
        );
        // An operation on no named resource, and a call's argument.
        assert!(pairs(":add(value=\"gqy2MqTFuSu8\")\nset(value=\"gqy2MqTFuSu8\")\n").is_empty());
    }

    #[test]
    fn a_record_named_after_its_value_inside_one_named_before_it() {
        let text = "{\"name\": \"set_config\", \"vars\": [{\"value\": \"d48d46e35433\", \"key\": \"WANDB_API_KEY\"}]}";
        assert_eq!(
            pairs(text),
            vec![("WANDB_API_KEY".to_string(), "d48d46e35433".to_string())]
        );
        // With no name of its own, the record that holds it names it.
        let text = "{\"name\": \"WANDB_API_KEY\", \"vars\": [{\"value\": \"d48d46e35433\"}]}";
        assert_eq!(
            pairs(text),
            vec![("WANDB_API_KEY".to_string(), "d48d46e35433".to_string())]
        );
    }

    #[test]
    fn words_that_only_hold_the_keys_are_no_fields() {
        // `default_value`, `hostname`, `keys`, `value` with nothing given, a value too short.
        let text = "default_value = \"abcdefghij\"; hostname: \"db.internal\"; keys: [a]; \
                    let v = value; name = \"API_TOKEN\"; value: \"abc\"";
        assert!(pairs(text).is_empty());
    }

    #[test]
    fn a_text_of_many_records_names_each_as_a_few_are_named() {
        let record = |i: usize| {
            format!(
                "{{\"value\": \"v{i:05}abcdef\", \"target\": [\"production\"], \"id\": {i}, \"key\": \"NAME_{i}\"}}"
            )
        };
        let many: Vec<String> = (0..MANY_VALUES * 3).map(record).collect();
        let text = format!("[{}]", many.join(",\n"));
        let expected: Vec<(String, String)> = (0..MANY_VALUES * 3)
            .map(|i| (format!("NAME_{i}"), format!("v{i:05}abcdef")))
            .collect();
        assert_eq!(pairs(&text), expected);
        assert_eq!(pairs(&record(7)), expected[7..8].to_vec());
    }

    #[test]
    fn malformed_records_give_nothing_and_never_panic() {
        for text in [
            "value:",
            "value: \"abcdefgh",
            "\"value\": \"a\\",
            "key: x value",
            "}value={",
        ] {
            assert!(pairs(text).is_empty(), "{text}");
        }
    }
}
