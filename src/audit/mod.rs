//! The audit: one event per request, written once whatever the outcome.

use serde::{Deserialize, Serialize};

use crate::section::SectionError;

/// `audit:` in the config.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AuditFile {
    /// A JSON-lines file the events are appended to.
    #[serde(default)]
    pub file: Option<std::path::PathBuf>,
}

/// One audit event (design.md "Audit event"). Field order is fixed.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Event {
    pub ts: String,
    pub request_id: String,
    pub user: Option<String>,
    pub service: Option<String>,
    pub method: String,
    pub host: String,
    /// Path with query values redacted.
    pub path: String,
    pub action: Option<String>,
    pub resource: Option<String>,
    pub effect: Option<String>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub unmapped: bool,
    /// `allow`, `refuse`, `would_refuse` (report mode) or `tunnel`.
    pub decision: String,
    pub code: Option<String>,
    pub status: u16,
    pub bytes_up: u64,
    pub bytes_down: u64,
    pub duration_ms: u64,
}

/// Writes events (for now: one structured tracing event each).
#[derive(Debug, Clone, Default)]
pub struct Audit {}

impl Audit {
    /// Opens the audit sinks; error paths are relative to `audit:`.
    pub fn compile(f: &AuditFile) -> Result<Audit, SectionError> {
        // A key that silently did nothing would leave an operator believing requests are
        // recorded in a file; until the hash-chained writer exists, say so and stop.
        if f.file.is_some() {
            return Err(SectionError::new(
                "file",
                "audit.file is not available yet (it arrives with the hash-chained audit writer); \
                 every request is logged as one structured event on stderr: use --log-format json",
            ));
        }
        Ok(Audit {})
    }

    /// Records one event.
    pub fn record(&self, event: &Event) {
        tracing::info!(
            target: "wirepass::request",
            request_id = %event.request_id,
            user = event.user.as_deref().unwrap_or("-"),
            service = event.service.as_deref().unwrap_or("-"),
            method = %event.method,
            host = %event.host,
            path = %event.path,
            action = event.action.as_deref().unwrap_or("-"),
            resource = event.resource.as_deref().unwrap_or("-"),
            effect = event.effect.as_deref().unwrap_or("-"),
            unmapped = event.unmapped,
            decision = %event.decision,
            code = event.code.as_deref().unwrap_or("-"),
            status = event.status,
            bytes_up = event.bytes_up,
            bytes_down = event.bytes_down,
            duration_ms = event.duration_ms,
            "request"
        );
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    #[test]
    fn an_audit_file_is_refused_until_it_is_written() {
        let c = crate::config::Config::parse(
            "version: 1\naudit:\n  file: audit.jsonl\n",
            Path::new("w.yaml"),
            Path::new("."),
        )
        .unwrap();
        let e = crate::config::stages::audit(&c).unwrap_err();
        assert!(e.message.contains("audit.file is not available yet"), "{e}");
        assert_eq!(e.line, Some(3), "the audit's own `file:` line: {e}");
        let plain =
            crate::config::Config::parse("version: 1\n", Path::new("w.yaml"), Path::new("."));
        assert!(crate::config::stages::audit(&plain.unwrap()).is_ok());
    }
}
