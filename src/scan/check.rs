//! Validators: what a regex candidate must also be to count as a credential (checksum,
//! structure, entropy), and what makes it a placeholder or a documented example.

use std::sync::LazyLock;

use std::ops::ControlFlow;

use base64::Engine as _;

use super::decode;
use super::pairs::{lies_at, Pairs};
use super::rules::{Check, Rule};

const BASE62: &[u8; 62] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/// What cuts a value short where it is shown (`jPZa…`, `sk-abc...`): a preview's end.
const PREVIEW_MARKS: [&[u8]; 2] = ["…".as_bytes(), b"..."];

/// The characters of an Azure annotated key from its `JQQJ9` signature on.
const ANNOTATED_TAIL: usize = 32;

/// Base62 of a CRC32, left-padded with `0` to 6 characters (GitHub's and npm's scheme).
pub fn crc_base62(body: &[u8]) -> [u8; 6] {
    let mut n = crc32fast::hash(body);
    let mut out = [b'0'; 6];
    for slot in out.iter_mut().rev() {
        *slot = BASE62[(n % 62) as usize];
        n /= 62;
    }
    out
}

/// `ghp_` + 30 random + 6 checksum: the checksum is over the characters between the
/// prefix and itself. A variable-length match (`ghr_`) may run on into bytes glued after
/// the token, so each shorter token it starts with is tried too, down to the 40 bytes of
/// the shortest; a chance checksum is one in 62^6 a length.
fn github_crc(token: &[u8]) -> bool {
    const SHORTEST: usize = 4 + 30 + 6;
    (SHORTEST..=token.len()).rev().any(|len| {
        let (body, sum) = token[4..len].split_at(len - 4 - 6);
        crc_base62(body) == sum
    })
}

/// Whether `needle` occurs in `hay`.
pub fn contains(hay: &[u8], needle: &[u8]) -> bool {
    !needle.is_empty() && memchr::memmem::find(hay, needle).is_some()
}

/// `c · log2(c)` for the counts an [`entropy`] can see.
static C_LOG_C: LazyLock<Vec<f32>> = LazyLock::new(|| {
    (0..=ENTROPY_SPAN)
        .map(|c| match c {
            0 => 0.0,
            c => c as f32 * (c as f32).log2(),
        })
        .collect()
});

/// The bytes [`entropy`] reads: the first kilobyte tells random from repetitive well
/// enough.
const ENTROPY_SPAN: usize = 1024;

/// Shannon entropy in bits per byte: `log2(n) - Σ c·log2(c) / n` over the byte counts.
pub fn entropy(s: &[u8]) -> f32 {
    let s = &s[..s.len().min(ENTROPY_SPAN)];
    if s.is_empty() {
        return 0.0;
    }
    // Counted without a branch a byte; the bytes seen, as bits, say which counts to sum.
    let mut counts = [0u16; 256];
    let mut seen = [0u64; 4];
    for &b in s {
        counts[usize::from(b)] += 1;
        seen[usize::from(b >> 6)] |= 1 << (b & 63);
    }
    let mut sum = 0.0f32;
    for (word, mut bits) in seen.into_iter().enumerate() {
        while bits != 0 {
            let b = word * 64 + bits.trailing_zeros() as usize;
            sum += C_LOG_C[usize::from(counts[b])];
            bits &= bits - 1;
        }
    }
    let n = s.len() as f32;
    n.log2() - sum / n
}

/// Words that mark a value as a stand-in, compared case-insensitively.
const PLACEHOLDER_WORDS: &[&str] = &[
    "example",
    "xxxx",
    "redacted",
    "placeholder",
    "your_",
    "your-",
    "yourtoken",
    "changeme",
    "change-me",
    "change_me",
    "replace-me",
    "replace_me",
    "replaceme",
    "dummy",
    "<",
    ">",
    // `<password>` written inside XML or HTML.
    "&lt;",
    "&gt;",
    "${",
    "{{",
    "}}",
    "****",
    "....",
    "%s",
    "0000000",
    "fake",
    "sample",
    "insert",
    // A note left where the value goes (`TODO-add-pagerduty-token`), as a word of its
    // own ([`inside_word`]).
    "todo",
];

/// Values providers publish in their documentation; never real.
const DOCUMENTED: &[&[u8]] = &[
    // AWS's access key id and secret key in its documentation.
    b"AKIAIOSFODNN7EXAMPLE",
    b"wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    b"Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==",
    b"AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe",
    // Stripe's test-mode secret key in its API reference.
    b"sk_test_4eC39HqLyjWDarjtT1zdp7dc",
    // Slack's sample bot token.
    b"xoxb-17653672481-19874698323-pdFZKVeTuE8sk7oOcBrzbqgy",
    // The signature of jwt.io's example token.
    b"SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
    // RFC 7617's Basic examples: Aladdin:open sesame, test:123£.
    b"QWxhZGRpbjpvcGVuIHNlc2FtZQ==",
    b"dGVzdDoxMjPCow==",
    // RFC 6749's example access and refresh tokens.
    b"2YotnFZFEjr1zCsicMWpAA",
    b"tGzv3JOkF0XG5Qx2TlKWIA",
];

/// The two sets [`MARKS`] searches.
const WORDS: usize = 0;
const DOCS: usize = 1;

/// Stand-in words (any case) and documented values (exact), by their first two bytes:
/// one pass over a match finds both.
static MARKS: LazyLock<(Pairs, [Vec<Vec<u8>>; 2])> = LazyLock::new(|| {
    let words = PLACEHOLDER_WORDS
        .iter()
        .map(|w| w.as_bytes().to_vec())
        .collect();
    let docs = DOCUMENTED.iter().map(|d| d.to_vec()).collect();
    let sets: [Vec<Vec<u8>>; 2] = [words, docs];
    let pairs = Pairs::new(
        [
            (WORDS, &sets[WORDS][..], true),
            (DOCS, &sets[DOCS][..], false),
        ]
        .into_iter(),
    );
    (pairs, sets)
});

/// What lies in `s`: where its first stand-in word starts, and whether it holds a
/// documented value (only looked for when `docs`).
fn marks(s: &[u8], docs: bool) -> (Option<usize>, bool) {
    let (pairs, sets) = &*MARKS;
    let (mut word, mut doc) = (None, false);
    let _ = pairs.each(s, 0..s.len(), |at, set, i| {
        if (set == WORDS && word.is_none()) || (set == DOCS && docs && !doc) {
            let mark = &sets[set][i];
            let found = lies_at(s, at, mark, set == WORDS)
                && !(set == WORDS && mark == b"%s" && inside_word(s, at, 2))
                && !(set == WORDS && mark == b"todo" && inside_word(s, at, 4))
                && !(set == WORDS && mark == b"xxxx" && chance_xs(s, at))
                && !(set == WORDS && matches!(&mark[..], b">" | b"<") && arrow(s, at));
            if found && set == WORDS {
                word = Some(at);
            }
            doc |= found && set == DOCS;
        }
        match word.is_some() && (doc || !docs) {
            true => ControlFlow::Break(()),
            false => ControlFlow::Continue(()),
        }
    });
    (word, doc)
}

/// Whether the `>` or `<` at `at` of `s` is part of an arrow (`=>`, `->`: a PHP or Ruby
/// array's `'Authorization' => 'Token …'`, `print_r`'s `[Authorization] => …`; R's
/// assignment, `<-` and `<<-`), which is syntax, not a stand-in's bracket
/// (`<your-token>`).
fn arrow(s: &[u8], at: usize) -> bool {
    match s[at] {
        b'<' => s.get(at + 1) == Some(&b'-') || s.get(at + 1..at + 3) == Some(b"<-"),
        _ => at
            .checked_sub(1)
            .is_some_and(|i| matches!(s[i], b'=' | b'-')),
    }
}

/// Whether the `len` bytes at `at` of `s` are glued to a letter or a digit on either side:
/// a note's `TODO` is a word of its own (`TODO-add-token`), a random key's `Todo` is
/// chance (four letters fall in a 36-character key once in 28,000).
fn inside_word(s: &[u8], at: usize, len: usize) -> bool {
    glued(s, at) || s.get(at + len).is_some_and(u8::is_ascii_alphanumeric)
}

/// Whether the four x's at `at` of `s` are a random key's chance, not a mask: a mask is
/// written in one case (`xxxx`, `XXXX`); x's of both cases glued to a key's own alphabet
/// (`…JXXxxC7…`) fall in a random 32-character key about once in 30,000.
fn chance_xs(s: &[u8], at: usize) -> bool {
    let xs = &s[at..at + 4];
    xs.contains(&b'x') && xs.contains(&b'X') && inside_word(s, at, 4)
}

/// Whether the byte before `at` is a letter or a digit: a format directive (`%s`) stands in
/// for a value only where it is a word of its own (`token=%s`, `"%s"`, `%s:%s`); glued to
/// a key's own alphabet on either side (a Django key's `…6f%s*0a…`, a password's
/// `…Qs*%S3d…`) it is chance.
fn glued(s: &[u8], at: usize) -> bool {
    at.checked_sub(1)
        .and_then(|i| s.get(i))
        .is_some_and(u8::is_ascii_alphanumeric)
}

/// Whether a match holds a value a provider documents (`whole` is the match, `secret`
/// its group 1): a cut of it is no secret either.
pub fn documented(whole: &[u8], secret: &[u8]) -> bool {
    DOCUMENTED.contains(&secret) || marks(whole, true).1
}

/// Whether `s` holds a run of six of one character or six ascending (`abcdef`, `123456`).
fn monotone(s: &[u8]) -> bool {
    monotone_at(s).is_some()
}

/// Where the first run of six of one character or six ascending starts in `s`, letters
/// ascending in either case (`UvwxyZ`, a documentation's made-up key). Blanks are layout,
/// not a stand-in: a match that spans an indented line (a `my.cnf` in a YAML block) holds
/// runs of them.
fn monotone_at(s: &[u8]) -> Option<usize> {
    let (mut same, mut asc) = (1, 1);
    for (i, w) in s.windows(2).enumerate() {
        let blank = matches!(w[1], b' ' | b'\t');
        same = if w[0] == w[1] && !blank { same + 1 } else { 1 };
        let (a, b) = (w[0].to_ascii_lowercase(), w[1].to_ascii_lowercase());
        asc = if b == a.wrapping_add(1) { asc + 1 } else { 1 };
        if same >= 6 || asc >= 6 {
            return Some(i + 2 - same.max(asc));
        }
    }
    None
}

