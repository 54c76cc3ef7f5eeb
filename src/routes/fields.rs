//! The request inputs a resource template draws on: path captures, query parameters, body
//! fields (JSON or form-urlencoded, from the bounded body prefix), GraphQL variables and
//! arguments. A value that is needed but cannot be read is a refusal, never a guess.

use std::borrow::Cow;
use std::cell::OnceCell;

use crate::memory::{Account, Hold, Over};
use crate::refusal::{Code, Refusal};
use crate::request::BodyPrefix;

use super::template::{Filter, Part, Source, Template};

/// A path placeholder's capture: one segment, or the rest from a segment on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Capture {
    Seg(usize),
    Rest(usize),
}

/// What a lookup of a named value found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Lookup<'a> {
    Missing,
    One(&'a str),
    /// The name appears more than once: servers disagree on which wins, so we do not pick.
    Repeated,
}

/// Decoded `name=value` pairs of a query string or a form body.
#[derive(Debug, Default)]
pub struct Pairs<'a> {
    pairs: Vec<(Cow<'a, str>, Cow<'a, str>)>,
    /// The names a reader that also splits at `;` finds inside the pairs' values (Perl's
    /// URI and CGI.pm, Python before 3.9.2: `text=hi;channel=C1`).
    semicolon: Vec<Cow<'a, str>>,
}

/// A name as PHP reads it (`php_register_variable_ex`): leading blanks dropped, cut at a
/// NUL or an array's `[`, its blanks and dots as `_` (`+channel`, `channel%00x`,
/// `channel[]`, `.method`). A `[` no `]` follows opens no array: PHP reads it as `_`, and
/// the blanks, dots and `[` after it too (`channel[id` is `channel_id`). As characters,
/// read only as far as a comparison goes: a form's one field may be a whole 64 KiB body,
/// and copying it for each comparison cost more than the rest of its request.
pub(super) fn php_name(k: &str) -> impl Iterator<Item = char> + '_ {
    let k = k.trim_start();
    let k = k.split('\0').next().unwrap_or("");
    let (name, unclosed) = match k.find('[') {
        Some(at) if !k[at + 1..].contains(']') => (&k[..at], Some(&k[at + 1..])),
        Some(at) => (&k[..at], None),
        None => (k, None),
    };
    let blank = |c: char| match c {
        ' ' | '.' => '_',
        c => c,
    };
    let rest = unclosed.into_iter().flat_map(move |rest| {
        let bracket = move |c: char| if c == '[' { '_' } else { blank(c) };
        std::iter::once('_').chain(rest.chars().map(bracket))
    });
    name.chars().map(blank).chain(rest)
}

/// A name as Rack 2 reads it (`normalize_params`: `\A[\[\]]*([^\[\]]+)\]*`, after a
/// separator `/[&;] */` that drops the blanks after each `&`): blanks and brackets before
/// the name dropped, cut at the next bracket (`[target_project_id]`, `]x`, `x]`, `x[y]`
/// and `  x]` all name `target_project_id`, `x`, `x`, `x`, `x`). Rails installs that
/// reader over Rack 3's (`ActionDispatch::QueryParser`). Blanks a `+` or `%20` wrote are
/// dropped too, which reads a name more often, never less.
pub(super) fn rack_name(k: &str) -> &str {
    let k = k.trim_start_matches(|c: char| c.is_whitespace() || c == '[' || c == ']');
    // (A vector search for the brackets, which are ASCII: a cut there is a character's
    // boundary.)
    let end = memchr::memchr2(b'[', b']', k.as_bytes()).unwrap_or(k.len());
    &k[..end]
}

/// Whether a form field's decoded name `k` is `name` as some server reads it: as written,
/// as PHP reads both ([`php_name`]) or as Rack 2 reads `k` ([`rack_name`]); `any_case` for
/// names read without regard to case (`_method`). The one test of a name: the overrides'
/// `_method` and [`Pairs`]' fields alike.
pub(super) fn names(k: &str, name: &str, any_case: bool) -> bool {
    let fold = |c: char| match any_case {
        true => c.to_ascii_lowercase(),
        false => c,
    };
    same(k, name, any_case)
        || php_name(k).map(fold).eq(php_name(name).map(fold))
        || same(rack_name(k), name, any_case)
}

fn same(a: &str, b: &str, any_case: bool) -> bool {
    match any_case {
        true => a.eq_ignore_ascii_case(b),
        false => a == b,
    }
}

pub(super) fn form_decode(s: &str) -> Cow<'_, str> {
    // (A vector search: a pattern of two characters is searched a character at a time.)
    if memchr::memchr2(b'+', b'%', s.as_bytes()).is_none() {
        return Cow::Borrowed(s);
    }
    let spaced = s.replace('+', " ");
    Cow::Owned(
        percent_encoding::percent_decode_str(&spaced)
            .decode_utf8_lossy()
            .into_owned(),
    )
}

impl<'a> Pairs<'a> {
    /// Parses `a=1&b=2` (form-urlencoded: `+` is a space).
    pub fn parse(text: &'a str) -> Pairs<'a> {
        let pairs = text
            .split('&')
            .filter(|p| !p.is_empty())
            .map(|p| {
                let (k, v) = p.split_once('=').unwrap_or((p, ""));
                (form_decode(k), form_decode(v))
            })
            .collect();
        let semicolon = text
            .split('&')
            .flat_map(|p| p.split(';').skip(1))
            .filter(|p| !p.is_empty())
            .map(|p| form_decode(p.split_once('=').map_or(p, |(k, _)| k)))
            .collect();
        Pairs { pairs, semicolon }
    }

    /// The value of `name`. A name another reader takes for it counts as given twice,
    /// so the request is refused rather than read one way: PHP's reading
    /// ([`php_name`]: `name[]`, `+name`, `name%00x`), and a name after a `;` inside a
    /// value.
    pub fn get(&self, name: &str) -> Lookup<'_> {
        self.lookup(name, false)
    }

    /// [`Pairs::get`], the name in any case (`_method`, `_METHOD`).
    pub fn get_any_case(&self, name: &str) -> Lookup<'_> {
        self.lookup(name, true)
    }

    fn lookup(&self, name: &str, any_case: bool) -> Lookup<'_> {
        if self.semicolon.iter().any(|k| names(k, name, any_case)) {
            return Lookup::Repeated;
        }
        let mut found = Lookup::Missing;
        for (k, v) in self.pairs.iter().filter(|(k, _)| names(k, name, any_case)) {
            if found != Lookup::Missing {
                return Lookup::Repeated;
            }
            found = match same(k, name, any_case) {
                true => Lookup::One(v),
                // Only another reader's spelling: PHP reads it, others the name's absence.
                false => Lookup::Repeated,
            };
        }
        found
    }

    /// Whether `name` is given at all (plainly or in an array's form).
    pub fn has(&self, name: &str) -> bool {
        !matches!(self.get(name), Lookup::Missing)
    }

    /// Whether any name gives `key` at any depth of a nested reading (`key`, `a[key]`,
    /// `a[b][key]`), as `**.key` reads a JSON body.
    pub fn has_anywhere(&self, key: &str) -> bool {
        let nested = format!("[{key}]");
        self.has(key)
            || (self.pairs.iter().map(|(k, _)| k).chain(&self.semicolon))
                .any(|k| k.contains(&nested))
    }
}

/// How a body reads by its `Content-Type`, as the services' frameworks read the header.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BodyKind {
    /// No type (or an empty one): Rack reads a POST's body as a form, JSON APIs as JSON.
    Unlabelled,
    /// `application/json` or any `…+json`.
    Json,
    /// `application/x-www-form-urlencoded`.
    Form,
    /// `multipart/form-data`, and the `multipart/mixed` and `multipart/related` Rack reads
    /// as it reads a form.
    Multipart,
    /// `application/graphql`: a GraphQL document as it stands.
    Graphql,
    /// `text/plain`: fetch's type for a string body, which JSON APIs read as JSON.
    Text,
    /// Another single media type.
    Other,
    /// Not one media type (`application/x-www-form-urlencoded,application/x+json`, a blank
    /// inside, no `/`): Rack, Rails and PHP cut the type at `,` (PHP at a blank too),
    /// others only at `;`, so servers disagree on what the body is.
    Ambiguous,
}

/// Reads a `Content-Type` value ([`BodyKind`]): the media type before the first `;`, a
/// `type/subtype` of token characters, in any case.
pub fn body_kind(content_type: Option<&str>) -> BodyKind {
    let media = media_type(content_type);
    if media.is_empty() {
        return BodyKind::Unlabelled;
    }
    let token = |t: &str| {
        !t.is_empty()
            && t.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b))
    };
    if !media
        .split_once('/')
        .is_some_and(|(t, s)| token(t) && token(s))
    {
        return BodyKind::Ambiguous;
    }
    match media.as_str() {
        "application/json" => BodyKind::Json,
        "application/x-www-form-urlencoded" => BodyKind::Form,
        // Rack reads `multipart/mixed` and `multipart/related` as it reads a form's.
        "multipart/form-data" | "multipart/mixed" | "multipart/related" => BodyKind::Multipart,
        "application/graphql" => BodyKind::Graphql,
        "text/plain" => BodyKind::Text,
        // Kubernetes' server-side apply labels its body YAML; client-go writes it as JSON,
        // which YAML reads the same. Read as JSON: a body that is no JSON is not read.
        APPLY_PATCH => BodyKind::Json,
        m if m.ends_with("+json") => BodyKind::Json,
        _ => BodyKind::Other,
    }
}

/// Kubernetes' server-side apply body.
const APPLY_PATCH: &str = "application/apply-patch+yaml";
/// A JSON Patch (RFC 6902), as Kubernetes takes one in a `PATCH`.
const JSON_PATCH: &str = "application/json-patch+json";

/// The media type of a `Content-Type` value, lower case, without its parameters.
fn media_type(content_type: Option<&str>) -> String {
    let media = content_type.and_then(|c| c.split(';').next());
    media.unwrap_or_default().trim().to_ascii_lowercase()
}

/// Why a JSON Patch that copies or moves a value is not read.
const PATCH_COPIES: &str = "the JSON Patch moves or copies a value the object already holds, so what it writes cannot be read from the request: write the value itself (`add` or `replace`), or send a merge patch";

