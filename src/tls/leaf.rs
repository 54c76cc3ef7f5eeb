//! The leaf cache: one certificate per intercepted host, minted on first use and kept in a
//! bounded concurrent map, served to rustls through [`LeafResolver`].
//!
//! Bound and eviction: at most `capacity` hosts (default [`DEFAULT_CAPACITY`]); an entry
//! lives [`LEAF_TTL`] (well inside the leaf's 7-day validity). When a new host would pass
//! the bound, expired entries are dropped first, then the oldest ones. Each entry holds a
//! `OnceLock`, so concurrent handshakes for one new host mint exactly once: the first
//! mints, the others wait for its result.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use dashmap::DashMap;
use rustls::server::{ClientHello, ResolvesServerCert};
use rustls::sign::CertifiedKey;
use rustls_pki_types::PrivateKeyDer;

use super::Ca;

/// Default number of hosts whose leaves are kept.
pub const DEFAULT_CAPACITY: usize = 1024;
/// How long a cached leaf is served before a fresh one is minted.
pub const LEAF_TTL: Duration = Duration::from_secs(24 * 3600);

struct Entry {
    born: Instant,
    leaf: OnceLock<Option<Arc<CertifiedKey>>>,
}

/// Leaves by host name, minted once each.
pub struct LeafCache {
    ca: Ca,
    entries: DashMap<String, Arc<Entry>>,
    capacity: usize,
    minted: AtomicU64,
}

impl std::fmt::Debug for LeafCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LeafCache")
            .field("entries", &self.entries.len())
            .field("capacity", &self.capacity)
            .finish()
    }
}

impl LeafCache {
    /// A cache signing with `ca`, keeping at most `capacity` hosts.
    pub fn new(ca: Ca, capacity: usize) -> LeafCache {
        LeafCache {
            ca,
            entries: DashMap::new(),
            capacity: capacity.max(1),
            minted: AtomicU64::new(0),
        }
    }

    /// The CA leaves are signed with.
    pub fn ca(&self) -> &Ca {
        &self.ca
    }

    /// How many hosts hold a leaf now.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether no host holds a leaf.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// How many leaves were minted since start (a leaf per host, plus renewals).
    pub fn minted(&self) -> u64 {
        self.minted.load(Ordering::Relaxed)
    }

    /// The leaf for `host` (lowercase name or IP literal), minting it on first use.
    /// `None` when no certificate can be made for that name.
    pub fn get(&self, host: &str) -> Option<Arc<CertifiedKey>> {
        let entry = self.entry(host);
        entry
            .leaf
            .get_or_init(|| {
                let minted = self.mint(host);
                if minted.is_some() {
                    self.minted.fetch_add(1, Ordering::Relaxed);
                    tracing::debug!(target: "wirepass::tls", host, "minted leaf certificate");
                }
                minted
            })
            .clone()
    }

    fn entry(&self, host: &str) -> Arc<Entry> {
        if let Some(e) = self.entries.get(host) {
            if e.born.elapsed() < LEAF_TTL {
                return e.clone();
            }
        }
        if !self.entries.contains_key(host) && self.entries.len() >= self.capacity {
            self.evict();
        }
        let mut slot = self
            .entries
            .entry(host.to_string())
            .or_insert_with(new_entry);
        if slot.born.elapsed() >= LEAF_TTL {
            *slot = new_entry();
        }
        slot.clone()
    }

    /// Drops expired entries, then the oldest until there is room for one more.
    fn evict(&self) {
        self.entries.retain(|_, e| e.born.elapsed() < LEAF_TTL);
        while self.entries.len() >= self.capacity {
            let oldest = self
                .entries
                .iter()
                .min_by_key(|e| e.born)
                .map(|e| e.key().clone());
            match oldest {
                Some(k) => {
                    self.entries.remove(&k);
                }
                None => break,
            }
        }
    }

    fn mint(&self, host: &str) -> Option<Arc<CertifiedKey>> {
        let leaf = match self.ca.mint(host) {
            Ok(l) => l,
            Err(e) => {
                tracing::warn!(target: "wirepass::tls", host, error = %e, "cannot mint a leaf");
                return None;
            }
        };
        let key = rustls::crypto::ring::sign::any_ecdsa_type(&PrivateKeyDer::Pkcs8(leaf.key))
            .map_err(|e| tracing::warn!(target: "wirepass::tls", host, error = %e, "leaf key"))
            .ok()?;
        Some(Arc::new(CertifiedKey::new(vec![leaf.cert], key)))
    }
}

fn new_entry() -> Arc<Entry> {
    Arc::new(Entry {
        born: Instant::now(),
        leaf: OnceLock::new(),
    })
}

/// Serves the leaf for the TLS SNI name (or for a fixed host when the client sends none).
#[derive(Debug)]
pub struct LeafResolver {
    cache: Arc<LeafCache>,
    fixed: Option<String>,
}

impl LeafResolver {
    /// Mints per SNI name; a hello without SNI gets no certificate (handshake fails).
    pub fn per_sni(cache: Arc<LeafCache>) -> Self {
        LeafResolver { cache, fixed: None }
    }

    /// Always serves the leaf of `host` (IP literals, clients that send no SNI).
    pub fn fixed(cache: Arc<LeafCache>, host: String) -> Self {
        LeafResolver {
            cache,
            fixed: Some(host),
        }
    }
}

impl ResolvesServerCert for LeafResolver {
    fn resolve(&self, hello: ClientHello<'_>) -> Option<Arc<CertifiedKey>> {
        match (&self.fixed, hello.server_name()) {
            (Some(host), _) => self.cache.get(host),
            (None, Some(sni)) => self.cache.get(&sni.to_ascii_lowercase()),
            (None, None) => None,
        }
    }
}

#[cfg(test)]
#[path = "leaf_tests.rs"]
mod tests;