/// Where the first stand-in mark in `s` starts: a stand-in word, or a run of six of one
/// character or six ascending. What [`is_placeholder`] finds, placed.
pub fn stand_in_at(s: &[u8]) -> Option<usize> {
    match (marks(s, false).0, monotone_at(s)) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// Whether `s` looks like a placeholder: a stand-in word, a long run of one character,
/// or a long ascending run (`abcdef`, `123456`).
pub fn is_placeholder(s: &[u8]) -> bool {
    marks(s, false).0.is_some() || monotone(s)
}

/// Runs every check on a candidate; `whole` is the regex match, `secret` its group 1.
pub fn validate(check: Check, min_entropy: Option<f32>, whole: &[u8], secret: &[u8]) -> bool {
    // A value beside a generic name is judged as it decodes (a form's or a test vector's
    // `%c3%89t%C3%A9` is `Été`): an escape is no character of it.
    let decoded: Vec<u8>;
    let secret = match check {
        Check::Assigned | Check::ShortPassword | Check::Random if secret.contains(&b'%') => {
            decoded = percent_encoding::percent_decode(secret).collect();
            &decoded[..]
        }
        _ => secret,
    };
    // Cheap structure first: most candidates in clean text fail here.
    let structure = match check {
        Check::None
        | Check::AwsKeyId
        | Check::KeyFile
        | Check::MailgunKey
        | Check::Annotated
        | Check::Discord => true,
        // A base62 secret beside its key id, not the start of a digest after the id (a
        // commit's hash): a run of hex digits alone is no such secret.
        Check::Paired => !secret.iter().all(u8::is_ascii_hexdigit),
        Check::AwsSecret => !is_placeholder(&whole[..whole.len().min(20)]),
        Check::GithubCrc => github_crc(whole),
        Check::Jwt => jwt(whole),
        Check::Basic => basic(secret),
        Check::UrlPassword => url_password(whole, secret),
        Check::Pem => pem(secret),
        // (Random bytes in hex reach 4 bits a digit at most; a key's over its first
        // kilobyte, about 3.9.)
        Check::DerHex => key_material(secret, 64, 3.5),
        Check::Ppk => key_material(secret, 40, 4.2),
        Check::Password => real_password(secret),
        Check::Opaque => opaque(secret),
        Check::Assigned | Check::ShortPassword => assigned(secret),
        Check::Upstash => upstash(whole),
        Check::Random => {
            assigned(secret)
                && !twilio_sid(secret)
                && (random_uuid(secret)
                    || !secret.iter().all(|b| b.is_ascii_hexdigit() || *b == b'-'))
        }
    };
    // A random UUID's randomness is its shape: 36 characters of 17 symbols fall below the
    // floor of a base62 key one time in twenty, and never below 3.0. A provider's key is
    // held to what its length and alphabet reach.
    let floor = min_entropy.map(|min| match check {
        Check::Random if random_uuid(secret) => min.min(3.0),
        // A generic name's floor tells a value from a word, and no word is 32 hex digits
        // long: such a value is held to what hex reaches (40 random hex digits fall
        // below 3.5 one time in five).
        Check::Assigned | Check::ShortPassword
            if secret.len() >= 32 && secret.iter().all(u8::is_ascii_hexdigit) =>
        {
            min.min(3.0)
        }
        Check::None | Check::MailgunKey | Check::Annotated | Check::Paired => {
            reachable(secret, min)
        }
        _ => min,
    });
    if !structure || floor.is_some_and(|min| entropy(secret) < min) {
        return false;
    }
    // A PEM body (or a DER's in hex) was checked for stand-ins by `key_material`, and
    // holds no short documented value.
    if matches!(check, Check::Pem | Check::Ppk | Check::DerHex) {
        return true;
    }
    // A URL's host is read apart from its password: a random password pasted with its
    // host made `db.example.com` (as people redact a host and keep the rest) is a leak,
    // though a documentation host's `user:secret123` is an example. A stand-in in the host
    // asks for a password that is no word ([`random_password`]); one before it is judged
    // below. The password ends at the last `@`: a host holds none.
    let whole = match check {
        Check::UrlPassword => {
            let (userinfo, host) =
                whole.split_at(memchr::memrchr(b'@', whole).unwrap_or(whole.len()));
            if marks(host, false).0.is_some() && !random_password(secret) {
                return false;
            }
            userinfo
        }
        // An annotated key's signature and the fields after it are structure, zeros
        // among them (`…JQQJ99BCACAAAAAZ…`): the random part before them is judged.
        Check::Annotated => &whole[..whole.len().saturating_sub(ANNOTATED_TAIL)],
        _ => whole,
    };
    // A pair's key id and secret are judged, not what lies between them: an element's
    // `">` between two attributes (`value="LTAI…"/>` over `value="v"`) is no
    // `<stand-in>`.
    if matches!(check, Check::Paired) {
        let id = whole
            .iter()
            .take_while(|b| b.is_ascii_alphanumeric())
            .count();
        let stand_in = |s: &[u8]| {
            let (word, documented) = marks(s, true);
            word.is_some() || documented || monotone(s)
        };
        return !(stand_in(&whole[..id]) || stand_in(secret) || DOCUMENTED.contains(&secret));
    }
    // Documented examples are short: a long match holding one is not it. The secret lies
    // inside the whole match: a stand-in in it is one in the whole.
    let (word, documented) = marks(whole, whole.len() <= 256);
    // A password's match holds its context (a host, a user, an SNMP engine id,
    // `0x8000000001020304`): zeros there pad an id, runs there are a name's. In the
    // password itself they stand in.
    let (word, runs_in) = match check {
        Check::Password => match word {
            Some(at) if whole[at..].starts_with(b"0000000") => (marks(secret, false).0, secret),
            _ => (word, secret),
        },
        _ => (word, whole),
    };
    !(word.is_some() || documented || DOCUMENTED.contains(&secret) || monotone(runs_in))
}

fn b64_any(s: &[u8]) -> Option<Vec<u8>> {
    use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
    let trimmed: &[u8] = match s.iter().position(|&b| b == b'=') {
        Some(i) => &s[..i],
        None => s,
    };
    URL_SAFE_NO_PAD
        .decode(trimmed)
        .ok()
        .or_else(|| STANDARD.decode(s).ok())
}

/// A JWT's header must decode to a JSON object with an `alg` that signs, and its
/// claims must not be those of a key published by design (a Supabase `anon` key ships in
/// every browser bundle of the project it belongs to).
fn jwt(token: &[u8]) -> bool {
    let mut parts = token.split(|&b| b == b'.');
    let Some(header) = parts.next() else {
        return false;
    };
    !parts.next().is_some_and(public_claims) && jwt_header(header)
}

/// Whether a JWT's first part is a header: base64 of a JSON object that names its `alg`,
/// not `none`. (The `jwt` rule's gate asks it first, so a run the header cannot be costs
/// no search of the rest.)
pub(super) fn jwt_header(header: &[u8]) -> bool {
    let Some(json) = b64_any(header) else {
        return false;
    };
    let Ok(v) = serde_json::from_slice::<serde_json::Value>(&json) else {
        return false;
    };
    match v.get("alg").and_then(|a| a.as_str()) {
        Some(alg) => !alg.eq_ignore_ascii_case("none"),
        None => false,
    }
}

/// Whether a JWT payload holds the claims of a key that is public by design: Supabase's
/// `anon` key (`"iss": "supabase"`, `"role": "anon"`).
fn public_claims(payload: &[u8]) -> bool {
    let Some(json) = b64_any(payload) else {
        return false;
    };
    let Ok(v) = serde_json::from_slice::<serde_json::Value>(&json) else {
        return false;
    };
    let claim = |k: &str| v.get(k).and_then(|c| c.as_str()).unwrap_or("");
    claim("iss").starts_with("supabase") && claim("role") == "anon"
}

/// Passwords that say nothing: documentation stand-ins.
const WEAK_PASSWORDS: &[&str] = &[
    "password",
    "passwd",
    "pass",
    "secret",
    "pwd",
    "token",
    "apikey",
    "api_key",
    "user",
    "username",
    "test",
    "admin",
    "root",
    "guest",
    "foo",
    "bar",
    "foobar",
    "hunter2",
    "letmein",
    "qwerty",
    "opensesame",
    "open sesame",
];

fn real_password(p: &[u8]) -> bool {
    if p.len() < 4 || is_placeholder(p) {
        return false;
    }
    // A variable, a template's field, a lookup written as a string
    // (`password="process.env.DB_PASSWORD"`), or a port number.
    if reference(p) || reference_path(p) || p.iter().all(u8::is_ascii_digit) {
        return false;
    }
    // A hash kept in its place: a password's, or a digest of it (`sha512-…`).
    if password_hash(p) || integrity_digest(p, 0) {
        return false;
    }
    // A mask a tool prints in a password's place (wget's `*password*`, `**secret**`).
    let start = p.iter().take_while(|&&b| b == b'*').count();
    let end = p.len() - p.iter().rev().take_while(|&&b| b == b'*').count();
    if start > 0 && end < p.len() && p[start..end.max(start)].iter().all(u8::is_ascii_alphabetic) {
        return false;
    }
    // A word in brackets (Travis's `[secure]`, `[REDACTED]`, `[masked]`): a mark too.
    if let [b'[', word @ .., b']'] = p {
        if word
            .iter()
            .all(|&b| b.is_ascii_alphabetic() || b == b'_' || b == b'-')
        {
            return false;
        }
    }
    let lower = p.to_ascii_lowercase();
    !WEAK_PASSWORDS.iter().any(|w| lower == w.as_bytes())
}

/// Whether `p` is a password's hash in a form a system stores in its place: modular crypt
/// (`$2b$12$…`, `$6$…`, `$apr1$…`, `$y$…`, `$argon2id$…`), Django's (`pbkdf2_sha256$…`,
/// `argon2$…`) or LDAP's (RFC 2307's `{SSHA}…`, `{CRYPT}$6$…`, OpenLDAP's `{PBKDF2-SHA512}`
/// and `{ARGON2}`). A hash opens nothing; it is the password that must not leave.
fn password_hash(p: &[u8]) -> bool {
    const LDAP: [&[u8]; 9] = [
        b"{SSHA",
        b"{SHA",
        b"{SMD5}",
        b"{MD5}",
        b"{CRYPT}",
        b"{PBKDF2",
        b"{ARGON2}",
        b"{BCRYPT}",
        b"{SASL}",
    ];
    let starts = |f: &&[u8]| p.get(..f.len()).is_some_and(|h| h.eq_ignore_ascii_case(f));
    if LDAP.iter().any(starts) {
        return true;
    }
    const FORMS: [&[u8]; 16] = [
        b"$1$",
        b"$2a$",
        b"$2b$",
        b"$2y$",
        b"$5$",
        b"$6$",
        b"$7$",
        b"$y$",
        b"$gy$",
        b"$apr1$",
        b"$argon2",
        b"$scrypt$",
        b"pbkdf2_sha256$",
        b"pbkdf2_sha1$",
        b"argon2$",
        b"bcrypt_sha256$",
    ];
    FORMS.iter().any(|f| p.starts_with(f))
}

/// Whether a password field holds a reference to a value, not a value: `$VAR`, `${VAR}`,
/// `$(cmd)`, `%VAR%`, `%(pw)s`, `%{pw}`, `{password}`, `{{ .Values.pw }}`. A password that
/// only starts with `$`, `%` or `{` (`%iv89uYu3…`) is one.
fn reference(p: &[u8]) -> bool {
    let word = |s: &[u8]| s.iter().all(|b| b.is_ascii_alphanumeric() || *b == b'_');
    match p {
        [b'$', b'{' | b'(', ..] | [b'%', b'(' | b'{', ..] => true,
        [b'$', rest @ ..] => word(rest),
        [b'%', .., b'%'] => true,
        [b'{', .., b'}'] => true,
        _ => false,
    }
}

/// A value beside a generic name: a real password, not a provider's prefixed token (its
/// own rule's to judge), with letters and a digit, and of three kinds of character when
/// shorter than 20 (`Tr0ub4dor&3`, not `getPassword2`). Not what code writes there: an
/// identifier (`x509_lookup`, `settings.db2`) or a `key=value` (`sha256=…`: a digest in a
/// file list), for `=` lies only at the end of a base64 value (or of a part of one).
fn assigned(v: &[u8]) -> bool {
    let body = unpadded(v);
    let identifier = v
        .iter()
        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || matches!(b, b'_' | b'.'))
        && v.iter().any(|b| matches!(b, b'_' | b'.'));
    // A value that names itself (`generatedwebdavpassword1`) is an example's, and one
    // that starts with `-` is the next flag of a command line (`--password --s3-bucket`).
    let folded = v.to_ascii_lowercase();
    // A value that names a secret is code naming one (`EcPrivateKeyRfc5915Der`,
    // `X25519_PRIVATE_KEY_LEN`, `setAttr-Token-B0Prime`): no random value spells a word.
    const WORDS: [&[u8]; 6] = [
        b"password",
        b"passwd",
        b"token",
        b"secret",
        b"privatekey",
        b"private_key",
    ];
    // Read as people write such words: with symbols between their letters (`Pass@Word1`)
    // or for them (`p@ssw0rd`, `s3cr3t`).
    let plain: Vec<u8> = folded
        .iter()
        .copied()
        .filter(u8::is_ascii_alphanumeric)
        .collect();
    let leet: Vec<u8> = folded
        .iter()
        .filter_map(|&b| match b {
            b'@' | b'4' => Some(b'a'),
            b'$' | b'5' => Some(b's'),
            b'0' => Some(b'o'),
            b'1' => Some(b'i'),
            b'3' => Some(b'e'),
            b'7' => Some(b't'),
            b if b.is_ascii_alphanumeric() || b == b'_' => Some(b),
            _ => None,
        })
        .collect();
    // (A word written plainly survives in `leet`: it holds letters and `_` only.)
    let named = WORDS
        .iter()
        .any(|w| contains(&plain, w) || contains(&leet, w));
    // A command line's next flag (`--password --s3-bucket`, `-region eu-west-1`), not a
    // random value that starts with base64url's `-` (`-Bvo…`).
    let flag =
        v.starts_with(b"--") || (v.starts_with(b"-") && !v.iter().any(u8::is_ascii_uppercase));
    // Base64 parts joined by `-` (an Adyen key's `AQE…=-…=-…`) pad each part: their `=`
    // is followed by `-`, a `key=value`'s by the value, after a key that is a word of
    // three or more (`sha256=…`); a password may hold `=` among its symbols (`k!#V=tA`).
    let pair = body.iter().enumerate().any(|(i, &b)| {
        b == b'='
            && !matches!(body.get(i + 1), Some(b'=' | b'-'))
            && body[..i].len() >= 3
            && word_like(&body[..i])
    });
    if pair || identifier || named || flag || words_joined(v) || email(v) || path(v) || hex_text(v)
    {
        return false;
    }
    let count = |f: fn(&u8) -> bool| v.iter().filter(|b| f(b)).count();
    let (lower, upper) = (count(u8::is_ascii_lowercase), count(u8::is_ascii_uppercase));
    let digits = count(u8::is_ascii_digit);
    let other = v.len() - lower - upper - digits;
    let kinds = [lower, upper, digits, other]
        .iter()
        .filter(|&&n| n > 0)
        .count();
    // A long random value may hold no digit (one of 32 base62 characters in 250 does
    // not): both cases, each four times at least, and a random value's entropy.
    let digitless = v.len() >= 24 && lower >= 4 && upper >= 4 && entropy(v) >= 4.0;
    real_password(v)
        && opaque_after(v, 12)
        && !base64_of_text(v)
        && !length_prefixed(v)
        && lower + upper >= 2
        && (digits >= 1 || digitless)
        && (v.len() >= 20 || kinds >= 3)
}

