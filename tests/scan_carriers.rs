//! Issue 12, detection gaps: each class of input the unseen corpora's misses had in
//! common, as table-driven carriers around fake secrets (generated here, never
//! committed), and hard negatives of the same shapes. A case names its layout, never a
//! value.

use std::sync::{Arc, LazyLock};

use base64::Engine as _;
use wirepass::scan::fake::{expand, Mode, Rng};
use wirepass::scan::stream::{Step, UploadScan, Window};
use wirepass::scan::Scanner;

static SCANNER: LazyLock<Arc<Scanner>> =
    LazyLock::new(|| Arc::new(Scanner::new(Vec::new()).unwrap()));

fn rules_found(text: &str) -> Vec<String> {
    SCANNER
        .scan(text.as_bytes())
        .into_iter()
        .map(|f| f.rule)
        .collect()
}

fn fake(template: &str, n: u64) -> String {
    expand(template, Mode::Real, &mut Rng::new("carriers", n))
}

/// `application/x-www-form-urlencoded`: space as `+`, the rest percent-encoded.
fn form_encode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b' ' => "+".to_string(),
            b if b.is_ascii_alphanumeric() || b"-_.*".contains(&b) => (b as char).to_string(),
            b => format!("%{b:02X}"),
        })
        .collect()
}

fn b64(s: &str) -> String {
    base64::engine::general_purpose::STANDARD.encode(s)
}

/// Every `(layout, text)` must find `rule`.
fn all_found(rule: &str, cases: &[(&str, String)]) {
    let missed: Vec<&str> = cases
        .iter()
        .filter(|(_, text)| !rules_found(text).iter().any(|r| r == rule))
        .map(|(layout, _)| *layout)
        .collect();
    assert!(missed.is_empty(), "{rule} missed in: {missed:?}");
}

/// Every `(layout, text)` must find nothing.
fn all_clean(cases: &[(&str, String)]) {
    let flagged: Vec<String> = cases
        .iter()
        .filter_map(|(layout, text)| {
            let found = rules_found(text);
            (!found.is_empty()).then(|| format!("{layout}: {found:?}"))
        })
        .collect();
    assert!(flagged.is_empty(), "{flagged:#?}");
}

#[test]
fn pem_and_basic_in_form_bodies_and_queries() {
    let pem = fake("{pem:PRIVATE KEY}", 1);
    all_found(
        "private-key-pkcs8",
        &[
            (
                "form body",
                format!("name=ci&key={}&go=1", form_encode(&pem)),
            ),
            (
                "query",
                format!("GET /upload?key={} HTTP/1.1", form_encode(&pem)),
            ),
        ],
    );
    let basic = fake("{basic}", 2);
    all_found(
        "basic-auth",
        &[("form body", format!("auth={}&x=1", form_encode(&basic)))],
    );
    // The streaming path uses the same views: a form body in small chunks.
    let body = format!("a=1&key={}&b=2", form_encode(&pem));
    let mut scan = UploadScan::new(Window::new(SCANNER.clone()), None);
    let mut found = Vec::new();
    for chunk in body.as_bytes().chunks(97) {
        if let Step::Go(_, hits) = scan.push(chunk) {
            found.extend(hits);
        }
    }
    if let Step::Go(_, hits) = scan.finish() {
        found.extend(hits);
    }
    let ids: Vec<&str> = found
        .iter()
        .map(|h| SCANNER.rules()[h.rule].id.as_str())
        .collect();
    assert!(ids.contains(&"private-key-pkcs8"), "streamed form: {ids:?}");
}

