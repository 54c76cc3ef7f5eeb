//! A guess at the route template of a path no route maps, for a person extending a table:
//! the query goes, and a segment that looks like an id becomes `{id}`.

/// `/repos/acme/x/issues/42/frobnicate?x=1` → `/repos/acme/x/issues/{id}/frobnicate`. Ids
/// are numbers, UUIDs, hex of 7 or more digits holding a decimal digit (commit SHAs), and
/// long tokens mixing letters and digits (16 or more of `[A-Za-z0-9_-]`).
pub fn path_template(path: &str) -> String {
    let path = path.split(['?', '#']).next().unwrap_or_default();
    let segments: Vec<&str> = path
        .split('/')
        .map(|s| if looks_like_id(s) { "{id}" } else { s })
        .collect();
    let t = segments.join("/");
    if t.is_empty() {
        "/".to_string()
    } else {
        t
    }
}

fn looks_like_id(s: &str) -> bool {
    let b = s.as_bytes();
    let digit = b.iter().any(u8::is_ascii_digit);
    let number = !b.is_empty() && b.iter().all(u8::is_ascii_digit);
    let hex = b.len() >= 7 && digit && b.iter().all(u8::is_ascii_hexdigit);
    let uuid = crate::scan::check::uuid_shape(b);
    let token = b.len() >= 16
        && digit
        && b.iter().any(u8::is_ascii_alphabetic)
        && b.iter()
            .all(|c| c.is_ascii_alphanumeric() || *c == b'-' || *c == b'_');
    number || hex || uuid || token
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_become_placeholders_and_names_stay() {
        let cases = [
            ("/repos/acme/x/issues/42", "/repos/acme/x/issues/{id}"),
            (
                "/repos/acme/x/frobnicate?token=x",
                "/repos/acme/x/frobnicate",
            ),
            (
                "/things/123e4567-e89b-12d3-a456-426614174000/parts",
                "/things/{id}/parts",
            ),
            ("/commits/a1b2c3d4e5", "/commits/{id}"),
            // Hex letters alone are a word, not an id; short hex stays.
            ("/feed/deadbeef", "/feed/deadbeef"),
            ("/v2/abc12", "/v2/abc12"),
            ("/files/F0123456789ABCDEFG", "/files/{id}"),
            ("/api/chat.postMessage", "/api/chat.postMessage"),
            ("/2023-10-01/report", "/2023-10-01/report"),
            ("/", "/"),
            ("", "/"),
            ("/a//b/", "/a//b/"),
        ];
        for (path, want) in cases {
            assert_eq!(path_template(path), want, "{path}");
        }
    }
}
