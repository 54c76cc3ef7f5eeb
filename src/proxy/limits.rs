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
    /// Bytes of a body read whole before the decision where its route reads a field of it
    /// (a resource drawn from the body, a GraphQL document, a field run as commands):
    /// default 32 MiB (at most half of `request_memory`), at least `body_prefix`.
    #[serde(default)]
    pub body_fields: Option<u64>,
    /// Longest wait for such a body (default 20s, at most 25s): a client sends the whole
    /// body of an API call before it waits for an answer.
    #[serde(default)]
    pub body_fields_wait: Option<DurationText>,
    /// How long a redirect to a service's storage host may be followed (default 5m, at
    /// most 1h): presigned URLs live minutes.
    #[serde(default)]
    pub redirect_pass: Option<DurationText>,
    /// Connecting to an upstream, TCP and TLS together (default 10s). Past it: 504.
    #[serde(default)]
    pub connect_timeout: Option<DurationText>,
    /// Waiting for an upstream's response headers (default 300s). Past it: 504.
    #[serde(default)]
    pub response_timeout: Option<DurationText>,
    /// A client's first byte and TLS handshake after CONNECT (default 10s).
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
    /// Streams one HTTP/2 client connection may open at once (default 200).
    #[serde(default)]
    pub h2_max_concurrent_streams: Option<u32>,
    /// Bytes of one HTTP/2 header list, as HPACK decodes it (default `max_header_bytes`).
    #[serde(default)]
    pub h2_max_header_list_size: Option<u64>,
    /// Streams a client may open and reset before they are served (default 20; the rapid
    /// reset guard): past it the connection is closed.
    #[serde(default)]
    pub h2_max_pending_resets: Option<usize>,
    /// Streams wirepass may reset for the client's protocol errors (default 1024): past it
    /// the connection is closed.
    #[serde(default)]
    pub h2_max_error_resets: Option<usize>,
    /// Client connections open at once (default 4096); past it: 503 `overloaded`.
    #[serde(default)]
    pub max_connections: Option<usize>,
    /// Client connections open at once from one address (default 1024); past it: 503.
    #[serde(default)]
    pub max_connections_per_client: Option<usize>,
    /// Longest wait for a request head once a connection waits for one (default 30s).
    #[serde(default)]
    pub header_read_timeout: Option<DurationText>,
    /// An intercepted connection with no byte moving either way this long is closed
    /// (default 120s).
    #[serde(default)]
    pub idle_timeout: Option<DurationText>,
}

/// The compiled limits.
#[derive(Debug, Clone)]
pub struct Limits {
    pub body_prefix: usize,
    pub body_prefix_wait: Duration,
    pub body_fields: usize,
    pub body_fields_wait: Duration,
    pub redirect_pass: Duration,
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
    pub h2_max_concurrent_streams: u32,
    pub h2_max_header_list_size: u32,
    pub h2_max_pending_resets: usize,
    pub h2_max_error_resets: usize,
    pub max_connections: usize,
    pub max_connections_per_client: usize,
    pub header_read_timeout: Duration,
    pub idle_timeout: Duration,
}

/// hyper's own default of header fields (kept: hyper parses them on the stack up to it).
pub const DEFAULT_MAX_HEADER_COUNT: usize = 100;

impl Default for Limits {
    fn default() -> Self {
        Limits {
            body_prefix: 64 * 1024,
            body_prefix_wait: Duration::from_secs(1),
            body_fields: 32 << 20,
            body_fields_wait: Duration::from_secs(20),
            redirect_pass: crate::pipeline::redirect::DEFAULT_TTL,
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
            h2_max_concurrent_streams: 200,
            h2_max_header_list_size: 64 * 1024,
            h2_max_pending_resets: 20,
            h2_max_error_resets: 1024,
            max_connections: 4096,
            max_connections_per_client: 1024,
            header_read_timeout: Duration::from_secs(30),
            idle_timeout: Duration::from_secs(120),
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
        // A request holds its body prefix (whole frames, so up to a frame past it) before
        // anything else: a cap under twice the prefix would refuse ordinary bodies.
        let floor = (2 * body_prefix as u64).max(MIB);
        let memory_budget = size(
            f.memory_budget,
            "memory_budget",
            d.memory_budget,
            floor,
            1 << 40,
        )?;
        let request_memory = size(
            f.request_memory,
            "request_memory",
            d.request_memory.min(memory_budget),
            floor,
            memory_budget as u64,
        )?;
        // A body read whole for its fields is held whole: half the request's cap at most,
        // so the scanner's hold-back and a decoder still fit beside it.
        let half = (request_memory as u64 / 2).max(body_prefix as u64);
        let body_fields = size(
            f.body_fields,
            "body_fields",
            d.body_fields.clamp(body_prefix, half as usize),
            body_prefix as u64,
            half,
        )?;
        let body_fields_wait = dur(&f.body_fields_wait, "body_fields_wait", d.body_fields_wait)?;
        if body_fields_wait > Duration::from_secs(25) {
            return Err(SectionError::new(
                "body_fields_wait",
                "limits.body_fields_wait must be at most 25s (the decision's own deadline is 30s)",
            ));
        }
        let redirect_pass = dur(&f.redirect_pass, "redirect_pass", d.redirect_pass)?;
        if redirect_pass > Duration::from_secs(3600) {
            return Err(SectionError::new(
                "redirect_pass",
                "limits.redirect_pass must be at most 1h: a pass lets its user fetch the URL again until it ends",
            ));
        }
        let max_connections = within(
            f.max_connections,
            "max_connections",
            d.max_connections,
            1,
            1 << 20,
        )?;
        Ok(Limits {
            body_prefix,
            body_prefix_wait: dur(&f.body_prefix_wait, "body_prefix_wait", d.body_prefix_wait)?,
            body_fields,
            body_fields_wait,
            redirect_pass,
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
            h2_max_concurrent_streams: within(
                f.h2_max_concurrent_streams,
                "h2_max_concurrent_streams",
                d.h2_max_concurrent_streams,
                1,
                10_000,
            )?,
            // HTTP/2's list follows the HTTP/1.1 head unless it is set on its own.
            h2_max_header_list_size: size(
                f.h2_max_header_list_size,
                "h2_max_header_list_size",
                max_header_bytes,
                8192,
                MIB,
            )? as u32,
            h2_max_pending_resets: within(
                f.h2_max_pending_resets,
                "h2_max_pending_resets",
                d.h2_max_pending_resets,
                1,
                100_000,
            )?,
            h2_max_error_resets: within(
                f.h2_max_error_resets,
                "h2_max_error_resets",
                d.h2_max_error_resets,
                1,
                100_000,
            )?,
            max_connections,
            max_connections_per_client: within(
                f.max_connections_per_client,
                "max_connections_per_client",
                d.max_connections_per_client.min(max_connections),
                1,
                max_connections,
            )?,
            header_read_timeout: dur(
                &f.header_read_timeout,
                "header_read_timeout",
                d.header_read_timeout,
            )?,
            idle_timeout: dur(&f.idle_timeout, "idle_timeout", d.idle_timeout)?,
        })
    }
}
