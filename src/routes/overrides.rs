//! A method override past the body prefix. The decision reads `_method` in the prefix
//! ([`super::Router::map`]); a body longer than the prefix, or one that paused longer than
//! its wait, may carry it after the cut, where Rails, Laravel and Symfony still read it.
//! [`OverrideWatch`] reads the whole body as it streams, in bounded memory, and refuses at
//! the first `_method` field (as PHP spells names: [`super::fields::php_name`]), whatever
//! it names: a request is never released whole with an override the decision did not see.

use crate::refusal::{Code, Refusal};

use super::fields::{self, BodyKind};

/// The longest field name read (raw, before decoding); a longer one is refused, as its
/// reading could not be told.
const MAX_NAME: usize = 4096;

/// The longest JSON string read as a key: `_method` is 7 characters, and a key is decoded
/// only that far (with room for a BOM and case).
const KEY_CHARS: usize = 16;

/// How the body is read.
#[derive(Debug)]
enum Reader {
    /// `name=value&…` (`;` parts pairs too, as Perl and old Python read them). `lenient`:
    /// a body that says nothing, which Rack reads as a form and most APIs as JSON: a name
    /// longer than [`MAX_NAME`] is skipped rather than refused, unless all it holds so far
    /// is what servers drop before a name (blanks, brackets), so could still end in one.
    Form {
        name: Vec<u8>,
        in_value: bool,
        lenient: bool,
        skip: bool,
    },
    /// Both readings of a body that says nothing.
    Both(Box<Reader>, Box<Reader>),
    /// `multipart/form-data`: every `name=` of a part's headers (and, as the prefix's check
    /// does, anywhere else).
    Multipart { tail: Vec<u8> },
    /// JSON: every object key, at any depth.
    Json(JsonKeys),
}

/// Watches a request body for a method override it could carry past the prefix.
#[derive(Debug)]
pub struct OverrideWatch {
    reader: Reader,
}

impl OverrideWatch {
    /// A watch for a body of `content_type` (a form, a multipart form, JSON, or a body that
    /// says nothing or names more than one type, which a server may read as a form or as
    /// JSON); `None` for any other body, which no server reads `_method` from.
    pub fn for_content_type(content_type: Option<&str>) -> Option<OverrideWatch> {
        OverrideWatch::for_body(content_type, b"")
    }

    /// [`OverrideWatch::for_content_type`], for a body that opens with `prefix`: a form
    /// that opens as JSON ([`fields::opens_as_json`]: curl's `-d @file.json`, which
    /// GitHub reads as JSON) is read both ways, a long JSON text no form name refused.
    pub fn for_body(content_type: Option<&str>, prefix: &[u8]) -> Option<OverrideWatch> {
        let form = |lenient| Reader::Form {
            name: Vec::new(),
            in_value: false,
            lenient,
            skip: false,
        };
        let reader = match fields::body_kind(content_type) {
            BodyKind::Form if fields::opens_as_json(prefix) => Reader::Both(
                Box::new(form(true)),
                Box::new(Reader::Json(JsonKeys::default())),
            ),
            BodyKind::Form => form(false),
            BodyKind::Multipart => Reader::Multipart { tail: Vec::new() },
            BodyKind::Unlabelled | BodyKind::Ambiguous => Reader::Both(
                Box::new(form(true)),
                Box::new(Reader::Json(JsonKeys::default())),
            ),
            BodyKind::Text | BodyKind::Json => Reader::Json(JsonKeys::default()),
            _ => return None,
        };
        Some(OverrideWatch { reader })
    }

    /// Reads the next bytes of the body; a refusal at the first override.
    pub fn push(&mut self, chunk: &[u8]) -> Result<(), Refusal> {
        self.reader.push(chunk)
    }

    /// The body ended.
    pub fn finish(&mut self) -> Result<(), Refusal> {
        self.reader.finish()
    }
}

impl Reader {
    fn push(&mut self, chunk: &[u8]) -> Result<(), Refusal> {
        match self {
            Reader::Form {
                name,
                in_value,
                lenient,
                skip,
            } => {
                for &b in chunk {
                    match (b, *in_value) {
                        (b'&' | b';', _) => {
                            if !*skip {
                                form_name(name)?;
                            }
                            name.clear();
                            (*in_value, *skip) = (false, false);
                        }
                        (_, true) => {}
                        (b'=', false) => {
                            if !*skip {
                                form_name(name)?;
                            }
                            name.clear();
                            (*in_value, *skip) = (true, false);
                        }
                        (_, false) if *skip => {}
                        (_, false) => {
                            name.push(b);
                            if name.len() > MAX_NAME {
                                if padding_only(name) || !(*lenient || settled(name)) {
                                    return Err(unreadable("a form field's name"));
                                }
                                name.clear();
                                *skip = true;
                            }
                        }
                    }
                }
                Ok(())
            }
            Reader::Both(form, json) => form.push(chunk).and_then(|()| json.push(chunk)),
            Reader::Multipart { tail } => {
                tail.extend_from_slice(chunk);
                let keep = part_names(tail)?;
                tail.drain(..keep);
                Ok(())
            }
            Reader::Json(keys) => keys.push(chunk),
        }
    }

