//! The audit: one event per request, written once whatever the outcome, by the end phase.
//! Every event is a structured log line on stderr; with `audit.file` (or `run --audit`) it
//! is also one JSON line of a hash-chained log ([`chain`]) written by a single writer
//! ([`writer`]), and a request whose event cannot be written is refused unless
//! `audit.on_error: continue`.

pub mod chain;
mod files;
mod writer;

use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use serde::{Deserialize, Serialize};

pub use writer::{FSYNC_INTERVAL, STALL};

use crate::section::SectionError;

/// `audit:` in the config.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AuditFile {
    /// The JSON-lines file the chained events are appended to; `-` is standard output.
    #[serde(default)]
    pub file: Option<PathBuf>,
    /// When written lines are synced to disk.
    #[serde(default)]
    pub fsync: Fsync,
    /// Rotate the file before it would grow past this many bytes (the chain carries on).
    #[serde(default)]
    pub max_bytes: Option<u64>,
    /// What a request whose event cannot be written gets.
    #[serde(default)]
    pub on_error: OnError,
}

/// `audit.fsync`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Fsync {
    /// Every batch of lines is synced before the requests in it are answered.
    Every,
    /// Lines are written before the request is answered and synced within a second
    /// ([`FSYNC_INTERVAL`]): a crash of the process loses nothing, a power cut may lose
    /// the last second.
    #[default]
    Interval,
}

/// `audit.on_error`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OnError {
    /// Refuse the request (`audit_unavailable`): nothing goes unrecorded.
    #[default]
    Refuse,
    /// Log the error and answer as if it had been written.
    Continue,
}

/// One action of a request that carries several (a GraphQL document).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EventAction {
    pub action: String,
    pub resource: String,
    pub effect: &'static str,
}

/// One audit event (design.md "Audit event"). Serialized in this field order, which is the
/// wire format of the audit log: add fields only at the end (before `prev`).
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
    /// Every action, when the request carries more than one (`action`/`resource` name the
    /// first; `effect` is `write` when any of them writes).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub actions: Vec<EventAction>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
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
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// The scanner's rule ids, when it found something (never the values).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub rules: Vec<String>,
    /// Why it was refused (or would be, in report mode): the refusal's sentence, redacted
    /// like every other request-derived value.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// The request whose redirect to a service's storage host let this one through.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub redirect_of: Option<String>,
    /// The hex sha256 of the previous line of the log; set by the writer.
    pub prev: Option<String>,
}

/// Why an event could not be recorded.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct AuditError(String);

/// Writes events: a structured log line each, and the chained log when one is configured.
#[derive(Debug, Clone, Default)]
pub struct Audit {
    sink: Sink,
    on_error: OnError,
}

/// Where events go besides the log line.
#[derive(Debug, Clone, Default)]
enum Sink {
    /// Only the structured log line.
    #[default]
    Log,
    /// The hash-chained log.
    Chain(Arc<Chain>),
    /// Every write fails (tests of the end phase's fail-closed path).
    #[cfg(test)]
    Unwritable,
}

/// The chained log's target and its writer, started by the first event (an offline
/// pipeline, such as `wirepass check`'s, never starts it).
#[derive(Debug)]
struct Chain {
    target: writer::Target,
    writer: OnceLock<Result<writer::Writer, String>>,
}

