//! The one closing hook of every request: a [`Finisher`] is created when a request is
//! known and calls `Pipeline::finish` exactly once when it is dropped — after the
//! response body ended, the tunnel closed, or the client went away — with the bytes
//! counted by the request's [`Meter`].

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use crate::audit::Event;
use crate::pipeline::{Evaluation, Pipeline};
use crate::refusal::Refusal;
use crate::routes::Mapping;

/// Bytes each way, and a refusal raised while a body streamed.
#[derive(Debug, Default)]
pub struct Meter {
    pub up: AtomicU64,
    pub down: AtomicU64,
    refusal: Mutex<Option<Refusal>>,
}

impl Meter {
    /// Counts bytes sent upstream.
    pub fn add_up(&self, n: usize) {
        self.up.fetch_add(n as u64, Ordering::Relaxed);
    }

    /// Counts bytes sent to the client.
    pub fn add_down(&self, n: usize) {
        self.down.fetch_add(n as u64, Ordering::Relaxed);
    }

    /// Keeps the first refusal raised by a body filter.
    pub fn refuse(&self, r: Refusal) {
        if let Ok(mut slot) = self.refusal.lock() {
            slot.get_or_insert(r);
        }
    }

    /// The refusal a body filter raised, if any.
    pub fn refusal(&self) -> Option<Refusal> {
        self.refusal.lock().ok().and_then(|s| s.clone())
    }
}

/// Emits the request's audit event when dropped.
pub struct Finisher {
    pipeline: Arc<Pipeline>,
    event: Event,
    start: Instant,
    meter: Arc<Meter>,
}

impl Finisher {
    /// Starts the record of a request.
    pub fn new(pipeline: Arc<Pipeline>, event: Event, start: Instant, meter: Arc<Meter>) -> Self {
        Finisher {
            pipeline,
            event,
            start,
            meter,
        }
    }

    /// The status answered to the client.
    pub fn status(&mut self, status: u16) {
        self.event.status = status;
    }

    /// Forwarded without a decision (a tunnel, or plain HTTP to a tunnel-listed host).
    pub fn tunnel(&mut self) {
        self.event.decision = "tunnel".into();
    }

    /// The request was refused (by the pipeline or the shell).
    pub fn refused(&mut self, r: &Refusal) {
        self.event.decision = "refuse".into();
        self.event.code = Some(r.code.as_str().to_string());
        self.event.status = r.status().as_u16();
        if self.event.service.is_none() {
            self.event.service.clone_from(&r.service);
        }
    }

    /// Copies what the pipeline found into the event.
    pub fn evaluated(&mut self, eval: &Evaluation) {
        let e = &mut self.event;
        e.user = eval.session.as_ref().map(|s| s.user.0.clone());
        e.service.clone_from(&eval.service);
        match &eval.mapping {
            Mapping::Mapped(m) => {
                if let Some(first) = m.first() {
                    e.action = Some(first.action.clone());
                    e.resource = Some(first.resource.clone());
                    e.effect = Some(first.effect.as_str().to_string());
                }
            }
            Mapping::Unmapped { effect, .. } => {
                e.unmapped = true;
                e.effect = Some(effect.as_str().to_string());
            }
            Mapping::NoService | Mapping::Refused(_) => {}
        }
        if let Some(r) = &eval.reported {
            e.decision = "would_refuse".into();
            e.code = Some(r.code.as_str().to_string());
        }
    }
}

impl Drop for Finisher {
    fn drop(&mut self) {
        let e = &mut self.event;
        e.bytes_up = self.meter.up.load(Ordering::Relaxed);
        e.bytes_down = self.meter.down.load(Ordering::Relaxed);
        e.duration_ms = self.start.elapsed().as_millis() as u64;
        if let Some(r) = self.meter.refusal() {
            e.decision = "refuse".into();
            e.code = Some(r.code.as_str().to_string());
        }
        self.pipeline.finish(e);
    }
}

/// A fresh event with the request's identity; `decision` starts as `allow`.
pub fn event(request_id: &str, method: &str, host: &str, path: String) -> Event {
    Event {
        ts: now_rfc3339(),
        request_id: request_id.to_string(),
        method: method.to_string(),
        host: host.to_string(),
        path,
        decision: "allow".into(),
        ..Event::default()
    }
}

/// The current UTC time as `2025-01-31T12:34:56.789Z`.
pub fn now_rfc3339() -> String {
    let t = time::OffsetDateTime::now_utc();
    format!(
        "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}.{:03}Z",
        t.year(),
        u8::from(t.month()),
        t.day(),
        t.hour(),
        t.minute(),
        t.second(),
        t.millisecond()
    )
}
