//! The decoders of each coding, streamed and whole (issue 11: the two used to be separate
//! decompressors, with each other's names).

use std::io::Write;

use super::*;
use crate::origin::encode::encode;

/// Decodes `encoded` pushed in pieces of `size` bytes.
fn chunked(encoded: &[u8], codings: &str, size: usize) -> Result<Vec<u8>, InflateError> {
    let mut d = StreamInflater::for_encoding(codings)?.expect("a coding to undo");
    let mut out = Vec::new();
    for piece in encoded.chunks(size.max(1)) {
        out.extend(d.push(piece)?);
    }
    out.extend(d.finish()?);
    Ok(out)
}

/// Decodes `encoded` split once at `at`.
fn split_at(encoded: &[u8], codings: &str, at: usize) -> Result<Vec<u8>, InflateError> {
    let mut d = StreamInflater::for_encoding(codings)?.expect("a coding to undo");
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
        assert!(StreamInflater::for_encoding(h).unwrap().is_none(), "{h:?}");
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
        let got = StreamInflater::for_encoding(codings).map(|d| d.is_some());
        assert!(
            matches!(got, Err(InflateError::Unsupported(_))),
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
                matches!(got, Err(InflateError::Corrupt(_))),
                "{name} in pieces of {size}: {got:?}"
            );
        }
    }
}

#[test]
fn an_error_sticks() {
    let mut d = StreamInflater::for_encoding("gzip").unwrap().unwrap();
    assert!(d.push(b"this is not a gzip stream at all").is_err());
    let good = encode(b"fine", "gzip");
    assert!(d.push(&good).is_err());
    assert!(d.finish().is_err());

    let mut d = StreamInflater::for_encoding("deflate").unwrap().unwrap();
    assert_eq!(d.finish(), Ok(Vec::new()));
    assert!(d.push(b"after the end").is_err(), "bytes after the end");
}

#[test]
fn an_empty_body_decodes_to_nothing() {
    for codings in ["gzip", "deflate", "br", "gzip, br"] {
        let mut d = StreamInflater::for_encoding(codings).unwrap().unwrap();
        assert_eq!(d.push(b""), Ok(Vec::new()), "{codings}");
        assert_eq!(d.finish(), Ok(Vec::new()), "{codings}");
    }
}