#[test]
fn urls_with_credentials_in_every_scheme() {
    let pw = fake("{a18}", 3);
    let schemes = [
        "amqp",
        "amqps",
        "postgres",
        "postgresql",
        "mysql",
        "mongodb",
        "mongodb+srv",
        "redis",
        "rediss",
        "ftp",
        "sftp",
        "smtp",
        "smtps",
        "ldap",
        "ldaps",
        "mssql",
        "nats",
        "kafka",
        "jdbc:postgresql",
        "git+https",
        "s3",
    ];
    let mut cases: Vec<(&str, String)> = schemes
        .iter()
        .map(|s| (*s, format!("url = {s}://svc:{pw}@db.internal:5432/app")))
        .collect();
    cases.push((
        "no user (redis)",
        format!("REDIS_URL=redis://:{pw}@cache:6379/0"),
    ));
    cases.push((
        "@ in the password",
        format!("dsn: postgres://app:{pw}@x@db/app"),
    ));
    cases.push((
        "percent-encoded",
        percent_encoding::utf8_percent_encode(
            &format!("mongodb+srv://app:{pw}@c0.mongodb.net/db"),
            percent_encoding::NON_ALPHANUMERIC,
        )
        .to_string(),
    ));
    cases.push((
        ".git-credentials",
        format!("https://deploy:{pw}@git.acme.io\n"),
    ));
    all_found("url-password", &cases);
    all_clean(&[
        ("docs password", "amqp://user:password@localhost/".into()),
        (
            "env reference",
            "postgres://app:${DB_PASSWORD}@db/app".into(),
        ),
        ("angle placeholder", "mysql://root:<password>@db/app".into()),
        ("stars", "redis://:****@cache:6379".into()),
        (
            "user as password",
            "postgresql://postgres:postgres@db/app".into(),
        ),
        ("no password", "ssh://git@github.com/acme/app.git".into()),
        ("port, not password", "https://example.com:8443/path".into()),
    ]);
}

#[test]
fn openssh_keys_of_every_type_in_every_layout() {
    for (i, kind) in ["ed25519", "ecdsa", "rsa"].into_iter().enumerate() {
        let key = fake(&format!("{{openssh:{kind}}}"), 10 + i as u64);
        let lines: Vec<&str> = key.lines().collect();
        let indented = |pad: &str| {
            lines
                .iter()
                .map(|l| format!("{pad}{l}\n"))
                .collect::<String>()
        };
        let cases = vec![
            ("raw", key.clone()),
            ("yaml block scalar", format!("ssh:\n  key: |\n{}", indented("    "))),
            ("commit message", format!("commit 1\n\n    add deploy key\n\n{}", indented("    "))),
            ("diff", format!("+++ b/id\n{}", indented("+"))),
            ("json string", serde_json::json!({ "key": key }).to_string()),
            (
                "notebook source list",
                serde_json::json!({ "cell_type": "code", "source": lines.iter().map(|l| format!("{l}\n")).collect::<Vec<_>>() }).to_string(),
            ),
            (
                "python string concatenation",
                lines.iter().map(|l| format!("    \"{l}\\n\"\n")).collect::<String>(),
            ),
            ("form body", format!("key={}", form_encode(&key))),
            ("base64 in json", serde_json::json!({ "content": b64(&key) }).to_string()),
        ];
        all_found("private-key-openssh", &cases);
    }
    all_clean(&[(
        "truncated docs example",
        "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n...\n-----END OPENSSH PRIVATE KEY-----".into(),
    )]);
}

#[test]
fn secrets_split_across_string_lists_and_soft_line_breaks() {
    let pem = fake("{pem:RSA PRIVATE KEY}", 20);
    let cell: Vec<String> = pem.lines().map(|l| format!("{l}\n")).collect();
    all_found(
        "private-key-rsa",
        &[(
            "notebook cell",
            serde_json::json!({ "source": cell }).to_string(),
        )],
    );
    let token = fake("ghp_{a30}{crc}", 21);
    let (a, b) = token.split_at(17);
    let mail = |header: &str| {
        format!("Content-Type: text/plain\r\n{header}\r\n\r\nthe token is {a}=\r\n{b} ok\r\n")
    };
    all_found(
        "github-pat",
        &[
            (
                "lowercase header",
                mail("Content-Transfer-Encoding: quoted-printable"),
            ),
            (
                "capitalised header",
                mail("Content-Transfer-Encoding: Quoted-Printable"),
            ),
            ("part without headers", format!("a=3Db {a}=\r\n{b}\r\n")),
        ],
    );
}

