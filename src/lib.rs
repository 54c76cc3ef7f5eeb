//! wirepass: a forward HTTP(S) egress proxy that gives every request an AI agent makes a
//! pass. The modules are listed in the order a request meets them: the configuration and
//! the CA are loaded once; the proxy shell accepts a connection and hands it to the
//! [`pipeline`], whose phases (admit, decide, respond, end) run the stages — the
//! [`request`] view, the [`session`], the [`routes`], the [`policy`], the [`entitlements`],
//! the credential, the [`scan`] — and return either a request to forward or a
//! [`refusal`]; every request ends in the [`audit`]. `docs/architecture.md` draws the same path.
#![forbid(unsafe_code)]

// Blank lines keep rustfmt from sorting these: the order is the request's path.
pub mod config;

// Leaf helpers every stage shares: config errors and key paths, one host matcher (and the
// egress address guard that judges where a host resolves), one duration parser, one hex
// encoder, the memory budget.
pub mod section;

pub mod host;

pub mod egress;

pub mod duration;

pub mod hex;

pub mod memory;

pub mod tls;

pub mod proxy;

pub mod pipeline;

pub mod request;

pub mod session;

pub mod routes;

pub mod policy;

pub mod entitlements;

pub mod checks;

pub mod credentials;

pub mod scan;

pub mod refusal;

pub mod audit;

/// The admin endpoint: health, metrics, the live decisions page.
pub mod admin;

// Fake origins for the demo and the tests (GitHub, Slack, git, WebSocket).
pub mod origin;

// The property tests' configuration (a fixed seed unless `PROPTEST_RNG_SEED` is set), one
// file shared with `tests/`.
#[cfg(test)]
#[path = "../tests/support/props.rs"]
mod props;
