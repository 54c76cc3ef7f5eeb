//! Every rule: three fake positives (valid checksums where the format has one) and three
//! hard negatives of the same shape, generated at test time; plus named hard negatives
//! from the issue.

#[path = "support/props.rs"]
mod props;

use wirepass::scan::fake::{expand, Mode, Rng};
use wirepass::scan::Scanner;

fn scanner() -> Scanner {
    Scanner::new(Vec::new()).unwrap()
}

fn rules_found(s: &Scanner, text: &str) -> Vec<String> {
    s.scan(text.as_bytes())
        .into_iter()
        .map(|f| f.rule)
        .collect()
}

/// Asserts nothing is found in any of the named `cases`.
fn assert_clean(s: &Scanner, cases: &[(&str, &str)]) {
    for (name, text) in cases {
        let found = rules_found(s, text);
        assert!(found.is_empty(), "{name}: {found:?}");
    }
}

#[test]
fn every_rule_finds_three_fakes_and_rejects_three_stand_ins() {
    let s = scanner();
    let mut failures = Vec::new();
    for rule in s.rules() {
        for n in 1..=3 {
            let tok = expand(&rule.fake, Mode::Real, &mut Rng::new(&rule.id, n));
            let text = format!("value: {tok} \n");
            if !rules_found(&s, &text).contains(&rule.id) {
                failures.push(format!("{} missed fake #{n}", rule.id));
            }
        }
        for mode in [Mode::Repeat, Mode::Sequential, Mode::Example] {
            let tok = expand(&rule.fake, mode, &mut Rng::new(&rule.id, 7));
            let text = format!("value: {tok} \n");
            if rules_found(&s, &text).contains(&rule.id) {
                failures.push(format!("{} flagged {mode:?} stand-in", rule.id));
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

/// A value refused for a stand-in word is not cut short through that word: a cut at the
/// value's shortest (20 of a bearer token) that leaves `EXAMPL` is still the stand-in. A
/// word that starts past the shortest is glue, and the value before it is still judged.
#[test]
fn a_stand_in_word_inside_the_shortest_value_is_not_cut_away() {
    let s = scanner();
    let mut rng = Rng::new("straddle", 1);
    for head in ["{a14}", "{a16}", "{a19}"] {
        let value = expand(&format!("{head}EXAMPLE{{a40}}"), Mode::Real, &mut rng);
        let text = format!("Authorization: Bearer {value}\r\n");
        assert_clean(&s, &[(head, &text)]);
    }
    let glued = expand("{a40}_EXAMPLE", Mode::Real, &mut rng);
    let found = rules_found(&s, &format!("Authorization: Bearer {glued}\r\n"));
    assert_eq!(found, ["bearer-token"]);
}

#[test]
fn github_token_with_a_bad_checksum_is_not_a_token() {
    let s = scanner();
    for n in 0..20 {
        let mut tok = expand("ghp_{a30}{crc}", Mode::Real, &mut Rng::new("bad", n));
        let last = tok.pop().unwrap();
        tok.push(if last == 'A' { 'B' } else { 'A' });
        assert!(rules_found(&s, &tok).is_empty(), "{n}");
    }
}

#[test]
fn issue_6_hard_negatives_are_clean() {
    let s = scanner();
    let cases = [
        ("aws documented key id", "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE"),
        ("aws documented secret", "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),
        ("placeholder token", "GITHUB_TOKEN=<token>"),
        ("env reference", "token: ${GITHUB_TOKEN}"),
        ("template", "api_key: {{ secret }}"),
        ("redacted", "Authorization: Bearer REDACTED"),
        ("git sha", "commit 3f786850e387550fdab836ed7e6dc881de23001b"),
        ("sha256", "sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"),
        ("uuid", "id: 123e4567-e89b-12d3-a456-426614174000"),
        ("sri hash", r#"integrity="sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC""#),
        ("stripe publishable", "pk_live_51H8s2dKx8Yq3pLmN0aBcDeFgHiJkLmNoPqRsTuVwXyZ0123"),
        ("stripe object id", "ch_3MmlLrLkdIwHu7ix0snN0B15 cus_NffrFeUfNV2Hib"),
        ("stripe test key", "sk_test_4eC39HqLyjWDarjtT1zdp7dc"),
        ("oauth client id", "123456789012-abc123def456ghi789jkl012mno345pq.apps.googleusercontent.com"),
        ("prose", "Please set your password and api key in the settings page."),
        ("ssh public key", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl user@host"),
        ("public key pem", "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo\n-----END PUBLIC KEY-----"),
        ("certificate", "-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaMQswCQYDVQQGEwJJ\n-----END CERTIFICATE-----"),
        ("unsigned jwt", "eyJhbGciOiJub25lIn0.eyJzdWIiOiIxMjM0NTY3ODkwIn0."),
        ("url without password", "https://user@example.com/path"),
        ("url placeholder password", "postgres://app:${DB_PASSWORD}@db:5432/app"),
        ("url docs password", "https://user:password@example.com"),
        ("url docs password, a word and a digit", "let url = Url::parse(\"ftp://user1:secret123@example.com\")?;"),
        ("url escaped words at a docs host", "https://jo%40email.com:a%20secret@www.example.com"),
        ("basic prose", "Basic authentication is described below."),
        // Words a byte longer than whole base64 quanta, which read as `:` and bytes over
        // 0x7f once the last is cut.
        ("basic prose, nine letters", "Basic OpenStack async client library"),
        ("basic prose, words", "Basic Operating System Algorithms"),
        ("azurite key", "AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="),
        ("image digest", "ghcr.io/acme/app@sha256:2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae"),
        ("slack sample token", "token=xoxb-17653672481-19874698323-pdFZKVeTuE8sk7oOcBrzbqgy"),
        ("jwt.io example", "Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"),
        ("rfc 7617 basic", "Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=="),
        ("docs basic", "Authorization: Basic YWxhZGRpbjpvcGVuc2VzYW1l"),
        ("npmrc without a token", "//registry.npmjs.org/:_authToken=${NPM_TOKEN}"),
        ("user as password", "amqp://guest:guest@localhost:5672/ and postgres://postgres:postgres@db/app"),
    ];
    assert_clean(&s, &cases);
}

#[test]
fn base64_image_and_minified_js_are_clean() {
    let s = scanner();
    let mut rng = Rng::new("img", 1);
    let img = rng.pick(
        b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/",
        20_000,
    );
    let html = format!(r#"<img src="data:image/png;base64,iVBORw0KGgo{img}=">"#);
    assert!(rules_found(&s, &html).is_empty());
    let js = "!function(e,t){var n=e.sk-1,r=t.ghp_||{};for(var o=0;o<n;o++)r[o]=e[o]^t[o];return r}(a,b);".repeat(200);
    assert!(rules_found(&s, &js).is_empty());
}

#[test]
fn fast_pass_never_misses_what_the_full_rule_finds() {
    // Each rule's regex over a text holding a fake, run without the prefilter, finds
    // nothing the scanner does not.
    let s = scanner();
    for rule in s.rules() {
        let tok = expand(&rule.fake, Mode::Real, &mut Rng::new(&rule.id, 9));
        let text = format!("xx {tok} yy");
        let direct = !rule
            .regex
            .as_ref()
            .unwrap()
            .find_all(text.as_bytes())
            .is_empty();
        assert!(direct, "{} regex matches its fake", rule.id);
        assert!(rules_found(&s, &text).contains(&rule.id), "{}", rule.id);
    }
}

/// The secret spans `rule`'s regex and validator find in `text`, run over all of it
/// without the prefilter, with the context the scanner reads around a match
/// ([`check::refused_in_context`]).
fn full_rule_secrets(
    rule: &wirepass::scan::rules::Rule,
    text: &[u8],
) -> Vec<std::ops::Range<usize>> {
    use wirepass::scan::check;
    let re = rule.regex.as_ref().unwrap();
    re.find_all(text)
        .into_iter()
        .filter(|f| {
            check::validate(
                rule.check,
                rule.min_entropy,
                &text[f.whole.clone()],
                &text[f.secret.clone()],
            ) && !check::refused_in_context(rule, text, &f.whole, &f.secret)
        })
        .map(|f| f.secret)
        .collect()
}

/// Whether a finding reads bytes of `secret`. Where two rules read the same bytes
/// (`PasswordAPI_KEY=v` is a password and an API key) the scanner reports one, and a
/// rule's `max_len` cuts a finding short of a run glued to it; what the scanner owes is
/// that the secret is found, whichever rule names it.
fn found_in(findings: &[wirepass::scan::Finding], secret: &std::ops::Range<usize>) -> bool {
    findings
        .iter()
        .any(|f| f.start < secret.end && secret.start < f.end)
}

proptest::proptest! {
    #![proptest_config(props::config(300))]
    /// A fake among other rules' anchors (overlaps, shared prefixes) and noise: where the
    /// full rule finds a credential, the anchored scan finds it too.
    #[test]
    fn anchored_scan_finds_whatever_the_full_rule_finds(
        rule_at in 0usize..1000,
        seed in 0u64..1000,
        around in proptest::collection::vec((0usize..1000, 0usize..7), 0..12),
        split in 0usize..12,
    ) {
        static SCANNER: std::sync::LazyLock<Scanner> = std::sync::LazyLock::new(scanner);
        let s = &*SCANNER;
        let rules = s.rules();
        let rule = &rules[rule_at % rules.len()];
        let piece = |(i, kind): (usize, usize)| -> String {
            let r = &rules[i % rules.len()];
            match kind {
                0 | 1 => String::from_utf8_lossy(&r.anchors[i % r.anchors.len()]).into_owned(),
                2 => " ".into(),
                3 => "\"".into(),
                4 => "aZ9".into(),
                5 => "\n".into(),
                // A long token run: the prefilter searches near it.
                _ => "aZ9_-+/=".repeat(4),
            }
        };
        let pieces: Vec<String> = around.into_iter().map(piece).collect();
        let cut = split.min(pieces.len());
        let tok = expand(&rule.fake, Mode::Real, &mut Rng::new(&rule.id, seed));
        let text = format!("{}{tok}{}", pieces[..cut].concat(), pieces[cut..].concat());
        let secrets = full_rule_secrets(rule, text.as_bytes());
        if !secrets.is_empty() {
            let findings = s.scan(text.as_bytes());
            proptest::prop_assert!(
                secrets.iter().any(|secret| found_in(&findings, secret)),
                "{} missed by the anchored scan in {:?}: {:?}", rule.id, text, findings
            );
        }
    }
}

/// `rule` finds the fake `key` put in `form` at `{k}` (the form, not the key, names a miss).
fn assert_found(s: &Scanner, rule: &str, form: &str, key: &str) {
    let text = form.replace("{k}", key);
    assert!(rules_found(s, &text).iter().any(|r| r == rule), "{form}");
}

#[test]
fn aws_secret_names_in_any_case_and_spelling() {
    let s = scanner();
    let key = expand("{s40}", Mode::Real, &mut Rng::new("aws-case", 1));
    for form in [
        "AWS_SECRET_ACCESS_KEY={k}",
        "Aws_Secret_Access_Key: {k}",
        "aws configure set aws_secret_access_key {k}",
        "--aws-secret-access-key {k}",
        "{\"SecretAccessKey\": \"{k}\"}",
        "secretAccessKey: '{k}'",
        "AWSSecretKey = {k}",
    ] {
        assert_found(&s, "aws-secret-access-key", form, &key);
    }
    for clean in [
        "aws_secret_access_key = <your-secret-access-key>",
        "AWS_SECRET_ACCESS_KEY=${AWS_SECRET_ACCESS_KEY}",
        "the secret access key is shown once",
    ] {
        assert!(rules_found(&s, clean).is_empty(), "{clean}");
    }
}

#[test]
fn heroku_uuid_keys_only_next_to_their_name() {
    let s = scanner();
    let uuid = expand(
        "{h8}-{h4}-{h4}-{h4}-{h12}",
        Mode::Real,
        &mut Rng::new("heroku", 2),
    );
    for form in [
        "HEROKU_API_KEY={k}",
        "heroku config: Heroku-Api-Key: {k}",
        "{\"heroku_api_token\": \"{k}\"}",
    ] {
        assert_found(&s, "heroku-legacy-api-key", form, &uuid);
    }
    let plain = format!("request_id={uuid}");
    assert!(rules_found(&s, &plain).is_empty());
}

/// A service-account key file is found by its key id, unless the file shows its
/// `private_key` holding no key (redacted, emptied): in the key file's own order, sorted
/// by name, and as a JSON text inside a string. Where the key is there, or the field is
/// not in sight, the id is reported.
/// A private key's DER in base64 with no armour, known by the ASN.1 header it opens with:
/// a PEM's body alone (wrapped, or JSON-escaped), a key base64'd onto one line. A public
/// key's or a certificate's header is no private key's.
#[test]
fn a_private_key_without_its_armour() {
    let s = scanner();
    let mut rng = Rng::new("der", 1);
    let heads = [
        "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ",
        "MIIEpAIBAAKCAQEA",
        "MHcCAQEEI",
        "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg",
        "MC4CAQAwBQYDK2VwBCIEI",
    ];
    for head in heads {
        let key = format!("{head}{}", expand("{s150}", Mode::Real, &mut rng));
        let wrapped: Vec<&str> = (0..key.len())
            .step_by(64)
            .map(|i| &key[i..key.len().min(i + 64)])
            .collect();
        for (layout, text) in [
            ("a PEM's body alone", wrapped.join("\n") + "\n"),
            ("an env file's line", format!("SIGNING_KEY={key}\n")),
            (
                "a JSON field",
                format!("{{\"k\": \"{}\"}}\n", wrapped.join("\\n")),
            ),
        ] {
            assert!(
                rules_found(&s, &text).contains(&"private-key-der".to_string()),
                "{head} as {layout}"
            );
        }
    }
    let public = format!(
        "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{}",
        expand("{s300}", Mode::Real, &mut rng)
    );
    let cert = format!(
        "MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBa{}",
        expand("{s300}", Mode::Real, &mut rng)
    );
    assert_clean(&s, &[("a public key", &public), ("a certificate", &cert)]);
}

#[test]
fn a_key_file_whose_key_is_redacted_is_no_secret() {
    let s = scanner();
    let id = expand("{h40}", Mode::Real, &mut Rng::new("gcp-key-id", 1));
    let body = expand("{s64}", Mode::Real, &mut Rng::new("gcp-key-body", 1));
    let pem = format!(
        "-----BEGIN PRIVATE KEY-----\\n{}\\n-----END PRIVATE KEY-----\\n",
        [body.as_str(); 26].join("\\n")
    );
    let file = |key: &str, sorted: bool| {
        match sorted {
        false => format!(
            "{{\n  \"type\": \"service_account\",\n  \"project_id\": \"demo\",\n  \"private_key_id\": \"{id}\",\n  \"private_key\": {key},\n  \"client_email\": \"ci@demo.iam.gserviceaccount.com\"\n}}"
        ),
        true => format!(
            "{{\"client_email\": \"ci@demo.iam.gserviceaccount.com\", \"private_key\": {key}, \"private_key_id\": \"{id}\", \"type\": \"service_account\"}}"
        ),
    }
    };
    let redacted = [
        "\"REDACTED\"".to_string(),
        "\"\"".to_string(),
        "null".to_string(),
        "\"-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----\\n\"".to_string(),
    ];
    for key in &redacted {
        for sorted in [false, true] {
            let text = file(key, sorted);
            assert!(rules_found(&s, &text).is_empty(), "{text}");
            // The same file as a JSON text inside a string.
            let nested = serde_json::to_string(&text).unwrap();
            assert!(rules_found(&s, &nested).is_empty(), "{nested}");
        }
    }
    // With its key, the file is found (by its id and its key).
    let whole = file(&format!("\"{pem}\""), false);
    assert!(rules_found(&s, &whole).contains(&"gcp-service-account".to_string()));
    // An id with no key field in sight is reported: nothing shows the key is gone.
    let alone = format!("{{\"private_key_id\": \"{id}\", \"type\": \"service_account\"}}");
    assert!(rules_found(&s, &alone).contains(&"gcp-service-account".to_string()));
}

#[test]
fn a_token_inside_basic_credentials_is_still_found() {
    // `Basic` is normal use towards any host; the GitHub token inside it is not.
    use base64::Engine as _;
    let s = scanner();
    let pat = s.rules().iter().find(|r| r.id == "github-pat").unwrap();
    let tok = expand(&pat.fake, Mode::Real, &mut Rng::new("basic-inner", 3));
    let creds = base64::engine::general_purpose::STANDARD.encode(format!("x-access-token:{tok}"));
    let found = rules_found(&s, &format!("Authorization: Basic {creds}"));
    assert!(found.iter().any(|r| r == "github-pat"), "{found:?}");
}

#[test]
fn tokens_inside_long_runs_are_found_at_the_edges_and_within() {
    // Runs of 2 KiB and more are searched inside with the anchors that can lie there
    // (plain ones when the run has no `-` or `_`), and at their ends with all of them.
    let s = scanner();
    let fake = |id: &str| {
        let rule = s.rules().iter().find(|r| r.id == id).unwrap();
        expand(&rule.fake, Mode::Real, &mut Rng::new("long-run", 4))
    };
    let azure_key = expand("{s86}", Mode::Real, &mut Rng::new("long-run", 5));
    let cases = [
        // No `-` or `_` in the run: the plain anchors inside.
        ("azure-storage-key", format!("AccountKey={azure_key}==")),
        // `_` in the run: every anchor inside.
        ("github-pat", fake("github-pat")),
        ("stripe-secret-key", fake("stripe-secret-key")),
    ];
    for (id, tok) in cases {
        for (before, after) in [(0, 3000), (3000, 0), (1500, 1500), (4000, 4000)] {
            // `/` is a token character (the run goes on) and a word boundary (`\b`).
            let text = format!("{}/{tok}/{}", "Q".repeat(before), "Q".repeat(after));
            assert!(
                rules_found(&s, &text).iter().any(|r| r == id),
                "{id} after {before} and before {after} run bytes"
            );
        }
    }
}

/// A value beside a generic name (`DB_PASSWORD`, `api_key`), a connection string's
/// password, a Django key and a `.netrc` line in the layouts agents leak them in are
/// found; what code, file lists, docs and prose write beside the same names is not.
#[test]
fn generic_names_find_values_not_code() {
    let s = scanner();
    let found = [
        ("generic-password-named", "DB_PASSWORD=wmAWVdVBMBfPaa70.s"),
        ("generic-password-named", r#"{"input": {"password": "GoNrd9bRMqgCjhAX_9"}}"#),
        ("generic-password-named", "  password = \"E4AJq0qZYubaoPiw-1\"\n"),
        ("generic-password-named", "db:\n  password: 'hoR7cxHi94PQXlb7_p'\n"),
        ("generic-password-named", "<Password>Tq8!vLm2#Rz</Password>"),
        ("generic-password-named", r#"{"name": "DB_PASSWORD", "value": "n5uCsbU1mozKFuBq_9"}"#),
        ("generic-password-named", "mysql -u app --password Vb7kQ2xR9mZ4 shop"),
        ("generic-password-named", "PASSWORD_SHARED=Vb7kQ2xR9mZ4wT"),
        ("generic-api-key-named", "ENV API_KEY=Xfeflb4Juy32JzKb0PFxXh5afxKHku3g"),
        ("generic-api-key-named", "X-Api-Key: 8udTBZ1SvYIcB2o4oSzVxskLMSdc65QH\r\n"),
        ("generic-api-key-named", r#"client = Client(access_token="MOYuENGHZ3gSpoiejO3Y9PsdkhTsKP5R")"#),
        ("generic-api-key-named", "curl -H 'apiKey: 5f0c3e9a7b2d4c1e8f6a9b0d3c7e1f24' https://api.acme.io"),
        // A provider's own section names its key generically.
        ("generic-secret-named", "[snyk]\nendpoint = \"https://api.snyk.io\"\ntoken = \"m7Q2xZ9kLp4RtV8bN1cW6yHd\"\n"),
        ("generic-api-key-named", "export const razorpay = {\n  keySecret: 'tFWvK2Z2UiDRNOA87yUep1r5',\n};"),
        ("generic-api-key-named", "[alibaba]\naccess_key_secret = \"1fi8eLMzxqCaPk8QWf4bNFj5B0iCSA\"\n"),
        ("generic-secret-named", "<pagerduty>\n  <token>p2x4zGmGoVQGY8i5azSE</token>\n</pagerduty>"),
        ("generic-secret-named", "<atlas>\n  <privateKey>Kq8vR2mZx7LpT4wN9bYc3Hd6</privateKey>\n</atlas>"),
        ("generic-secret-named", "webhook:\n  secret: \"Qm9vVx1b7Lq0s4TfZ2nR8wYk\"\n"),
        ("generic-secret-named", "gh auth login --token Qm9vVx1b7Lq0s4TfZ2nR8wYk\n"),
        ("generic-secret-named", "GET /upload?format=json&token=k7Qm9vVx1b7Lq0s4TfZ2nR8w&limit=50 HTTP/1.1"),
        // A password holding `%` (not a reference), in CSV cells and SQL values.
        ("generic-password-named", "ADMIN_PASSWORD,\"YV%eTUw7vXxn3zgAfQ7sGI\",platform,2025-03-01\n"),
        ("generic-password-named", "  (3,'REDIS_PASSWORD','y#y-0%Yo_VvnIg-qsowyq'),\n"),
        // A provider's short random part below its rule's floor, as one in fifty is (3.70
        // bits on 22 characters, under Mapbox's 3.8).
        ("mapbox-secret-token", "MAPBOX_DOWNLOADS_TOKEN=sk.eyJ1IjogImRiY2tycXp6IiwgImEiOiAiempibmtrYmp5bWl0ZHUzaG01aW5jYXUxMyJ9.E3fMAx_-q3wxnLKyxLxA6L\n"),
        // A random password to a host redacted to a documentation domain.
        ("url-password", "DATABASE_URL = \"postgres://app_user:twbSm03svXPb7dyvB6_d@db.example.com:5432/billing\""),
        // A prefix no rule owns, before a random tail: a provider no rule knows.
        ("bearer-token", "UpstreamError: 401; headers={'Authorization': 'Bearer tzq_tRPhMBLpEjZh2p3N9sCLOJPpTOut2H4d1A47'}"),
        ("generic-api-key-named", "ACME_API_KEY=acm_live_Zt7qR2mXw9LpK4vN8bYc3Hd6\n"),
        // A random UUID is a key's shape, whatever its entropy (this one's is 3.47).
        ("generic-secret-named", "codecov:\n  token: \"feee488a-a409-491d-b48f-4a9594e5d046\"\n"),
        ("generic-secret-named", "<atlas><privateKey>eca8ecc4-f65c-499a-ad74-93c1d47b6d22</privateKey></atlas>"),
        ("sqlserver-connection-password", "Server=tcp:sql.acme.net,1433;Initial Catalog=orders;User ID=app;Password=lXSTqmFisuUpe2asmD-x;Encrypt=True;"),
        ("sqlserver-connection-password", "jdbc:sqlserver://sql.acme.net:1433;databaseName=orders;user=app;password=Qm4xT9vR2kLp;"),
        ("django-secret-key", "SECRET_KEY = 'django-insecure-ou3g1!h0!)%cqd+@)ws^4#l4o2ewr6h9+1(*2so*l(vllv@269'"),
        ("django-secret-key", "DJANGO_SECRET_KEY: \"k7#x!q2w9e(r-t5y_u8i+o1p0a3s6d@f4g*h&j^k%l)z=c8v2b\""),
        ("netrc-password", "export NETRC='machine git.acme.net login deploy password ABKq83xZp0Rw'"),
        ("netrc-password", "  netrc: 'machine git.acme.net login deploy password H5Rm2wQ8vLx4'"),
        ("netrc-password", "NETRC=machine git.acme.net login deploy password iRv7Kq2mXw9z"),
        // A compound name that ends in a secret's word, in each way code joins its words.
        ("generic-credential-named", "STRIPE_WEBHOOK_SECRET=Zk3pQ9vLm2Xw8RtY7uNb4Kq1\n"),
        ("generic-credential-named", r#"{"refresh_token": "m7Q2xZ9kLp4RtV8bN1cW6yHd"}"#),
        ("generic-credential-named", "const slack = { signingSecret: 'Qm9vVx1b7Lq0s4TfZ2nR8wYk' };"),
        ("generic-credential-named", "app.session-token = Kq8vR2mZx7LpT4wN9bYc3Hd6\n"),
        ("generic-credential-named", "ENCRYPTION_KEY: \"p2x4zGmGoVQGY8i5azSEw7Lk\"\n"),
        ("generic-credential-named", "rails:\n  master_key: 4fTq9Lm2Xw8RtY7uNb4Kq1Zk\n"),
        ("generic-credential-named", "authorization:\n  type: Bearer\n  credentials: \"YvymIl2q8RtY7uNb4Kq1Zk3p\"\n"),
        // A password under its other names.
        ("generic-password-named", "  passwd: Xy7kQ2mL9pR4tV8w\n"),
        ("sqlserver-connection-password", "Driver={ODBC Driver 18};Server=db;Uid=app;Pwd=Xy7kQ2mL9pR4tV8w;"),
        ("generic-password-named", "ssh_key_passphrase = \"Vb7kQ2xR9mZ4wT3\"\n"),
        // Layouts of other tools: Maven properties, Puppet's scoped keys, PowerShell's
        // escaped quotes, Ruby symbols, Envoy's inline secret, OpenTelemetry attributes.
        ("generic-api-key-named", "<properties>\n  <api.key>e9237Qm4xT9vR2kLpZw8Yc3Hd6Nb1q64</api.key>\n"),
        ("generic-secret-named", "profile::checkout::token: '1e2cQm9vVx1b7Lq0s4TfZ2nR8wYkd3'\n"),
        ("generic-secret-named", "  - name: deploy\n    generic_secret:\n      secret:\n        inline_string: \"Qm9vVx1b7Lq0s4TfZ2nR8wYk\"\n"),
        ("aws-secret-access-key", "-Body \"{`\"awsSecretAccessKey`\":`\"hQV9Lp2mXw8RtY7uNb4Kq1Zk3pQ9vLm2Xw8Rt3Fa`\"}\""),
        ("datadog-api-key", "knife[:datadog_api_key] = '8f3a9c2e7b1d4f6a0c5e9b2d7f1a3c8e'\n"),
        ("generic-api-key-named", "  [\"client_api_key\"]=>\n  string(32) \"ixZjQm9vVx1b7Lq0s4TfZ2nR8wYkd3Px\"\n"),
        ("generic-api-key-named", "env('X_API_KEY', '-Bvo7Qm9vVx1b7Lq0s4TfZ2nR8wYkfa')\n"),
        // Base64 parts joined by `-`, each padded (an Adyen key's layout).
        ("generic-api-key-named", "  x_api_key: \"AQEpdbePCxfZCIksfdGmbDQqvqxhv2Yh8zl868BIGkhKqDQK+93agt5emTtl3xYoexJO/DHin=-pHM79YY1KL7Rbm5Sz0g0+iueDFsuVe0Y=-rp6fCN3AkgZF2cpc\",\n"),
        // Layouts of more tools: Scala maps, Erlang binaries, a Terraform or Packer
        // variable's default, an AWS parameter's `Value` two fields below its `Name`,
        // `kubectl describe`'s aligned columns, a `.pgpass` written into a string.
        ("alibaba-access-key-secret", "  \"ALIBABA_CLOUD_ACCESS_KEY_SECRET\" -> \"dGfmQ2xR9mZ4wT7kLp3NvB8cY1sHd6\",\n"),
        ("netlify-token-named", "   {netlify_auth_token, <<\"inu1Qm9vVx1b7Lq0s4TfZ2nR8wYkd3PxZk3pQ9vL_9\">>},\n"),
        ("together-api-key", "variable \"together_ai_key\" {\n  type      = string\n  default   = \"7f82a9c3e1d04b6f8a2c5e7d9b1f3a4c6e8d0b2f4a6c8e1d3f5b7a9c2e4d6f8e\"\n  sensitive = true\n}\n"),
        ("rollbar-token", "{\n  \"Name\": \"/prod/webhooks/ROLLBAR_SERVER_TOKEN\",\n  \"Type\": \"SecureString\",\n  \"Value\": \"70735d2c8e1f4a6b9d0c3e5f7a1b2c5d\",\n"),
        ("generic-credential-named", "    Environment:\n      REGION:              eu-west-1\n      APP_SECRET:          DwGlk3j4Lm9Qx7Rt2VbN8pZc1YhK5sWq0EoR8\n"),
        ("pgpass-password", "pgpass = \"\"\"pg.acme.io:5432:crm_prod:priya:nQ^9vLm2Xw8Rt2c\nlocalhost:5432:app:etl:x\"\"\"\n"),
        // And of more languages and tools: Nim's export marker, Raku's and Perl's
        // environment subscripts, Objective-C's `@"…"`, Visual Basic's `As String`,
        // `psql`'s expanded rows, Markdown bold, a logfmt `key=… value=…` pair.
        ("cloudflare-api-token", "const\n  cloudflareApiToken* = \"Ikwb7Qm9vVx1b7Lq0s4TfZ2nR8wYkd3PxZk3pQuY\"\n"),
        ("heroku-legacy-api-key", "%*ENV<HEROKU_API_KEY> = '533f0e1d-3b4c-4d5e-8f9a-0b1c2d3e4f60';\n"),
        ("twilio-auth-token", "$ENV{TWILIO_AUTH_TOKEN} = '44c2a9e1d04b6f8a2c5e7d9b1f3ac5f6';\n"),
        ("twilio-api-key-secret-named", "NSString *const KWTwilioApiSecret = @\"7ZyiQm9vVx1b7Lq0s4TfZ2nR8wYkd3Mg\";\n"),
        ("okta-api-token", "        Public Const OKTA_API_TOKEN As String = \"00-2Qm9vVx1b7Lq0s4TfZ2nR8wYkd3PxZk3pQ9vLbX\"\n"),
        ("together-api-key", "-[ RECORD 1 ]+-----\nid         | 9500\nname       | together_api_key\nvalue      | 7fe9a9c3e1d04b6f8a2c5e7d9b1f3a4c6e8d0b2f4a6c8e1d3f5b7a9c2e4d6f69\n"),
        ("generic-api-key-named", "- **API key:** Zk3pQ9vLm2Xw8RtY7uNb4Kq1\n"),
        ("codecov-token", "msg=\"loaded setting\" key=codecov_upload_token value=\"77f3e1d0-3b4c-4d5e-8f9a-0b1c2d3e4f70\"\n"),
        // A password that holds `@`, set in CMake.
        ("generic-password-named", "set(DB_PASSWORD \"G!eZT8q8V@Yq9@KKmPwt\" CACHE STRING \"\")\n"),
        // A secret as a default where a variable is unset (JavaScript, TypeScript, k6),
        // inside pydantic's `SecretStr`, as GoCD's `<value>` under its `<variable>`.
        ("generic-password-named", "const REDIS_PASSWORD = process.env.REDIS_PASSWORD || \"Nimb7Qm9vVx1b28\";\n"),
        ("cloudflare-api-token", "const CF_API_TOKEN = __ENV.CF_API_TOKEN || 'lF57Qm9vVx1b7Lq0s4TfZ2nR8wYkd3PxZk3pQ2u4';\n"),
        ("cohere-api-key", "process.env.COHERE_API_KEY ??= 'UJXJQm9vVx1b7Lq0s4TfZ2nR8wYkd3PxZk3pQ93W';\n"),
        ("cloudflare-api-token", "    cf_api_token: SecretStr = SecretStr(\"cfut7Qm9vVx1b7Lq0s4TfZ2nR8wYkd3PxZk3pQ9v\")\n"),
        ("upstash-token", "        <variable name=\"UPSTASH_REDIS_REST_TOKEN\">\n          <value>AbDXASQgODk3Qm9vVx1b7Lq0s4TfZ2nR8wYkd3PxZk3pQ9vLm2Xw8RtY7uNb4Kq1Zk3pQE=</value>\n"),
        // Splunk's HTTP Event Collector token by its own short name.
        ("splunk-hec-token-named", "process.env.HEC_TOKEN ??= '20964a1e-3b4c-4d5e-8f9a-0b1c2d3e4f02';\n"),
        // ABAP's typed constants, Smalltalk's globals, Jenkins configuration as code.
        ("codecov-token", "CONSTANTS lc_codecov_upload_token TYPE string VALUE '9e5b0e1d-3b4c-4d5e-8f9a-0b1c2d3e4f92'.\n"),
        ("codecov-token", "Smalltalk at: #CodecovToken put: '831f0e1d-3b4c-4d5e-8f9a-0b1c2d3e4f20'.\n"),
        ("rollbar-token", "          - string:\n              scope: GLOBAL\n              id: rollbar-access-token\n              secret: \"98cea9c3e1d04b6f8a2c5e7d9b1f3a19\"\n"),
        // An Authorization header a server sets on the requests it forwards (Caddy's
        // `header_up`, nginx's `proxy_set_header`, Apache's `RequestHeader set`);
        // `terraform console`'s padded map keys; New Relic's EU and `FFFF…NRAL` keys.
        ("authorization-token", "        header_up Authorization \"Token fa6055ba5088605e71654b44027b0ca03174157f\"\n"),
        ("authorization-token", "    proxy_set_header Authorization 'Key 9Qm9vVx1b7Lq0s4TfZ2nR8wYkd3PxZk3';\n"),
        ("authorization-token", "RequestHeader set Authorization \"Api-Key 7fe9a9c3e1d04b6f8a2c5e7d9b1f3a4c\"\n"),
        ("paypal-client-secret", "{\n  \"paypal_secret   \" = \"EUcY5lGgJOl7MQ7f4wHBu8oRXGBLf5t-x2I4a7K-aQLtSxBC2t9Mq8o-0BYfCIcsYPYJlkXRAzsClVkh\"\n}\n"),
        ("newrelic-license-key", "NR_LICENSE=eu01xxd4c7b7ce93c3ae4f332fc8e187FFFFNRAL\n"),
        ("newrelic-license-key", "  license: 'a1684637a97eb41320ca8b13c49d844fFFFFNRAL'\n"),
        // Composer's auth.json: a token keyed by its host under `bearer`.
        ("composer-auth-token", "{\n  \"bearer\": {\n    \"repo.packagist.com\": \"4d46317a813f94cbd4ea15eaf8e0b9093fe46580\"\n  }\n}\n"),
        // Android's string resources, DynamoDB's typed items (the type's key, and an
        // item's sort key naming the `value` beside it), a name/value list indented
        // deep (an ECS task's environment in a CloudTrail event), Tcl's arrays, COBOL.
        ("snyk-token", "    <string name=\"snyk_token\" translatable=\"false\">0f5e8a2c-3b4c-4d5e-8f9a-0b1c2d3e4fcd</string>\n"),
        ("linode-token", "  \"linode_token\": {\"S\": \"1d8b2a9e1d04b6f8a2c5e7d9b1f3ac0349a2c5e71d8b2a9e1d04b6f8a2c5e765\"},\n"),
        ("okta-api-token", "    \"sk\": {\n        \"S\": \"PARAM#okta_api_token\"\n    },\n    \"value\": {\n        \"S\": \"00_h2Qm9vVx1b7Lq0s4TfZ2nR8wYkd3PxZk3pQ9vin\"\n    },\n"),
        ("twilio-auth-token", "              {\n                \"name\": \"TWILIO_AUTH_TOKEN\",\n                \"value\": \"643e2a9e1d04b6f8a2c5e7d9b1f3ac03\"\n              }\n"),
        ("pagerduty-token", "set ::config(pd_integration_key) \"515a2a9e1d04b6f8a2c5e7d9b1f3ac10\"\n"),
        ("discord-bot-token", "    05  WS-DISCORD-BOT-TOKEN PIC X(59) VALUE \"ODA1Qm9vVx1b7Lq0s4TfZ2nR8.Gk3pQ9.vLm2Xw8RtY7uNb4Kq1Zk3pQ9vLm2Xw8Rmc\".\n"),
        // A value named by the field before it, one more field between (Node-RED's
        // headers), or by an element's `name` attribute (JMeter's arguments).
        ("datadog-api-key", "\"headers\": [{\"keyType\": \"other\", \"keyValue\": \"DD-API-KEY\", \"valueType\": \"other\", \"valueValue\": \"c0092a9e1d04b6f8a2c5e7d9b1f3ac31\"}],\n"),
        ("together-api-key", "            <stringProp name=\"Argument.name\">together_api_key</stringProp>\n            <stringProp name=\"Argument.value\">7ad72a9e1d04b6f8a2c5e7d9b1f3ac0349a2c5e71d8b2a9e1d04b6f8a2c5e783</stringProp>\n"),
        ("razorpay-key-secret", "    jsonData:\n      httpHeaderName1: X-Razorpay-Key-Secret\n    secureJsonData:\n      httpHeaderValue1: 'lAQTQm9vVx1b7Lq0s4TfZ2pO'\n"),
        // A table's next cell: a column SQL*Plus pads, a box DuckDB draws, HTML's cells
        // (phpinfo's `$_SERVER`, Django's debug page), `redis-cli`'s numbered replies.
        ("mistral-api-key", "LOG_LEVEL                        info\nMISTRAL_API_KEY                  7cAGQm9vVx1b7Lq0s4TfZ2nR8wYkdhXz\n"),
        ("netlify-token-named", "\u{2502} log_level     \u{2502} info                                        \u{2502}\n\u{2502} netlify_token \u{2502} BPNLQm9vVx1b7Lq0s4TfZ2nR8wYkd3PxZk3pQ9vL_UA \u{2502}\n"),
        ("travis-token", "<tr><td class=\"e\">$_SERVER[&#039;TRAVIS_TOKEN&#039;]</td><td class=\"v\">nEfKQm9vVx1b7Lq0s4TfsC</td></tr>\n"),
        ("elevenlabs-api-key", "            <tr>\n              <td>xi_api_key</td>\n              <td class=\"code\"><pre>&#x27;61002a9e1d04b6f8a2c5e7d9b1f3ac94&#x27;</pre></td>\n"),
        ("wandb-api-key", "127.0.0.1:6379> HGETALL config:orders\n1) \"log_level\"\n2) \"info\"\n3) \"wandb_key\"\n4) \"5a952a9e1d04b6f8a2c5e7d9b1f3ac0349a2c540\"\n"),
        // A value wrapped as a password manager's export writes it (1Password's
        // `"value": {"concealed": …}`) or CDK's `SecretValue.unsafePlainText(…)`.
        ("cloudflare-api-token", "                        \"id\": \"cf_api_token\",\n                        \"value\": {\n                          \"concealed\": \"cfut7Qm9vVx1b7Lq0s4TfZ2nR8wYkd3PxZk3pQ9v13\"\n"),
        ("azure-apim-subscription-key", "authorization: events.Authorization.apiKey('Ocp-Apim-Subscription-Key', cdk.SecretValue.unsafePlainText('72992a9e1d04b6f8a2c5e7d9b1f3ac91')),\n"),
        ("npm-token-named", "            \"NPM_PUBLISH_TOKEN\": \"73b6a2c9-3b4c-4d5e-8f9a-0b1c2d3e4fd2\"\n"),
        // Logstash's field references, XML-RPC's structs, a Redis append-only file, an
        // Azure annotated key whose fields hold zeros, a password holding `=`, more names.
        ("twilio-auth-token", "    add_field => {\n      \"[@metadata][twilio_token]\" => \"d09dd32a9e1d04b6f8a2c5e7d9b1f3ac\"\n"),
        ("honeycomb-api-key", "<member><name>honeycomb_api_key</name><value><string>08382a9e1d04b6f8a2c5e7d9b1f3acdb</string></value></member>\n"),
        ("upstash-token", "*3\r\n$3\r\nSET\r\n$24\r\nUPSTASH_REDIS_REST_TOKEN\r\n$72\r\nAbDXASQgODk3Qm9vVx1b7Lq0s4TfZ2nR8wYkd3PxZk3pQ9vLm2Xw8RtY7uNb4Kq1Zk3pQE=\r\n"),
        ("azure-annotated-key", "      AZURE_DEVOPS_EXT_PAT: \"CiSCweNJW80moiSOV6YGu1fIl5f6YDkXgZ5lO5fZHpjVjqUszXkiJQQJ99DGACAAAAAASuTHAAASAZDOvowZ\"\n"),
        ("generic-password-named", "  'dbpassword' => 'k!#Vo7FKH!2h.StL#=tAH2Om',\n"),
        ("heroku-legacy-api-key", "jonas@bastion-01:~/reports$ export HEROKU_TOKEN=b47d1f0e-3b4c-4d5e-8f9a-0b1c2d3e4f4b\n"),
        ("mailgun-api-key-named", "  - MAILGUN_SECRET: \"e9b5612a9e1d04b6f8a2c5e7d9b1f3ac-8a2c5e7d-9b1f3a72\"\n"),
        ("codecov-token", "            \"CODECOV_REPO_TOKEN\": \"4cf098a1-3b4c-4d5e-8f9a-0b1c2d3e4f70\"\n"),
        ("azure-apim-subscription-key", "$env:TRANSLATOR_KEY = \"49ab2a9e1d04b6f8a2c5e7d9b1f3acf7\"\n"),
        ("django-secret-key", "+ export 'DJANGO_SECRET=!q0y&x8k2m@9#zq4w$e7r^t1y&u3i*o5p(a6s)d0g_h-j+k=l%a'\n"),
        ("generic-credential-named", "SHOPIFY_API_SECRET_KEY=Qm9vVx1b7Lq0s4TfZ2nR8wYk93kd\n"),
        // A provider's short names: Deepgram's, AssemblyAI's, Azure's AI services', the
        // Vault dev server's root token; Django's key in camel case.
        ("deepgram-api-key", "DG_KEY=448a2a9e1d04b6f8a2c5e7d9b1f3ac0349a2c5e7\n"),
        ("assemblyai-api-key", "  AAI_KEY: 'a2e96eeacb7b64f339aa861f56b498f3'\n"),
        ("azure-apim-subscription-key", "    SPEECH_KEY: \"101042fc03033a50c7ac2e6073731e4d\"\n"),
        ("vault-legacy-token", "  config.x.vault_dev_root_token_id = \"s.zB7Qm9vVx1b7Lq0s4TfZ2nYQ\"\n"),
        ("django-secret-key", "    djangoSecretKey: 'fq=f8x!k2m@9#zq4w$e7r^t1y&u3i*o5p(a6s)d0g_h-j+k=l%$',\n"),
        // A provider's key under more of its names.
        ("pagerduty-token", "Environment=\"PD_INTEGRATION_KEY=8d55a9c3e1d04b6f8a2c5e7d9b1f3a44\"\n"),
        ("hetzner-token", "    env:\n      hcloud: 3jUwQm9vVx1b7Lq0s4TfZ2nR8wYkd3PxZk3pQ9vLm2Xw8RtY7uNb4Kq1Zk3pQ9LD\n"),
        ("twilio-auth-token", "export TWILIO_TOKEN='8f73c2a9e1d04b6f8a2c5e7d9b1f3ac5'\n"),
        ("mailgun-api-key-named", "MAILGUN SIGNING KEY: 5538a9c3e1d04b6f8a2c5e7d9b1f3a72-8a2c5e7d-9b1f3a72\n"),
        ("wandb-api-key", "export WEIGHTS_AND_BIASES_KEY='172b4f0a9b1c2d3e4f5a6b7c8d9e0f1a2b3c4deb'\n"),
        ("mailgun-api-key", "MG_KEY=key-639a60780a5550b3bd9f95599a7a8d18\n"),
        // A generic name in a message.
        ("generic-api-key-named", "Here is the API key: Zk3pQ9vLm2Xw8RtY7uNb4Kq1, keep it safe"),
        ("generic-api-key-named", "fyi my api token is Zk3pQ9vLm2Xw8RtY7uNb4Kq1\n"),
        // A provider's name with the `api` word left out.
        ("wandb-api-key", "@SET WANDB_KEY=56ce4f0a9b1c2d3e4f5a6b7c8d9e0f1a2b3c4d62\n"),
        ("heroku-legacy-api-key", "\"heroku_key\": \"72dd1f0e-3b4c-4d5e-8f9a-0b1c2d3e4f51\","),
        ("datadog-api-key", "{\"key\": \"datadog.api_key\", \"value\": {\"stringValue\": \"8f3a9c2e7b1d4f6a0c5e9b2d7f1a3c8e\"}}"),
        // A record's base64 value, named by the record's `key` two fields before it (a
        // Consul KV export).
        ("datadog-api-key", "[{\n\t\"key\": \"config/ingest/dd_api_key\",\n\t\"flags\": 0,\n\t\"value\": \"ZTJiMWMzZDRlNWY2YTdiOGM5ZDBlMWYyYTNiNGM1ZDY=\"\n}]"),
        // A record's value far from its name, or before it (Vercel's, Netlify's, Harness's
        // and ClickUp's variables; a command line's `--name … --value …`).
        ("generic-api-key-named", "{\"envs\": [{\"type\": \"encrypted\", \"value\": \"xbNrMY0gSJVC6StR3bXYqul5FvcEOgyk\",\n  \"target\": [\"production\", \"preview\"], \"configurationId\": null, \"comment\": \"\",\n  \"id\": \"qd7P524Y2sOgoBxl\", \"key\": \"PARTNER_API_KEY\", \"decrypted\": true}]}"),
        ("snyk-token", "[{\"key\": \"SNYK_TOKEN\",\n  \"scopes\": [\"builds\", \"functions\", \"runtime\", \"post-processing\"],\n  \"values\": [\n    {\n      \"id\": \"25d0c1c3-e6a4-46eb-9fa4-3b03b7ae24f1\",\n      \"value\": \"f54589f0-c0a8-40a8-85ec-f45eb9db86b0\",\n      \"context\": \"all\"\n    }\n  ]\n}]"),
        ("generic-api-key-named", "  variables:\n    - name: SERVICE_API_TOKEN\n      type: String\n      description: \"\"\n      required: false\n      value: \"e00a50ab9a5d4743ca98e287835ff8769ecebca9\"\n"),
        ("npm-token-named", "{\"custom_fields\": [{\"id\": \"6d544d1b\", \"name\": \"NPM_AUTH_TOKEN\", \"type\": \"short_text\",\n  \"type_config\": {}, \"date_created\": \"1728700544000\", \"hide_from_guests\": false,\n  \"value\": \"db1607a3-a26a-43aa-8837-c20f4101723b\", \"required\": false}]}"),
        ("vault-legacy-token", "Arguments entered to CLI: ['ssm', 'put-parameter', '--name', '/reports/prod/VAULT_ROOT_TOKEN', '--value', 's.KG5CAUT2r04rMh0qgfwfHyRZ', '--type', 'SecureString']\n"),
        // Names providers' tools write.
        ("cloudflare-global-api-key", "  CF_AUTH_KEY: 2f57c0cd0127cc8bec154f2cfaf5e802a6ef5\n"),
        ("azure-devops-pat", "VSTS_PAT=hmurte44npoiqit43saql4jltesh2geevfg4cdq5zhw34tckyr5m\n"),
        ("discord-bot-token", "os.environ[\"DISCORD_BOT_SECRET\"] = \"OTMzMTQxMjg4MTM2NDEyOTU0.gV9Vgk._u9218-7jixinEpvFbXtmddkqMh\"\n"),
        ("splunk-hec-token-named", "{\"data\":{\"HEC_AUTH_TOKEN\":\"0323d0c2-44aa-4f2a-8430-3a343cd08164\"}}"),
        ("mongodb-atlas-private-key", "    ATLAS_API_PRIVATE_KEY: f9b1b68b-4d42-45b1-90bc-db31b1f4c077\n"),
        ("alibaba-access-key-secret", "oss_access_key_secret                              LUNB8VN8Mboo3QBxNTW4tV8PiLA274  \n"),
        // The key an HMAC is made with; forty random hex digits under an API key's name.
        ("generic-credential-named", "{\"config\":{\"hmacSigningKey\":\"M4g1dWqTRtKqNzbptyyUYn4zdOh4OSXapQvxkX_VDaa\"}}"),
        ("generic-api-key-named", "GET /api/webhooks/export partner_api_key=1bc4ea75ef4b11ee25ee4f2e01bc1cb573e20584 443 -\n"),
        // A password under a short name, in every layout a long one is read in.
        ("generic-password-short-named", "SMTP_PASS=Xk9mQ2vL7pR4tZw\n"),
        ("generic-password-short-named", "{\"user\": \"svc\", \"pass\": \"r8Tq2mVx9LpZ4wKc\"}"),
        ("generic-password-short-named", "  $smtpPass = 'r8Tq2mVx9LpZ4wKc';\n"),
        ("generic-password-short-named", "GET /login?user=bob&pwd=r8Tq2mVx9LpZ4wKc HTTP/1.1\r\n"),
        ("generic-password-short-named", "IMAPAccount work\nHost imap.acme.io\nPass \"r8Tq2mVx9LpZ4wKc\"\n"),
        ("generic-password-short-named", "openssl enc -aes-256-cbc -in db.sql -pass r8Tq2mVx9LpZ4wKc\n"),
        ("generic-password-short-named", "[{\"name\": \"REDIS_PASS\", \"value\": \"r8Tq2mVx9LpZ4wKc\"}]"),
        // An element's base64 text, named by its element past its attributes.
        ("generic-password-short-named", "<Server><User>priya</User><Pass encoding=\"base64\">cjhUcTJtVng5THBaNHdLYw==</Pass></Server>"),
        // A random password whose `=` is no key's (`qGmPT=` is no word).
        ("generic-password-short-named", "  - key: ADMIN_PASS\n    scope: RUN_TIME\n    type: SECRET\n    value: \"vKmRT=JhzWck4S5=b\"\n"),
        ("generic-password-named", "DB_PASSWORD=xQ7tKw=9vLmRz2\n"),
        // Names tools write: Terraform's AZDO_ PAT, a word inside Datadog's app key name,
        // setup-node's npm token.
        ("azure-devops-pat", "| `AZDO_PAT` | `dwjzfl5x6tbcmth3axzwt4au7753tkmzt2aehqynt4zfaaesjkbo` |\n"),
        ("datadog-app-key", "\"Bash(DD_CLIENT_APP_KEY=13a5a3b4644c515891eb6ed0388a81f1e4617bad npm run smoke)\""),
        ("npm-token-named", "extra_vars: \"---\\nnode_auth_token: 089a36c5-d64e-482f-bcfe-83d463710f81\\n\""),
        // A legacy Vault token under a generic name: Terraform's Vault provider, a
        // section, a bare API key.
        ("generic-secret-named", "provider \"vault\" {\n  address = \"https://vault.acme.io:8200\"\n  token   = \"s.Kq9v2XnB7wLp4TzR8mYc3HdF\"\n}\n"),
        ("generic-api-key-named", "auth:\n  api_key: s.Kq9v2XnB7wLp4TzR8mYc3HdF\n  header: X-Vault-Token\n"),
        // A short password name whose words a `_` joins, opening its line (fluentd).
        ("generic-password-short-named", "<match app.**>\n  @type partner_audit\n  admin_pass Nimbus_ember2108\n</match>\n"),
        // The names Azure's AI services' quickstarts use.
        ("azure-apim-subscription-key", "export VISION_KEY=183319307a0b65a04e32221d1942b853\n"),
        ("azure-apim-subscription-key", "{\"LANGUAGE_KEY\": \"183319307a0b65a04e32221d1942b853\"}"),
        ("azure-apim-subscription-key", "CONTENT_SAFETY_KEY: 183319307a0b65a04e32221d1942b853\n"),
        ("azure-apim-subscription-key", "AZURE_DOCUMENT_INTELLIGENCE_KEY=183319307a0b65a04e32221d1942b853\n"),
        // A value a REPL or a shell echoed on the line after the one that named it.
        ("generic-secret-named", "(Pdb) p os.environ['TOKEN']\n'PU4Ag9ou02geMAjc621mnYwyNO9P9gtnifhP9ONY'\n(Pdb) q\n"),
        ("generic-api-key-named", ">>> os.getenv(\"API_KEY\")\n'Xk9mQ2vL7pR4tZw8Nc3HdF6sJg1QaE0u'\n"),
        ("generic-secret-named", "In [3]: settings.SECRET_KEY\nOut[3]: 'Kq9v2XnB7wLp4TzR8mYc3HdF6sJg1QaE0u'\n"),
        ("generic-api-key-named", "$ echo $API_TOKEN\nVb7Nq2Lk9Pz4Xw8Rt6Ym3Hd5Fs1Jc0Ga\n$ exit\n"),
        ("generic-api-key-named", "irb(main):001:0> ENV['CLIENT_SECRET']\n=> \"Tz8Rq3Wm7Lp2Xv9Nk4Hc6Fd1Js5Gb0Ye\"\n"),
        ("generic-api-key-named", "> Sys.getenv(\"API_KEY\")\n[1] \"Hc6Fd1Js5Gb0YeTz8Rq3Wm7Lp2Xv9Nk4\"\n"),
        ("generic-api-key-named", "dev@box:~/app$ echo $API_TOKEN\nVb7Nq2Lk9Pz4Xw8Rt6Ym3Hd5Fs1Jc0Ga\n"),
        ("generic-api-key-named", "julia> ENV[\"API_KEY\"]\n\"Vb7Nq2Lk9Pz4Xw8Rt6Ym3Hd5Fs1Jc0Gc\"\n"),
        // The sixteenth corpus's: a Logseq property (`name:: v`); a DokuWiki, a MediaWiki
        // and a spreadsheet's row (`''NAME''`, `<code>NAME</code> ||`, an xlsx's shared
        // strings); Snowflake's `CREATE SECRET`; gdb's `$1 = 0x… "v"`; ZooKeeper's
        // bracketed prompt; a W&B key under a token's name.
        ("heroku-legacy-api-key", "\t  heroku-api-token:: 9111971c-bf56-4701-b6a2-3ac25212ce70\n"),
        ("mongodb-atlas-private-key", "| ''ATLAS_API_PRIVATE_KEY'' | ''45a3b479-d5ac-4a5b-8ac2-0519daf0e688'' | worker only |\n"),
        ("splunk-hec-token-named", "| <code>SPLUNK_HEC_AUTH_TOKEN</code> || <code>997231c6-c450-4e62-b80a-1ec5808515d2</code> || prod\n"),
        ("wandb-api-key", "<si><t>WANDB_API_TOKEN</t></si><si><t>784faa0a0da2df979421a0ac1da741665b26d0ac</t></si>"),
        ("postmark-server-token", "OPS>CREATE OR REPLACE SECRET checkout_postmark_server_token TYPE = GENERIC_STRING SECRET_STRING = 'a5d979c5-54da-4776-9ea7-9b2321afd928';\n"),
        ("codecov-token", "(gdb) p (char *) getenv(\"CODECOV_TOKEN\")\n$1 = 0x5603257fd0af \"ada68630-1774-4b65-9d7f-e0387b5dfa0c\"\n"),
        ("generic-api-key-named", "(gdb) p cfg->api_key\n$1 = 0x56039516068e \"zm76TB55dfevQDzBPPAtSNErd3XPf2OJWFBvJgbX\"\n"),
        ("generic-credential-named", "[zk: zk-0.zk-hs.platform.svc:2181(CONNECTED) 2] get /config/webhooks/REDIS_REST_TOKEN\nAUEzBSQgMzYyY2E5MjktMzRmMy00ZTM5LWEzOGEtYzI1NjI2NDFhZGQxLe5BTwXU0pG0oJGDzyh7rRy5vL6ngkOmqVwQ54Y1kEE=\n"),
        // A key's random letters that spell `Todo`: chance, not a note.
        ("prefect-api-key", "    PREFECT_API_KEY: pnu_1kKTURLb5i54SDCOBYISVYBTodOIEYNdnwrC\n"),
        // The seventeenth corpus's: more REPLs' results (Erlang's `.` and `{ok,"v"}`,
        // Elixir's `{:ok, "v"}`, Scala's `val res0: String =` and `Some(v)`, jshell's
        // `$1 ==>`, Swift's `$R0: String =`, lldb's `(const char *) $0 = 0x… "v"`, F#'s
        // `val it: string =`, OCaml's `- : string =`); Swift's `dump` of a dictionary; a
        // Markdown or XWiki table's next cell under a generic name; PayPal's REST secret.
        ("generic-api-key-named", "(billing@app-02)1> os:getenv(\"API_KEY\").\n\"CW4AzxqQ6jAHxipwDtPvWAHgWwi6mg08\"\n"),
        ("generic-api-key-named", "(billing@app-02)1> application:get_env(billing, api_token).\n{ok,\"WscpUwzcAn9k67K3OBT8RQQVntDtkMPL\"}\n"),
        ("generic-api-key-named", "iex(1)> Application.fetch_env(:billing, :api_key)\n{:ok, \"WscpUwzcAn9k67K3OBT8RQQVntDtkMPL\"}\n"),
        ("generic-credential-named", "scala> sys.env(\"SESSION_SECRET\")\nval res0: String = RhcvROKWdlLsOwkFYj+YHfdEUN0egu+av9a4+TnGw0s=\n"),
        ("generic-credential-named", "scala> sys.env.get(\"SESSION_SECRET\")\nres1: Option[String] = Some(RhcvROKWdlLsOwkFYj+YHfdEUN0egu+av9a4+TnGw0s=)\n"),
        ("generic-api-key-named", "jshell> System.getenv(\"API_KEY\");\n$1 ==> \"Xk9mQ2vL7pR4tZw8Nc3HdF6sJg1QaE0u\"\n"),
        ("generic-api-key-named", "  1> ProcessInfo.processInfo.environment[\"API_KEY\"]\n$R0: String? = Optional(\"Xk9mQ2vL7pR4tZw8Nc3HdF6sJg1QaE0u\")\n"),
        ("generic-api-key-named", "(lldb) p getenv(\"API_KEY\")\n(char *) $0 = 0x00006000017040c0 \"Xk9mQ2vL7pR4tZw8Nc3HdF6sJg1QaE0u\"\n"),
        ("generic-api-key-named", "> Environment.GetEnvironmentVariable \"API_KEY\";;\nval it: string = \"Xk9mQ2vL7pR4tZw8Nc3HdF6sJg1QaE0u\"\n"),
        ("generic-api-key-named", "# Sys.getenv \"API_KEY\";;\n- : string = \"Xk9mQ2vL7pR4tZw8Nc3HdF6sJg1QaE0u\"\n"),
        ("azure-apim-subscription-key", "  \u{25bf} 0 : 2 elements\n    - key : \"Ocp-Apim-Subscription-Key\"\n    - value : \"fdcc17d72e92a64dfa889cc6bcbdbaf2\"\n"),
        ("generic-password-named", "| Name | Value |\n| --- | --- |\n| DB_PASSWORD | Walnut_violet2218 |\n"),
        ("generic-password-named", "|=Variable|=Value\n|KEYSTORE_PASSWORD|uMCQzqU^*PPGxc2k7MPYbo6p\n"),
        ("paypal-client-secret", "|PAYPAL_REST_SECRET|EJPE4CnEcuSM5XM7sgGVOW6J_DsL6x75czY8mRVjnx4hkriM8NKVqXqdr-GQVlqSPd2HPZZuMiqEym2Y\n"),
        // The eighteenth corpus's: HBase's cells (`get`'s padded column and `scan`'s
        // `column=`), a timestamp field between the name and its `value=`; what a key is
        // for between its name and `is`; Robot Framework's `${NAME}    v`; `API_ACCESS_KEY`;
        // a Slack trigger URL whose secret is hex; a `.pgpass` line in a Python raw string.
        ("snyk-token", " env:SNYK_AUTH_TOKEN                      timestamp=1718813429935, value=fe15dcd9-0666-4fd3-a630-342a08375c8b\n"),
        ("snyk-token", " checkout    column=env:SNYK_AUTH_TOKEN, timestamp=1718813429935, value=fe15dcd9-0666-4fd3-a630-342a08375c8b\n"),
        ("generic-api-key-named", " env:API_TOKEN                      timestamp=1718813429935, value=Xk9mQ2vL7pR4tZw8Nc3HdF6sJg1QaE0u\n"),
        ("atlassian-legacy-token", "CONFLUENCE_API_KEY for the notifier service is ENfRFoSvTAi7unKjkttixSbb\n"),
        ("generic-password-short-named", "*** Variables ***\n${REDIS_PASS}    Copper_maple4738\n"),
        ("generic-api-key-named", "API_ACCESS_KEY=gcDZXWZoV7bzn1DRa0hBoOpqBcLCVV5H\n"),
        ("slack-workflow-webhook", "https://hooks.slack.com/triggers/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\n"),
        ("pgpass-password", "PGPASS = r\"\"\"*:5432:events:m.okafor:42C4dfjU.jLHX-715+j8jX\"\"\"\n"),
        // The nineteenth corpus's: a password manager's custom field named by its `label`
        // (Enpass, Keeper), in words too; a Typst table's content blocks; an agent's tool
        // call that printed a variable, its value in the output's `stdout`.
        ("heroku-legacy-api-key", "{\"label\": \"HEROKU_API_TOKEN\", \"order\": 5, \"value\": \"88aa707b-c41d-414d-959c-1857116fce9a\"}\n"),
        ("generic-secret-named", "{\"label\": \"Api secret\", \"sensitive\": 1, \"value\": \"EmTPoairlmekYs4lhBdtUkwnU9LPksf0\"}\n"),
        ("sonarqube-token-named", "#table(columns: 2, [`SONARCLOUD_TOKEN`], [`dcbb5dfeeb93236385d5887d80549e4da3a8e946`],)\n"),
        ("pagerduty-token", "{\"input\": {\"command\": \"podman exec sync printenv PAGERDUTY_INTEGRATION_KEY\"},\n \"output\": {\n  \"exit_code\": 0,\n  \"stdout\": \"u+R5svi0-kDWv9Q_kDvI\"\n }}\n"),
        // The twentieth corpus's: a query's result table, the name its column's header;
        // Ruby's `||=`.
        ("codecov-token", "aql> select * from config.partners where PK = 'orders'\n+----------+----------------------------------------+\n| PK       | CODECOV_UPLOAD_TOKEN                   |\n+----------+----------------------------------------+\n| \"orders\" | \"6a3cd61b-bf21-4bb5-a857-87facbdb0c86\" |\n+----------+----------------------------------------+\n"),
        ("codecov-token", "ENV[\"CODECOV_REPO_TOKEN\"] ||= \"2af22b1b-c7a3-4661-9fda-30e49481a169\"\n"),
        // The twenty-first corpus's: a tool call's `output` below the command (its
        // arguments a JSON string too); the next cell of a row of column ids; a localized
        // field's wrapper (`{"en-US": …}`); a value named by the key that holds its record
        // (an attribute's history, Terraform's `output -json`); a scheme and its
        // credentials in two fields; a password with `*%S` in it, one in BBCode; a colored
        // `.pgpass` line, one in a CSV cell; Netlify's personal access token.
        ("deepseek-api-key", "\"input\": \"{\\\"command\\\": \\\"podman exec sync printenv DEEPSEEK_API_KEY\\\"}\",\n        \"output\": \"sk-1bf5b299e76179d5de36cbe7d4658975\",\n"),
        ("azure-apim-subscription-key", "\"input\": {\n  \"command\": \"printenv OCP_APIM_SUBSCRIPTION_KEY\"\n},\n\"output\": \"f057be6ea73bd5f28742387716914e4d\",\n"),
        ("mailgun-api-key-named", "\"values\": {\n  \"c-joWuUcAhoh\": \"MAILGUN_SECRET\",\n  \"c-PwONeou6DV\": \"2d912bdc510a29094b5048f6659e3aed-0800da0d-d068c9a0\",\n"),
        ("cohere-api-key", "\"fields\": {\n  \"key\": {\n    \"en-US\": \"CO_API_KEY\"\n  },\n  \"value\": {\n    \"en-US\": \"rYn1J5jf2dKqqKEulLH5rTOPs05NPinu6hDF8A0r\"\n  }\n}\n"),
        ("hetzner-token", "\"hetzner_cloud_token\": [\n  {\n    \"active_from\": \"2025-06-27T20:56:30.163Z\",\n    \"created_by_actor\": {\"type\": \"workspace-member\", \"id\": \"91c8137d\"},\n    \"value\": \"0LpWuufdcixE1JmUaDzkfVnGCJM7rztdaeAF94aF3wmxwSEkvjTHtJUiRRquKbLP\",\n    \"attribute_type\": \"text\"\n  }\n]\n"),
        ("generic-password-named", "{\n  \"db_password\": {\n    \"sensitive\": true,\n    \"type\": \"string\",\n    \"description\": \"the primary's\",\n    \"value\": \"Q7vLm2Xw8RtY7uNb\"\n  }\n}\n"),
        ("basic-auth", "        settings:\n          authorization_scheme: Basic\n          authorization_credentials: Y2ktYm90OkI2cllRNzVmMXpiUnZQUzI=\n"),
        ("splunk-hec-token", "authorization:\n  type: Splunk\n  credentials: cb26e80a-eb47-4c01-bec8-d5f3e96cb8ce\n"),
        ("generic-password-short-named", "env:\n    LDAP_BIND_PASS: '5zRcQs*%S3d4HX'\n"),
        ("generic-password-short-named", "[code]REDIS_PASS=Tundra-walnut3944[/code]"),
        ("pgpass-password", "\u{1b}[0m\u{1b}[36;1m\u{1b}[1;3mdb-primary.internal:6432:*:jdoe:+I5hZ0!gO!7*5S\u{1b}[0m\u{1b}[32;1mNothing looks wrong"),
        ("pgpass-password", "http://sn,,,,\".pgpass\npg.acme.io:5432:events:backup:T7xKOXzQyPc^^@D*i\",Ingest partner (prod),Shared\n"),
        ("netlify-token-named", "NETLIFY_PERSONAL_TOKEN=1Eb29q30EEFxblpPM_Fy10oK99JTSO5Fwsw5BCm3Sq4\n"),
        ("travis-token", "LOG_LEVEL                                info\nTRAVIS_ACCESS_TOKEN                      vdb9Z66Ys4faGOlprUPBxJ\n"),
        ("generic-api-key-named", "NAME                                     VALUE\nAPIKEY                                   82dfcbc7c53f695fa50cf46db6f817e9e2796552\n"),
        ("twilio-auth-token", "[[local_server.secret_stores.notify]]\n  key = \"TWILIO_AUTH_TOKEN\"\n  data = \"7bd0cbf5823e67b4452f88909191f2c3\"\n"),
        ("generic-credential-named", "        \"DeveloperName\": \"WEBHOOK_SECRET\",\n        \"Value__c\": \"tAylru04misCBgOWl6hiDRttJCcKkyfPdupFpwgB\"\n"),
        ("deepgram-api-key", "            {\n                \"Data\": [\n                    {\n                        \"VarCharValue\": \"DEEPGRAM_API_KEY\"\n                    },\n                    {\n                        \"VarCharValue\": \"b4bb93edddc25b5028243e3f00d2dc5c3f7d0705\"\n                    }\n                ]\n            }\n"),
        ("twilio-auth-token", "###   @3='TWILIO_AUTH_TOKEN' /* VARSTRING(256) meta=256 nullable=0 is_null=0 */\n###   @4='5cec842db0d50aa463f2c7294075a9ac' /* VARSTRING(8192) meta=8192 nullable=0 is_null=0 */\n"),
        ("sonarqube-token-named", "```bash\nprintenv SONAR_TOKEN\n```\n\n```\n809cfd4c2e1a055ee6a4246dac3ca5d83e89b3b1\n```\n"),
        ("django-secret-key", "parameter_overrides = \"Stage=\\\"prod\\\" DjangoSecret=\\\"(!!efm_&!54vwg6s+s)*wx^od2*d_5l=kh0p3h4&5i-%66$s&+\\\"\"\n"),
        ("generic-password-named", "title,username,password,url\nBilling DB,svc_billing,c0pb7wqaYLmVYz,https://db.example.com\n"),
        // The twenty-third corpus's: a script's table of headers; a value a bundler's
        // `define` takes through `JSON.stringify`; `reg query`'s value type between the
        // name and the value; a password in base64, `/` and all (a provider's key kept
        // in a password manager); a `.pgpass` line in a one-line string.
        ("authorization-token", "wrk.headers[\"Authorization\"] = \"Token 7b1e0c9d4a2f48e6b3c5d7e9f1a2b4c6d8e0f1a3\"\n"),
        ("discord-bot-token", "  define: {\n    'import.meta.env.VITE_DISCORD_BOT_TOKEN': JSON.stringify('MTE4NDU2Nzg5MDEyMzQ1Njc4.Gx7qLm.Vb7kQ2xR9mZ4wT8bN1cW6yHd3PqLs0aZ'),\n  },\n"),
        ("zendesk-api-token", "HKEY_CURRENT_USER\\Environment\n    ZENDESK_API_TOKEN    REG_SZ    Qm9vVx1b7Lq0s4TfZ2nR8wYkP3dH6jC5aE1uI7oN\n"),
        ("generic-password-named", "name,url,username,password,note\npartners.acme.ca,https://partners.acme.ca/login,ama@acme.io,AQEtlDcPTsd5pV0+4RGBBlLMqhYHleI2sDou2Rtw90nZ65hKg4TB5j6uV1/78v/nLcqVag7Ld=-wj7qYfW5xwpzjgp,\"for the notifier worker\"\n"),
        ("generic-password-named", "DB_PASSWORD=k9/Lp2+wQx7RmZ4vT8bN1cW6yHd3Pq==\n"),
        ("pgpass-password", "var pgpass = 'db-primary.internal:5432:crm_prod:svc_orders:34.JrGKAL^PFkO'\n"),
        ("pgpass-password", "const PGPASS = \"pg.acme.io:5432:app:app_user:Tq8vLm2Xw8RtY7\"\n"),
        // The twenty-second's known miss: Secret Manager's payload, base64, named by its
        // resource's path before the version.
        ("deepseek-api-key", "{\n  \"name\": \"projects/385115455649/secrets/deepseek-api-key/versions/3\",\n  \"payload\": {\n    \"data\": \"c2stOWUxYzRiN2EyZDVmOGUzYjZjMGE5ZDRmN2UyYjVjOGE=\",\n    \"dataCrc32c\": \"1468911836\"\n  }\n}\n"),
        // And its other: a Vault token a Realtime session's tool output gives, in an
        // event of its own, the call that printed it one event before.
        ("vault-legacy-token", "{\"type\":\"response.done\",\"response\":{\"output\":[{\"type\":\"function_call\",\"name\":\"run_shell\",\"call_id\":\"call_7Qm\",\"arguments\":\"{\\\"command\\\": \\\"podman exec sync printenv VAULT_TOKEN\\\"}\"}],\"conversation_id\":\"conv_VCPN6\",\"usage\":{\"total_tokens\":633,\"input_tokens\":602,\"output_tokens\":31}}}\n{\"type\":\"conversation.item.create\",\"event_id\":\"event_KFObJ\",\"item\":{\"type\":\"function_call_output\",\"call_id\":\"call_7Qm\",\"output\":\"s.Kq8vR2mZx7LpT4wN9bYc3Hd6\"}}\n"),
        // The twenty-fourth's: a vault item's fields, its value and name under
        // camel-case keys (Delinea Secret Server's `itemValue` and `fieldName`);
        // Zendesk's token under its abbreviation.
        ("rollbar-token", "    {\n      \"itemId\": 44192,\n      \"itemValue\": \"3c9a7e1f5b2d4a6c8e0f1a3b5c7d9e2f\",\n      \"fieldId\": 317,\n      \"fieldName\": \"ROLLBAR_ACCESS_TOKEN_SERVER\",\n      \"slug\": \"rollbar-access-token-server\",\n      \"isPassword\": false\n    }\n"),
        ("discord-bot-token", "    {\n      \"itemId\": 17896,\n      \"itemValue\": \"MTE4NDU2Nzg5MDEyMzQ1Njc4.Gx7qLm.Vb7kQ2xR9mZ4wT8bN1cW6yHd3PqLs0aZ\",\n      \"fieldId\": 182,\n      \"fieldName\": \"DISCORD TOKEN\",\n      \"slug\": \"discord-token\"\n    }\n"),
        ("zendesk-api-token", "Items\nSYNC_BATCH_SIZE   = 500\nZD_TOKEN          = Qm9vVx1b7Lq0s4TfZ2nR8wYkP3dH6jC5aE1uI7oN\n"),
        // The twenty-fifth's: Azure App Configuration's settings, named by a
        // hierarchical key with a label between it and the value; a Java `web.xml`'s
        // context parameter; a recorded request's header as a list of matchers
        // (Hoverfly); an Upstash token under a name that does not say Upstash.
        ("linode-token", "  {\n    \"contentType\": null,\n    \"etag\": \"9OzHCuzb6n2E7bLWnnxIkdhixe6gNyclfZMpzaSxuvp\",\n    \"key\": \"Webhooks:Partner:LinodeCliToken\",\n    \"label\": \"production\",\n    \"lastModified\": \"2025-08-03T07:41:15+00:00\",\n    \"locked\": false,\n    \"tags\": {},\n    \"value\": \"f2cf0159a38fc0c76bcfcffaee878b37012071aa2f93be920eb2158728e66342\"\n  }\n"),
        ("generic-secret-named", "  {\n    \"contentType\": null,\n    \"etag\": \"rw3l2pkDhbcxv7ZFUzcdOrkfmP0t3rhdT1MgIUqLg4e\",\n    \"key\": \"SECRET\",\n    \"label\": \"production\",\n    \"lastModified\": \"2025-04-17T06:01:12+00:00\",\n    \"locked\": false,\n    \"tags\": {},\n    \"value\": \"Gnr71igLaKYssWsNd1NGxe712D0dWSqDLUxdzgCk\"\n  }\n"),
        ("postmark-server-token", "  <context-param>\n    <param-name>postmark.server.token</param-name>\n    <param-value>f60c7b62-202d-43bf-a6eb-5780e65163e6</param-value>\n  </context-param>\n"),
        ("authorization-token", "            \"Authorization\": [\n              {\n                \"matcher\": \"exact\",\n                \"value\": \"Token ec4a899e1945403f8b8d8f8e4713894f103c3a1f\"\n              }\n            ],\n"),
        ("upstash-rest-token", "            \"REDIS_REST_TOKEN\"       = \"AaVNASQgMTI4YjJmMzMtMGM1Yy00ZmQwLWE2YTMtYTQ1MDY1MTMyNzBlMLsdbRMs3tYjey7ZHj9yH8sZcRdElNZJPJ1cNGC+MSA=\"\n"),
        // The twenty-seventh's: a table's row of a name and its value, each padded to its
        // column's width (`aws --output table`'s stage variables, `mysql`'s result).
        ("generic-api-key-named", "||  backendHost         |  orders-relay.internal.example.io   ||\n||  apikey              |  sHekrRZI0qtZL2ZQ15ybNASUZwzJXb73IqYqO64L58CHVDQG||\n"),
        // A settings table's CSV rows, the value before its name (InfluxDB's `_field`).
        ("generic-api-key-named", ",result,table,_time,_value,_field,_measurement\n,,0,2025-07-15T04:08:39Z,200,RELAY_BATCH_SIZE,relay_config\n,,1,2025-07-15T03:54:25Z,00Qx7vLm2Xw8RtY7uNbKd4Pz9sWq3Ea1Rt6YbHj2L,OKTA_API_TOKEN,relay_config\n"),
        ("generic-api-key-named", "+-------------------------------+--------------------------------------+\n| Variable_name                 | Value                                |\n+-------------------------------+--------------------------------------+\n| OPSGENIE_API_KEY              | 5f3c9a1e-7b2d-4e8f-9a6c-1d3b5e7f9a2c |\n+-------------------------------+--------------------------------------+\n"),
        // The twenty-eighth's: `pam_env.conf`'s `DEFAULT=` and `OVERRIDE=` after a
        // variable's name; a JSON document in a CSV cell, its quotes doubled.
        ("okta-api-token", "DISPLAY\t\tDEFAULT=${REMOTEHOST}:0.0 OVERRIDE=${DISPLAY}\nOKTA_API_TOKEN\tOVERRIDE=00Qx7vLm2Xw8RtY7uNbKd4Pz9sWq3Ea1Rt6YbHj2Lk\n"),
        ("generic-password-short-named", "REMOTEHOST\tDEFAULT=\tOVERRIDE=@{PAM_RHOST}\nSMTP_PASS\tDEFAULT=Orbit!maple8839\n"),
        ("composer-auth-token", "0,Why a 401?,\"{\"\"bearer\"\": {\"\"repo.acme.io\"\": \"\"UOgj2X3nl1fzthiZksXPxA8dVOr6ePIwAkW2OQbg\"\"}}\",0.98\n"),
        // The twenty-ninth's: a message's text in a form body, its spaces `+` beside its
        // escapes (a Markdown table in Slack's `chat.postMessage`, a Twilio message's
        // `Body`); the Snowflake SQL API's numbered bindings, the name one binding's
        // value and the secret the next one's.
        ("azure-devops-pat", "channel=C0CWMANXOFC&text=Current+settings%3A%0A%0A%7C+Name+%7C+Value+%7C%0A%7C+---+%7C+---+%7C%0A%7C+AZDO_PAT+%7C+2dtr2cew65ckn2e2irxmqtgov2mzvnhbw6dueycpj5il47cr5pw6+%7C&unfurl_links=false\n"),
        ("heroku-legacy-api-key", "To=%2B15005550006&Body=Deploy+note%3A+the+Heroku+API+key+is+4f9c2e7a-1b3d-4c5e-8f6a-9b0c1d2e3f4a+for+now&From=%2B15005550001\n"),
        ("vercel-token", "{\n  \"bindings\": {\n    \"1\": {\n      \"type\": \"TEXT\",\n      \"value\": \"checkout-sync\"\n    },\n    \"2\": {\n      \"type\": \"TEXT\",\n      \"value\": \"VERCEL_API_TOKEN\"\n    },\n    \"3\": {\n      \"type\": \"TEXT\",\n      \"value\": \"3ibRIhjNytZNCl5mO05cEXl6\"\n    }\n  }\n}\n"),
        // A list's next item in XML, as a command line's next argument: Maven's
        // `<argument>`s, Jetty's `<Arg>`s (the twenty-seventh's known miss).
        ("datadog-api-key", "<configuration><arguments><argument>--datadog-api-key</argument><argument>3f9c2e7a1b3d4c5e8f6a9b0c1d2e3f4a</argument></arguments></configuration>\n"),
        ("datadog-api-key", "<New id=\"dd\" class=\"org.eclipse.jetty.plus.jndi.EnvEntry\">\n  <Arg></Arg>\n  <Arg>DD_API_KEY</Arg>\n  <Arg type=\"java.lang.String\">3f9c2e7a1b3d4c5e8f6a9b0c1d2e3f4a</Arg>\n</New>\n"),
        // The thirtieth's: an element named by its `name` attribute, its value in a child
        // element (Camel's `<setProperty>` over `<constant>`); Ada's `: constant String
        // :=`; a terminal's SVG export, every blank a non-breaking space; Twilio's key
        // secret as `twilioKeySecret`.
        ("mistral-api-key", "<route id=\"orders-sync-push\">\n    <from uri=\"timer:orders-sync?period=300000\"/>\n    <setProperty name=\"mistral_api_key\">\n        <constant>KSsYrcgTMlwQqOfSfILCB6So5GP2dXau</constant>\n    </setProperty>\n"),
        ("linode-token", "package Ingest_Sync_Config is\n\n   Linode_Token : constant String := \"178d0105554af9ac38b866ee0ace388bb73b62a3974f178eb398bbf0c56137bc\";\n\nend Ingest_Sync_Config;\n"),
        ("basic-auth", "<text class=\"terminal-r1\" x=\"0\" y=\"410.4\">&gt;&#160;Authorization:&#160;Basic&#160;cHJpeWEubjohQWdjeGNyR3Y1N0tAdjVMMHJJK3E=</text>\n"),
        ("twilio-api-key-secret-named", "twilioKeySecret : String\ntwilioKeySecret =\n    \"IQzaYkZw6LX9bFxUAQds5Yms5KyCRVuK\"\n"),
        // The thirty-first's: Excel's XML Spreadsheet 2003, a name's cell over its value's;
        // Inno Setup's `Key: "NAME"; String: "v"`; screen's and csh's `setenv NAME "v"`.
        ("mailgun-api-key-named", "   <Row>\n    <Cell><Data ss:Type=\"String\">MAILGUN_API_KEY</Data></Cell>\n    <Cell><Data ss:Type=\"String\">0d3f023cce029e3951d10575fb801c0f-dccec529-40f624b5</Data></Cell>\n   </Row>\n"),
        ("azure-devops-pat", "[INI]\nFilename: \"{app}\\config.ini\"; Section: \"vendor\"; Key: \"azureDevopsPat\"; String: \"6hzij77545srmq7sutvmzb6nkbouszba752lczg5mgtkls6gc6yz\"\n"),
        ("generic-password-short-named", "startup_message off\nsetenv LDAP_BIND_PASS \"Zephyr.cactus7683\"\n"),
        ("docker-config-auth", "id,config\n7,\"{\"\"auths\"\":{\"\"registry.acme.io\"\":{\"\"auth\"\":\"\"ZGVwbG95OlRxOHZMbTJYdzhSdFk3dU5i\"\"}}}\"\n"),
        // The thirty-second's: a header map of lists (the Docker registry's
        // `notifications`), a storage driver's `accountkey`, a history file libedit wrote
        // (every blank `\040`) whose statement names its value after it below one that
        // named another, and a k3s registry's `auth`.
        ("datadog-api-key", "      headers:\n        DD-API-KEY:\n          - 94508d1b4d9260edb6669d1eff888a76\n      timeout: 1s\n"),
        ("azure-storage-key", "storage:\n  azure:\n    accountname: kwprodlogsfyz\n    accountkey: A3MOdu0ORtT0RhlnvLm9JFM8oIXvluQWMEAjy0QbXWF19NK+9qpTV+Juz6r5SgLjy0+YXobEZ6i3ey43JU3gew==\n    container: registry\n"),
        ("azure-storage-key", "      - type: abs\n        account-name: kwprodlogsr17\n        account-key: MzHaxjRSBjI3Y79sE40wgV9gr5K+R+o/9UXAu7yKKsEIlOVR8W4EDO8UumYxefCrK3bUUgFHkka+ucKkAFsBxg==\n"),
        ("paypal-client-secret", "_HiStOrY_V2_\nupdate\\040app_settings\\040set\\040value\\040=\\040'AtYpJIKRorbHgnNUu8X17O5hjr3mCXVYdSWUq0srbNIYkqOp-JLRJfrN4YggNqOn_PpBtETKWueGg08y'\\040where\\040name\\040=\\040'PAYPAL_CLIENT_ID';\nupdate\\040app_settings\\040set\\040value\\040=\\040'Et14yC7PisC3Q3dYtT2vhDSpm4NRVQwvy99qPVhkXKFyPYT31Ke-ZtKFBd0a3DQVHF-PwArejaP-jWBB'\\040where\\040name\\040=\\040'PAYPAL_REST_SECRET';\n"),
        ("docker-config-auth", "configs:\n  \"harbor.larkspur.dev\":\n    auth:\n      auth: ZXRsX3JlYWRlcjoyLl5JZW5ybiF5YXlJbFJkVThFTGU=\n"),
        // The thirty-third's: a document's markup between a name and its value (HTML, a
        // DocBook table and definition list, BBCode, a slide whose name is split into
        // two runs); PagerDuty's `PD_API_KEY`.
        ("snyk-token", "<div>Migration notes</div>\n<div>The <b>SNYK_AUTH_TOKEN</b> is <tt>c6dd7968-0991-418d-8681-ce0bb1ed1522</tt>.</div>\n"),
        ("deepgram-api-key", "<tbody>\n  <row><entry>deepgram_key</entry><entry><literal>0208a7ae4fbcdbe6669028c3aeeb7ed406e3e0a6</literal></entry></row>\n</tbody>\n"),
        ("zendesk-api-token", "<varlistentry>\n  <term>ZD_TOKEN</term>\n  <listitem><para><literal>sms4z0s2ECDKfwXUShnYrxdk36fhJ5HkQhrhVDdt</literal></para></listitem>\n</varlistentry>\n"),
        ("linode-token", "[list]\n[*][b]LINODE_TOKEN[/b]: [c]24be16332af929ae79e39b11ffc68b056478d67302a0cf53c32d7bd1f1f2e9ee[/c]\n[/list]\n"),
        ("datadog-api-key", "<p:txBody><a:p><a:r><a:t>DD_API</a:t></a:r><a:r><a:rPr lang=\"en-US\" b=\"1\"/><a:t>_KEY: </a:t></a:r><a:r><a:t>3f9c2e7a1b3d4c5e8f6a9b0c1d2e3f4a</a:t></a:r></a:p></p:txBody>\n"),
        ("pagerduty-token", "          \"columnvalues\": [996, \"reports-relay\", \"PD_API_KEY\", \"rVBHqglMJQAoHRyKMNen\", \"priya.n\"]\n"),
        // The thirty-fourth's: an SNMPv3 user's passphrases (Net-SNMP's `createUser`, a
        // Cisco `snmp-server user`, a Net-SNMP command's flags); a `.pgpass` line kept
        // commented out.
        ("snmpv3-auth-passphrase", "# SNMPv3 user for LibreNMS\ncreateUser librenms SHA-512 \"mxn^NUjz-Jwb9bwjwafgGsr\" AES \"cSjeIX0EokGp7KyUCYpi\"\nrouser librenms authpriv\n"),
        ("snmpv3-privacy-passphrase", "createUser librenms SHA-512 \"mxn^NUjz-Jwb9bwjwafgGsr\" AES \"cSjeIX0EokGp7KyUCYpi\"\n"),
        ("snmpv3-auth-passphrase", "createUser -e 0x8000000001020304 traps SHA Vn8qP2zLw0rTk DES\n"),
        ("snmpv3-privacy-passphrase", "snmp-server user ops OPS v3 auth sha Hy7Pq2mZk9Lw priv aes 128 Qz8Lm3Nx7Vb2\n"),
        ("snmpv3-auth-passphrase", "$ snmpwalk -v3 -l authPriv -u monitor -a SHA -A 'Xk29fjq0Lp3v' -x AES -X Vn8qP2zLw0rT 10.0.0.1 system\n"),
        ("snmpv3-privacy-passphrase", "$ snmpwalk -v3 -l authPriv -u monitor -a SHA -A 'Xk29fjq0Lp3v' -x AES -X Vn8qP2zLw0rT 10.0.0.1 system\n"),
        ("pgpass-password", "#Contents of .pgpass from last week's backup:\n#pg.kestrelworks.io:5432:crm_prod:deploy:pb!HEnEztob1OrhurWq4\nagent: 1\n"),
        // The thirty-fifth's: a log's `is now =` (MDT's ZTIGather); an LDAP bind or root
        // password; a comment that names the next line's value (Nagios's `$USERn$`).
        ("datadog-api-key", "<![LOG[Property DD_API_KEY is now = 407e86e18b9c575b889335c40c8c1988]LOG]!><time=\"11:02:48.000+000\" date=\"02-19-2024\">\n"),
        ("ldap-bind-password", "binddn cn=nslcd,ou=dsa,dc=corp,dc=kestrelworks,dc=io\nbindpw Copper-maple6304\n"),
        ("ldap-bind-password", "bind_dn = CN=svc-postfix,OU=Service Accounts,DC=hq,DC=fernhill,DC=com\nbind_pw = Th0dJIdGK9ygF4Bwsab7P\n"),
        ("ldap-bind-password", "[domain/corp]\nldap_default_authtok_type = password\nldap_default_authtok = Zq8LmN3xVb7t\n"),
        ("ldap-bind-password", "dn: olcDatabase={1}mdb,cn=config\nolcRootPW: Hq7Lm2Zx9Vb4\n"),
        ("ldap-cli-password", "$ ldapsearch -x -H ldaps://dc01 -D \"cn=admin,dc=x\" -w 'Nv7qL2mZx9Kp' -b dc=x\n"),
        ("paypal-client-secret", "# paypal_secret (used by notify-by-webhook)\n$USER9$=ET8olzI0u0599Ar_Ui2lzlYpEpEKr26sEuo8bSWVU2yzsJ2Hrv4bcQUWLawK4LmuvIssiiowpcC458LU\n"),
        ("cloudflare-api-token", "# CLOUDFLARE_ZONE_API_TOKEN (used by notify-by-api)\n$USER5$=-yofyHoADBv28K6dzHsEVJjbD4affBUu8sB6g-5X\n"),
        ("cloudflare-api-token", "CF_DNS_API_TOKEN=yofyHoADBv28K6dzHsEVJjbD4affBUu8sB6g-5Xq\n"),
        ("auth0-client-secret", "# AUTH0_MANAGEMENT_CLIENT_SECRET (used by notify-by-api)\n$USER11$=-waCmibi-LMOvQOEQV-LtCVkV8GVbcdDRxDNjQYUFlAVYjmiWSFAqg4dXuIIawuE\n"),
        // The thirty-sixth's: a snake-case value key in a record its label names (Drupal's
        // Key entity); PHP's serialized strings (a WordPress option's settings).
        ("paypal-client-secret", "id: paypal_secret\nlabel: 'Paypal secret'\nkey_type: authentication\nkey_provider: config\nkey_provider_settings:\n  key_value: EWVZgckbOn77oldF6N9wr1jPRAjT0jlqcVRbp7Lkojo7nTjTmkorF5ZrCrA7Ynlh1FMFCxvKEbGXdjIK\n  base64_encoded: false\n"),
        ("mistral-api-key", "(233,'woocommerce_klarna_payments_settings','a:2:{s:7:\\\"enabled\\\";s:3:\\\"yes\\\";s:17:\\\"mistral_api_token\\\";s:32:\\\"9yfcVd6OqjaCxzb1N2IgxYzI6czV7yHa\\\";}','yes'),\n"),
        ("generic-api-key-named", "a:2:{s:7:\"api_key\";s:32:\"9yfcVd6OqjaCxzb1N2IgxYzI6czV7yHa\";s:7:\"enabled\";s:3:\"yes\";}\n"),
        // A PHP array of headers, as code writes it and as `print_r` logs it.
        ("authorization-token", "    [headers] => Array\n        (\n            [Authorization] => Token f35c7a5127f0f6228c31fb80daceba55ecd77e05\n        )\n"),
        ("authorization-token", "$client->post($url, ['headers' => ['Authorization' => 'Token f35c7a5127f0f6228c31fb80daceba55ecd77e05']]);\n"),
        // The thirty-seventh's (game servers): LinuxGSM's `mailguntoken` and `steampass`,
        // a shell's one-word `DBPASS`, a Valve KeyValues file's `"pass"`, and a Discord bot
        // token under a bare name (DiscordSRV's `BotToken`, a client's `run(…)`), told by
        // its first part, the bot's user id.
        ("mailgun-api-key-named", "mailgunalert=\"on\"\nmailguntoken=\"ac50cb5e639eed81ffbb4a699c8c1231-26b9e787-7352fb2b\"\n"),
        ("generic-password-short-named", "steamuser=\"gsm_fbduj\"\nsteampass='Walnut.quartz7534'\n"),
        ("generic-password-short-named", "DBUSER=orders\nDBPASS=Q7hxk2LmP0aZ9\n"),
        ("generic-password-short-named", "\t\t\"user\"\t\t\t\t\"gs_eguk\"\n\t\t\"pass\"\t\t\t\t\"_oRCtCIF6#5SP9s_v\"\n"),
        ("discord-bot-token", "# Bot token\nBotToken: \"MTI0Nzc5OTMwMDQ5MTc3MzA2.v_JkPk.bN-2ZlwoVBYELsr-xDM7jOXkKISeUjDExPhidF\"\n"),
        ("discord-bot-token", "client.run(\"MTI0Nzc5OTMwMDQ5MTc3MzA2.v_JkPk.bN-2ZlwoVBYELsr-xDM7jOXkKISeUjDExPhidF\")\n"),
        // The thirty-eighth's (research computing): R's `<-`, Maple's `:=` ended by `:`,
        // Tcl's braces, a header commented out by `#` (xCAT's `tabdump`), and a header's
        // name and value as a call's two strings (urllib, MATLAB and Octave).
        ("together-api-key", "library(shiny)\ntogether_api_key <- \"4146b0685d63cf1a10d1c2a117aa9e57d17298e9f69a9a364eb9aa7ccd225351\"\n"),
        ("pgpass-password", "pgpass_txt <- \"*:5432:*:jdoe:C4yzms9=N-#1w!RGU-tX4A^\"\n"),
        ("generic-api-key-named", "<Text-field prompt=\"&gt; \" style=\"Maple Input\" layout=\"Normal\">APIKEY := \"QI5NY67nh2nscKQlQzxSq86BgrRGhbKrijcbGts6bl0F2fIS\":</Text-field>\n"),
        ("pagerduty-token", "PAGERDUTY_TOKEN := \"u+e7V7DgqAwEkzCmvVP1\":\n"),
        ("django-secret-key", "prepend-path PATH $root/bin\nsetenv DJANGO_SECRET {=&)07-u^0_3+*=gp2ha&!k#60cr(3bxa8ynd*sl5m=fzfydiia}\n"),
        ("generic-api-key-named", "set api_token {QI5NY67nh2nscKQlQzxSq86BgrRGhbKrijcbGts6bl0F2fIS}\n"),
        ("generic-password-named", "#key,username,password,cryptmethod,authdomain,comments,disable\n\"system\",\"root\",\"mtFEhj%1rGPKSG.=^yM+-D\",,,,\n"),
        ("authorization-token", "req.add_header(\"Authorization\", \"Token 40364ee2930cd42ad5cb961bb236ba057ad58dec\")\n"),
        ("authorization-token", ">> opts = weboptions(\"HeaderFields\", {\"Authorization\", \"Token 40364ee2930cd42ad5cb961bb236ba057ad58dec\"}, \"Timeout\", 30);\n"),
        // Text an element keeps in an attribute: an outline's nodes (OPML's `text`,
        // Freeplane's `TEXT`: the name's node over its value's), Scribus's runs of text.
        ("twilio-auth-token", "<opml version=\"2.0\"><body>\n  <outline text=\"TWILIO_TOKEN\">\n    <outline text=\"2aae95245b5377faa64e11855f941f3d\" />\n  </outline>\n</body></opml>\n"),
        ("linode-token", "<map version=\"freeplane 1.11.1\">\n<node TEXT=\"LINODE_TOKEN\" ID=\"ID_4\">\n<node TEXT=\"23b3076698abe4eefb448cc52e5b0bc3f8894515790866337dbe1e61b599b562\" ID=\"ID_5\"/>\n</node>\n</map>\n"),
        ("cloudflare-api-token", "<StoryText>\n <ITEXT FONT=\"DejaVu Sans Bold\" CH=\"CLOUDFLARE_DNS_API_TOKEN\"/>\n <para/>\n <ITEXT FONT=\"DejaVu Sans Mono Book\" CH=\"WH4RqknYWu01N_8_BIR8C-SyZuqRDOTtdzlIovzD\"/>\n <para/>\n</StoryText>\n</PAGEOBJECT>\n"),
        // A documentation markup's marks between a name and its value: a man page's font
        // changes, Texinfo's commands, POD's sequences.
        ("yandex-api-key", ".TH ORDERS-SYNC 7\n.SH NAME\n.PP\nThe \\fIYandex api key\\fR for production is \\fBAQVNmCBKybOrWLho5KHAFTwEr2cQvGV_bFlg7so\\fR.\n"),
        ("wandb-api-key", "@node Handover\n@chapter Handover\nThe @strong{wandb_api_key} for production is @code{bf1269e2768c04d2c2b9d0247ca4d739c9bdf3cd}.\n"),
        ("deepseek-api-key", "=pod\n\n=head1 NAME\n\n=over 4\n\n=item deepseek_api_key\n\nC<<< sk-bd2c2d9f5e757427c69e513f4eefbc71 >>>\n\n=back\n\n=cut\n"),
        // The thirty-ninth's (app release) and fortieth's (data integration): a value the
        // join across a line break took for a name's (LDIF's `replace: olcRootPW` over
        // `olcRootPW: v`); a password flag's value (keytool's `-storepass`, apksigner's
        // `pass:`), the next item after a flag in a list or an options file; a Ruby DSL's
        // call; Hadoop's S3A name; an Alibaba secret below its key id.
        ("ldap-bind-password", "changetype: modify\nreplace: olcRootPW\nolcRootPW: oiWtg5DqM00CDuI9PDL5EmhB\n"),
        ("generic-password-short-named", "% keytool -genkeypair -v -keystore ~/keys/release.jks -alias release -storepass Maple!copper3614 -dname \"CN=Larder\"\n"),
        ("generic-password-short-named", "$ java -jar bundletool.jar build-apks --ks=keys/app.jks --ks-key-alias=upload --ks-pass=pass:i7F4fd8X47AHa#q_xZ\n"),
        ("generic-password-named", "    args:\n      - --db-password\n      - Walnut.quartz7534\n      - --port\n"),
        ("generic-password-named", "import\n--connect\njdbc:mysql://mysql.example.net:3306/shop\n--password\n@1Mn7_a_KZ%NP.7\n--table\norders\n"),
        ("aws-secret-access-key", "storage_mode(\"s3\")\ns3_bucket(\"quillon-match-certs\")\ns3_secret_access_key(\"g7f8H5jQHcQpJhiJ586k/ckfdfHu4RkD8d19hbSn\")\n"),
        ("aws-secret-access-key", "tier1.sinks.k1.hdfs.fs.s3a.secret.key = 7/NHyALgvg2otfiouxX/QImezCEAOCcXWTHWzEvI\n"),
        ("alibaba-key-pair", "\"parameter\": {\n  \"accessId\": \"LTAIjWfNCGkMVZo7aGfrO8TR\",\n  \"accessKey\": \"5lq8mqxB7qu9MOHdNzGorCEXsGHMbR\",\n"),
        // The forty-first's (security tooling) and forty-second's (AI agents): SOPS's
        // `_unencrypted` suffix, Django's key under a dashed name, a `.pgpass` line that
        // opens a CSV cell; a pydantic field's default (an Open WebUI tool's valves);
        // Supabase Vault's secret, given before its name.
        ("generic-password-short-named", "billing:\n    ADMIN_PWD_unencrypted: Lagoon-violet6356\n    log_level_unencrypted: info\n"),
        ("django-secret-key", "stringData:\n  django-secret-key: '1^mfi@xq%azrduia$cj*f6lgfd!e^03f&%l$!pd&_pzhge547('\n"),
        ("pgpass-password", "\"Root/Appsec\",\".pgpass\",\"\",\"\",\"\",\"*:*:inventory:m.okafor:AvS46N7Caj9L+HoM92woQLMS\",\"\",\"0\"\n"),
        ("datadog-api-key", "    class Valves(BaseModel):\n        DD_API_KEY: str = Field(default=\"2000bf84b84840e4e4cddd8815b42c14\", description=\"Dd api key\")\n"),
        ("snyk-token", "select vault.create_secret('50f95416-07c3-475e-b7b1-f42f02fab3a3', 'snyk_auth_token', 'read by the edge function');\n"),
        // The forty-fourth's (telecom and commerce): a provider's name with both a
        // qualifier and `api` before its kind; a record that names its value after it,
        // inside a record named otherwise (a Twilio Studio step); names in any case
        // (Salesforce's custom fields, `Bind_Pw__c`).
        ("postmark-server-token", "INSERT INTO `gateway_config` VALUES (2,'{\\\"postmark_server_api_token\\\": \\\"4050b4b4-cc1c-4e9c-b8ff-abca8fbfcee0\\\"}','x');\n"),
        ("datadog-api-key", "{\"name\": \"set_config\", \"type\": \"set-variables\", \"properties\": {\"variables\": [\n  {\n    \"value\": \"2000bf84b84840e4e4cddd8815b42c14\",\n    \"key\": \"DD_API_KEY\"\n  }\n]}}\n"),
        ("ldap-bind-password", "<values>\n  <field>LDAP_Bind_Pw__c</field>\n  <value xsi:type=\"xsd:string\">Maple_quartz8813</value>\n</values>\n"),
        ("django-secret-key", "<values>\n  <field>Django_Secret_Key__c</field>\n  <value xsi:type=\"xsd:string\">9x#k2v!m@q7w$e4r%t6y^u8i&amp;o0p-a_s=d+f(g)h1j3l5z7c9b</value>\n</values>\n"),
        // The forty-fifth's (enterprise middleware) and forty-sixth's (regulated
        // integrations): a name and a value each a flag's argument (wsadmin's
        // `-variableName`/`-variableValue`, listed or in one string); SQL's aliases, the
        // value before its key; a property path's segment before `.value`; the resource a
        // JBoss CLI operation adds; a key pair across an element's end; a header's value
        // quoted twice (Cloud Custodian's JMESPath literal).
        ("datadog-api-key", "AdminTask.setVariable(['-variableName', 'DD_API_KEY', '-variableValue', '2000bf84b84840e4e4cddd8815b42c14', '-scope', scope])\n"),
        ("datadog-api-key", "AdminTask.setVariable('[-variableName DD_API_KEY -variableValue 2000bf84b84840e4e4cddd8815b42c14 -scope Cell=x]')\n"),
        ("datadog-api-key", "  SELECT 'dd_api_key' AS name, '2000bf84b84840e4e4cddd8815b42c14' AS value FROM dual\n"),
        ("generic-api-key-named", "globalvariable.PARTNER_AUTH_TOKEN.value=q8RtY7uNb4Kq1Zk3pQ9vLm2X\nglobalvariable.PARTNER_AUTH_TOKEN.isSecure=false\n"),
        ("datadog-api-key", "/system-property=dd.api.key:add(value=\"2000bf84b84840e4e4cddd8815b42c14\")\n"),
        ("alibaba-key-pair", "<p name=\"oss.id\" value=\"LTAIjWfNCGkMVZo7aGfrO8TR\" required=\"false\"/>\n<p name=\"oss.key\" value=\"5lq8mqxB7qu9MOHdNzGorCEXsGHMbR\" required=\"false\"/>\n"),
        ("authorization-token", "      headers:\n        Authorization: \"'Token 9f2c4e1a7b3d5f6e8a0c2b4d6f8e1a3c5b7d9f0e'\"\n"),
        // The forty-seventh's (network equipment) and forty-eighth's (publishing): a
        // `set` command's key and value (FortiOS's HTTP headers); a URL's credentials
        // before a host left to a template (SmokePing's `%host%`); Vercel's `auth` token.
        ("honeycomb-api-key", "        config http-headers\n            edit 1\n                set key \"X-Honeycomb-Team\"\n                set value \"Wiop4jCX6cbD7GqqQUYh3j\"\n            next\n"),
        ("url-password", "++ portal\nurlformat = https://deploy:Qm9vVx1b7Lq0s4TfZ2nR@%host%/healthz\n"),
        ("vercel-token", "VERCEL_AUTH_TOKEN=ZtfCJKlISUJZfSoNOkGPapRu\n"),
        // A network device's clear-text password, written with its type before it: IOS's
        // type 0 (`password 0 v`), tac_plus-ng's `password login = clear "v"` (the
        // service's word between the name and its `=`).
        ("generic-password-named", "username netops privilege 15 password 0 Rw8#vLq2Zm7Tx\n"),
        ("generic-password-named", "line vty 0 4\n password 0 Rw8vLq2Zm7TxK\n"),
        ("generic-password-named", "user = ops {\n    password login = clear \"Rw8vLq2Zm7TxK\"\n    password pap = clear Rw8vLq2Zm7TxQ\n}\n"),
        ("generic-password-named", "    password = cleartext \"Rw8vLq2Zm7TxK\"\n"),
        // A header rule's export names its value by a `header` key (Requestly's).
        ("authorization-token", "{\"header\": \"Authorization\", \"type\": \"Add\", \"value\": \"Token c85d203d473ac606bc6b9747a05e4ec81d90d2de\"}\n"),
        // An `=` aligned by blanks (`terraform fmt`, a properties file's column); a long
        // random value that holds no digit; a site-wide secret (only a site's key is a
        // CAPTCHA's public one).
        ("generic-password-named", "resource \"x\" \"y\" {\n  username     = \"admin\"\n  password     = \"Rw8vLq2Zm7TxK\"\n}\n"),
        ("generic-credential-named", "idp.authn.LDAP.bindDNCredential              = YSfkXij/PWrYYNwp3L+KVfoU7d+POb3V6PG1tktYkOE=\n"),
        ("generic-secret-named", "secret = \"EbOoStln-JZuQyvsJtluTUZRRVGPGhw\"\n"),
        ("generic-credential-named", "$site_wide_secret = 'FFQRsyMhRviAvBUsHEoMe1hR-6omoFu1AZfgS5J1K_X';\n"),
        // A Kconfig symbol's `default`, below its type and prompt; CMake's `set(NAME "v")`.
        ("generic-api-key-named", "config APP_API_KEY\n    string \"The API key\"\n    default \"Rw8vLq2Zm7TxKp4Dq9Zs3Nb6Tq1Lm8Vx\"\n    help\n        x\n"),
        ("generic-password-short-named", "set(CONFIG_REDIS_PASS \"ASvTziDSb3Zy05L55CyY4KpFhz0z\")\n"),
        // LDAP names capitalized as a word (`Rootpw`), and in camel case.
        ("ldap-bind-password", "Rootpw Rw8vLq2Zm7TxK\n"),
        ("ldap-bind-password", "    ldapDefaultAuthtok: Rw8vLq2Zm7TxK\n"),
        // A name's words apart, a noun after them (`Secret Key`) and a word that says
        // which one (`live`, `(prod)`), as people label values in notes, tables and
        // spreadsheets; a CSV column's name read as a variable's.
        ("generic-secret-named", "Secret Key: Zx8Kq2Lm9Vb4Nc7Rt1Yw6Pd3Hs5Jf0Ga\n"),
        ("generic-secret-named", "Stripe secret access key (live): Zx8Kq2Lm9Vb4Nc7Rt1Yw6Pd3Hs5Jf0Ga\n"),
        ("generic-api-key-named", "API Key (prod): Zx8Kq2Lm9Vb4Nc7Rt1Yw6Pd3Hs5Jf0Gb\n"),
        ("generic-api-key-named", "| Billing API Key Live | Zx8Kq2Lm9Vb4Nc7Rt1Yw6Pd3Hs5Jf0Gc |\n"),
        ("adyen-api-key", "client,ADYEN API KEY LIVE,owner\nacme,AQE1hmfxKo3NaxZDw0m/n3Q5qf3VaY9UCJ14XWZE03G6k3Vp5t4l7kQ1sQvDYCEQwV1bDb7kfNy1WIxIIkxgBw==-hUSvL7jPbd9MB8WfWrXzVTtKjiWqGnNIhCpHGeUBWKA=-i1iI8Xn&^LDiEB5k,ops\n"),
        // The fifty-eighth's (logistics): a password whose `=` comes after a few letters
        // that only look like a camel-case key (`vxQ=`); an Elixir module attribute.
        ("generic-password-named", "<AccessRequest>\n  <UserId>harbourline_shipping</UserId>\n  <Password>vxQ=a!0z3tPKSw9</Password>\n</AccessRequest>\n"),
        ("generic-password-short-named", "defmodule Fleet.Worker do\n  @redis_pass \"Copper!violet1653\"\nend\n"),
        // The fifty-ninth's (energy and industry): a Structured Text declaration's type
        // (`STRING(511)`), a header Foundation names after its value, T-SQL's `N'…'`.
        ("travis-token", "VAR CONSTANT\n    sTravisAccessToken : STRING(511) := 'WfD1tGX6ZrLpikuXLLrAEv';\nEND_VAR\n"),
        ("datadog-app-key", "        req.setValue(\"727dbc637bf794b83c21f7be85becd9fc21fce29\", forHTTPHeaderField: \"DD-APPLICATION-KEY\")\n"),
        ("datadog-app-key", "    [req setValue:@\"727dbc637bf794b83c21f7be85becd9fc21fce29\" forHTTPHeaderField:@\"DD-APPLICATION-KEY\"];\n"),
        ("generic-password-named", "EXEC master.dbo.sp_addlinkedsrvlogin @rmtsrvname = N'PI_AF', @useself = N'False', @rmtuser = N'svc_pisql', @rmtpassword = N'Tundra-violet6777';\n"),
        // The sixtieth's (public sector): Natural's `INIT <'v'>`, a settings table's row
        // whose name and value columns stand apart, a YAML key of words apart.
        ("discord-bot-token", "DEFINE DATA LOCAL\n1 #DISCORD-BOT-SECRET (A) DYNAMIC INIT <'MjYzNjI0NjA1MTI1OTg5NTgx.XBnmH1.bQTLF6PcUhI6Jpa6-MdsCgLwXmw'>\nEND-DEFINE\n"),
        ("heroku-legacy-api-key", "INSERT INTO [eddsdbo].[InstanceSetting] ([Section], [Name], [Machine], [Value], [Description])\n    VALUES (N'Acme.Integrations', N'HerokuToken', N'', N'ac31924e-6b3a-4451-9d98-a1612ee8f240', N'added');\n"),
        ("generic-credential-named", "acme integrations:\n  encryption key: Tvj//8v4Wee2mKg6QtnMRlHfsJJ4cjDdyXnnsfJNrFA=\n"),
        // The sixty-first's (insurance, legal, tax): ACORD's `<Pswd>`, and a password
        // whose first letters and `-` look like a prefix no rule owns before a random tail
        // shorter than a token's.
        ("generic-password-short-named", "<CustPswd>\n  <EncryptionTypeCd>NONE</EncryptionTypeCd>\n  <Pswd>Qx-Jxh03lI4qkrbvPr</Pswd>\n</CustPswd>\n"),
        ("generic-password-named", "DB_PASSWORD=wk-Jxh03lI4qkrbvPr\n"),
    ];
    for (rule, text) in found {
        assert!(
            rules_found(&s, text).contains(&rule.to_string()),
            "{rule} missed in {text:?}"
        );
    }
    let clean = [
        ("a list of names", "    'pem_password_cb', 'x509_lookup_method_st',\n"),
        // A prefix then words, beside a password's name: a reference, not a password.
        ("a prefixed name", "DB_PASSWORD=vault-db-password-prod\n<Pswd>env-ACORD_PSWD</Pswd>\n"),
        // A length-prefixed binary structure in base64 (a Documentum DFC ciphertext).
        ("a DFC ciphertext", "endpoint.secret=AAAAEQplrs4tqKYAehqMIl0RSALSy6iFA6iCAKNUYTrtXcBlNB5f5VHLHmaydQO9IfC7a5hyeu3yOR90St3lGve73tbAnRTU=\n"),
        // A word after the name that says no which: a lookup's, a cache's.
        ("a name then another word", "api key lookup: Zx8Kq2Lm9Vb4Nc7Rt1Yw6Pd3Hs5Jf0Ga\ntoken cache: Zx8Kq2Lm9Vb4Nc7Rt1Yw6Pd3Hs5Jf0Gb\n"),
        // A lookup written as a string where a password goes (a test's setup writing an
        // option file); a record whose own key names its value as no secret, inside a
        // record whose name is a secret's.
        ("a lookup as an option file's password", "[client]\nuser=app\npassword=\"process.env.DB_PASSWORD\"\n"),
        ("a record named by its own key", "{\"name\": \"stripe_secret_key\", \"vars\": [{\"value\": \"Zk3pQ9vLm2Xw8RtY7uNb4Kq1\", \"key\": \"BUILD_COLOR\"}]}\n"),
        // Text written in hex where a key goes (Hummingbot's encrypted value, the hex of a
        // keystore's JSON); records whose names are no secret's, in this stop's layouts.
        ("a password shown cut short", "DB_PASSWORD=A3-6CP8OC…\n"),
        // A type that says the value is a hash, or obfuscated (IOS's 5, 7, 8, 9), and a
        // clear-text type before a word.
        ("a device's hashed password", "username netops secret 9 $9$nhEmQVczB7dqsO$X.HsgL6x1il0RxkOSSvyQYwucySCt7qFm4v7pqCxkKM\nenable password 7 0822455D0A16544541\n"),
        ("a CAPTCHA's site key", "RECAPTCHA_SITE_KEY=6LdQk8AqAAAAAJxYzVbNmQpLrStUvWxYzAbCdEfG\n"),
        ("a digitless identifier", "secret = \"AbstractSingletonProxyFactoryBean\"\n"),
        ("prose about clear passwords", "the password clear flag is set; passwords in clear text are refused\n"),
        ("a set command's value of no secret", "set value \"Zk3pQ9vLm2Xw8RtY7uNb4Kq1\"\nset key \"X-Request-Color\"\n"),
        ("a URL's template credentials", "url = https://${USER}:${PASSWORD}@${HOST}/x\n"),
        ("hex of text", "api_key: 7b2263727970746f223a207b22636970686572223a20226165732d3132382d637472222c202263697068657274657874223a20226233343738326466227d7d\n"),
        ("a JBoss property of no secret", "/system-property=app.color:add(value=\"Zk3pQ9vLm2Xw8RtY7uNb4Kq1\")\n"),
        ("an SQL alias of no secret", "  SELECT 'build_color' AS name, 'Zk3pQ9vLm2Xw8RtY7uNb4Kq1' AS value FROM dual\n"),
        ("a wsadmin variable of no secret", "AdminTask.setVariable(['-variableName', 'BUILD_COLOR', '-variableValue', 'Zk3pQ9vLm2Xw8RtY7uNb4Kq1'])\nglobalvariable.BUILD_COLOR.value=Zk3pQ9vLm2Xw8RtY7uNb4Kq1\n"),
        // A list's next item is a value only after a flag alone on its line.
        ("a YAML list under a password's name", "password:\n  - Walnut.quartz7534\nnames:\n  - password\n  - Walnut.quartz7534\n"),
        ("a word that ends in pass", "a two-pass Walnut.quartz7534 search\n"),
        ("a pydantic field with no default", "    API_KEY: str = Field(default=None, description=\"the service's API key\")\n"),
        ("a Vault secret made from a setting", "select vault.create_secret(current_setting('app.stripe_key'), 'stripe_key');\n"),
        // A closing tag ends what it names: the next element is another field.
        ("the element after a closing tag", "<gui>\n  <password>$2a$10$OMKxGHVkOVFlLCPZKigRHoCjk9sjznlpn3mYxhY0Rd6CL/VsE72bS</password>\n  <commit>8552332c00946367b0103ed6e326c1afca400c55</commit>\n</gui>\n<Auth><Password></Password><Nonce>Xk9mQ2vL7pR4tZw8Nc3HdF6s</Nonce></Auth>\n"),
        ("LDAP passwords of no password", "rootpw {SSHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g=\nolcRootPW: {CRYPT}$6$rounds=5000$abc$Xk9mQ2vL7pR4tZw8Nc3HdF6s\nbindpw ${LDAP_BIND_PW}\nldapsearch -x -W -D cn=admin -b dc=x\nbindpw /etc/ldap.secret\nbind_pw_file = /etc/postfix/ldap.secret\nanchors: [bindpw, bind_pw, BIND_PW, rootpw, RootPW, authtok]\n"),
        // A line that names a value below it but is no comment: a label is a comment's.
        // (A key that ends in `value` below a name is that name's value, `secret_key` or
        // `secret key` alike: these keys hold none.)
        ("values of no field's own", "label: 'Stripe secret key'\ndefault: sk_live_placeholder_0000000000\nmaximum: 9yfcVd6OqjaCxzb1N2IgxYzI6czV7yHa\n"),
        ("a name over another line's assignment", "required: DD_API_KEY\nBUILD_ID=407e86e18b9c575b889335c40c8c1988\nlabel = PAYPAL_SECRET\nSESSION_ID = ET8olzI0u0599Ar_Ui2lzlYpEpEKr26sEuo8bSWVU2yzsJ2Hrv4bcQUWLawK4LmuvIssiiowpcC458LU\n"),
        ("SNMP users of no passphrase", "createUser -e 0x8000000001020304 traps SHA 0000000000 AES 1234567890\ncreateUser monitor SHA \"${SNMP_AUTH_PASS}\" AES \"${SNMP_PRIV_PASS}\"\nsnmp-server user ops OPS v3 auth sha <auth-password> priv aes 128 <priv-password>\nsnmpwalk -v2c -c public 10.0.0.1 system\n"),
        ("a run shaped as an Upstash token around no database's UUID", "cache_entry: AR5pASQg/tqg7ui5mX9cfCmZ/a/lkyU81lSvTfrXFCegrrP+6SMvivIhH57kkcWxC+y1Vjv8Hm+TQn7LyP4pVeXNjkbcjtS3wnY=\n"),
        ("a header's scheme with words after it", "\"Authorization\": [{\"matcher\": \"exact\", \"value\": \"Token expired at noon, retry\"}]\n"),
        ("an App Configuration Key Vault reference", "  {\"contentType\": \"application/vnd.microsoft.appconfig.keyvaultref+json;charset=utf-8\", \"key\": \"Orders:Partner:StripeSecretKey\", \"label\": \"production\", \"value\": \"{\\\"uri\\\":\\\"https://kw-orders-kv.vault.azure.net/secrets/stripe-secret-key\\\"}\"}\n"),
        ("a context parameter of no credential", "  <context-param>\n    <param-name>partner.apiToken.header</param-name>\n    <param-value>X-Partner-Token</param-value>\n  </context-param>\n"),
        ("a stand-in in a Secret Manager payload", "{\"name\": \"projects/38511/secrets/deepseek-api-key/versions/1\", \"payload\": {\"data\": \"c2steW91ci1kZWVwc2Vlay1rZXktZ29lcy1oZXJlLTAw\"}}\n"),
        ("a printed variable's stand-in", "{\"type\":\"tool_use\",\"input\":{\"command\":\"printenv VAULT_TOKEN\"}},{\"type\":\"tool_result\",\"content\":\"s.xxxxxxxxxxxxxxxxxxxxxxxx\"}\n"),
        ("a vault item's user name under a camel-case key", "{\"itemValue\": \"svc_webhooks_primary\", \"fieldName\": \"Username\", \"slug\": \"username\"}\n"),
        ("a header set from a variable", "    full_headers['Authorization'] = authorization_header\n    headers = {'Authorization' => authorization_header_value}\n"),
        ("a password file's path", "password_file: /run/secrets/postgres_password_for_production\n"),
        ("a path in a password's place", "DB_PASSWORD=/var/lib/app/secrets/db_password_primary\n"),
        ("a bundler's define of an environment reference", "    'import.meta.env.VITE_API_KEY': JSON.stringify(process.env.VITE_API_KEY),\n"),
        ("a registry value that refers to another", "    ZENDESK_SUBDOMAIN    REG_SZ    kestrelworks\n    ZENDESK_API_TOKEN    REG_SZ    %ZENDESK_TOKEN_FROM_VAULT%\n"),
        ("an integrity digest kept in a password's place", "password: \"sha512-lc6MjhjDbnHITP8RBB4r39GNXtfMgfmR7VsdZJg+Ak/pXSBY7XyPS4W9aXNxtzXs9fgpoeWOHRIs3bzzAPyW2A==\"\n"),
        ("an SSM parameter's path handed to a template", "parameter_overrides = \"Stage=\\\"prod\\\" Credential=\\\"/kw/prod/together-api-key-v1\\\"\"\n"),
        ("a CSV export's masked and empty password cells", "title,username,password,url\nVPN,ama,********,https://vpn\nDB,svc,,https://db\n"),
        ("a chat message under its text's key", "{\"text\": {\"value\": \"the deploy key is rotated weekly\", \"annotations\": []}}\n"),
        ("a record held by a key that names nothing", "\"build_info\": {\"type\": \"string\", \"value\": \"Q7vLm2Xw8RtY7uNbQ7vLm2Xw8RtY7uNb\"}\n"),
        ("a mask in brackets", "\"value\": \"https://gitlab+deploy-token-389:[secure]@gitlab.com/acme/charts.git\"\n"),
        ("a format directive", "password = \"%s\" % os.environ[\"PW\"]\n"),
        ("a scheme with no credentials after it", "authorization_scheme: Basic\nauthorization_credentials: ${GRAFANA_BASIC}\n"),
        ("an object's next key", "{\"provider\": \"MAILGUN\", \"updated\": \"2025-07-14T17:34:22.385Z\"}\n"),
        ("a list across lines", "    \"API_KEY\",\n    \"OTHER_NAME9_x1Y2z3W4v5U6t7S8\",\n"),
        ("a file list's digest", "openai/resources/admin/organization/admin_api_keys.py,sha256=_9tsVdmm3JYMPGeUfDR5FFbOxWKw48H6dS6dcrs7u7\n"),
        ("a digest after a name", "ldap3/extend/microsoft/modifyPassword.pyi,sha256=Gz9Xq6dhFXiHUrHVaT61r6JvMhrvrH5Mdu6NifKUY\n"),
        ("a url placeholder", "MYSQL_URL=mysql://root:<password>@localhost:3306/shop"),
        ("a secret manager arn", "DB_PASSWORD_SECRET_ARN=arn:aws:secretsmanager:eu-west-1:015668708641:secret:prod/db-password-dARrK8"),
        ("an env reference", "password: ${DB_PASSWORD}"),
        ("a call", "password = os.environ.get(\"DB_PASSWORD2\")"),
        ("an attribute", "password = settings.db2_password"),
        ("a template", "password: {{ vault_db_password2 }}"),
        ("a format field", "u'machine {hostname} login token password {auth_token2}'"),
        ("a stand-in", "api_key = \"your-api-key-here-0123456789\""),
        ("a forwarded header's variable", "    proxy_set_header Authorization \"Token $upstream_api_token_value\";\n"),
        ("a composer stand-in", "{\"bearer\": {\"repo.packagist.com\": \"your-packagist-token-goes-here\"}}"),
        ("a password wget masks", "\"database_url\": \"https://m.okafor:*password*@internal.quillon.net/exports/\"\n"),
        ("a DynamoDB item's other attribute", "  \"region\": {\"S\": \"eu-west-1\"},\n"),
        ("an Android string that names no secret", "    <string name=\"api_key_hint\" translatable=\"false\">Paste your API key here</string>\n"),
        ("a KMS ciphertext in a token's place", "DOPPLER_TOKEN=AQICAHilTcoYJTC7HW0TLN7WI3su2R4/ch/LGXEXRJTWSTydXDRgvjEgHmn+2qDu6LmZf1x8KZn9r+WTJTzWVK9N+tcUJ6Cus/7pIy+K8iEfnuSRxbEL7LVWO/web5NCfsvI/ilV5c2ORtyO1LfCdk0qWk12dwb4XYaQAkrWvaNAG+nIy8zJNfbNH2EiauFTOK4aNABNM7oNJGrATIGxuvI+O/nu9fefK0k0r4f1Ug==\n"),
        ("a Fernet token in a key's place", "    \"OKTA_API_TOKEN\": \"gAAAAABmWjwRC2m5Sw2YLoW7VbZyqHJjes10Zvy2Dg6P8YRjsOSyuilwNHTwZKxo9wD1sCs9xmb0W96qLMrtzStRV0EOTe5K8rNPQwoHNEfeY2wOgGyVe6Y=\",\n"),
        ("a Google Cloud KMS ciphertext", "export AXIOM_API_TOKEN=CiQA8kNcgXN+E+dO9UjuT0zMtPmo1Aww/8qGPvO3c7dQJ2a9e1d04b6f8a2c5e7d9b1f3acf7Qm9vVx1b7Lq0s4TfZ2nR8wYkd3PxZk3pQ9vLm2Xw8RtY7uNb4Kq1Zk3pQE0\n"),
        ("a Datadog browser client token", "DD_CLIENT_TOKEN=pubf120c09ec9e2db8caf19fa4c3030a01c\n"),
        ("a URL password shown cut short", "{\"clone_url\":\"https://gitlab+deploy-token-3400:gldt-H-K5...@gitlab.com/acme/api.git\"}\n"),
        ("a Shopify app's client id", "      \"[@metadata][shopify_api_key]\" => \"7aaa2fe1837d1a7950cf90d12204ffce\"\n"),
        ("a password's bcrypt hash", "    password: $2b$12$R9h7cIPz0gi.URNNX3kh2OPST9Pg8kqquzi.Ss7KIUgO2t0jWMUWk\n"),
        ("a user's crypt hash in cloud-init", "    passwd: $6$rounds=4096$saltsalt$Zk3pQ9vLm2Xw8RtY7uNb4Kq1Zk3pQ9vLm2Xw8RtY7uNb4Kq1\n"),
        ("a Caddy placeholder", "        header_up Authorization \"Token {env.UPSTREAM_API_TOKEN}\"\n"),
        ("a weak default", "password: changeme"),
        ("a public search key", "\"algolia_search_api_key\": \"6b6ebdecd0b85430865617090632a834\""),
        ("a public client key", "NEXT_PUBLIC_API_KEY=Xfeflb4Juy32JzKb0PFxXh5afxKHku3g"),
        ("base64 of a stand-in", "data:\n  DB_PASSWORD: Y2hhbmdlbWU=\n"),
        ("base64 of text, unpadded", "PasswordVerifier=TXlWZXJpZmllclN0cmluZw,Salt=TXlTUlBTYWx0"),
        ("a value that names itself", "\"Password\": \"generatedwebdavpassword1\","),
        ("a setting's name", "PASSWORD_HASHERS = [\n    'django.contrib.auth.hashers.PBKDF2PasswordHasher2',\n"),
        ("a number", "password_reset_timeout = 3600"),
        ("a password's digest", "password_sha256 = \"5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8\""),
        ("a key's hash", "\"apiKeyHash\": \"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08\""),
        ("the next flag", "  --master-user-password \\\n  --s3-bucket-name2 b \\\n"),
        ("prose", "SASLprep: Stringprep Profile for User Names and Passwords, rfc4013."),
        ("rfc 6749's example", r#"{"access_token":"2YotnFZFEjr1zCsicMWpAA","token_type":"example"}"#),
        ("a connection string without a password", "Server=tcp:sql.acme.net,1433;Initial Catalog=orders;Integrated Security=True;"),
        ("a connection string's placeholder", "Server=sql;User ID=app;Password=<password>;"),
        ("a page token", r#"{"nextPageToken": "CAoQAAgBEgRNMzEzGgYI8Lb3mQY", "next_page_token": "CAoQAAgBEgRNMzEzGgYI8Lb3mQY"}"#),
        ("a token's type", "token_type: Bearer\ntoken_endpoint: https://login.acme.io/oauth2/v1/token\n"),
        ("a tokenizer", "tokenizer = AutoTokenizer.from_pretrained(\"bert-base-uncased-finetuned2\")"),
        ("a longer name", "aws dynamodb list-tables --starting-token abCDeFGhiJKlmnOPqrSTuvwxYZ1aBCdEFghijK7LM51\n"),
        ("an arn's secret", "\"ARN\": \"arn:aws:secretsmanager:us-west-2:123456789012:secret:AnotherSecret-d4e5f6\","),
        ("a page anchor", "\"ch02-00-guessing-game-tutorial.html#generating-a-secret-number\",\"ch02-00-guessing-game-tutorial.html\""),
        ("a template in a Secret's data", "data:\n  PAGERDUTY_TOKEN: e3sgLlZhbHVlcy5wYWdlcmR1dHkudG9rZW4gfX0=\n"),
        ("a digest named token", "token: \"3f786850e387550fdab836ed7e6dc881de23001b\"\n"),
        ("the example uuid named token", "{\"token\": \"123e4567-e89b-12d3-a456-426614174000\"}"),
        ("a uuid of time named token", "{\"token\": \"5b0a3c4e-8f1d-11ee-b9d1-0242ac120002\"}"),
        ("a url test vector", "{\"password\": \"%c3%89t%C3%A9\", \"pass\": \"%60%7B%7D\"}"),
        ("a netrc test's short password", "machine host1.domain.com login log1 password pass1 account acct1\n"),
        ("a prefix before words", "Authorization: Bearer ACME_ATLAS_PRIVATE_KEY_NAME_2\r\n"),
        ("a prefix a rule owns, its checksum wrong", "Authorization: Bearer ghp_aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5\r\nX-Log: token=ghp_aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5"),
        ("a key id under a longer name", "    \"alias/aws/secretsmanager\": \"fee5173a-3972-428e-ae73-cd4c2a371222\",\n"),
        ("a uuid without its variant", "token: \"feee488a-a409-491d-748f-4a9594e5d046\"\n"),
        ("a secret's reference", "secret: ${{ secrets.DEPLOY_WEBHOOK_SECRET }}\nsecretName: app-tls-certificate-2025x"),
        // Compound names that say their value is no credential.
        ("cursors", "{\"continuation_token\": \"CAoQAAgBEgRNMzEzGgYI8Lb3mQY\", \"syncToken\": \"CAoQAAgBEgRNMzEzGgYI8Lb3mQY\"}"),
        ("an anti-forgery token", "<input name=\"csrf_token\" value=\"Zk3pQ9vLm2Xw8RtY7uNb4Kq1\">\ncsrfToken: Zk3pQ9vLm2Xw8RtY7uNb4Kq1"),
        ("a push address", "device_token: Zk3pQ9vLm2Xw8RtY7uNb4Kq1\n"),
        ("a count", "\"max_tokens\": 4096, \"MAX_TOKENS\": 8192"),
        ("a secret's name", "db_secret_name: my-db-secret-prod-2024-x1\n"),
        ("a waf change token", "--change-token 12cs345-67cd-890b-1cd2-c3a4567d89f1 --updates x"),
        ("a constant", "let traffic_secret_expander = TLS13_CHACHA20_POLY1305_SHA256_INTERNAL;"),
        ("a version", "meeco-passphrasestore-sdk\t0.9.0-develop.20201113090126.09d4c88\t525"),
        ("an oauth client id", "the Google credential: `779265270784-us7fqfe575mp2jrbxoh4tlcno2lfp0i4.apps.googleusercontent.com`"),
        ("an alphabet walk", "\"passphrase\": \"AB1C2defGHijkLMNo3PqQRstUvwxyzaBCDEfghh4ijklMN5opqrStuVWxyzAbCDEfghIJ\""),
        ("a uuid under a compound name", "request_token: \"3f2a9c4e-1b7d-4e8a-9c2f-5d6e7f8a9b0c\"\n"),
        ("a digest under a compound name", "commit_token = \"3f786850e387550fdab836ed7e6dc881de23001b\"\n"),
        ("prose about keys", "The API key is stored in Vault; rotate the api token quarterly2025 and the secret is rotated_monthly_by_ops2."),
        ("code naming keys", "let der_private_key_buffer: EcPrivateKeyRfc5915Der = k;\nRAND_bytes(out_private_key, X25519_PRIVATE_KEY_LEN);\n#define SN_setAttr_Token_B0Prime \"setAttr-Token-B0Prime\"\n"),
        ("a twilio message id", "      secret:\n        inline_string: \"SMbc65f3669b0363203a6ab9d84821adee\"\n"),
        ("a search-only key", "<env name=\"ALGOLIA_SEARCH_KEY\" value=\"76441ff336b057c56cd2b5ebfea2a939\" />"),
        ("a present working directory", "cd \"$(pwd)\" && PWD=/home/runner/work/app/app make"),
        // A password that spells the word, with symbols (a documentation example).
        ("a word with symbols", "    --username Mary \\\n    --password Pass@Word1 \\\n    --password p@ssw0rd_2024! \\\n"),
        // An instruction left where the value goes.
        ("an instruction", "      - key: DJANGO_SECRET_KEY\n        value: django-insecure-change-me-before-deploying-to-production\nAPI_KEY=replace_me_with_the_prod_key_2024\n"),
        // A login under a password's name.
        ("an e-mail address", "SMTP_PASSWORD_USER=ops.alerts@acme-mail.io\npassword: ci-bot@example.com\n"),
        // A value shown cut short.
        ("a truncated preview", "    \"azureOpenaiApiKey\": {\n      \"value\": \"jPZaO6nIjIUFiJ9YwHpGcfIwBxrx22aHYKDm70LZ…\"\n    },\napi_key: Zk3pQ9vLm2Xw8RtY7uNb4Kq1...\n"),
        // A name that ends in what its value is: a handle on the secret, not the secret.
        ("a secret's id", "        AZURE_CLIENT_SECRET_ID = \"adee45de-d376-46b4-9808-47361304df44\"\n"),
        ("a key's name", "API_KEY_NAME=ci-deploy-key-2025-x7Q2mL9pR4tV8w\n"),
        ("a token accessor", "VAULT_TOKEN_ACCESSOR=DiUnJJfNId6Y2qSmvad2jenh\n"),
        ("a token url", "access_token_url: https://login.acme.io/oauth2/v2.0/token\n"),
        // Mailgun's public validation key, under a name and alone.
        ("mailgun's public key", "  secrets:\n    mailgun_public_key: pubkey-639a60780a5550b3bd9f95599a7a8d18\nMG_PUB=pubkey-539a60780a5550b3bd9f95599a7a8d18\n"),
        // A digest of a credential, kept to tell it again (Subresource Integrity's form).
        ("an integrity digest", "{\"_cfg_netlify_token\":\"sha512-PfLmzBiMp583GXtwDg4UsuUjhWiOZUaiHtwd+opZFTeQix5JRwSff2f5L2JwO+KybPMh5f84hyCLB9QeKPVgEQ==\"}"),
        // An HMAC of a key, named so.
        ("a key's hmac", "api_key_hmac: \"Qm9vVx1b7Lq0s4TfZ2nR8wYkQm9vVx1b7Lq0s4Tf\"\n"),
        // A record's name is its own: not the one of the record before, nor the next
        // element's.
        ("another record's name", "[{\"key\": \"STRIPE_SECRET_KEY\", \"id\": 1}, {\"id\": 2, \"value\": \"Zk3pQ9vLm2Xw8RtY7uNb4Kq1\"}]"),
        ("the next element's name", "<input type=\"hidden\" value=\"Zk3pQ9vLm2Xw8RtY7uNb4Kq1\">\n<input type=\"hidden\" name=\"openai_api_key\" value=\"&lt;your-api-key&gt;\">"),
        // Words that start with `pass`, Python's `pass`, the `pass` password manager.
        ("a passport", "passport_number: Xk9mQ2vL7pR4tZw\npassenger_ref = Xk9mQ2vL7pR4tZw\nbypass: Xk9mQ2vL7pR4tZw\n"),
        ("prose", "than a naive loop. It runs faster than equivalent two-pass memchr2+SWAR code\nAgent Passports: Falcon-1024 credentials\n"),
        ("a sentence made a name", "\"ch12-04-testing.html#writing-code-to-pass-the-test\",\"ch12-05-working-with-environment-variables.html#working-with-environment-variables\",\n"),
        ("python's pass", "    except KeyError:\n        pass\n    return_value_x1 = 3\n"),
        ("the pass tool", "$ pass show work/email2\n$ pass insert -m acme/db2\n"),
        ("a key=value", "password=apiKey=Xk9mQ2vL7pR4tZw\n"),
        // A short password name mid-line, joined by blanks alone: prose, not a setting.
        ("a hyphenated word mid-line", "runs the admin-pass Nimbus_ember2108 check\n"),
        // Values cut short where they are shown, the cut marked `[...]`.
        ("a cut in brackets", "\"registryUrl\": \"https://gitlab+deploy-token-6855:gldt-OrQ9[...]@gitlab.com/x/charts.git\"\ntoken: Kq9v2XnB7wLp4TzR8mYc[...]\n"),
        // The id Entra lists beside a client secret, pasted in its place: it signs nothing in.
        ("an entra secret id", "{\"key\": \"AZURE_CLIENT_SECRET\", \"value\": \"1aaf0211-48a7-4576-bc54-063f8d95c85a\"}\nARM_CLIENT_SECRET=1aaf0211-48a7-4576-bc54-063f8d95c85a\n"),
        // A name, then a value on the next line, with no prompt before the name: code, a
        // list, a value echoed with more after it.
        ("a name above a value", "def get_token\nXk9mQ2vL7pR4tZw8Nc3HdF6sJg1QaE0u\n    api_key\n    Kq9v2XnB7wLp4TzR8mYc3HdF6sJg1QaE0u\ntokens:\nKq9v2XnB7wLp4TzR8mYc3HdF6sJg1QaE0u\n"),
        // A note left where the value goes.
        ("a todo", "https://api.acme.dev/x?PAGERDUTY_INTEGRATION_KEY=TODO-add-pagerduty-token\n"),
        ("a table cell above a value", "<td> api_key</td>\nXk9mQ2vL7pR4tZw8Nc3HdF6sJg1QaE0u\n"),
        ("an echo with more on its line", ">>> os.getenv(\"API_KEY\")\n'Xk9mQ2vL7pR4tZw8Nc3HdF6sJg1QaE0u' and more text\n"),
        // A result's marks with no prompt before the name, a wrapper left open, and a
        // table whose cells hold a type and a description, not a value.
        ("a result with no prompt", "sys.env(\"SESSION_SECRET\")\nval res0: String = RhcvROKWdlLsOwkFYj+YHfdEUN0egu+av9a4+TnGw0s=\n"),
        ("a wrapper with more after it", "scala> sys.env.get(\"API_KEY\")\nval res1: Option[String] = Some(Xk9mQ2vL7pR4tZw8Nc3HdF6sJg1QaE0u).map(f)\n"),
        // Robot Framework's keywords and counters beside `pass`, and prose about a key.
        ("robot keywords", "    Pass Execution    Not_ready_yet\n    ${pass}=    Run Keyword And Return Status    Should_Be_Equal\n${PASS_COUNT}    42\n"),
        ("a key's rotation", "CONFLUENCE_API_KEY for the notifier service is rotated_every_ninety_days\n"),
        // A label that names no secret beside a random value.
        ("a label of an id", "{\"label\": \"Request id\", \"sensitive\": 0, \"value\": \"EmTPoairlmekYs4lhBdtUkwnU9LPksf0\"}\n"),
        // Rows of a name and a word that is no value: a type, a stand-in, a digest.
        ("a table of options and their types", "| Option | Type |\n|---|---|\n| api_key | string |\n| password | SecretStr |\n| client_secret | Optional_str |\n| token | required_value |\n"),
        ("a table of stand-ins", "+----------------+----------------------------------+\n| name           | value                            |\n+----------------+----------------------------------+\n| API_KEY        | <your-api-key>                   |\n| DB_PASSWORD    | ********                         |\n| SECRET_KEY     | changeme                         |\n| GIT_SHA        | 4f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d |\n+----------------+----------------------------------+\n"),
        ("a settings table's values of no credential", "id,name,value\n1,API_KEY_HEADER,X-Api-Key\n2,TOKEN_TTL_SECONDS,3600\n3,PASSWORD_POLICY,min_length_12\n"),
        ("an IBM Cloud resource name", "  \"crn\": \"crn:v1:bluemix:public:secrets-manager:eu-de:a/6c45b3576ba6ce807dfe097cb33b276b:f37e9cda-372d-49e0-8959-93550c14234a:secret:153b6440-6d29-459d-96a0-3491bd53dd5e\",\n"),
        ("closures and or-patterns", "let f = |api_key| api_key.len();\nmatch x { a | b => 1 }\nif token || fallback_token_value_x { }\n"),
        ("a table of fields", "| Field | Type | Description |\n| --- | --- | --- |\n| api_key | string | The key from your dashboard |\n| password | SecretStr | Required_for_basic_auth_only |\n"),
        // A ciphertext in a secret's place: percent-encoded in a query, or in the
        // envelope a tool writes it in.
        // Empty strings and an empty key in code: no doubled quote.
        ("elements whose child holds no value", "<setProperty name=\"mistral_api_key\">\n    <simple>${env:MISTRAL_API_KEY}</simple>\n</setProperty>\n<setting name=\"api_key\">\n    <description>The key from your dashboard</description>\n</setting>\n"),
        ("Ada constants of no secret", "   Api_Key_Header : constant String := \"X-Api-Key\";\n   Password_Min : constant String := \"twelve\";\n"),
        ("variables set of no password", "setenv PASSENGER_ROOT /opt/passenger\nset pass_through enabled_by_default\nexport PASS_RATE 90\n"),
        ("arguments that name no value", "<arguments><argument>--api-key-file</argument><argument>/etc/keys/dd.key</argument></arguments>\n<array><string>API_KEY</string><string>Enter your key</string><string>--token</string><string>${env.TOKEN}</string></array>\n"),
        ("a binding after a name that is no value", "{\n  \"bindings\": {\n    \"1\": {\n      \"type\": \"TEXT\",\n      \"value\": \"VERCEL_API_TOKEN\"\n    },\n    \"2\": {\n      \"type\": \"FIXED\",\n      \"value\": \"3600\"\n    }\n  }\n}\n"),
        ("a search query about a token", "q=%22token%22+rotation+policy&count=10&text=a+%7C+b+%7C+c\n"),
        ("a CSV row of empty cells and code's empty strings", "name,\"\",\"\"\nif x == \"\":\n    token = \"\"\n"),
        ("a ciphertext in a query", "https://api.acme.io/export?gh_token=CiQAdTM8DUMG8fIOkWTzcN5EF%2B07HFjbCyQfgUtkri%2FpsYKV0zbUxnwd8rdgJQXccgx4l80N%2FKt2vkFNswYXozCJ7Yvqm9eJCQRfUe7HuLxfsuJb5K7ZeJwjHK9J"),
        ("a record's type", "  - key: AUTH0_CLIENT_ID\n    scope: RUN_TIME\n    type: SECRET\n    value: Ws0G07L5SGvRq2n9zZYRzqrjCt6KU4sc\n"),
        ("envelopes", "  - key: AUTH0_CLIENT_SECRET\n    type: SECRET\n    value: EV[1:K2UcWARFqJDCrU6ROwrSC1xZ1eqBIblE:ssnduANJuwe05uhopI2IVyvnf1IS9i2/yGtneXKrBMr4Kxu2nj4mtTFiTa7i7hf=]\napi_secret: vault:v1:K2UcWARFqJDCrU6ROwrSC1xZ1eqBIblEssnduANJuwe05uhopI2IVyvnf1\nclient_secret: '{cipher}K2UcWARFqJDCrU6ROwrSC1xZ1eqBIblEssnduANJuwe05uhopI2IVyvnf1'\n"),
        // More of the envelopes tools write (Jasypt in properties, XML and an env file;
        // sops in YAML, quoted or not; DigitalOcean's under a token's name).
        ("more envelopes", "db.password=ENC(G7h2kQ9pLx4Zr8Wm)\nMYSQL_PWD=ENC(Xk8pQ2mZ7vL4nR9w)\n<password>ENC(Xk8pQ2mZ7vL4nR9wT3y)</password>\napi_key=ENC[AES256_GCM,data:Xk8pQ2mZ7vL4nR9wT3yB6hJ1sD5fG0cA,iv:Qw3Er5Ty7Ui9Op1As3Df5Gh7Jk9Lz2Xc=,tag:Zm9vYmFy==,type:str]\nsecret_key: \"ENC[AES256_GCM,data:Xk8pQ2mZ7vL4nR9wT3yB6hJ1sD5fG0cA=,iv:Qw3Er5Ty7Ui9Op1As3Df5Gh7Jk9Lz2Xc=,tag:Zm9vYmFyYmF6cXV4=,type:str]\"\ntoken: EV[1:Xk8pQ2mZ7vL4nR9wT3yB6hJ1sD5fG0cA:Qw3Er5Ty7Ui9Op1As3Df5Gh7Jk9Lz2Xc]\nclient_secret: {cipher}Xk8pQ2mZ7vL4nR9wT3yB6hJ1sD5fG0cA\n"),
        // A list's item of no credential under a provider's name; a statement's value
        // that its own statement names as no secret; an `auth` field of no credentials.
        ("a list under a provider's name", "DD_API_KEY:\n  - secretKeyRef\n  - name: dd-secrets\nheaders:\n  X-Request-Id:\n    - 94508d1b4d9260edb6669d1eff888a76\n"),
        ("statements each naming their own value", "update settings set value = 'Q7vLm2Xw8RtYp4Kd9Zs3Nb6Tq' where name = 'BUILD_CACHE_DIGEST';\nupdate settings set value = 'Xk9mQ2vL7pR4tZw8Nc3HdF6s' where id = 7;\nset\\040name\\040=\\040'API_KEY';\n"),
        ("a document's table of settings of no credential", "<table><tr><td>API_KEY_HEADER</td><td>X-Api-Key</td></tr><tr><td>Password policy</td><td>Minimum_twelve_characters_required</td></tr><tr><td>Token lifetime</td><td>Fifteen_minutes_then_refresh</td></tr></table>\n<h2>Secret rotation</h2>\n<p>Rotate_every_ninety_days_via_the_vault_runbook</p>\n"),
        ("an auth field of no credentials", "auth: dGhpcyBpcyBub3QgYSBjcmVkZW50aWFsIGF0IGFsbA==\n"),
        // A provider's name as a field's value over the next field's long key (NiFi's
        // property descriptors), and a key file whose key is a ciphertext.
        ("a name over the next field's key", "{\"propertyDescriptors\": {\"VERCEL_API_TOKEN\": {\n  \"name\": \"VERCEL_API_TOKEN\",\n  \"displayName\": \"VERCEL_API_TOKEN\",\n  \"identifiesControllerService\": false\n}}}\n"),
        // Words of English that end in `pass`; a Discord-shaped value under a bare name
        // whose first part is no user id; a lookup written as a string where a token goes;
        // a stand-in assigned by R's `<-`; a header's name beside another header's.
        ("words that end in pass", "bypass=Q7hxk2LmP0aZ9\ncompass: \"Q7hxk2LmP0aZ9\"\n"),
        ("a dotted token of no user id", "token: \"MGTd7FguoV8FWnFbB0JxXujr4q.qaaABv.vLOzAxzXMcU1vsHiQMaRiNTN9Ox98whGcTZc1U\"\n"),
        ("a lookup written as a string", "composerAuth: {\"gitlab-token\":{\"gitlab.com\":\"process.env.COMPOSER_AUTH_TOKEN\"}},\n"),
        ("a stand-in assigned by <-", "pgpass_txt <- \"db:5432:app:jdoe:<your-password>\"\napi_key <- \"<your-api-key>\"\n"),
        ("header names listed", "allowedHeaders: [\"Authorization\", \"Access-Control-Allow-Origin\"]\n"),
        ("a key file whose key is sealed", "{\n  \"type\": \"service_account\",\n  \"private_key_id\": \"6f9909a6a901b987bf8fc8e3ffa3afff833e6a4e\",\n  \"private_key\": \"vault:v1:SvKw81vrcpn6d7ghrxdmdQ2mZ7vL4nR9wT3yB6hJ1sD5fG0cAQw3Er5Ty7Ui9Op1As3Df5Gh7Jk9Lz2XcSvKw81vrcpn6d7ghrxdmdQ2mZ7vL4nR9wT3yB6hJ1sD5fG0cA\",\n  \"client_email\": \"bot@kw-data-prod.iam.gserviceaccount.com\"\n}\n"),
    ];
    assert_clean(&s, &clean);
    // An Alibaba key id's secret is base62: hex digits after the id (a commit's hash)
    // are none.
    let id_and_hash = "access_key_id: LTAI5tQ9xZ7vB1nR4tY6wE0K\ncommit: 3f9c2e7a1b3d4c5e8f6a9b0c1d2e3f4a5b6c7d8e\n";
    assert_eq!(rules_found(&s, id_and_hash), ["alibaba-access-key-id"]);
}

/// Two rules of one provider that send a value to different hosts both report it: each
/// decides where the credential may go (an Azure DevOps PAT in the annotated format is
/// a PAT, for `dev.azure.com`, and an annotated key, for every Azure host).
#[test]
fn rules_of_one_provider_with_different_hosts_both_report_a_value() {
    let s = scanner();
    let key = expand(
        "{a52}JQQJ99{a1}B{a16}A{a3}ACOG",
        Mode::Real,
        &mut Rng::new("azure", 1),
    );
    let found = rules_found(&s, &format!("AZURE_DEVOPS_PAT={key}\n"));
    assert_eq!(found.len(), 2, "{found:?}");
    for rule in ["azure-devops-pat", "azure-annotated-key"] {
        assert!(found.contains(&rule.to_string()), "{rule}: {found:?}");
    }
}

#[test]
fn a_value_a_provider_rule_finds_is_that_rule_s_finding_alone() {
    // A generic rule reads the same value beside the same name; one secret is one
    // finding, the provider's (its span may leave out a prefix the generic value holds).
    let s = scanner();
    for (text, rule) in [
        (
            "VAULT_TOKEN=s.Kq9v2XnB7wLp4TzR8mYc3HdF\n",
            "vault-legacy-token",
        ),
        (
            "ALGOLIA_ADMIN_API_KEY=8e1f2c3d4b5a69788e1f2c3d4b5a6978\n",
            "algolia-admin-key",
        ),
        // Two rules of one provider, the name's and the shape's: the first rule's.
        (
            "UPSTASH_REDIS_REST_TOKEN=AR7uASQgYWU5Y2EwOGItMmQ3Yy00MDQ4LWJjYTAtNzM4NmNjMDk5YTFlYOVhQ9bEO8rXbACKmwprX8kzFUpt4oQEqJfFJSYuanw=\n",
            "upstash-token",
        ),
        // Read beside its name and again as its record's `value`: the record's value
        // ends where the value does, before the `toString`'s `)`.
        (
            "Secret(name=API_TOKEN, type=SECRET, value=Xk9mQ2vL7pR4tZw8Nc3HdF6sJg1QaE0u)\n",
            "generic-api-key-named",
        ),
    ] {
        assert_eq!(rules_found(&s, text), [rule], "{text:?}");
    }
}

/// A secret known by the key id before it (a Twilio key's SID, an AWS key id) is any run
/// after the id, glued or not; but not one cut out of what a tool writes in the secret's
/// place: a KMS ciphertext, a Vault Transit or SOPS value, a digest. (The SID is found
/// itself: an identifier that names the key.)
#[test]
fn a_secret_beside_its_key_id_is_not_cut_out_of_an_envelope() {
    let s = scanner();
    let twilio = "\"API_KEY\": \"SK76555c42fbcc6bb65cdc89a807933f79\",\n\"KEY_SECRET\": ";
    let aws = "aws_access_key_id = AKIAQ3EGRKWJZ7XN4VQ5\naws_secret_access_key = ";
    let envelopes = [
        "\"CiQAiY71Rdg+c/8yrVKniHCMG4+tM0YtZS2GNEIpAZMgVo6lAqQSMJJOQYziyLUQmK+ChaWmKlfg+Ym6cKSkLbA/SMTb8PXfIqcxIW6eA62DaaaB0QlOIQ==\"\n",
        "\"vault:v1:RV7mfgY4Ewhkw0iR8HNPcLYJVZg9KJlODJQ0I742Nc+swsvQfUiFatAbDIopcyvOGqOPoRkzvy4KCfjo\"\n",
        "\"ENC[AES256_GCM,data:bimStI1oC36yrM1kuRagSugFtY3gl6ZymLK6Oq9G+XY7Qm9vVx1b7Lq0s4TfZ2nR8wYk=,iv:go1oN6YLDgCC7P1U8OF3X1VNS/9ENwtoNObjSnf+b8k=,tag:QdFcUt0GckLm9kJrh/T0Pg==,type:str]\"\n",
        "\"sha512-km5EJ2QQtKaxn5Fqka6nPWhqj18HsM+/97JbOGf2wPL2hv2ozBnv1qRiCLuRlZjC001vxCBo22Tx7R0/r+r6yg==\"\n",
    ];
    for (head, rule) in [(twilio, "twilio-api-key-secret"), (aws, "aws-key-pair")] {
        for tail in envelopes {
            let found = rules_found(&s, &format!("{head}{tail}"));
            assert!(
                !found.contains(&rule.to_string()),
                "{rule} in {tail}: {found:?}"
            );
        }
    }
    // Glued to more token characters, a secret is still found.
    let found = rules_found(
        &s,
        &format!("{twilio}\"Xk9mQ2vL7pR4tZw8Nc3HdF6sJg1QaE0uY5bT\"\n"),
    );
    assert!(
        found.contains(&"twilio-api-key-secret".to_string()),
        "{found:?}"
    );
    let found = rules_found(
        &s,
        &format!("{aws}Tq8vLm2Xw8RtY7uNbKd4/Pz9sWq3Ea1Rt6YbHj2Lk9x\n"),
    );
    assert!(found.contains(&"aws-key-pair".to_string()), "{found:?}");
}

/// A provider token judged by its shape alone (a prefix, letters, no checksum) that lies
/// glued inside a blob of base64 is a shape the blob's random bytes took: OpenAI's
/// encrypted reasoning items (Fernet tokens, `gAAAAA…`, 8 KB of base64url) hold Replicate's
/// `r8_` and 37 letters one time in thirty-five. The same token on its own, or glued to a
/// few characters, is found; a checksummed token is found inside a blob too.
#[test]
fn a_shape_inside_a_blob_is_no_token() {
    let s = scanner();
    let token = "r8_Kq8vR2mZx7LpT4wN9bYc3Hd6Jf0GaUe5sWoXi";
    let side = "Zm9vYmFyX2Jhei1xdXV4LWNvcmdlLWdyYXVsdC1nYXJwbHktd2FsZG8tZnJlZC1wbHVnaA".repeat(4);
    let blob =
        format!(r#"{{"type":"reasoning","encrypted_content":"gAAAAAB{side}{token}{side}"}}"#);
    assert_eq!(rules_found(&s, &blob), Vec::<String>::new());
    for text in [
        format!(r#"{{"REPLICATE_API_TOKEN":"{token}"}}"#),
        format!("x{token}y"),
        format!("{side}{token}"),
        format!("{}{token}{}", &side[..100], &side[..100]),
        format!("{side}/{token}/{side}"),
    ] {
        assert_eq!(rules_found(&s, &text), ["replicate-token"], "{text}");
    }
    use wirepass::scan::fake::{expand, Mode, Rng};
    let pat = expand("ghp_{a30}{crc}", Mode::Real, &mut Rng::new("blob", 7));
    let glued = format!("gAAAAAB{side}{pat}{side}");
    assert_eq!(rules_found(&s, &glued), ["github-pat"]);
}