#[test]
fn credentials_with_no_scheme_word() {
    let auth = fake("{b64basic}", 30);
    all_found(
        "docker-config-auth",
        &[
            (
                "config.json",
                format!("{{\"auths\":{{\"ghcr.io\":{{\"auth\":\"{auth}\"}}}}}}"),
            ),
            (
                "escaped in json",
                serde_json::json!({ "file": format!("{{\"auth\": \"{auth}\"}}") }).to_string(),
            ),
        ],
    );
    let pw = fake("{a20}", 31);
    all_found(
        "netrc-password",
        &[
            (
                "one line",
                format!("# hosts\nmachine api.acme.io login ci password {pw}\n"),
            ),
            (
                "multi-line",
                format!("\nmachine api.acme.io\n  login ci\n  password {pw}\n"),
            ),
            (
                "json string",
                serde_json::json!({ "netrc": format!("machine h.io login ci password {pw}\n") })
                    .to_string(),
            ),
        ],
    );
    all_clean(&[
        (
            "docker auth of a stand-in",
            format!("{{\"auth\": \"{}\"}}", b64("user:password")),
        ),
        (
            "netrc stand-in",
            "\nmachine example.com login me password ${NETRC_PASSWORD}".into(),
        ),
        (
            "prose",
            "a\nmachine learning login flow with password reset".into(),
        ),
    ]);
}

#[test]
fn provider_keys_known_by_the_name_beside_them_in_every_layout() {
    let uuid = fake("{h8}-{h4}-{h4}-{h4}-{h12}", 40);
    let dd = fake("{h32}", 41);
    for (rule, name, prose, value) in [
        (
            "heroku-legacy-api-key",
            "HEROKU_API_KEY",
            "Heroku API key",
            uuid.as_str(),
        ),
        (
            "datadog-api-key",
            "DD_API_KEY",
            "Datadog API Key",
            dd.as_str(),
        ),
    ] {
        let layouts = [
            ("env", format!("{name}={value}")),
            ("csv cells", format!("name,value\n{name},{value}\n")),
            ("csv quoted", format!("\"{name}\",\"{value}\"")),
            (
                "sql values",
                format!("INSERT INTO cfg VALUES ('{name}', '{value}');"),
            ),
            (
                "xml element with name",
                format!("<key name=\"{name}\">{value}</key>"),
            ),
            ("xml element", format!("<{name}>{value}</{name}>")),
            (
                "xml attributes",
                format!("<add key=\"{name}\" value=\"{value}\" />"),
            ),
            (
                "xml name/value",
                format!("<property><name>{name}</name>\n<value>{value}</value></property>"),
            ),
            ("toml", format!("[env]\n{name} = \"{value}\"")),
            ("hcl", format!("env = {{\n  {name} = \"{value}\"\n}}")),
            ("dockerfile ENV =", format!("ENV {name}={value}")),
            ("dockerfile ENV space", format!("ENV {name} {value}")),
            ("shell export", format!("export {name}='{value}'")),
            ("json", format!("{{\"{name}\": \"{value}\"}}")),
            ("php array", format!("'{name}' => '{value}',")),
            (
                "k8s env list",
                format!("env:\n  - name: {name}\n    value: \"{value}\"\n"),
            ),
            (
                "har header",
                format!("{{\"name\": \"{name}\", \"value\": \"{value}\"}}"),
            ),
            (
                "k8s secret data",
                format!("kind: Secret\ndata:\n  {name}: {}\n", b64(value)),
            ),
            ("suffixed name", format!("{name}_PROD={value}")),
            (
                "python subscript",
                format!("os.environ[\"{name}\"] = \"{value}\""),
            ),
            ("ruby subscript", format!("ENV['{name}'] = '{value}'")),
            (
                "rust const",
                format!("pub const {name}: &str = \"{value}\";"),
            ),
            (
                "rust static",
                format!("static {name}: &'static str = \"{value}\";"),
            ),
            ("typescript", format!("export const {name}: string = '{value}';")),
            ("kotlin", format!("val {name}: String = \"{value}\"")),
            (
                "python annotated",
                format!("{name}: Final[str] = \"{value}\""),
            ),
            ("go typed var", format!("var {name} string = \"{value}\"")),
            ("makefile", format!("{name} ?= {value}\n")),
            (
                "android build config",
                format!("buildConfigField(\"String\", \"{name}\", \"\\\"{value}\\\"\")"),
            ),
            (
                "alertmanager header values",
                format!("http_headers:\n  {name}:\n    values: [\"{value}\"]\n"),
            ),
            (
                "property list",
                format!("<dict>\n\t<key>{name}</key>\n\t<string>{value}</string>\n</dict>"),
            ),
            (
                "terraform parameter, aligned",
                format!(
                    "resource \"aws_ssm_parameter\" \"p\" {{\n  name        = \"/app/prod/{name}\"\n  \
                     description = \"{name} for app\"\n  type        = \"SecureString\"\n  \
                     value       = \"{value}\"\n}}\n"
                ),
            ),
            (
                "cloudformation parameter",
                format!("  Properties:\n    Name: /app/{name}\n    Type: String\n    Value: {value}\n"),
            ),
            (
                "notebook cell",
                format!("{{\"source\": [\"os.environ[\\\"{name}\\\"] = \\\"{value}\\\"\\n\"]}}"),
            ),
            // A name written as words: a message, a ticket, text out of a PDF.
            ("prose", format!("Here is the {prose}: {value} (rotate it monthly)")),
            ("prose with is", format!("fyi the {prose} is {value}")),
            ("pdf text", format!("{prose}:\n{value}\n")),
        ];
        all_found(rule, &layouts);
    }
    all_clean(&[
        ("uuid without a name", format!("request_id,{uuid}")),
        ("other name", format!("<key name=\"BUILD_ID\">{dd}</key>")),
        ("name without a value", "DD_API_KEY=<your-api-key>".into()),
    ]);
}

