//! Fake credentials for tests, the evaluation corpus and benchmarks: each rule's `fake`
//! template expanded with a seeded generator, with valid checksums where the format has
//! one. Never real tokens. Negative modes make the hard negatives of the same shape.
//!
//! Template codes: `{aN}` base62, `{hN}` hex, `{HN}` upper hex, `{dN}` digits, `{UN}`
//! upper alphanumerics, `{cN}` lower alphanumerics, `{lN}` letters, `{bN}` base64url, `{sN}` base64, `{zN}` bech32,
//! `{crc}` the GitHub/npm checksum of what follows the 4-byte prefix, and the whole
//! shapes `{jwt}`, `{basic}`, `{url}`, `{pem:TYPE}`, `{openssh:ed25519|ecdsa|rsa}` (an
//! `openssh-key-v1` blob laid out as `ssh-keygen` writes it, random key bytes) and
//! `{b64basic}` (base64 of `user:password`, as a docker `config.json` `auth` holds).

use base64::Engine as _;

use super::check::crc_base62;

/// How to fill a template.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Random characters: a positive.
    Real,
    /// Every random character `x`: a placeholder.
    Repeat,
    /// Random parts replaced by an ascending run: a placeholder.
    Sequential,
    /// A random token with `EXAMPLE` written into it (and a checksum that then fails).
    Example,
}

/// A small deterministic generator (splitmix64).
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// Seeded from a label and a number.
    pub fn new(label: &str, n: u64) -> Rng {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in label.bytes() {
            h = (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
        }
        Rng(h ^ n.wrapping_mul(0x9e37_79b9_7f4a_7c15))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// `n` characters drawn from `alphabet`.
    pub fn pick(&mut self, alphabet: &[u8], n: usize) -> String {
        (0..n)
            .map(|_| alphabet[(self.next_u64() % alphabet.len() as u64) as usize] as char)
            .collect()
    }
}

const B62: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const B64URL: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";
const B64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

fn alphabet(code: u8) -> Option<&'static [u8]> {
    Some(match code {
        b'a' => B62,
        b'h' => b"0123456789abcdef",
        b'H' => b"0123456789ABCDEF",
        b'd' => b"0123456789",
        b'U' => b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
        b'l' => b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
        b'c' => b"abcdefghijklmnopqrstuvwxyz0123456789",
        b'b' => B64URL,
        b's' => B64,
        b'z' => b"QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L",
        _ => return None,
    })
}

fn fill(rng: &mut Rng, alpha: &[u8], n: usize, mode: Mode, first: &mut bool) -> String {
    match mode {
        Mode::Real => rng.pick(alpha, n),
        Mode::Repeat => "x".repeat(n),
        Mode::Sequential => {
            let mut sorted = alpha.to_vec();
            sorted.sort_unstable();
            (0..n).map(|i| sorted[i % sorted.len()] as char).collect()
        }
        Mode::Example => {
            let mut s = rng.pick(alpha, n);
            if *first && n >= 7 {
                s.replace_range(..7, "EXAMPLE");
                *first = false;
            }
            s
        }
    }
}