/// Whether `v` is base64 whose first three bytes are zero (`AAAA…`): a binary structure
/// that opens with its length (a Documentum DFC ciphertext, `AAAAE…`; an SSH public key's
/// body, `AAAAB3…`), which random bytes open with once in sixteen million.
fn length_prefixed(v: &[u8]) -> bool {
    v.len() >= 32
        && v.starts_with(b"AAAA")
        && v.iter()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/' | b'='))
}

/// Whether `key` may be the key of a `key=value` (`sha256`, `X-Amz-Date`, `apiKey`,
/// `AWS_REGION`): identifier bytes, each part between `_`, `.` and `-` of one case or
/// capitalised words (`AccessKeyId`). A random password's symbols cut it anywhere, and
/// the letters before its `=` flip case at random (`qGmPT=JFz…`).
fn word_like(key: &[u8]) -> bool {
    word_parts(key, true)
}

/// Whether `key` is identifier bytes whose parts between `_`, `.` and `-` are each of one
/// case or, where `camel`, capitalised words (`AccessKeyId`).
fn word_parts(key: &[u8], camel: bool) -> bool {
    let ident = key
        .iter()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'-'));
    ident
        && key.split(|&c| matches!(c, b'_' | b'.' | b'-')).all(|part| {
            let one_case = !part.iter().any(u8::is_ascii_uppercase)
                || !part.iter().any(u8::is_ascii_lowercase);
            // Capitalised words: every capital followed by a small letter, or a capital
            // alone (`X`). A capital after small letters at a part's end (`vxQ`, the
            // start of a password `vxQ=a!0z…`) starts no word.
            let capitalised = || {
                part.iter().enumerate().all(|(i, c)| {
                    !c.is_ascii_uppercase()
                        || part
                            .get(i + 1)
                            .map_or(part.len() == 1, u8::is_ascii_lowercase)
                })
            };
            one_case || (camel && capitalised())
        })
}

/// Whether `v` is a path of names (an SSM parameter's `/kw/prod/together-api-key-v1`, a
/// secret store's `prod/orders/DD_API_KEY`): three segments or more, each of words of
/// one case joined by `_`, `.` or `-`. A secret names where it is kept, not itself; a
/// random value's segments mix their letters' case.
fn path(v: &[u8]) -> bool {
    let inner = v.strip_prefix(b"/").unwrap_or(v);
    let segments: Vec<&[u8]> = inner.split(|&b| b == b'/').collect();
    segments.len() >= 3
        && segments
            .iter()
            .all(|s| !s.is_empty() && word_parts(s, false))
}

/// Whether `v` is an e-mail address (`ops@acme.io`): a login, not a password. A
/// password may hold `@` (`G!eZ8q@Yq9@KKm`), but not a domain after it.
fn email(v: &[u8]) -> bool {
    let Some(at) = memchr::memrchr(b'@', v) else {
        return false;
    };
    let domain = &v[at + 1..];
    let label =
        |l: &[u8]| !l.is_empty() && l.iter().all(|b| b.is_ascii_alphanumeric() || *b == b'-');
    let labels: Vec<&[u8]> = domain.split(|&b| b == b'.').collect();
    at > 0
        && labels.len() >= 2
        && labels.iter().all(|l| label(l))
        && labels
            .last()
            .is_some_and(|tld| tld.iter().all(u8::is_ascii_alphabetic))
}

/// Whether `v` is a Twilio resource id (`SM`, `AC`, `SK`… and 32 hex digits): the id of a
/// message, an account or a key, which a bare `secret` or `token` may name.
fn twilio_sid(v: &[u8]) -> bool {
    v.len() == 34
        && v[..2].iter().all(u8::is_ascii_uppercase)
        && v[2..]
            .iter()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(b))
}

/// Whether `v` is words joined, not drawn at random: a constant's name or a slug
/// (`TLS13_CHACHA20_POLY1305`, `ch02-00-guessing-game-tutorial`), three parts or more
/// between `_`, `-` or `.`, each letters of the one case, then digits (`X25519`), or
/// digits alone;
/// or a version (`0.9.0-develop.2020…`). A random value's digits fall among its letters.
fn words_joined(v: &[u8]) -> bool {
    let version = v.iter().take_while(|b| b.is_ascii_digit()).count();
    if version > 0
        && v.get(version) == Some(&b'.')
        && v.get(version + 1).is_some_and(u8::is_ascii_digit)
    {
        return true;
    }
    let lower = !v.iter().any(u8::is_ascii_uppercase);
    let upper = !v.iter().any(u8::is_ascii_lowercase);
    let parts = v.split(|b| matches!(b, b'_' | b'-' | b'.'));
    let word = |p: &[u8]| {
        let letters = p.iter().take_while(|b| b.is_ascii_alphabetic()).count();
        !p.is_empty() && p[letters..].iter().all(u8::is_ascii_digit)
    };
    (lower || upper) && parts.clone().count() >= 3 && parts.into_iter().all(word)
}

/// Whether `v` is a random UUID (version 4, RFC 9562 variant): 122 random bits, the shape
/// many providers give their keys (Codecov, Snyk, Splunk HEC, Atlas, Heroku). A digest or
/// a documented example (`123e4567-e89b-12d3-…`, version 1) is not one.
fn random_uuid(v: &[u8]) -> bool {
    uuid_shape(v) && v[14] == b'4' && matches!(v[19], b'8' | b'9' | b'a' | b'b' | b'A' | b'B')
}

/// Whether `token` is an Upstash REST token (see [`Check::Upstash`]): its first 56
/// characters decode to the version byte, the `\x01$ ` that follows two bytes, and the
/// database's UUID.
fn upstash(token: &[u8]) -> bool {
    let Some(head) = token.get(..56) else {
        return false;
    };
    base64::engine::general_purpose::STANDARD
        .decode(head)
        .is_ok_and(|b| b.len() == 42 && b[0] == 1 && b[3..6] == *b"\x01$ " && uuid_shape(&b[6..42]))
}

/// Whether a Discord bot token match, `name` before `token`, holds one (see
/// [`Check::Discord`]): named Discord's or after its `Bot` scheme, or its first part,
/// unpadded base64url, decodes to a user id.
fn discord(name: &[u8], token: &[u8]) -> bool {
    let named = contains(&name.to_ascii_lowercase(), b"discord")
        || name.trim_ascii_start().starts_with(b"Bot ");
    let id = token.split(|&b| b == b'.').next().unwrap_or_default();
    named
        || b64_any(id)
            .is_some_and(|d| (17..=20).contains(&d.len()) && d.iter().all(u8::is_ascii_digit))
}

/// Whether `v` is written as a UUID, of any version: 32 hex digits in groups of 8, 4, 4,
/// 4 and 12.
pub fn uuid_shape(v: &[u8]) -> bool {
    v.len() == 36
        && v.iter().enumerate().all(|(i, &b)| match i {
            8 | 13 | 18 | 23 => b == b'-',
            _ => b.is_ascii_hexdigit(),
        })
}

/// Whether a random UUID named `name` (a [`Check::Random`] match's text before its value)
/// is an id: a UUID is the id of many things, and only one under a bare `token`, `secret`
/// or `private_key`, nothing added, is taken for a key (not `secretsmanager`, `token_id`).
pub fn uuid_named_as_id(name: &[u8], secret: &[u8]) -> bool {
    random_uuid(secret) && !bare_name(name)
}

/// Whether a generic match whose value follows its name on the next line is what a REPL
/// or a shell echoed: the name's line opens with a prompt ([`prompted`]), and the value
/// is all its line holds, quoted or not, after a result's marks ([`echo_marks`]) and
/// before the wrapper's close they opened (`)`, `}`). True of every match joined on one
/// line (or by a `value` key on a later one), which this does not judge.
pub fn echoed(hay: &[u8], whole: &std::ops::Range<usize>, secret: &std::ops::Range<usize>) -> bool {
    let name = &hay[whole.start..secret.start];
    // One line break (a Redis log's `$12` line between is no echo).
    let Some(nl) = memchr::memchr(b'\n', name).filter(|&i| !name[i + 1..].contains(&b'\n')) else {
        return true;
    };
    let marks = |b: &u8| matches!(b, b' ' | b'\t' | b'"' | b'\'' | b'`');
    let rest = &hay[secret.end..];
    let closed = rest
        .iter()
        .position(|&b| b == b'\n')
        .map_or(rest, |i| &rest[..i]);
    let line_start = memchr::memrchr(b'\n', &hay[..whole.start]).map_or(0, |i| i + 1);
    // A flag alone on its line, its value alone on the next: the next item of a list
    // (a container's `args:`, `- --db-password` over `- v`) or an options file's next
    // line (Sqoop's `--password` over `v`).
    let lead = &name[nl + 1..];
    let item = lead.trim_ascii_start();
    let item = item.strip_prefix(b"- ").unwrap_or(item);
    if item.iter().all(marks) && flag_alone(&hay[line_start..whole.start + nl]) {
        return closed.iter().all(|b| marks(b) || matches!(b, b',' | b'\r'));
    }
    // The value's line before it: only an echo's marks and quotes (else a `value` key
    // joined it, which is judged as any name is; not a list's item, whose name is no
    // flag).
    let (lead, opened) = echo_marks(lead);
    if !lead.iter().all(marks) {
        return !item.iter().all(marks);
    }
    let close = |b: &u8| opened && matches!(b, b')' | b'}');
    let whole_line = closed.iter().all(|b| marks(b) || close(b) || *b == b'\r');
    whole_line && prompted(&hay[line_start..whole.start])
}

/// Whether `line` is a command line's flag alone (`--password`, `-p`), or as a list's
/// item (`- --db-password`, `- "--token"`): one or two dashes, a name, and nothing after
/// it but quotes, a `,` or blanks.
fn flag_alone(line: &[u8]) -> bool {
    let t = line.trim_ascii();
    let t = t.strip_prefix(b"- ").map_or(t, <[u8]>::trim_ascii_start);
    let t = t.strip_prefix(b"\"").or(t.strip_prefix(b"'")).unwrap_or(t);
    let dashes = t.iter().take_while(|&&b| b == b'-').count();
    let name = t[dashes..]
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.'))
        .count();
    (1..=2).contains(&dashes)
        && name > 0
        && t[dashes + name..]
            .iter()
            .all(|b| matches!(b, b'"' | b'\'' | b',' | b' ' | b'\t'))
}

