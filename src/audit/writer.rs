//! The one writer of a chained audit log. Requests hand it events over a bounded queue and
//! await its acknowledgement; it alone computes `prev`, so concurrent requests can never
//! interleave or fork the chain.
//!
//! It is a dedicated thread rather than a tokio task: file writes and fsync block, and on a
//! two-core sidecar a blocked runtime worker would stall half the proxy. Events that queue
//! while one batch is written go out in the next single write (and fsync), so under load
//! the cost per request is a queue hop, not a syscall.

use std::fs::File;
use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

use serde::Serialize;
use tokio::sync::oneshot;

use super::chain::{self, hash_line};
use super::files::{next_rotated_name, open};
use super::{Event, Fsync};

/// Events waiting for the writer; beyond this, requests wait (then fail: a stalled writer).
const QUEUE: usize = 8192;
/// Events written in one write at most.
const BATCH: usize = 1024;
/// How long a request waits for its event to be queued and written.
pub const STALL: Duration = Duration::from_secs(5);
/// With `fsync: interval`, written lines reach the disk within this long.
pub const FSYNC_INTERVAL: Duration = Duration::from_secs(1);

/// Where the chain is written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// Standard output (`-`): a fresh chain each run, no rotation, no resume.
    Stdout,
    /// A file, continued across restarts.
    File {
        path: PathBuf,
        fsync: Fsync,
        /// Rotate before a write would take the file past this many bytes.
        max_bytes: Option<u64>,
    },
}

type Ack = oneshot::Sender<Result<(), String>>;

/// The queue into the writer thread.
#[derive(Debug, Clone)]
pub struct Writer {
    tx: mpsc::SyncSender<(Event, Ack)>,
    health: Health,
}

/// Why the writer's last attempt failed, if it did. Each event's own result travels back
/// on its acknowledgement; this is only the gate that lets the decide phase refuse *before*
/// forwarding while the log cannot be written (an allowed request's event is written when
/// its response ends, too late to refuse it).
#[derive(Debug, Clone, Default)]
struct Health(Arc<HealthState>);

#[derive(Debug, Default)]
struct HealthState {
    /// Read by every request; the message is locked only while failing.
    failing: AtomicBool,
    why: Mutex<Option<String>>,
}

impl Health {
    fn set(&self, r: &Result<(), String>) {
        let failed = r.is_err();
        if failed || self.0.failing.load(Ordering::Acquire) {
            if let Ok(mut why) = self.0.why.lock() {
                *why = r.as_ref().err().cloned();
            }
            self.0.failing.store(failed, Ordering::Release);
        }
    }

    fn failing(&self) -> Option<String> {
        if !self.0.failing.load(Ordering::Acquire) {
            return None;
        }
        let why = self.0.why.lock().ok().and_then(|w| w.clone());
        Some(why.unwrap_or_else(|| "the audit writer failed".into()))
    }
}

impl Writer {
    /// Opens the log (setting a torn tail aside) and starts the writer thread. A log that
    /// cannot be opened still gets a writer: it tries again on every batch, and
    /// [`Writer::failing`] says why meanwhile.
    pub fn start(target: Target) -> Result<Writer, String> {
        let (tx, rx) = mpsc::sync_channel::<(Event, Ack)>(QUEUE);
        let health = Health::default();
        let mut log = Log::new(target, health.clone());
        let opened = log.ensure_open();
        health.set(&opened);
        std::thread::Builder::new()
            .name("wirepass-audit".into())
            .spawn(move || run(log, rx))
            .map_err(|e| format!("cannot start the audit writer: {e}"))?;
        Ok(Writer { tx, health })
    }

    /// Why the last write (or open) failed, while it has not succeeded since.
    pub fn failing(&self) -> Option<String> {
        self.health.failing()
    }

    /// Queues `event` and waits until it is written (and, with `fsync: every`, synced).
    pub async fn append(&self, event: Event) -> Result<(), String> {
        let deadline = tokio::time::Instant::now() + STALL;
        let (ack, done) = oneshot::channel();
        let mut msg = (event, ack);
        loop {
            match self.tx.try_send(msg) {
                Ok(()) => break,
                Err(mpsc::TrySendError::Full(m)) => {
                    if tokio::time::Instant::now() >= deadline {
                        return Err("the audit writer is stalled (its queue is full)".into());
                    }
                    msg = m;
                    tokio::time::sleep(Duration::from_millis(2)).await;
                }
                Err(mpsc::TrySendError::Disconnected(_)) => {
                    return Err("the audit writer has stopped".into())
                }
            }
        }
        match tokio::time::timeout_at(deadline, done).await {
            Ok(Ok(result)) => result,
            Ok(Err(_)) => Err("the audit writer has stopped".into()),
            Err(_) => Err("the audit writer is stalled (no acknowledgement)".into()),
        }
    }
}

