//! The proxy shell: listener, CONNECT, intercept or tunnel, forward, streaming. It feeds
//! the pipeline from sockets and applies its outcome; it decides nothing itself.

use std::collections::BTreeMap;

use serde::Deserialize;

/// `hosts:` — which hosts are intercepted, tunnelled or refused.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HostsFile {
    /// Hosts whose TLS is terminated and whose requests run the pipeline.
    #[serde(default)]
    pub intercept: Vec<String>,
    /// Hosts spliced through without interception (audited as tunnels).
    #[serde(default)]
    pub tunnel: Vec<String>,
    /// What happens to a host that matches nothing.
    #[serde(default)]
    pub default: DefaultDisposition,
}

/// The disposition of a host that matches no pattern.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DefaultDisposition {
    #[default]
    Refuse,
    Tunnel,
}

/// `egress:` — where traffic may go on the network.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EgressFile {
    /// Private addresses (CIDRs or names) that may be reached.
    #[serde(default)]
    pub allow: Vec<String>,
    /// Fixed addresses for `host:port` (like curl's `--resolve`), for tests and sidecars.
    #[serde(default)]
    pub resolve: BTreeMap<String, String>,
}

/// `limits:` — sizes and timeouts.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LimitsFile {
    /// Bytes of a request body read before the decision (default 64 KiB).
    #[serde(default)]
    pub body_prefix: Option<u64>,
}
