//! Scanner throughput, printed in MB/s (run manually, never in tests):
//! `cargo run --release --example scan_throughput [MIB] [CASE]` (CASE: only that line).
//! Clean text: source code, JSON and prose; secret-dense text: a fake credential every
//! ~200 bytes; and the streaming upload filter over the JSON in 16 KiB chunks.
//! `... scan_throughput 1 per-rule [RULE]` prints each rule's cost per credential in the
//! dense text's unit instead, costliest first: where secret-dense time goes.

use std::sync::Arc;
use std::time::Instant;

use wirepass::scan::fake::{expand, Mode, Rng};
use wirepass::scan::stream::{Step, UploadScan, Window};
use wirepass::scan::Scanner;

const CODE: &str = "fn handle(req: &Request) -> Result<Response, Error> {\n    let user = req.header(\"x-user\").ok_or(Error::NoUser)?;\n    for item in items.iter().filter(|i| i.owner == user) { total += item.price * qty; }\n    // see https://docs.rs/http for the details of header maps\n}\n";
const JSON: &str = r#"{"id": 18273, "name": "widget", "tags": ["a", "b"], "price": 12.5, "owner": {"login": "octocat", "url": "https://api.github.com/users/octocat"}, "active": true},"#;
const PROSE: &str = "The proxy reads each request, maps it to an action on a resource and checks that action against the user the request is made for. Basic questions about keys and passwords belong in the handbook. ";

fn fill(unit: &str, size: usize) -> Vec<u8> {
    unit.as_bytes().iter().copied().cycle().take(size).collect()
}

/// CPU time this thread has run, in seconds (`/proc/thread-self/schedstat`): the machine
/// is shared, so MB/s per CPU-second is the per-core figure; wall-clock is printed too.
fn cpu_secs() -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<f64>().ok())
        .map_or(0.0, |ns| ns / 1e9)
}

/// Scans the text `data` makes, unless a CASE argument names another line.
fn measure(name: &str, s: &Scanner, data: impl FnOnce() -> Vec<u8>) {
    if !wanted(name) {
        return;
    }
    let data = data();
    let (t, c) = (Instant::now(), cpu_secs());
    let mut found = 0;
    let rounds = 3;
    for _ in 0..rounds {
        found = s.scan(&data).len();
    }
    report(name, data.len() * rounds, t, c, found);
}

fn report(name: &str, bytes: usize, t: Instant, c: f64, found: usize) {
    let mb = bytes as f64 / 1e6;
    println!(
        "{name:<14} {:>8.0} MB/s per CPU-second {:>8.0} MB/s wall  ({found} findings)",
        mb / (cpu_secs() - c),
        mb / t.elapsed().as_secs_f64()
    );
}

/// Whether the optional CASE argument selects `name`.
fn wanted(name: &str) -> bool {
    std::env::args().nth(2).is_none_or(|c| c == name)
}

fn main() {
    let mib: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(32);
    let size = mib << 20;
    let s = Scanner::new(Vec::new()).expect("rules compile");
    measure("code", &s, || fill(CODE, size));
    measure("json", &s, || fill(JSON, size));
    measure("prose", &s, || fill(PROSE, size));
    measure("secret-dense", &s, || {
        let mut dense = Vec::with_capacity(size / 4);
        let mut n = 0u64;
        while dense.len() < size / 4 {
            let rule = &s.rules()[(n as usize) % s.rules().len()];
            dense.extend_from_slice(PROSE.as_bytes());
            dense.extend_from_slice(
                expand(&rule.fake, Mode::Real, &mut Rng::new("bench", n)).as_bytes(),
            );
            dense.push(b'\n');
            n += 1;
        }
        dense
    });
    if std::env::args().nth(2).as_deref() == Some("per-rule") {
        per_rule(&s);
    }
    if !wanted("stream-json") {
        return;
    }
    let json = fill(JSON, size);
    let scanner = Arc::new(s);
    let (t, c) = (Instant::now(), cpu_secs());
    let mut scan = UploadScan::new(Window::new(scanner), None);
    let mut found = 0;
    for chunk in json.chunks(16 << 10) {
        if let Step::Go(_, hits) = scan.push(chunk) {
            found += hits.len();
        }
    }
    if let Step::Go(_, hits) = scan.finish() {
        found += hits.len();
    }
    report("stream-json", json.len(), t, c, found);
}

/// The scan cost of one credential of each rule in the dense text's unit (prose, then the
/// credential), the costliest first: where secret-dense time goes.
fn per_rule(s: &Scanner) {
    let mut costs: Vec<(f64, usize, usize, &str)> = s
        .rules()
        .iter()
        .filter(|rule| std::env::args().nth(3).is_none_or(|id| id == rule.id))
        .map(|rule| {
            let mut text = Vec::new();
            for n in 0..2000u64 {
                text.extend_from_slice(PROSE.as_bytes());
                text.extend_from_slice(
                    expand(&rule.fake, Mode::Real, &mut Rng::new("bench", n)).as_bytes(),
                );
                text.push(b'\n');
            }
            let found = s.scan(&text).len();
            let t = Instant::now();
            for _ in 0..5 {
                s.scan(&text);
            }
            let ns = t.elapsed().as_nanos() as f64 / 10_000.0;
            let prose = PROSE.len() + 1;
            let bytes = text.len() as f64 / 2000.0 - prose as f64;
            (ns, found, bytes as usize, rule.id.as_str())
        })
        .collect();
    costs.sort_by(|a, b| b.0.total_cmp(&a.0));
    for (ns, found, bytes, id) in costs {
        println!(
            "{id:<36} {ns:>7.0} ns per credential of {bytes:>4} bytes ({found} findings of 2000)"
        );
    }
}