fn run(mut log: Log, rx: mpsc::Receiver<(Event, Ack)>) {
    loop {
        let first = match log.idle_wait() {
            Some(wait) => match rx.recv_timeout(wait) {
                Ok(m) => m,
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    log.sync();
                    continue;
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
            },
            None => match rx.recv() {
                Ok(m) => m,
                Err(_) => break,
            },
        };
        let mut batch = vec![first];
        while batch.len() < BATCH {
            match rx.try_recv() {
                Ok(m) => batch.push(m),
                Err(_) => break,
            }
        }
        let (events, acks): (Vec<Event>, Vec<Ack>) = batch.into_iter().unzip();
        let result = log.write_batch(events);
        log.health.set(&result);
        for ack in acks {
            let _ = ack.send(result.clone());
        }
    }
    log.sync();
}

/// A line that is about the chain itself rather than a request.
#[derive(Debug, Serialize)]
struct ChainEvent<'a> {
    ts: String,
    event: &'static str,
    /// `chain_resumed`: the hash of the last complete line found.
    #[serde(skip_serializing_if = "Option::is_none")]
    last_hash: Option<&'a str>,
    /// `chain_resumed`: bytes of a torn last line, moved to `torn_file`.
    #[serde(skip_serializing_if = "Option::is_none")]
    torn_bytes: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    torn_file: Option<String>,
    /// `chain_rotated`: the file this one continues.
    #[serde(skip_serializing_if = "Option::is_none")]
    continues: Option<String>,
    prev: Option<&'a str>,
}

/// What a restart found, written as the first line after it.
#[derive(Debug, Clone)]
struct Resume {
    torn: Option<(u64, PathBuf)>,
}

/// The writer's state: where lines go and the hash of the last one written.
struct Log {
    target: Target,
    out: Option<Out>,
    /// Bytes in the current file (complete lines only).
    len: u64,
    /// The hash of the last line written (`None`: the next line starts a new log).
    prev: Option<String>,
    resume: Option<Resume>,
    /// When unsynced lines were first written (`fsync: interval`).
    dirty_since: Option<Instant>,
    health: Health,
}

enum Out {
    Stdout,
    File(File),
}

impl Log {
    fn new(target: Target, health: Health) -> Log {
        Log {
            health,
            target,
            out: None,
            len: 0,
            prev: None,
            resume: None,
            dirty_since: None,
        }
    }

    fn idle_wait(&self) -> Option<Duration> {
        self.dirty_since
            .map(|t| FSYNC_INTERVAL.saturating_sub(t.elapsed()))
    }

    fn write_batch(&mut self, events: Vec<Event>) -> Result<(), String> {
        self.ensure_open()?;
        let mut buf = Vec::with_capacity(events.len() * 400);
        let mut prev = self.prev.clone();
        if let Some(r) = &self.resume {
            let last = prev.clone();
            let line = chain_line(&ChainEvent {
                ts: crate::pipeline::end::now_rfc3339(),
                event: chain::RESUMED,
                last_hash: last.as_deref(),
                torn_bytes: r.torn.as_ref().map(|t| t.0),
                torn_file: r.torn.as_ref().map(|t| t.1.display().to_string()),
                continues: None,
                prev: last.as_deref(),
            })?;
            push(&mut buf, &mut prev, line);
        }
        for mut event in events {
            event.prev.clone_from(&prev);
            let mut line = serde_json::to_vec(&event).map_err(|e| e.to_string())?;
            if self.must_rotate(buf.len() + line.len() + 1) {
                self.commit(&buf, prev.clone())?;
                buf.clear();
                self.rotate()?;
                prev.clone_from(&self.prev);
                event.prev.clone_from(&prev);
                line = serde_json::to_vec(&event).map_err(|e| e.to_string())?;
            }
            push(&mut buf, &mut prev, line);
        }
        self.commit(&buf, prev)
    }

    fn must_rotate(&self, more: usize) -> bool {
        match &self.target {
            Target::File {
                max_bytes: Some(max),
                ..
            } => self.len > 0 && self.len + more as u64 > *max,
            _ => false,
        }
    }

