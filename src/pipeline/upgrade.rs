//! Upgraded connections (WebSocket): what the respond phase hands the shell once both sides
//! switched protocols. One [`StreamFilter`] each way; the shell reads, pushes, writes what
//! comes back, and when either filter stops, writes each side's closing bytes (a close
//! frame) and ends the connection. The filters decide; the shell only moves bytes.

use bytes::Bytes;

use crate::refusal::Refusal;

/// Why an upgraded connection is being closed by wirepass.
#[derive(Debug, Clone)]
pub struct Stop {
    /// The WebSocket close code both sides are sent (1002, 1008, 1009).
    pub code: u16,
    /// A short reason for the close frame: a rule id at most, never a value.
    pub reason: String,
    /// What the end phase records (a `credential_leak` naming the rule); `None` for a
    /// protocol error, which is recorded as a failure.
    pub refusal: Option<Refusal>,
}

/// A filter over one direction of an upgraded connection.
pub trait StreamFilter: Send {
    /// Takes bytes read from this direction's source; returns what may be written to its
    /// sink now, or why the connection must close (then nothing of `chunk` goes).
    fn push(&mut self, chunk: &[u8]) -> Result<Bytes, Stop>;
    /// The bytes that tell this direction's sink the connection closes (a close frame).
    fn closing(&mut self, stop: &Stop) -> Bytes;
}

/// The filters of an upgraded connection: client to server, and server to client.
pub struct Filters {
    pub up: Box<dyn StreamFilter>,
    pub down: Box<dyn StreamFilter>,
}

impl std::fmt::Debug for Filters {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Filters")
    }
}