#[test]
fn a_bomb_is_refused_not_buffered() {
    let zeros = vec![0u8; 4 << 20];
    for codings in ["gzip", "deflate", "gzip, gzip"] {
        let encoded = encode(&zeros, codings);
        let mut d = StreamInflater::for_encoding(codings)
            .unwrap()
            .unwrap()
            .with_limit(1 << 20);
        let got = d.push(&encoded).and_then(|_| d.finish());
        assert_eq!(got, Err(InflateError::TooLarge(1 << 20)), "{codings}");
        if codings.contains(',') {
            continue; // nested, a few bytes already decode to the whole bomb
        }
        // In small pieces each push stays under the cap and the whole body comes out.
        let mut d = StreamInflater::for_encoding(codings)
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

#[test]
fn whole_body_inflate_caps_bombs() {
    let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    enc.write_all(&vec![b'a'; 8 << 20]).unwrap();
    let gz = enc.finish().unwrap();
    let small = InflateLimits {
        max_output: 1 << 20,
        max_ratio: 200,
    };
    assert_eq!(
        inflate_whole_body(&gz, "gzip", small),
        Err(InflateError::TooLarge(1 << 20))
    );
    assert!(matches!(
        inflate_whole_body(&gz, "gzip", InflateLimits::default()),
        Err(InflateError::TooLarge(_))
    ));
    let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    enc.write_all(b"hello body").unwrap();
    assert_eq!(
        inflate_whole_body(&enc.finish().unwrap(), "gzip", small).unwrap(),
        b"hello body"
    );
    assert!(matches!(
        inflate_whole_body(b"x", "zstd", small),
        Err(InflateError::Unsupported(_))
    ));
    assert!(matches!(
        inflate_whole_body(b"garbage", "gzip", small),
        Err(InflateError::Corrupt(_))
    ));
}

/// A name, the encoded bytes, the codings, and the decoded bytes or the error's kind.
type Case<'a> = (&'a str, Vec<u8>, &'a str, Result<&'a [u8], &'a str>);

/// What the whole-body path answers, and what the streamed path answers, for one input.
fn both_ways(
    body: &[u8],
    codings: &str,
) -> (Result<Vec<u8>, InflateError>, Result<Vec<u8>, InflateError>) {
    let whole = inflate_whole_body(body, codings, InflateLimits::default());
    (whole, chunked(body, codings, 7))
}

/// The whole-body and streamed paths now run the same decoder per coding, so they agree.
/// Two answers of the old whole-body decompressor (flate2's readers) changed with it:
/// bytes after the end of a zlib stream were ignored, unscanned (now `Corrupt`, as the
/// stream decoder always said), and a list with an unsupported coding is refused before
/// any coding is undone.
#[test]
fn whole_body_and_stream_run_one_decoder_per_coding() {
    let body = b"one decoder per coding\n".repeat(100);
    let mut zlib_then_junk = encode(&body, "deflate");
    zlib_then_junk.extend_from_slice(b"junk after the stream");
    let mut gzip_then_junk = encode(&body, "gzip");
    gzip_then_junk.extend_from_slice(b"junk after the stream");
    let cut = encode(&body, "br");
    let cut = &cut[..cut.len() / 2];
    let cases: [Case; 11] = [
        ("gzip", encode(&body, "gzip"), "gzip", Ok(&body)),
        (
            "zlib-wrapped deflate",
            encode(&body, "deflate"),
            "deflate",
            Ok(&body),
        ),
        ("raw deflate", raw_deflate(&body), "deflate", Ok(&body)),
        ("br", encode(&body, "br"), "br", Ok(&body)),
        ("stacked", encode(&body, "gzip, br"), "gzip, br", Ok(&body)),
        ("no bytes at all", Vec::new(), "gzip", Ok(b"")),
        ("junk after zlib", zlib_then_junk, "deflate", Err("corrupt")),
        ("junk after gzip", gzip_then_junk, "gzip", Err("corrupt")),
        ("cut short", cut.to_vec(), "br", Err("corrupt")),
        ("garbage", b"garbage".to_vec(), "gzip", Err("corrupt")),
        (
            "unsupported in a list",
            encode(&body, "gzip"),
            "zstd, gzip",
            Err("unsupported"),
        ),
    ];
    let kind = |r: &Result<Vec<u8>, InflateError>| match r {
        Ok(_) => "ok",
        Err(InflateError::Corrupt(_)) => "corrupt",
        Err(InflateError::Unsupported(_)) => "unsupported",
        Err(InflateError::TooLarge(_)) => "too large",
        Err(InflateError::Ambiguous) => "ambiguous",
    };
    for (name, encoded, codings, want) in cases {
        let (whole, streamed) = both_ways(&encoded, codings);
        match want {
            Ok(plain) => {
                assert_eq!(whole.as_deref(), Ok(plain), "{name}: whole");
                assert_eq!(streamed.as_deref(), Ok(plain), "{name}: streamed");
            }
            Err(k) => {
                assert_eq!(kind(&whole), k, "{name}: whole {whole:?}");
                assert_eq!(kind(&streamed), k, "{name}: streamed {streamed:?}");
            }
        }
    }
}

#[test]
fn brotli_windows_are_read_from_the_first_byte() {
    let cases = [
        (0b0000_0000, 16),
        (0b0000_0011, 18),
        (0b0000_1111, 24),
        (0b0000_0001, 17),
        (0b0010_0001, 10),
        (0b0111_0001, 15),
        // Reserved (the large-window extension): counted as the largest.
        (0b0001_0001, 24),
    ];
    for (first, wbits) in cases {
        assert_eq!(brotli_window(first), 1 << wbits, "{first:#010b}");
    }
}

/// What a stream decoder keeps between pushes is reported for the memory budget: a
/// brotli stream counts the largest window until its header says less.
#[test]
fn stream_decoders_report_their_windows() {
    let body = b"some text ".repeat(50);
    let gz = StreamInflater::for_encoding("gzip").unwrap().unwrap();
    assert_eq!(gz.memory(), FLATE_STATE);
    let mut br = StreamInflater::for_encoding("br").unwrap().unwrap();
    assert_eq!(br.memory(), BROTLI_STATE + BROTLI_MAX_WINDOW);
    let encoded = encode(&body, "br");
    let mut out = br.push(&encoded[..1]).unwrap();
    assert_eq!(
        br.memory(),
        BROTLI_STATE + (1 << 16),
        "WBITS 16, as written"
    );
    out.extend(br.push(&encoded[1..]).unwrap());
    out.extend(br.finish().unwrap());
    assert_eq!(out, body);
    let both = StreamInflater::for_encoding("gzip, br").unwrap().unwrap();
    assert_eq!(
        both.memory(),
        FLATE_STATE + BROTLI_STATE + BROTLI_MAX_WINDOW
    );
}

/// Found by fuzzing (`scan_inflate_stream`): brotli-decompressor 5.0.3 decodes this body
/// (invalid for the reference decoder, which stops after 259 bytes) to 279 bytes when it
/// is given whole, and refuses it, as the reference does, when it arrives a byte at a time.
/// What holds, and what the leak guard needs: whichever way the body arrives, what one
/// reading yields before it fails is a prefix of what the other yields, so the scanner
/// never reads less than an origin's decoder could; a reading that fails refuses the body.
#[test]
fn a_brotli_body_read_in_pieces_never_yields_what_the_whole_reading_does_not() {
    let body: &[u8] = &[
        0, 17, 0, 248, 148, 85, 85, 0, 85, 2, 64, 85, 0, 3, 0, 107, 3, 1, 4, 113, 245, 3, 11, 68,
        19, 1, 11, 255, 1, 0, 0, 11, 130, 4, 112, 245,
    ];
    let whole = chunked(body, "br", body.len()).expect("the crate reads it whole");
    let mut d = StreamInflater::for_encoding("br").unwrap().unwrap();
    let mut partial = Vec::new();
    let mut failed = None;
    for b in body.chunks(1).map(<[u8]>::to_vec).chain([Vec::new()]) {
        let r = if b.is_empty() { d.finish() } else { d.push(&b) };
        match r {
            Ok(out) => partial.extend(out),
            Err(e) => {
                failed = Some(e);
                break;
            }
        }
    }
    assert_eq!(
        failed,
        Some(InflateError::Corrupt("br")),
        "read a byte at a time, it is refused"
    );
    assert!(partial.len() < whole.len() && whole.starts_with(&partial));
}

/// A blob that opens as a gzip member (with or without its optional header fields) or a
/// zlib stream inflates whole, cut short to what it decoded, and no further than the cap;
/// other bytes, and a zlib header that asks for a preset dictionary, fails its check or
/// names a window past 32 KiB, are not inflated.
#[test]
fn a_compressed_blob_inflates_within_its_cap() {
    let text: Vec<u8> = (0..2000u32)
        .flat_map(|i| format!("item {i}: value {}\n", i * 7919 % 1000).into_bytes())
        .collect();
    let mut named = flate2::GzBuilder::new()
        .filename("values.json")
        .comment("release v3")
        .extra(vec![7; 300])
        .write(Vec::new(), flate2::Compression::default());
    named.write_all(&text).unwrap();
    let named = named.finish().unwrap();
    let (gz, zl) = (encode(&text, "gzip"), encode(&text, "deflate"));
    for blob in [&gz, &named, &zl] {
        assert_eq!(super::blob(blob, BLOB_CAP).as_deref(), Some(&text[..]));
        let half = super::blob(&blob[..blob.len() / 2], BLOB_CAP).expect("what it decoded");
        assert!(half.len() < text.len() && text.starts_with(&half));
        assert_eq!(super::blob(blob, 100).as_deref(), Some(&text[..100]));
        assert_eq!(super::blob(blob, 0), None);
    }
    let bomb = encode(&vec![0; 8 << 20], "gzip");
    assert_eq!(
        super::blob(&bomb, BLOB_CAP).map(|b| b.len()),
        Some(BLOB_CAP)
    );
    assert_eq!(super::blob(&text, BLOB_CAP), None);
    assert_eq!(super::blob(&gz[..12], BLOB_CAP), None, "a header alone");
    for header in [[0x78, 0xbb], [0x78, 0x9d], [0x88, 0x1c]] {
        let blob = [&header[..], &zl[2..]].concat();
        assert_eq!(super::blob(&blob, BLOB_CAP), None, "{header:02x?}");
    }
}