/// The marks a REPL prints before a value it echoes, as `echo!` in `rules.rs` joins them:
/// `lead` past them, and whether they opened a wrapper the line closes after the value.
/// IPython's `Out[3]:`, irb's `=>`, R's `[1]`; a result named and typed before `=` or
/// `==>` (gdb's `$1 = 0x5603… `, lldb's `(const char *) $0 = `, Swift's `$R0: String = `,
/// jshell's `$1 ==> `, Scala's `val res0: String = `, F#'s `val it: string = `, OCaml's
/// `- : string = `); an ok tuple (`{ok,`, `{:ok, `) or an option (`Some(`, `Optional(`).
fn echo_marks(lead: &[u8]) -> (&[u8], bool) {
    let mut lead = lead.strip_prefix(b"=>").unwrap_or(lead);
    if let Some(rest) = lead
        .strip_prefix(b"Out[")
        .or_else(|| lead.strip_prefix(b"[1]"))
    {
        lead = rest.splitn(2, |&b| b == b':').last().unwrap_or(rest);
    }
    lead = result_marks(lead).unwrap_or(lead);
    let wrapped = [&b"{ok,"[..], b"{:ok,", b"Some(", b"Optional("]
        .iter()
        .find_map(|w| lead.strip_prefix(*w));
    match wrapped {
        Some(rest) => (rest, true),
        None => (lead, false),
    }
}

/// `lead` past a result's name and type and its `=` or `==>` (see [`echo_marks`]), and
/// past the string's address gdb and lldb print (`0x5603257fd0af `, Objective-C's `@`).
fn result_marks(lead: &[u8]) -> Option<&[u8]> {
    fn numbered(v: &[u8]) -> Option<&[u8]> {
        let digits = v.iter().take_while(|b| b.is_ascii_digit()).count();
        (digits > 0).then_some(&v[digits..])
    }
    let mut v = lead.strip_prefix(b"val ").unwrap_or(lead);
    if v.first() == Some(&b'(') {
        v = v[memchr::memchr(b')', v)? + 1..].strip_prefix(b" ")?;
    }
    v = match (v.strip_prefix(b"$"), v.strip_prefix(b"res")) {
        (Some(r), _) => numbered(r.strip_prefix(b"R").unwrap_or(r))?,
        (_, Some(r)) => numbered(r)?,
        _ => v.strip_prefix(b"it").or_else(|| v.strip_prefix(b"-"))?,
    };
    if let Some(typed) = v.strip_prefix(b": ").or_else(|| v.strip_prefix(b" : ")) {
        v = &typed[memchr::memmem::find(typed, b" = ")?..];
    }
    v = v
        .strip_prefix(b" = ")
        .or_else(|| v.strip_prefix(b" ==> "))?;
    if let Some(hex) = v.strip_prefix(b"0x") {
        let n = hex.iter().take_while(|b| b.is_ascii_hexdigit()).count();
        v = hex[n..].strip_prefix(b" ").unwrap_or(&hex[n..]);
    }
    Some(v.strip_prefix(b"@").unwrap_or(v))
}

/// Whether a line (up to a name in it) opens with a REPL's or a shell's prompt: one of
/// the marks REPLs print (`>>> `, `In [3]: `, `> `, `$ `, `# `, `% `, `❯ `, `PS `), a
/// debugger's or an environment's name in parentheses (`(Pdb) `, `(gdb) `, `(lldb) `,
/// `(dlv) `, `(venv) $ `), a bracketed one (`[zk: host:2181(CONNECTED) 2] `,
/// `[dev@box app]$ `), or a first word that ends as a prompt does (`irb(main):001:0> `,
/// `julia> `, `scala> `, `(node@host)1> `, `dev@box:~/app$ `, `zsh% `).
fn prompted(line: &[u8]) -> bool {
    const MARKS: [&[u8]; 8] = [
        b">>> ",
        b"In [",
        b"> ",
        b"$ ",
        b"# ",
        b"% ",
        b"\xE2\x9D\xAF ",
        b"PS ",
    ];
    let line = line.trim_ascii_start();
    let word = line.split(|&b| b == b' ').next().unwrap_or_default();
    let named = word.len() > 2 && word.starts_with(b"(") && word.ends_with(b")");
    // A bracketed prompt (`[zk: host:2181(CONNECTED) 2] `, `[dev@box app]$ `).
    let bracketed = line.starts_with(b"[")
        && memchr::memchr(b']', line).is_some_and(|i| {
            let after = &line[i + 1..];
            [&b" "[..], b"$ ", b"# ", b"> "]
                .iter()
                .any(|p| after.starts_with(p))
        });
    bracketed
        || MARKS.iter().any(|m| line.starts_with(m))
        || (word.len() > 1
            && word.len() < line.len()
            && (named || matches!(word.last(), Some(b'>' | b'$' | b'%'))))
}

/// Whether `secret`, a UUID, is named as a Microsoft Entra ID (Azure AD) client secret
/// (`AZURE_CLIENT_SECRET`, `ARM_CLIENT_SECRET`): Entra's secret values are never UUIDs
/// (40 characters with `~`), and the UUID its portal lists beside one is the secret's
/// id, which signs nothing in (`AADSTS7000215` names that mistake).
fn entra_secret_id(before: &[u8], name: &[u8], secret: &[u8]) -> bool {
    uuid_shape(secret) && {
        let words = name_words(before, name);
        let has = |w: &[u8]| words.iter().any(|x| x == w);
        ["azure", "arm", "aad", "entra"]
            .iter()
            .any(|w| has(w.as_bytes()))
            && has(b"client")
            && has(b"secret")
    }
}

/// Whether the name `text` starts with, past its opening quotes and marks, is a bare
/// `token`, `secret` or `private_key`.
fn bare_name(text: &[u8]) -> bool {
    let name: Vec<u8> = text
        .iter()
        .skip_while(|b| !b.is_ascii_alphanumeric())
        .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-'))
        .filter(|b| b.is_ascii_alphanumeric())
        .map(u8::to_ascii_lowercase)
        .collect();
    matches!(&name[..], b"token" | b"secret" | b"privatekey")
}

/// The highest entropy floor a provider's random key of `len` characters clears all but
/// once in a thousand: `log2(len)` is the most `len` characters can hold, and random
/// base62 falls 0.8 bits short of it at that rate up to 24 characters, a bit more beyond
/// (simulated). A floor set without the key's length in mind (4.0 on 20 characters
/// refuses a third of real keys, 3.8 on 22 one in fifty) is held to it. Hex digits hold 4
/// bits at most: 32 of them fall below 3.5 one time in five, below 3.0 once in 20,000, so
/// a key of hex digits alone is held to 3.0, unless the floor is above 4 bits, which
/// refuses hex by design (a Twilio secret is base62; a hex id after its key SID is
/// another id). Not below 3.0, nor for a value beside a generic name, whose floor is what
/// tells it from a word.
fn reachable(key: &[u8], min: f32) -> f32 {
    let hex = key.iter().all(u8::is_ascii_hexdigit);
    let reach = match hex {
        true if min > 4.0 => return min,
        true => 3.0,
        false => ((key.len().max(1) as f32).log2() - 1.0).max(3.0),
    };
    min.min(reach)
}

/// A password no one would write as an example: twelve characters or more, letters and
/// digits both, 3 bits of entropy a character (`twbSm03svXPb7dyvB6_d`, not `secret123`,
/// `a%20secret`, `response_metrics`).
fn random_password(p: &[u8]) -> bool {
    p.len() >= 12
        && p.iter().any(u8::is_ascii_digit)
        && p.iter().any(u8::is_ascii_alphabetic)
        && entropy(p) >= 3.0
}

/// Whether `v` is text written in hex: 32 digits or more whose bytes are printable ASCII
/// (Hummingbot's encrypted config value, the hex of a `{"crypto": …}` keystore). Sixteen
/// random bytes all print one time in ten million; a key in hex is random bytes.
fn hex_text(v: &[u8]) -> bool {
    v.len() >= 32
        && v.len() % 2 == 0
        && v.chunks(2).all(|pair| {
            decode::hex_pair(pair[0], pair[1])
                .is_some_and(|byte| byte == b'\n' || (0x20..0x7f).contains(&byte))
        })
}

/// `v` without the `=` padding at its end.
fn unpadded(v: &[u8]) -> &[u8] {
    &v[..v.len() - v.iter().rev().take_while(|&&b| b == b'=').count()]
}

/// Whether `v` (a value and the base64 run it starts) is a ciphertext a tool writes in a
/// secret's place, to be decrypted where it is used with a key held elsewhere: an AWS KMS
/// ciphertext blob (base64 of its version 1 header, `AQICAH…`, `AQIBAH…`), a Google Cloud
/// KMS one (`CiQA…`, its envelope's first field), a Fernet token (`gAAAAA…`: its version
/// byte and the high bytes of its timestamp), each at least as long as the smallest it
/// can be (a header, an IV, a tag and a block); or a Bitnami sealed secret (`AgA…`: its
/// version and the length of an RSA-sealed session key, that key and the data).
pub fn ciphertext(v: &[u8]) -> bool {
    const ENVELOPES: [&[u8]; 5] = [b"AQICAH", b"AQIBAH", b"AQIDAH", b"gAAAAA", b"CiQA"];
    let sealed = v.len() >= 340 && v.starts_with(b"Ag") && matches!(v.get(2), Some(b'A'..=b'D'));
    sealed || (v.len() >= 96 && ENVELOPES.iter().any(|p| v.starts_with(p)))
}

/// How far [`enveloped`] reads from a value: past a key id 160 or 240 bytes before the
/// value, and past the 340 characters of the shortest sealed secret.
const ENVELOPE_REACH: usize = 512;

/// Whether the value at `secret` of `hay` lies in a token a tool writes in a secret's
/// place: a ciphertext ([`ciphertext`]), a Subresource Integrity digest, a Vault Transit
/// ciphertext (`vault:v1:…`) or a SOPS value (`ENC[AES256_GCM,data:…`). The token runs
/// back from the value over base64's characters and the marks these tokens hold (`:`
/// `,` `[` `-` `_`), and on over base64's, each way at most [`ENVELOPE_REACH`] bytes: a
/// text made of one long run holding many key ids would otherwise be read whole at each.
pub fn enveloped(hay: &[u8], secret: &std::ops::Range<usize>) -> bool {
    let marks = |b: &u8| b.is_ascii_alphanumeric() || b"+/:,[-_".contains(b);
    let back = hay[..secret.start]
        .iter()
        .rev()
        .take(ENVELOPE_REACH + 1)
        .take_while(|b| marks(b))
        .count();
    // A token that starts further back is judged by no envelope's start: reported.
    if back > ENVELOPE_REACH {
        return false;
    }
    let start = secret.start - back;
    let b64 = |b: &u8| b.is_ascii_alphanumeric() || b"+/=".contains(b);
    let end = secret.end
        + hay[secret.end..]
            .iter()
            .take(ENVELOPE_REACH)
            .take_while(|b| b64(b))
            .count();
    let token = &hay[start..end];
    [b"vault:v".as_slice(), b"ENC["]
        .iter()
        .any(|p| token.starts_with(p))
        || ciphertext(token)
        || integrity_digest(hay, start)
}

/// Whether a value starting at `at` of `hay` is a Subresource Integrity digest
/// (`sha512-` and the base64 of a SHA-512 digest, as `package-lock.json`, `<script
/// integrity>` and tools that keep a fingerprint of a credential write it) or the base64
/// part of one: a hash, which gives nothing back.
pub fn integrity_digest(hay: &[u8], at: usize) -> bool {
    const DIGESTS: [(&[u8], usize); 4] = [
        (b"sha1-", 28),
        (b"sha256-", 44),
        (b"sha384-", 64),
        (b"sha512-", 88),
    ];
    DIGESTS.iter().any(|&(name, len)| {
        let from = match hay[at..].starts_with(name) {
            true => at + name.len(),
            false if hay[..at].ends_with(name) => at,
            false => return false,
        };
        let b64 = |b: &u8| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/' | b'=');
        // One more than the digest's length tells a longer run: no need to read it all.
        hay[from..]
            .iter()
            .take(len + 1)
            .take_while(|b| b64(b))
            .count()
            == len
    })
}

