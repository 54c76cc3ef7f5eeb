//! Scanning many paths at once: a walker lists the files (directories recursively, in
//! path order, honouring `.gitignore`), a pool of workers scans them, and the output is
//! written in the walker's order, one file's lines together, so it reads the same on any
//! number of cores and never interleaves. A file's lines wait in memory until the files
//! before it are written: they are findings (a rule and a place), never the file's bytes,
//! and at most [`IN_FLIGHT`] files a thread are between the walker and the writer.
//!
//! Decisions: a file named on the command line is scanned whatever it holds and whatever
//! ignores it (it was asked for); files found in a directory are skipped when a
//! `.gitignore` (or `.ignore`, `.git/info/exclude`, the global git excludes) excludes
//! them (unless `--no-ignore`) or when they look binary: a NUL byte in their first 8 KiB,
//! the test git and ripgrep use, unless the NULs only separate lines of text (a
//! `/proc/PID/environ`, `find -print0`'s list), where secrets are as they are in `.env`.
//! Hidden files are scanned (`.env` is where secrets live); `.git` directories are not.
//! Symbolic links found in a directory are not followed.

use std::collections::BTreeMap;
use std::fs::File;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};

use wirepass::scan::reader;
use wirepass::scan::Scanner;

use super::{Format, Totals};

/// Files a worker thread may be ahead of the writer (queued, being scanned, or done and
/// waiting for an earlier one): a large file keeps its place without the small ones
/// after it piling up in memory.
const IN_FLIGHT: usize = 16;

/// Bytes looked at for a NUL to call a file binary (git's and ripgrep's figure).
const BINARY_PROBE: usize = 8 << 10;

/// How the walk and the scans run.
#[derive(Debug, Clone, Copy)]
pub(super) struct Options {
    pub format: Format,
    pub chunk: usize,
    pub no_ignore: bool,
    pub threads: usize,
}

/// One thing to scan, in the order its output is written.
enum Job {
    Stdin,
    /// `explicit`: named on the command line (scanned even if it looks binary).
    File {
        path: PathBuf,
        explicit: bool,
    },
    /// The walk could not read something: reported in its place.
    Failed(String),
}

/// What scanning one job gave: its output lines, how many findings, an error.
#[derive(Default)]
struct Outcome {
    out: Vec<u8>,
    found: usize,
    error: Option<String>,
}

/// Scans `paths` with `opts.threads` workers; findings on standard output, errors on
/// standard error, each in the order of the walk.
pub(super) fn run(scanner: &Arc<Scanner>, paths: &[PathBuf], opts: Options) -> io::Result<Totals> {
    let in_flight = opts.threads * IN_FLIGHT;
    let (job_tx, job_rx) = mpsc::sync_channel::<(usize, Job)>(in_flight);
    // One token a file in flight: the walker takes one before it sends a job, the writer
    // gives it back when the job's outcome is written.
    let (token_tx, token_rx) = mpsc::sync_channel::<()>(in_flight);
    for _ in 0..in_flight {
        let _ = token_tx.send(());
    }
    let (done_tx, done_rx) = mpsc::channel::<(usize, Outcome)>();
    let job_rx = Mutex::new(job_rx);
    std::thread::scope(|s| {
        s.spawn(|| walk(paths, opts, job_tx, token_rx));
        for _ in 0..opts.threads {
            let done_tx = done_tx.clone();
            let job_rx = &job_rx;
            s.spawn(move || {
                let mut buf = vec![0; opts.chunk];
                loop {
                    let next = match job_rx.lock() {
                        Ok(rx) => rx.recv(),
                        Err(_) => break,
                    };
                    let Ok((seq, job)) = next else { break };
                    let outcome = scan_job(scanner, job, opts, &mut buf);
                    if done_tx.send((seq, outcome)).is_err() {
                        break; // the writer stopped (a closed pipe)
                    }
                }
            });
        }
        drop(done_tx);
        // Returning drops the receiver, so workers and walker stop at their next send.
        write_in_order(done_rx, token_tx)
    })
}

/// Writes each outcome when all before it are written.
fn write_in_order(
    done: mpsc::Receiver<(usize, Outcome)>,
    tokens: mpsc::SyncSender<()>,
) -> io::Result<Totals> {
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut totals = Totals::default();
    let mut waiting = BTreeMap::new();
    let mut next = 0;
    for (seq, outcome) in done {
        waiting.insert(seq, outcome);
        while let Some(o) = waiting.remove(&next) {
            out.write_all(&o.out)?;
            totals.found += o.found;
            if let Some(e) = o.error {
                // Findings before it go out first, so the two streams read in order.
                out.flush()?;
                totals.errors += 1;
                eprintln!("wirepass: {e}");
            }
            next += 1;
            let _ = tokens.try_send(());
        }
    }
    out.flush()?;
    Ok(totals)
}