impl Audit {
    /// Compiles `audit:`; relative paths are resolved against `base_dir`. Nothing is
    /// opened yet, but a file whose folder does not exist is an error now.
    pub fn compile(file: &AuditFile, base_dir: &Path) -> Result<Audit, SectionError> {
        let sink = match &file.file {
            None => Sink::Log,
            Some(p) if p.as_os_str() == "-" => Sink::Chain(Arc::new(Chain {
                target: writer::Target::Stdout,
                writer: OnceLock::new(),
            })),
            Some(p) => {
                let path = if p.is_absolute() {
                    p.clone()
                } else {
                    base_dir.join(p)
                };
                let dir = match path.parent() {
                    Some(d) if !d.as_os_str().is_empty() => d,
                    _ => Path::new("."),
                };
                if !dir.is_dir() {
                    return Err(SectionError::new(
                        "file",
                        format!("audit.file: the folder {} does not exist", dir.display()),
                    ));
                }
                if file.max_bytes == Some(0) {
                    return Err(SectionError::new(
                        "max_bytes",
                        "audit.max_bytes must be above zero",
                    ));
                }
                Sink::Chain(Arc::new(Chain {
                    target: writer::Target::File {
                        path,
                        fsync: file.fsync,
                        max_bytes: file.max_bytes,
                    },
                    writer: OnceLock::new(),
                }))
            }
        };
        Ok(Audit {
            sink,
            on_error: file.on_error,
        })
    }

    /// An audit whose every write fails.
    #[cfg(test)]
    pub(crate) fn unwritable() -> Audit {
        Audit {
            sink: Sink::Unwritable,
            on_error: OnError::Refuse,
        }
    }

    /// Whether the chained log can take events; starts its writer (opening the file) on
    /// first use. `Err` while the last write failed and `on_error` is `refuse`: the decide
    /// phase refuses before forwarding rather than forward what it may not record.
    pub fn ready(&self) -> Result<(), AuditError> {
        let failing = match &self.sink {
            Sink::Log => None,
            Sink::Chain(chain) => match chain.writer() {
                Ok(w) => w.failing(),
                Err(e) => Some(e.clone()),
            },
            #[cfg(test)]
            Sink::Unwritable => Some("the audit sink refuses writes".into()),
        };
        match failing {
            Some(e) if self.on_error == OnError::Refuse => Err(AuditError(e)),
            _ => Ok(()),
        }
    }

    /// Records one event: the log line, then the chained log, whose acknowledgement it
    /// awaits. `Err` only when the event could not be written and `on_error` is `refuse`.
    pub async fn record(&self, event: &Event) -> Result<(), AuditError> {
        log_line(event);
        let written = match &self.sink {
            Sink::Log => Ok(()),
            Sink::Chain(chain) => match chain.writer() {
                Ok(w) => w.append(event.clone()).await,
                Err(e) => Err(e.clone()),
            },
            #[cfg(test)]
            Sink::Unwritable => Err("the audit sink refuses writes".into()),
        };
        match written {
            Ok(()) => Ok(()),
            Err(e) if self.on_error == OnError::Continue => {
                tracing::error!(error = %e, request_id = %event.request_id, "the audit could not be written; going on (audit.on_error: continue)");
                Ok(())
            }
            Err(e) => Err(AuditError(e)),
        }
    }
}

impl Chain {
    fn writer(&self) -> &Result<writer::Writer, String> {
        self.writer
            .get_or_init(|| writer::Writer::start(self.target.clone()))
    }
}

