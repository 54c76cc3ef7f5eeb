//! `wirepass scan` as a whole process, with numbers printed (run manually, never in tests):
//!
//! ```sh
//! cargo build --release && cargo run --release --example scan_cli -- [MIB] [TREE...]
//! ```
//!
//! 1. Writes a deterministic file of MIB MiB (default 64) of generated source code and
//!    JSON lines (escaped strings, URLs, hashes: what a repository holds) with a fake
//!    credential every 4 MiB, runs the release `wirepass scan` on it three times under
//!    `/usr/bin/time` and prints MB/s, peak RSS and the findings (expected: the number
//!    of fake credentials).
//! 2. Writes MIB MiB of real Rust sources (the `.rs` files under 200 KB in
//!    `~/.cargo/registry/src`, in path order, joined) and times `wirepass scan` on it the
//!    same way: the generated file is denser in hashes and escaped strings than sources
//!    are. Skipped when the registry is absent.
//! 3. On each TREE (default: this repository and `~/.cargo/registry/src`), runs
//!    `wirepass scan TREE` and `ripsecrets TREE` (from `PATH` or `~/.cargo/bin`; install it
//!    with `cargo install ripsecrets --locked`) and prints wall time, peak RSS and
//!    findings (lines of output) of each.
//!
//! `SCAN_CLI_FILE=PATH` writes the generated file to PATH and keeps it.

use std::ffi::OsStr;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use wirepass::scan::fake::{expand, Mode, Rng};
use wirepass::scan::Scanner;

const WORDS: &[&str] = &[
    "request", "session", "token", "header", "client", "server", "route", "value", "error",
    "retry", "buffer", "stream", "parse", "config", "policy", "audit", "window", "chunk",
];
const TYPES: &[&str] = &[
    "Request", "Response", "Config", "Session", "Route", "Buffer",
];
const HEX: &[u8] = b"0123456789abcdef";

fn word(r: &mut Rng) -> &'static str {
    WORDS[(r.next_u64() % WORDS.len() as u64) as usize]
}

fn words(r: &mut Rng, n: usize) -> String {
    (0..n).map(|_| word(r)).collect::<Vec<_>>().join(" ")
}

/// One line of Rust-like source code.
fn code_line(r: &mut Rng) -> String {
    let (a, b, c) = (word(r), word(r), word(r));
    let t = TYPES[(r.next_u64() % TYPES.len() as u64) as usize];
    let n = r.next_u64() % 10_000;
    match r.next_u64() % 9 {
        0 => format!("fn {a}_{b}(&self, {c}: &{t}) -> Result<{t}, Error> {{"),
        1 => format!("    let {a} = {b}.{c}_{a}({c}, {n});"),
        2 => format!("    // {}", words(r, 8)),
        3 => format!(
            "    if {a}.len() > {n} {{ return Err(Error::{t}(format!(\"{}: {{}}\\n\", {b}))); }}",
            words(r, 3)
        ),
        4 => format!("    let url = \"https://api.example.com/v2/{a}/{n}?page={b}&per_page=100\";"),
        5 => format!(
            "    const {}: &str = \"{}\";",
            a.to_uppercase(),
            r.pick(HEX, 40)
        ),
        6 => {
            format!("    for {a} in {b}.iter().filter(|x| x.{c} == {n}) {{ total += {a}.len(); }}")
        }
        7 => "}".to_string(),
        _ => format!("    tracing::debug!({a} = %{b}, \"{} done\");", words(r, 2)),
    }
}

/// One JSON line (an API record).
fn json_line(r: &mut Rng) -> String {
    let n = r.next_u64() % 1_000_000;
    format!(
        r#"{{"id": {n}, "name": "{}-{}", "sha": "{}", "created_at": "2024-0{}-1{}T12:34:56Z", "tags": ["{}", "{}"], "body": "{}\n\n{} \"{}\"", "url": "https://api.example.com/repos/{}/{}/issues/{n}", "score": {}.{}, "open": {}}}"#,
        word(r),
        word(r),
        r.pick(HEX, 40),
        1 + r.next_u64() % 9,
        r.next_u64() % 10,
        word(r),
        word(r),
        words(r, 6),
        words(r, 4),
        word(r),
        word(r),
        word(r),
        r.next_u64() % 100,
        r.next_u64() % 100,
        r.next_u64() % 2 == 0,
    )
}

/// Writes `size` bytes of code and JSON with a fake credential every 4 MiB; returns how
/// many credentials it holds.
fn generate(path: &Path, size: usize, scanner: &Scanner) -> std::io::Result<usize> {
    let mut r = Rng::new("scan_cli", 1);
    let mut f = std::io::BufWriter::new(std::fs::File::create(path)?);
    let (mut written, mut secrets, mut next_secret) = (0, 0, 1 << 21);
    let kinds = [
        "github-pat",
        "slack-bot-token",
        "stripe-secret-key",
        "npm-token",
    ];
    while written < size {
        let json = r.next_u64() % 2 == 0;
        for _ in 0..100 {
            let mut line = if json {
                json_line(&mut r)
            } else {
                code_line(&mut r)
            };
            if written >= next_secret {
                let id = kinds[secrets % kinds.len()];
                if let Some(rule) = scanner.rules().iter().find(|x| x.id == id) {
                    let fake = expand(&rule.fake, Mode::Real, &mut Rng::new(id, secrets as u64));
                    line = format!("    let key = \"{fake}\";");
                    secrets += 1;
                }
                next_secret += 4 << 20;
            }
            line.push('\n');
            f.write_all(line.as_bytes())?;
            written += line.len();
        }
    }
    f.flush()?;
    Ok(secrets)
}

