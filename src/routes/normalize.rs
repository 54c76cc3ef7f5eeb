//! Path normalisation before matching: split on `/`, percent-decode each segment, and
//! refuse paths whose meaning could change when a server decodes them differently
//! (encoded dot segments, dot segments, NUL, invalid UTF-8). An encoded `/` (`%2F`) stays
//! inside its segment (GitLab project ids use it).

use std::borrow::Cow;

/// Why a path cannot be matched safely (the reason of a `bad_request` refusal).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadPath(pub &'static str);

/// The decoded segments of a path. A single trailing `/` is ignored; the root `/` has no
/// segments. Empty inner segments are kept (they match no placeholder).
pub fn segments(path: &str) -> Result<Vec<Cow<'_, str>>, BadPath> {
    let Some(rest) = path.strip_prefix('/') else {
        return Err(BadPath("the path does not start with `/`"));
    };
    let rest = rest.strip_suffix('/').unwrap_or(rest);
    if rest.is_empty() {
        return Ok(Vec::new());
    }
    rest.split('/').map(segment).collect()
}

fn segment(raw: &str) -> Result<Cow<'_, str>, BadPath> {
    if raw == "." || raw == ".." {
        return Err(BadPath("the path has a dot segment"));
    }
    if raw.contains('\0') {
        return Err(BadPath("a path segment holds NUL"));
    }
    if !raw.bytes().any(|b| b == b'%' || b == b'\\') {
        return Ok(Cow::Borrowed(raw));
    }
    if !raw.contains('%') {
        if has_dot_part(raw) {
            return Err(BadPath("the path has a dot segment behind a backslash"));
        }
        return Ok(Cow::Borrowed(raw));
    }
    let decoded = percent_encoding::percent_decode_str(raw)
        .decode_utf8()
        .map_err(|_| BadPath("a path segment decodes to invalid UTF-8"))?;
    if decoded.contains('\0') {
        return Err(BadPath("a path segment decodes to NUL"));
    }
    if decoded == "." || decoded == ".." || has_dot_part(&decoded) {
        return Err(BadPath("the path has an encoded dot segment"));
    }
    Ok(Cow::Owned(decoded.into_owned()))
}

/// Whether a decoded segment would hold a dot segment once a server splits it on `/` or `\`.
fn has_dot_part(s: &str) -> bool {
    s.split(['/', '\\']).any(|p| p == "." || p == "..")
}

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
            ("empty_inner_segment_kept", "/a//b", &["a", "", "b"]),
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
        ];
        for (name, path) in refused {
            assert!(segments(path).is_err(), "{name}");
        }
    }
}
