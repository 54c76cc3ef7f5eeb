//! Benchmark (run manually, not by `cargo test`): what a live check costs once its answer
//! is cached, and the cache's hit rate on a mixed run, against the fake GitHub API over
//! real TLS on loopback. Prints medians.
//!
//! `CARGO_TARGET_DIR=... cargo bench --bench checks`
//!
//! 1. `Checks::check` answered from the cache (ns per ask);
//! 2. the whole decide phase for `GET /repos/acme/widgets` with the check configured and
//!    cached, and for the same request on a pipeline without the check: the difference is
//!    what a cached decision adds;
//! 3. a mixed run: 40 users over 200 repositories, each user mostly on their own few
//!    repositories (80%), 20,000 reads and writes, merges (destructive) among them: the
//!    cache's hit rate and the calls GitHub saw.

use std::hint::black_box;
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

use bytes::Bytes;
use http::{Method, Request};
use http_body_util::Full;
use wirepass::checks::{Ask, Checks};
use wirepass::config::{stages, Config};
use wirepass::origin::apis::{Apis, Fixtures};
use wirepass::origin::{Origin, OriginOptions};
use wirepass::pipeline::{Conn, Entry, Pipeline, Record, Run};
use wirepass::routes::{Effect, Mapped, Spelling};

fn median_ns(samples: &mut [f64]) -> f64 {
    samples.sort_by(|a, b| a.total_cmp(b));
    samples[samples.len() / 2]
}

fn config(origin: &Origin, dir: &Path, check: bool) -> Config {
    let check = if check {
        format!(
            "    check: {{kind: github, base_url: \"https://127.0.0.1:{}\"}}\n",
            origin.port()
        )
    } else {
        String::new()
    };
    let yaml = format!(
        "version: 1\nupstream_ca: [\"{}\"]\negress: {{allow: [\"127.0.0.1/32\"]}}\nsession: {{mode: trust}}\nservices:\n  github:\n{check}grants:\n  - who: [\"*\"]\n    allow: [\"github:*\"]\n",
        origin.ca_pem_path().display()
    );
    Config::parse(&yaml, Path::new("bench.yaml"), dir).unwrap()
}

async fn decide_ns(p: &Pipeline, rounds: usize) -> f64 {
    let target = p.admit(Entry::Connect("api.github.com:443")).unwrap();
    let conn = Conn::new(target, "127.0.0.1:1".parse().unwrap(), None);
    let mut samples = Vec::new();
    for _ in 0..rounds {
        let per = 2_000;
        let t = Instant::now();
        for _ in 0..per {
            let req = Request::get("/repos/acme/widgets")
                .header("host", "api.github.com")
                .header("x-wirepass-user", "alice")
                .body(Full::new(Bytes::new()))
                .unwrap();
            let mut record = Record::of(&conn, &req);
            let d = p.decide(&conn, req, &mut record, Run::Live).await;
            assert!(d.outcome.is_ok(), "{:?}", d.outcome.err());
            black_box(d.found);
        }
        samples.push(t.elapsed().as_nanos() as f64 / per as f64);
    }
    median_ns(&mut samples)
}