/// A JSON Patch (RFC 6902; Kubernetes' `application/json-patch+json`) read as the object
/// its operations write, so a route reads a field a patch sets as it reads it in an object
/// or a merge patch (`{"op":"add","path":"/spec/externalIPs/-","value":"10.0.0.1"}` as
/// `spec.externalIPs[]`). Each `add` and `replace` puts its value at its path: a segment
/// Go reads as a number (`0`, `+0`, `-1`) or `-` is a list's item, any other a key (`~1` is
/// `/`, `~0` is `~`); a key written twice holds the last value, a list every item written
/// to it ([`put`]). A `remove` or `test` writes
/// nothing. A `move` or `copy` writes what the object holds already, which the request does
/// not show: refused, as is anything that is not a list of operations.
pub fn json_patch_object(ops: &serde_json::Value) -> Result<serde_json::Value, &'static str> {
    use serde_json::Value as J;
    const NOT_A_PATCH: &str = "the body is labelled a JSON Patch but is not a list of operations, each with an `op` and a `path`";
    let J::Array(ops) = ops else {
        return Err(NOT_A_PATCH);
    };
    let mut doc = J::Null;
    for op in ops {
        let (Some(kind), Some(path)) = (
            op.get("op").and_then(J::as_str),
            op.get("path").and_then(J::as_str),
        ) else {
            return Err(NOT_A_PATCH);
        };
        match kind {
            "add" | "replace" => {}
            "remove" | "test" => continue,
            "move" | "copy" => return Err(PATCH_COPIES),
            _ => return Err(NOT_A_PATCH),
        }
        let Some(value) = op.get("value") else {
            return Err(NOT_A_PATCH);
        };
        let segments: Vec<String> = match path {
            "" => Vec::new(),
            p if p.starts_with('/') => p[1..]
                .split('/')
                .map(|s| s.replace("~1", "/").replace("~0", "~"))
                .collect(),
            _ => return Err(NOT_A_PATCH),
        };
        put(&mut doc, &segments, value.clone())?;
    }
    Ok(doc)
}

/// Whether a JSON Patch path segment is a list index as the API server's JSON Patch library
/// reads one: `-` (the end), or what Go's `strconv.Atoi` reads (a sign, then digits: `+0`,
/// `-1`, counting from the end).
fn is_patch_index(segment: &str) -> bool {
    let digits = segment.strip_prefix(['+', '-']).unwrap_or(segment);
    segment == "-" || (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
}

/// Writes `value` at `path` under `node` for [`json_patch_object`], making the objects and
/// lists on the way. In a list, every write goes into an item of its own: what the object
/// held there is not dropped (an `add` inserts, and keeping both of a `replace`'s values
/// judges more, never less).
fn put(
    node: &mut serde_json::Value,
    path: &[String],
    value: serde_json::Value,
) -> Result<(), &'static str> {
    use serde_json::Value as J;
    let Some((first, rest)) = path.split_first() else {
        *node = value;
        return Ok(());
    };
    let index = is_patch_index(first);
    if node.is_null() {
        *node = match index {
            true => J::Array(Vec::new()),
            false => J::Object(serde_json::Map::new()),
        };
    }
    match node {
        // A name where the patch wrote a number: the object held keys of digits there (a
        // label `2024`, or `/spec/0` then `/spec/externalIPs`), or the API server refuses
        // the patch (a name in a list). Read as an object: what was written under the
        // numbers stays under them, and the name is read where a field is.
        J::Array(items) if !index => {
            let keyed = std::mem::take(items)
                .into_iter()
                .enumerate()
                .map(|(i, v)| (i.to_string(), v))
                .collect();
            *node = J::Object(keyed);
            put(node, path, value)
        }
        // An index counts the object's items, which the request does not show: every write
        // through one goes into an item of its own, so none blanks what another wrote
        // (`containers/-` with a privileged container, then `containers/0/securityContext`
        // with `{}`, which the API server writes into the container that was there).
        J::Array(items) => {
            items.push(J::Null);
            let last = items.len() - 1;
            put(&mut items[last], rest, value)
        }
        J::Object(map) => put(map.entry(first.clone()).or_insert(J::Null), rest, value),
        // A scalar written before, then a path through it: the later write holds.
        other => {
            *other = J::Null;
            put(other, path, value)
        }
    }
}

/// Whether a body opens as JSON does (`{` or `[`), past blanks, a byte-order mark and the
/// NULs of a UTF-16 or UTF-32 text: a form's names never do (a form encoder escapes both
/// brackets), and servers that read JSON whatever the label read it as JSON.
pub fn opens_as_json(body: &[u8]) -> bool {
    body.iter()
        .find(|b| !(b.is_ascii_whitespace() || matches!(b, 0 | 0xef | 0xbb | 0xbf | 0xfe | 0xff)))
        .is_some_and(|b| matches!(b, b'{' | b'['))
}

/// Why a body whose content type is not one media type is not read.
pub const AMBIGUOUS_TYPE: &str = "the body's Content-Type is not one media type (a `,` or a blank inside it, or no `/`), and servers read such a type differently (Rack, Rails and PHP cut it at `,`): send one type";

/// Why a JSON text could not be read one way.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StrictJson {
    /// Not JSON.
    Invalid,
    /// An object holds a key more than once: readers disagree on which one counts (most
    /// take the last, some the first).
    Repeated,
    /// The parsed tree would hold more memory than the request's account allows: a body of
    /// many small values costs ten to twenty times its size once parsed.
    Costly(Over),
}

/// `bytes` as JSON, refused when any object in it holds a key more than once. The tree is
/// not counted against any budget: for texts bounded by their own small limits (a query
/// parameter, a GraphQL string of variables inside a body already counted).
pub fn strict_json(bytes: &[u8]) -> Result<serde_json::Value, StrictJson> {
    strict_json_within(bytes, None).map(|parsed| parsed.value)
}

/// A JSON tree and the hold on the request's account that counts its memory.
#[derive(Debug)]
pub struct ParsedJson {
    pub value: serde_json::Value,
    _hold: Hold,
}

/// What the tree built so far holds, as [`strict_json_within`] counts it: the tree's own
/// nodes (a value is 32 bytes, an object's entry about 40 more, a list's slack 16 an
/// item) and every string's heap block. Counted on the hold every `STEP` bytes, so a
/// body that would cost too much is refused early, before the tree is built.
struct Meter {
    hold: std::cell::RefCell<Hold>,
    built: std::cell::Cell<usize>,
    counted: std::cell::Cell<usize>,
    over: std::cell::Cell<Option<Over>>,
}

impl Meter {
    const STEP: usize = 256 << 10;

    fn add(&self, bytes: usize) -> Result<(), Over> {
        let built = self.built.get().saturating_add(bytes);
        self.built.set(built);
        if built >= self.counted.get() + Self::STEP {
            self.hold
                .borrow_mut()
                .set(built)
                .inspect_err(|o| self.over.set(Some(*o)))?;
            self.counted.set(built);
        }
        Ok(())
    }

    /// A string's heap block: its length rounded up to the allocator's 16 bytes, and the
    /// allocator's own header; none for an empty string.
    fn text(len: usize) -> usize {
        match len {
            0 => 0,
            n => n.div_ceil(16) * 16 + 16,
        }
    }
}

const NODE: usize = std::mem::size_of::<serde_json::Value>();

/// [`strict_json`], with the tree's memory counted on a hold of `memory` (the request's
/// account; `None`: counted against no limit) as it is built: past the request's cap or
/// the proxy's budget the parse stops and says which ([`StrictJson::Costly`]).
pub fn strict_json_within(
    bytes: &[u8],
    memory: Option<&Account>,
) -> Result<ParsedJson, StrictJson> {
    use serde::de::{self, DeserializeSeed, MapAccess, SeqAccess, Visitor};
    use serde_json::Value;
    struct Strict<'m>(&'m Meter);
    impl<'de> DeserializeSeed<'de> for Strict<'_> {
        type Value = Value;
        fn deserialize<D: de::Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
            d.deserialize_any(self)
        }
    }
    impl Strict<'_> {
        fn cost<E: de::Error>(&self, bytes: usize) -> Result<(), E> {
            self.0.add(bytes).map_err(|_| E::custom(COSTLY))
        }
    }
    impl<'de> Visitor<'de> for Strict<'_> {
        type Value = Value;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("JSON")
        }
        fn visit_bool<E>(self, b: bool) -> Result<Value, E> {
            Ok(Value::Bool(b))
        }
        fn visit_i64<E>(self, n: i64) -> Result<Value, E> {
            Ok(Value::from(n))
        }
        fn visit_u64<E>(self, n: u64) -> Result<Value, E> {
            Ok(Value::from(n))
        }
        fn visit_f64<E>(self, n: f64) -> Result<Value, E> {
            Ok(serde_json::Number::from_f64(n).map_or(Value::Null, Value::Number))
        }
        fn visit_str<E: de::Error>(self, s: &str) -> Result<Value, E> {
            self.cost(Meter::text(s.len()))?;
            Ok(Value::String(s.to_string()))
        }
        fn visit_string<E: de::Error>(self, s: String) -> Result<Value, E> {
            self.cost(Meter::text(s.len()))?;
            Ok(Value::String(s))
        }
        fn visit_unit<E>(self) -> Result<Value, E> {
            Ok(Value::Null)
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
            let mut items = Vec::new();
            loop {
                self.cost(NODE + 16)?;
                match seq.next_element_seed(Strict(self.0))? {
                    Some(v) => items.push(v),
                    None => break,
                }
            }
            Ok(Value::Array(items))
        }
        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
            let mut obj = serde_json::Map::new();
            while let Some(k) = map.next_key::<String>()? {
                if obj.contains_key(&k) {
                    return Err(de::Error::custom(REPEATED));
                }
                self.cost(NODE + 40 + Meter::text(k.len()))?;
                let v = map.next_value_seed(Strict(self.0))?;
                obj.insert(k, v);
            }
            Ok(Value::Object(obj))
        }
    }
    const REPEATED: &str = "a key more than once";
    const COSTLY: &str = "past the memory it may hold";
    let meter = Meter {
        hold: std::cell::RefCell::new(match memory {
            Some(m) => m.hold(),
            None => Account::unlimited().hold(),
        }),
        built: std::cell::Cell::new(NODE),
        counted: std::cell::Cell::new(0),
        over: std::cell::Cell::new(None),
    };
    let mut d = serde_json::Deserializer::from_slice(bytes);
    let v = Strict(&meter)
        .deserialize(&mut d)
        .and_then(|v| d.end().map(|()| v));
    if let Some(over) = meter.over.get() {
        return Err(StrictJson::Costly(over));
    }
    // The one error of ours is a data error; the parser's own are syntax or end of input.
    // A key given twice before the text goes wrong is no valid JSON's.
    let value = v.map_err(|e| match e.classify() {
        // (A skipped string's UTF-8 is not checked: the text's is, as a parse checks it.)
        serde_json::error::Category::Data
            if std::str::from_utf8(bytes).is_ok()
                && serde_json::from_slice::<serde::de::IgnoredAny>(bytes).is_ok() =>
        {
            StrictJson::Repeated
        }
        _ => StrictJson::Invalid,
    })?;
    let mut hold = meter.hold.into_inner();
    hold.set(meter.built.get()).map_err(StrictJson::Costly)?;
    Ok(ParsedJson { value, _hold: hold })
}

