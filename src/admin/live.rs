//! The live page's feed: the most recent decisions (as the audit holds them, redacted) and
//! per-service counts, replayed to each new viewer and then streamed as server-sent events.
//! Slow viewers lose events rather than hold the proxy: the channel drops what they did not
//! read, and the page catches up from the next replay.

use std::collections::{BTreeMap, VecDeque};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

use serde::Serialize;
use tokio::sync::broadcast;

use crate::audit::Event;

/// Decisions replayed to a new viewer.
pub const RECENT: usize = 200;

/// One row of the page (its contract: `src/admin/page.html`).
#[derive(Debug, Serialize)]
struct Row<'a> {
    id: &'a str,
    time: &'a str,
    user: Option<&'a str>,
    service: Option<&'a str>,
    action: Option<&'a str>,
    resource: Option<&'a str>,
    decision: &'a str,
    code: Option<&'a str>,
    reason: Option<&'a str>,
    method: &'a str,
    host: &'a str,
    path: &'a str,
    status: Option<u16>,
}

/// Recent decisions, counts, and the channel new ones go out on.
#[derive(Debug)]
pub struct Live {
    state: Mutex<State>,
    /// Bumped on every event: a viewer sends counts when it changed.
    version: AtomicU64,
    tx: broadcast::Sender<String>,
}

#[derive(Debug, Default)]
struct State {
    recent: VecDeque<String>,
    /// service → decision → count.
    counts: BTreeMap<String, BTreeMap<String, u64>>,
}

impl Default for Live {
    fn default() -> Self {
        Live {
            state: Mutex::default(),
            version: AtomicU64::new(0),
            tx: broadcast::channel(1024).0,
        }
    }
}

impl Live {
    /// Takes one recorded event.
    pub fn push(&self, e: &Event) {
        let row = Row {
            id: &e.request_id,
            time: &e.ts,
            user: e.user.as_deref(),
            service: e.service.as_deref(),
            action: e.action.as_deref(),
            resource: e.resource.as_deref(),
            decision: &e.decision,
            code: e.code.as_deref(),
            reason: e.reason.as_deref(),
            method: &e.method,
            host: &e.host,
            path: &e.path,
            status: (e.status != 0).then_some(e.status),
        };
        let Ok(json) = serde_json::to_string(&row) else {
            return;
        };
        {
            let mut s = self.state.lock().unwrap_or_else(|p| p.into_inner());
            if s.recent.len() == RECENT {
                s.recent.pop_front();
            }
            s.recent.push_back(json.clone());
            let service = e.service.clone().unwrap_or_else(|| "-".into());
            *s.counts
                .entry(service)
                .or_default()
                .entry(e.decision.clone())
                .or_default() += 1;
        }
        self.version.fetch_add(1, Ordering::Relaxed);
        // No viewer: nothing to send to.
        let _ = self.tx.send(json);
    }

    /// A new viewer: the channel first (so nothing falls between), then the replay.
    pub fn subscribe(&self) -> (broadcast::Receiver<String>, Vec<String>) {
        let rx = self.tx.subscribe();
        let s = self.state.lock().unwrap_or_else(|p| p.into_inner());
        (rx, s.recent.iter().cloned().collect())
    }

    /// Per-service counts as JSON, and the version they are at.
    pub fn counts(&self) -> (u64, String) {
        let version = self.version.load(Ordering::Relaxed);
        let s = self.state.lock().unwrap_or_else(|p| p.into_inner());
        (
            version,
            serde_json::to_string(&s.counts).unwrap_or_else(|_| "{}".into()),
        )
    }

    /// The version of the counts now.
    pub fn version(&self) -> u64 {
        self.version.load(Ordering::Relaxed)
    }
}