/// Whether `v` is base64 of printable ASCII (`Y2hhbmdlbWU=`, a Kubernetes Secret's
/// `data:` value): the scanner's base64 view reads that text with the name before it and
/// judges the text, not its encoding.
pub fn base64_of_text(v: &[u8]) -> bool {
    // Padded or not (`TXlWZXJpZmllclN0cmluZw`). A random value of 8 characters passes
    // as text about once in 1,500 (6 printable bytes, and the last character's spare
    // bits zero), of 16 once in 150,000.
    base64::engine::general_purpose::STANDARD_NO_PAD
        .decode(unpadded(v))
        .is_ok_and(|t| t.len() >= 6 && t.iter().all(|b| (0x20..0x7f).contains(b)))
}

/// Whether a generic name says its value is no secret: public by design, in the name's
/// words before its generic part (`ALGOLIA_SEARCH_API_KEY`, `NEXT_PUBLIC_API_KEY`; the
/// last 24 bytes of `before`, the text before the match), or derived from a secret, in
/// the match up to its value (`password_sha256`, `apiKeyHash`; `name`).
pub fn no_secret_by_name(before: &[u8], name: &[u8]) -> bool {
    // `sha` with its digits, so `PASSWORD_SHARED` is still a password.
    const DERIVED: [&[u8]; 8] = [
        b"hash", b"digest", b"sha1", b"sha2", b"sha3", b"sha5", b"md5", b"salt",
    ];
    let says = |text: &[u8], words: &[&[u8]]| {
        let text = text.to_ascii_lowercase();
        words.iter().any(|w| contains(&text, w))
    };
    let back = &before[before.len().saturating_sub(24)..];
    let word = |b: &u8| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.');
    let words = back.len() - back.iter().rev().take_while(|b| word(b)).count();
    // And `site`, before a generic name only (`SITE_KEY`, a CAPTCHA's public key).
    let back = &back[words..];
    // Shopify's "API key" is its app's client id, public in every install link; the
    // secret is its "API secret key".
    let shopify_key = says(back, &[b"shopify"]) && !says(name, &[b"secret", b"token", b"pass"]);
    // A CAPTCHA's site key is public, its secret not (`site_wide_secret`, reCAPTCHA's
    // `secret`).
    let site_key = says(back, &[b"site"]) && !says(name, &[b"secret", b"token", b"pass"]);
    says(back, &PUBLIC_WORDS)
        || site_key
        || shopify_key
        || says(name, &DERIVED)
        || hmac_of_secret(name)
}

/// Whether a short password name's word is the name itself (`DB_PASS`, `smtpPass`,
/// `Pwd`, ACORD's `Pswd`), not a longer word that starts with it (`Passports`, `passenger_id`,
/// `passthrough`): the last word of the identifier the match's name is (see
/// [`name_words`]). And, `pass` being a word of prose (`a two-pass search`), a name
/// joined to its value by blanks alone opens its line (mbsync's `Pass v`, Robot
/// Framework's `${REDIS_PASS}    v`) or is a command's flag (`-pass v`).
fn short_password_name(before: &[u8], name: &[u8]) -> bool {
    const NAMES: [&[u8]; 3] = [b"pass", b"pwd", b"pswd"];
    let ident = |b: &u8| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.');
    let lead = name
        .iter()
        .take_while(|b| !b.is_ascii_alphanumeric())
        .count();
    let word_end = lead + name[lead..].iter().take_while(|b| ident(b)).count();
    let signed = name[word_end..]
        .iter()
        .any(|b| matches!(b, b':' | b'=' | b'>' | b',' | b'|'));
    // Where the identifier starts: in `before` when the match starts inside it, at the
    // name's first letter (`smtpPass`) or at a join of its words (`admin_pass`).
    let lead_bytes = &name[..lead];
    let inside = lead_bytes.iter().all(ident);
    let start = match inside {
        true => before.len() - before.iter().rev().take_while(|b| ident(b)).count(),
        false => before.len(),
    };
    // What lies before the identifier on its line (the match's leading punctuation, `\n`
    // or `"`, after the text before the match, or only that text when the punctuation is
    // the identifier's own) opens it: blanks, and a variable's sigil or a key's quote after
    // them (Robot Framework's `${NAME}    v`, a Valve KeyValues file's `"pass"    "v"`, an
    // Elixir module attribute's `@`: `@redis_pass "v"`), a
    // CMake `set(`, or a command that sets a variable and blanks (csh's and screen's `setenv NAME "v"`, a
    // Dockerfile's `ENV NAME v`, Apache's `SetEnv NAME v`).
    let opens = |prefix: &[u8]| {
        const SETTERS: [&[u8]; 5] = [b"setenv", b"SetEnv", b"ENV", b"set", b"export"];
        let blank = |b: &u8| *b == b' ' || *b == b'\t';
        let blanks = prefix.iter().take_while(|b| blank(b)).count();
        let prefix = &prefix[blanks..];
        let word = prefix
            .iter()
            .take_while(|b| b.is_ascii_alphabetic())
            .count();
        let (command, rest) = prefix.split_at(word);
        let set = SETTERS.contains(&command) && !rest.is_empty() && rest.iter().all(blank);
        // CMake's `set(NAME "v")` (an ESP-IDF `sdkconfig.cmake`, a CMake cache).
        let cmake = prefix.eq_ignore_ascii_case(b"set(");
        set || cmake
            || prefix.is_empty()
            || matches!(prefix, b"${" | b"@{" | b"&{" | b"%{" | b"\"" | b"@")
    };
    let line = match lead_bytes.iter().rposition(|&b| b == b'\n') {
        Some(i) => opens(&lead_bytes[i + 1..]),
        None => {
            let line_start = before[..start]
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |i| i + 1);
            let own = if inside { &[][..] } else { lead_bytes };
            opens(&[&before[line_start..start], own].concat())
        }
    };
    // A flag's dashes open the identifier after a blank (`--pass`, ` -pass`, keytool's
    // `-storepass`, apksigner's `--ks-pass`), not after a word (`admin-pass`).
    let flag = match inside {
        true => {
            before.get(start).or(name.first()) == Some(&b'-')
                && before[..start].last().is_none_or(u8::is_ascii_whitespace)
        }
        false => {
            let dashes = lead_bytes.iter().rev().take_while(|&&b| b == b'-').count();
            dashes > 0 && lead_bytes[lead_bytes.len() - dashes - 1].is_ascii_whitespace()
        }
    };
    // The name ends in it (`SMTP_PASS`, `smtpPass`, `DB_PASS_2`), as a name does, not
    // a sentence made an identifier (`writing-code-to-pass-the-test`), or its last word
    // does, one word written in one case (`DBPASS`, `steampass`, `rconpass`), not a word
    // of English or a tool's name that ends so (`bypass`, `compass`, `pgpass`).
    const WORDS: [&[u8]; 12] = [
        b"bypass",
        b"compass",
        b"encompass",
        b"overpass",
        b"underpass",
        b"trespass",
        b"surpass",
        b"multipass",
        b"subpass",
        b"renderpass",
        b"pgpass",
        b"keepass",
    ];
    let joined = |w: &[u8]| {
        NAMES
            .iter()
            .any(|n| w.len() > n.len() && w.len() <= 16 && w.ends_with(n))
            && !WORDS.contains(&w)
    };
    (signed || line || flag)
        && name_words(before, name)
            .iter()
            .rfind(|w| !w.iter().all(u8::is_ascii_digit))
            .is_some_and(|w| NAMES.contains(&&w[..]) || joined(w))
}

/// Whether a name says its value is an HMAC of the secret it names (`password_hmac`,
/// `apiKeyHmac`), not the key an HMAC is made with (`hmacSigningKey`, `HMAC_SECRET`): the
/// word `hmac` after the name's last secret word.
fn hmac_of_secret(name: &[u8]) -> bool {
    let name = name.to_ascii_lowercase();
    let last = |w: &[u8]| memchr::memmem::rfind(&name, w);
    let secret = [&b"key"[..], b"secret", b"token", b"pass"]
        .iter()
        .filter_map(|w| last(w))
        .max();
    match (last(b"hmac"), secret) {
        (Some(h), Some(s)) => h > s,
        (h, None) => h.is_some(),
        (None, _) => false,
    }
}

/// Words that say a key is public by design (`ALGOLIA_SEARCH_API_KEY`,
/// `NEXT_PUBLIC_…`, `stripePublishableKey`).
const PUBLIC_WORDS: [&[u8]; 3] = [b"search", b"public", b"publishable"];

/// Whether `after`, the text after a value, makes the value the first label of a host
/// name: `.`, a label, `.`, and a letter (`.apps.googleusercontent.com`, not a sentence's
/// `. Next` nor a file's `.json`).
pub fn first_label(after: &[u8]) -> bool {
    let Some(rest) = after.strip_prefix(b".") else {
        return false;
    };
    let label = rest
        .iter()
        .take(63)
        .take_while(|b| b.is_ascii_alphanumeric() || **b == b'-')
        .count();
    label > 0
        && rest.get(label) == Some(&b'.')
        && rest.get(label + 1).is_some_and(u8::is_ascii_alphabetic)
}

/// How far from a key file's `private_key_id` its `private_key` field is looked for.
const KEY_FIELD_REACH: usize = 320;

/// The shortest `private_key` value that can hold a key: a PEM block of the smallest
/// key type (Ed25519, PKCS #8) with its armour is about 120 bytes; a service account's
/// RSA key, over 1,600.
const SHORTEST_KEY_FIELD: usize = 110;

/// Whether the key file around a `private_key_id` (`before` and `after` it) shows its
/// `private_key` field holding no key: a string too short to hold one (`"REDACTED"`, a
/// PEM armour around `...`), one that is no PEM block (a ciphertext written in the key's
/// place, `vault:v1:…`, `ENC[…]`; a reference to where it is kept), or `null`. The field
/// is looked for just after the id (a key file's own order) and just before it (keys
/// sorted by name); a field not seen there decides nothing, and the id is reported.
pub fn key_field_empty(before: &[u8], after: &[u8]) -> bool {
    let after = &after[..after.len().min(KEY_FIELD_REACH)];
    let before = &before[before.len().saturating_sub(KEY_FIELD_REACH)..];
    [after, before].iter().any(|text| {
        let mut at = 0;
        while let Some(i) = memchr::memmem::find(&text[at..], b"private_key") {
            let rest = &text[at + i + b"private_key".len()..];
            if short_field(rest) {
                return true;
            }
            at += i + 1;
        }
        false
    })
}

/// Whether `rest`, the text after a field name `private_key`, closes the name and
/// holds a value that is no key: too short to be one, or not a PEM block (see
/// [`key_field_empty`]).
fn short_field(rest: &[u8]) -> bool {
    let rest = rest.strip_prefix(b"\\").unwrap_or(rest);
    let Some(rest) = rest.strip_prefix(b"\"") else {
        return false;
    };
    let rest = rest.trim_ascii_start();
    let Some(rest) = rest.strip_prefix(b":") else {
        return false;
    };
    let rest = rest.trim_ascii_start();
    if rest.starts_with(b"null") {
        return true;
    }
    let rest = rest.strip_prefix(b"\\").unwrap_or(rest);
    let Some(value) = rest.strip_prefix(b"\"") else {
        return false;
    };
    // The first quote closes the value (escaped, in a JSON text inside a string).
    !value.starts_with(b"-----BEGIN")
        || memchr::memchr(b'"', value).is_some_and(|end| end < SHORTEST_KEY_FIELD)
}

/// Whether a generic name's last word says its value is a handle on the secret, not the
/// secret (`AZURE_CLIENT_SECRET_ID`, `API_KEY_NAME`, `access_token_url`,
/// `VAULT_TOKEN_ACCESSOR`): what a name ends in is what its value is. (A name that ends
/// in a secret's word and says otherwise by another word is [`cursor_by_name`]'s.)
pub fn handle_by_name(before: &[u8], name: &[u8]) -> bool {
    const LAST: [&[u8]; 13] = [
        b"id",
        b"ids",
        b"name",
        b"type",
        b"kind",
        b"ref",
        b"arn",
        b"path",
        b"file",
        b"url",
        b"uri",
        b"accessor",
        b"length",
    ];
    name_words(before, name)
        .last()
        .is_some_and(|w| LAST.contains(&&w[..]))
}

