//! Issue 13, the memory budget, through the real binary: compressed uploads that never
//! finish are held only within the memory budget (past it they are refused, never held),
//! a request alone over its own cap is refused `too_large`, and the budget comes back when
//! the clients leave.
//!
//! The reproduction of the break as reported (60 connections × 8 MiB of incompressible
//! gzip, never finished; 529 MB before the budget) is ignored by default, since it moves
//! 480 MiB through TLS:
//! `cargo test --test e2e_memory -- --ignored --nocapture`.

mod support;

use std::time::Duration;

use support::client::{self, Proto};
use support::{assert_refusal, Setup, SetupOptions, PATIENCE};
use tokio::io::AsyncWriteExt;
use tokio::sync::oneshot;

const MIB: usize = 1 << 20;

/// `len` bytes no coding compresses (xorshift), different for each `seed`.
fn incompressible(len: usize, seed: u64) -> Vec<u8> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut out = Vec::with_capacity(len + 8);
    while out.len() < len {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        out.extend_from_slice(&x.to_le_bytes());
    }
    out.truncate(len);
    out
}

/// One upload that never finishes: `POST path` under `content-encoding: gzip`, announcing
/// one byte more than it sends, kept open until dropped. What the proxy answers, if it
/// answers, arrives on `answer`.
struct Upload {
    answer: oneshot::Receiver<(u16, String, String)>,
    /// Resolves when every byte was handed to the socket.
    written: oneshot::Receiver<()>,
    tasks: Vec<tokio::task::JoinHandle<()>>,
}

impl Upload {
    async fn start(setup: &Setup, path: &str, body: Vec<u8>) -> Upload {
        let tcp = client::connect(setup.proxy.addr(), "example.test:443")
            .await
            .unwrap_or_else(|r| panic!("CONNECT refused: {r:?}"));
        let tls = client::tls(tcp, "example.test", &setup.proxy.ca_pem(), Proto::H1).await;
        let (mut rd, mut wr) = tokio::io::split(tls);
        let head = format!(
            "POST {path} HTTP/1.1\r\nhost: example.test\r\ncontent-type: application/octet-stream\r\ncontent-encoding: gzip\r\ncontent-length: {}\r\n\r\n",
            body.len() + 1
        );
        let (written_tx, written) = oneshot::channel();
        let writer = tokio::spawn(async move {
            if wr.write_all(head.as_bytes()).await.is_err() {
                return;
            }
            for piece in body.chunks(64 << 10) {
                if wr.write_all(piece).await.is_err() || wr.flush().await.is_err() {
                    return;
                }
            }
            let _ = written_tx.send(());
            // Never finished: the last byte never comes, the connection stays open.
            tokio::time::sleep(Duration::from_secs(3600)).await;
            drop(wr);
        });
        let (answer_tx, answer) = oneshot::channel();
        let reader = tokio::spawn(async move {
            let a = client::read_answer(&mut rd).await;
            let _ = answer_tx.send(a);
            // Keep the read half (and so the connection) until dropped.
            tokio::time::sleep(Duration::from_secs(3600)).await;
            drop(rd);
        });
        Upload {
            answer,
            written,
            tasks: vec![writer, reader],
        }
    }
}

impl Drop for Upload {
    fn drop(&mut self) {
        for t in &self.tasks {
            t.abort();
        }
    }
}

/// Waits until each upload either was answered or has written its whole body and stayed
/// unanswered for `settle`; returns the answers (None: held, unanswered).
async fn outcomes(uploads: &mut [Upload], settle: Duration) -> Vec<Option<(u16, String, String)>> {
    let mut out = Vec::new();
    for u in uploads.iter_mut() {
        let answered = tokio::time::timeout(PATIENCE, async {
            tokio::select! {
                a = &mut u.answer => a.ok(),
                _ = &mut u.written => None,
            }
        })
        .await
        .expect("every upload is either answered or written within the harness's patience");
        out.push(answered);
    }
    // Written bodies may still sit in socket buffers: give the proxy time to read (and so
    // hold or refuse) them, then take the answers that came.
    tokio::time::sleep(settle).await;
    for (u, slot) in uploads.iter_mut().zip(out.iter_mut()) {
        if slot.is_none() {
            *slot = u.answer.try_recv().ok();
        }
    }
    out
}

/// A budget of 8 MiB and a cap of 3 MiB per request, for the fast tests.
const SMALL_LIMITS: &str = "limits:\n  memory_budget: 8388608\n  request_memory: 3145728\n";

async fn small_budget() -> Setup {
    Setup::start(SetupOptions {
        extra_yaml: SMALL_LIMITS.into(),
        ..SetupOptions::default()
    })
    .await
}

