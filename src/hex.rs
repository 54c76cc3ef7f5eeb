//! Lowercase hex, written in one place: the audit chain's and the test origin's digests,
//! the admin token, and the scanner's reading of bytes in hex.

const DIGITS: &[u8; 16] = b"0123456789abcdef";

/// `bytes` in lowercase hex, appended to `out`.
pub fn push(bytes: &[u8], out: &mut Vec<u8>) {
    out.reserve(2 * bytes.len());
    out.extend(
        bytes
            .iter()
            .flat_map(|&b| [DIGITS[usize::from(b >> 4)], DIGITS[usize::from(b & 15)]]),
    );
}

/// `bytes` in lowercase hex. One allocation of the exact size, so a secret's hex (the
/// admin token) leaves no copies behind in freed buffers.
pub fn lower(bytes: &[u8]) -> String {
    let mut out = Vec::with_capacity(2 * bytes.len());
    push(bytes, &mut out);
    String::from_utf8(out).expect("hex digits are ASCII")
}

#[cfg(test)]
mod tests {
    #[test]
    fn bytes_are_written_two_lowercase_digits_each() {
        assert_eq!(super::lower(b""), "");
        assert_eq!(super::lower(&[0x00, 0x0f, 0xa5, 0xff]), "000fa5ff");
        let mut out = b"x=".to_vec();
        super::push(b"gh", &mut out);
        assert_eq!(out, b"x=6768");
    }
}