/// A body as far as it could be read.
#[derive(Debug)]
enum Parsed<'a> {
    Empty,
    /// A JSON body; with its reading as a form when servers may read it so (it is labelled
    /// a form, or not at all).
    Json(ParsedJson, Option<Pairs<'a>>),
    Form(Pairs<'a>, bool),
    Truncated,
    Unreadable(&'static str),
    /// Parsing it whole would hold more memory than the request may.
    Costly(Over),
}

/// The request body, parsed on first use only.
#[derive(Debug)]
pub struct LazyBody<'a> {
    body: &'a BodyPrefix,
    content_type: Option<&'a str>,
    parsed: OnceCell<Parsed<'a>>,
    /// The keys the route reads at any depth (`body.**.KEY`, [`LazyBody::reading_deep`]).
    deep_keys: &'a [String],
    /// For each of them, in order, the texts of a JSON body's values under it: one walk
    /// of the whole body for them all, made on the first such read. An OpenAI route reads
    /// seven keys so, and a walk of an agent's 800 KB chat history cost as much as
    /// parsing it.
    deep: OnceCell<Vec<Vec<String>>>,
    /// The request's memory account, which the parsed tree is counted on.
    memory: Option<&'a Account>,
}

impl<'a> LazyBody<'a> {
    /// Whether the body is multipart/form-data (whose fields are not read).
    pub fn is_multipart(&self) -> bool {
        body_kind(self.content_type) == BodyKind::Multipart
    }

    /// Wraps a body prefix and its content type (header value).
    pub fn new(body: &'a BodyPrefix, content_type: Option<&'a str>) -> Self {
        LazyBody {
            body,
            content_type,
            parsed: OnceCell::new(),
            deep_keys: &[],
            deep: OnceCell::new(),
            memory: None,
        }
    }

    /// The same body, whose parsed tree is counted on `memory` (the request's account;
    /// `None`: on no limit): a body too costly to parse is refused as the account's
    /// limits say.
    pub fn within(self, memory: Option<&'a Account>) -> Self {
        LazyBody { memory, ..self }
    }

    /// The same body, whose values under `keys` at any depth are read in one walk.
    pub fn reading_deep(self, keys: &'a [String]) -> Self {
        LazyBody {
            deep_keys: keys,
            ..self
        }
    }

    /// The texts of a JSON body's values under `key` at any depth (`body.**.KEY`), when
    /// `key` is one of [`LazyBody::deep_keys`]: what [`walk`] would find, in its order.
    fn deep(&self, v: &serde_json::Value, key: &str) -> Option<&[String]> {
        let i = self.deep_keys.iter().position(|k| k == key)?;
        let all = self.deep.get_or_init(|| {
            let mut all = vec![Vec::new(); self.deep_keys.len()];
            collect_deep(v, self.deep_keys, &mut all);
            all
        });
        Some(&all[i])
    }

    fn parsed(&self) -> &Parsed<'a> {
        self.parsed.get_or_init(|| {
            let bytes: &'a [u8] = &self.body.bytes;
            if bytes.is_empty() && self.body.complete {
                return Parsed::Empty;
            }
            let kind = body_kind(self.content_type);
            // Clients that send JSON without saying so (no type, or fetch's text/plain),
            // or label it a form (curl's `-d '{…}'`): a body that parses as JSON reads the
            // same for us as for a server that reads JSON, and one that does not will not
            // act on it. A form-labelled or unlabelled one keeps its form reading too
            // (Rack reads it so): a field is refused where that reading gives it.
            let as_json = match kind {
                BodyKind::Json | BodyKind::Text | BodyKind::Unlabelled => true,
                BodyKind::Form => opens_as_json(bytes),
                BodyKind::Ambiguous => return Parsed::Unreadable(AMBIGUOUS_TYPE),
                _ => false,
            };
            if as_json {
                if !self.body.complete {
                    return Parsed::Truncated;
                }
                let form = || match kind {
                    BodyKind::Form | BodyKind::Unlabelled => {
                        Some(Pairs::parse(std::str::from_utf8(bytes).unwrap_or_default()))
                    }
                    _ => None,
                };
                match strict_json_within(bytes, self.memory) {
                    Ok(mut v) if media_type(self.content_type) == JSON_PATCH => {
                        return match json_patch_object(&v.value) {
                            Ok(object) => {
                                v.value = object;
                                Parsed::Json(v, None)
                            }
                            Err(why) => Parsed::Unreadable(why),
                        };
                    }
                    Ok(v) => return Parsed::Json(v, form()),
                    Err(StrictJson::Costly(over)) => return Parsed::Costly(over),
                    Err(StrictJson::Repeated) => return Parsed::Unreadable(
                        "an object in the body holds a key more than once, and servers disagree on which one counts",
                    ),
                    Err(_) if media_type(self.content_type) == APPLY_PATCH => {
                        return Parsed::Unreadable(
                            "the server-side apply body is not JSON: it is read where a field is needed only as JSON, as client-go writes it",
                        )
                    }
                    Err(_) if kind == BodyKind::Json => {
                        return Parsed::Unreadable("the body is not valid JSON")
                    }
                    Err(_) if kind != BodyKind::Form => {
                        return Parsed::Unreadable("the body is neither JSON nor form-urlencoded")
                    }
                    // Labelled a form, opening as JSON, yet no JSON this reader takes
                    // (`NaN`, a lone surrogate, a comment, UTF-16): laxer JSON readers read
                    // it as JSON, Rack as a form.
                    Err(_) => return Parsed::Unreadable(
                        "the body is labelled a form but opens as JSON, and is JSON only to laxer readers (a comment, `NaN`, a lone surrogate, another encoding): servers read it differently, so send JSON as application/json",
                    ),
                }
            }
            if kind != BodyKind::Form {
                return Parsed::Unreadable("the body is neither JSON nor form-urlencoded");
            }
            match std::str::from_utf8(bytes) {
                Ok(text) => {
                    let mut pairs = Pairs::parse(text);
                    // The last pair of a cut body may itself be cut.
                    if !self.body.complete {
                        pairs.pairs.pop();
                    }
                    Parsed::Form(pairs, self.body.complete)
                }
                Err(_) => Parsed::Unreadable("the form body is not UTF-8"),
            }
        })
    }

    /// Refuses a read of `path` from a JSON body whose form reading gives it too (its
    /// first key, or for `**.KEY` the key at any depth): a body labelled a form, or not at
    /// all, that Rack reads as a form and a JSON API as JSON.
    fn one_reading(&self, form: Option<&Pairs<'_>>, path: &[String]) -> Result<(), Refusal> {
        let Some(form) = form else {
            return Ok(());
        };
        let given = match path {
            [any, key, ..] if any == "**" => form.has_anywhere(key),
            [first, ..] => form.has(first.split('[').next().unwrap_or(first)),
            [] => false,
        };
        match given {
            true => Err(bad(
                &format!("body.{}", path.join(".")),
                "the body reads as JSON and as a form (it is labelled a form, or not at all), and its form reading gives this field too: servers disagree on which reading counts, so label it application/json",
            )),
            false => Ok(()),
        }
    }

    /// The text of a body field; `Ok(None)` when the body does not have it.
    pub fn field(&self, path: &[String]) -> Result<Option<String>, Refusal> {
        let name = path.join(".");
        match self.parsed() {
            Parsed::Empty => Ok(None),
            Parsed::Json(v, form) => {
                self.one_reading(form.as_ref(), path)?;
                json_field(&v.value, path).map_err(|why| bad(&format!("body.{name}"), why))
            }
            // A field found in a cut body may be given again after the cut, and a server
            // that reads the whole body takes the last: only a whole body is read.
            Parsed::Form(_, false) => Err(truncated(&name)),
            Parsed::Form(pairs, true) => match pairs.get(&name) {
                Lookup::One(v) => Ok(Some(v.to_string())),
                Lookup::Repeated => Err(bad(&format!("body.{name}"), "it appears more than once")),
                Lookup::Missing => Ok(None),
            },
            Parsed::Truncated => Err(truncated(&name)),
            Parsed::Unreadable(why) => Err(bad(&format!("body.{name}"), why)),
            Parsed::Costly(over) => Err(costly(*over)),
        }
    }
}

/// A JSON number as the id it names: an integral value written as a float or with an
/// exponent (`4242.0`, `4.242e3`) is the integer a server that coerces it reads (Grape
/// reads both as 4242), so a deny on `project:4242` meets it (round nine).
fn number_text(n: &serde_json::Number) -> String {
    match n.as_f64() {
        Some(f) if !n.is_i64() && !n.is_u64() && f.fract() == 0.0 && f.abs() < 9.0e15 => {
            (f as i64).to_string()
        }
        _ => n.to_string(),
    }
}

/// Walks JSON objects along `path`; scalars become text, other values are refused.
pub fn json_field(v: &serde_json::Value, path: &[String]) -> Result<Option<String>, &'static str> {
    let mut cur = v;
    for key in path {
        match cur.get(key.as_str()) {
            Some(next) => cur = next,
            None => return Ok(None),
        }
    }
    match cur {
        serde_json::Value::String(s) => Ok(Some(s.clone())),
        serde_json::Value::Number(n) => Ok(Some(number_text(n))),
        serde_json::Value::Bool(b) => Ok(Some(b.to_string())),
        serde_json::Value::Null => Ok(None),
        _ => Err("it is not a string, number or boolean"),
    }
}

fn bad(field: &str, why: &str) -> Refusal {
    Refusal::new(
        Code::BadRequest,
        format!("the resource of this request needs `{field}`, which cannot be read: {why}"),
    )
}

fn both_places(field: &str) -> Refusal {
    bad(
        field,
        "it is given both in the query string and in the body, and servers disagree on which one counts",
    )
}

/// A body whose fields are needed, too costly to parse: many small values cost ten to
/// twenty times their text once parsed.
fn costly(over: Over) -> Refusal {
    over.refusal("the body's fields, parsed to be read,")
}

