//! Issue 12, what is written down: a secret a request carries in its path, its host or its
//! session user reaches neither the proxy's log nor a refusal body. Every suite's proxy
//! log is also scanned whole as it stops (`support::proxy`), and every refusal body the
//! suites read (`support::assert_refusal`); these tests make sure there is something to
//! find in the log when redaction fails.

mod support;

use support::client::{self, Proto};
use support::{Setup, SetupOptions};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use wirepass::scan::fake::{expand, Mode, Rng};
use wirepass::scan::Scanner;

fn token(id: &str, seed: u64) -> String {
    let s = Scanner::new(Vec::new()).unwrap();
    let rule = s.rules().iter().find(|r| r.id == id).unwrap();
    expand(&rule.fake, Mode::Real, &mut Rng::new("e2e_written", seed))
}

/// Asserts `text` carries no 8-character piece of `token`.
fn assert_no_piece(what: &str, text: &str, token: &str) {
    for i in 0..=token.len() - 8 {
        assert!(
            !text.contains(&token[i..i + 8]),
            "{what}: the token's bytes {i}..{} are in it",
            i + 8
        );
    }
}

/// Sends `head` (a whole HTTP/1.1 request) inside TLS to `host` through the proxy; returns
/// the status and the whole answer.
async fn send(setup: &Setup, host: &str, head: String) -> (u16, String) {
    let tcp = client::connect(setup.proxy.addr(), &format!("{host}:443"))
        .await
        .unwrap_or_else(|r| panic!("CONNECT refused: {r:?}"));
    let mut tls = client::tls(tcp, host, &setup.proxy.ca_pem(), Proto::H1).await;
    tls.write_all(head.as_bytes()).await.unwrap();
    let mut out = Vec::new();
    let _ = tls.read_to_end(&mut out).await;
    let text = String::from_utf8_lossy(&out).into_owned();
    let status = text
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    (status, text)
}

async fn start() -> Setup {
    Setup::start(SetupOptions {
        intercept: vec!["example.test".into()],
        ..SetupOptions::default()
    })
    .await
}

#[tokio::test]
async fn issue_12_a_token_in_the_path_is_redacted_in_the_log_and_the_refusal() {
    let setup = start().await;
    let pat = token("github-pat", 1);
    let encoded = format!("ghp%5F{}", &pat[4..]);
    for (n, segment) in [&pat, &encoded].into_iter().enumerate() {
        let head = format!(
            "GET /notes/{segment}/x HTTP/1.1\r\nhost: example.test\r\nconnection: close\r\n\r\n"
        );
        let (status, answer) = send(&setup, "example.test", head).await;
        assert_eq!(status, 403, "case {n}: {answer}");
        assert!(answer.contains("credential_leak"), "case {n}");
        assert_no_piece("the refusal", &answer, &pat[4..]);
    }
    let line = setup
        .proxy
        .log_line(|l| l.contains("/notes/[REDACTED:github-pat]/x"))
        .await;
    assert!(line.contains("credential_leak"), "{line}");
    assert_no_piece("the log", &setup.proxy.stderr(), &pat[4..]);
}

#[tokio::test]
async fn issue_12_a_session_user_that_is_a_secret_is_refused_and_never_written() {
    let setup = start().await;
    let slack = token("slack-bot-token", 2);
    let head = format!(
        "GET /who HTTP/1.1\r\nhost: example.test\r\nx-wirepass-user: {slack}\r\nconnection: close\r\n\r\n"
    );
    let (status, answer) = send(&setup, "example.test", head).await;
    assert!(answer.contains("bad_session"), "{status}");
    assert_no_piece("the refusal", &answer, &slack[5..]);
    setup.proxy.log_line(|l| l.contains("bad_session")).await;
    assert_no_piece("the log", &setup.proxy.stderr(), &slack[5..]);
    assert!(
        setup
            .origin
            .requests()
            .iter()
            .all(|r| r.path_and_query != "/who"),
        "nothing reached the origin"
    );
}