    fn finish(&mut self) -> Result<(), Refusal> {
        match self {
            Reader::Form { skip: true, .. } => Ok(()),
            Reader::Form { name, .. } => form_name(name),
            Reader::Both(form, json) => form.finish().and_then(|()| json.finish()),
            Reader::Multipart { tail } => {
                // A name cut by the body's end is read as it stands.
                tail.extend_from_slice(b"\r\n");
                part_names(tail).map(|_| ())
            }
            Reader::Json(_) => Ok(()),
        }
    }
}

fn overridden(via: &str) -> Refusal {
    Refusal::new(
        Code::BadRequest,
        format!(
            "the body carries `{via}` past the part wirepass read before it decided (limits.body_prefix, limits.body_prefix_wait); servers that honour a method override would do what wirepass did not judge, so send the request with its method instead"
        ),
    )
}

fn unreadable(what: &str) -> Refusal {
    Refusal::new(
        Code::BadRequest,
        format!(
            "{what} past the body prefix is longer than {MAX_NAME} bytes, so wirepass cannot tell whether it is a method override"
        ),
    )
}

/// Whether a raw form name holds only what servers drop before a name (blanks, brackets,
/// their encodings): a longer one could still end in `_method`.
fn padding_only(raw: &[u8]) -> bool {
    let text = String::from_utf8_lossy(raw);
    fields::form_decode(&text)
        .trim_start_matches(|c: char| c.is_whitespace() || c == '[' || c == ']')
        .is_empty()
}

/// Whether the start of a long raw form name already tells that no server reads it as
/// `_method`, whatever follows (a text body sent with a form's type: `curl --data-binary
/// @notes.txt`): PHP's reading, after its leading blanks, and Rack's, after its leading
/// blanks and brackets, each run past `_method`'s length before anything that cuts a name
/// (a NUL or `[` for PHP, a bracket for Rack), and the name as written is longer still.
fn settled(raw: &[u8]) -> bool {
    let text = String::from_utf8_lossy(raw);
    let decoded = fields::form_decode(&text);
    let past = "_method".len();
    let runs = |from: &str, cut: &[char]| {
        from.chars().take(past + 1).all(|c| !cut.contains(&c)) && from.chars().nth(past).is_some()
    };
    let rack = decoded.trim_start_matches(|c: char| c.is_whitespace() || c == '[' || c == ']');
    runs(decoded.trim_start(), &['\0', '[']) && runs(rack, &['[', ']'])
}

/// Whether a form field's raw name is `_method` as a server reads it.
fn form_name(raw: &[u8]) -> Result<(), Refusal> {
    if raw.is_empty() {
        return Ok(());
    }
    let text = String::from_utf8_lossy(raw);
    let decoded = fields::form_decode(&text);
    match fields::names(&decoded, "_method", true) {
        true => Err(overridden("_method")),
        false => Ok(()),
    }
}

/// Reads every whole `name=` in `buf` (case-blind); gives how many bytes of it no later
/// name can need (a name still open is kept, up to [`MAX_NAME`]).
fn part_names(buf: &[u8]) -> Result<usize, Refusal> {
    const KEY: &[u8] = b"name=";
    let mut keep = buf.len().saturating_sub(KEY.len() - 1);
    let mut at = 0;
    while let Some(k) = find_ci(&buf[at..], KEY) {
        let start = at + k + KEY.len();
        let (name, whole) = part_name(&buf[start..]);
        if !whole {
            if name.len() > MAX_NAME {
                return Err(unreadable("a multipart part's name"));
            }
            keep = keep.min(at + k);
            break;
        }
        if fields::names(&String::from_utf8_lossy(name), "_method", true) {
            return Err(overridden("_method"));
        }
        at = start;
    }
    Ok(keep)
}

