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
    let mut w = Bits::default();
    w.put(0, 1); // WBITS = 16
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
