//! The audit: one event per request, written once whatever the outcome.

use serde::Deserialize;

use crate::section::SectionError;

/// `audit:` in the config.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AuditFile {
    /// A JSON-lines file the events are appended to.
    #[serde(default)]
    pub file: Option<std::path::PathBuf>,
}

/// One action of a request that carries several (a GraphQL document).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventAction {
    pub action: String,
    pub resource: String,
    pub effect: &'static str,
}

/// One audit event (design.md "Audit event"). Field order is fixed.
#[derive(Debug, Clone, Default)]
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
    /// Every action, when the request carries more than one (`action`/`resource` name the
    /// first; `effect` is `write` when any of them writes).
    pub actions: Vec<EventAction>,
    pub unmapped: bool,
    /// `allow`, `refuse`, `would_refuse` (report mode), `tunnel`, or `failed` (a fault with
    /// nobody to answer: a TLS handshake that failed, a client that went away).
    pub decision: String,
    pub code: Option<String>,
    pub status: u16,
    pub bytes_up: u64,
    pub bytes_down: u64,
    pub duration_ms: u64,
    /// What went wrong, for `failed` (fixed words and TLS/IO errors; never request data).
    pub error: Option<String>,
}

/// Why an event could not be recorded.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct AuditError(String);

/// Writes events (for now: one structured tracing event each).
#[derive(Debug, Clone, Default)]
pub struct Audit {
    sink: Sink,
}

/// Where events go.
#[derive(Debug, Clone, Default)]
enum Sink {
    /// One structured tracing event each.
    #[default]
    Log,
    /// Every write fails (tests of the end phase's fail-closed path).
    #[cfg(test)]
    Unwritable,
}

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
        Ok(Audit::default())
    }

    /// An audit whose every write fails.
    #[cfg(test)]
    pub(crate) fn unwritable() -> Audit {
        Audit {
            sink: Sink::Unwritable,
        }
    }

    /// Records one event.
    pub fn record(&self, event: &Event) -> Result<(), AuditError> {
        match self.sink {
            Sink::Log => {}
            #[cfg(test)]
            Sink::Unwritable => return Err(AuditError("the audit sink refuses writes".into())),
        }
        let actions = (!event.actions.is_empty()).then(|| {
            event
                .actions
                .iter()
                .map(|a| format!("{} on {} ({})", a.action, a.resource, a.effect))
                .collect::<Vec<_>>()
                .join(", ")
        });
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
            actions = actions.as_deref(),
            unmapped = event.unmapped,
            decision = %event.decision,
            code = event.code.as_deref().unwrap_or("-"),
            status = event.status,
            bytes_up = event.bytes_up,
            bytes_down = event.bytes_down,
            duration_ms = event.duration_ms,
            error = event.error.as_deref(),
            "request"
        );
        Ok(())
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