fn truncated(field: &str) -> Refusal {
    Refusal::new(
        Code::TooLarge,
        format!(
            "the resource of this request needs `body.{field}`, and wirepass reads body fields only from a whole body: this one is longer than limits.body_fields, or did not arrive within limits.body_fields_wait (raise either, or send the body at once)"
        ),
    )
}

/// Everything a resource template can draw on for one request.
#[derive(Debug)]
pub struct Inputs<'a> {
    /// A name drawn from one path segment may hold `/` (the table's `names.slash`).
    pub slash_in_names: bool,
    pub host: &'a str,
    pub segs: &'a [Cow<'a, str>],
    pub caps: &'a [Capture],
    pub query: &'a Pairs<'a>,
    pub body: &'a LazyBody<'a>,
}

/// The GraphQL values a field's resource template may draw on.
#[derive(Debug, Clone, Copy, Default)]
pub struct Gql<'a> {
    /// The request's variables.
    pub vars: Option<&'a serde_json::Value>,
    /// The arguments of the root field being mapped (variables substituted).
    pub args: Option<&'a serde_json::Value>,
}

impl Inputs<'_> {
    fn resolve<'s>(&'s self, src: &Source, gql: Gql<'s>) -> Result<Option<Cow<'s, str>>, Refusal> {
        let text = |v: Option<String>| v.map(Cow::Owned);
        match src {
            Source::Host => Ok(Some(Cow::Borrowed(self.host))),
            Source::Path(i) => match self.caps.get(*i) {
                Some(Capture::Seg(s)) => match self.segs.get(*s) {
                    // `acme%2Fsecret` as an owner reads as `repo:acme/secret/…` to wirepass
                    // and as something else to a server that decodes before it routes.
                    Some(v) if v.contains('/') && !self.slash_in_names => Err(Refusal::new(
                        Code::BadRequest,
                        format!(
                            "the path segment `{}` holds an encoded `/` where the route reads one name; \
                             servers that decode it first would read another resource",
                            v.replace('/', "%2F")
                        ),
                    )),
                    v => Ok(v.map(|v| Cow::Borrowed(v.as_ref()))),
                },
                Some(Capture::Rest(s)) => {
                    Ok(self.segs.get(*s..).map(|v| Cow::Owned(v.join("/"))))
                }
                None => Ok(None),
            },
            Source::Query(name) => match self.query.get(name) {
                // The body may give it too: a server that reads either place may take
                // that one. A body cut before its end may give it after the cut.
                Lookup::One(v) => match self.body.field(std::slice::from_ref(name)) {
                    Ok(Some(_)) => Err(both_places(&format!("query.{name}"))),
                    Err(cut) if cut.code == Code::TooLarge => Err(cut),
                    Ok(None) | Err(_) => Ok(Some(Cow::Borrowed(v))),
                },
                Lookup::Missing => Ok(None),
                Lookup::Repeated => Err(bad(&format!("query.{name}"), "it appears more than once")),
            },
            // A server that reads its arguments from either place (Slack; Flask's
            // `request.values`, PHP's `$_REQUEST`) may take the other one.
            Source::Body(path) => {
                let v = self.body.field(path)?;
                match v.is_some() && self.query.has(&path.join(".")) {
                    true => Err(both_places(&format!("body.{}", path.join(".")))),
                    false => Ok(text(v)),
                }
            }
            Source::Var(path) => match gql.vars {
                Some(v) => json_field(v, path)
                    .map(text)
                    .map_err(|why| bad(&format!("var.{}", path.join(".")), why)),
                None => Ok(None),
            },
            Source::Arg(path) => match gql.args {
                Some(v) => json_field(v, path)
                    .map(text)
                    .map_err(|why| bad(&format!("arg.{}", path.join(".")), why)),
                None => Ok(None),
            },
        }
    }

    /// Whether the request gives any of the fields of a template without `|each` (an
    /// `|each` placeholder's lists are read by [`Inputs::rendered`]); a field that cannot
    /// be read is refused (it may hold the one the server takes).
    /// Refuses a body field the route reads (`s`, which gave nothing) that the query string
    /// gives instead, unless the placeholder reads the query string for it too (`sources`):
    /// a server that reads its arguments from either place (Rails and Grape merge them;
    /// Slack; Flask's `request.values`) takes it there (`POST …/transfer?new_owner=x`).
    fn only_in_query(&self, s: &Source, sources: &[Source]) -> Result<(), Refusal> {
        let Source::Body(path) = s else {
            return Ok(());
        };
        let (name, first) = (path.join("."), path.first().map_or("", String::as_str));
        if first == "**"
            || sources
                .iter()
                .any(|o| matches!(o, Source::Query(q) if *q == name))
        {
            return Ok(());
        }
        let first = first.split('[').next().unwrap_or(first);
        match self.query.has(&name) || self.query.has(first) {
            true => Err(bad(
                &format!("body.{name}"),
                "it is given in the query string, not in the body, and servers that read their arguments from either place take it there: send it in the body",
            )),
            false => Ok(()),
        }
    }

    fn gives_any(&self, t: &Template, gql: Gql<'_>) -> Result<bool, Refusal> {
        for part in &t.parts {
            if let Part::Placeholder { sources, .. } = part {
                for s in sources {
                    if self.resolve(s, gql)?.is_some() {
                        return Ok(true);
                    }
                    self.only_in_query(s, sources)?;
                }
            }
        }
        Ok(false)
    }

    /// Renders a resource template into every resource it names: one, or one for each
    /// value its `|each` placeholder is given (every source that gives one, read as a list
    /// by [`list_items`]), in order, without repeats. The parts around the placeholder are
    /// rendered once.
    pub fn render_each(&self, t: &Template, gql: Gql<'_>) -> Result<Vec<String>, Refusal> {
        self.rendered(t, gql, false).map(Option::unwrap_or_default)
    }

    /// [`Inputs::render_each`] of a template the request may not give (a route's `also`):
    /// `None` where it gives none of its fields. Each list is read once, not once to learn
    /// whether it is given and again to render it (a `**` walk visits a whole body).
    pub fn render_each_if_given(
        &self,
        t: &Template,
        gql: Gql<'_>,
    ) -> Result<Option<Vec<String>>, Refusal> {
        self.rendered(t, gql, true)
    }

    /// The resources a template names; `None` only when `optional` and the request gives
    /// none of its fields.
    fn rendered(
        &self,
        t: &Template,
        gql: Gql<'_>,
        optional: bool,
    ) -> Result<Option<Vec<String>>, Refusal> {
        let each = t
            .parts
            .iter()
            .position(Part::is_each)
            .and_then(|at| match &t.parts[at] {
                Part::Placeholder { sources, filters } => Some((at, sources, filters)),
                Part::Literal(_) => None,
            });
        let Some((at, sources, filters)) = each else {
            if optional && !self.gives_any(t, gql)? {
                return Ok(None);
            }
            return self.render(t, gql).map(|r| Some(vec![r]));
        };
        let refs = filters.iter().find(|f| f.reads_references());
        let (mut given, mut values) = (false, Vec::new());
        for s in sources {
            let got = match refs {
                // A text that names nothing gives nothing.
                Some(f) => (self.text_of(s, gql)?)
                    .map(|text| references(*f, &text))
                    .filter(|found| !found.is_empty()),
                None => self.items(s, gql, filters.iter().any(|f| f.drops()))?,
            };
            match got {
                Some(v) => {
                    given = true;
                    values.extend(v);
                }
                None => self.only_in_query(s, sources)?,
            }
        }
        let around = |parts: &[Part]| Template {
            parts: parts.to_vec(),
        };
        let (head, tail) = (around(&t.parts[..at]), around(&t.parts[at + 1..]));
        if optional && !given && !self.gives_any(&head, gql)? && !self.gives_any(&tail, gql)? {
            return Ok(None);
        }
        // A filter that keeps only some values (`|true`, `|issue_key`): what it drops names
        // nothing, and a field none of whose values it keeps is as good as absent.
        if filters.iter().any(|f| f.drops()) {
            values.retain(|v| filters.iter().all(|f| f.keeps(v)));
            if values.is_empty() {
                return match optional {
                    true => Ok(None),
                    false => Err(missing(sources)),
                };
            }
        }
        if values.is_empty() {
            return Err(missing(sources));
        }
        let (head, tail) = (self.render(&head, gql)?, self.render(&tail, gql)?);
        let rendered = values
            .iter()
            .map(|v| format!("{head}{}{tail}", Filter::apply_all(filters, v)));
        Ok(Some(distinct(rendered)))
    }

    /// The values one `|each` source gives: a JSON array where a JSON body or GraphQL
    /// gives one (`{"channels": ["C1","C2"]}`), otherwise the list its text holds; each
    /// read by [`list_items`]; `None` when the source gives nothing. A body's array is held
    /// to the same rule as its scalars: the query string may not give the field too.
    ///
    /// `whole`: the placeholder keeps only some values ([`Filter::drops`]), so a walked value
    /// is one item as it stands (prose, a list's text), never split or refused: the filter
    /// keeps it or not as a whole.
    fn items(&self, s: &Source, gql: Gql<'_>, whole: bool) -> Result<Option<Vec<String>>, Refusal> {
        let json = match s {
            Source::Body(p) => match self.body.parsed() {
                Parsed::Json(v, form) => {
                    self.body.one_reading(form.as_ref(), p)?;
                    Some((&v.value, p))
                }
                _ => None,
            },
            Source::Var(p) => gql.vars.map(|v| (v, p)),
            Source::Arg(p) => gql.args.map(|v| (v, p)),
            _ => None,
        };
        if let Some((v, p)) = json.filter(|(_, p)| p.iter().any(|k| Key::walks(k))) {
            let walked: Vec<String>;
            let texts = match (s, &p[..]) {
                (Source::Body(_), [any, key]) if any == "**" => self.body.deep(v, key),
                _ => None,
            };
            let texts = match texts {
                Some(t) => t,
                None => {
                    let mut leaves = Vec::new();
                    walk(v, p, &mut leaves);
                    walked = leaves.into_iter().filter_map(leaf_text).collect();
                    &walked
                }
            };
            let mut items = Vec::new();
            for text in texts {
                match whole {
                    true => items.push(text.clone()),
                    false => {
                        items.extend(list_items(text).map_err(|why| bad(&source_name(s), why))?)
                    }
                }
            }
            return Ok((!items.is_empty()).then_some(items));
        }
        let array = json.and_then(|(v, p)| {
            p.iter()
                .try_fold(v, |cur, key| cur.get(key.as_str()))
                .filter(|v| v.is_array())
        });
        let text = match array {
            Some(list) => {
                if let Source::Body(p) = s {
                    if self.query.has(&p.join(".")) {
                        return Err(both_places(&source_name(s)));
                    }
                }
                Some(list.to_string())
            }
            None => self.resolve(s, gql)?.map(Cow::into_owned),
        };
        text.map(|v| list_items(&v).map_err(|why| bad(&source_name(s), why)))
            .transpose()
    }

    /// The text of a source a reference filter reads: as [`Inputs::resolve`] gives it, but
    /// a JSON body's list or object as its JSON text (Slack's Block Kit `blocks`).
    fn text_of<'s>(&'s self, s: &Source, gql: Gql<'s>) -> Result<Option<Cow<'s, str>>, Refusal> {
        if let (Source::Body(path), Parsed::Json(v, form)) = (s, self.body.parsed()) {
            self.body.one_reading(form.as_ref(), path)?;
            let found = path
                .iter()
                .try_fold(&v.value, |cur, key| cur.get(key.as_str()));
            if let Some(found @ (serde_json::Value::Array(_) | serde_json::Value::Object(_))) =
                found
            {
                if self.query.has(&path.join(".")) {
                    return Err(both_places(&source_name(s)));
                }
                return Ok(Some(Cow::Owned(found.to_string())));
            }
        }
        self.resolve(s, gql)
    }

    /// Renders a resource template, or refuses naming the value that is missing.
    pub fn render(&self, t: &Template, gql: Gql<'_>) -> Result<String, Refusal> {
        let mut out = String::with_capacity(64);
        for part in &t.parts {
            match part {
                Part::Literal(l) => out.push_str(l),
                Part::Placeholder { sources, filters } => {
                    // The first source that gives a value is the resource's; one that
                    // cannot be read stops there, as it may hold the value a server takes
                    // (a body cut before `target_project_id`).
                    let mut value = None;
                    for s in sources {
                        if let Some(v) = self.resolve(s, gql)? {
                            value = Some(v);
                            break;
                        }
                        self.only_in_query(s, sources)?;
                    }
                    let Some(v) = value else {
                        return Err(missing(sources));
                    };
                    out.push_str(&Filter::apply_all(filters, &v));
                }
            }
        }
        Ok(out)
    }
}

