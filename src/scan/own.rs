//! Rules for credentials that belong to wirepass alone and go to no host (`hosts: none`)
//! and that only the configuration knows: the JWTs of the issuer `session.jwt` trusts.
//! Such a token in the session header is how a user is named; anywhere else upstream-bound
//! it is a credential of the proxy's own, refused whatever the service's `leaks` mode.

use base64::engine::general_purpose::{STANDARD_NO_PAD, URL_SAFE_NO_PAD};

use super::rules::{Binding, Check, Gate, Rule};

/// Shortest claim text worth an anchor: shorter ones would match ordinary base64.
const MIN_CLAIM: usize = 12;

/// A rule that finds the JWTs `issuer` signs: their payload holds the claim
/// `"iss":"ISSUER"` base64url-encoded, at any of the three offsets a byte string can start
/// at in base64. The anchors are those encodings (JSON written with and without a space
/// after the colon, and with `/` escaped as `\/`), so the fast pass finds the token by its
/// issuer; the finding is the claim's span, which is inside the token.
pub fn issuer_tokens(issuer: &str) -> Option<Rule> {
    let mut claims = vec![
        format!("\"iss\":\"{issuer}\""),
        format!("\"iss\": \"{issuer}\""),
    ];
    if issuer.contains('/') {
        let escaped = issuer.replace('/', "\\/");
        claims.push(format!("\"iss\":\"{escaped}\""));
        claims.push(format!("\"iss\": \"{escaped}\""));
    }
    if claims.iter().all(|c| c.len() < MIN_CLAIM) {
        return None;
    }
    let mut anchors: Vec<Vec<u8>> = Vec::new();
    for claim in &claims {
        for offset in 0..3 {
            for a in [
                encoded_at(&URL_SAFE_NO_PAD, claim.as_bytes(), offset),
                encoded_at(&STANDARD_NO_PAD, claim.as_bytes(), offset),
            ] {
                if !anchors.contains(&a) {
                    anchors.push(a);
                }
            }
        }
    }
    let max_len = anchors.iter().map(Vec::len).max().unwrap_or(0);
    Some(Rule {
        id: "wirepass-issuer-jwt".into(),
        provider: "wirepass".into(),
        description: format!(
            "a JWT of the session issuer {issuer:?} (session.jwt): it names a user to \
             wirepass and goes to no host"
        ),
        binding: Binding::Never,
        anchors,
        ignore_case: false,
        regex: None,
        before: 0,
        run: None,
        prefix: None,
        check: Check::None,
        gate: Gate::None,
        min_entropy: None,
        max_len,
        fake: String::new(),
        named: false,
        shortest_secret: None,
    })
}

/// The base64 characters that depend only on `bytes` when they start `offset` bytes into
/// an encoded string (0, 1 or 2): the characters sharing bits with a neighbour are cut.
fn encoded_at(engine: &impl base64::Engine, bytes: &[u8], offset: usize) -> Vec<u8> {
    let mut padded = vec![0u8; offset];
    padded.extend_from_slice(bytes);
    let text = engine.encode(&padded);
    let start = (8 * offset).div_ceil(6);
    let end = (8 * (offset + bytes.len())) / 6;
    text.as_bytes()[start..end.min(text.len())].to_vec()
}

#[cfg(test)]
mod tests {
    use base64::Engine as _;

    use super::*;
    use crate::scan::engine::Scanner;

    /// A JWT-shaped token: header, the payload as given, a signature.
    fn jwt(payload: &str) -> String {
        let head = URL_SAFE_NO_PAD.encode(br#"{"alg":"RS256","typ":"JWT","kid":"k1"}"#);
        let body = URL_SAFE_NO_PAD.encode(payload);
        let sig = URL_SAFE_NO_PAD.encode([7u8; 64]);
        format!("{head}.{body}.{sig}")
    }

    #[test]
    fn the_issuers_tokens_are_found_at_every_offset_and_layout() {
        let issuer = "https://idp.example.com";
        let rule = issuer_tokens(issuer).unwrap();
        let scanner = Scanner::from_rules(vec![rule]).unwrap();
        let layouts = [
            r#"{"iss":"https://idp.example.com","sub":"alice"}"#,
            r#"{"sub":"alice","iss":"https://idp.example.com"}"#,
            r#"{"sub":"al","iss": "https://idp.example.com","exp":1}"#,
            r#"{"aud":"x","iss":"https:\/\/idp.example.com"}"#,
            r#"{"a":"bcd","iss":"https://idp.example.com"}"#,
        ];
        for payload in layouts {
            let token = jwt(payload);
            for carrier in [
                format!("Authorization: Bearer {token}"),
                format!("{{\"token\":\"{token}\"}}"),
                format!("id_token={token}&x=1"),
            ] {
                assert_eq!(
                    scanner.scan(carrier.as_bytes()).len(),
                    1,
                    "payload {payload} in {}",
                    &carrier[..12]
                );
            }
        }
    }

    #[test]
    fn other_issuers_and_short_issuers_are_not_rules() {
        let rule = issuer_tokens("https://idp.example.com").unwrap();
        let scanner = Scanner::from_rules(vec![rule]).unwrap();
        for payload in [
            r#"{"iss":"https://accounts.google.com","sub":"alice"}"#,
            r#"{"iss":"https://idp.example.org","sub":"alice"}"#,
        ] {
            assert!(
                scanner.scan(jwt(payload).as_bytes()).is_empty(),
                "{payload}"
            );
        }
        assert!(issuer_tokens("").is_none());
    }
}
