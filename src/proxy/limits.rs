//! `limits:` — the sizes, counts and timeouts of the proxy shell as written, and their
//! compiled form with every default filled in and every value checked. Each default is
//! the README's; past a limit, what is asked is refused with the refusal format wherever
//! an HTTP answer is still possible.

use std::fmt::Display;
use std::time::Duration;

use serde::Deserialize;

use super::settings::DurationText;
use crate::memory;
use crate::section::SectionError;

/// `limits:` as written.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LimitsFile {
    /// Bytes of a request body read before the decision (default 64 KiB, at most 16 MiB).
    #[serde(default)]
    pub body_prefix: Option<u64>,
    /// Longest wait for that prefix before deciding on what arrived (default 1s), so
    /// streaming clients (gRPC) are not stalled.
    #[serde(default)]
    pub body_prefix_wait: Option<DurationText>,
    /// Connecting to an upstream, TCP and TLS together (default 10s). Past it: 504.
    #[serde(default)]
    pub connect_timeout: Option<DurationText>,
    /// Waiting for an upstream's response headers (default 300s). Past it: 504.
    #[serde(default)]
    pub response_timeout: Option<DurationText>,
    /// A client's TLS handshake and first request headers (default 10s).
    #[serde(default)]
    pub handshake_timeout: Option<DurationText>,
    /// Idle upstream connections are kept this long for reuse (default 90s).
    #[serde(default)]
    pub pool_idle_timeout: Option<DurationText>,
    /// On SIGTERM / Ctrl-C, in-flight requests get this long to finish (default 10s).
    #[serde(default)]
    pub grace_period: Option<DurationText>,
    /// Largest request head (request line and headers) accepted (default 64 KiB).
    #[serde(default)]
    pub max_header_bytes: Option<u64>,
    /// Hosts whose leaf certificates are cached (default 1024).
    #[serde(default)]
    pub leaf_cache: Option<usize>,
    /// Bytes held in memory for all requests together (default 256 MiB).
    #[serde(default)]
    pub memory_budget: Option<u64>,
    /// Bytes held in memory for one request (default 64 MiB).
    #[serde(default)]
    pub request_memory: Option<u64>,
    /// Header fields in one request (default 100).
    #[serde(default)]
    pub max_header_count: Option<usize>,
    /// Bytes of a request target, path and query (default 16 KiB).
    #[serde(default)]
    pub max_url_bytes: Option<u64>,
}

/// The compiled limits.
#[derive(Debug, Clone)]
pub struct Limits {
    pub body_prefix: usize,
    pub body_prefix_wait: Duration,
    pub connect_timeout: Duration,
    pub response_timeout: Duration,
    pub handshake_timeout: Duration,
    pub pool_idle_timeout: Duration,
    pub grace_period: Duration,
    pub max_header_bytes: usize,
    pub leaf_cache: usize,
    pub memory_budget: usize,
    pub request_memory: usize,
    pub max_header_count: usize,
    pub max_url_bytes: usize,
}

/// hyper's own default of header fields (kept: hyper parses them on the stack up to it).
pub const DEFAULT_MAX_HEADER_COUNT: usize = 100;

impl Default for Limits {
    fn default() -> Self {
        Limits {
            body_prefix: 64 * 1024,
            body_prefix_wait: Duration::from_secs(1),
            connect_timeout: Duration::from_secs(10),
            response_timeout: Duration::from_secs(300),
            handshake_timeout: Duration::from_secs(10),
            pool_idle_timeout: Duration::from_secs(90),
            grace_period: Duration::from_secs(10),
            max_header_bytes: 64 * 1024,
            leaf_cache: crate::tls::leaf::DEFAULT_CAPACITY,
            memory_budget: memory::DEFAULT_BUDGET,
            request_memory: memory::DEFAULT_REQUEST,
            max_header_count: DEFAULT_MAX_HEADER_COUNT,
            max_url_bytes: 16 * 1024,
        }
    }
}

/// `v` (or `default`) when within `lo..=hi`, else an error at `limits.key`.
fn within<T>(v: Option<T>, key: &str, default: T, lo: T, hi: T) -> Result<T, SectionError>
where
    T: PartialOrd + Display + Copy,
{
    match v {
        None => Ok(default),
        Some(n) if lo <= n && n <= hi => Ok(n),
        Some(_) => Err(SectionError::new(
            key,
            format!("limits.{key} must be between {lo} and {hi}"),
        )),
    }
}

/// A size in bytes, within `lo..=hi`.
fn size(
    v: Option<u64>,
    key: &str,
    default: usize,
    lo: u64,
    hi: u64,
) -> Result<usize, SectionError> {
    let n = within(v, key, default as u64, lo, hi)?;
    usize::try_from(n).map_err(|_| SectionError::new(key, format!("limits.{key} is too large")))
}

impl Limits {
    /// Compiles `limits:`; error paths are relative to it.
    pub fn compile(f: &LimitsFile) -> Result<Limits, SectionError> {
        let d = Limits::default();
        let dur = |v: &Option<DurationText>, key: &str, default: Duration| match v {
            None => Ok(default),
            Some(t) => t
                .parse()
                .map_err(|e| SectionError::new(key, format!("limits.{key}: {e}"))),
        };
        const MIB: u64 = 1 << 20;
        let body_prefix = size(f.body_prefix, "body_prefix", d.body_prefix, 1, 16 * MIB)?;
        let max_header_bytes = size(
            f.max_header_bytes,
            "max_header_bytes",
            d.max_header_bytes,
            8192,
            MIB,
        )?;
        let memory_budget = size(
            f.memory_budget,
            "memory_budget",
            d.memory_budget,
            MIB,
            1 << 40,
        )?;
        // A request holds its body prefix before anything else: a cap below it would
        // refuse every body that fills the prefix.
        let request_memory = size(
            f.request_memory,
            "request_memory",
            d.request_memory.min(memory_budget),
            body_prefix as u64,
            memory_budget as u64,
        )?;
        Ok(Limits {
            body_prefix,
            body_prefix_wait: dur(&f.body_prefix_wait, "body_prefix_wait", d.body_prefix_wait)?,
            connect_timeout: dur(&f.connect_timeout, "connect_timeout", d.connect_timeout)?,
            response_timeout: dur(&f.response_timeout, "response_timeout", d.response_timeout)?,
            handshake_timeout: dur(
                &f.handshake_timeout,
                "handshake_timeout",
                d.handshake_timeout,
            )?,
            pool_idle_timeout: dur(
                &f.pool_idle_timeout,
                "pool_idle_timeout",
                d.pool_idle_timeout,
            )?,
            grace_period: dur(&f.grace_period, "grace_period", d.grace_period)?,
            max_header_bytes,
            leaf_cache: f.leaf_cache.unwrap_or(d.leaf_cache).max(1),
            memory_budget,
            request_memory,
            max_header_count: within(
                f.max_header_count,
                "max_header_count",
                d.max_header_count,
                8,
                10_000,
            )?,
            max_url_bytes: size(
                f.max_url_bytes,
                "max_url_bytes",
                d.max_url_bytes.min(max_header_bytes),
                256,
                max_header_bytes as u64,
            )?,
        })
    }
}
