//! Framing and codings a request may arrive with. What the scanner reads must be what the
//! origin reads: where the two could differ, the request is refused, never forwarded
//! (issue 12). Two `Content-Encoding` fields (the scanner read one, an origin that joins
//! them decodes both), a coding the scanner cannot undo, and a `Transfer-Encoding` other
//! than `chunked` (hyper de-chunks `gzip, chunked` and leaves the gzip; the next hop would
//! see it undeclared) are ambiguous, and so are two `Content-Type` fields (the body read
//! as one format here, another there). Pure: headers in, a refusal out.

use http::header::{CONTENT_ENCODING, CONTENT_TYPE, TRANSFER_ENCODING};
use http::HeaderMap;

use super::inflate::{decodable, InflateError};
use crate::refusal::{Code, Refusal};

/// Refuses (`bad_request`) a request whose body the scanner and the origin could read
/// differently. Runs on the head as it arrived, before hop-by-hop headers are removed.
pub fn unambiguous(headers: &HeaderMap) -> Result<(), Refusal> {
    let refuse = |reason: String| Err(Refusal::new(Code::BadRequest, reason));
    let codings: Vec<_> = headers.get_all(CONTENT_ENCODING).iter().collect();
    if codings.len() > 1 {
        return refuse(format!(
            "the request has {} Content-Encoding header fields; send one field that lists \
             the codings in the order they were applied (gzip, deflate, br or identity)",
            codings.len()
        ));
    }
    if let Some(v) = codings.first() {
        let Ok(text) = v.to_str() else {
            return refuse(
                "the request's Content-Encoding is not text; send gzip, deflate, br or \
                 identity"
                    .into(),
            );
        };
        if let Err(e) = decodable(text) {
            let name = match &e {
                InflateError::Unsupported(name) => name.clone(),
                _ => text.to_string(),
            };
            return refuse(format!(
                "the request body's content-encoding `{name}` cannot be decoded to scan it \
                 for credentials; send it as gzip, deflate, br or identity"
            ));
        }
    }
    // Two types: the scanner and the router read the first, a server may take the last
    // (gunicorn does) and read the body as another format.
    let types = headers.get_all(CONTENT_TYPE).iter().count();
    if types > 1 {
        return refuse(format!(
            "the request has {types} Content-Type header fields; send one, the body's type"
        ));
    }
    let te: Vec<String> = headers
        .get_all(TRANSFER_ENCODING)
        .iter()
        .flat_map(|v| v.as_bytes().split(|&b| b == b','))
        .map(|c| String::from_utf8_lossy(c).trim().to_ascii_lowercase())
        .collect();
    if !te.is_empty() && te != ["chunked"] {
        return refuse(
            "the request's Transfer-Encoding is not exactly `chunked`; only `chunked` is \
             accepted (send other codings as Content-Encoding)"
                .into(),
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(
                http::HeaderName::from_bytes(k.as_bytes()).unwrap(),
                v.parse().unwrap(),
            );
        }
        h
    }

    #[test]
    fn what_is_refused_as_ambiguous() {
        // (case, headers, refused reason contains; empty: accepted)
        type Case<'a> = (&'a str, &'a [(&'a str, &'a str)], &'a str);
        let cases: [Case; 16] = [
            ("no body codings", &[], ""),
            (
                "two Content-Type fields",
                &[
                    ("content-type", "application/x-www-form-urlencoded"),
                    ("content-type", "application/json"),
                ],
                "2 Content-Type header fields",
            ),
            (
                "one Content-Type",
                &[("content-type", "application/json")],
                "",
            ),
            ("gzip", &[("content-encoding", "gzip")], ""),
            (
                "a list in one field",
                &[("content-encoding", "identity, gzip, br")],
                "",
            ),
            ("identity", &[("content-encoding", "identity")], ""),
            ("chunked", &[("transfer-encoding", "chunked")], ""),
            (
                "Chunked in any case",
                &[("transfer-encoding", "Chunked")],
                "",
            ),
            (
                "two Content-Encoding fields",
                &[
                    ("content-encoding", "identity"),
                    ("content-encoding", "gzip"),
                ],
                "2 Content-Encoding header fields",
            ),
            (
                "two fields, both gzip",
                &[("content-encoding", "gzip"), ("content-encoding", "gzip")],
                "2 Content-Encoding",
            ),
            (
                "zstd",
                &[("content-encoding", "zstd")],
                "`zstd` cannot be decoded",
            ),
            (
                "zstd after gzip",
                &[("content-encoding", "gzip, zstd")],
                "`zstd`",
            ),
            (
                "gzip, chunked",
                &[("transfer-encoding", "gzip, chunked")],
                "not exactly `chunked`",
            ),
            (
                "two TE fields",
                &[
                    ("transfer-encoding", "gzip"),
                    ("transfer-encoding", "chunked"),
                ],
                "only `chunked`",
            ),
            (
                "chunked twice",
                &[("transfer-encoding", "chunked, chunked")],
                "chunked",
            ),
            (
                "identity TE",
                &[("transfer-encoding", "identity")],
                "Transfer-Encoding",
            ),
        ];
        for (name, pairs, want) in cases {
            let got = unambiguous(&headers(pairs));
            match (want, got) {
                ("", Ok(())) => {}
                ("", Err(r)) => panic!("{name}: refused: {}", r.reason),
                (_, Ok(())) => panic!("{name}: accepted"),
                (want, Err(r)) => {
                    assert_eq!(r.code, Code::BadRequest, "{name}");
                    assert!(r.reason.contains(want), "{name}: {}", r.reason);
                }
            }
        }
    }
}