/// The values at `path` of a JSON value, where a key written `name[]` walks each item of
/// the list it holds, or the one value it holds instead (services that take "a string or
/// a list", "an object or a list", read one as a list of one): `tools[].model` is the
/// `model` of every tool; `**` stands for any depth of objects and lists, `**.file_id`
/// for every `file_id` anywhere. Nulls and missing keys give nothing.
fn walk<'v>(v: &'v serde_json::Value, path: &[String], out: &mut Vec<&'v serde_json::Value>) {
    let Some((key, rest)) = path.split_first() else {
        if !v.is_null() {
            out.push(v);
        }
        return;
    };
    if key == "**" {
        walk(v, rest, out);
        match v {
            serde_json::Value::Object(m) => m.values().for_each(|c| walk(c, path, out)),
            serde_json::Value::Array(items) => items.iter().for_each(|c| walk(c, path, out)),
            _ => {}
        }
        return;
    }
    let Some(Key::Name { name, items, only }) = Key::of(key) else {
        return;
    };
    let Some(next) = v.get(name) else {
        return;
    };
    let kept = |item: &serde_json::Value| {
        only.is_none_or(|(field, value)| match value {
            // `[field=]`: an object without the field (absent or null).
            "" => item.is_object() && item.get(field).is_none_or(serde_json::Value::is_null),
            _ => item.get(field).and_then(serde_json::Value::as_str) == Some(value),
        })
    };
    match (items, next) {
        (true, serde_json::Value::Array(all)) => {
            all.iter()
                .filter(|i| kept(i))
                .for_each(|i| walk(i, rest, out));
        }
        (true, one) if !kept(one) => {}
        _ => walk(next, rest, out),
    }
}

/// One key of a body path.
#[derive(Debug, PartialEq, Eq)]
pub enum Key<'k> {
    /// `**`: the value itself and every value inside it, at any depth.
    Deep,
    /// `name`; `name[]`, each item of the list it holds (or the one value it holds
    /// instead); `name[field=value]`, those items that are objects whose `field` is the
    /// text `value` (an OpenAI input's `[type=item_reference]`), and `name[field=]` those
    /// without the field, or with null (a type left to its default).
    Name {
        name: &'k str,
        items: bool,
        only: Option<(&'k str, &'k str)>,
    },
}