/// Issue 12, second corpus: credentials whose host is elsewhere in the request (a request
/// line with the host in `Host:`), a token after its provider's own authorization scheme,
/// and a `.netrc` that starts the file.
#[test]
fn credentials_in_request_lines_schemes_and_file_starts() {
    let slack = fake("/services/T{U10}/B{U10}/{a24}", 50);
    all_found(
        "slack-webhook",
        &[(
            "request line",
            format!("POST {slack} HTTP/1.1\r\nHost: hooks.slack.com\r\n\r\n"),
        )],
    );
    let discord = fake("/api/webhooks/{d18}/{b68}", 51);
    all_found(
        "discord-webhook",
        &[(
            "request line",
            format!("POST {discord} HTTP/1.1\r\nHost: discord.com\r\n"),
        )],
    );
    let telegram = fake("{d10}:{b35}", 52);
    all_found(
        "telegram-bot-url",
        &[
            (
                "request line",
                format!("GET /bot{telegram}/getUpdates HTTP/1.1\r\n"),
            ),
            (
                "url",
                format!("https://api.telegram.org/bot{telegram}/sendMessage"),
            ),
        ],
    );
    let bot = fake("M{b25}.{b6}.{b38}", 53);
    all_found(
        "discord-bot-token",
        &[("authorization", format!("Authorization: Bot {bot}\r\n"))],
    );
    let password = fake("{a20}", 54);
    all_found(
        "netrc-password",
        &[
            (
                "file start",
                format!("machine api.acme.io\n  login deploy\n  password {password}\n"),
            ),
            (
                "after a line",
                format!("default\nmachine a.io login u password {password}\n"),
            ),
        ],
    );
    all_clean(&[
        (
            "prose about machines",
            "the machine room login desk has a password policy".into(),
        ),
        (
            "services path",
            "GET /services/Travel/Booking/list HTTP/1.1".into(),
        ),
        ("bot in prose", "the Bot M is here.today.now".into()),
    ]);
}