#[tokio::main]
async fn main() {
    let dir = tempfile::tempdir().unwrap();
    let mut f = Fixtures::default();
    for u in 0..40 {
        f.github_users.insert(format!("user{u}"));
    }
    f.github_users.insert("alice".into());
    for r in 0..200 {
        let members = (0..40)
            .filter(|u| (u + r) % 3 != 0)
            .map(|u| {
                (
                    format!("user{u}"),
                    if (u + r) % 3 == 1 { "write" } else { "read" }.to_string(),
                )
            })
            .chain([("alice".to_string(), "maintain".to_string())])
            .collect();
        f.github_repos.insert(format!("acme/r{r}"), members);
    }
    f.github_repos.insert(
        "acme/widgets".into(),
        [("alice".into(), "maintain".into())].into(),
    );
    let apis = Arc::new(Apis::new(f));
    let origin = Origin::start(OriginOptions {
        ca_dir: dir.path().to_path_buf(),
        apis: Some(apis.clone()),
        ..OriginOptions::default()
    })
    .await
    .unwrap();

    // 1. One cached ask.
    let with = config(&origin, dir.path(), true);
    let transport = wirepass::proxy::check_transport(&with).unwrap();
    let router = stages::router(&with).unwrap();
    let checks: Checks = stages::checks(&with, &router, true).unwrap();
    checks.connect(&transport);
    let m = Mapped {
        service: "github".into(),
        action: "repos.get".into(),
        resource: "repo:acme/widgets".into(),
        effect: Effect::Read,
        destructive: false,
        level: Some("read".into()),
        spelling: Spelling::Folded,
    };
    let ask = Ask {
        user: "alice",
        groups: &[],
        mapped: &m,
        method: &Method::GET,
        path: "/repos/acme/widgets",
        query: None,
    };
    checks.check(&ask).await.unwrap();
    let mut samples = Vec::new();
    for _ in 0..30 {
        let per = 20_000;
        let t = Instant::now();
        for _ in 0..per {
            black_box(checks.check(&ask).await.unwrap());
        }
        samples.push(t.elapsed().as_nanos() as f64 / per as f64);
    }
    println!(
        "cached ask (Checks::check):          {:>8.0} ns",
        median_ns(&mut samples)
    );

    // 2. The decide phase with and without the check.
    let p_with = Pipeline::new(&with).unwrap();
    p_with.checks().connect(&transport);
    let p_without = Pipeline::new(&config(&origin, dir.path(), false)).unwrap();
    let _ = decide_ns(&p_with, 1).await; // primes the cache
                                         // Rounds alternate, so a busy neighbour slows both sides alike.
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for _ in 0..40 {
        a.push(decide_ns(&p_without, 1).await);
        b.push(decide_ns(&p_with, 1).await);
    }
    let (a, b) = (median_ns(&mut a), median_ns(&mut b));
    println!("decide, no live check:               {:>8.0} ns", a);
    println!("decide, live check answered cached:  {:>8.0} ns", b);
    println!(
        "a cached decision adds:              {:>8.2} µs",
        (b - a) / 1000.0
    );

    // 3. A mixed run.
    let (_, c) = checks.checkers().next().unwrap();
    let (h0, m0) = (c.answers().hits(), c.answers().misses());
    let calls0 = apis.calls("github.permission");
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    };
    let total = 20_000;
    let t = Instant::now();
    for _ in 0..total {
        let u = next(40);
        // 80% of a user's requests go to their own five repositories.
        let r = if next(10) < 8 {
            (u * 5 + next(5)) % 200
        } else {
            next(200)
        };
        let (action, effect, level, destructive) = match next(20) {
            0 => ("pulls.merge", Effect::Write, "write", true),
            1..=4 => ("issues.create", Effect::Write, "write", false),
            _ => ("repos.get", Effect::Read, "read", false),
        };
        let m = Mapped {
            service: "github".into(),
            action: action.into(),
            resource: format!("repo:acme/r{r}"),
            effect,
            destructive,
            level: Some(level.into()),
            spelling: Spelling::Folded,
        };
        let user = format!("user{u}");
        let ask = Ask {
            user: &user,
            groups: &[],
            mapped: &m,
            method: &Method::GET,
            path: "/",
            query: None,
        };
        let _ = black_box(checks.check(&ask).await);
    }
    let hits = c.answers().hits() - h0;
    let misses = c.answers().misses() - m0;
    println!(
        "mixed run: {total} asks in {:.2} s, hit rate {:.1}% ({hits} hits, {misses} misses), {} calls to GitHub",
        t.elapsed().as_secs_f64(),
        100.0 * hits as f64 / (hits + misses) as f64,
        apis.calls("github.permission") - calls0
    );
}
