//! Fuzzes the streaming response decoder: the first byte picks the chunk size, the second
//! the coding list. No panic; no push yields more than the cap; where the body decodes both
//! in chunks and in one push, the bytes are the same; and where one reading fails, what it
//! yielded before failing is a prefix of what the other yields (brotli-decompressor reads
//! some invalid streams whole that it refuses in pieces, as the reference decoder does:
//! see `a_brotli_body_read_in_pieces_never_yields_what_the_whole_reading_does_not`).
#![no_main]
use libfuzzer_sys::fuzz_target;
use wirepass::scan::inflate::{InflateError, StreamInflater};

const LIMIT: usize = 1 << 20;
const CODINGS: [&str; 6] = ["gzip", "deflate", "br", "gzip, br", "br, deflate", "x-gzip"];

/// What the decoder yielded, and how the reading ended.
fn decode(body: &[u8], codings: &str, size: usize) -> (Vec<u8>, Result<(), InflateError>) {
    let Ok(Some(d)) = StreamInflater::for_encoding(codings) else {
        panic!("{codings} has a decoder");
    };
    let mut d = d.with_limit(LIMIT);
    let mut out = Vec::new();
    for chunk in body.chunks(size) {
        match d.push(chunk) {
            Ok(got) => {
                assert!(got.len() <= LIMIT);
                out.extend(got);
            }
            Err(e) => return (out, Err(e)),
        }
    }
    match d.finish() {
        Ok(got) => {
            assert!(got.len() <= LIMIT);
            out.extend(got);
            (out, Ok(()))
        }
        Err(e) => (out, Err(e)),
    }
}

fuzz_target!(|data: &[u8]| {
    let [size, which, body @ ..] = data else {
        return;
    };
    let codings = CODINGS[usize::from(*which) % CODINGS.len()];
    let (a, chunked) = decode(body, codings, usize::from(*size).max(1));
    let (b, whole) = decode(body, codings, body.len().max(1));
    match (&chunked, &whole) {
        (Err(InflateError::TooLarge(_)), _) | (_, Err(InflateError::TooLarge(_))) => {}
        (Ok(()), Ok(())) => assert_eq!(a, b),
        (Err(_), Ok(())) => assert!(b.starts_with(&a), "chunked yielded bytes the whole did not"),
        (Ok(()), Err(_)) => assert!(a.starts_with(&b), "whole yielded bytes the chunked did not"),
        (Err(_), Err(_)) => {}
    }
});
