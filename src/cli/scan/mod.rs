//! `wirepass scan`: finds credentials in files, directories or standard input and prints
//! where they are (`FILE:LINE:COL rule`, or JSON lines `{"rule","start","end","file",
//! "line","col"}`), never the value. Exit 0 clean, 1 found, 2 error (an error wins over
//! findings: a path that could not be scanned leaves the answer incomplete).
//!
//! Inputs stream through the proxy's scanner in chunks ([`wirepass::scan::reader`]), so
//! memory does not grow with a file's size. Directories are walked by [`walk`]: in
//! parallel, honouring `.gitignore`, skipping binary files, output in path order.

mod walk;

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::Context;

use super::Status;
use wirepass::scan::reader::{self, Placed, CHUNK};
use wirepass::scan::Scanner;

/// The most threads `wirepass scan` runs unless told (`-j`): the scanner's tables (about
/// 44 MiB with every rule's regex compiled) are shared, but each thread's lazy automata
/// fill caches of their own, up to about 6 MiB on a tree that meets every rule (this
/// repository's corpora); four threads kept the peak RSS under 64 MB on every input
/// measured (62 MiB on this repository, the most varied).
const DEFAULT_THREADS_MAX: usize = 4;

/// Arguments of `wirepass scan`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// JSON lines `{"rule","start","end","file","line","col"}` (byte offsets) instead of
    /// `FILE:LINE:COL rule`.
    #[arg(long)]
    json: bool,
    /// List the rules (id, provider, description) and exit.
    #[arg(long)]
    rules: bool,
    /// In directories, scan files that `.gitignore`, `.ignore` and `.git/info/exclude`
    /// exclude too.
    #[arg(long)]
    no_ignore: bool,
    /// Files scanned at once (default: one a core, at most 4, which bounds the peak RSS;
    /// each thread adds up to about 6 MiB).
    #[arg(long, short = 'j', value_name = "N")]
    threads: Option<usize>,
    /// Bytes read and scanned at a time (tests make it small to cut secrets).
    #[arg(long, hide = true, default_value_t = CHUNK)]
    chunk_bytes: usize,
    /// Files and directories to scan (directories recursively); `-` or nothing: standard
    /// input.
    paths: Vec<PathBuf>,
}

/// How findings are written.
#[derive(Debug, Clone, Copy)]
pub(super) struct Format {
    json: bool,
}

impl Format {
    /// One line for a finding in `file`.
    fn write(
        self,
        out: &mut dyn Write,
        scanner: &Scanner,
        file: &str,
        p: &Placed,
    ) -> io::Result<()> {
        let rule = scanner.rules()[p.hit.rule].id.as_str();
        if self.json {
            let line = serde_json::json!({
                "rule": rule,
                "start": p.hit.start,
                "end": p.hit.end,
                "file": file,
                "line": p.line,
                "col": p.col,
            });
            writeln!(out, "{line}")
        } else {
            writeln!(out, "{file}:{}:{} {rule}", p.line, p.col)
        }
    }
}

/// Runs `wirepass scan`.
pub fn run(args: Args) -> anyhow::Result<Status> {
    let scanner = Scanner::new(Vec::new()).context("building the scan rules")?;
    if args.rules {
        let mut out = io::stdout().lock();
        for r in scanner.rules() {
            writeln!(out, "{}\t{}\t{}", r.id, r.provider, r.description)?;
        }
        out.flush()?;
        return Ok(Status::Ok);
    }
    // Left to the process's exit to free: dropping the rules' automata and syntax trees
    // one by one cost an eighth of a short scan's start-up.
    let scanner = std::mem::ManuallyDrop::new(Arc::new(scanner));
    let format = Format { json: args.json };
    let chunk = args.chunk_bytes.max(1);
    let mut paths = args.paths;
    if paths.is_empty() {
        paths.push(PathBuf::from("-"));
    }
    let threads = args
        .threads
        .unwrap_or_else(|| {
            std::thread::available_parallelism()
                .map_or(1, std::num::NonZeroUsize::get)
                .min(DEFAULT_THREADS_MAX)
        })
        .max(1);
    let totals = match paths.as_slice() {
        // One stream: scanned here (a large file in parts, one a thread), each finding
        // written as it is settled.
        [one] if one.as_os_str() == "-" => {
            one_stream(&scanner, format, chunk, "-", &mut io::stdin().lock())?
        }
        [one] if !one.is_dir() => one_file(&scanner, format, chunk, threads, one)?,
        _ => {
            let opts = walk::Options {
                format,
                chunk,
                no_ignore: args.no_ignore,
                threads,
            };
            walk::run(&scanner, &paths, opts)?
        }
    };
    if totals.errors > 0 {
        anyhow::bail!(
            "{} path(s) could not be scanned ({} finding(s) printed)",
            totals.errors,
            totals.found
        );
    }
    Ok(if totals.found > 0 {
        Status::No
    } else {
        Status::Ok
    })
}

/// What a scan came to.
#[derive(Debug, Default, Clone, Copy)]
pub(super) struct Totals {
    pub found: usize,
    pub errors: usize,
}

/// Scans one file named on the command line: a regular file in parts at once, as many as
/// its size makes worth a thread ([`reader::scan_parts`]; one for a small file), anything
/// else (a pipe, a device) as one stream.
fn one_file(
    scanner: &Arc<Scanner>,
    format: Format,
    chunk: usize,
    threads: usize,
    path: &Path,
) -> anyhow::Result<Totals> {
    let name = path.display().to_string();
    let mut file = std::fs::File::open(path).with_context(|| name.clone())?;
    let meta = file.metadata().with_context(|| name.clone())?;
    if !meta.is_file() {
        return one_stream(scanner, format, chunk, &name, &mut file);
    }
    let len = usize::try_from(meta.len()).unwrap_or(usize::MAX);
    written(scanner, format, &name, |found| {
        reader::scan_parts(scanner, &file, len, threads, chunk, found)
    })
}

/// Scans one stream (standard input, a pipe) named `name`.
fn one_stream(
    scanner: &Arc<Scanner>,
    format: Format,
    chunk: usize,
    name: &str,
    input: &mut dyn io::Read,
) -> anyhow::Result<Totals> {
    written(scanner, format, name, |found| {
        let mut buf = vec![0; chunk];
        let filled = reader::read_full(input, &mut buf)?;
        reader::scan_read(scanner.clone(), input, &mut buf, filled, found)
    })
}

/// Runs `scan` on the input `name`, writing each finding it hands over as it comes.
fn written(
    scanner: &Scanner,
    format: Format,
    name: &str,
    scan: impl FnOnce(&mut dyn FnMut(Placed) -> io::Result<()>) -> io::Result<()>,
) -> anyhow::Result<Totals> {
    let mut out = io::BufWriter::new(io::stdout().lock());
    let mut found = 0;
    let scanned = scan(&mut |p| {
        found += 1;
        format.write(&mut out, scanner, name, &p)
    });
    // A write that failed is the output's error (a closed pipe ends quietly); a read
    // that failed is the input's.
    scanned.with_context(|| name.to_string())?;
    out.flush()?;
    Ok(Totals { found, errors: 0 })
}
