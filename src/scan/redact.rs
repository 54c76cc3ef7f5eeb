//! Redaction of the short texts wirepass writes down (log and audit fields, refusal
//! bodies): every secret the scanner finds in a text, raw or in a decoded view, is replaced
//! by `[REDACTED:rule]`. One function, so that whatever a request put into a field
//! (method, host, path, user, resource, a reason that quotes them) is written the same way.

use std::borrow::Cow;

use super::engine::{Hit, Scanner};

/// `text` with each secret in it replaced by `[REDACTED:rule]`; borrowed when clean.
pub fn redact<'a>(scanner: &Scanner, text: &'a str) -> Cow<'a, str> {
    let hits = scanner.hits(text.as_bytes());
    if hits.is_empty() {
        return Cow::Borrowed(text);
    }
    Cow::Owned(replace(scanner, text, hits))
}

/// The first rule that finds a secret in `text`, if any.
pub fn first_rule<'s>(scanner: &'s Scanner, text: &str) -> Option<&'s str> {
    let hits = scanner.hits(text.as_bytes());
    hits.first().map(|h| scanner.rules()[h.rule].id.as_str())
}

/// Whether any of `texts` holds a secret, in one scan: the texts are joined with NULs (no
/// rule's secret holds one, and it is a word boundary), so a clean set, the common case,
/// costs one pass.
pub fn any_secret<'a>(scanner: &Scanner, texts: impl IntoIterator<Item = &'a str>) -> bool {
    let mut joined = Vec::with_capacity(256);
    for t in texts {
        joined.extend_from_slice(t.as_bytes());
        joined.push(0);
    }
    !scanner.hits(&joined).is_empty()
}

fn replace(scanner: &Scanner, text: &str, mut hits: Vec<Hit>) -> String {
    hits.sort();
    let mut out = String::with_capacity(text.len());
    let mut pos = 0;
    for h in hits {
        // A hit from a decoded view maps back to its source's span, which may end inside
        // a multi-byte character: widen it to whole characters.
        let start = floor_char(text, h.start);
        let end = ceil_char(text, h.end);
        if start < pos {
            pos = pos.max(end); // overlaps a secret already redacted
            continue;
        }
        out.push_str(&text[pos..start]);
        out.push_str("[REDACTED:");
        out.push_str(&scanner.rules()[h.rule].id);
        out.push(']');
        pos = end;
    }
    if pos < text.len() {
        out.push_str(&text[pos..]);
    }
    out
}

fn floor_char(text: &str, mut i: usize) -> usize {
    i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn ceil_char(text: &str, mut i: usize) -> usize {
    i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i += 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scan::fake::{expand, Mode, Rng};
    use crate::scan::rules::builtin;

    fn fake(id: &str, seed: u64) -> String {
        let rules = builtin().unwrap();
        let rule = rules.iter().find(|r| r.id == id).unwrap();
        expand(&rule.fake, Mode::Real, &mut Rng::new("redact", seed))
    }

    #[test]
    fn secrets_in_texts_are_replaced_by_their_rule() {
        let scanner = Scanner::new(Vec::new()).unwrap();
        let pat = fake("github-pat", 1);
        let slack = fake("slack-bot-token", 2);
        let cases: Vec<(String, String)> = vec![
            ("/repos/acme/x/pulls".into(), "/repos/acme/x/pulls".into()),
            (
                format!("/repos/{pat}/pulls"),
                "/repos/[REDACTED:github-pat]/pulls".into(),
            ),
            (
                format!("{pat} and {slack}"),
                "[REDACTED:github-pat] and [REDACTED:slack-bot-token]".into(),
            ),
            // Percent-encoded in a path: the decoded view's finding covers the encoded span.
            (
                format!("/x/{}", pat.replace('_', "%5F")),
                "/x/[REDACTED:github-pat]".into(),
            ),
            ("élan/über".into(), "élan/über".into()),
        ];
        for (text, want) in cases {
            let got = redact(&scanner, &text);
            assert_eq!(got, want);
            assert!(
                !got.contains(&pat[4..]),
                "no byte of the token's body remains"
            );
        }
    }

    #[test]
    fn any_secret_sees_each_text_and_none_across_them() {
        let scanner = Scanner::new(Vec::new()).unwrap();
        let pat = fake("github-pat", 3);
        assert!(any_secret(&scanner, ["GET", "api.github.com", &pat]));
        assert!(!any_secret(&scanner, ["GET", "api.github.com", "/user"]));
        // Halves of a token in two fields are two fields, not one token.
        let (a, b) = pat.split_at(20);
        assert!(!any_secret(&scanner, [a, b]));
        assert_eq!(first_rule(&scanner, &pat), Some("github-pat"));
        assert_eq!(first_rule(&scanner, "alice@example.com"), None);
    }
}
