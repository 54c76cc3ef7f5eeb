//! The memory budget: one count of the bytes wirepass holds in memory for requests in
//! flight (body prefixes waiting for the decision, the scanner's hold-back, compressed
//! uploads held whole to be scanned, decoders' windows, filtered bytes not yet written),
//! against a global budget (`limits.memory_budget`) and a per-request cap
//! (`limits.request_memory`). Past either, the stage that would hold more refuses the
//! request instead of holding it.
//!
//! Bytes held across an await are counted, and so is the one synchronous step whose
//! cost is not bounded by its input's size: a JSON body parsed to read its fields, whose
//! tree of many small values holds ten to twenty times its text (four 24 MB bodies at
//! once peaked at 939 MB before it was counted). Other synchronous steps (a whole
//! compressed body decompressed to be scanned) are at most one step per worker thread at
//! a time, capped by their own limits.
//!
//! The shape: the [`Budget`] is made once in the composition root; each request opens an
//! [`Account`] on it; each stage that holds bytes takes a [`Hold`] on the account and sets
//! it to what it holds. A hold gives its bytes back when dropped, so a request that ends in
//! any way (finished, refused, the client gone) returns what it held. Bytes handed on are
//! carried with their share of the hold ([`Hold::carry`]) until whoever writes them drops
//! them. No I/O, no locks: two atomic counters.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use bytes::Bytes;

use crate::refusal::{Code, Refusal};

/// The default `limits.memory_budget`: 256 MiB for every request together.
pub const DEFAULT_BUDGET: usize = 256 << 20;
/// The default `limits.request_memory`: 64 MiB for one request (a compressed upload is held
/// whole up to 8 MiB, and that is what one request may need most).
pub const DEFAULT_REQUEST: usize = 64 << 20;

/// Seconds a client is told to wait (`Retry-After`) when the budget is spent: held bytes
/// go as soon as the requests holding them end.
const RETRY_AFTER_SECS: u64 = 1;

#[derive(Debug)]
struct Pool {
    total: usize,
    per_request: usize,
    held: AtomicUsize,
}

/// The global budget; cheap to clone (every clone counts against the same bytes).
#[derive(Debug, Clone)]
pub struct Budget {
    pool: Arc<Pool>,
}

impl Budget {
    /// A budget of `total` bytes for all requests, `per_request` for each.
    pub fn new(total: usize, per_request: usize) -> Budget {
        Budget {
            pool: Arc::new(Pool {
                total,
                per_request,
                held: AtomicUsize::new(0),
            }),
        }
    }

    /// A budget of its own with this one's cap for each request: what a request already
    /// holds here (a body kept to judge it again) is judged again without being counted
    /// twice, so a budget spent by others never stops a revocation.
    pub fn apart(&self) -> Budget {
        Budget::new(usize::MAX, self.pool.per_request)
    }

    /// A budget nothing exhausts (offline answers, tests of other stages).
    pub fn unlimited() -> Budget {
        Budget::new(usize::MAX, usize::MAX)
    }

    /// Opens the account of one request.
    pub fn account(&self) -> Account {
        Account {
            pool: self.pool.clone(),
            held: Arc::new(AtomicUsize::new(0)),
        }
    }

    /// Bytes held now, by every request together.
    pub fn held(&self) -> usize {
        self.pool.held.load(Ordering::Acquire)
    }

    /// The budget's size in bytes.
    pub fn total(&self) -> usize {
        self.pool.total
    }
}

/// What one request holds; cheap to clone (each stage of the request takes its own).
#[derive(Debug, Clone)]
pub struct Account {
    pool: Arc<Pool>,
    held: Arc<AtomicUsize>,
}

impl Account {
    /// An account on a budget of its own that nothing exhausts.
    pub fn unlimited() -> Account {
        Budget::unlimited().account()
    }

    /// A hold of no bytes yet, for one stage.
    pub fn hold(&self) -> Hold {
        Hold {
            account: self.clone(),
            bytes: 0,
        }
    }

    /// Bytes this request holds now.
    pub fn held(&self) -> usize {
        self.held.load(Ordering::Acquire)
    }

    /// Bytes this request's cap still leaves it (the budget, shared with other requests,
    /// is judged when a hold grows: hold this much before a large allocation).
    pub fn room(&self) -> usize {
        self.pool.per_request.saturating_sub(self.held())
    }

    /// Counts `more` bytes against the request's cap, then the budget; on refusal
    /// neither count moved.
    fn reserve(&self, more: usize) -> Result<(), Over> {
        let cap = self.pool.per_request;
        self.held
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |cur| {
                cur.checked_add(more).filter(|n| *n <= cap)
            })
            .map_err(|_| Over::Request { cap })?;
        let total = self.pool.total;
        let pooled = self
            .pool
            .held
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |cur| {
                cur.checked_add(more).filter(|n| *n <= total)
            });
        if pooled.is_err() {
            self.held.fetch_sub(more, Ordering::AcqRel);
            return Err(Over::Budget { total });
        }
        Ok(())
    }

    fn give_back(&self, less: usize) {
        if less > 0 {
            self.held.fetch_sub(less, Ordering::AcqRel);
            self.pool.held.fetch_sub(less, Ordering::AcqRel);
        }
    }
}