/// The name a multipart part's `name=` gives, from the bytes after `name=`: quoted, up to
/// its closing quote, or bare, up to `;` or a line break; and whether that end was seen
/// (a name the bytes so far cut is all of them).
pub(super) fn part_name(rest: &[u8]) -> (&[u8], bool) {
    match rest.first() {
        Some(b'"') => match memchr::memchr(b'"', &rest[1..]) {
            Some(e) => (&rest[1..1 + e], true),
            None => (&rest[1..], false),
        },
        _ => match rest.iter().position(|&b| matches!(b, b';' | b'\r' | b'\n')) {
            Some(e) => (&rest[..e], true),
            None => (rest, false),
        },
    }
}

fn find_ci(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len())
        .position(|w| w.eq_ignore_ascii_case(needle))
}

/// Object keys of a JSON text read as it streams: strings decoded (escapes too) as far as
/// [`KEY_CHARS`], and a string followed by `:` is a key.
#[derive(Debug, Default)]
struct JsonKeys {
    in_string: bool,
    /// After a `\`; `Some(n)` inside `\uXXXX` with `n` digits read.
    escape: bool,
    hex: Option<(u8, u32)>,
    /// The string's first characters, and whether it had more.
    text: String,
    long: bool,
    /// A string that could be the key `_method` just ended: a `:` after blanks makes it one.
    candidate: bool,
}

impl JsonKeys {
    fn push(&mut self, chunk: &[u8]) -> Result<(), Refusal> {
        for &b in chunk {
            if !self.in_string {
                match b {
                    b'"' => {
                        self.in_string = true;
                        self.text.clear();
                        self.long = false;
                        self.candidate = false;
                    }
                    b':' if self.candidate => return Err(overridden("_method")),
                    b' ' | b'\t' | b'\r' | b'\n' => {}
                    _ => self.candidate = false,
                }
                continue;
            }
            if let Some((n, v)) = self.hex {
                let Some(d) = char::from(b).to_digit(16) else {
                    // A broken escape: the server refuses the text.
                    self.hex = None;
                    continue;
                };
                let v = v * 16 + d;
                if n == 3 {
                    self.hex = None;
                    self.add(char::from_u32(v).unwrap_or('\u{fffd}'));
                } else {
                    self.hex = Some((n + 1, v));
                }
                continue;
            }
            if self.escape {
                self.escape = false;
                match b {
                    b'u' => self.hex = Some((0, 0)),
                    _ => self.add(char::from(b)),
                }
                continue;
            }
            match b {
                b'\\' => self.escape = true,
                b'"' => {
                    self.in_string = false;
                    self.candidate = !self.long && self.text.eq_ignore_ascii_case("_method");
                }
                _ => self.add(char::from(b)),
            }
        }
        Ok(())
    }

