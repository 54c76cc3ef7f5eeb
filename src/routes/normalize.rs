//! Path normalisation: one reading of a path, for matching and for forwarding. Split on
//! `/` (a run of slashes is one), percent-decode each segment, and refuse paths whose
//! meaning could change when a server reads them differently: dot segments (plain or
//! encoded), a backslash, a `;` (servlet containers cut path parameters off a segment),
//! NUL and other control characters, invalid UTF-8. An encoded `/` (`%2F`) stays inside its
//! segment (GitLab project ids, GitHub branch names use it); [`super::fields`] refuses one
//! in a segment a resource name is drawn from, unless the table says its names hold `/`.
//!
//! [`Normal::forwarded`] is the form the request goes upstream in: the segments joined by
//! one `/`, a segment sent without `%` as it was, one with `%` re-encoded canonically, and
//! the trailing `/` kept when the request had one (route matching ignores it).

use std::borrow::Cow;

/// Why a path cannot be matched safely (the reason of a `bad_request` refusal).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadPath(pub &'static str);

/// A path's one reading.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Normal<'a> {
    /// The decoded segments, none empty; the root `/` has none.
    pub segs: Vec<Cow<'a, str>>,
    /// The segments as they are forwarded (raw when sent without `%`, else re-encoded).
    raw: Vec<Cow<'a, str>>,
    /// The path ended in `/` (after at least one segment).
    pub trailing: bool,
}

impl Normal<'_> {
    /// The path as it is forwarded.
    pub fn forwarded(&self) -> String {
        let mut out =
            String::with_capacity(self.raw.iter().map(|r| r.len() + 1).sum::<usize>() + 1);
        for r in &self.raw {
            out.push('/');
            out.push_str(r);
        }
        if self.trailing || out.is_empty() {
            out.push('/');
        }
        out
    }
}

/// The decoded segments of a path (see [`normalize`]).
pub fn segments(path: &str) -> Result<Vec<Cow<'_, str>>, BadPath> {
    normalize(path).map(|n| n.segs)
}

/// Reads a path once: decoded segments, the trailing `/`, and the forwarded form.
pub fn normalize(path: &str) -> Result<Normal<'_>, BadPath> {
    let Some(rest) = path.strip_prefix('/') else {
        return Err(BadPath("the path does not start with `/`"));
    };
    let mut segs = Vec::new();
    let mut raw = Vec::new();
    for part in rest.split('/').filter(|p| !p.is_empty()) {
        let (seg, fwd) = segment(part)?;
        segs.push(seg);
        raw.push(fwd);
    }
    let trailing = !segs.is_empty() && rest.ends_with('/');
    Ok(Normal {
        segs,
        raw,
        trailing,
    })
}

/// One segment: its decoded value and its forwarded spelling.
fn segment(raw: &str) -> Result<(Cow<'_, str>, Cow<'_, str>), BadPath> {
    if raw == "." || raw == ".." {
        return Err(BadPath("the path has a dot segment"));
    }
    check_chars(raw, "")?;
    if !raw.contains('%') {
        return Ok((Cow::Borrowed(raw), Cow::Borrowed(raw)));
    }
    let decoded = percent_encoding::percent_decode_str(raw)
        .decode_utf8()
        .map_err(|_| BadPath("a path segment decodes to invalid UTF-8"))?;
    if decoded == "." || decoded == ".." || decoded.split('/').any(|p| p == "." || p == "..") {
        return Err(BadPath("the path has an encoded dot segment"));
    }
    check_chars(&decoded, " once decoded")?;
    let fwd = percent_encoding::utf8_percent_encode(&decoded, SEGMENT).to_string();
    Ok((Cow::Owned(decoded.into_owned()), Cow::Owned(fwd)))
}

/// Characters servers read differently: `\` (a separator to some), `;` (a parameter to
/// servlet containers), NUL and the other controls.
fn check_chars(s: &str, how: &'static str) -> Result<(), BadPath> {
    for c in s.chars() {
        let why = match c {
            '\\' if how.is_empty() => "a path segment holds a backslash",
            '\\' => "a path segment holds a backslash once decoded",
            ';' if how.is_empty() => {
                "a path segment holds `;` (a path parameter some servers cut off)"
            }
            '\0' if how.is_empty() => "a path segment holds NUL",
            '\0' => "a path segment decodes to NUL",
            c if c.is_control() && how.is_empty() => "a path segment holds a control character",
            c if c.is_control() => "a path segment decodes to a control character",
            _ => continue,
        };
        return Err(BadPath(why));
    }
    Ok(())
}

