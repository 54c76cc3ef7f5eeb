//! Fuzzes the streaming response decoder: the first byte picks the chunk size, the second
//! the coding list. No panic; no push yields more than the cap; and where the body
//! decodes both in chunks and in one push, the bytes are the same, as is the verdict.
#![no_main]
use libfuzzer_sys::fuzz_target;
use wirepass::scan::inflate::{InflateError, StreamInflater};

const LIMIT: usize = 1 << 20;
const CODINGS: [&str; 6] = ["gzip", "deflate", "br", "gzip, br", "br, deflate", "x-gzip"];

fn decode(body: &[u8], codings: &str, size: usize) -> Result<Vec<u8>, InflateError> {
    let Ok(Some(d)) = StreamInflater::for_encoding(codings) else {
        panic!("{codings} has a decoder");
    };
    let mut d = d.with_limit(LIMIT);
    let mut out = Vec::new();
    for chunk in body.chunks(size) {
        let got = d.push(chunk)?;
        assert!(got.len() <= LIMIT);
        out.extend(got);
    }
    let got = d.finish()?;
    assert!(got.len() <= LIMIT);
    out.extend(got);
    Ok(out)
}

fuzz_target!(|data: &[u8]| {
    let [size, which, body @ ..] = data else {
        return;
    };
    let codings = CODINGS[usize::from(*which) % CODINGS.len()];
    let chunked = decode(body, codings, usize::from(*size).max(1));
    let whole = decode(body, codings, body.len().max(1));
    match (&chunked, &whole) {
        (Err(InflateError::TooLarge(_)), _) | (_, Err(InflateError::TooLarge(_))) => {}
        (Ok(a), Ok(b)) => assert_eq!(a, b),
        (a, b) => assert_eq!(a.is_ok(), b.is_ok(), "chunked {a:?}, whole {b:?}"),
    }
});