/// Whether what lies around a match of `rule` in `hay` (`whole`, its secret part `secret`)
/// says it is no secret, whatever its value: a generic name's words (`_ID`,
/// `nextPageToken`, `ALGOLIA_SEARCH_API_KEY`), a host name the value starts, a preview cut
/// with `…`, a named value that starts a run of base64 of text or is the next field's
/// quoted key, a ciphertext under a name (a KMS blob, a Fernet token, a sealed secret),
/// a key file whose key field holds no key, Mailgun's `pub` before its `key-`. The
/// scanner's judge and the tests' full-rule oracle read the same context.
pub fn refused_in_context(
    rule: &Rule,
    hay: &[u8],
    whole: &std::ops::Range<usize>,
    secret: &std::ops::Range<usize>,
) -> bool {
    // A generic name may say its value is no secret (`ALGOLIA_SEARCH_API_KEY`,
    // `password_sha256`): the words before the match and the name in it are read.
    let name = &hay[whole.start..secret.start];
    let not_secret = || {
        no_secret_by_name(&hay[..whole.start], name)
            || handle_by_name(&hay[..whole.start], name)
            || (rule.check == Check::ShortPassword
                && !short_password_name(&hay[..whole.start], name))
            || entra_secret_id(&hay[..whole.start], name, &hay[secret.clone()])
            || (rule.check == Check::Random
                && (uuid_named_as_id(name, &hay[secret.clone()])
                    || cursor_by_name(&hay[..whole.start], name)
                    || in_resource_name(&hay[..whole.start])))
    };
    let generic = matches!(
        rule.check,
        Check::Assigned | Check::ShortPassword | Check::Random
    );
    // A generic value that is the first label of a host name (an OAuth client id's
    // `….apps.googleusercontent.com`) is that name's.
    let host = || first_label(&hay[secret.end..]);
    // A generic value cut short where it is shown (`jPZa…`, `sk-abc...`, `jPZa[...]`) is a
    // preview, not the secret; a password's value may take the mark in
    // (`DB_PASSWORD=A3-6CP8OC…`).
    let cut = || {
        let after = &hay[secret.end..];
        let after = after
            .strip_prefix(b"[")
            .or_else(|| after.strip_prefix(b"("))
            .unwrap_or(after);
        let value = &hay[secret.clone()];
        PREVIEW_MARKS
            .iter()
            .any(|m| after.starts_with(m) || value.ends_with(m))
    };
    // Datadog's browser client token (`pub` and 32 hex digits) ships in every page that
    // sends logs: public by design.
    let client_token = || {
        let v = &hay[secret.clone()];
        v.len() == 35
            && v.starts_with(b"pub")
            && v[3..]
                .iter()
                .all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
    };
    // A password shown cut short is none either (`mysql … -pA3-6CP8OC…`).
    if (generic || rule.check == Check::Password) && cut() {
        return true;
    }
    if generic
        && (not_secret()
            || host()
            || client_token()
            || typed(hay, whole.start)
            || !echoed(hay, whole, secret))
    {
        return true;
    }
    // A named key whose name says it is public (`ALGOLIA_SEARCH_KEY`) is not secret.
    if rule.named && public_by_name(name) {
        return true;
    }
    // The run of `alphabet`'s bytes a value starts.
    let run = |alphabet: &[u8]| {
        secret.end
            + hay[secret.end..]
                .iter()
                .take_while(|b| b.is_ascii_alphanumeric() || alphabet.contains(b))
                .count()
    };
    // A named key's value that is the start of a longer run of base64 of text (a
    // Kubernetes Secret's `data:` value beside `PAGERDUTY_TOKEN`, `e3sgLlZhbHVl…` for
    // `{{ .Values.… }}`) is that text encoded, which the base64 view judges decoded.
    let encoded = || {
        let end = run(b"+/=");
        end > secret.end && base64_of_text(&hay[secret.start..end])
    };
    if rule.named && encoded() {
        return true;
    }
    // A named key's value that is the next field's quoted key (`"displayName":
    // "VERCEL_API_TOKEN",` over `"identifiesControllerService": false`) is no value. A
    // string assigned by `=` or `:=` is a value whatever follows it (Maple ends a
    // statement with `:`: `NAME := "v":`).
    let next_key = || {
        let quote = secret.start.checked_sub(1).map(|i| hay[i]);
        let end = run(b"_-.");
        let key = matches!(quote, Some(q @ (b'"' | b'\'')) if hay.get(end) == Some(&q));
        key && !assigned_string(hay, secret.start - 1)
            && hay[end + 1..]
                .iter()
                .take(8)
                .find(|b| !matches!(b, b' ' | b'\t'))
                == Some(&b':')
    };
    if rule.named && next_key() {
        return true;
    }
    if rule.check == Check::Discord && !discord(name, &hay[secret.clone()]) {
        return true;
    }
    if (generic || rule.named) && closing_tag(hay, whole.start, secret.start) {
        return true;
    }
    if rule.named && assigned_below_no_comment(hay, whole.start, secret.start) {
        return true;
    }
    // A ciphertext in a secret's place opens nothing without its key. (Only where a name
    // says what the value is: a provider's prefixed token is never one.)
    // A query or a form writes one percent-encoded (`CiQA…%2B…`): it is judged decoded.
    let sealed = || {
        let v = &hay[secret.start..run(b"+/=-_%")];
        match v.contains(&b'%') {
            true => ciphertext(&percent_encoding::percent_decode(v).collect::<Vec<u8>>()),
            false => ciphertext(v),
        }
    };
    if (generic || rule.named) && sealed() {
        return true;
    }
    // So is a digest of content kept to check it against (`sha512-…`).
    if (generic || rule.named) && integrity_digest(hay, secret.start) {
        return true;
    }
    // A secret known by the key id before it is any run after the id, so a cut of the
    // token a tool writes in its place too.
    if matches!(rule.check, Check::Paired | Check::AwsSecret) && enveloped(hay, secret) {
        return true;
    }
    // A key file's id beside a private key that holds none (a redacted file); Mailgun's
    // public validation key, its private key's form after `pub`.
    match rule.check {
        Check::KeyFile => key_field_empty(&hay[..whole.start], &hay[whole.end..]),
        Check::MailgunKey => hay[..whole.start].ends_with(b"pub"),
        _ => false,
    }
}

/// Where the name of a match that starts at `at` begins: past its leading punctuation
/// (a quote, a blank, a line break), and before its value at `value`.
fn name_start(hay: &[u8], at: usize, value: usize) -> usize {
    at + hay[at..value]
        .iter()
        .take_while(|b| !b.is_ascii_alphanumeric())
        .count()
}

/// Whether the quote at `quote` of `hay` opens a string assigned by `=` or `:=`, blanks
/// between (`NAME := "v"`, `NAME = 'v'`), not compared (`==`, `!=`, `<=`, `>=`).
fn assigned_string(hay: &[u8], quote: usize) -> bool {
    match hay[..quote].trim_ascii_end().split_last() {
        Some((b'=', rest)) => !matches!(rest.last(), Some(b'=' | b'!' | b'<' | b'>')),
        _ => false,
    }
}

/// Whether the name a match starts with, at `at` of `hay` past the match's leading
/// punctuation, is a closing tag's, with its value after that tag: `</password>` over
/// `<commit>v`. A closing tag ends what it names; the next element is another field (an
/// opening tag's name, `<password>v`, and an element's text, `<key>password</key>
/// <string>v`, stay names).
fn closing_tag(hay: &[u8], at: usize, value: usize) -> bool {
    let start = name_start(hay, at, value);
    let name = |b: &u8| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.' | b':');
    let tag = start - hay[..start].iter().rev().take_while(|b| name(b)).count();
    let end = start + hay[start..value].iter().take_while(|b| name(b)).count();
    hay[..tag].ends_with(b"</") && hay.get(end) == Some(&b'>')
}

/// Whether a named value is the next line's assignment (`$USER9$=v`, `KEY1 = v`) below a
/// line that holds the name but is no comment: the name names the value below it only as
/// a comment's label (`# paypal_secret (used by notify-by-webhook)`). A `value` key
/// below a name's own (`Name = NAME` over `Value = v`) is that name's value, as on one
/// line.
fn assigned_below_no_comment(hay: &[u8], at: usize, value: usize) -> bool {
    let name = name_start(hay, at, value);
    let between = &hay[name..value];
    let Some(nl) = memchr::memrchr(b'\n', between) else {
        return false;
    };
    let below = between[nl + 1..].trim_ascii_start();
    let below = [&b"export "[..], b"set "]
        .iter()
        .find_map(|k| below.strip_prefix(*k))
        .unwrap_or(below)
        .trim_ascii_start();
    let below = below.strip_prefix(b"$").unwrap_or(below);
    let ident = below
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-'))
        .count();
    let rest = below[ident..].strip_prefix(b"$").unwrap_or(&below[ident..]);
    let rest = rest.trim_ascii();
    let rest = rest
        .strip_suffix(b"\"")
        .or_else(|| rest.strip_suffix(b"'"))
        .unwrap_or(rest)
        .trim_ascii_end();
    let assigned = ident > 0
        && (below[0].is_ascii_alphabetic() || below[0] == b'_')
        && matches!(rest, b"=" | b":");
    if !assigned {
        return false;
    }
    // A `value` key may be numbered (Grafana's `httpHeaderValue1` below its `Name1`).
    let key = below[..ident].to_ascii_lowercase();
    let key = key.trim_ascii_end();
    let key = &key[..key.len() - key.iter().rev().take_while(|b| b.is_ascii_digit()).count()];
    const VALUE_KEYS: [&[u8]; 8] = [
        b"value", b"values", b"string", b"default", b"secret", b"data", b"output", b"stdout",
    ];
    if VALUE_KEYS.iter().any(|k| key.ends_with(k)) {
        return false;
    }
    // The name's line, to the name: a comment's mark first.
    let line = memchr::memrchr(b'\n', &hay[..name]).map_or(0, |k| k + 1);
    let lead = hay[line..name].trim_ascii_start();
    let comment = [
        &b"#"[..],
        b"//",
        b";",
        b"--",
        b"%",
        b"rem ",
        b"REM ",
        b"::",
        b"'",
    ]
    .iter()
    .any(|m| lead.starts_with(m));
    !comment
}

/// Whether the generic name a match starts with, at `at` of `hay` past the match's
/// leading punctuation, is itself the value of a field that says what a record holds
/// (`type: SECRET`, `"kind": "token"`), not the name of the value after it: an App
/// Platform env's `type: SECRET` above the `value` of a plain id.
fn typed(hay: &[u8], at: usize) -> bool {
    let start = at
        + hay[at..]
            .iter()
            .take_while(|b| !b.is_ascii_alphabetic())
            .count();
    // Where `text` ends once the bytes `keep` takes are cut from its end.
    let trim = |text: &[u8], keep: fn(u8) -> bool| -> usize {
        text.len() - text.iter().rev().take_while(|&&b| keep(b)).count()
    };
    let blank_or_quote = |b: u8| matches!(b, b' ' | b'\t' | b'"' | b'\'');
    let before = &hay[..trim(&hay[..start], blank_or_quote)];
    let Some(before) = before
        .strip_suffix(b":")
        .or_else(|| before.strip_suffix(b"="))
    else {
        return false;
    };
    let before = &before[..trim(before, blank_or_quote)];
    let word = trim(before, |b| b.is_ascii_alphanumeric() || b == b'_');
    let field = before[word..].to_ascii_lowercase();
    matches!(
        &field[..],
        b"type" | b"kind" | b"secret_type" | b"value_type" | b"valuetype" | b"secrettype"
    )
}

/// Whether a named key's name says the key is public by design, in its own words
/// (`ALGOLIA_SEARCH_KEY`, `MAILGUN_PUBLIC_KEY`, `stripePublishableKey`): the first
/// identifier of `name`, the match up to its value, split as [`cursor_by_name`] splits.
pub fn public_by_name(name: &[u8]) -> bool {
    name_words(&[], name)
        .iter()
        .any(|w| PUBLIC_WORDS.contains(&&w[..]))
}