/// What a re-encoded segment spells as itself: RFC 3986 unreserved characters, `:` and `@`;
/// everything else (`/`, `%`, `;`, the sub-delimiters, non-ASCII) is percent-encoded.
const SEGMENT: &percent_encoding::AsciiSet = &percent_encoding::NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'.')
    .remove(b'_')
    .remove(b'~')
    .remove(b':')
    .remove(b'@');

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalisation_table() {
        let ok: &[(&str, &str, &[&str])] = &[
            ("root", "/", &[]),
            (
                "plain",
                "/repos/acme/widgets",
                &["repos", "acme", "widgets"],
            ),
            ("trailing_slash_ignored", "/repos/acme/", &["repos", "acme"]),
            ("unreserved_decoded", "/r%65pos/%7Eme", &["repos", "~me"]),
            (
                "encoded_slash_stays_inside",
                "/projects/acme%2Fwidgets",
                &["projects", "acme/widgets"],
            ),
            ("slash_runs_are_one", "//a//b///", &["a", "b"]),
            ("encoded_semicolon_is_data", "/a/x%3By", &["a", "x;y"]),
            ("dots_inside_names", "/a/..b/c.d", &["a", "..b", "c.d"]),
            ("utf8_decoded", "/u/%C3%A9", &["u", "é"]),
        ];
        for (name, path, want) in ok {
            let got = segments(path).unwrap_or_else(|e| panic!("{name}: {e:?}"));
            assert_eq!(&got, want, "{name}");
        }
        let refused = [
            ("dot_dot", "/a/../b"),
            ("dot", "/a/./b"),
            ("encoded_dot_dot", "/a/%2e%2e/b"),
            ("encoded_dot_dot_upper", "/a/%2E%2E"),
            ("half_encoded_dot_dot", "/a/.%2e/b"),
            ("encoded_slash_dot_dot", "/a/x%2F..%2Fy"),
            ("encoded_backslash_dot_dot", "/a/x%5C..%5Cy"),
            ("raw_backslash_dot_dot", "/a/x\\..\\y"),
            ("nul", "/a/%00"),
            // Found by the route_normalize fuzz target: only the encoded form was refused.
            ("raw_nul", "/a/b\0c"),
            ("bad_utf8", "/a/%ff"),
            ("relative", "a/b"),
            ("raw_backslash", "/a/b\\c"),
            ("encoded_backslash", "/a/b%5Cc"),
            ("path_parameter", "/repos/acme/secret;x=1/issues"),
            ("control", "/a/b%0Ac"),
            ("raw_tab", "/a/b\tc"),
        ];
        for (name, path) in refused {
            assert!(segments(path).is_err(), "{name}");
        }
    }

    #[test]
    fn forwarded_form_is_the_one_reading() {
        let cases = [
            ("/", "/"),
            ("//", "/"),
            ("/repos/acme/x", "/repos/acme/x"),
            ("//repos//acme/x", "/repos/acme/x"),
            ("/repos/acme/x/contents/", "/repos/acme/x/contents/"),
            ("/repos/acme/x/contents//", "/repos/acme/x/contents/"),
            ("/r%65pos/%7Eme", "/repos/~me"),
            ("/projects/acme%2fwidgets", "/projects/acme%2Fwidgets"),
            ("/a/x%3By/%C3%A9", "/a/x%3By/%C3%A9"),
            ("/a/b+c/d%2Be", "/a/b+c/d%2Be"),
        ];
        for (path, want) in cases {
            let n = normalize(path).unwrap_or_else(|e| panic!("{path}: {e:?}"));
            assert_eq!(n.forwarded(), want, "{path}");
            // One reading: the forwarded form reads the same again.
            let forwarded = n.forwarded();
            let again = normalize(&forwarded).unwrap();
            assert_eq!(again.segs, n.segs, "{path}");
            assert_eq!(again.forwarded(), want, "{path}");
        }
    }
}
