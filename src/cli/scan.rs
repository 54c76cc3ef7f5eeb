//! `wirepass scan`: finds credentials in a file or standard input and prints where they
//! are (`FILE:LINE:COL rule`, or JSON lines `{"rule","start","end"}`), never the value.
//! Exit 0 clean, 1 found, 2 error.

use std::io::{Read, Write};

use anyhow::Context;

use super::Status;
use wirepass::scan::Scanner;

/// Arguments of `wirepass scan`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// JSON lines `{"rule","start","end"}` (byte offsets) instead of `FILE:LINE:COL rule`.
    #[arg(long)]
    json: bool,
    /// List the rules (id, provider, description) and exit.
    #[arg(long)]
    rules: bool,
    /// The file to scan; `-` or nothing: standard input.
    file: Option<String>,
}

/// Runs `wirepass scan`.
pub fn run(args: Args) -> anyhow::Result<Status> {
    let scanner = Scanner::new(Vec::new()).context("building the scan rules")?;
    let mut out = std::io::stdout().lock();
    if args.rules {
        for r in scanner.rules() {
            writeln!(out, "{}\t{}\t{}", r.id, r.provider, r.description)?;
        }
        return Ok(Status::Ok);
    }
    let (name, data) = match args.file.as_deref() {
        None | Some("-") => {
            let mut buf = Vec::new();
            std::io::stdin()
                .read_to_end(&mut buf)
                .context("reading standard input")?;
            ("-".to_string(), buf)
        }
        Some(path) => (
            path.to_string(),
            std::fs::read(path).with_context(|| format!("reading {path}"))?,
        ),
    };
    let findings = scanner.scan(&data);
    for f in &findings {
        if args.json {
            writeln!(out, "{}", serde_json::to_string(f)?)?;
        } else {
            let (line, col) = line_col(&data, f.start);
            writeln!(out, "{name}:{line}:{col} {}", f.rule)?;
        }
    }
    out.flush()?;
    Ok(if findings.is_empty() {
        Status::Ok
    } else {
        Status::No
    })
}

/// 1-based line and column (in bytes) of a byte offset.
fn line_col(data: &[u8], offset: usize) -> (usize, usize) {
    let before = &data[..offset.min(data.len())];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let col = offset
        - before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1)
        + 1;
    (line, col)
}

#[cfg(test)]
mod tests {
    use super::line_col;

    #[test]
    fn lines_and_columns_are_one_based() {
        assert_eq!(line_col(b"abc", 0), (1, 1));
        assert_eq!(line_col(b"ab\ncd", 4), (2, 2));
    }
}
