//! Recording (`wirepass run --record FILE`): the end phase hands every finished request's
//! audit event, already redacted, to the [`Recorder`], which adds what it did to the file
//! in memory ([`observed`], then [`Entitlements::record`]); `wirepass run` writes the file
//! atomically every few seconds when it changed and once more on shutdown
//! ([`Recorder::write`]). Recording into an existing file merges into it.
//!
//! What is recorded: a request the decide phase let through (`allow`, or `would_refuse` in
//! the dry run), also when the upstream then failed; not one refused for safety (a leak, a
//! private address, a malformed request), whose action did not happen. Mapped requests
//! add their user's (service, action, resource) entries; unmapped ones (reads and writes)
//! add an `unmapped:` entry. A resource holding `*` is not recorded: in the file `*`
//! widens, so a request could otherwise entitle itself to more than it did.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};

use super::{path_template, Entitlements, Line, Seen, Stats, UnmappedKey};
use crate::audit::Event;
use crate::policy::glob;
use crate::section::ConfigError;

/// How often `wirepass run --record` writes the recording when it changed.
pub const WRITE_EVERY: std::time::Duration = std::time::Duration::from_secs(2);

/// The most entries a recording holds; past it, new entries are dropped (and said so in
/// the log once): a dry run must not grow without bound on traffic full of distinct ids.
pub const MAX_ENTRIES: usize = 100_000;

/// What one finished request adds to a recording: a small file of its own (count 1 each),
/// or nothing. Reads the event after the end phase redacted it, so no secret is recorded.
pub fn observed(e: &Event) -> Entitlements {
    let mut out = Entitlements::default();
    let Some(at) = Seen::parse(&e.ts) else {
        return out;
    };
    let Some(service) = e.service.as_deref() else {
        return out;
    };
    if !recordable(e) {
        return out;
    }
    if e.unmapped {
        let key = UnmappedKey {
            service: service.to_string(),
            host: e.host.clone(),
            path: path_template(&e.path),
            method: e.method.clone(),
        };
        out.unmapped.insert(key, Stats::seen(&at));
        return out;
    }
    let Some(user) = e.user.as_deref() else {
        return out;
    };
    let actions: Vec<(&str, &str)> = if e.actions.is_empty() {
        match (e.action.as_deref(), e.resource.as_deref()) {
            (Some(a), Some(r)) => vec![(a, r)],
            _ => Vec::new(),
        }
    } else {
        e.actions
            .iter()
            .map(|a| (a.action.as_str(), a.resource.as_str()))
            .collect()
    };
    for (action, resource) in actions {
        let names = [user, service, action, resource];
        if resource.contains('*') || !names.iter().all(|n| super::file::writable(n)) {
            continue;
        }
        let line = Line {
            user: user.to_string(),
            service: service.to_string(),
            action: action.to_string(),
            resource: resource.to_string(),
        };
        out.entry(line).merge(&Stats::seen(&at));
    }
    out
}

/// Whether the request's action happened: let through by the decide phase, not refused
/// for what it carried, and answered by the service with success (a request that failed
/// after a successful answer began counts; one the service never answered, or refused
/// with a 4xx or 5xx, does not). A request abandoned
/// before its answer, or cut mid-body so that the upstream failed, may never have reached
/// the service whole: recorded, it would plant an entitlement for what was never done
/// (round ten: a `DELETE` whose stream the agent reset). Such an action is left out, and an
/// enforcing run refuses it until a recording sees it done.
fn recordable(e: &Event) -> bool {
    // A service that answers 4xx or 5xx did not do it either (a `DELETE` of a repository
    // that does not exist, a 422): recorded, any such answer, trivial to provoke, would
    // plant an entitlement (the round's verification).
    let done = (1..400).contains(&e.status);
    match e.decision.as_str() {
        "allow" | "would_refuse" | "failed" => done,
        _ => false,
    }
}

