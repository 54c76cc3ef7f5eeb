//! Content codings the test origin answers with (`GET /encoded?coding=...`), so tests can
//! check what the proxy does with an encoded response: gzip, deflate (zlib-wrapped) and
//! br. No brotli encoder is a dependency, so br is written as stored (uncompressed)
//! meta-blocks, which every decoder must accept. An unknown coding name leaves the bytes
//! as they are (the proxy must refuse them, not read them).

use std::io::Write;

use flate2::write::{GzEncoder, ZlibEncoder};
use flate2::Compression;

/// `body` with `codings` (a `Content-Encoding` list) applied in order.
pub fn encode(body: &[u8], codings: &str) -> Vec<u8> {
    let mut data = body.to_vec();
    for name in codings.split(',').map(|c| c.trim().to_ascii_lowercase()) {
        data = match name.as_str() {
            "gzip" | "x-gzip" => {
                let mut e = GzEncoder::new(Vec::new(), Compression::default());
                finish(e.write_all(&data).and_then(|()| e.finish()), data)
            }
            "deflate" => {
                let mut e = ZlibEncoder::new(Vec::new(), Compression::default());
                finish(e.write_all(&data).and_then(|()| e.finish()), data)
            }
            "br" => brotli_stored(&data),
            _ => data,
        };
    }
    data
}

/// Writing into a `Vec` cannot fail; keep the input should it ever.
fn finish(r: std::io::Result<Vec<u8>>, input: Vec<u8>) -> Vec<u8> {
    r.unwrap_or(input)
}

/// A brotli stream (RFC 7932) of uncompressed meta-blocks holding `data`.
pub fn brotli_stored(data: &[u8]) -> Vec<u8> {
    brotli_stored_after(b"", data)
}

/// [`brotli_stored`], after a metadata meta-block holding `metadata` (up to 256 bytes;
/// none when empty): bytes every decoder skips, which a test sends to see them scanned.
pub fn brotli_stored_after(metadata: &[u8], data: &[u8]) -> Vec<u8> {
    let mut w = Bits::default();
    w.put(0, 1); // WBITS = 16
    if let Some(len) = metadata.len().checked_sub(1).filter(|&l| l < 256) {
        w.put(0, 1); // ISLAST = 0
        w.put(3, 2); // MNIBBLES = 0: metadata
        w.put(0, 1); // reserved
        w.put(1, 2); // MSKIPBYTES = 1
        w.put(len as u32, 8); // MSKIPLEN - 1
        w.align();
        w.out.extend_from_slice(metadata);
    }
    for block in data.chunks(1 << 16) {
        w.put(0, 1); // ISLAST = 0
        w.put(0, 2); // MNIBBLES = 4
        w.put(block.len() as u32 - 1, 16); // MLEN - 1
        w.put(1, 1); // ISUNCOMPRESSED
        w.align();
        w.out.extend_from_slice(block);
    }
    w.put(1, 1); // ISLAST
    w.put(1, 1); // ISLASTEMPTY
    w.align();
    w.out
}

/// A `deflate` body that reads two ways, for tests of the proxy's refusal of it: as zlib
/// (RFC 9110's `deflate`), a stored block of spaces; read raw as lenient decoders read it
/// (.NET's `DeflateStream`, zlib's `inflateRaw`: up to the final block, whatever
/// follows), `hidden`. The body, and its zlib reading. Read as zlib: the header, then a
/// stored block of length 0xffe2 (its complement 0x001d). Read raw: a stored block of
/// length 0x001d (complement 0xffe2) holding the two bytes after it and 27 spaces, then
/// `hidden` deflated.
pub fn deflate_two_readings(hidden: &[u8]) -> (Vec<u8>, Vec<u8>) {
    let mut e = flate2::write::DeflateEncoder::new(Vec::new(), Compression::best());
    let raw = finish(e.write_all(hidden).and_then(|()| e.finish()), Vec::new());
    let mut stored = vec![b' '; 27];
    stored.extend_from_slice(&raw);
    stored.resize(0xffe2, b' ');
    let mut body = vec![0x08, 0x1d, 0x00, 0xe2, 0xff, 0x1d, 0x00];
    body.extend_from_slice(&stored);
    body.extend_from_slice(&[0x01, 0x00, 0x00, 0xff, 0xff]); // the final, empty block
    let (mut a, mut b) = (1u32, 0u32);
    for &x in &stored {
        a = (a + u32::from(x)) % 65_521;
        b = (b + a) % 65_521;
    }
    body.extend_from_slice(&((b << 16) | a).to_be_bytes()); // Adler-32
    (body, stored)
}

/// A `deflate` body whose zlib reading decodes `hidden` and then fails its checksum, as a
/// streaming reader learns only after handing the rest on, and whose raw reading is whole
/// and strict, ending at the body's last byte: filler and `hidden`'s compressed bytes as
/// they are, for tests of the proxy's refusal of it. Read as zlib: the header, a stored
/// block of 65,534 bytes, `hidden` deflated, a wrong Adler-32. Read raw: a stored block of
/// one byte, one of 65,525 (filler), and a final one over the rest.
pub fn deflate_broken_zlib(hidden: &[u8]) -> Vec<u8> {
    let mut e = flate2::write::DeflateEncoder::new(Vec::new(), Compression::best());
    let tail = finish(e.write_all(hidden).and_then(|()| e.finish()), Vec::new());
    let filler: u16 = 65_525;
    let mut stored = Vec::with_capacity(0xfffe);
    stored.extend(filler.to_le_bytes());
    stored.extend((filler ^ 0xffff).to_le_bytes());
    stored.extend(b"filler text ".iter().cycle().take(usize::from(filler)));
    let rest = u16::try_from(tail.len() + 4).unwrap_or(u16::MAX);
    stored.push(0x01); // the raw reading's final stored block, over the rest
    stored.extend(rest.to_le_bytes());
    stored.extend((rest ^ 0xffff).to_le_bytes());
    let mut body = vec![0x78, 0x01, 0x00];
    body.extend(0xfffe_u16.to_le_bytes());
    body.extend(0x0001_u16.to_le_bytes());
    body.extend_from_slice(&stored);
    body.extend_from_slice(&tail);
    let (mut a, mut b) = (1u32, 0u32);
    for &x in stored.iter().chain(hidden) {
        a = (a + u32::from(x)) % 65_521;
        b = (b + a) % 65_521;
    }
    body.extend_from_slice(&(((b << 16) | a) ^ 1).to_be_bytes()); // a wrong Adler-32
    body
}

/// An LSB-first bit writer.
#[derive(Default)]
struct Bits {
    out: Vec<u8>,
    acc: u32,
    n: u32,
}

impl Bits {
    fn put(&mut self, value: u32, bits: u32) {
        for i in 0..bits {
            self.acc |= ((value >> i) & 1) << self.n;
            self.n += 1;
            if self.n == 8 {
                self.align();
            }
        }
    }

    fn align(&mut self) {
        if self.n > 0 {
            self.out.push(self.acc as u8);
            self.acc = 0;
            self.n = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scan::inflate::{inflate_whole_body, InflateLimits};

    #[test]
    fn every_coding_reads_back_through_the_scanner_decoder() {
        let body = b"a body the origin encodes\n".repeat(5000);
        for codings in [
            "gzip",
            "deflate",
            "br",
            "gzip, br",
            "br, deflate",
            "identity",
        ] {
            let encoded = encode(&body, codings);
            let back = inflate_whole_body(&encoded, codings, InflateLimits::default()).unwrap();
            assert_eq!(back, body, "{codings}");
        }
        assert_eq!(brotli_stored(b""), [0x06]);
    }
}