/// Bytes one stage holds for a request, given back when it is dropped.
#[derive(Debug)]
pub struct Hold {
    account: Account,
    bytes: usize,
}

impl Hold {
    /// Sets the hold to `bytes`: growing may be refused (and then nothing changed);
    /// shrinking never is.
    pub fn set(&mut self, bytes: usize) -> Result<(), Over> {
        if bytes > self.bytes {
            self.account.reserve(bytes - self.bytes)?;
        } else {
            self.account.give_back(self.bytes - bytes);
        }
        self.bytes = bytes;
        Ok(())
    }

    /// Shrinks the hold to `bytes` (a no-op when it holds fewer).
    pub fn shrink_to(&mut self, bytes: usize) {
        if bytes < self.bytes {
            self.account.give_back(self.bytes - bytes);
            self.bytes = bytes;
        }
    }

    /// Bytes held.
    pub fn bytes(&self) -> usize {
        self.bytes
    }

    /// Moves up to `bytes` of this hold into a new one, without touching the counts: what
    /// was held here is now held there.
    pub fn split(&mut self, bytes: usize) -> Hold {
        let moved = bytes.min(self.bytes);
        self.bytes -= moved;
        Hold {
            account: self.account.clone(),
            bytes: moved,
        }
    }

    /// `data` as [`Bytes`] that carry their share of this hold: the bytes stay counted
    /// until the last clone of them is dropped (hyper drops them once written).
    pub fn carry(&mut self, data: Vec<u8>) -> Bytes {
        if data.is_empty() {
            return Bytes::new();
        }
        let hold = self.split(data.len());
        if hold.bytes == 0 {
            return Bytes::from(data);
        }
        Bytes::from_owner(Carried { data, _hold: hold })
    }

    /// `data` as [`Bytes`] that keep this whole hold until the last clone of them is
    /// dropped (bytes kept past the stage that read them, counted all the while).
    pub fn keeping(self, data: Bytes) -> Bytes {
        if data.is_empty() {
            return data;
        }
        Bytes::from_owner(Kept { data, _hold: self })
    }
}

/// Bytes kept with the hold that counts them.
struct Kept {
    data: Bytes,
    _hold: Hold,
}

impl AsRef<[u8]> for Kept {
    fn as_ref(&self) -> &[u8] {
        &self.data
    }
}

impl Drop for Hold {
    fn drop(&mut self) {
        self.account.give_back(self.bytes);
    }
}

/// Bytes handed on with the hold that counts them.
struct Carried {
    data: Vec<u8>,
    _hold: Hold,
}

impl AsRef<[u8]> for Carried {
    fn as_ref(&self) -> &[u8] {
        &self.data
    }
}

/// Why a stage may not hold more.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Over {
    /// The request alone would hold more than `limits.request_memory`.
    Request { cap: usize },
    /// Every request together would hold more than `limits.memory_budget`.
    Budget { total: usize },
}

impl Over {
    /// The refusal: `too_large` (413) when the request alone is over its cap, since
    /// sending it again will not help; `overloaded` (503, `Retry-After`) when the proxy
    /// is at its budget, since the request may pass once others end. `what` says what was
    /// being held ("the compressed body").
    pub fn refusal(self, what: &str) -> Refusal {
        match self {
            Over::Request { cap } => Refusal::new(
                Code::TooLarge,
                format!(
                    "holding {what} would take this request past limits.request_memory ({}) \
                     of memory, so it was refused rather than held; send a smaller body (a \
                     compressed body is held whole to be scanned: send it uncompressed), or \
                     raise limits.request_memory",
                    size_text(cap)
                ),
            ),
            Over::Budget { total } => {
                let mut r = Refusal::new(
                    Code::Overloaded,
                    format!(
                        "wirepass holds its whole memory budget (limits.memory_budget, {}) \
                         for requests in flight, so {what} was refused rather than held; \
                         retry shortly, or raise limits.memory_budget",
                        size_text(total)
                    ),
                );
                r.retry_after = Some(RETRY_AFTER_SECS);
                r
            }
        }
    }
}

/// `n` bytes for people: `8 MiB`, `1536 KiB`, `100 bytes`.
pub fn size_text(n: usize) -> String {
    if n >= 1 << 20 && n % (1 << 20) == 0 {
        format!("{} MiB", n >> 20)
    } else if n >= 1 << 10 && n % (1 << 10) == 0 {
        format!("{} KiB", n >> 10)
    } else {
        format!("{n} bytes")
    }
}

#[cfg(test)]
#[path = "memory_tests.rs"]
mod tests;