/// Sends every job of `paths`, numbered in order.
fn walk(
    paths: &[PathBuf],
    opts: Options,
    jobs: mpsc::SyncSender<(usize, Job)>,
    tokens: mpsc::Receiver<()>,
) {
    let mut seq = 0;
    let mut send = |job: Job| {
        // No token: the writer stopped (a closed pipe).
        let sent = tokens.recv().is_ok() && jobs.send((seq, job)).is_ok();
        seq += 1;
        sent
    };
    for path in paths {
        let sent = if path.as_os_str() == "-" {
            send(Job::Stdin)
        } else if path.is_dir() {
            walk_dir(path, opts, &mut send)
        } else {
            send(Job::File {
                path: path.clone(),
                explicit: true,
            })
        };
        if !sent {
            return;
        }
    }
}

/// Sends the files under `dir`; false once nobody takes them.
fn walk_dir(dir: &Path, opts: Options, send: &mut impl FnMut(Job) -> bool) -> bool {
    let walker = ignore::WalkBuilder::new(dir)
        .standard_filters(!opts.no_ignore)
        .hidden(false)
        // A tree's .gitignore says what is not source, in a repository or not.
        .require_git(false)
        .filter_entry(|e| e.file_name() != ".git")
        .sort_by_file_name(|a, b| a.cmp(b))
        .build();
    for entry in walker {
        let job = match entry {
            Ok(e) if e.file_type().is_some_and(|t| t.is_file()) => Job::File {
                path: e.into_path(),
                explicit: false,
            },
            Ok(_) => continue,
            Err(e) => Job::Failed(e.to_string()),
        };
        if !send(job) {
            return false;
        }
    }
    true
}

/// Whether a file that starts with `probe` is binary: a NUL in it, unless the NULs are
/// separators between lines of text (`/proc/PID/environ`, `find -print0`): UTF-8 (a
/// character cut by the probe's end aside) with no control byte but tabs and line
/// breaks, no two NULs together, and text four bytes a NUL or more; or the text is
/// written two or four bytes a character (UTF-16, UTF-32: PowerShell's `>`, a `.reg`
/// export), which the scanner reads without its NULs. An archive's symbol table
/// (NUL-separated names after binary offsets) is binary.
fn looks_binary(probe: &[u8]) -> bool {
    let nuls = memchr::memchr_iter(0, probe).count();
    if nuls == 0 || wirepass::scan::decode::wide_text(probe) {
        return false;
    }
    let control = probe
        .iter()
        .any(|&b| (b < 0x20 && !matches!(b, 0 | b'\t' | b'\n' | b'\r')) || b == 0x7f);
    let utf8 = match std::str::from_utf8(probe) {
        Ok(_) => true,
        Err(e) => e.error_len().is_none(),
    };
    control
        || !utf8
        || memchr::memmem::find(probe, b"\0\0").is_some()
        || probe.len() - nuls < 4 * nuls
}

fn scan_job(scanner: &Arc<Scanner>, job: Job, opts: Options, buf: &mut [u8]) -> Outcome {
    let (name, explicit, mut input): (String, bool, Box<dyn Read>) = match job {
        Job::Failed(e) => {
            return Outcome {
                error: Some(e),
                ..Outcome::default()
            }
        }
        Job::Stdin => ("-".to_string(), true, Box::new(io::stdin().lock())),
        Job::File { path, explicit } => {
            let name = path.display().to_string();
            match File::open(&path) {
                Ok(f) => (name, explicit, Box::new(f)),
                Err(e) => {
                    return Outcome {
                        error: Some(format!("{name}: {e}")),
                        ..Outcome::default()
                    }
                }
            }
        }
    };
    let mut o = Outcome::default();
    let scanned = reader::read_full(&mut input, buf).and_then(|filled| {
        let probe = &buf[..filled.min(BINARY_PROBE)];
        if !explicit && looks_binary(probe) {
            return Ok(());
        }
        reader::scan_read(scanner.clone(), &mut input, buf, filled, |p| {
            o.found += 1;
            opts.format.write(&mut o.out, scanner, &name, &p)
        })
    });
    if let Err(e) = scanned {
        o.error = Some(format!("{name}: {e}"));
    }
    o
}