impl<'k> Key<'k> {
    /// The key `k` is, or `None` when its brackets are none of the above (a field, a
    /// value or a name holding anything but letters, digits, `_` and `-`).
    pub fn of(k: &'k str) -> Option<Key<'k>> {
        if k == "**" {
            return Some(Key::Deep);
        }
        let word = |w: &str| {
            !w.is_empty()
                && w.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-'))
        };
        let Some((name, inside)) = k.strip_suffix(']').and_then(|k| k.split_once('[')) else {
            return (!k.contains(['[', ']', '*'])).then_some(Key::Name {
                name: k,
                items: false,
                only: None,
            });
        };
        let only = match inside {
            "" => None,
            _ => Some(
                inside
                    .split_once('=')
                    .filter(|(f, v)| word(f) && (v.is_empty() || word(v)))?,
            ),
        };
        word(name).then_some(Key::Name {
            name,
            items: true,
            only,
        })
    }

    /// Whether a path with this key walks several values (`**`, `name[…]`): only an
    /// `|each` placeholder takes it.
    pub fn walks(k: &str) -> bool {
        matches!(Key::of(k), Some(Key::Deep | Key::Name { items: true, .. }))
    }
}

/// What a reference filter reads out of `text`.
fn references(f: Filter, text: &str) -> Vec<String> {
    match f {
        Filter::Closes => closed_repositories(text),
        Filter::Permalinks => permalinked_channels(text),
        Filter::GitlabCloses => gitlab_closed_projects(text),
        Filter::ConfigProject => config_project(text),
        Filter::UrlHosts => url_hosts(text),
        Filter::UnconfinedAnnotations => unconfined_annotations(text),
        _ => Vec::new(),
    }
}

/// The channels (`C…`, `G…`, `D…` ids) a text's Slack message permalinks name:
/// `https://WORKSPACE.slack.com/archives/CHANNEL/pTIMESTAMP` (an Enterprise Grid
/// workspace's `WORKSPACE.enterprise.slack.com` too), as Slack's "Copy link" writes them,
/// escaped or not (a JSON text's `\/`).
pub fn permalinked_channels(text: &str) -> Vec<String> {
    static PERMALINK: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let re = PERMALINK.get_or_init(|| {
        regex::Regex::new(r"(?i)slack\.com\\?/archives\\?/([CGD][A-Z0-9]{2,})\\?/p[0-9]")
            .expect("the permalink pattern compiles")
    });
    distinct(re.captures_iter(text).map(|c| c[1].to_ascii_uppercase()))
}

/// The repositories (`owner/repo`) whose issues a text's closing keywords name, as GitHub
/// reads them (docs.github.com, "Linking a pull request to an issue"): `close`, `closes`,
/// `closed`, `fix`, `fixes`, `fixed`, `resolve`, `resolves` or `resolved` in any case, an
/// optional colon, then `owner/repo#N` or an issue's or pull request's URL. A bare `#N`
/// is the repository's own. Read generously (no blank needed after the colon, any host in
/// the URL): a reference read that GitHub would not is judged for nothing worse than a
/// refusal.
pub fn closed_repositories(text: &str) -> Vec<String> {
    static CLOSING: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let re = CLOSING.get_or_init(|| {
        regex::Regex::new(
            r"(?i)(?-u:\b)(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)(?-u:\b)[ \t]*:?[ \t]*(?:https?://[^/\s]+/)?([A-Za-z0-9][A-Za-z0-9-]*)/([A-Za-z0-9._-]+?)(?:#|/(?:issues|pull)/)[0-9]+",
        )
        .expect("the closing-keyword pattern compiles")
    });
    distinct(
        re.captures_iter(text)
            .map(|c| format!("{}/{}", &c[1], &c[2])),
    )
}

/// The projects whose issues a text's GitLab closing pattern names, as GitLab's default
/// `issue_closing_pattern` reads them (docs.gitlab.com, "Default closing pattern"): `close`,
/// `closes`, `closed`, `closing`, `fix`, `fixes`, `fixed`, `fixing`, `resolve`, `resolves`,
/// `resolved`, `resolving`, `implement`, `implements`, `implemented` or `implementing`, an
/// optional colon, then one or more references, each after an optional `issue` or `issues`,
/// apart by commas, blanks or `and`: `#N` (the project's own: nothing), `PATH#N` (a full
/// path `group/sub/project`, also written absolute, `/group/sub/project#N`, or a project
/// GitLab reads in the current namespace, named as written) or an issue's URL (`https://HOST/PATH/-/issues/N`, `/issues/N`, a work item's
/// `/-/work_items/N`). Read generously (any case, any host in the URL, no blank needed
/// around the colon): a reference read that GitLab would not is judged for nothing worse
/// than a refusal.
pub fn gitlab_closed_projects(text: &str) -> Vec<String> {
    static KEYWORD: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    static ITEM: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    static REFERENCE: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    static ISSUE_URL: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    static APART: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    static EXTERNAL: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    const PATH: &str = r"(?:[A-Za-z0-9_.][A-Za-z0-9_.-]*/)*[A-Za-z0-9_.][A-Za-z0-9_.-]*";
    let keyword = KEYWORD.get_or_init(|| {
        regex::Regex::new(
            r"(?i)(?-u:\b)(?:clos(?:e[sd]?|ing)|fix(?:e[sd]|ing)?|resolv(?:e[sd]?|ing)|implement(?:s|ed|ing)?)(?-u:\b)[ \t]*:?[ \t]*",
        )
        .expect("the closing-pattern keyword compiles")
    });
    // An item: after an optional `issue`/`issues`, a link or a reference `[/][PATH]#N`.
    let item = ITEM.get_or_init(|| {
        regex::Regex::new(r"^(?i:issues?[ \t]+)?").expect("the closing-pattern item compiles")
    });
    let reference = REFERENCE.get_or_init(|| {
        regex::Regex::new(&format!(r"^/?({PATH})?#[0-9]+"))
            .expect("the closing-pattern reference compiles")
    });
    // An issue's URL (`/-/issues/N`, `/issues/incident/N`, a work item's), wherever the
    // link holds it.
    let issue_url = ISSUE_URL.get_or_init(|| {
        regex::Regex::new(&format!(
            r"^https?://[^/\s]+/({PATH})/(?:-/)?(?i:issues(?:/incident)?|work_items)/[0-9]+"
        ))
        .expect("the closing-pattern issue URL compiles")
    });
    let apart = APART.get_or_init(|| {
        regex::Regex::new(r"^(?i:[ \t]*,?[ \t]+and[ \t]+|[ \t]*,?[ \t]*)")
            .expect("the closing-pattern separator compiles")
    });
    let external = EXTERNAL.get_or_init(|| {
        regex::Regex::new(r"^[A-Z][A-Z0-9_]+-[0-9]+").expect("the external key compiles")
    });
    let mut found = Vec::new();
    for k in keyword.find_iter(text) {
        let mut at = k.end();
        loop {
            let start = at + item.find(&text[at..]).map_or(0, |m| m.end());
            let rest = &text[start..];
            let scheme = |s: &str| {
                rest.get(..s.len())
                    .is_some_and(|h| h.eq_ignore_ascii_case(s))
            };
            // Any link is one item of the list, an issue's or not (GitLab's `issue_ref`
            // takes `HTTP_LINK_PATTERN`: up to 300 bytes to a blank or `>`, not ending in
            // `?`, `!`, `.`, `,` or `:`), so the list goes on past it.
            if scheme("http://") || scheme("https://") {
                let link = gitlab_link(rest);
                if let Some(c) = issue_url.captures(link) {
                    found.extend(c.get(1).map(|p| p.as_str().to_string()));
                }
                at = start + link.len();
            } else if let Some(c) = reference.captures(rest) {
                found.extend(c.get(1).map(|p| p.as_str().to_string()));
                at = start + c.get(0).map_or(0, |m| m.end());
            } else if let Some(m) = external.find(&text[at..]) {
                // An external tracker's key (`ABC-1`) is an item too, with nothing needed
                // after it: `Closes ABC-1issues secret/y#1` goes on to `secret/y#1`.
                at += m.end();
            } else {
                break;
            }
            at += apart.find(&text[at..]).map_or(0, |m| m.end());
        }
    }
    distinct(found)
}

/// The link at the start of `text` as GitLab's `HTTP_LINK_PATTERN` reads it: up to 300
/// bytes before a blank or `>`, less the `?`, `!`, `.`, `,` and `:` it may not end with.
fn gitlab_link(text: &str) -> &str {
    let mut end = text
        .find(|c: char| c.is_whitespace() || c == '>')
        .unwrap_or(text.len())
        .min(300);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    text[..end].trim_end_matches(['?', '!', '.', ',', ':'])
}

/// The project a GitLab `ci_config_path` reads its CI file from: `FILE@PROJECT` or
/// `FILE@PROJECT:REF` (GitLab's `ExternalProject` splits at the first `@`, then the
/// project at its first `:`), with blanks and `/` around it dropped; nested groups
/// (`a/b/c`) stay whole. A path without `@`, or with nothing after it, names nothing.
pub fn config_project(text: &str) -> Vec<String> {
    let Some((_, after)) = text.split_once('@') else {
        return Vec::new();
    };
    let project = after.split(':').next().unwrap_or_default();
    let project = project.trim().trim_matches('/').trim();
    match project.is_empty() {
        true => Vec::new(),
        false => vec![project.to_string()],
    }
}

/// The confinement a pod's annotations (`text`, the annotations object as JSON) lift
/// ([`Filter::UnconfinedAnnotations`]): `apparmor=Unconfined` for an AppArmor annotation
/// of a container set to `unconfined`, `seccomp=Unconfined` for a seccomp annotation of
/// the pod or a container set so (any case).
pub fn unconfined_annotations(text: &str) -> Vec<String> {
    let Ok(serde_json::Value::Object(annotations)) = serde_json::from_str(text) else {
        return Vec::new();
    };
    let mut found = Vec::new();
    for (key, value) in &annotations {
        let lifted = value
            .as_str()
            .is_some_and(|v| v.trim().eq_ignore_ascii_case("unconfined"));
        let kind = if key.starts_with("container.apparmor.security.beta.kubernetes.io/") {
            "apparmor=Unconfined"
        } else if key == "seccomp.security.alpha.kubernetes.io/pod"
            || key.starts_with("container.seccomp.security.alpha.kubernetes.io/")
        {
            "seccomp=Unconfined"
        } else {
            continue;
        };
        if lifted && !found.iter().any(|f| f == kind) {
            found.push(kind.to_string());
        }
    }
    found
}

/// The host of every `http:` or `https:` URL in a text, in any case and anywhere in it
/// (GitLab takes a `ci_config_path` its `http`/`https` URI pattern finds anywhere in for
/// a remote CI file), each read by [`Filter::Host`] from its scheme up to the first
/// blank (every `http:` starts a URL of its own, so a URL inside the tail of another, as in
/// a compact JSON text, is read too); one written without `//` is named as written. A `\`
/// in the authority ends it for a WHATWG parser and not for an RFC 3986 one: both hosts
/// are named.
pub fn url_hosts(text: &str) -> Vec<String> {
    static SCHEME: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let re =
        SCHEME.get_or_init(|| regex::Regex::new(r"(?i)https?:").expect("the URL pattern compiles"));
    let mut hosts = Vec::new();
    for m in re.find_iter(text) {
        let tail = &text[m.start()..];
        let url = &tail[..tail.find(char::is_whitespace).unwrap_or(tail.len())];
        // A `\` ends the authority for a WHATWG parser, not for an RFC 3986 one (Ruby's
        // Addressable), which reads the host after the authority's last `@`: here, where
        // a text may name several, both are named.
        let authority = url
            .split_once("//")
            .map(|(_, rest)| &rest[..rest.find(['/', '?', '#']).unwrap_or(rest.len())]);
        match authority.and_then(|a| a.split_once('\\').map(|(w, _)| (a, w))) {
            Some((rfc, whatwg)) => {
                let rfc = rfc.rsplit_once('@').map_or(rfc, |(_, h)| h);
                for one in [whatwg, rfc] {
                    hosts.push(super::template::url_host(&format!("//{one}")).into_owned());
                }
            }
            None => hosts.push(super::template::url_host(url).into_owned()),
        }
    }
    distinct(hosts)
}

/// `items` each once, in the order they first come (a set: a request may name tens of
/// thousands).
pub fn distinct(items: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut seen = std::collections::HashSet::new();
    items
        .into_iter()
        .filter(|i| seen.insert(i.clone()))
        .collect()
}

/// The text a walked value gives a list: a string, a number, or a JSON array's text
/// (read by [`list_items`]). A value of another shape there names nothing (the service
/// refuses it): `conversation[]` of `{"id": …}` is read by `conversation[].id`.
fn leaf_text(leaf: &serde_json::Value) -> Option<String> {
    use serde_json::Value as J;
    match leaf {
        J::String(t) => Some(t.clone()),
        J::Number(n) => Some(number_text(n)),
        // As [`json_field`] reads one (a pod's `privileged: true`, read by `|true`).
        J::Bool(b) => Some(b.to_string()),
        // A list of strings and numbers as its text. One holding anything else is refused
        // by [`list_items`] whatever it holds: it is not written out (a list nested sixty
        // deep under the same key would be written sixty times).
        J::Array(items)
            if items
                .iter()
                .all(|i| matches!(i, J::String(_) | J::Number(_))) =>
        {
            Some(leaf.to_string())
        }
        J::Array(_) => Some("[{}]".into()),
        _ => None,
    }
}

/// [`walk`] of `**.KEY` for each of `keys` at once: `out[i]` gets the text of every
/// value under `keys[i]`, in the order the walk visits them (an object's own, then its
/// children's).
fn collect_deep(v: &serde_json::Value, keys: &[String], out: &mut [Vec<String>]) {
    match v {
        serde_json::Value::Object(m) => {
            // An object holds each key once: its entries are matched against the keys,
            // not each key looked up in it.
            for (key, value) in m {
                if let Some(i) = keys.iter().position(|k| k == key) {
                    out[i].extend(leaf_text(value));
                }
            }
            m.values().for_each(|c| collect_deep(c, keys, out));
        }
        serde_json::Value::Array(items) => items.iter().for_each(|c| collect_deep(c, keys, out)),
        _ => {}
    }
}

/// The items of a list argument as servers read one: a JSON array of strings or numbers
/// written as text (`["C1","C2"]`, as `@slack/web-api` sends an array in a form), or items
/// apart at commas, blanks around each and empty ones dropped. An item that holds a blank,
/// a bracket, a quote or (inside an array) a comma could be read as several, or as
/// another: refused.
fn list_items(v: &str) -> Result<Vec<String>, &'static str> {
    let t = v.trim();
    let items: Vec<String> = match t.starts_with('[') {
        true => match serde_json::from_str::<Vec<serde_json::Value>>(t) {
            Ok(list) => list
                .into_iter()
                .map(|x| match x {
                    serde_json::Value::String(s) => Ok(s.trim().to_string()),
                    serde_json::Value::Number(n) => Ok(number_text(&n)),
                    _ => Err("a list item is neither a string nor a number"),
                })
                .collect::<Result<_, _>>()?,
            Err(_) => return Err("it opens a JSON array that does not parse"),
        },
        false => t.split(',').map(|x| x.trim().to_string()).collect(),
    };
    let items: Vec<String> = items.into_iter().filter(|x| !x.is_empty()).collect();
    let odd = |x: &String| {
        x.chars()
            .any(|c| c.is_whitespace() || c.is_control() || "[]\"'{},".contains(c))
    };
    match items.iter().any(odd) {
        true => Err("a list item holds a blank, a bracket, a quote or a comma, which a server could read as several items or another one"),
        false => Ok(items),
    }
}

fn source_name(s: &Source) -> String {
    match s {
        Source::Host => "host".into(),
        Source::Path(i) => format!("path placeholder {}", i + 1),
        Source::Query(n) => format!("query.{n}"),
        Source::Body(p) => format!("body.{}", p.join(".")),
        Source::Var(p) => format!("var.{}", p.join(".")),
        Source::Arg(p) => format!("arg.{}", p.join(".")),
    }
}

