//! A bounded cache of verified sessions keyed by the SHA-256 of the token (the token itself
//! is never kept), so a token is verified once and looked up afterwards. An entry lives
//! until the token expires; when the cache is full, expired entries go first, then all.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use sha2::{Digest, Sha256};

use super::Session;

/// How many verified tokens are kept.
pub const CAPACITY: usize = 10_000;

/// A verified session and the expiry of its token.
type Entry = (Arc<Session>, u64);

/// The cache.
#[derive(Debug, Default)]
pub struct Cache {
    map: Mutex<HashMap<[u8; 32], Entry>>,
}

/// The cache key of a token.
pub fn digest(token: &str) -> [u8; 32] {
    Sha256::digest(token.as_bytes()).into()
}

impl Cache {
    /// The session of a token verified before, if it has not expired at `now`.
    pub fn get(&self, key: &[u8; 32], now: u64) -> Option<Arc<Session>> {
        let map = self.map.lock().ok()?;
        match map.get(key) {
            Some((s, exp)) if now < *exp => Some(s.clone()),
            _ => None,
        }
    }

    /// Remembers a verified session until `exp`.
    pub fn put(&self, key: [u8; 32], session: Arc<Session>, exp: u64, now: u64) {
        let Ok(mut map) = self.map.lock() else {
            return;
        };
        if map.len() >= CAPACITY {
            map.retain(|_, (_, e)| now < *e);
            if map.len() >= CAPACITY {
                map.clear();
            }
        }
        map.insert(key, (session, exp));
    }

    /// The number of entries.
    pub fn len(&self) -> usize {
        self.map.lock().map(|m| m.len()).unwrap_or(0)
    }

    /// Whether the cache is empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
