//! The live checks' cache: answers keyed by (service, identity, resource, need), kept for
//! a positive or a negative time to live, bounded in entries. Concurrent identical asks
//! share one call to the backend (single-flight): the first asker fetches, the others
//! await the same slot. A failure is shared with the askers already waiting, then dropped,
//! so the next ask tries the backend again; it is never kept as an answer.

use std::future::Future;
use std::hash::Hash;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use dashmap::DashMap;
use tokio::sync::OnceCell;

/// One answer and when it stops being usable.
#[derive(Debug, Clone)]
struct Entry<V, E> {
    value: Result<V, E>,
    until: Instant,
}

type Slot<V, E> = Arc<OnceCell<Entry<V, E>>>;

/// A bounded TTL cache with single-flight fetches.
#[derive(Debug)]
pub struct Cache<K: Eq + Hash, V, E> {
    slots: DashMap<K, Slot<V, E>>,
    max: usize,
    hits: AtomicU64,
    misses: AtomicU64,
}

/// Whether an answer came from the cache (or a call another asker made) or from a call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    Cache,
    Backend,
}

impl<K, V, E> Cache<K, V, E>
where
    K: Eq + Hash + Clone,
    V: Clone,
    E: Clone,
{
    /// An empty cache holding at most `max` answers.
    pub fn new(max: usize) -> Self {
        Cache {
            slots: DashMap::new(),
            max: max.max(1),
            hits: AtomicU64::new(0),
            misses: AtomicU64::new(0),
        }
    }

    /// The answer for `key`: a live cached one, the one a concurrent asker is fetching, or a
    /// new fetch. `fetch` returns the value and how long it may be kept (zero: not kept).
    /// `fresh` skips the cache and shares with no one (destructive actions), and stores
    /// nothing.
    pub async fn get<F, Fut>(&self, key: &K, fresh: bool, fetch: F) -> (Result<V, E>, Source)
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = (Result<V, E>, Duration)>,
    {
        if fresh {
            self.misses.fetch_add(1, Ordering::Relaxed);
            return (fetch().await.0, Source::Backend);
        }
        let slot = self.slot(key);
        let mut fetched = false;
        let entry = slot
            .get_or_init(|| async {
                fetched = true;
                let (value, keep) = fetch().await;
                let until = Instant::now() + if value.is_ok() { keep } else { Duration::ZERO };
                Entry { value, until }
            })
            .await
            .clone();
        if fetched {
            self.misses.fetch_add(1, Ordering::Relaxed);
            if entry.until <= Instant::now() {
                self.drop_slot(key, &slot);
            }
            (entry.value, Source::Backend)
        } else {
            self.hits.fetch_add(1, Ordering::Relaxed);
            (entry.value, Source::Cache)
        }
    }

    /// The slot for `key`: the current one unless its answer has expired, else a new one.
    fn slot(&self, key: &K) -> Slot<V, E> {
        if let Some(s) = self.slots.get(key) {
            match s.get() {
                Some(e) if e.until <= Instant::now() => {}
                _ => return s.clone(),
            }
        }
        if self.slots.len() >= self.max {
            self.evict();
        }
        let mut e = self.slots.entry(key.clone()).or_default();
        if matches!(e.get(), Some(x) if x.until <= Instant::now()) {
            *e = Slot::default();
        }
        e.clone()
    }

    fn drop_slot(&self, key: &K, slot: &Slot<V, E>) {
        self.slots.remove_if(key, |_, s| Arc::ptr_eq(s, slot));
    }

    /// Makes room: expired answers go first, then (if still full) any settled ones. Slots
    /// with a fetch in flight stay, so their waiters are not split.
    fn evict(&self) {
        let now = Instant::now();
        self.slots
            .retain(|_, s| s.get().is_none_or(|e| e.until > now));
        if self.slots.len() >= self.max {
            let mut room = self.slots.len() + 1 - self.max;
            self.slots.retain(|_, s| {
                if room > 0 && s.get().is_some() {
                    room -= 1;
                    false
                } else {
                    true
                }
            });
        }
    }

    /// Answers served from the cache (or from another asker's call).
    pub fn hits(&self) -> u64 {
        self.hits.load(Ordering::Relaxed)
    }

    /// Answers that needed a call.
    pub fn misses(&self) -> u64 {
        self.misses.load(Ordering::Relaxed)
    }

    /// The most answers kept.
    pub fn max(&self) -> usize {
        self.max
    }

    /// Answers held now.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Whether nothing is held.
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }
}
