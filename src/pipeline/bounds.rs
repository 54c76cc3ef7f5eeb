//! Stage 0's bounds on a request head, beyond what hyper enforces while parsing: how many
//! header fields it carries (`limits.max_header_count`; hyper holds HTTP/1.1 to the same
//! count, HTTP/2 is checked here) and how long its target is (`limits.max_url_bytes`).
//! Past either, the request is refused `too_large` before anything reads it further.

use crate::memory::size_text;
use crate::refusal::{Code, Refusal};

/// The compiled bounds.
#[derive(Debug, Clone, Copy)]
pub struct HeadBounds {
    /// Header fields, each repeated field counted.
    pub max_header_count: usize,
    /// Bytes of the path and query.
    pub max_url_bytes: usize,
}

impl HeadBounds {
    /// Checks a request head against the bounds.
    pub fn check(&self, head: &http::request::Parts) -> Result<(), Refusal> {
        let count = head.headers.len();
        if count > self.max_header_count {
            return Err(Refusal::new(
                Code::TooLarge,
                format!(
                    "the request carries {count} header fields, more than wirepass reads \
                     ({}, limits.max_header_count); send fewer, or raise the limit",
                    self.max_header_count
                ),
            ));
        }
        let target = head.uri.path_and_query().map_or(0, |pq| pq.as_str().len());
        if target > self.max_url_bytes {
            return Err(Refusal::new(
                Code::TooLarge,
                format!(
                    "the request target is {}, longer than wirepass reads ({}, \
                     limits.max_url_bytes); send the parameters in a body, or raise the limit",
                    size_text(target),
                    size_text(self.max_url_bytes)
                ),
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn head(uri: &str, headers: usize) -> http::request::Parts {
        let mut b = http::Request::builder().uri(uri);
        for i in 0..headers {
            b = b.header(format!("x-h{i}"), "v");
        }
        b.body(()).unwrap().into_parts().0
    }

    #[test]
    fn heads_past_their_bounds_are_too_large() {
        let bounds = HeadBounds {
            max_header_count: 3,
            max_url_bytes: 16,
        };
        let long = format!("/{}", "a".repeat(15));
        let longer = format!("/{}", "a".repeat(16));
        let cases = [
            ("at the header count", head("/", 3), None),
            (
                "over the header count",
                head("/", 4),
                Some("4 header fields"),
            ),
            ("a target of exactly the bound", head(&long, 0), None),
            ("a target one byte over", head(&longer, 0), Some("17 bytes")),
            (
                "the query counts",
                head("/a?bcdefghijklmnop", 0),
                Some("limits.max_url_bytes"),
            ),
            (
                "the authority does not",
                head("https://a-very-long-host-name.example/x", 0),
                None,
            ),
        ];
        for (name, h, want) in cases {
            match (bounds.check(&h), want) {
                (Ok(()), None) => {}
                (Err(r), Some(text)) => {
                    assert_eq!(r.code, Code::TooLarge, "{name}");
                    assert!(r.reason.contains(text), "{name}: {}", r.reason);
                }
                (got, _) => panic!("{name}: {got:?}"),
            }
        }
    }
}
