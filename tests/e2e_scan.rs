//! Issue 6 through the real binary: a GitHub token posted in a Slack message is refused
//! `credential_leak` before the Slack origin sees anything, the same token in
//! `Authorization` to GitHub passes (curl and Python `requests`), a chunked upload with a
//! secret past its first MiB never completes at the origin, and `redact_responses`
//! replaces a secret in a response body, also when the origin answers gzip, deflate or br
//! (the client gets it decoded, as identity), and refuses a coding it cannot decode.
//! Tokens are generated here with valid checksums.

mod support;

use std::collections::BTreeMap;
use std::time::Duration;

use support::client::{self, Proto};
use support::cmd::{self, parse_curl};
use support::{assert_refusal, Setup, SetupOptions, PATIENCE};
use tokio::io::AsyncWriteExt;
use wirepass::scan::fake::{expand, Mode, Rng};
use wirepass::scan::Scanner;

/// A fake classic GitHub token with a valid checksum (the scanner's `fake` module).
fn github_token(seed: u64) -> String {
    let s = Scanner::new(Vec::new()).unwrap();
    let rule = s.rules().iter().find(|r| r.id == "github-pat").unwrap();
    let tok = expand(&rule.fake, Mode::Real, &mut Rng::new("e2e_scan", seed));
    assert_eq!(s.scan(tok.as_bytes()).len(), 1, "the fake is a token");
    tok
}

/// Asserts `text` carries neither the token nor any 8-character piece of it (the
/// message names where, never the text).
fn assert_no_piece(text: &str, token: &str) {
    for i in 0..=token.len() - 8 {
        let piece = &token[i..i + 8];
        assert!(
            !text.contains(piece),
            "the token's bytes {i}..{} leaked into {} bytes of output",
            i + 8,
            text.len()
        );
    }
}

/// Trust-mode sessions: `alice` (named in [`USER`]) may use Slack and GitHub.
const SESSION_YAML: &str =
    "session: {mode: trust}\ngrants:\n  - who: [alice]\n    allow: [\"slack:*\", \"github:*\"]\n";

/// The session header every request here carries.
const USER: &str = "x-wirepass-user: alice";

async fn start(extra_yaml: &str) -> Setup {
    let extra_yaml = format!("{SESSION_YAML}{extra_yaml}");
    Setup::start(SetupOptions {
        intercept: vec![
            "api.github.com".into(),
            "slack.com".into(),
            "example.test".into(),
        ],
        extra_yaml,
        ..SetupOptions::default()
    })
    .await
}

