use std::io::Write;

use super::*;
use crate::origin::encode::encode;

/// Decodes `encoded` pushed in pieces of `size` bytes.
fn chunked(encoded: &[u8], codings: &str, size: usize) -> Result<Vec<u8>, DecodeError> {
    let mut d = Decoder::for_encoding(codings)?.expect("a coding to undo");
    let mut out = Vec::new();
    for piece in encoded.chunks(size.max(1)) {
        out.extend(d.push(piece)?);
    }
    out.extend(d.finish()?);
    Ok(out)
}

/// Decodes `encoded` split once at `at`.
fn split_at(encoded: &[u8], codings: &str, at: usize) -> Result<Vec<u8>, DecodeError> {
    let mut d = Decoder::for_encoding(codings)?.expect("a coding to undo");
    let mut out = d.push(&encoded[..at])?;
    out.extend(d.push(&encoded[at..])?);
    out.extend(d.finish()?);
    Ok(out)
}

fn raw_deflate(body: &[u8]) -> Vec<u8> {
    let mut e = flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::fast());
    e.write_all(body).unwrap();
    e.finish().unwrap()
}

#[test]
fn every_split_of_a_small_stream_decodes_the_same() {
    let body = b"{\"token\": \"not a secret, just text\", \"n\": 12345}\n";
    for codings in ["gzip", "x-gzip", "deflate", "br", "gzip, br"] {
        let encoded = encode(body, codings);
        for at in 0..=encoded.len() {
            let out = split_at(&encoded, codings, at);
            assert_eq!(out.as_deref(), Ok(&body[..]), "{codings} split at {at}");
        }
        let out = chunked(&encoded, codings, 1);
        assert_eq!(out.as_deref(), Ok(&body[..]), "{codings} byte by byte");
    }
}

#[test]
fn stacked_codings_are_undone_in_reverse() {
    let body = b"stacked ".repeat(3000);
    let cases = [
        ("gzip then br", "gzip, br"),
        ("br then gzip", "br,gzip"),
        ("deflate then gzip", "deflate, gzip"),
        ("identity in the list", "gzip, identity, deflate"),
        ("upper case", "GZIP, Br"),
    ];
    for (name, codings) in cases {
        let encoded = encode(&body, codings);
        assert_eq!(chunked(&encoded, codings, 777), Ok(body.clone()), "{name}");
    }
}

#[test]
fn raw_deflate_is_accepted_like_the_upload_decoder() {
    let body = b"raw deflate without the zlib wrapper ".repeat(50);
    let encoded = raw_deflate(&body);
    assert!(!is_zlib(&encoded));
    for size in [1, 2, 3, 4096] {
        assert_eq!(
            chunked(&encoded, "deflate", size),
            Ok(body.clone()),
            "{size}"
        );
    }
}

#[test]
fn nothing_to_undo_is_no_decoder() {
    for h in ["", "identity", " identity , IDENTITY"] {
        assert!(Decoder::for_encoding(h).unwrap().is_none(), "{h:?}");
    }
}

#[test]
fn unknown_codings_are_refused_up_front() {
    let cases = [
        ("zstd", "zstd"),
        ("compress", "compress"),
        ("one unknown in a list", "gzip, zstd"),
    ];
    for (name, codings) in cases {
        let got = Decoder::for_encoding(codings).map(|d| d.is_some());
        assert!(
            matches!(got, Err(DecodeError::Unsupported(_))),
            "{name}: {got:?}"
        );
    }
}

#[test]
fn corrupt_and_cut_streams_are_errors() {
    let body = b"some text that compresses ".repeat(40);
    let gz = encode(&body, "gzip");
    let mut flipped = gz.clone();
    let mid = flipped.len() / 2;
    flipped[mid] ^= 0xff;
    let mut bad_crc = gz.clone();
    let crc_at = bad_crc.len() - 6;
    bad_crc[crc_at] ^= 1;
    let mut trailing = encode(&body, "br");
    trailing.extend_from_slice(b"junk");
    let cases: [(&str, &str, Vec<u8>); 7] = [
        ("not gzip at all", "gzip", b"plain text, not gzip".to_vec()),
        ("a flipped byte", "gzip", flipped),
        ("a wrong checksum", "gzip", bad_crc),
        ("gzip cut short", "gzip", gz[..gz.len() - 10].to_vec()),
        ("br cut short", "br", encode(&body, "br")[..100].to_vec()),
        ("bytes after the br stream", "br", trailing),
        ("not deflate", "deflate", vec![0xff; 64]),
    ];
    for (name, codings, bytes) in cases {
        for size in [1, 7, bytes.len()] {
            let got = chunked(&bytes, codings, size);
            assert!(
                matches!(got, Err(DecodeError::Corrupt(_))),
                "{name} in pieces of {size}: {got:?}"
            );
        }
    }
}

#[test]
fn an_error_sticks() {
    let mut d = Decoder::for_encoding("gzip").unwrap().unwrap();
    assert!(d.push(b"this is not a gzip stream at all").is_err());
    let good = encode(b"fine", "gzip");
    assert!(d.push(&good).is_err());
    assert!(d.finish().is_err());

    let mut d = Decoder::for_encoding("deflate").unwrap().unwrap();
    assert_eq!(d.finish(), Ok(Vec::new()));
    assert!(d.push(b"after the end").is_err(), "bytes after the end");
}

#[test]
fn an_empty_body_decodes_to_nothing() {
    for codings in ["gzip", "deflate", "br", "gzip, br"] {
        let mut d = Decoder::for_encoding(codings).unwrap().unwrap();
        assert_eq!(d.push(b""), Ok(Vec::new()), "{codings}");
        assert_eq!(d.finish(), Ok(Vec::new()), "{codings}");
    }
}

#[test]
fn a_bomb_is_refused_not_buffered() {
    let zeros = vec![0u8; 4 << 20];
    for codings in ["gzip", "deflate", "gzip, gzip"] {
        let encoded = encode(&zeros, codings);
        let mut d = Decoder::for_encoding(codings)
            .unwrap()
            .unwrap()
            .with_limit(1 << 20);
        let got = d.push(&encoded).and_then(|_| d.finish());
        assert_eq!(got, Err(DecodeError::TooLarge(1 << 20)), "{codings}");
        if codings.contains(',') {
            continue; // nested, a few bytes already decode to the whole bomb
        }
        // In small pieces each push stays under the cap and the whole body comes out.
        let mut d = Decoder::for_encoding(codings)
            .unwrap()
            .unwrap()
            .with_limit(1 << 20);
        let mut n = 0;
        for piece in encoded.chunks(64) {
            n += d.push(piece).unwrap().len();
        }
        n += d.finish().unwrap().len();
        assert_eq!(n, zeros.len(), "{codings}");
    }
}
