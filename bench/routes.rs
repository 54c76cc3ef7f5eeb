//! Lookup benchmark: builds a ~1,000-route GitHub-shaped table (and every builtin table),
//! maps requests drawn from their own routes, and prints ns per lookup. Run manually:
//! `cargo bench --bench routes` (release) or `cargo bench --profile dev --bench routes`.

use std::fmt::Write as _;
use std::hint::black_box;
use std::path::Path;
use std::time::Instant;

use bytes::Bytes;
use http::Method;
use wirepass::request::BodyPrefix;
use wirepass::routes::template::Segment;
use wirepass::routes::{builtin, Active, RouteRequest, Router, Table};

const NOUNS: [&str; 12] = [
    "issues",
    "pulls",
    "branches",
    "releases",
    "hooks",
    "deployments",
    "environments",
    "actions",
    "checks",
    "commits",
    "labels",
    "milestones",
];

/// A table shaped like GitHub's REST API: deep `/repos/{owner}/{repo}/...` trees,
/// `/orgs/{org}/...`, `/users/{username}/...`, literals next to placeholders.
fn github_like() -> String {
    let mut y = String::from("version: 1\nservice: ghbench\nhosts: [bench.test]\nroutes:\n");
    let mut n = 0;
    let mut route = |y: &mut String, m: &str, p: &str, effect: &str| {
        n += 1;
        let _ = writeln!(y, "  - {{method: {m}, path: '{p}', action: 'a.r{n}', resource: 'x:{{owner}}', effect: {effect}}}");
    };
    for (i, noun) in NOUNS.iter().enumerate() {
        for k in 0..6 {
            let base = format!("/repos/{{owner}}/{{repo}}/{noun}{k}");
            route(&mut y, "GET", &base, "read");
            route(&mut y, "POST", &base, "write");
            route(&mut y, "GET", &format!("{base}/{{id}}"), "read");
            route(&mut y, "PATCH", &format!("{base}/{{id}}"), "write");
            route(&mut y, "DELETE", &format!("{base}/{{id}}"), "write");
            for sub in ["comments", "events", "reactions", "assignees", "timeline"] {
                route(&mut y, "GET", &format!("{base}/{{id}}/{sub}"), "read");
                route(&mut y, "POST", &format!("{base}/{{id}}/{sub}"), "write");
            }
            route(
                &mut y,
                "GET",
                &format!("{base}/{{id}}/files/{{path+}}"),
                "read",
            );
            if i == 0 {
                route(&mut y, "GET", &format!("{base}/search"), "read");
            }
        }
    }
    for top in ["orgs", "users", "enterprises", "teams"] {
        for k in 0..10 {
            let base = format!("/{top}/{{owner}}/thing{k}");
            for (m, p, e) in [
                ("GET", base.clone(), "read"),
                ("POST", base.clone(), "write"),
                ("GET", format!("{base}/{{id}}"), "read"),
                ("DELETE", format!("{base}/{{id}}"), "write"),
            ] {
                let _ = writeln!(y, "  - {{method: {m}, path: '{p}', action: 'b.{top}{k}{m}{}', resource: 'x:{{owner}}', effect: {e}}}", p.len());
            }
        }
    }
    y
}

/// A request for each route: placeholders filled, method taken from the route.
fn requests(table: &Table) -> Vec<(Method, String, String)> {
    let host = table
        .hosts
        .first()
        .cloned()
        .unwrap_or_else(|| "bench.test".into());
    table
        .routes
        .iter()
        .map(|r| {
            let mut path = String::new();
            for s in &r.segments {
                path.push('/');
                match s {
                    Segment::Literal(l) => path.push_str(l),
                    Segment::Param(_) => path.push_str("acme"),
                    Segment::Rest(_) => path.push_str("src/lib.rs"),
                }
            }
            if path.is_empty() {
                path.push('/');
            }
            let method = match &r.methods {
                wirepass::routes::table::Methods::List(l) => {
                    l.first().cloned().unwrap_or(Method::GET)
                }
                wirepass::routes::table::Methods::Any => Method::GET,
            };
            (method, r.host.clone().unwrap_or_else(|| host.clone()), path)
        })
        .collect()
}

fn bench(name: &str, table: Table) {
    let reqs = requests(&table);
    let routes = table.routes.len();
    let hosts = if table.hosts.is_empty() {
        vec!["bench.test".to_string()]
    } else {
        table.hosts.clone()
    };
    let Ok(router) = Router::from_tables(vec![Active {
        table,
        hosts,
        storage: Vec::new(),
    }]) else {
        println!("{name}: cannot index hosts");
        return;
    };
    let body = BodyPrefix {
        bytes: Bytes::new(),
        complete: true,
        trailers: None,
    };
    let rounds = (2_000_000 / reqs.len().max(1)).max(1);
    let cpu0 = thread_cpu_ticks();
    let start = Instant::now();
    for _ in 0..rounds {
        for (m, host, path) in &reqs {
            black_box(router.map_request(&RouteRequest {
                method: m,
                host,
                path,
                query: None,
                content_type: None,
                body: &body,
                memory: None,
            }));
        }
    }
    let n = rounds * reqs.len();
    let ns = start.elapsed().as_nanos() as f64 / n as f64;
    // CPU time of this thread (10 ms ticks): on a loaded machine wall time overstates.
    let cpu = match (cpu0, thread_cpu_ticks()) {
        (Some(a), Some(b)) => format!("{:>7.0} ns/lookup cpu", (b - a) as f64 * 1e7 / n as f64),
        _ => String::new(),
    };
    println!("{name:<12} {routes:>5} routes  {n:>8} lookups  {ns:>7.0} ns/lookup wall  {cpu}");
}

/// utime + stime of the current thread in clock ticks (Linux, 100 Hz), if readable.
fn thread_cpu_ticks() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    let after = stat.rsplit_once(')')?.1;
    let f: Vec<&str> = after.split_whitespace().collect();
    Some(f.get(11)?.parse::<u64>().ok()? + f.get(12)?.parse::<u64>().ok()?)
}

fn main() {
    let text = github_like();
    match Table::parse(&text, Path::new("ghbench.yaml")) {
        Ok(t) => bench("github-like", t),
        Err(e) => println!("github-like table does not load: {e}"),
    }
    for (name, text) in builtin::TABLES {
        match Table::parse(text, &builtin::source(name)) {
            Ok(t) => bench(name, t),
            Err(e) => println!("{name}: {e}"),
        }
    }
}
