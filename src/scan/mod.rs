//! The leak guard: rules, decoders and the streaming scanner that lets no byte of a
//! secret leave. The scanning core ([`engine`], [`check`], [`decode`], [`stream`]) has no
//! I/O, nor has the WebSocket frame reader ([`websocket`]); [`guard`] applies it to requests: destination binding, per-service modes,
//! refusals that name the rule and the position, never the value.

pub mod check;
pub mod decode;
pub mod dumps;
pub mod engine;
pub mod fake;
mod filters;
pub mod framing;
mod guard;
pub mod gutter;
pub mod inflate;
pub mod lists;
mod own;
mod pairs;
pub mod prefilter;
pub mod reader;
pub mod records;
pub mod redact;
pub mod rules;
mod shape;
pub mod stream;
pub mod unescape;
pub mod websocket;

use serde::Deserialize;

pub use engine::{Hit, Scanner};
pub use guard::{Guard, GuardCtx, Located, Position, ServiceScan};

/// `scan:` in the config.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScanFile {
    /// Environment variables (names, `*` globs) whose values are watched as literal
    /// secrets, e.g. `[GITHUB_TOKEN, "*_KEY"]`.
    #[serde(default)]
    pub watch_env: Vec<String>,
}

/// What scanning does on a service.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LeakMode {
    /// A leak refuses the request (403 `credential_leak`).
    #[default]
    Refuse,
    /// A leak is let through and reported (logged with rule and position).
    Report,
    /// Nothing is scanned.
    Off,
}

/// One finding: the rule and the byte range, never the value.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Finding {
    pub rule: String,
    pub start: usize,
    pub end: usize,
}