/// Expands a rule's template.
pub fn expand(template: &str, mode: Mode, rng: &mut Rng) -> String {
    let mut out = String::new();
    let mut first = true;
    let mut rest = template;
    while let Some(i) = rest.find('{') {
        out.push_str(&rest[..i]);
        let tail = &rest[i..];
        let Some(close) = tail.find('}') else { break };
        let code = &tail[1..close];
        let mut used = true;
        match code {
            "crc" => {
                let body = out.get(4..).unwrap_or("").to_string();
                let crc = crc_base62(body.as_bytes());
                out.push_str(std::str::from_utf8(&crc).unwrap_or("000000"));
            }
            "jwt" => out.push_str(&jwt(rng, mode)),
            "basic" => out.push_str(&basic(rng, mode)),
            "b64basic" => out.push_str(basic(rng, mode).trim_start_matches("Basic ")),
            "url" => out.push_str(&url(rng, mode)),
            _ if code.starts_with("pem:") => out.push_str(&pem(&code[4..], rng, mode)),
            _ if code.starts_with("openssh:") => out.push_str(&openssh(&code[8..], rng, mode)),
            _ => {
                let parsed = code
                    .as_bytes()
                    .first()
                    .and_then(|&c| alphabet(c))
                    .zip(code.get(1..).and_then(|n| n.parse::<usize>().ok()));
                match parsed {
                    Some((alpha, n)) => out.push_str(&fill(rng, alpha, n, mode, &mut first)),
                    None => used = false,
                }
            }
        }
        if used {
            rest = &tail[close + 1..];
        } else {
            out.push('{');
            rest = &tail[1..];
        }
    }
    out.push_str(rest);
    out
}

/// `text` spelled in hex (RFC 4648 base16), as an agent hiding a token writes it.
pub fn base16(text: &[u8]) -> String {
    let mut hex = Vec::with_capacity(2 * text.len());
    super::decode::spell_hex(text, &mut hex);
    String::from_utf8(hex).unwrap_or_default()
}

