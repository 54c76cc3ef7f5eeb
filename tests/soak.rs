//! Issue 13's soak: 1,000 concurrent keep-alive connections through the real proxy for 60
//! seconds, each sending a mix of allowed, refused and leaking requests. Nothing
//! unexpected may happen, the proxy's RSS at the end stays within 10% of what it was after
//! the warm-up, and its file descriptors come back to the baseline once the clients leave.
//!
//! Ignored by default (it takes about two minutes); run it with
//!
//! ```sh
//! cargo test --release --test soak -- --ignored --nocapture
//! ```
//!
//! `SOAK_CONNECTIONS` and `SOAK_SECONDS` change the load (defaults 1000 and 60).

mod support;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use bytes::Bytes;
use http::Method;
use http_body_util::Full;
use support::client::{self, Proto};
use support::{Setup, SetupOptions};
use wirepass::scan::fake::{expand, Mode, Rng};
use wirepass::scan::Scanner;

fn env_or(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn open_fds(pid: u32) -> usize {
    std::fs::read_dir(format!("/proc/{pid}/fd")).map_or(0, |d| d.count())
}

/// A fake GitHub token of the scanner's own shape (never a real one).
fn leak() -> String {
    let s = Scanner::new(Vec::new()).unwrap();
    let rule = s.rules().iter().find(|r| r.id == "github-pat").unwrap();
    expand(&rule.fake, Mode::Real, &mut Rng::new("soak", 1))
}

#[derive(Default)]
struct Counts {
    allowed: AtomicU64,
    refused: AtomicU64,
    leaks: AtomicU64,
    unexpected: AtomicU64,
}

/// One connection's life: requests in turn (allowed, refused, leaking) until `until`.
async fn client_loop(
    setup: Arc<Setup>,
    n: u64,
    until: Instant,
    counts: Arc<Counts>,
    secret: Arc<String>,
) {
    let mut conn = client::through(
        setup.proxy.addr(),
        "api.github.com",
        &setup.proxy.ca_pem(),
        Proto::H1,
    )
    .await;
    let mut i = n;
    while Instant::now() < until {
        let (req, want, code, counter) = match i % 3 {
            0 => (
                conn.request(Method::GET, "/repos/acme/widgets")
                    .header("x-wirepass-user", "alice")
                    .body(Full::new(Bytes::new())),
                200,
                None,
                &counts.allowed,
            ),
            1 => (
                conn.request(Method::DELETE, "/repos/acme/widgets")
                    .header("x-wirepass-user", "alice")
                    .body(Full::new(Bytes::new())),
                403,
                Some("not_permitted"),
                &counts.refused,
            ),
            _ => (
                conn.request(Method::POST, "/repos/acme/widgets/issues")
                    .header("x-wirepass-user", "alice")
                    .header("content-type", "application/json")
                    .body(Full::new(Bytes::from(format!(
                        r#"{{"title":"t","body":"{secret}"}}"#
                    )))),
                403,
                Some("credential_leak"),
                &counts.leaks,
            ),
        };
        i += 1;
        let resp = conn.send(req.unwrap()).await;
        let status = resp.status().as_u16();
        let refused = resp
            .headers()
            .get("x-wirepass-refused")
            .map(|v| v.to_str().unwrap_or("").to_string());
        client::body_bytes(resp).await;
        let ok = status == want && refused.as_deref() == code;
        if ok {
            counter.fetch_add(1, Ordering::Relaxed);
        } else {
            counts.unexpected.fetch_add(1, Ordering::Relaxed);
        }
    }
}

#[tokio::test(flavor = "multi_thread")]
#[ignore = "a two-minute soak: cargo test --release --test soak -- --ignored --nocapture"]
async fn a_thousand_keep_alive_connections_for_a_minute() {
    let connections = env_or("SOAK_CONNECTIONS", 1000);
    let seconds = env_or("SOAK_SECONDS", 60);
    let setup = Arc::new(
        Setup::start(SetupOptions {
            extra_yaml: "grants:\n  - who: [alice]\n    allow: [\"github:repos.get\", \"github:issues.create\"]\n".into(),
            ..SetupOptions::default()
        })
        .await,
    );
    let pid = setup.proxy.pid();
    let baseline_fds = open_fds(pid);
    let counts = Arc::new(Counts::default());
    let secret = Arc::new(leak());
    let warm_up = Duration::from_secs(seconds.min(60) / 6 + 1);
    let start = Instant::now();
    let until = start + Duration::from_secs(seconds);
    let mut tasks = tokio::task::JoinSet::new();
    for n in 0..connections {
        tasks.spawn(client_loop(
            setup.clone(),
            n,
            until,
            counts.clone(),
            secret.clone(),
        ));
    }
    tokio::time::sleep(warm_up).await;
    let warm_rss = setup.proxy.rss_kib();
    let warm_fds = open_fds(pid);
    while let Some(r) = tasks.join_next().await {
        r.expect("a client task panicked");
    }
    let end_rss = setup.proxy.rss_kib();
    // The clients are gone: the proxy's descriptors come back once it has seen them close.
    let mut end_fds = open_fds(pid);
    let settle = Instant::now();
    while end_fds > baseline_fds + 8 && settle.elapsed() < Duration::from_secs(15) {
        tokio::time::sleep(Duration::from_millis(200)).await;
        end_fds = open_fds(pid);
    }
    let (a, r, l, u) = (
        counts.allowed.load(Ordering::Relaxed),
        counts.refused.load(Ordering::Relaxed),
        counts.leaks.load(Ordering::Relaxed),
        counts.unexpected.load(Ordering::Relaxed),
    );
    println!(
        "soak: {connections} connections, {seconds} s: {a} allowed, {r} refused, {l} leaks refused, {u} unexpected; \
         RSS {warm_rss} KiB after warm-up, {end_rss} KiB at the end; fds {baseline_fds} at start, {warm_fds} under load, {end_fds} after"
    );
    assert_eq!(u, 0, "unexpected answers");
    assert!(a > 0 && r > 0 && l > 0, "every kind of request was made");
    assert!(
        end_rss * 10 <= warm_rss * 11,
        "RSS grew more than 10% after the warm-up: {warm_rss} -> {end_rss} KiB"
    );
    // The upstream pool may keep a few idle connections to the origin.
    assert!(
        end_fds <= baseline_fds + 8,
        "file descriptors did not come back: {baseline_fds} -> {end_fds}"
    );
}