/// Issue 13, the memory break at a small scale: 32 never-finished uploads of 2 MiB of
/// gzip against a budget of 8 MiB. Before the budget, all 32 were held (64 MiB); now at
/// most four are, every other one is refused `overloaded` in the refusal format, no
/// compressed byte reaches the origin, the proxy's memory stays near the budget, and once
/// the clients leave, the budget is whole again.
#[tokio::test]
async fn issue_13_never_finished_gzip_uploads_are_refused_past_the_budget_not_held() {
    const UPLOADS: usize = 32;
    let setup = small_budget().await;
    let mut warm = setup.client("example.test", Proto::H1).await;
    assert_eq!(warm.get("/small").await.status(), 200);
    let before = setup.proxy.rss_kib();
    let mut uploads = Vec::new();
    for i in 0..UPLOADS {
        let body = incompressible(2 * MIB, i as u64 + 1);
        uploads.push(Upload::start(&setup, &format!("/held/{i}"), body).await);
    }
    let answers = outcomes(&mut uploads, Duration::from_secs(2)).await;
    let after = setup.proxy.rss_kib();
    let refused: Vec<_> = answers.iter().flatten().collect();
    let held = UPLOADS - refused.len();
    eprintln!(
        "{UPLOADS} × 2 MiB under an 8 MiB budget: RSS {before} KiB -> {after} KiB; {} refused, {held} held",
        refused.len()
    );
    assert!(
        (1..=4).contains(&held),
        "{held} uploads of 2 MiB held within a budget of 8 MiB"
    );
    for (status, head, body) in &refused {
        assert_refusal(*status, &parse_head(head), body, (503, "overloaded"));
        assert!(body.contains("limits.memory_budget"), "{body}");
        assert!(head.contains("retry-after: 1"), "{head}");
    }
    let reqs = setup.origin.requests();
    for r in reqs
        .iter()
        .filter(|r| r.path_and_query.starts_with("/held/"))
    {
        assert_eq!(
            (r.body_len, r.body_complete),
            (0, false),
            "{}: the origin got none of a held or refused compressed body",
            r.path_and_query
        );
    }
    assert!(
        after.saturating_sub(before) < 32 * 1024,
        "proxy RSS grew by {} KiB holding uploads within a budget of 8 MiB",
        after - before
    );

    // The clients leave: what their requests held is given back, so three finished
    // uploads of 2 MiB (6 MiB together) fit again, and reach the origin whole.
    drop(uploads);
    let body = wirepass::origin::encode::encode(&incompressible(2 * MIB, 99), "gzip");
    let deadline = std::time::Instant::now() + PATIENCE;
    loop {
        let mut sends = Vec::new();
        for i in 0..3 {
            let body = body.clone();
            let mut c = setup.client("example.test", Proto::H1).await;
            sends.push(tokio::spawn(async move {
                let req = c
                    .request(http::Method::POST, &format!("/after/{i}"))
                    .header("content-encoding", "gzip")
                    .body(http_body_util::Full::new(bytes::Bytes::from(body)))
                    .unwrap();
                c.send(req).await.status().as_u16()
            }));
        }
        let mut statuses = Vec::new();
        for s in sends {
            statuses.push(s.await.unwrap());
        }
        if statuses.iter().all(|s| *s == 200) {
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the budget never came back: {statuses:?}"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let whole = setup
        .origin
        .requests()
        .iter()
        .filter(|r| r.path_and_query.starts_with("/after/") && r.body_complete)
        .map(|r| r.body_len)
        .collect::<Vec<_>>();
    assert!(
        whole.len() >= 3 && whole.iter().all(|n| *n == body.len() as u64),
        "{whole:?}"
    );
}

/// A request alone over `limits.request_memory` is refused `too_large` (413), however
/// empty the budget: sending it again would not help.
#[tokio::test]
async fn issue_13_an_upload_over_the_request_cap_is_too_large() {
    let setup = small_budget().await;
    let mut up = Upload::start(&setup, "/big", incompressible(4 * MIB, 7)).await;
    let (status, head, body) = tokio::time::timeout(PATIENCE, &mut up.answer)
        .await
        .expect("an answer")
        .expect("answered");
    assert_refusal(status, &parse_head(&head), &body, (413, "too_large"));
    assert!(body.contains("limits.request_memory (3 MiB)"), "{body}");
    assert!(!head.contains("retry-after"), "{head}");
    let reqs = setup.origin.requests();
    assert!(
        reqs.iter().all(|r| r.body_len == 0),
        "no byte of it reached the origin: {reqs:?}"
    );
}

/// The reported break: 60 never-finished uploads of 8 MiB of incompressible gzip. With the
/// default budget (256 MiB), the proxy holds what fits and refuses the rest; its RSS stays
/// near the budget instead of 60 × 8 MiB.
#[tokio::test]
#[ignore = "moves 480 MiB through TLS; run with --ignored"]
async fn issue_13_sixty_never_finished_gzip_uploads_stay_within_the_default_budget() {
    const UPLOADS: usize = 60;
    let setup = Setup::start(SetupOptions::default()).await;
    let warm = {
        let mut c = setup.client("example.test", Proto::H1).await;
        c.get("/small").await.status()
    };
    assert_eq!(warm, 200);
    let before = setup.proxy.rss_kib();
    let started = std::time::Instant::now();
    let mut uploads = Vec::new();
    for i in 0..UPLOADS {
        let body = incompressible(8 * MIB, i as u64 + 1);
        uploads.push(Upload::start(&setup, &format!("/held/{i}"), body).await);
    }
    let answers = outcomes(&mut uploads, Duration::from_secs(3)).await;
    let after = setup.proxy.rss_kib();
    let refused: Vec<_> = answers.iter().flatten().collect();
    eprintln!(
        "{UPLOADS} × 8 MiB never-finished gzip uploads: proxy RSS {before} KiB before, {after} KiB while held ({} MiB more); {} refused, {} held; {:.1}s",
        (after.saturating_sub(before)) / 1024,
        refused.len(),
        UPLOADS - refused.len(),
        started.elapsed().as_secs_f64()
    );
    for (status, head, body) in &refused {
        let headers = parse_head(head);
        assert_refusal(*status, &headers, body, (503, "overloaded"));
    }
    let origin_bytes: u64 = setup.origin.requests().iter().map(|r| r.body_len).sum();
    assert_eq!(
        origin_bytes, 0,
        "no held compressed byte reached the origin"
    );
    assert!(
        after.saturating_sub(before) < 320 * 1024,
        "proxy RSS grew by {} MiB holding never-finished uploads",
        (after - before) / 1024
    );
}

/// A response head as `read_answer` returns it (lower case) as header pairs.
fn parse_head(head: &str) -> Vec<(String, String)> {
    head.lines()
        .skip(1)
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_string(), v.trim().to_string()))
        .collect()
}