    fn add(&mut self, c: char) {
        match self.text.chars().count() < KEY_CHARS {
            true => self.text.push(c),
            false => self.long = true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether the watch refuses `body` of `ct`, fed in every split into two pushes.
    fn refused(ct: &str, body: &[u8]) -> bool {
        let whole = {
            let mut w = OverrideWatch::for_content_type(Some(ct)).unwrap();
            w.push(body).and_then(|_| w.finish()).is_err()
        };
        for cut in 0..=body.len() {
            let mut w = OverrideWatch::for_content_type(Some(ct)).unwrap();
            let split = w
                .push(&body[..cut])
                .and_then(|_| w.push(&body[cut..]))
                .and_then(|_| w.finish())
                .is_err();
            assert_eq!(
                split,
                whole,
                "{ct}: {:?} cut at {cut}",
                String::from_utf8_lossy(body)
            );
        }
        whole
    }

    #[test]
    fn form_names_as_servers_read_them() {
        let form = "application/x-www-form-urlencoded";
        for body in [
            "a=1&_method=DELETE",
            "a=1&_METHOD=delete",
            "a=1&+_method=DELETE",
            "a=1&%5Fmethod=DELETE",
            "a=1&_method%00x=DELETE",
            "a=1&.method=DELETE",
            "text=hi;_method=DELETE",
            "_method=DELETE",
            // As Rack 2 reads names: brackets before it dropped, cut at the next.
            "a=1&[_method]=DELETE",
            "a=1&_method%5D=DELETE",
            "a=1&]]_method=DELETE",
            // And blanks after the separator dropped (`/[&;] */`).
            "a=1&  _method]=DELETE",
            "a=1;  [_method]=DELETE",
            "a=1&  _method]]]=DELETE",
        ] {
            assert!(refused(form, body.as_bytes()), "{body}");
        }
        for body in [
            "a=1&b=_method",
            "a=1&method=DELETE",
            "a=1&x_method=DELETE",
            "",
        ] {
            assert!(!refused(form, body.as_bytes()), "{body}");
        }
        // A name too long to keep is read as far as its start tells: a text sent with a
        // form's type (one long name) goes on; a start that could still be `_method` as
        // PHP or Rack cuts it (an array's `[`, brackets or blanks first, encoded or not)
        // is refused.
        let x = "x".repeat(MAX_NAME + 1);
        for body in [
            format!("a=1&{x}=2"),
            format!("{x} and a log line"),
            format!("   _methodx{x}"),
        ] {
            assert!(!refused(form, body.as_bytes()), "{}", &body[..20]);
        }
        for body in [
            format!("a=1&_method[{x}]=DELETE"),
            format!("a=1&_METHOD%5B{x}"),
            format!("{}_method[{x}", " ".repeat(100)),
            format!("[[_method]{x}"),
            format!("a=1&  _method]{x}"),
            format!("a=1& [ _method]{x}"),
            format!("%5F%6Dethod%00{x}"),
            format!("a=1&{}", " ".repeat(MAX_NAME + 1)),
        ] {
            assert!(refused(form, body.as_bytes()), "{}", &body[..20]);
        }
    }

    #[test]
    fn multipart_part_names() {
        let mp = "multipart/form-data; boundary=b";
        let part = |name: &str| {
            format!("--b\r\nContent-Disposition: form-data; {name}\r\n\r\nDELETE\r\n--b--\r\n")
        };
        for name in [
            "name=\"_method\"",
            "NAME=\"_Method\"",
            "name=_method",
            "name=\"_method[]\"",
        ] {
            assert!(refused(mp, part(name).as_bytes()), "{name}");
        }
        assert!(!refused(mp, part("name=\"title\"").as_bytes()));
        assert!(!refused(
            mp,
            part("filename=\"method\"; name=\"file\"").as_bytes()
        ));
    }

    #[test]
    fn json_keys_at_any_depth_and_in_any_spelling() {
        let json = "application/json";
        for body in [
            r#"{"a":1,"_method":"DELETE"}"#,
            r#"{"a":{"_METHOD" : "DELETE"}}"#,
            r#"{"\u005fmethod":"DELETE"}"#,
            r#"{"_met\u0068od":"DELETE"}"#,
        ] {
            assert!(refused(json, body.as_bytes()), "{body}");
        }
        for body in [
            r#"{"a":"_method"}"#,
            r#"["_method", 1]"#,
            r#"{"a":"x\"_method\":"}"#,
            r#"{"_method_x":1}"#,
        ] {
            assert!(!refused(json, body.as_bytes()), "{body}");
        }
        assert!(OverrideWatch::for_content_type(Some("application/octet-stream")).is_none());
    }

    /// A body that says nothing (or names two types) is a form to Rack and JSON to others:
    /// both readings are watched, and a long JSON text between `&`s is no name refused,
    /// unless it holds only what servers drop before a name.
    #[test]
    fn an_unlabelled_body_is_read_as_a_form_and_as_json() {
        for ct in ["", "application/x-www-form-urlencoded,application/x+json"] {
            for body in [
                r#"{"a":"x&_method=DELETE&"}"#,
                r#"{"_method":"DELETE"}"#,
                "_method=DELETE",
            ] {
                assert!(refused(ct, body.as_bytes()), "{ct:?}: {body}");
            }
            let long = format!(r#"{{"a":"{}","b":1}}"#, "x".repeat(MAX_NAME + 10));
            assert!(!refused(ct, long.as_bytes()), "{ct:?}: a long JSON text");
            let padded = format!("{}_method=DELETE", "[".repeat(MAX_NAME + 10));
            assert!(
                refused(ct, padded.as_bytes()),
                "{ct:?}: brackets before the name"
            );
        }
        // A form that opens as JSON (curl's `-d @blob.json`) is read both ways too.
        let form = Some("application/x-www-form-urlencoded");
        let long = format!(
            r#"{{"content":"{}","encoding":"base64"}}"#,
            "QUJD".repeat(2000)
        );
        let mut w = OverrideWatch::for_body(form, long.as_bytes()).unwrap();
        assert!(w.push(long.as_bytes()).and_then(|()| w.finish()).is_ok());
        let hidden = r#"{"a":"x&_method=DELETE&"}"#;
        let mut w = OverrideWatch::for_body(form, hidden.as_bytes()).unwrap();
        assert!(w.push(hidden.as_bytes()).and_then(|()| w.finish()).is_err());
        assert!(OverrideWatch::for_body(form, b"a=1").is_some());
    }
}
