//! `wirepass entitlements`: checks and compares entitlements files (made by `wirepass run
//! --record FILE`, enforced by `wirepass run --entitlements FILE`).
//!
//! - `validate FILE...`: exit 0 and `FILE: ok (…)` for each, or exit 1 and
//!   `FILE:LINE:COL: what is wrong` for the first error of each file that has one.
//! - `diff OLD NEW`: one line per change, `+` added, `-` removed, `~` widened (a new glob
//!   covering old entries), then a count; exit 0 when both allow the same, 1 when they
//!   differ, 2 when either cannot be read.

use std::io::Write;
use std::path::PathBuf;

use wirepass::entitlements::{diff, file};

use super::Status;

/// Arguments of `wirepass entitlements`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, clap::Subcommand)]
enum Command {
    /// Compare two files as permissions (exit 0 same, 1 different, 2 unreadable).
    Diff {
        /// The file before.
        old: PathBuf,
        /// The file after.
        new: PathBuf,
    },
    /// Check files (exit 0 valid, 1 with `FILE:LINE:COL` of an error).
    Validate {
        /// The files to check.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
}

/// Runs `wirepass entitlements`.
pub fn run(args: Args) -> anyhow::Result<Status> {
    let mut out = std::io::stdout().lock();
    match args.command {
        Command::Diff { old, new } => {
            let (old, new) = (file::load(&old)?, file::load(&new)?);
            let d = diff::diff(&old, &new);
            write!(out, "{d}")?;
            writeln!(
                out,
                "{} added, {} removed, {} widened",
                d.added.len(),
                d.removed.len(),
                d.widened.len()
            )?;
            Ok(if d.is_empty() { Status::Ok } else { Status::No })
        }
        Command::Validate { files } => {
            let mut failed = false;
            for f in &files {
                match file::load(f) {
                    Ok(e) => writeln!(
                        out,
                        "{}: ok ({} users, {} entries, {} unmapped)",
                        f.display(),
                        e.users.len(),
                        e.len() - e.unmapped.len(),
                        e.unmapped.len()
                    )?,
                    Err(e) => {
                        failed = true;
                        writeln!(out, "{e}")?;
                    }
                }
            }
            Ok(if failed { Status::No } else { Status::Ok })
        }
    }
}
