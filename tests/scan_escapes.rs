//! Issue 12, detection gaps (second corpus): secrets behind the escapes of terminal
//! output (ANSI colours), Java `.properties` and XML/HTML entities, and the kinds that
//! were claimed but missed in every carrier (Vault legacy tokens, Azure SAS, Twilio API
//! key secrets, npm tokens by name). Table-driven carriers around fake secrets generated
//! here, and hard negatives of the same shapes. A case names its layout, never a value.
//! (A file of its own beside `scan_carriers.rs`, which holds the first pass's classes.)

use std::sync::{Arc, LazyLock};

use wirepass::origin::encode::encode;
use wirepass::scan::fake::{base16, base32, base32hex, expand, Mode, Rng};
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
    expand(template, Mode::Real, &mut Rng::new("escapes", n))
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

/// No `(layout, text)` may find `rule` (others may: an SK key SID is a finding itself).
fn none_found(rule: &str, cases: &[(&str, String)]) {
    let flagged: Vec<&str> = cases
        .iter()
        .filter(|(_, text)| rules_found(text).iter().any(|r| r == rule))
        .map(|(layout, _)| *layout)
        .collect();
    assert!(flagged.is_empty(), "{rule} found in: {flagged:?}");
}

/// The rule ids the streaming scanner finds in `body` pushed in `size`-byte chunks.
fn streamed(body: &str, size: usize) -> Vec<String> {
    let mut scan = UploadScan::new(Window::new(SCANNER.clone()), None);
    let mut found = Vec::new();
    for chunk in body.as_bytes().chunks(size) {
        if let Step::Go(_, hits) = scan.push(chunk) {
            found.extend(hits);
        }
    }
    if let Step::Go(_, hits) = scan.finish() {
        found.extend(hits);
    }
    found
        .iter()
        .map(|h| SCANNER.rules()[h.rule].id.clone())
        .collect()
}