    /// Writes complete lines; on failure the file is cut back to its last complete line so
    /// the chain stays whole and the next batch can try again.
    fn commit(&mut self, buf: &[u8], prev: Option<String>) -> Result<(), String> {
        if buf.is_empty() {
            return Ok(());
        }
        let fsync = match &self.target {
            Target::File { fsync, .. } => Some(*fsync),
            Target::Stdout => None,
        };
        let written = match self.out.as_mut() {
            Some(Out::File(f)) => f.write_all(buf).map_err(|e| {
                let _ = f.set_len(self.len);
                format!("cannot write the audit file: {e}")
            }),
            Some(Out::Stdout) => {
                let mut out = std::io::stdout().lock();
                out.write_all(buf)
                    .and_then(|()| out.flush())
                    .map_err(|e| format!("cannot write the audit to standard output: {e}"))
            }
            None => Err("the audit file is not open".into()),
        };
        if let Err(e) = written {
            // Reopen next time: the file may have been replaced or the disk freed.
            self.out = None;
            return Err(e);
        }
        self.len += buf.len() as u64;
        self.prev = prev;
        self.resume = None;
        match fsync {
            Some(Fsync::Every) => {
                if let Some(Out::File(f)) = &self.out {
                    f.sync_data()
                        .map_err(|e| format!("cannot sync the audit file: {e}"))?;
                }
            }
            Some(Fsync::Interval) => {
                let since = *self.dirty_since.get_or_insert_with(Instant::now);
                if since.elapsed() >= FSYNC_INTERVAL {
                    self.sync();
                }
            }
            None => {}
        }
        Ok(())
    }

    fn sync(&mut self) {
        if let Some(Out::File(f)) = &self.out {
            if let Err(e) = f.sync_data() {
                tracing::error!(error = %e, "cannot sync the audit file");
            }
        }
        self.dirty_since = None;
    }

    fn ensure_open(&mut self) -> Result<(), String> {
        if self.out.is_some() {
            return Ok(());
        }
        match &self.target {
            Target::Stdout => {
                self.out = Some(Out::Stdout);
                Ok(())
            }
            Target::File { path, .. } => {
                let path = path.clone();
                let (file, opened) = open(&path)?;
                let first_open = self.len == 0 && self.prev.is_none();
                self.len = opened.good_len;
                if first_open || self.prev != opened.last {
                    // A new writer on an existing log (a restart), or the file changed
                    // under us: say where the chain picks up.
                    if opened.good_len > 0 || opened.torn.is_some() {
                        self.resume = Some(Resume {
                            torn: opened.torn.clone(),
                        });
                    }
                    self.prev = opened.last;
                }
                self.out = Some(Out::File(file));
                Ok(())
            }
        }
    }

    fn rotate(&mut self) -> Result<(), String> {
        let Target::File { path, .. } = &self.target else {
            return Ok(());
        };
        let path = path.clone();
        if let Some(Out::File(f)) = &self.out {
            let _ = f.sync_all();
        }
        self.dirty_since = None;
        let rotated = next_rotated_name(&path);
        std::fs::rename(&path, &rotated)
            .map_err(|e| format!("cannot rotate the audit file to {}: {e}", rotated.display()))?;
        self.out = None;
        let (file, opened) = open(&path)?;
        self.out = Some(Out::File(file));
        self.len = opened.good_len;
        let prev = self.prev.clone();
        let line = chain_line(&ChainEvent {
            ts: crate::pipeline::end::now_rfc3339(),
            event: chain::ROTATED,
            last_hash: None,
            torn_bytes: None,
            torn_file: None,
            continues: rotated
                .file_name()
                .map(|n| n.to_string_lossy().into_owned()),
            prev: prev.as_deref(),
        })?;
        let mut buf = Vec::new();
        let mut next = prev;
        push(&mut buf, &mut next, line);
        self.commit(&buf, next)
    }
}

fn chain_line(e: &ChainEvent<'_>) -> Result<Vec<u8>, String> {
    serde_json::to_vec(e).map_err(|e| e.to_string())
}

fn push(buf: &mut Vec<u8>, prev: &mut Option<String>, line: Vec<u8>) {
    *prev = Some(hash_line(&line));
    buf.extend_from_slice(&line);
    buf.push(b'\n');
}

#[cfg(test)]
#[path = "writer_tests.rs"]
mod tests;