#[test]
fn public_by_design_values_and_documented_examples_are_clean() {
    let jwt = |payload: &str| {
        let enc = |s: &str| base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(s);
        let sig = fake("{b43}", 50);
        format!(
            "{}.{}.{sig}",
            enc(r#"{"alg":"HS256","typ":"JWT"}"#),
            enc(payload)
        )
    };
    all_clean(&[
        (
            "supabase anon key",
            format!(
                "SUPABASE_ANON_KEY={}",
                jwt(
                    r#"{"iss":"supabase","ref":"abcdefghijklmnopqrst","role":"anon","iat":1700000000,"exp":2000000000}"#
                )
            ),
        ),
        (
            "supabase publishable key",
            format!("sb_publishable_{}", fake("{b31}", 51)),
        ),
        (
            "mapbox public token",
            format!(
                "pk.eyJ1IjoiYWNtZSIsImEiOiJ{}.{}",
                fake("{a20}", 52),
                fake("{b22}", 53)
            ),
        ),
        (
            "sentry dsn",
            format!(
                "https://{}@o123456.ingest.sentry.io/4505",
                fake("{h32}", 54)
            ),
        ),
        (
            "stripe publishable",
            format!("pk_live_{}", fake("{a99}", 55)),
        ),
        (
            "langfuse public key",
            format!("pk-lf-{}", fake("{h8}-{h4}-{h4}-{h4}-{h12}", 56)),
        ),
        (
            "twilio docs sid",
            "SKXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX".into(),
        ),
        (
            "new relic browser key",
            format!("NRJS-{}", fake("{h19}", 57)),
        ),
        (
            "hex digest named key",
            format!("cache_key = {}", fake("{h40}", 58)),
        ),
        (
            "base64 blob",
            format!("data: {}", b64(&"lorem ipsum dolor sit amet ".repeat(8))),
        ),
    ]);
    // A Supabase service-role key is a JWT that signs: still found.
    let service = jwt(
        r#"{"iss":"supabase","ref":"abcdefghijklmnopqrst","role":"service_role","iat":1700000000}"#,
    );
    assert!(rules_found(&format!("key={service}"))
        .iter()
        .any(|r| r == "jwt"));
}

/// Private keys written one after another (a keyring, a bundle, a PGP export followed by
/// a PuTTY file): each is its own finding, and each ends at its own `END` line, so the
/// next key's body is never read as the first's (which hid the second key, or not,
/// depending on where a stream's windows fell).
#[test]
fn keys_one_after_another_are_each_found_and_end_at_their_end_line() {
    let ids = [
        "private-key-rsa",
        "private-key-ec",
        "private-key-dsa",
        "private-key-pkcs8",
        "private-key-encrypted",
        "private-key-openssh",
        "private-key-pgp",
        "putty-private-key",
    ];
    let key = |id: &str, n: u64| {
        let rule = SCANNER.rules().iter().find(|r| r.id == id).unwrap();
        fake(&rule.fake, n)
    };
    for (i, first) in ids.iter().enumerate() {
        for (j, second) in ids.iter().enumerate() {
            for gap in ["\n", "\n\n", "\r\n", ""] {
                let (a, b) = (key(first, i as u64), key(second, 100 + j as u64));
                let a = a.trim_end();
                let text = format!("{a}{gap}{b}");
                let found = SCANNER.scan(text.as_bytes());
                let layout = format!("{first} then {second}, gap {gap:?}");
                let of = |id: &str, from: usize| {
                    found
                        .iter()
                        .find(|f| f.rule == id && f.start >= from && f.start < from + 40)
                };
                let Some(fa) = of(first, 0) else {
                    panic!("{layout}: the first key was missed: {found:?}")
                };
                let Some(fb) = of(second, a.len() + gap.len()) else {
                    panic!("{layout}: the second key was missed: {found:?}")
                };
                assert!(
                    fa.end <= a.len(),
                    "{layout}: the first key's finding runs past its end"
                );
                assert!(fb.end <= text.len(), "{layout}");
            }
        }
    }
}

/// A secret as the text of an XML or HTML element: the `<` that closes it is the byte a
/// rule's pattern takes to end the secret, and must not read as a stand-in mark (`<` of
/// `<password>`). Every rule's fake, closed by a tag.
#[test]
fn every_rules_secret_is_found_as_an_elements_text() {
    let missed: Vec<&str> = SCANNER
        .rules()
        .iter()
        .filter(|rule| {
            let fake = expand(&rule.fake, Mode::Real, &mut Rng::new(&rule.id, 7));
            let text = format!("<cfg:Value>{fake}</cfg:Value>\n");
            !rules_found(&text).contains(&rule.id)
        })
        .map(|rule| rule.id.as_str())
        .collect();
    assert!(missed.is_empty(), "missed as an element's text: {missed:?}");
}

/// And between every pair of delimiters text puts around a value: quotes, brackets, a
/// Markdown code span, an HTML attribute closed by its tag, a Jinja expression, a
/// sentence's end, a shell assignment, a CSV cell, a suffix after a dot (`.json`, or
/// bytes an agent appends to slip a token past a rule that wants it to end there).
#[test]
fn every_rules_secret_is_found_between_any_delimiters() {
    let pairs = [
        ("\"", "\""),
        ("'", "'"),
        ("`", "`"),
        ("(", ")"),
        ("[", "]"),
        ("{", "}"),
        ("<b>", "</b>"),
        ("<a title=\"", "\">x</a>"),
        ("{{ '", "' }}"),
        ("see ", ". Next"),
        ("see ", ", then"),
        ("see ", "; then"),
        ("export X=", "\n"),
        ("a,", ",b"),
        ("key ", ".json"),
        ("", ""),
    ];
    let mut missed = Vec::new();
    for rule in SCANNER.rules() {
        let fake = expand(&rule.fake, Mode::Real, &mut Rng::new(&rule.id, 8));
        for (open, close) in pairs {
            let text = format!("{open}{fake}{close}");
            if !rules_found(&text).contains(&rule.id) {
                missed.push(format!("{} in {open}…{close}", rule.id));
            }
        }
    }
    assert!(missed.is_empty(), "{} missed: {missed:#?}", missed.len());
}

/// Rules that keep a word boundary before their prefix: a short run of base64 letters
/// (`AKIA`, `AIza`, `EAAA`) followed by base64 letters, which base64 data (an image or a
/// font in a JS bundle) holds by chance. Without the boundary, 6 GB of toolchain docs,
/// Python and npm packages and crates gave 2,592 false findings; with it, none. And a bare
/// generic name (`token`, `secret`), which glued to letters before it is a longer name
/// that is not a credential's (`next_page_token`, `nextPageToken`), and a compound one
/// (`refresh_token`), whose first word glued to a random run is no word.
const BOUNDED_BEFORE: &[&str] = &[
    "generic-secret-named",
    "generic-credential-named",
    "aws-access-key-id",
    "alibaba-access-key-id",
    "tencent-secret-id",
    "google-api-key",
    "google-oauth-refresh-token",
    "jfrog-api-key",
    "jfrog-reference-token",
    "bitbucket-app-password",
    "easypost-api-key",
    "yandex-api-key",
    "facebook-access-token",
    "square-access-token",
];

/// Token characters glued after a value: letters, digits, `_`, `-`, `=`, `/`, `+`, a
/// long random run.
const AFTER: &[&str] = &["X", "x", "9", "_x", "-x", "=x", "/x", "+x", "{a64}"];

/// Bytes glued after a value that may run on: stand-in words and runs that dilute
/// its entropy, which the value takes in as far as it can.
const RUN_ON: &[&str] = &[
    "_your_token_here",
    "-EXAMPLE",
    "QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ",
    "xyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyz",
];

/// And after their value: Square's fixed 60 characters (all of [`AFTER`]) and
/// Facebook's run, which end where base64's letters would not continue them; a value
/// beside a generic name, where `=` is only base64's padding (`sha256=…` is a digest in
/// a file list) and a password holds no `/` (a path). The generic rules are never
/// refused by the proxy (`hosts: anywhere`), so glue after them carries nothing past it.
const BOUNDED_AFTER: &[(&str, &[&str])] = &[
    ("square-access-token", AFTER),
    ("facebook-access-token", &["=x", "/x", "+x"]),
    ("generic-password-named", &["=x", "/x"]),
    ("generic-password-short-named", &["/x"]),
    ("generic-api-key-named", &["=x"]),
    ("generic-secret-named", &["=x"]),
    ("generic-credential-named", &["=x"]),
];

/// The rules that take in what [`RUN_ON`] glues: Square and Facebook, as above, a
/// `.netrc` password, which is any bytes up to a space (`hunter2_your_token_here` is
/// one, and so is a stand-in), and the values beside generic names, judged as written
/// (never refused by the proxy, as above).
const RUN_ON_KEPT: &[&str] = &[
    "square-access-token",
    "facebook-access-token",
    "netrc-password",
    "generic-password-named",
    "generic-password-short-named",
    "generic-api-key-named",
    "generic-secret-named",
    "generic-credential-named",
];

/// A token glued to more token characters, before it or after it: bytes an agent adds
/// to slip a secret past a rule that wants the token to start or end there, or text
/// that runs on. Every rule's fake is found glued to letters, digits, `_`, `-`, `=`,
/// `/`, `+` and a long random run, on either side and on both, and to a stand-in word
/// or a diluting run after it; only the rules above keep a boundary, each where base64
/// data would otherwise hold chance matches.
#[test]
fn every_rules_secret_is_found_glued_to_token_characters() {
    let before = ["X", "x", "9", "_", "-", "{a64}"];
    let ids: Vec<&str> = SCANNER.rules().iter().map(|r| r.id.as_str()).collect();
    let bounded = BOUNDED_AFTER.iter().map(|(id, _)| id).chain(RUN_ON_KEPT);
    for id in BOUNDED_BEFORE.iter().chain(bounded) {
        assert!(ids.contains(id), "no rule {id}");
    }
    let bounded_after = |id: &str, glue: &str| {
        BOUNDED_AFTER
            .iter()
            .any(|(rule, glues)| *rule == id && glues.contains(&glue))
            || (RUN_ON_KEPT.contains(&id) && RUN_ON.contains(&glue))
    };
    let mut missed = Vec::new();
    for rule in SCANNER.rules() {
        let id = rule.id.as_str();
        let mut rng = Rng::new(id, 9);
        let fake = expand(&rule.fake, Mode::Real, &mut rng);
        let mut layouts = Vec::new();
        if !BOUNDED_BEFORE.contains(&id) {
            layouts.extend(before.map(|glue| (glue, "")));
        }
        let after = AFTER.iter().chain(RUN_ON);
        layouts.extend(after.filter(|g| !bounded_after(id, g)).map(|&g| ("", g)));
        if !BOUNDED_BEFORE.contains(&id) && !bounded_after(id, "9") {
            layouts.extend([("9", "9"), ("X", "X"), ("_", "_x"), ("{a64}", "{a64}")]);
        }
        for (open, close) in layouts {
            let (head, tail) = (
                expand(open, Mode::Real, &mut rng),
                expand(close, Mode::Real, &mut rng),
            );
            let text = format!("{head}{fake}{tail}");
            if !rules_found(&text).iter().any(|r| r == id) {
                missed.push(format!("{id} in {open}…{close}"));
            }
        }
    }
    assert!(missed.is_empty(), "{} missed: {missed:#?}", missed.len());
}

/// The gutters a file is printed through, one line at a time (`i`: the line's number):
/// a log's timestamp and logger (Airflow's; `docker logs --timestamps`, whose fractions
/// drop their trailing zeros; journald's), a container's or a pod's name, a mail reply's
/// quote, a line number (`cat -n`, `grep -n` over a match and its context).
/// Writes the gutter of a file's line `i`.
type Gutter = fn(usize) -> String;

const GUTTERS: &[(&str, Gutter)] = &[
    ("airflow", |i| {
        format!(
            "[2025-06-04, 01:23:{:02} UTC] {{subprocess.py:93}} INFO - ",
            i % 60
        )
    }),
    ("docker --timestamps", |i| {
        format!(
            "2025-06-04T01:23:03.{}Z ",
            "123456789".repeat(2).get(..1 + i % 9).unwrap_or("1")
        )
    }),
    ("journald", |i| {
        format!("Jun 04 01:23:{:02} build-7 runner[812]: ", i % 60)
    }),
    ("compose", |_| "web-1  | ".into()),
    ("kubectl --prefix", |_| "[pod/web-0/app] ".into()),
    ("mail reply", |_| "> ".into()),
    ("quoted twice", |_| ">> ".into()),
    ("cat -n", |i| format!("{:>6}\t", i + 1)),
    ("grep -n -A", |i| match i {
        0 => "config/app.json:12:".into(),
        _ => format!("config/app.json-{}-", 12 + i),
    }),
];

/// `text` with every line after `gutter`.
fn through(gutter: Gutter, text: &str) -> String {
    text.lines()
        .enumerate()
        .map(|(i, line)| format!("{}{line}\n", gutter(i)))
        .collect()
}

/// A file printed through a gutter is cut at every line: a PEM key's body, a record's
/// name on one line and its value on the next. Every rule's fake in four layouts (alone,
/// between two lines; its name's line above its value's, as JSON, YAML and a Kubernetes
/// env list write a record): what a layout finds bare, it finds through every gutter.
/// The multi-line keys and records are the cases a search of the raw lines missed.
#[test]
fn every_rules_secret_is_found_through_a_files_gutter() {
    let mut missed = Vec::new();
    let mut across_lines = 0;
    for rule in SCANNER.rules() {
        let id = rule.id.as_str();
        let fake = expand(&rule.fake, Mode::Real, &mut Rng::new(id, 11));
        let mut layouts = vec![format!(
            "Output:\n{fake}\nCommand exited with return code 1"
        )];
        if let Some((name, value)) = fake.split_once('=').filter(|(n, _)| !n.contains(' ')) {
            layouts.extend([
                format!("{{\n    \"{name}\":\n        \"{value}\"\n}}"),
                format!("settings:\n  {name}:\n    {value}\n"),
                format!("env:\n  - name: {name}\n    value: {value}\n"),
            ]);
        }
        for text in layouts
            .iter()
            .filter(|t| rules_found(t).iter().any(|r| r == id))
        {
            across_lines += usize::from(text.lines().count() > 3);
            for (gutter, write) in GUTTERS {
                if !rules_found(&through(*write, text)).iter().any(|r| r == id) {
                    missed.push(format!(
                        "{id} through {gutter} in {:?}",
                        text.lines().nth(1)
                    ));
                }
            }
        }
    }
    assert!(missed.is_empty(), "{} missed: {missed:#?}", missed.len());
    // The PEM keys, and the records of the rules a name beside their value makes.
    assert!(
        across_lines > 40,
        "only {across_lines} layouts across lines"
    );
}

/// And a gutter adds no finding: stand-ins and text through each are still clean.
#[test]
fn a_gutter_makes_no_secret_of_a_stand_in() {
    let texts = [
        "{\n    \"HEROKU_API_KEY\":\n        \"${HEROKU_API_KEY}\"\n}",
        "settings:\n  password:\n    <redacted>\n",
        "env:\n  - name: STRIPE_SECRET_KEY\n    valueFrom:\n      secretKeyRef: {name: stripe, key: secret}\n",
        "-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----",
        "token:\nsha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08\n",
    ];
    let mut cases = Vec::new();
    for text in texts {
        for (gutter, write) in GUTTERS {
            cases.push((*gutter, through(*write, text)));
        }
    }
    all_clean(&cases);
}
