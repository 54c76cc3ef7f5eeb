//! `wirepass audit`: checks and reads the hash-chained audit log.
//!
//! - `verify FILE...` (oldest first; rotated files then the current one): exit 0 and
//!   `N events, chain intact, tip HASH`, or exit 1 and `FILE:LINE: chain broken: why` for the
//!   first break. `--tip HASH` also checks the log still ends where an anchor says.
//! - `tip FILE...`: the hash of the last line of an intact chain, for anchoring elsewhere.
//! - `show [--user U] [--code C] [--since 1h] [--json] FILE...`: the matching events as a
//!   table (or their JSON lines as written).

use std::io::Write;
use std::path::PathBuf;

use anyhow::Context;
use wirepass::audit::chain::{self, Break, Intact};

use super::Status;

/// Arguments of `wirepass audit`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, clap::Subcommand)]
enum Command {
    /// Check the hash chain (exit 0 intact, 1 broken, with the first broken line).
    Verify {
        /// The log's files, oldest first (`audit.jsonl.1 audit.jsonl.2 audit.jsonl`).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// The hash the log must end with (a tip anchored earlier): catches lines cut off
        /// its end, which no chain can show by itself.
        #[arg(long, value_name = "HASH")]
        tip: Option<String>,
    },
    /// Print the hash of the last line of an intact chain.
    Tip {
        /// The log's files, oldest first.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Print events as a table, filtered.
    Show {
        /// Only events of this session user.
        #[arg(long)]
        user: Option<String>,
        /// Only events with this refusal code.
        #[arg(long)]
        code: Option<String>,
        /// Only events newer than this (`30m`, `1h`, `2d`).
        #[arg(long, value_name = "DURATION")]
        since: Option<String>,
        /// The matching lines as written (JSON lines) instead of a table.
        #[arg(long)]
        json: bool,
        /// The log's files, oldest first.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
}

/// Runs `wirepass audit`.
pub fn run(args: Args) -> anyhow::Result<Status> {
    let mut out = std::io::stdout().lock();
    match args.command {
        Command::Verify { files, tip } => {
            let intact = match check(&files)? {
                Ok(i) => i,
                Err(msg) => {
                    writeln!(out, "{msg}")?;
                    return Ok(Status::No);
                }
            };
            let got = intact.tip.as_deref().unwrap_or("none");
            if let Some(want) = tip.filter(|t| t != got) {
                writeln!(
                    out,
                    "{} events, chain intact, but its tip is {got}, not the anchored {want}: \
                     lines were removed from its end, or the anchor is of another log",
                    intact.events
                )?;
                return Ok(Status::No);
            }
            write!(out, "{} events, chain intact, tip {got}", intact.events)?;
            if let Some(c) = &intact.continues {
                write!(out, " (continues {c})")?;
            }
            writeln!(out)?;
            Ok(Status::Ok)
        }
        Command::Tip { files } => match check(&files)? {
            Ok(Intact { tip: Some(t), .. }) => {
                writeln!(out, "{t}")?;
                Ok(Status::Ok)
            }
            Ok(_) => anyhow::bail!("the log is empty: no tip"),
            Err(msg) => {
                writeln!(out, "{msg}")?;
                Ok(Status::No)
            }
        },
        Command::Show {
            user,
            code,
            since,
            json,
            files,
        } => {
            let after = match since {
                Some(s) => {
                    let d = wirepass::duration::parse(&s, &wirepass::duration::Grammar::TTL)
                        .with_context(|| format!("--since {s}"))?;
                    let t = time::OffsetDateTime::now_utc()
                        - time::Duration::try_from(d).context("--since is too long")?;
                    Some(wirepass::pipeline::end::rfc3339(t))
                }
                None => None,
            };
            let filter = Filter { user, code, after };
            if !json {
                writeln!(
                    out,
                    "{:<24} {:<20} {:<13} {:<20} {:>6}  REQUEST",
                    "TS", "USER", "DECISION", "CODE", "STATUS"
                )?;
            }
            for path in &files {
                let bytes = read(path)?;
                for line in bytes.split(|&b| b == b'\n').filter(|l| !l.is_empty()) {
                    let Ok(v) = serde_json::from_slice::<serde_json::Value>(line) else {
                        continue;
                    };
                    if !filter.keeps(&v) {
                        continue;
                    }
                    if json {
                        out.write_all(line)?;
                        writeln!(out)?;
                    } else {
                        writeln!(out, "{}", row(&v))?;
                    }
                }
            }
            out.flush()?;
            Ok(Status::Ok)
        }
    }
}

fn read(path: &PathBuf) -> anyhow::Result<Vec<u8>> {
    std::fs::read(path).with_context(|| format!("reading {}", path.display()))
}

/// Verifies the files in order; `Err` is the first break, ready to print.
fn check(files: &[PathBuf]) -> anyhow::Result<Result<Intact, String>> {
    let mut v = chain::Verifier::default();
    for (i, path) in files.iter().enumerate() {
        let bytes = read(path)?;
        if let Err(Break { line, why, .. }) = v.file(i, &bytes) {
            return Ok(Err(format!(
                "{}:{line}: chain broken: {why}",
                path.display()
            )));
        }
    }
    Ok(Ok(v.finish()))
}

/// What `show` keeps.
struct Filter {
    user: Option<String>,
    code: Option<String>,
    /// Events at or after this timestamp (same format, so strings compare as times).
    after: Option<String>,
}

impl Filter {
    fn keeps(&self, v: &serde_json::Value) -> bool {
        let is = |key: &str, want: &Option<String>| {
            want.as_deref()
                .is_none_or(|w| v.get(key).and_then(|x| x.as_str()) == Some(w))
        };
        let recent = self
            .after
            .as_deref()
            .is_none_or(|a| v.get("ts").and_then(|t| t.as_str()).is_some_and(|t| t >= a));
        is("user", &self.user) && is("code", &self.code) && recent
    }
}

/// One table row: a request event, or a chain event (`chain_resumed`, `chain_rotated`).
fn row(v: &serde_json::Value) -> String {
    let s = |key: &str| v.get(key).and_then(|x| x.as_str()).unwrap_or("-");
    if let Some(kind) = v.get("event").and_then(|x| x.as_str()) {
        return format!("{:<24} {:<20} {kind}", s("ts"), "-");
    }
    let mut request = format!("{} {}{}", s("method"), s("host"), s("path"));
    if let Some(a) = v.get("action").and_then(|x| x.as_str()) {
        request.push_str(&format!("  {a} on {}", s("resource")));
    }
    let status = v.get("status").and_then(|x| x.as_u64()).unwrap_or(0);
    format!(
        "{:<24} {:<20} {:<13} {:<20} {:>6}  {request}",
        s("ts"),
        s("user"),
        s("decision"),
        s("code"),
        status
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn show_filters_by_user_code_and_time() {
        let v = serde_json::json!({"ts": "2026-01-02T00:00:00.000Z", "user": "alice",
            "code": "not_permitted"});
        let f = |user: Option<&str>, code: Option<&str>, after: Option<&str>| Filter {
            user: user.map(str::to_string),
            code: code.map(str::to_string),
            after: after.map(str::to_string),
        };
        assert!(f(None, None, None).keeps(&v));
        assert!(f(Some("alice"), Some("not_permitted"), None).keeps(&v));
        assert!(!f(Some("bob"), None, None).keeps(&v));
        assert!(!f(None, Some("rate_limited"), None).keeps(&v));
        assert!(f(None, None, Some("2026-01-01T23:00:00.000Z")).keeps(&v));
        assert!(!f(None, None, Some("2026-01-02T00:00:00.001Z")).keeps(&v));
    }
}