/// The words of the identifier that `before`'s trailing identifier bytes and `name`'s
/// first identifier make (see [`cursor_by_name`]), lowercase; SOPS's `_unencrypted`
/// suffix left out.
fn name_words(before: &[u8], name: &[u8]) -> Vec<Vec<u8>> {
    let ident = |b: &u8| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.' | b':');
    // The text before is the name's only where the match starts inside it (after `_`).
    let lead = match name.first().is_some_and(ident) {
        true => before.len() - before.iter().rev().take_while(|b| ident(b)).count(),
        false => before.len(),
    };
    let first = name
        .iter()
        .skip_while(|b| !ident(b))
        .take_while(|b| ident(b));
    let whole: Vec<u8> = before[lead..].iter().chain(first).copied().collect();
    let mut words = vec![Vec::new()];
    for (i, &b) in whole.iter().enumerate() {
        let camel = b.is_ascii_uppercase() && i > 0 && whole[i - 1].is_ascii_lowercase();
        if !b.is_ascii_alphanumeric() || camel {
            words.push(Vec::new());
        }
        if let Some(word) = words.last_mut().filter(|_| b.is_ascii_alphanumeric()) {
            word.push(b.to_ascii_lowercase());
        }
    }
    words.retain(|w| !w.is_empty());
    // SOPS's suffix for a key it leaves in plain text is no word of the name's.
    if words.len() > 1 && words.last().is_some_and(|w| w == b"unencrypted") {
        words.pop();
    }
    words
}

/// The longest cloud resource name looked back over for its scheme.
const RESOURCE_NAME_REACH: usize = 256;

/// Whether `before` (the text before a match) ends inside a cloud resource name: AWS's
/// `arn:…` or IBM Cloud's `crn:v1:…`, a token of `:`-separated fields with no blank or
/// quote. Its `:secret:` is a resource's type and what follows the resource's id
/// (`crn:v1:bluemix:public:secrets-manager:eu-de:a/ACCOUNT:INSTANCE:secret:UUID`); the
/// name's own words do not say so when a field holds a `/` (the account's scope).
fn in_resource_name(before: &[u8]) -> bool {
    let near = &before[before.len().saturating_sub(RESOURCE_NAME_REACH)..];
    let start = near
        .iter()
        .rposition(|&b| {
            b.is_ascii_whitespace() || matches!(b, b'"' | b'\'' | b'`' | b'=' | b'<' | b'>' | b',')
        })
        .map_or(0, |i| i + 1);
    let token = &near[start..];
    token.starts_with(b"arn:") || token.starts_with(b"crn:")
}

/// Whether a name that ends in a secret's word (`token`, `secret`) says by another of its
/// words that its value is no credential: a page cursor (`nextPageToken`,
/// `continuation_token`), a form's anti-forgery value (`csrf_token`), a device's push
/// address (`device_token`), an idempotency key (`idempotency_token`), a public DNS
/// record's value (`VerificationToken`), an S3 URL's key id (`X-Amz-Credential`), a count
/// (`max_tokens`), or the secret's own metadata (`secret_name`, `tokenType`, `secretRef`,
/// a Vault token's `accessor`).
/// The name is one identifier: the trailing identifier bytes of `before` (the text before
/// the match: a name's first words) and the first identifier of `name` (the match up to
/// its value; not the keys a value bridge passes, a Terraform parameter's `type`), split
/// into words at `_`, `-`, `.`, `:` and a lowercase letter's next uppercase one.
pub fn cursor_by_name(before: &[u8], name: &[u8]) -> bool {
    const WORDS: [&[u8]; 33] = [
        b"accessor",
        b"next",
        b"page",
        b"continuation",
        b"cursor",
        b"sync",
        b"csrf",
        b"xsrf",
        b"starting",
        b"resume",
        b"cancel",
        b"cancellation",
        b"idempotency",
        b"device",
        b"registration",
        b"change",
        b"verification",
        b"amz",
        b"max",
        b"min",
        b"num",
        b"count",
        b"limit",
        b"name",
        b"type",
        b"kind",
        b"ref",
        b"arn",
        b"path",
        b"file",
        b"url",
        b"uri",
        b"id",
    ];
    name_words(before, name)
        .iter()
        .any(|w| WORDS.contains(&&w[..]))
}

/// A value that is not a provider's prefixed token (letters of one case, then `_` or `-`:
/// `xoxb-`, `npm_`, `github_pat_`, `sk-`, `CCIPAT_`) that a rule owns
/// ([`owned_prefix`](super::rules::owned_prefix)) or that words follow ([`random_tail`]),
/// nor a JWT: those are their own rules' to judge. A prefix no rule owns before a random
/// tail (`tzq_tRPhMBLp…`) is a provider's that no rule knows: a credential still. Nor a
/// key public by design ([`PUBLIC_PREFIXES`]), nor an identifier in camel case
/// ([`camel_words`]), nor a digest named by its algorithm (`sha384-…`, a
/// subresource-integrity or CSP hash): a hash of public bytes.
fn opaque(token: &[u8]) -> bool {
    opaque_after(token, 16)
}

/// [`opaque`], where a prefix no rule owns may be followed by a random tail of `tail`
/// characters: fewer than a token's 16 beside a password's name, for a password's
/// `wk-Jxh03lI4qkrbvPr` is as random as a key's, and a name that says what the value is
/// leaves a provider's unknown prefix no other reading.
fn opaque_after(token: &[u8], tail: usize) -> bool {
    if token.starts_with(b"eyJ") {
        return false;
    }
    const DIGESTS: [&[u8]; 6] = [
        b"sha1-", b"sha224-", b"sha256-", b"sha384-", b"sha512-", b"md5-",
    ];
    let named = |d: &&[u8]| {
        token
            .get(..d.len())
            .is_some_and(|h| h.eq_ignore_ascii_case(d))
    };
    if DIGESTS.iter().any(named) {
        return false;
    }
    // A prefix is written in one case (`xoxb-`, `CCIPAT_`); letters of both before a `_`
    // are a random value's own (`kUIUhHRQVG_kUEC…`, base64url).
    let letters = token.iter().take_while(|b| b.is_ascii_alphabetic()).count();
    let head = &token[..letters];
    let one_case =
        head.iter().all(u8::is_ascii_lowercase) || head.iter().all(u8::is_ascii_uppercase);
    let prefixed =
        (2..=12).contains(&letters) && one_case && matches!(token.get(letters), Some(b'_' | b'-'));
    let public = PUBLIC_PREFIXES.iter().any(|p| token.starts_with(p));
    let theirs = || super::rules::owned_prefix(token) || !random_tail(token, tail);
    !(public || (prefixed && theirs()) || camel_words(token) || reference_path(token))
}

/// Whether `token` is a lookup written where a value goes, as a string (`"gitlab.com":
/// "process.env.COMPOSER_AUTH_TOKEN"`, `secrets.NPM_TOKEN`): identifiers joined by `.`,
/// the first a root that code and CI read values from.
fn reference_path(token: &[u8]) -> bool {
    const ROOTS: [&[u8]; 9] = [
        b"process",
        b"env",
        b"ENV",
        b"os",
        b"secrets",
        b"vars",
        b"settings",
        b"config",
        b"import",
    ];
    let ident = |w: &[u8]| {
        w.first()
            .is_some_and(|b| b.is_ascii_alphabetic() || *b == b'_')
            && w.iter().all(|b| b.is_ascii_alphanumeric() || *b == b'_')
    };
    let mut parts = token.split(|&b| b == b'.');
    parts.next().is_some_and(|root| ROOTS.contains(&root))
        && token.contains(&b'.')
        && parts.all(ident)
}

/// The prefixes of keys that ship to browsers and apps by design: Stripe's and Clerk's
/// publishable keys, Langfuse's public key, Supabase's publishable key, PostHog's project
/// key, New Relic's browser key, Flutterwave's public key.
const PUBLIC_PREFIXES: &[&[u8]] = &[
    b"pk_",
    b"pk-",
    b"sb_publishable_",
    b"phc_",
    b"NRJS-",
    b"FLWPUBK",
];

/// Whether what follows a token's prefix words (`tzq_`, `sk_test_`) is random: 16 letters
/// and digits or more, of both cases, two digits at least. A prefix that is no rule's (a
/// provider no rule knows) then still starts a credential; words that follow words
/// (`MONGODB_ATLAS_PRIVATE_KEY`, a constant's name) do not.
fn random_tail(token: &[u8], min: usize) -> bool {
    let mut tail = token;
    while let Some(i) = tail.iter().position(|b| matches!(b, b'_' | b'-')) {
        if !(1..=12).contains(&i) || !tail[..i].iter().all(u8::is_ascii_alphabetic) {
            break;
        }
        tail = &tail[i + 1..];
    }
    let count = |f: fn(&u8) -> bool| tail.iter().filter(|b| f(b)).count();
    tail.len() >= min
        && tail.iter().all(u8::is_ascii_alphanumeric)
        && count(u8::is_ascii_digit) >= 2
        && count(u8::is_ascii_lowercase) > 0
        && count(u8::is_ascii_uppercase) > 0
}

/// Letters and digits mostly (three fifths) in words, one of them of seven letters or
/// more: a capital, then two small letters or more with a vowel among each five
/// (`AsymmetricPropertyWithDelete`, `V1LocalObjectReference`, `PKCS7PrivateKeyTypes`). A
/// type or an identifier, not a random value: one of 20 base62 characters passes for one
/// about once in 500, one of 32 once in 3,500 (`…gjHwcdtnnf…` holds no vowel).
fn camel_words(token: &[u8]) -> bool {
    if !token.iter().all(u8::is_ascii_alphanumeric) {
        return false;
    }
    let vowel = |b: &&u8| matches!(b, b'a' | b'e' | b'i' | b'o' | b'u' | b'y');
    let (mut words, mut longest, mut i) = (0, 0, 0);
    while i < token.len() {
        let small = &token[i + 1..];
        let small = &small[..small.iter().take_while(|b| b.is_ascii_lowercase()).count()];
        let n = small.len();
        if token[i].is_ascii_uppercase() && n >= 2 && small.iter().filter(vowel).count() * 5 >= n {
            words += 1 + n;
            longest = longest.max(n);
            i += 1 + n;
        } else {
            i += 1;
        }
    }
    words * 5 >= token.len() * 3 && longest >= 6
}

/// `Basic` credentials decode to printable `user:password`.
pub fn basic(b64: &[u8]) -> bool {
    let decode = |s: &[u8]| match s.len() % 4 {
        0 => base64::engine::general_purpose::STANDARD.decode(s).ok(),
        _ => None,
    };
    let printable = |b: &u8| (0x20..0x7f).contains(b);
    // Whole base64 quanta of text, as written (UTF-8) or without one byte glued after
    // them (`…=` + `=x`, `…` + `X`), then plain ASCII: a word after `Basic ` cut to a
    // quantum often reads as base64 (`OpenStac` as `:` and five bytes over 0x7f).
    let text = |raw: &[u8]| {
        std::str::from_utf8(raw).is_ok() && raw.iter().all(|b| printable(b) || *b >= 0x80)
    };
    let raw = match decode(b64) {
        Some(raw) if text(&raw) => raw,
        _ => match b64.split_last().and_then(|(_, cut)| decode(cut)) {
            Some(raw) if raw.iter().all(printable) => raw,
            _ => return false,
        },
    };
    match raw.iter().position(|&b| b == b':') {
        Some(i) => raw[..i] != raw[i + 1..] && real_password(&raw[i + 1..]),
        None => false,
    }
}

