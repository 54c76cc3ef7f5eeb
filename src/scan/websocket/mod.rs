//! The leak guard on WebSocket connections: after a `101 Switching Protocols`, every message
//! from the client is scanned before its bytes go to the origin, and with
//! `redact_responses` every message from the server is redacted. [`frame`] reads and writes
//! frames, [`relay`] drives one direction through the scanner; this file applies the
//! service's settings (leak mode, binding, redaction) and builds the closes and refusals.
//!
//! Extensions are never negotiated through wirepass (decide strips `Sec-WebSocket-Extensions`
//! from the upgrade request), so frames arrive uncompressed; a 101 that negotiates one
//! anyway, or switches to anything but `websocket`, is refused here.

pub mod frame;
pub mod relay;

use std::sync::Arc;

use bytes::Bytes;
use http::header::{SEC_WEBSOCKET_EXTENSIONS, UPGRADE};
use http::HeaderMap;

use self::frame::CLOSE_POLICY;
use self::relay::{Found, Halt, Payloads, Relay};
use super::engine::Scanner;
use super::guard::{leak_refusal, Position};
use super::LeakMode;
use crate::pipeline::upgrade::{Filters, Stop, StreamFilter};
use crate::refusal::{Code, Refusal};

/// Whether an `Upgrade` value names exactly the WebSocket protocol.
pub fn is_websocket(upgrade: Option<&http::HeaderValue>) -> bool {
    upgrade.is_some_and(|v| v.as_bytes().trim_ascii().eq_ignore_ascii_case(b"websocket"))
}

/// The guard's plan for a WebSocket upgrade, made by the decide phase and turned into
/// filters by the respond phase once the origin switched.
#[derive(Debug, Clone)]
pub struct Messages {
    /// The client's messages are scanned with this (wirepass's own rules alone where the
    /// service's `leaks` is `off`); findings index its rules.
    pub(super) scanner: Arc<Scanner>,
    /// The server's messages are redacted with this (every rule).
    pub(super) redacting: Arc<Scanner>,
    pub(super) mode: LeakMode,
    pub(super) redact: bool,
    pub(super) host: String,
    pub(super) service: Option<String>,
    pub(super) request_id: String,
}

impl Messages {
    /// Phase 3: the origin answered 101. Refused (`upstream_unavailable`, nothing is
    /// spliced) when it switched to another protocol or negotiated an extension, which
    /// wirepass never offers: frames it could not read could not be scanned.
    pub fn switched(self, headers: &HeaderMap) -> Result<Filters, Refusal> {
        let broken = if !is_websocket(headers.get(UPGRADE)) {
            Some("switched to a protocol other than the websocket it was asked for")
        } else if headers.contains_key(SEC_WEBSOCKET_EXTENSIONS) {
            Some("negotiated a WebSocket extension that was not offered")
        } else {
            None
        };
        if let Some(what) = broken {
            let mut r = Refusal::new(
                Code::UpstreamUnavailable,
                format!(
                    "the origin {what}; wirepass cannot scan such a connection's messages, so \
                     it was not opened"
                ),
            )
            .request_id(self.request_id.clone());
            if let Some(s) = &self.service {
                r = r.service(s.clone());
            }
            return Err(r);
        }
        let up = match self.mode {
            LeakMode::Off => Payloads::Pass,
            m => Payloads::Scan {
                report: m == LeakMode::Report,
            },
        };
        let down = if self.redact {
            Payloads::Redact
        } else {
            Payloads::Pass
        };
        let mut seed = [0u8; 8];
        // Mask keys only need to be unpredictable to scripts (RFC 6455 §10.3); without
        // randomness the clock still varies them.
        if getrandom::fill(&mut seed).is_err() {
            let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
            seed = t.map_or(1, |d| d.as_nanos() as u64).to_le_bytes();
        }
        let seed = u64::from_le_bytes(seed);
        Ok(Filters {
            up: Box::new(Direction {
                relay: Relay::upward(self.scanner.clone(), up, seed),
                plan: self.clone(),
            }),
            down: Box::new(Direction {
                relay: Relay::downward(self.redacting.clone(), down),
                plan: self,
            }),
        })
    }

    /// A finding as its refusal (the rule and the message, never the value).
    fn refusal(&self, f: &Found) -> Refusal {
        let rule = &self.scanner.rules()[f.rule].id;
        let mut r = leak_refusal(&self.scanner, rule, &position(f), &self.host)
            .request_id(self.request_id.clone());
        if let Some(s) = &self.service {
            r = r.service(s.clone());
        }
        r
    }
}

fn position(f: &Found) -> Position {
    if f.control {
        Position::Control
    } else {
        Position::Message {
            message: f.message,
            offset: f.offset,
        }
    }
}

/// One direction as the shell drives it.
struct Direction {
    relay: Relay,
    plan: Messages,
}

impl StreamFilter for Direction {
    fn push(&mut self, chunk: &[u8]) -> Result<Bytes, Stop> {
        let mut reported = Vec::new();
        let pushed = self.relay.push(chunk, &mut reported);
        for f in &reported {
            let rule = &self.plan.scanner.rules()[f.rule].id;
            tracing::warn!(
                target: "wirepass::leak",
                request_id = self.plan.request_id.as_str(),
                service = self.plan.service.as_deref().unwrap_or("-"),
                rule = rule.as_str(),
                position = %position(f),
                "credential leak reported (leaks: report)"
            );
        }
        match pushed {
            Ok(out) => Ok(Bytes::from(out)),
            Err(Halt::Leak(f)) => {
                let rule = &self.plan.scanner.rules()[f.rule].id;
                Err(Stop {
                    code: CLOSE_POLICY,
                    reason: format!("wirepass: credential_leak ({rule})"),
                    refusal: Some(self.plan.refusal(&f)),
                })
            }
            Err(Halt::Frame(e)) => Err(Stop {
                code: e.code,
                reason: format!("wirepass: {}", e.why),
                refusal: None,
            }),
        }
    }

    fn closing(&mut self, stop: &Stop) -> Bytes {
        Bytes::from(self.relay.close_frame(stop.code, &stop.reason))
    }
}

#[cfg(test)]
mod tests;