impl Entitlements {
    /// Adds a recording's observations: like [`Entitlements::merge`], except that an
    /// observation a hand-widened entry already covers (`repo:acme/*`) counts towards that
    /// entry instead of adding its own line again. At most `room` new entries are added
    /// (`room` is decreased by each); returns how many were dropped for want of it.
    pub fn record(&mut self, seen: &Entitlements, room: &mut usize) -> usize {
        let mut dropped = 0;
        for (line, stats) in seen.lines() {
            let resources = self
                .users
                .get_mut(&line.user)
                .and_then(|s| s.get_mut(&line.service))
                .and_then(|a| a.get_mut(&line.action));
            if let Some(resources) = resources {
                let key = if resources.contains_key(&line.resource) {
                    Some(line.resource.clone())
                } else {
                    resources
                        .keys()
                        .find(|p| p.contains('*') && glob::matches_str(p, &line.resource))
                        .cloned()
                };
                if let Some(entry) = key.and_then(|k| resources.get_mut(&k)) {
                    entry.merge(stats);
                    continue;
                }
            }
            if *room == 0 {
                dropped += 1;
                continue;
            }
            *room -= 1;
            *self.entry(line) = stats.clone();
        }
        for (key, stats) in &seen.unmapped {
            if let Some(entry) = self.unmapped.get_mut(key) {
                entry.merge(stats);
            } else if *room == 0 {
                dropped += 1;
            } else {
                *room -= 1;
                self.unmapped.insert(key.clone(), stats.clone());
            }
        }
        dropped
    }
}

/// The recording of one run: the file's content in memory, and where it is written.
#[derive(Clone)]
pub struct Recorder {
    path: Arc<PathBuf>,
    book: Arc<Mutex<Book>>,
    /// Held for the whole of a write, so two writes never race their renames.
    writing: Arc<Mutex<()>>,
}

struct Book {
    file: Entitlements,
    /// How many more entries it may take ([`MAX_ENTRIES`] in all).
    room: usize,
    /// Changed since the last write.
    dirty: bool,
    /// Entries dropped at [`MAX_ENTRIES`] (logged once).
    dropped: u64,
}

impl std::fmt::Debug for Recorder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Recorder")
            .field("path", &self.path)
            .finish_non_exhaustive()
    }
}

impl Recorder {
    /// A recording into `path`: its entries so far when the file exists (a file that does
    /// not parse is an error with its `file:line`, and is left alone), else none.
    pub fn open(path: &Path) -> Result<Recorder, ConfigError> {
        let file = match std::fs::read_to_string(path) {
            Ok(text) => super::file::parse(&text, path)?,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Entitlements::default(),
            Err(e) => return Err(ConfigError::new(path, format!("cannot read: {e}"))),
        };
        Ok(Recorder {
            path: Arc::new(path.to_path_buf()),
            book: Arc::new(Mutex::new(Book {
                room: MAX_ENTRIES.saturating_sub(file.len()),
                file,
                dirty: true,
                dropped: 0,
            })),
            writing: Arc::new(Mutex::new(())),
        })
    }

    /// The file it writes.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Adds what a finished request did (its redacted audit event).
    pub fn observe(&self, e: &Event) {
        let seen = observed(e);
        if seen.is_empty() {
            return;
        }
        let mut book = lock(&self.book);
        let Book { file, room, .. } = &mut *book;
        let dropped = file.record(&seen, room);
        book.dirty = true;
        if dropped > 0 {
            if book.dropped == 0 {
                tracing::warn!(
                    file = %self.path.display(),
                    max = MAX_ENTRIES,
                    "the recording is full; new entries are no longer recorded"
                );
            }
            book.dropped += dropped as u64;
        }
    }

    /// The recording as it stands.
    pub fn snapshot(&self) -> Entitlements {
        lock(&self.book).file.clone()
    }

    /// Writes the file atomically (a temporary file beside it, synced, then renamed over
    /// it) if anything changed since the last write; returns whether it wrote. Blocking.
    pub fn write(&self) -> std::io::Result<bool> {
        let _writing = lock(&self.writing);
        let text = {
            let mut book = lock(&self.book);
            if !book.dirty {
                return Ok(false);
            }
            book.dirty = false;
            super::file::render(&book.file)
        };
        let written = write_atomic(&self.path, &text);
        if written.is_err() {
            lock(&self.book).dirty = true;
        }
        written.map(|()| true)
    }
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Replaces `path` with `text` so a reader sees the old file or the new one, never a part:
/// a temporary file in the same folder, synced, given the old file's permissions, renamed.
pub fn write_atomic(path: &Path, text: &str) -> std::io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let mut tmp = tempfile::Builder::new()
        .prefix(".wirepass-entitlements-")
        .tempfile_in(dir)?;
    tmp.write_all(text.as_bytes())?;
    if let Ok(meta) = std::fs::metadata(path) {
        tmp.as_file().set_permissions(meta.permissions())?;
    }
    tmp.as_file().sync_all()?;
    tmp.persist(path).map_err(|e| e.error)?;
    // The rename itself is durable once the folder is synced (best effort: not every
    // platform can open a folder).
    if let Ok(d) = std::fs::File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}