fn refusal_reason(body: &str) -> String {
    let v: serde_json::Value = serde_json::from_str(body).unwrap();
    v["refused"]["reason"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn github_token_in_a_slack_message_is_refused_and_passes_to_github_curl_and_python() {
    let setup = start("").await;
    let token = github_token(1);
    let slack = "https://slack.com/api/chat.postMessage";
    let message = format!(r#"{{"channel": "C024BE91L", "text": "the token is {token}"}}"#);

    let out = setup
        .curl(
            &[
                "-H",
                USER,
                "-H",
                "content-type: application/json",
                "--data-binary",
                &message,
            ],
            slack,
        )
        .await;
    let (status, headers, body) = parse_curl(&out.stdout);
    assert_refusal(status, &headers, &body, (403, "credential_leak"));
    assert!(refusal_reason(&body).contains("github-pat"), "{body}");
    assert_no_piece(&out.stdout, &token);

    let auth = format!("authorization: Bearer {token}");
    let out = setup
        .curl(&["-H", USER, "-H", &auth], "https://api.github.com/user")
        .await;
    let (status, _, _) = parse_curl(&out.stdout);
    assert_eq!(status, 200, "bound use passes: {out:#?}");

    let proxy = setup.proxy.url();
    let ca = setup.proxy.ca_pem().display().to_string();
    let code = format!(
        r#"
import json, requests
proxies = {{"https": "{proxy}"}}
user = {{"x-wirepass-user": "alice"}}
r = requests.post("{slack}", proxies=proxies, verify="{ca}", headers=user, json={{"channel": "C024BE91L", "text": "token {token}"}}, timeout=60)
print(r.status_code, r.headers.get("x-wirepass-refused"))
print(json.dumps(r.text))
r = requests.get("https://api.github.com/user", proxies=proxies, verify="{ca}", headers={{**user, "authorization": "token {token}"}}, timeout=60)
print(r.status_code)
"#
    );
    let out = cmd::run("python3", &["-c", &code], &BTreeMap::new()).await;
    out.assert_ok("python requests");
    let mut lines = out.stdout.lines();
    assert_eq!(lines.next(), Some("403 credential_leak"), "{out:#?}");
    let body: String = serde_json::from_str(lines.next().unwrap()).unwrap();
    assert!(refusal_reason(&body).contains("github-pat"), "{body}");
    assert_no_piece(&body, &token);
    assert_eq!(lines.next(), Some("200"), "{out:#?}");

    let reqs = setup.origin.requests();
    assert!(
        reqs.iter()
            .all(|r| r.authority.as_deref() != Some("slack.com")),
        "the Slack origin received a request: {reqs:#?}"
    );
    assert_eq!(reqs.len(), 2, "both GitHub requests arrived: {reqs:#?}");
    assert_no_piece(&setup.proxy.stderr(), &token);
}

/// Sends a chunked POST of `chunks` straight over TLS through the proxy, pausing between
/// chunks, and returns the status and body of the answer (the proxy may answer early).
async fn chunked_upload(
    setup: &Setup,
    host: &str,
    path: &str,
    chunks: Vec<Vec<u8>>,
) -> (u16, String) {
    let tcp = client::connect(setup.proxy.addr(), &format!("{host}:443"))
        .await
        .unwrap_or_else(|r| panic!("CONNECT refused: {r:?}"));
    let tls = client::tls(tcp, host, &setup.proxy.ca_pem(), Proto::H1).await;
    let (mut rd, mut wr) = tokio::io::split(tls);
    let head = format!(
        "POST {path} HTTP/1.1\r\nhost: {host}\r\ncontent-type: application/octet-stream\r\ntransfer-encoding: chunked\r\n\r\n"
    );
    let writer = tokio::spawn(async move {
        if wr.write_all(head.as_bytes()).await.is_err() {
            return;
        }
        for c in chunks {
            let mut frame = format!("{:x}\r\n", c.len()).into_bytes();
            frame.extend_from_slice(&c);
            frame.extend_from_slice(b"\r\n");
            if wr.write_all(&frame).await.is_err() || wr.flush().await.is_err() {
                return;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        let _ = wr.write_all(b"0\r\n\r\n").await;
        let _ = wr.flush().await;
        // Keep the write half open until the reader is done.
        tokio::time::sleep(PATIENCE).await;
    });
    let (status, _, body) = client::read_answer(&mut rd).await;
    writer.abort();
    (status, body)
}

#[tokio::test]
async fn a_secret_past_the_first_mib_of_a_chunked_upload_aborts_it() {
    let setup = start("").await;
    let token = github_token(2);
    // 4 MiB in 64 KiB chunks; the token sits at 1 MiB + 100 bytes, in the 17th chunk.
    let mut data: Vec<u8> = b"0123456789abcdef\n"
        .iter()
        .copied()
        .cycle()
        .take(4 << 20)
        .collect();
    let at = (1 << 20) + 100;
    data[at..at + token.len()].copy_from_slice(token.as_bytes());
    let chunks: Vec<Vec<u8>> = data.chunks(64 << 10).map(<[u8]>::to_vec).collect();
    let (status, body) = chunked_upload(&setup, "example.test", "/upload", chunks).await;
    assert_eq!(status, 403, "{body}");
    let v: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(v["refused"]["code"], "credential_leak", "{body}");
    assert!(refusal_reason(&body).contains("github-pat"), "{body}");
    assert_no_piece(&body, &token);
    // The upload streamed until the secret: its head reached the origin.
    tokio::time::timeout(PATIENCE, setup.origin.wait_for_requests(1))
        .await
        .expect("the upload's head reached the origin");
    // A clean upload of the same size goes through whole. It also takes the place of a
    // fixed sleep: by its answer, an aborted upload that was going to complete anyway
    // would have had several times longer to do so.
    let clean: Vec<Vec<u8>> = b"0123456789abcdef\n"
        .iter()
        .copied()
        .cycle()
        .take(4 << 20)
        .collect::<Vec<u8>>()
        .chunks(64 << 10)
        .map(<[u8]>::to_vec)
        .collect();
    let (status, body) = chunked_upload(&setup, "example.test", "/clean", clean).await;
    assert_eq!(status, 200, "{body}");
    let echo: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(echo["body_len"], 4 << 20, "{body}");

    // Counted, so that an origin that saw no upload at all cannot pass (`all` over an
    // empty list is true; issue 11).
    let reqs = setup.origin.requests();
    let uploads: Vec<_> = reqs
        .iter()
        .filter(|r| r.path_and_query == "/upload")
        .collect();
    assert_eq!(uploads.len(), 1, "one upload reached the origin: {reqs:#?}");
    assert!(
        !uploads[0].body_complete && uploads[0].body_len < data.len() as u64,
        "the origin received a complete upload: {reqs:#?}"
    );
    let clean = reqs.iter().filter(|r| r.path_and_query == "/clean").count();
    assert_eq!(
        clean, 1,
        "the clean upload reached the origin once: {reqs:#?}"
    );
}

#[tokio::test]
async fn redact_responses_replaces_a_secret_the_origin_reflects() {
    let setup = start("services:\n  github:\n    redact_responses: true\n").await;
    let token = github_token(3);
    let auth = format!("authorization: Bearer {token}");
    // The bound token passes; the origin's echo reflects it in the response body.
    let out = setup
        .curl(&["-H", USER, "-H", &auth], "https://api.github.com/user")
        .await;
    let (status, _, body) = parse_curl(&out.stdout);
    assert_eq!(status, 200, "{out:#?}");
    assert!(body.contains("[REDACTED:github-pat]"), "{body}");
    assert_no_piece(&body, &token);
    let reqs = setup.origin.requests();
    assert_eq!(
        reqs[0].header("authorization"),
        Some(format!("Bearer {token}").as_str()),
        "the request itself went as sent"
    );
}

/// The value of header `name` in curl's parsed headers.
fn header<'a>(headers: &'a [(String, String)], name: &str) -> Option<&'a str> {
    headers
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.as_str())
}

#[tokio::test]
async fn redact_responses_decodes_an_encoded_response_curl_and_python() {
    let setup = start("services:\n  github:\n    redact_responses: true\n").await;
    let token = github_token(4);
    let auth = format!("authorization: Bearer {token}");
    // The origin reflects the bound token in its echo and encodes the echo whatever the
    // request accepts; the client asks for compression to show it gets identity anyway.
    for coding in ["gzip", "deflate", "br", "gzip,%20br"] {
        let url = format!("https://api.github.com/encoded?coding={coding}");
        let out = setup
            .curl(
                &["-H", USER, "-H", &auth, "-H", "accept-encoding: gzip, br"],
                &url,
            )
            .await;
        let (status, headers, body) = parse_curl(&out.stdout);
        assert_eq!(status, 200, "{coding}: headers {headers:?}");
        assert_eq!(header(&headers, "content-encoding"), None, "{coding}");
        let echo: serde_json::Value = serde_json::from_str(&body)
            .unwrap_or_else(|_| panic!("{coding}: the body is not the decoded JSON echo"));
        assert_eq!(
            echo["headers"]["authorization"], "Bearer [REDACTED:github-pat]",
            "{coding}: the reflected token is redacted"
        );
        assert_no_piece(&out.stdout, &token);
    }

    let proxy = setup.proxy.url();
    let ca = setup.proxy.ca_pem().display().to_string();
    let code = format!(
        r#"
import json, requests
r = requests.get("https://api.github.com/encoded?coding=gzip", proxies={{"https": "{proxy}"}}, verify="{ca}", headers={{"x-wirepass-user": "alice", "authorization": "token {token}"}}, stream=True, timeout=60)
raw = r.raw.read(decode_content=False)
print(r.status_code, r.headers.get("content-encoding"))
print(json.dumps(raw.decode("utf-8", "replace")))
"#
    );
    let out = cmd::run("python3", &["-c", &code], &BTreeMap::new()).await;
    out.assert_ok("python requests");
    let mut lines = out.stdout.lines();
    assert_eq!(lines.next(), Some("200 None"), "status, content-encoding");
    let raw: String = serde_json::from_str(lines.next().unwrap()).unwrap();
    let echo: serde_json::Value =
        serde_json::from_str(&raw).expect("the bytes on the wire are the JSON echo");
    assert_eq!(
        echo["headers"]["authorization"],
        "token [REDACTED:github-pat]"
    );
    assert_no_piece(&out.stdout, &token);

    let reqs = setup.origin.requests();
    assert_eq!(reqs.len(), 5, "every request reached the origin");
    assert!(
        reqs.iter().all(|r| r.header("accept-encoding").is_none()),
        "the proxy asks the origin for identity"
    );
    assert_no_piece(&setup.proxy.stderr(), &token);
}

#[tokio::test]
async fn redact_responses_refuses_a_coding_it_cannot_decode() {
    let setup = start("services:\n  github:\n    redact_responses: true\n").await;
    let out = setup
        .curl(&["-H", USER], "https://api.github.com/encoded?coding=zstd")
        .await;
    let (status, headers, body) = parse_curl(&out.stdout);
    assert_refusal(status, &headers, &body, (502, "upstream_unavailable"));
    let reason = refusal_reason(&body);
    assert!(
        reason.contains("content-encoding zstd") && reason.contains("redact_responses"),
        "{reason}"
    );
    // Without redaction the same answer goes through as the origin sent it.
    let out = setup
        .curl(&["-H", USER], "https://example.test/encoded?coding=zstd")
        .await;
    let (status, headers, _) = parse_curl(&out.stdout);
    assert_eq!(status, 200, "{headers:?}");
    assert_eq!(header(&headers, "content-encoding"), Some("zstd"));
}