/// The password of `scheme://user:password@host`, unless it repeats the user name
/// (`guest:guest`, `postgres:postgres`: a default, documented everywhere).
fn url_password(url: &[u8], password: &[u8]) -> bool {
    let user = memchr::memmem::find(url, b"://")
        .map(|i| &url[i + 3..])
        .and_then(|rest| rest.split(|&b| b == b':').next());
    // Judged as it decodes (`%3A%40c` is `:@c`): an escape is no password's character.
    let decoded: Vec<u8> = percent_encoding::percent_decode(password).collect();
    // A password cut short where it is shown (`gldt-H-K5...@`, `gldt-H-K5[...]@`) is a
    // preview.
    let shown = password.trim_ascii_end();
    let shown = shown
        .strip_suffix(b"]")
        .or_else(|| shown.strip_suffix(b")"))
        .unwrap_or(shown);
    let cut = PREVIEW_MARKS.iter().any(|m| shown.ends_with(m));
    user != Some(password) && !cut && real_password(&decoded)
}

/// A PEM block (its `-----BEGIN ...-----` and `-----END ...-----` lines skipped) must
/// carry key material: enough base64, varied, not a stand-in. Header lines (`Proc-Type:
/// ...`) are not key material; the first kilobyte of base64 is what the entropy is taken
/// over.
fn pem(block: &[u8]) -> bool {
    let body = match block.strip_prefix(b"-----BEGIN ") {
        Some(rest) => memchr::memmem::find(rest, b"-----").map_or(rest, |i| &rest[i + 5..]),
        None => block,
    };
    // Nor is the `END` line a match ends with.
    let body = memchr::memmem::find(body, b"-----END").map_or(body, |i| &body[..i]);
    key_material(body, 64, 4.5)
}

/// At least `min` base64 characters of key material, outside header lines (`Name:
/// value`), of entropy `min_entropy` over the first kilobyte, and no stand-in.
fn key_material(body: &[u8], min: usize, min_entropy: f32) -> bool {
    let mut b64 = [0u8; ENTROPY_SPAN];
    let mut n = 0;
    for line in body.split(|&b| b == b'\n') {
        if line.contains(&b':') {
            continue;
        }
        for &b in line {
            if b.is_ascii_alphanumeric() || b == b'+' || b == b'/' {
                b64[n] = b;
                n += 1;
                if n == ENTROPY_SPAN {
                    break;
                }
            }
        }
        if n == ENTROPY_SPAN {
            break;
        }
    }
    let b64 = &b64[..n];
    let head = &b64[..b64.len().min(64)];
    b64.len() >= min
        && entropy(b64) >= min_entropy
        && marks(head, false).0.is_none()
        && !monotone_key(head)
}

/// [`monotone`] for key material, where a run of `A` is not a stand-in: zero bytes
/// encode as `A`, and the fixed head of every OpenSSH key
/// (`b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAA...`) holds eleven.
fn monotone_key(s: &[u8]) -> bool {
    let (mut same, mut asc) = (1, 1);
    for w in s.windows(2) {
        same = if w[0] == w[1] && w[0] != b'A' {
            same + 1
        } else {
            1
        };
        asc = if w[1] == w[0].wrapping_add(1) {
            asc + 1
        } else {
            1
        };
        if same >= 6 || asc >= 6 {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_inside_a_cloud_resource_name_is_its_id() {
        assert!(in_resource_name(
            b"\"crn\": \"crn:v1:bluemix:public:secrets-manager:eu-de:a/6c45b3576ba6ce807dfe097cb33b276b:f37e9cda-372d-49e0-8959-93550c14234a"
        ));
        assert!(in_resource_name(
            b"x arn:aws:secretsmanager:eu-west-1:015668708641"
        ));
        assert!(!in_resource_name(b"CRN_NOTE=see below\nsecret"));
        assert!(!in_resource_name(b"arn:aws:iam::1:role/x, next"));
    }

    #[test]
    fn an_upstash_token_is_known_by_the_uuid_inside() {
        let token = b"AR7uASQgYWU5Y2EwOGItMmQ3Yy00MDQ4LWJjYTAtNzM4NmNjMDk5YTFlYOVhQ9bEO8rXbACKmwprX8kzFUpt4oQEqJfFJSYuanw=";
        assert!(upstash(token));
        // Its shape around random bytes, a cut token, padding inside the head (the check
        // holds without the rule's regex before it): no token, and no panic.
        let random = b"AR5pASQg/tqg7ui5mX9cfCmZ/a/lkyU81lSvTfrXFCegrrP+6SMvivIhH57kkcWxC+y1Vjv8Hm+TQn7LyP4pVeXNjkbcjtS3wnY=";
        assert!(!upstash(random));
        assert!(!upstash(&token[..50]));
        let mut padded = token[..56].to_vec();
        padded[54..].copy_from_slice(b"==");
        assert!(!upstash(&padded));
    }

    #[test]
    fn crc_is_base62_padded() {
        assert_eq!(crc_base62(b"").len(), 6);
        assert_ne!(crc_base62(b"a"), crc_base62(b"b"));
    }

    /// A password's hash, as a system stores it, is no password; a password that only
    /// starts with `$` still is one.
    #[test]
    fn a_password_hash_is_none() {
        for hash in [
            "$2b$12$R9h7cIPz0gi.URNNX3kh2OPST9Pg8kqquzi.Ss7KIUgO2t0jWMUWk",
            "$argon2id$v=19$m=65536",
            "pbkdf2_sha256$260000$Qm9vVx1b7Lq0s4Tf$Zk3pQ9vLm2Xw8RtY7uM=",
            "$6$rounds=5000$saltsalt$Zk3pQ9vLm2Xw8RtY7uNb4Kq1",
            "$apr1$r31.....$HqJZimcKQFAMYayBlzkrA/",
        ] {
            assert!(!real_password(hash.as_bytes()), "{hash}");
        }
        assert!(real_password(b"$9xLq2mW!Tr0ub4dor"));
    }

    /// What a tool prints in a password's place is no password.
    #[test]
    fn a_masked_password_is_none() {
        for mask in ["*password*", "**secret**", "********", "*pw*"] {
            assert!(!real_password(mask.as_bytes()), "{mask}");
        }
        assert!(real_password(b"*x9Lq2mW*"));
    }

    /// A value inside an envelope is known by the envelope's start, read back at most
    /// [`ENVELOPE_REACH`] bytes: a value further inside one long run is reported.
    #[test]
    fn a_value_is_enveloped_by_a_token_that_starts_within_reach() {
        let body: Vec<u8> = (0..1200).map(|i| b"Kq8vR2mZx7LpT4wN"[i % 16]).collect();
        let kms = [b"key: CiQA".as_slice(), &body].concat();
        let at = |i: usize| i..i + 32;
        assert!(enveloped(&kms, &at(9 + 100)));
        assert!(enveloped(&kms, &at(9 + ENVELOPE_REACH - 4)));
        assert!(
            !enveloped(&kms, &at(9 + ENVELOPE_REACH + 8)),
            "past the reach"
        );
        assert!(enveloped(
            b"s: vault:v1:Kq8vR2mZx7LpT4wN9bYc3Hd6Kq8vR2mZ",
            &at(12)
        ));
        assert!(enveloped(
            b"s: ENC[AES256_GCM,data:Kq8vR2mZx7LpT4wN9bYc3Hd6Kq8vR2mZ",
            &at(23)
        ));
        assert!(!enveloped(
            b"s: SK76555c42:Kq8vR2mZx7LpT4wN9bYc3Hd6Kq8vR2mZ",
            &at(14)
        ));
    }

    #[test]
    fn placeholders() {
        let cases: &[(&[u8], bool)] = &[
            (b"xxxxxxxxxxxxxxxxxxxx", true),
            (b"<your-token-here>", true),
            (b"${GITHUB_TOKEN}", true),
            (b"{{ secret }}", true),
            (b"abcdefghijklmnop", true),
            (b"1234567890", true),
            (b"REDACTED", true),
            (b"q8ZrT2mLk9VbN4xWp7Ye", false),
            // A mask in one case, or a word of its own, is a stand-in; x's of both cases
            // inside a random key are chance.
            (b"sk_live_XXXXXXXXXXXXXXXX", true),
            (b"glsa_xxxx_q8ZrT2mLk9VbN4", true),
            (b"q8ZrT2mL-XXxx-k9VbN4xWp7Ye", true),
            (b"JXXxxC7mIuJkaYuMlmjY5y323M4lMRnm", false),
        ];
        for (s, want) in cases {
            assert_eq!(is_placeholder(s), *want, "{}", String::from_utf8_lossy(s));
        }
    }

    /// A digest named by its algorithm (subresource integrity, a CSP hash source) is a
    /// hash of public bytes, not an opaque credential; the same run without the name is.
    #[test]
    fn a_digest_named_by_its_algorithm_is_no_opaque_token() {
        let run = b"oqVuAfXRKap7fdgcCY5uykM6R9GqQ8Kuxy9rx7HNQlGYl1kPzQho1wx4JwY8wC";
        for name in ["sha256-", "sha384-", "SHA512-", "sha1-", "md5-"] {
            let token = [name.as_bytes(), run].concat();
            assert!(!opaque(&token), "{name}");
        }
        assert!(opaque(run));
        assert!(opaque(b"sha384oqVuAfXRKap7fdgcCY5uykM6"));
    }

    /// A prefix is letters of one case before `_` or `-`; mixed-case letters there are a
    /// random value's own. Words in camel case are an identifier.
    #[test]
    fn an_opaque_token_is_random_not_prefixed_nor_a_word() {
        assert!(!opaque(b"xoxb-2849-kq9Vz"));
        assert!(!opaque(b"CCIPAT_Xk29dLq0Zp"));
        assert!(opaque(b"kUIUhHRQVG_kUECscl6WW0"));
        assert!(!opaque(b"AsymmetricPropertyWithDelete"));
        assert!(!opaque(b"asymmetricPropertyWithDelete"));
        assert!(!opaque(b"V1LocalObjectReference"));
        assert!(!opaque(b"PKCS7PrivateKeyTypes"));
        // Cut at a value's shortest, still words.
        assert!(!opaque(b"AsymmetricPropertyWi"));
        // Runs of small letters at random hold few vowels.
        assert!(opaque(b"04pQqwJXw2oGhuLSwsfgjHwcdtnnfQ3i"));
        // Letters alone, at random: a token.
        assert!(opaque(b"EEvSpCIPBLxnJaIwjpVjMckJ"));
    }

    /// A stand-in mark is placed where it starts, and found exactly where a placeholder
    /// is: a value cut before it holds none (the engine's cut of a run-on value).
    #[test]
    fn a_stand_in_is_placed_where_it_starts() {
        let cases: &[(&[u8], Option<usize>)] = &[
            (b"q8ZrT2mLk9VbN4xWp7Ye", None),
            (b"q8ZrT2mLk9VbN4xWp7Ye_your_token_here", Some(21)),
            (b"q8ZrT2mLk9VbN4xWp7Ye-EXAMPLE", Some(21)),
            (b"q8ZrT2mLk9VbN4xWp7YeQQQQQQQQ", Some(20)),
            (b"q8ZrT2mLk9VbN4xWp7Ye0123456789", Some(20)),
            (b"xxxxxxxx", Some(0)),
        ];
        for (s, want) in cases {
            assert_eq!(stand_in_at(s), *want, "{}", String::from_utf8_lossy(s));
        }
    }

    proptest::proptest! {
        #![proptest_config(crate::props::config(256))]
        #[test]
        fn a_stand_in_is_placed_exactly_where_a_placeholder_is(
            s in proptest::collection::vec(proptest::prop_oneof![
                proptest::sample::select(b"abcxyzQ019-_".to_vec()),
                proptest::num::u8::ANY,
            ], 0..48),
            word in proptest::sample::select(vec![&b"your"[..], b"EXAMPLE", b"QQQQQQ", b"", b"345678"]),
            at in 0usize..48,
        ) {
            let mut s = s;
            let at = at.min(s.len());
            s.splice(at..at, word.iter().copied());
            let placed = stand_in_at(&s);
            proptest::prop_assert_eq!(placed.is_some(), is_placeholder(&s));
            if let Some(p) = placed {
                proptest::prop_assert!(!is_placeholder(&s[..p]));
                proptest::prop_assert!(is_placeholder(&s[p..]));
            }
        }
    }

    #[test]
    fn weak_passwords() {
        assert!(!real_password(b"password"));
        assert!(!real_password(b"${DB_PASS}"));
        assert!(!real_password(b"5432"));
        assert!(real_password(b"Tr0ub4dor&3x"));
    }
}