#[test]
fn tokens_right_after_an_ansi_colour_code() {
    // `\bAIza`: the `m` that ends a colour code is a word character.
    let key = fake("AIza{b35}", 1);
    all_found(
        "google-api-key",
        &[
            ("ESC byte", format!("\x1b[36m{key}\x1b[0m")),
            ("ESC with params", format!("key: \x1b[0;32m{key}\x1b[0m\n")),
            (
                "JSON log \\u001b",
                format!(r#"{{"msg":"\u001b[36m{key}\u001b[0m"}}"#),
            ),
            (
                "shell \\033",
                format!(r#"echo -e "\033[1;31m{key}\033[0m""#),
            ),
            ("shell \\e", format!(r#"printf '\e[36m{key}\e[0m\n'"#)),
            ("python \\x1b", format!(r#"print("\x1b[36m{key}")"#)),
        ],
    );
    all_clean(&[
        (
            "coloured log line",
            "\x1b[32mINFO\x1b[0m request served in 35ms \x1b[36mGET /v1/items\x1b[0m".into(),
        ),
        (
            "colour before a short prefix",
            format!("\x1b[36m{}", &key[..20]),
        ),
        (
            "written colour before a word",
            r#"{"msg":"\u001b[36mAIzaSy\u001b[0m"}"#.into(),
        ),
    ]);
    let body = format!(
        "{}\x1b[36m{key}\x1b[0m{}",
        "log line\n".repeat(40),
        "done\n".repeat(40)
    );
    let ids = streamed(&body, 61);
    assert!(
        ids.iter().any(|r| r == "google-api-key"),
        "streamed ANSI: {ids:?}"
    );
}

/// Text written two or four bytes a character, UTF-16 or UTF-32 in either byte order (a
/// Windows tool's output, a JSON body its server reads by its NULs): found whole and
/// streamed in chunks that cut its characters.
#[test]
fn text_two_or_four_bytes_a_character() {
    // ASCII characters with their NULs; others as they are, as UTF-16's CJK characters
    // hold no NUL (these tests take text, so such a character is its UTF-8 here).
    let widen = |text: &str, width: usize, big: bool| -> String {
        let pad = "\0".repeat(width - 1);
        text.chars()
            .map(|c| match (c.is_ascii(), big) {
                (false, _) => c.to_string(),
                (true, true) => format!("{pad}{c}"),
                (true, false) => format!("{c}{pad}"),
            })
            .collect()
    };
    let tok = fake("ghp_{a30}{crc}", 41);
    let json = format!("{{\"title\": \"fix\", \"token\": \"{tok}\"}}");
    let mut cases = Vec::new();
    for (layout, width, big) in [
        ("UTF-16LE", 2, false),
        ("UTF-16BE", 2, true),
        ("UTF-32LE", 4, false),
        ("UTF-32BE", 4, true),
    ] {
        cases.push((layout, widen(&json, width, big)));
    }
    // NULs far under half the text: characters of no NUL (CJK) pad it.
    let padded = format!(
        "{{\"说明\": \"{}\", \"token\": \"{tok}\"}}",
        "说明".repeat(200)
    );
    cases.push(("UTF-16LE among CJK", widen(&padded, 2, false)));
    all_found("github-pat", &cases);
    for (layout, text) in &cases {
        for size in [1, 7, 64] {
            assert!(
                streamed(text, size).iter().any(|r| r == "github-pat"),
                "{layout} streamed in {size}-byte chunks"
            );
        }
    }
    // A name beside its value: an env file PowerShell's `Out-File` wrote.
    let password = widen(
        "DB_HOST=db.internal\r\nDB_PASSWORD=Walnut.quartz7534\r\n",
        2,
        false,
    );
    all_found("generic-password-named", &[("UTF-16LE env file", password)]);
    all_clean(&[
        (
            "UTF-16LE prose",
            widen("The token is kept in the vault.\r\n", 2, false),
        ),
        (
            "NULs between lines",
            format!("PATH=/usr/bin\0HOME=/root\0{}\0", "x".repeat(40)),
        ),
    ]);
}

/// XML's CDATA sections, comments and processing instructions: a value in a CDATA
/// section under its element's name, and a token an XML parser reads whole across them.
#[test]
fn xml_cdata_sections_and_comments() {
    let tok = fake("ghp_{a30}{crc}", 43);
    let (head, tail) = tok.split_at(17);
    all_found(
        "github-pat",
        &[
            (
                "split by a CDATA section",
                format!("<a>{head}<![CDATA[{tail}]]></a>\n"),
            ),
            (
                "split by a comment",
                format!("<a>{head}<!-- x -->{tail}</a>\n"),
            ),
            (
                "split by a processing instruction",
                format!("<a>{head}<?x y?>{tail}</a>\n"),
            ),
        ],
    );
    all_found(
        "generic-password-named",
        &[(
            "a CDATA section under its name",
            "<datasource>\n  <password><![CDATA[Walnut.quartz7534]]></password>\n</datasource>\n"
                .to_string(),
        )],
    );
    all_found(
        "snyk-token",
        &[(
            "a CDATA section under a provider's name",
            "<SnykToken><![CDATA[6c928ba0-1ba2-4da8-95f7-d78ee212ebc6]]></SnykToken>\n".to_string(),
        )],
    );
    all_clean(&[(
        "a CDATA section of prose",
        "<note><![CDATA[The password is kept in the vault.]]></note>\n".to_string(),
    )]);
}

#[test]
fn java_properties_as_store_writes_them() {
    let pw = fake("{a18}", 2);
    let key = fake("AIza{b35}", 3);
    let tok = fake("ghp_{a30}{crc}", 4);
    all_found(
        "url-password",
        &[
            (
                "escaped URL",
                format!(r"db.url=https\://deploy\:{pw}@db.acme.io/app"),
            ),
            (
                "escaped key and URL",
                format!(r"broker\=url=amqp\://svc\:{pw}@mq.acme.io"),
            ),
        ],
    );
    all_found(
        "google-api-key",
        &[("escaped equals before", format!(r"maps.key\=prod={key}"))],
    );
    let (a, b) = tok.split_at(17);
    all_found(
        "github-pat",
        &[(
            "continued line",
            format!("github.token={a}\\\n    {b}\nnext=1\n"),
        )],
    );
    all_clean(&[
        (
            "escaped JDBC URL",
            r"db.url=jdbc\:mysql\://localhost\:3306/app".into(),
        ),
        (
            "placeholder password",
            r"db.url=https\://deploy\:changeme@db.acme.io".into(),
        ),
        ("continued prose", "greeting=hello \\\n    world\n".into()),
    ]);
}

#[test]
fn xml_and_html_entities() {
    let pem = fake("{pem:PRIVATE KEY}", 5);
    let uuid = fake("{h8}-{h4}-{h4}-{h4}-{h12}", 6);
    all_found(
        "private-key-pkcs8",
        &[
            (
                "appSettings &#10;",
                format!(
                    r#"<add key="SigningKey" value="{}" />"#,
                    pem.replace('\n', "&#10;")
                ),
            ),
            (
                "element &#xA;",
                format!("<key>{}</key>", pem.replace('\n', "&#xA;")),
            ),
            (
                "CRLF &#13;&#10;",
                format!("<key>{}</key>", pem.replace('\n', "&#13;&#10;")),
            ),
        ],
    );
    all_found(
        "heroku-legacy-api-key",
        &[(
            "&quot; in an attribute",
            format!(r#"<div data-env="{{&quot;HEROKU_API_KEY&quot;:&quot;{uuid}&quot;}}"></div>"#),
        )],
    );
    all_clean(&[
        (
            "&lt;password&gt;",
            "mysql://root:&lt;password&gt;@db.acme.io:3306/app".into(),
        ),
        (
            "&lt;password&gt; in an element",
            "<conn>postgres://app:&lt;password&gt;@pg:5432/app</conn>".into(),
        ),
        (
            "&amp; in a query",
            "<a href=\"/s?q=rust&amp;page=2&#38;sort=new\">next</a>".into(),
        ),
        (
            "&quot; around prose",
            "<p title=\"&quot;hello&quot; &#x41;\">x</p>".into(),
        ),
    ]);
    let body = format!(
        "{}<key>{}</key>",
        "<item>x</item>\n".repeat(30),
        pem.replace('\n', "&#10;")
    );
    let ids = streamed(&body, 113);
    assert!(
        ids.iter().any(|r| r == "private-key-pkcs8"),
        "streamed entities: {ids:?}"
    );
}

#[test]
fn vault_legacy_tokens_only_beside_a_vault_name() {
    let t = fake("s.{a24}", 7);
    all_found(
        "vault-legacy-token",
        &[
            ("env", format!("VAULT_TOKEN={t}")),
            ("header", format!("X-Vault-Token: {t}")),
            ("json", format!(r#"{{"vault_token": "{t}"}}"#)),
            ("yaml", format!("vault:\n  token: x\nvault_token: '{t}'")),
        ],
    );
    all_clean(&[
        ("bare s. prefix", format!("session={t}")),
        ("vault name, short value", "VAULT_TOKEN=s.abc".into()),
        (
            "vault name, placeholder",
            "VAULT_TOKEN=s.xxxxxxxxxxxxxxxxxxxxxxxx".into(),
        ),
    ]);
}

#[test]
fn azure_sas_tokens_by_sv_and_sig() {
    let sig = fake("{a43}", 8);
    let url = |q: &str| format!("https://acct.blob.core.windows.net/backups/db.bak?{q}");
    all_found(
        "azure-sas-token",
        &[
            (
                "blob URL",
                url(&format!(
                    "sv=2022-11-02&ss=b&srt=o&sp=r&se=2030-01-01T00:00:00Z&sig={sig}%3D"
                )),
            ),
            (
                "XML &amp;",
                format!(
                    "<url>{}</url>",
                    url(&format!("sv=2021-08-06&amp;sr=b&amp;sig={sig}%3D"))
                ),
            ),
        ],
    );
    all_found(
        "azure-sas-token-sig-first",
        &[(
            "sig first",
            url(&format!("sig={sig}%3D&se=2030-01-01&sv=2022-11-02")),
        )],
    );
    all_clean(&[
        ("no sig", url("sv=2022-11-02&ss=b&sp=r")),
        (
            "placeholder sig",
            url("sv=2022-11-02&sp=r&sig=XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX%3D"),
        ),
        (
            "sig without sv",
            format!("https://example.com/cb?state=1&sig={sig}%3D"),
        ),
    ]);
}

#[test]
fn twilio_api_key_secrets_and_npm_tokens_by_name() {
    let sid = fake("SK{h32}", 9);
    let secret = fake("{a32}", 10);
    all_found(
        "twilio-api-key-secret",
        &[
            (
                "env pair",
                format!("TWILIO_API_KEY={sid}\nTWILIO_API_SECRET={secret}\n"),
            ),
            ("basic pair", format!("{sid}:{secret}")),
        ],
    );
    all_found(
        "twilio-api-key-secret-named",
        &[("secret first", format!("twilio_api_secret: {secret}\n"))],
    );
    let hex = fake("{h32}", 11);
    none_found(
        "twilio-api-key-secret",
        &[
            ("SID then another hex id", format!("{sid} {hex}")),
            ("SID alone", format!("key_sid={sid}")),
            (
                "SID then a word",
                format!("{sid} ApplicationConfigurationProvider"),
            ),
        ],
    );
    let uuid = fake("{h8}-{h4}-{h4}-{h4}-{h12}", 12);
    all_found(
        "npm-token-named",
        &[
            ("env", format!("NPM_TOKEN={uuid}")),
            ("CI yaml", format!("env:\n  NPM_AUTH_TOKEN: \"{uuid}\"\n")),
        ],
    );
    all_clean(&[(
        "npm name, other uuid layout",
        "NPM_TOKEN=${NPM_TOKEN}".into(),
    )]);
}

#[test]
fn putty_key_files_with_one_private_line() {
    // An ed25519 key's private part is one line of 48 characters.
    let ppk = |private: &str| {
        format!(
            "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-20240101\n\
             Public-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAI{}\n{}\nPrivate-Lines: 1\n{private}\n\
             Private-MAC: {}\n",
            fake("{s43}", 13),
            fake("{s8}", 14),
            fake("{h64}", 15),
        )
    };
    let private = format!("AAAAI{}", fake("{s43}", 16));
    all_found(
        "putty-private-key",
        &[
            ("ed25519 file", ppk(&private)),
            ("CRLF", ppk(&private).replace('\n', "\r\n")),
            ("JSON string", format!("{{\"key\": {:?}}}", ppk(&private))),
        ],
    );
    none_found(
        "putty-private-key",
        &[(
            "private line a stand-in",
            ppk("AAAAIxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"),
        )],
    );
}

/// Base16, either case.
fn hex(text: &str, upper: bool) -> String {
    let h = base16(text.as_bytes());
    match upper {
        true => h.to_uppercase(),
        false => h,
    }
}

/// `text` cut into lines of `width`, each after `indent`.
fn wrapped(text: &str, width: usize, indent: &str) -> String {
    let lines: Vec<String> = text
        .as_bytes()
        .chunks(width)
        .map(|l| format!("{indent}{}\n", String::from_utf8_lossy(l)))
        .collect();
    lines.concat()
}

/// A secret spelled in another alphabet of RFC 4648 (hex, base32, base32hex, in either
/// case), or in `\x` escapes, as an agent told to hide a token writes it: found wherever
/// it lies, cut anywhere, glued to a word, wrapped as the tools wrap it; digests and text
/// spelled so are not findings.
#[test]
fn secrets_spelled_in_hex_or_base32() {
    for (rule, template) in [
        ("github-pat", "ghp_{a30}{crc}"),
        ("slack-bot-token", "xoxb-{d12}-{d13}-{a24}"),
        ("aws-access-key-id", "AKIA{U16}"),
    ] {
        let secret = fake(template, 20);
        all_found(
            rule,
            &[
                ("hex query", format!("GET /x?d={}", hex(&secret, false))),
                ("HEX json", format!(r#"{{"v": "{}"}}"#, hex(&secret, true))),
                ("0x hex", format!("blob = 0x{};", hex(&secret, false))),
                ("hex glued to a letter", format!("a{}", hex(&secret, false))),
                ("hex glued to a byte", format!("ee{}", hex(&secret, false))),
                (
                    "base32",
                    format!("payload: {}\n", base32(secret.as_bytes())),
                ),
                ("base32 glued", format!("DATA{}", base32(secret.as_bytes()))),
                (
                    "base32 lower case",
                    format!("k={}", base32(secret.as_bytes()).to_lowercase()),
                ),
                (
                    "base32 unpadded",
                    format!("q={}&x=1", base32(secret.as_bytes()).trim_end_matches('=')),
                ),
                (
                    "hex in a log line",
                    format!("sent {} ok", hex(&secret, false)),
                ),
                (
                    "base32hex",
                    format!("v: {}\n", base32hex(secret.as_bytes())),
                ),
                (
                    "\\x escapes",
                    format!(
                        "b\"{}\"",
                        secret
                            .bytes()
                            .map(|b| format!("\\x{b:02x}"))
                            .collect::<String>()
                    ),
                ),
                // `xxd -p` (60 digits a line), `basenc --base16` and `base32` (76).
                ("hex wrapped at 60", wrapped(&hex(&secret, false), 60, "")),
                ("HEX wrapped at 76", wrapped(&hex(&secret, true), 76, "")),
                (
                    "base32 wrapped at 76",
                    wrapped(&base32(secret.as_bytes()), 76, ""),
                ),
                // A spelling that ends in a repeated digit, glued before punctuation: the
                // repeat may hold the one place the run is probed at.
                (
                    "hex ending in a repeat",
                    format!("k={}44444444;", hex(&secret, false)),
                ),
                (
                    "hex wrapped in a diff",
                    format!(
                        "+++ b/key.hex\n@@ -0,0 +1,2 @@\n{}",
                        wrapped(&hex(&secret, false), 60, "+")
                    ),
                ),
                (
                    "hex wrapped in YAML",
                    format!("key: |\n{}", wrapped(&hex(&secret, false), 60, "  ")),
                ),
                // A blob holding a shape-only token after the spelling, which the decoded
                // base64 runs walk past (a verification round hid every spelling so).
                (
                    "hex inside a decoy token",
                    format!(
                        "x {pad}sk-proj-{}_{pad}{pad}",
                        hex(&secret, false),
                        pad = "Qw3rTy9Zx0Lm5NpkJ8sD2fG6hL1pO4".repeat(9),
                    ),
                ),
                (
                    "hex glued inside a blob",
                    format!(
                        "note: {pad}z{}z{pad}",
                        hex(&secret, false),
                        pad = "Qw3rTy9Zx0Lm5NpkJ8sD2fG6hL1pO4".repeat(9),
                    ),
                ),
                (
                    "hex of UTF-16",
                    format!(
                        "data={}",
                        secret
                            .encode_utf16()
                            .flat_map(|c| c.to_le_bytes())
                            .map(|b| format!("{b:02X}"))
                            .collect::<String>()
                    ),
                ),
                (
                    "hex before a blob",
                    format!(
                        "note={} x {pad}0hf_{}0{pad} Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA==",
                        hex(&secret, false),
                        "kQzXwVbNmLpRtYsHdGfJcUeIoAhBnMvCxZqW",
                        pad = "Qw3rTy9Zx0Lm5NpkJ8sD2fG6hL1pO4".repeat(10),
                    ),
                ),
            ],
        );
        let body = format!(
            "{}{}{}",
            "line of text\n".repeat(30),
            hex(&secret, false),
            "\nend\n".repeat(30)
        );
        for size in [7, 61] {
            let ids = streamed(&body, size);
            assert!(
                ids.iter().any(|r| r == rule),
                "{rule} streamed hex: {ids:?}"
            );
        }
    }
    all_clean(&[
        (
            "digests",
            "md5 5f4dcc3b5aa765d61d8327deb882cf99 sha1 da39a3ee5e6b4b0d3255bfef95601890afd80709 \
             sha256 E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855"
                .into(),
        ),
        (
            "text in hex",
            hex("the quick brown fox jumps over the lazy dog", false),
        ),
        (
            "text in base32",
            base32(b"the quick brown fox jumps over the lazy dog"),
        ),
        (
            "ids",
            "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567ABCDEF 0123456789abcdef0123456789abcdef".into(),
        ),
    ]);
}

/// `bytes` as `xxd` prints them: an offset, eight columns of two bytes, the text.
fn xxd(bytes: &[u8]) -> String {
    let line = |(n, row): (usize, &[u8])| {
        let cols: Vec<String> = row.chunks(2).map(base16).collect();
        let text: String = row
            .iter()
            .map(|&b| if b.is_ascii_graphic() { b as char } else { '.' })
            .collect();
        format!("{:08x}: {:<40} {text}\n", n * 16, cols.join(" "))
    };
    bytes.chunks(16).enumerate().map(line).collect()
}

/// `bytes` as `hexdump -C` prints them: an offset, sixteen bytes in two groups, the text
/// between bars.
fn hexdump(bytes: &[u8]) -> String {
    let line = |(n, row): (usize, &[u8])| {
        let hex: Vec<String> = row.iter().map(|b| format!("{b:02x}")).collect();
        let (a, b) = hex.split_at(hex.len().min(8));
        let text: String = row
            .iter()
            .map(|&b| if b.is_ascii_graphic() { b as char } else { '.' })
            .collect();
        format!(
            "{:08x}  {:<23}  {:<23}  |{text}|\n",
            n * 16,
            a.join(" "),
            b.join(" ")
        )
    };
    bytes.chunks(16).enumerate().map(line).collect()
}

/// `bytes` as `od` prints them: an octal offset (none with `-An`), sixteen bytes a line.
fn od(bytes: &[u8], offsets: bool) -> String {
    let line = |(n, row): (usize, &[u8])| {
        let hex: String = row.iter().map(|b| format!(" {b:02x}")).collect();
        match offsets {
            true => format!("{:07o}{hex}\n", n * 16),
            false => format!("{hex}\n"),
        }
    };
    bytes.chunks(16).enumerate().map(line).collect()
}

/// `bytes` one a field, each written by `field`, apart by `sep`, `per_line` a line.
fn fields(bytes: &[u8], field: impl Fn(u8) -> String, sep: &str, per_line: usize) -> String {
    let lines: Vec<String> = bytes
        .chunks(per_line)
        .map(|l| l.iter().map(|&b| field(b)).collect::<Vec<_>>().join(sep))
        .collect();
    lines.join(&format!("{}\n    ", sep.trim_end()))
}

/// Each byte as `write` spells it.
fn escaped(bytes: &[u8], write: impl Fn(u8) -> String) -> String {
    bytes.iter().map(|&b| write(b)).collect()
}

/// `bytes` as Python's `repr` writes them: printable ASCII as it is, the rest escaped.
fn python_bytes(bytes: &[u8]) -> String {
    let inner = escaped(bytes, |b| match b {
        b'\\' => "\\\\".into(),
        b'\'' => "\\'".into(),
        b'\n' => "\\n".into(),
        b'\r' => "\\r".into(),
        b'\t' => "\\t".into(),
        0x20..=0x7e => char::from(b).to_string(),
        _ => format!("\\x{b:02x}"),
    });
    format!("b'{inner}'")
}

/// The bytes the hex digits `hex` write.
fn unhex(hex: &str) -> Vec<u8> {
    (0..hex.len() / 2)
        .map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap())
        .collect()
}

/// A private key's DER written in hex (`openssl pkey -outform DER | xxd -p`, a hex
/// string in an env file, JSON or code), known by the header each key type opens with,
/// in either case, wrapped or not; or a byte a field (a C array, a Node buffer as JSON)
/// or in an `xxd` dump, read in hex. A public key's, a certificate's and a digest's hex
/// are no key.
#[test]
fn a_private_keys_der_in_hex() {
    // Each header as `openssl` writes it, then random bytes to the key's length.
    let keys = [
        (
            "PKCS#8 RSA 2048",
            "308204ba020100300d06092a864886f70d0101010500048204a4308204a0",
            1190,
        ),
        ("PKCS#1 RSA 2048", "308204a00201000282010100", 1188),
        ("PKCS#1 RSA 4096", "308209290201000282020100", 2349),
        ("SEC 1 P-256", "30770201010420", 121),
        ("SEC 1 P-384", "3081a40201010430", 167),
        ("SEC 1 P-521", "3081dc0201010442", 223),
        (
            "PKCS#8 P-256",
            "308187020100301306072a8648ce3d020106082a8648ce3d030107046d30",
            138,
        ),
        (
            "PKCS#8 P-384",
            "3081b6020100301006072a8648ce3d020106052b8104002204819e30",
            185,
        ),
        ("Ed25519", "302e020100300506032b657004220420", 48),
        ("X25519", "302e020100300506032b656e04220420", 48),
        ("Ed448", "3047020100300506032b6571043b0439", 73),
    ];
    let hex_of =
        |head: &str, digits: usize, n: u64| format!("{head}{}", fake(&format!("{{h{digits}}}"), n));
    let c_array = |b: &[u8]| {
        let array = fields(b, |b| format!("0x{b:02x}"), ", ", 12);
        format!("static const unsigned char KEY[] = {{\n    {array}\n}};\n")
    };
    for (n, (kind, head, bytes)) in keys.into_iter().enumerate() {
        let key = hex_of(head, bytes * 2 - head.len(), 40 + n as u64);
        let b = unhex(&key);
        let lines = wrapped(&key, 60, "");
        let cases = [
            ("xxd -p", lines.clone()),
            ("an env file's line", format!("SIGNING_KEY={key}\n")),
            (
                "upper case in JSON",
                format!("{{\"k\": \"{}\"}}\n", key.to_uppercase()),
            ),
            (
                "a JSON string, wrapped",
                format!("{{\"k\": \"{}\"}}\n", lines.replace('\n', "\\n")),
            ),
            ("Go", format!("var key, _ = hex.DecodeString(\"{key}\")\n")),
            ("a C array", c_array(&b)),
            (
                "a Node buffer",
                format!(
                    r#"{{"type":"Buffer","data":[{}]}}"#,
                    fields(&b, |b| b.to_string(), ",", 999)
                ),
            ),
            ("xxd", xxd(&b)),
            ("Python's bytes", format!("key = {}\n", python_bytes(&b))),
            (
                "a C string's escapes",
                format!(
                    "const char *key = \"{}\";\n",
                    escaped(&b, |b| format!("\\x{b:02x}"))
                ),
            ),
            (
                "a query, percent-encoded",
                format!("/upload?key={}", escaped(&b, |b| format!("%{b:02X}"))),
            ),
        ];
        for (layout, text) in cases {
            assert!(
                rules_found(&text)
                    .iter()
                    .any(|r| r == "private-key-der-hex"),
                "{kind} as {layout}"
            );
        }
    }
    // The PKCS#8 templates an executable holds (ring's P-256 and Ed25519 ones: a key's
    // header, then the public key's, then other data) are no key: not as the bytes are,
    // nor where an escape lies near them in a view (a `\x41` before the template).
    for (n, template) in [
        "308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420a144034200",
        "3053020101300506032b657004220420a123032100",
    ]
    .into_iter()
    .enumerate()
    {
        let mut binary = unhex(&hex_of("", 64, 70 + n as u64));
        binary.extend(unhex(template));
        binary.extend(unhex(&hex_of("", 600, 80 + n as u64)));
        let mut near_an_escape = b"id \\x41 ".to_vec();
        near_an_escape.extend(&binary);
        for bytes in [binary, near_an_escape] {
            let found = SCANNER.scan(&bytes);
            assert!(
                found.iter().all(|f| !f.rule.starts_with("private-key")),
                "template {n}: {found:?}"
            );
        }
    }
    let public = hex_of(
        "30820122300d06092a864886f70d01010105000382010f003082010a0282",
        500,
        60,
    );
    let sequence = hex_of("3082", 500, 61);
    all_clean(&[
        ("a public key", public.clone()),
        (
            "a certificate",
            hex_of("308202f9308201e1a0030201020214", 500, 62),
        ),
        ("a digest", hex_of("", 64, 63)),
        ("a sequence of random bytes", sequence.clone()),
        // A stand-in's body: the header, then zeros.
        (
            "a header and zeros",
            format!("30770201010420{}", "0".repeat(228)),
        ),
        ("a public key in xxd", xxd(&unhex(&public))),
        (
            "a public key in Python's bytes",
            python_bytes(&unhex(&public)),
        ),
        (
            "a certificate in escapes",
            escaped(
                &unhex(&hex_of("308202f9308201e1a0030201020214", 500, 62)),
                |b| format!("\\x{b:02x}"),
            ),
        ),
        (
            "a sequence of random bytes in a C array",
            c_array(&unhex(&sequence)),
        ),
    ]);
}

/// A secret written a byte a field, as a program or a tool prints bytes (a JSON buffer,
/// a C array, a hex dump): found in each layout, whole and streamed.
#[test]
fn secrets_written_a_byte_a_field() {
    for (rule, template) in [
        ("github-pat", "ghp_{a30}{crc}"),
        ("slack-bot-token", "xoxb-{d12}-{d13}-{a24}"),
        ("aws-access-key-id", "AKIA{U16}"),
    ] {
        let secret = fake(template, 21);
        let b = secret.as_bytes();
        let dec = |b: u8| b.to_string();
        let utf16: Vec<u8> = secret
            .encode_utf16()
            .flat_map(|c| c.to_le_bytes())
            .collect();
        let cases = [
            (
                "a Node buffer as JSON",
                format!(
                    r#"{{"type":"Buffer","data":[{}]}}"#,
                    fields(b, dec, ",", 999)
                ),
            ),
            (
                "a Python list",
                format!("x = [{}]", fields(b, dec, ", ", 999)),
            ),
            (
                "character codes",
                format!("String.fromCharCode({})", fields(b, dec, ", ", 999)),
            ),
            (
                "a C array, wrapped",
                format!(
                    "static const uint8_t k[] = {{\n    {}\n}};",
                    fields(b, |b| format!("0x{b:02x}"), ", ", 12)
                ),
            ),
            (
                "a Go slice",
                format!(
                    "[]byte{{{}}}",
                    fields(b, |b| format!("0x{b:02X}"), ",", 999)
                ),
            ),
            (
                "hex apart",
                format!("d={}", fields(b, |b| format!("{b:02x}"), " ", 999)),
            ),
            (
                "hex in colons",
                format!("fp {}", fields(b, |b| format!("{b:02X}"), ":", 999)),
            ),
            (
                "hex strings",
                format!("[{}]", fields(b, |b| format!("\"{b:02x}\""), ", ", 999)),
            ),
            (
                "decimal UTF-16",
                format!("[{}]", fields(&utf16, dec, ",", 999)),
            ),
            (
                "a list in a query",
                format!("GET /x?d={}", fields(b, dec, "%2C", 999)),
            ),
            ("od -An -tx1", od(b, false)),
            // (A gutter runs down three lines: a line before the secret's.)
            (
                "od -An -tx1 | cat -n",
                od(&[b"first line here\n".as_slice(), b].concat(), false)
                    .lines()
                    .enumerate()
                    .map(|(n, l)| format!("{:6}\t{l}\n", n + 1))
                    .collect(),
            ),
            (
                "a pandas Series",
                b.iter()
                    .enumerate()
                    .map(|(n, b)| format!("{n:<5} {b:>4}\n"))
                    .collect::<String>()
                    + "dtype: uint8\n",
            ),
            ("od -tx1", od(b, true)),
            ("xxd", xxd(b)),
            (
                "xxd, a blank line between each",
                xxd(b).replace('\n', "\n\n"),
            ),
            (
                ".NET's BitConverter",
                fields(b, |b| format!("{b:02X}"), "-", 999),
            ),
            (
                "a YAML list",
                format!(
                    "bytes:\n{}",
                    b.iter().map(|b| format!("  - {b}\n")).collect::<String>()
                ),
            ),
            (
                "Rust's {:x?}",
                format!("[{}]", fields(b, |b| format!("{b:x}"), ", ", 999)),
            ),
            (
                "a Python list of characters",
                format!("{:?}", secret.chars().map(String::from).collect::<Vec<_>>())
                    .replace('"', "'"),
            ),
            (
                "a JSON array of characters",
                serde_json::to_string(&secret.chars().map(String::from).collect::<Vec<_>>())
                    .unwrap(),
            ),
            ("hexdump -C", hexdump(b)),
            (
                "xxd in a JSON string",
                format!(r#"{{"output": "{}"}}"#, xxd(b).replace('\n', "\\n")),
            ),
        ];
        all_found(rule, &cases);
        let body = format!(
            "{}{}{}",
            "line of text\n".repeat(30),
            fields(b, dec, ", ", 10),
            "\nend\n".repeat(30)
        );
        for size in [7, 61] {
            let ids = streamed(&body, size);
            assert!(
                ids.iter().any(|r| r == rule),
                "{rule} streamed list: {ids:?}"
            );
        }
    }
    let text = b"the quick brown fox jumps over the lazy dog";
    all_clean(&[
        (
            "numbers",
            "ports: [80, 443, 8080, 8443, 22, 25, 110, 143, 993, 995, 3306, 5432, 6379, \
             9200, 27017, 11211]\nrgb: [255, 128, 0, 255, 255, 255, 0, 0, 0, 12, 34, 56, 78, \
             90, 123, 234, 45]"
                .into(),
        ),
        (
            "text in decimal",
            format!("[{}]", fields(text, |b| b.to_string(), ", ", 999)),
        ),
        ("text in xxd", xxd(text)),
        // A local URL's placeholder password, which plain text leaves: a dump's lines
        // whose offsets and first fields are all numbers are no log's gutter.
        (
            "a local URL in od",
            od(b"postgres://user:password@localhost:5432/app\n", true),
        ),
        // And in xxd, whose lines less their offsets must not be read as a dump.
        (
            "a local URL in xxd",
            xxd(b"mysql://root:changeme@127.0.0.1/db\n"),
        ),
        (
            "a placeholder URL in xxd",
            xxd(b"amqp://guest:guest@localhost:5672/\n"),
        ),
        (
            "a digest in a C array",
            fields(&[0xde; 32], |b| format!("0x{b:02x}"), ", ", 8),
        ),
    ]);
}

fn b64(b: &[u8]) -> String {
    use base64::Engine as _;
    base64::engine::general_purpose::STANDARD.encode(b)
}

fn gzip(b: &[u8]) -> Vec<u8> {
    encode(b, "gzip")
}

/// (`deflate` as a `Content-Encoding` is zlib-wrapped.)
fn zlib(b: &[u8]) -> Vec<u8> {
    encode(b, "deflate")
}

/// `gzip | base64` and zlib in base64, a Helm release as a Kubernetes Secret holds it
/// (base64 of the release's base64 of its gzip), and the same blob streamed in chunks:
/// every rule's secret found written plainly is found in each. The same blobs around no
/// secret, a bomb and bytes that only open like gzip find nothing.
#[test]
fn a_secret_compressed_in_base64_is_read_as_it_inflates() {
    let release = |secret: &str| {
        format!(
            "{{\"name\":\"web\",\"chart\":{{\"values\":{{\"auth\":\"{secret}\"}}}},\"manifest\":\"{}\"}}",
            "apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: web\\n".repeat(30)
        )
    };
    // Each layout beside the same text in base64 alone: what that reading finds (the
    // secret half of a key pair maps to the blob its id is found in, and is reported as
    // the id) the inflated one must find.
    // (A name; how a compressed or plain blob is carried; how it is compressed.)
    type Layout = (&'static str, fn(&[u8]) -> String, fn(&[u8]) -> Vec<u8>);
    let layouts: [Layout; 3] = [
        ("gzip in base64", |b| format!("release: {}\n", b64(b)), gzip),
        (
            "zlib in base64",
            |b| format!("{{\"v\": \"{}\"}}", b64(b)),
            zlib,
        ),
        (
            "a Helm release in a Secret",
            |b| format!("data:\n  release: {}\n", b64(b64(b).as_bytes())),
            gzip,
        ),
    ];
    let (mut tried, mut missed) = (0, Vec::new());
    for (k, rule) in SCANNER.rules().iter().enumerate() {
        let doc = release(&fake(&rule.fake, 500 + k as u64));
        for (layout, carry, squeeze) in &layouts {
            if rule.fake.is_empty() || !rules_found(&carry(doc.as_bytes())).contains(&rule.id) {
                continue;
            }
            tried += 1;
            let text = carry(&squeeze(doc.as_bytes()));
            if !rules_found(&text).contains(&rule.id) {
                missed.push(format!("{} {layout}", rule.id));
            }
            if !streamed(&text, 1000).contains(&rule.id) {
                missed.push(format!("{} {layout} streamed", rule.id));
            }
        }
    }
    assert!(tried >= 3 * 150, "{tried}");
    assert!(missed.is_empty(), "{missed:#?}");

    let bomb = zlib(&vec![b'A'; 16 << 20]);
    let mut opens_like_gzip = vec![0x1f, 0x8b, 8, 0];
    opens_like_gzip.extend((0..600u32).map(|i| (i.wrapping_mul(2654435761) >> 13) as u8));
    all_clean(&[
        (
            "a release without a secret",
            format!(
                "release: {}\n",
                b64(&gzip(release("see-the-vault").as_bytes()))
            ),
        ),
        ("a bomb", format!("blob: {}\n", b64(&bomb))),
        (
            "bytes that open like gzip",
            format!("blob: {}\n", b64(&opens_like_gzip)),
        ),
    ]);
}

/// Base64 nested past the views' depth is still undone, to four levels: three times over,
/// and a Helm release read from its Secret whose manifests hold a Secret of their own
/// (base64 of base64 of a gzip of JSON whose manifest holds the token in base64).
#[test]
fn base64_nested_four_deep_is_read() {
    let tok = fake("ghp_{a30}{crc}", 61);
    let manifest = format!(
        "apiVersion: v1\\nkind: Secret\\nmetadata:\\n  name: git\\ndata:\\n  token: {}\\n",
        b64(tok.as_bytes())
    );
    let release = format!("{{\"name\":\"web\",\"manifest\":\"{manifest}\",\"version\":1}}");
    all_found(
        "github-pat",
        &[
            (
                "three times",
                format!(
                    "v: {}\n",
                    b64(b64(b64(tok.as_bytes()).as_bytes()).as_bytes())
                ),
            ),
            (
                "a Secret in a Helm release in its Secret",
                format!(
                    "data:\n  release: {}\n",
                    b64(b64(&gzip(release.as_bytes())).as_bytes())
                ),
            ),
        ],
    );
}

/// One scan's compressed blobs inflate to a MiB in all, however many readings of the
/// text there are: a token 200 KiB into a blob is found alone, but not where a view (a
/// JSON string's escapes, read first) has inflated 900 KiB of another blob already. The
/// bound is what keeps a scan's memory flat whatever it reads.
#[test]
fn a_scans_blobs_inflate_to_one_mib_in_all() {
    let filler = |kib: usize| -> String {
        let mut text = String::new();
        for i in 0.. {
            if text.len() >= kib << 10 {
                break;
            }
            text += &format!("line {i} of the release notes\n");
        }
        text
    };
    let tok = fake("ghp_{a30}{crc}", 71);
    let late = format!(
        "late: {}\n",
        b64(&gzip(format!("{}token: {tok}\n", filler(200)).as_bytes()))
    );
    let big = b64(&gzip(filler(900).as_bytes()));
    all_found("github-pat", &[("the blob alone", late.clone())]);
    none_found(
        "github-pat",
        &[(
            "after 900 KiB inflated in a view",
            format!("{late}{{\"notes\": \"a\\n{big}\"}}\n"),
        )],
    );
}