/// `text` spelled in RFC 4648 base32, padded.
pub fn base32(text: &[u8]) -> String {
    spell32(text, b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
}

/// `text` spelled in RFC 4648 base32hex ("extended hex"), padded.
pub fn base32hex(text: &[u8]) -> String {
    spell32(text, b"0123456789ABCDEFGHIJKLMNOPQRSTUV")
}

fn spell32(text: &[u8], alphabet: &[u8; 32]) -> String {
    let mut out = String::new();
    for group in text.chunks(5) {
        let mut five = [0u8; 5];
        five[..group.len()].copy_from_slice(group);
        let bits = five.iter().fold(0u64, |acc, &b| acc << 8 | u64::from(b));
        let chars = (group.len() * 8).div_ceil(5);
        for i in 0..8 {
            match i < chars {
                true => out.push(char::from(alphabet[((bits >> (35 - 5 * i)) & 31) as usize])),
                false => out.push('='),
            }
        }
    }
    out
}

fn b64url(s: &[u8]) -> String {
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(s)
}

fn jwt(rng: &mut Rng, mode: Mode) -> String {
    let header = b64url(br#"{"alg":"HS256","typ":"JWT"}"#);
    let sub = rng.pick(B62, 12);
    let payload = b64url(format!(r#"{{"sub":"{sub}","iat":1700000000}}"#).as_bytes());
    let mut first = true;
    let sig = fill(rng, B64URL, 43, mode, &mut first);
    if mode == Mode::Repeat {
        // Unsigned: `alg: none` and no signature.
        let none = b64url(br#"{"alg":"none"}"#);
        return format!("{none}.{payload}.");
    }
    format!("{header}.{payload}.{sig}")
}

fn basic(rng: &mut Rng, mode: Mode) -> String {
    let user = rng.pick(b"abcdefghijklmnopqrstuvwxyz", 6);
    let mut first = true;
    let pass = match mode {
        Mode::Real => rng.pick(B62, 16),
        Mode::Repeat => "password".to_string(),
        _ => fill(rng, B62, 16, mode, &mut first),
    };
    let enc = base64::engine::general_purpose::STANDARD.encode(format!("{user}:{pass}"));
    format!("Basic {enc}")
}

fn url(rng: &mut Rng, mode: Mode) -> String {
    let user = rng.pick(b"abcdefghijklmnopqrstuvwxyz", 5);
    let mut first = true;
    let pass = match mode {
        Mode::Real => rng.pick(B62, 18),
        Mode::Repeat => "${DB_PASSWORD}".to_string(),
        _ => fill(rng, B62, 18, mode, &mut first),
    };
    format!("postgres://{user}:{pass}@db.internal.acme.io:5432/app")
}

fn pem(kind: &str, rng: &mut Rng, mode: Mode) -> String {
    let mut first = true;
    let body: Vec<String> = (0..6)
        .map(|_| fill(rng, B64, 64, mode, &mut first))
        .collect();
    format!(
        "-----BEGIN {kind}-----\n{}\n-----END {kind}-----\n",
        body.join("\n")
    )
}

/// An OpenSSH private key of `kind` as `ssh-keygen` writes it: the `openssh-key-v1`
/// head (cipher and KDF `none`), the public key, and the private section with random key
/// bytes; base64 wrapped at 70. Stand-in modes give a body of the same size.
fn openssh(kind: &str, rng: &mut Rng, mode: Mode) -> String {
    let (name, public, private): (&str, usize, usize) = match kind {
        "ecdsa" => ("ecdsa-sha2-nistp256", 65, 33),
        "rsa" => ("ssh-rsa", 257, 1024),
        _ => ("ssh-ed25519", 32, 64),
    };
    let wrap = |b64: &str| {
        let lines: Vec<&str> = b64
            .as_bytes()
            .chunks(70)
            .filter_map(|c| std::str::from_utf8(c).ok())
            .collect();
        format!(
            "-----BEGIN OPENSSH PRIVATE KEY-----\n{}\n-----END OPENSSH PRIVATE KEY-----\n",
            lines.join("\n")
        )
    };
    if mode != Mode::Real {
        let mut first = true;
        let n = (public + private) * 4 / 3 + 120;
        return wrap(&fill(rng, B64, n, mode, &mut first));
    }
    let string = |out: &mut Vec<u8>, s: &[u8]| {
        out.extend_from_slice(&(s.len() as u32).to_be_bytes());
        out.extend_from_slice(s);
    };
    let mut random = |n: usize| -> Vec<u8> { (0..n).map(|_| rng.next_u64() as u8).collect() };
    let pub_bytes = random(public);
    let mut pubkey = Vec::new();
    string(&mut pubkey, name.as_bytes());
    string(&mut pubkey, &pub_bytes);
    let check = random(4);
    let mut section = Vec::new();
    section.extend_from_slice(&check);
    section.extend_from_slice(&check);
    string(&mut section, name.as_bytes());
    string(&mut section, &pub_bytes);
    string(&mut section, &random(private));
    string(&mut section, b"dev@laptop");
    let mut pad = 1u8;
    while section.len() % 8 != 0 {
        section.push(pad);
        pad += 1;
    }
    let mut blob = b"openssh-key-v1\0".to_vec();
    string(&mut blob, b"none");
    string(&mut blob, b"none");
    string(&mut blob, b"");
    blob.extend_from_slice(&1u32.to_be_bytes());
    string(&mut blob, &pubkey);
    string(&mut blob, &section);
    wrap(&base64::engine::general_purpose::STANDARD.encode(blob))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn github_template_carries_a_valid_checksum() {
        let t = expand("ghp_{a30}{crc}", Mode::Real, &mut Rng::new("t", 1));
        assert_eq!(t.len(), 40);
        assert_eq!(crc_base62(&t.as_bytes()[4..34]), t.as_bytes()[34..]);
    }

    #[test]
    fn literal_braces_stay() {
        let t = expand(r#"{"k": "{h4}"}"#, Mode::Repeat, &mut Rng::new("t", 1));
        assert_eq!(t, r#"{"k": "xxxx"}"#);
    }

    #[test]
    fn base16_and_base32_spell_as_rfc_4648_does() {
        // RFC 4648 §10's test vectors.
        assert_eq!(base32(b"foobar"), "MZXW6YTBOI======");
        assert_eq!(base32(b"fooba"), "MZXW6YTB");
        assert_eq!(base32(b"f"), "MY======");
        assert_eq!(base16(b"foobar"), "666f6f626172");
        assert_eq!(base32hex(b"foobar"), "CPNMUOJ1E8======");
    }
}