/// Runs `wirepass scan file` three times, printing time, MB/s, peak RSS and findings.
fn rounds(wirepass: &Path, file: &Path, size: u64) {
    for round in 1..=3 {
        match timed(wirepass, &["scan".as_ref(), file.as_os_str()]) {
            Some(r) => println!(
                "  round {round}: {:>6.3} s  {:>6.0} MB/s  peak RSS {:>5.1} MiB  {} findings",
                r.secs,
                size as f64 / 1e6 / r.secs.max(0.001),
                r.rss_kib as f64 / 1024.0,
                r.lines
            ),
            None => println!("  round {round}: /usr/bin/time failed"),
        }
    }
}

/// Joins the `.rs` files under 200 KB below `root`, in path order, into `path` up to
/// `size` bytes; returns the bytes written.
fn join_sources(root: &Path, path: &Path, size: usize) -> std::io::Result<u64> {
    let mut files = Vec::new();
    let mut dirs = vec![root.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir)?.flatten() {
            let p = entry.path();
            match entry.file_type() {
                Ok(t) if t.is_dir() => dirs.push(p),
                Ok(t)
                    if t.is_file()
                        && p.extension() == Some(OsStr::new("rs"))
                        && entry.metadata().is_ok_and(|m| m.len() < 200_000) =>
                {
                    files.push(p)
                }
                _ => {}
            }
        }
    }
    files.sort();
    let mut out = std::io::BufWriter::new(std::fs::File::create(path)?);
    let mut written = 0;
    for f in files {
        if written >= size {
            break;
        }
        let bytes = std::fs::read(f)?;
        let take = bytes.len().min(size - written);
        out.write_all(&bytes[..take])?;
        written += take;
    }
    out.flush()?;
    Ok(written as u64)
}

/// A run's wall time (s), peak RSS (KiB) and lines of output.
struct Run {
    secs: f64,
    rss_kib: u64,
    lines: usize,
}

/// Runs `program args` under `/usr/bin/time`, standard output counted in lines.
fn timed(program: &Path, args: &[&OsStr]) -> Option<Run> {
    let dir = tempfile::tempdir().ok()?;
    let times = dir.path().join("time");
    let out = Command::new("/usr/bin/time")
        .arg("-f")
        .arg("%e %M")
        .arg("-o")
        .arg(&times)
        .arg(program)
        .args(args)
        .stderr(Stdio::null())
        .output()
        .ok()?;
    let t = std::fs::read_to_string(&times).ok()?;
    let mut last = t.lines().last()?.split_whitespace();
    Some(Run {
        secs: last.next()?.parse().ok()?,
        rss_kib: last.next()?.parse().ok()?,
        lines: out.stdout.iter().filter(|&&b| b == b'\n').count(),
    })
}

fn home() -> PathBuf {
    PathBuf::from(std::env::var_os("HOME").unwrap_or_default())
}

/// `ripsecrets` on `PATH` or in `~/.cargo/bin`.
fn ripsecrets() -> Option<PathBuf> {
    let installed = home().join(".cargo/bin/ripsecrets");
    if installed.is_file() {
        return Some(installed);
    }
    let ok = Command::new("ripsecrets")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    ok.then(|| PathBuf::from("ripsecrets"))
}

fn main() {
    let mut args = std::env::args().skip(1);
    let mib: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(64);
    let mut trees: Vec<PathBuf> = args.map(PathBuf::from).collect();
    if trees.is_empty() {
        trees.push(PathBuf::from(env!("CARGO_MANIFEST_DIR")));
        trees.push(home().join(".cargo/registry/src"));
    }
    let exe = std::env::current_exe().expect("the example's own path");
    // target/release/examples/scan_cli -> target/release/wirepass
    let wirepass = exe
        .parent()
        .and_then(Path::parent)
        .map(|d| d.join("wirepass"))
        .filter(|p| p.is_file())
        .expect("build the release binary first: cargo build --release");
    let scanner = Scanner::new(Vec::new()).expect("rules compile");
    let dir = tempfile::tempdir().expect("a temporary directory");
    // SCAN_CLI_FILE=PATH keeps the generated file there (to profile a run on it).
    let file = std::env::var_os("SCAN_CLI_FILE")
        .map_or_else(|| dir.path().join("code-and-json.txt"), PathBuf::from);
    let secrets = generate(&file, mib << 20, &scanner).expect("writing the input");
    let size = std::fs::metadata(&file).map_or(0, |m| m.len());
    println!(
        "file: {:.1} MB of code and JSON, {secrets} fake credentials ({})",
        size as f64 / 1e6,
        wirepass.display()
    );
    rounds(&wirepass, &file, size);
    let sources = dir.path().join("rust-sources.txt");
    match join_sources(&home().join(".cargo/registry/src"), &sources, mib << 20) {
        Ok(size) if size > 0 => {
            println!("file: {:.1} MB of registry Rust sources", size as f64 / 1e6);
            rounds(&wirepass, &sources, size);
        }
        _ => println!("file: no Rust sources under ~/.cargo/registry/src"),
    }
    let rs = ripsecrets();
    for tree in trees.iter().filter(|t| t.is_dir()) {
        println!("tree: {}", tree.display());
        let mut tools = vec![("wirepass", wirepass.clone(), vec!["scan".as_ref()])];
        match &rs {
            Some(p) => tools.push(("ripsecrets", p.clone(), vec![])),
            None => println!("  ripsecrets: not installed (cargo install ripsecrets --locked)"),
        }
        for (name, program, mut args) in tools {
            args.push(tree.as_os_str());
            match timed(&program, &args) {
                Some(r) => println!(
                    "  {name:<10} {:>7.2} s  peak RSS {:>6.1} MiB  {} findings",
                    r.secs,
                    r.rss_kib as f64 / 1024.0,
                    r.lines
                ),
                None => println!("  {name:<10} failed to run"),
            }
        }
    }
}