fn missing(sources: &[Source]) -> Refusal {
    let names: Vec<String> = sources.iter().map(source_name).collect();
    Refusal::new(
        Code::BadRequest,
        format!(
            "the resource of this request needs `{}`, which the request does not carry",
            names.join("` or `")
        ),
    )
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use serde_json::Value;

    use super::{collect_deep, leaf_text, walk};

    /// JSON values whose objects draw their keys from a few names, so that the keys
    /// searched for sit at every depth, beside and inside one another.
    fn json() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::Bool),
            (0u32..100).prop_map(Value::from),
            "[a-c]{0,3}".prop_map(Value::from),
        ];
        leaf.prop_recursive(5, 64, 4, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
                prop::collection::btree_map("model|file_id|id|x", inner, 0..4)
                    .prop_map(|m| Value::Object(m.into_iter().collect())),
            ]
        })
    }

    /// A Content-Type is one media type, read in any case with its parameters; anything
    /// else is ambiguous (Rack and PHP cut at `,`, PHP at a blank, others at `;` alone).
    #[test]
    fn a_content_type_reads_as_one_media_type_or_is_ambiguous() {
        use super::{body_kind, rack_name, BodyKind as K};
        for (ct, kind) in [
            (None, K::Unlabelled),
            (Some(""), K::Unlabelled),
            (Some("Application/JSON; charset=utf-8"), K::Json),
            (Some("application/vnd.api+json"), K::Json),
            (
                Some("application/x-www-form-urlencoded;charset=UTF-8"),
                K::Form,
            ),
            (Some("multipart/form-data; boundary=x"), K::Multipart),
            (Some("Multipart/Mixed; boundary=x"), K::Multipart),
            (Some("multipart/related"), K::Multipart),
            (Some("application/graphql"), K::Graphql),
            (Some("text/plain"), K::Text),
            (Some("application/octet-stream"), K::Other),
            (
                Some("application/x-www-form-urlencoded,application/x+json"),
                K::Ambiguous,
            ),
            (
                Some("application/x-www-form-urlencoded +json"),
                K::Ambiguous,
            ),
            (Some("json"), K::Ambiguous),
            (Some("/json"), K::Ambiguous),
        ] {
            assert_eq!(body_kind(ct), kind, "{ct:?}");
        }
        for (raw, name) in [
            ("[target_project_id]", "target_project_id"),
            ("]x", "x"),
            ("x]", "x"),
            ("x[y]", "x"),
            ("[[", ""),
        ] {
            assert_eq!(rack_name(raw), name, "{raw}");
        }
    }

    /// An integral number written as a float or with an exponent names the integer.
    #[test]
    fn an_integral_number_names_its_integer() {
        let v: serde_json::Value =
            serde_json::from_str(r#"{"a":4242.0,"b":4.242e3,"c":-0.0,"d":1.5,"e":42,"f":1e300}"#)
                .unwrap();
        let text = |k: &str| super::json_field(&v, &[k.to_string()]).unwrap().unwrap();
        assert_eq!(text("a"), "4242");
        assert_eq!(text("b"), "4242");
        assert_eq!(text("c"), "0");
        assert_eq!(text("d"), "1.5");
        assert_eq!(text("e"), "42");
        assert_eq!(
            text("f"),
            serde_json::Number::from_f64(1e300).unwrap().to_string()
        );
    }

    /// A text that repeats a key and holds a string that is no UTF-8 is no JSON: found by
    /// the `route_fields` fuzz target (a skipped string's bytes were not checked).
    #[test]
    fn a_repeated_key_beside_bad_utf8_is_invalid_json() {
        use super::{strict_json, StrictJson};
        let text = b"{\"\":2,\"\":{\"\xcc\xcc\":1}}";
        assert!(serde_json::from_slice::<serde_json::Value>(text).is_err());
        assert_eq!(strict_json(text).unwrap_err(), StrictJson::Invalid);
        assert_eq!(
            strict_json(b"{\"a\":1,\"a\":2}").unwrap_err(),
            StrictJson::Repeated
        );
    }

    /// A JSON body of many small values costs far more parsed than as text: the parse is
    /// counted on the request's account, and stops at its cap or the proxy's budget.
    #[test]
    fn a_parsed_body_is_counted_on_the_request_memory() {
        use crate::memory::Budget;
        use crate::refusal::Code;
        use crate::request::BodyPrefix;
        let n = 100_000;
        let text = format!(
            r#"{{"channel":"C1","x":[{}]}}"#,
            vec![r#""a""#; n].join(",")
        );
        let body = BodyPrefix {
            bytes: bytes::Bytes::from(text.clone()),
            complete: true,
            trailers: None,
        };
        let channel = ["channel".to_string()];

        // Generous: read, counted while the body is read, given back after.
        let budget = Budget::new(64 << 20, 64 << 20);
        let account = budget.account();
        {
            let lazy = super::LazyBody::new(&body, Some("application/json")).within(Some(&account));
            assert_eq!(lazy.field(&channel).unwrap().as_deref(), Some("C1"));
            let held = account.held();
            assert!(
                held >= 10 * text.len(),
                "one-letter strings cost {held} for {} bytes",
                text.len()
            );
        }
        assert_eq!(account.held(), 0, "the tree's bytes are given back with it");

        // The request's cap: too large, whatever else is held.
        let capped = Budget::new(64 << 20, text.len() * 4).account();
        let lazy = super::LazyBody::new(&body, Some("application/json")).within(Some(&capped));
        let refused = lazy.field(&channel).unwrap_err();
        assert_eq!(refused.code, Code::TooLarge, "{}", refused.reason);
        assert!(
            refused.reason.contains("limits.request_memory"),
            "{}",
            refused.reason
        );
        drop(lazy);
        assert_eq!(capped.held(), 0);

        // The proxy's budget, held by others: overloaded, to be retried.
        let budget = Budget::new(text.len() * 4, 64 << 20);
        let others = budget.account();
        let mut held = others.hold();
        held.set(text.len()).unwrap();
        let account = budget.account();
        let lazy = super::LazyBody::new(&body, Some("application/json")).within(Some(&account));
        let refused = lazy.field(&channel).unwrap_err();
        assert_eq!(refused.code, Code::Overloaded, "{}", refused.reason);
        assert!(refused.retry_after.is_some());
        drop(lazy);
        assert_eq!(budget.held(), text.len(), "only the others' hold is left");

        // Long strings cost about their length: a body of a few large values is read
        // under a cap of a few times its size.
        let long = format!(r#"{{"channel":"C1","x":["{}"]}}"#, "a".repeat(1 << 20));
        let body = BodyPrefix {
            bytes: bytes::Bytes::from(long.clone()),
            complete: true,
            trailers: None,
        };
        let account = Budget::new(64 << 20, long.len() * 2).account();
        let lazy = super::LazyBody::new(&body, Some("application/json")).within(Some(&account));
        assert_eq!(lazy.field(&channel).unwrap().as_deref(), Some("C1"));
    }

    #[test]
    fn closing_keywords_name_the_repositories_github_closes_issues_in() {
        use super::closed_repositories;
        let text = "Fixes octo/other#12, FIXED: https://github.com/a-b/c.d/pull/3\nresolves #4; closes octo/other#13 unfixed x/y#1 (closes e/f#2)";
        assert_eq!(closed_repositories(text), ["octo/other", "a-b/c.d", "e/f"]);
        for none in [
            "Refs octo/other#12",
            "Closes #3",
            "prefixes a/b#1",
            "Fixes a/b",
        ] {
            assert!(closed_repositories(none).is_empty(), "{none}");
        }
    }

    /// GitLab's default closing pattern: every keyword form, lists after one keyword,
    /// nested groups, a project in the current namespace as written, issue URLs; nothing
    /// for the project's own `#N` or a text without a keyword.
    #[test]
    fn gitlab_closing_patterns_name_the_projects_gitlab_closes_issues_in() {
        use super::gitlab_closed_projects as closed;
        let text = "Closes /secret/y#1\nfixing: #2, Group/Sub/Proj#3 and other#4\nImplements issues https://gitlab.example.com/a/b/c/-/issues/5 https://gitlab.example.com/d/e/issues/6\nresolved issue f/g#7";
        assert_eq!(
            closed(text),
            ["secret/y", "Group/Sub/Proj", "other", "a/b/c", "d/e", "f/g"]
        );
        for word in [
            "Close",
            "closed",
            "Closing",
            "Fix",
            "fixes",
            "Fixed",
            "Resolve",
            "resolves",
            "Resolving",
            "implement",
            "Implemented",
            "implementing",
        ] {
            assert_eq!(
                closed(&format!("{word} secret/y#1")),
                ["secret/y"],
                "{word}"
            );
        }
        assert_eq!(
            closed("Closes https://gitlab.example.com/secret/y/-/work_items/9"),
            ["secret/y"]
        );
        // Any link is an item of the list, so the list goes on past it (round eleven's
        // verification: it stopped at the first link that named no issue); an incident's
        // URL is an issue's.
        for (text, want) in [
            (
                "Closes https://gitlab.com/acme/x/-/merge_requests/2, secret/y#1",
                vec!["secret/y"],
            ),
            (
                "Closes https://gitlab.com/acme/x/-/issues/2?a, secret/y#1",
                vec!["acme/x", "secret/y"],
            ),
            ("Fixes https://example.com and secret/y#1", vec!["secret/y"]),
            // An external tracker's key is an item with no separator needed after it.
            ("Closes ABC-1issues secret/y#1", vec!["secret/y"]),
            // A joiner before the keyword is no word character to GitLab's Onigmo.
            ("\u{200d}Closes secret/y#1", vec!["secret/y"]),
            (
                "Closes #2 and ABC-1issue https://gitlab.com/secret/y/-/issues/1",
                vec!["secret/y"],
            ),
            (
                "Closes https://gitlab.com/secret/y/-/issues/incident/1.",
                vec!["secret/y"],
            ),
        ] {
            assert_eq!(closed(text), want, "{text}");
        }
        for none in [
            "Closes #3",
            "Refs secret/y#1",
            "prefixes a/b#1",
            "Closes secret/y",
            "fixes the build, see secret/y#1",
            "Closes https://gitlab.example.com/secret/y/-/merge_requests/1",
        ] {
            assert!(closed(none).is_empty(), "{none}: {:?}", closed(none));
        }
    }

    /// A `ci_config_path` names a project after `@` (nested groups whole, the ref cut);
    /// a URL in it names the host GitLab fetches.
    #[test]
    fn a_ci_config_path_names_the_project_or_host_its_file_comes_from() {
        use super::{config_project, url_hosts};
        assert_eq!(config_project(".gitlab-ci.yml@secret/y:main"), ["secret/y"]);
        assert_eq!(config_project("ci/a.yml@a/b/c"), ["a/b/c"]);
        assert_eq!(config_project("x.yml@ /a/b/ :refs/heads/m"), ["a/b"]);
        for none in [".gitlab-ci.yml", "ci/build.yml", "x.yml@", "x.yml@:main"] {
            assert!(config_project(none).is_empty(), "{none}");
        }
        assert_eq!(
            url_hosts("https://Evil.Example:8443/ci/x.yml"),
            ["evil.example"]
        );
        assert_eq!(
            url_hosts("HTTP://u:p@evil.example/x.yml https://b.example/y"),
            ["evil.example", "b.example"]
        );
        assert_eq!(
            url_hosts("https:evil.example/x.yml"),
            ["https:evil.example/x.yml"]
        );
        assert_eq!(
            url_hosts(r#"{"a":"https://evil.example/e","b":"http://hooks.acme.com/i"}"#),
            ["evil.example", "hooks.acme.com"]
        );
        assert_eq!(
            url_hosts(r"https://good.example\@Evil.Example:1/x.yml"),
            ["good.example", "evil.example"]
        );
        for none in [
            ".gitlab-ci.yml",
            "ci/a.yml@secret/y",
            "ftp://x.example/a.yml",
        ] {
            assert!(url_hosts(none).is_empty(), "{none}");
        }
    }

    #[test]
    fn a_json_patch_reads_as_the_object_it_writes() {
        use super::json_patch_object;
        let read = |text: &str| {
            let ops: Value = serde_json::from_str(text).unwrap();
            json_patch_object(&ops).map(|v| v.to_string())
        };
        let patch = r#"[{"op":"test","path":"/metadata/name","value":"web"},
            {"op":"add","path":"/spec/externalIPs/-","value":"10.0.0.1"},
            {"op":"replace","path":"/spec/externalIPs/0","value":"10.0.0.2"},
            {"op":"add","path":"/spec/template/spec/volumes/0/hostPath","value":{"path":"/"}},
            {"op":"add","path":"/metadata/labels/a~1b","value":"x"},
            {"op":"remove","path":"/spec/selector"}]"#;
        assert_eq!(
            read(patch).unwrap(),
            r#"{"metadata":{"labels":{"a/b":"x"}},"spec":{"externalIPs":["10.0.0.1","10.0.0.2"],"template":{"spec":{"volumes":[{"hostPath":{"path":"/"}}]}}}}"#
        );
        // The whole document replaced; a key written twice holds the last value.
        assert_eq!(
            read(
                r#"[{"op":"replace","path":"","value":{"a":1}},{"op":"add","path":"/a","value":2}]"#
            )
            .unwrap(),
            r#"{"a":2}"#
        );
        // Indices as Go's Atoi reads them; a write through an index goes into an item of
        // its own (the index counts the object's items, which the request does not show).
        assert_eq!(
            read(
                r#"[{"op":"add","path":"/subsets","value":[{"addresses":[]}]},
                     {"op":"add","path":"/subsets/0/addresses/+0","value":{"ip":"10.0.0.1"}},
                     {"op":"add","path":"/subsets/-1/addresses/-1","value":{"ip":"10.0.0.2"}},
                     {"op":"add","path":"/endpoints/+0/addresses/-1","value":"10.0.0.3"}]"#
            )
            .unwrap(),
            r#"{"endpoints":[{"addresses":["10.0.0.3"]}],"subsets":[{"addresses":[]},{"addresses":[{"ip":"10.0.0.1"}]},{"addresses":[{"ip":"10.0.0.2"}]}]}"#
        );
        // A later write through an index never blanks an earlier one (the third
        // verification: the API server wrote the second into the container already there).
        assert_eq!(
            read(
                r#"[{"op":"add","path":"/containers/-","value":{"securityContext":{"privileged":true}}},
                     {"op":"add","path":"/containers/0/securityContext","value":{}}]"#
            )
            .unwrap(),
            r#"{"containers":[{"securityContext":{"privileged":true}},{"securityContext":{}}]}"#
        );
        // A key of digits, then a name at the same place (round eleven's second
        // verification: the name was dropped), is read as an object: the name where a field
        // is; and a label of digits beside another is no refusal (the fourth's).
        assert_eq!(
            read(r#"[{"op":"add","path":"/spec/0","value":0},{"op":"add","path":"/spec/externalIPs","value":["10.0.0.1"]},{"op":"remove","path":"/spec/0"}]"#)
                .unwrap(),
            r#"{"spec":{"0":0,"externalIPs":["10.0.0.1"]}}"#
        );
        assert_eq!(
            read(r#"[{"op":"add","path":"/metadata/labels/2024","value":"x"},{"op":"add","path":"/metadata/labels/app","value":"web"}]"#)
                .unwrap(),
            r#"{"metadata":{"labels":{"0":"x","app":"web"}}}"#
        );
        // A number then a name through an index each go into an item of their own, so
        // the name is read.
        assert_eq!(
            read(r#"[{"op":"add","path":"/subsets/0/addresses/0/0","value":1},{"op":"add","path":"/subsets/0/addresses/0/ip","value":"10.0.0.1"}]"#)
                .unwrap(),
            r#"{"subsets":[{"addresses":[[1]]},{"addresses":[{"ip":"10.0.0.1"}]}]}"#
        );
        // An insert before what a list held keeps both.
        assert_eq!(
            read(r#"[{"op":"add","path":"/a/-","value":1},{"op":"add","path":"/a/0","value":2},{"op":"replace","path":"/a/0","value":3}]"#)
                .unwrap(),
            r#"{"a":[1,2,3]}"#
        );
        for refused in [
            r#"[{"op":"copy","from":"/metadata/annotations/x","path":"/spec/externalIPs"}]"#,
            r#"[{"op":"move","from":"/a","path":"/b"}]"#,
            r#"{"spec":{}}"#,
            r#"[{"op":"add","path":"spec/x","value":1}]"#,
            r#"[{"op":"add","path":"/x"}]"#,
            r#"[{"op":"merge","path":"/x","value":1}]"#,
        ] {
            assert!(read(refused).is_err(), "{refused}");
        }
    }

    #[test]
    fn permalinks_name_the_channels_slack_unfurls_messages_of() {
        use super::permalinked_channels;
        let text = r#"<https://acme.slack.com/archives/C0SECRET/p1712345678901234|x> and "https:\/\/acme.enterprise.slack.com\/archives\/g0priv\/p17?thread_ts=1" and https://acme.slack.com/archives/C0SECRET/p2"#;
        assert_eq!(permalinked_channels(text), ["C0SECRET", "G0PRIV"]);
        for none in [
            "https://acme.slack.com/archives/C0SECRET",
            "https://example.com/archives/C0SECRET/p1",
            "slack.com/help/articles/123",
        ] {
            assert!(permalinked_channels(none).is_empty(), "{none}");
        }
    }

    #[test]
    fn a_key_in_brackets_walks_items_or_the_items_it_names() {
        use super::Key;
        let name = |name, items, only| Some(Key::Name { name, items, only });
        assert_eq!(Key::of("input"), name("input", false, None));
        assert_eq!(Key::of("input[]"), name("input", true, None));
        assert_eq!(
            Key::of("input[type=item_reference]"),
            name("input", true, Some(("type", "item_reference")))
        );
        assert_eq!(Key::of("**"), Some(Key::Deep));
        assert_eq!(
            Key::of("input[type=]"),
            name("input", true, Some(("type", "")))
        );
        for bad in [
            "input[type]",
            "input[=x]",
            "[]",
            "a[b=c.d]",
            "a]",
            "a*",
            "a[x=y",
        ] {
            assert_eq!(Key::of(bad), None, "{bad}");
        }
        let v: Value = serde_json::from_str(
            r#"{"input": [{"type": "item_reference", "id": "a"}, {"type": "message", "id": "b"},
                          {"type": ["item_reference"], "id": "c"}, "d"],
                "one": {"type": "item_reference", "id": "e"}}"#,
        )
        .unwrap();
        let ids = |path: &[&str]| {
            let path: Vec<String> = path.iter().map(|p| p.to_string()).collect();
            let mut leaves = Vec::new();
            walk(&v, &path, &mut leaves);
            leaves.into_iter().filter_map(leaf_text).collect::<Vec<_>>()
        };
        assert_eq!(ids(&["input[type=item_reference]", "id"]), ["a"]);
        assert_eq!(ids(&["input[]", "id"]), ["a", "b", "c"]);
        assert_eq!(ids(&["one[type=item_reference]", "id"]), ["e"]);
        let untyped: Value = serde_json::from_str(
            r#"{"input": [{"id": "f"}, {"type": null, "id": "g"}, {"type": "message", "id": "h"}, "i"]}"#,
        )
        .unwrap();
        let mut leaves = Vec::new();
        let path = ["input[type=]".to_string(), "id".to_string()];
        walk(&untyped, &path, &mut leaves);
        let got: Vec<String> = leaves.into_iter().filter_map(leaf_text).collect();
        assert_eq!(got, ["f", "g"]);
        assert!(ids(&["one[type=message]", "id"]).is_empty());
    }

    proptest! {
        /// The one walk for several keys finds, for each, what a `**.KEY` walk of its
        /// own finds, in the same order.
        #[test]
        fn one_walk_finds_what_a_walk_a_key_finds(v in json()) {
            let keys = ["model".to_string(), "file_id".to_string(), "absent".to_string()];
            let mut all = vec![Vec::new(); keys.len()];
            collect_deep(&v, &keys, &mut all);
            for (key, found) in keys.iter().zip(&all) {
                let mut leaves = Vec::new();
                walk(&v, &["**".to_string(), key.clone()], &mut leaves);
                let walked: Vec<String> = leaves.into_iter().filter_map(leaf_text).collect();
                prop_assert_eq!(found, &walked);
            }
        }

        /// `php_name`'s characters are the name PHP's reader writes, as a copy that
        /// replaced each mark would write it (the function before it read lazily).
        #[test]
        fn a_name_read_lazily_is_the_name_php_writes(k in "[ .\\[\\]\\x00aB_]{0,12}") {
            let k = k.as_str();
            let written = {
                let k = k.trim_start();
                let k = k.split('\0').next().unwrap_or("");
                match k.find('[') {
                    Some(at) if !k[at + 1..].contains(']') => format!(
                        "{}_{}",
                        k[..at].replace([' ', '.'], "_"),
                        k[at + 1..].replace([' ', '.', '['], "_")
                    ),
                    Some(at) => k[..at].replace([' ', '.'], "_"),
                    None => k.replace([' ', '.'], "_"),
                }
            };
            prop_assert_eq!(super::php_name(k).collect::<String>(), written);
        }
    }
}