/// One structured tracing event per request (stderr), with or without the chained log.
fn log_line(event: &Event) {
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
            reason = event.reason.as_deref(),
        "request"
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(yaml: &str, dir: &Path) -> crate::config::Config {
        crate::config::Config::parse(yaml, &dir.join("w.yaml"), dir).unwrap()
    }

    #[test]
    fn the_audit_section_compiles_with_its_defaults() {
        let dir = tempfile::tempdir().unwrap();
        let c = config("version: 1\naudit:\n  file: audit.jsonl\n", dir.path());
        assert_eq!(c.file.audit.fsync, Fsync::Interval);
        assert_eq!(c.file.audit.on_error, OnError::Refuse);
        let a = crate::config::stages::audit(&c).unwrap();
        match &a.sink {
            Sink::Chain(chain) => assert_eq!(
                chain.target,
                writer::Target::File {
                    path: dir.path().join("audit.jsonl"),
                    fsync: Fsync::Interval,
                    max_bytes: None
                }
            ),
            other => panic!("{other:?}"),
        }
        // Compiling opens nothing (an offline pipeline must not touch the log).
        assert!(!dir.path().join("audit.jsonl").exists());
    }

    #[test]
    fn an_audit_file_in_a_missing_folder_is_a_load_error() {
        let dir = tempfile::tempdir().unwrap();
        let c = config(
            "version: 1\naudit: {file: nowhere/audit.jsonl}\n",
            dir.path(),
        );
        let e = crate::config::stages::audit(&c).unwrap_err();
        assert!(e.message.contains("does not exist"), "{e}");
        let c = config(
            "version: 1\naudit: {file: a.jsonl, fsync: every, max_bytes: 0}\n",
            dir.path(),
        );
        assert!(crate::config::stages::audit(&c).is_err());
        let bad = crate::config::Config::parse(
            "version: 1\naudit: {fsync: sometimes}\n",
            Path::new("w.yaml"),
            Path::new("."),
        );
        assert!(bad.is_err());
    }

    #[test]
    fn the_event_serializes_in_the_design_field_order() {
        let e = Event {
            ts: "t".into(),
            request_id: "r".into(),
            method: "GET".into(),
            host: "h".into(),
            path: "/p?q=…".into(),
            decision: "allow".into(),
            status: 200,
            ..Event::default()
        };
        let line = serde_json::to_string(&e).unwrap();
        assert_eq!(
            line,
            r#"{"ts":"t","request_id":"r","user":null,"service":null,"method":"GET","host":"h","path":"/p?q=…","action":null,"resource":null,"effect":null,"decision":"allow","code":null,"status":200,"bytes_up":0,"bytes_down":0,"duration_ms":0,"prev":null}"#
        );
        let more = Event {
            actions: vec![EventAction {
                action: "a".into(),
                resource: "r".into(),
                effect: "read",
            }],
            unmapped: true,
            error: Some("e".into()),
            rules: vec!["github_pat".into()],
            prev: Some("ab".into()),
            ..e
        };
        let line = serde_json::to_string(&more).unwrap();
        assert!(line.contains(r#""effect":null,"actions":[{"action":"a","resource":"r","effect":"read"}],"unmapped":true,"decision""#), "{line}");
        assert!(
            line.ends_with(r#""duration_ms":0,"error":"e","rules":["github_pat"],"prev":"ab"}"#),
            "{line}"
        );
    }

    #[tokio::test]
    async fn on_error_continue_answers_although_nothing_was_written() {
        let dir = tempfile::tempdir().unwrap();
        for (on_error, ok) in [(OnError::Refuse, false), (OnError::Continue, true)] {
            let file = AuditFile {
                file: Some(PathBuf::from("/dev/full")),
                on_error,
                ..AuditFile::default()
            };
            let a = Audit::compile(&file, dir.path()).unwrap();
            assert!(a.ready().is_ok(), "nothing has failed yet");
            let recorded = a.record(&Event::default()).await;
            assert_eq!(recorded.is_ok(), ok, "{on_error:?}");
            assert_eq!(
                a.ready().is_ok(),
                ok,
                "{on_error:?}: the gate after a failure"
            );
        }
    }

    #[test]
    fn a_log_that_cannot_be_opened_is_not_ready() {
        let dir = tempfile::tempdir().unwrap();
        // A folder where the file should be: cannot be opened for writing, even by root.
        std::fs::create_dir(dir.path().join("audit.jsonl")).unwrap();
        let file = AuditFile {
            file: Some(PathBuf::from("audit.jsonl")),
            ..AuditFile::default()
        };
        let e = Audit::compile(&file, dir.path())
            .unwrap()
            .ready()
            .unwrap_err();
        assert!(e.to_string().contains("cannot open the audit file"), "{e}");
        assert!(Audit::default().ready().is_ok());
    }
}
