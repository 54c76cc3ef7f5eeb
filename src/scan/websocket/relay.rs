//! One direction of a WebSocket connection through the guard, without I/O: frames in, frames
//! out. Each message's payload streams through its own scanner window (client to server:
//! [`UploadScan`], which holds back the longest secret's span; server to client with
//! redaction: [`Redactor`]), and what the window releases is written again as a fragment
//! of the same message. So no byte of a secret leaves before the window saw it whole, however
//! the secret was split across TCP chunks, frames or fragments, and a small message that
//! arrives whole goes out as one frame. Control frames (at most 125 bytes) are judged whole.
//!
//! Every write is whole frames, so the shell can put a close frame between any two writes.

use std::sync::Arc;

use super::frame::{close_payload, write_frame, Event, FrameError, FrameReader, Opcode, Role};
use crate::scan::engine::{Hit, Scanner};
use crate::scan::rules::Binding;
use crate::scan::stream::{Redactor, Step, UploadScan, Window};

/// What happens to payloads in this direction.
#[derive(Debug, Clone)]
pub enum Payloads {
    /// Scan for credentials: as in a body, any is a leak, whatever the host (a credential
    /// is normal use only in an auth header). `report` lets them through (they are
    /// returned as reported findings), otherwise the first one halts; wirepass's own
    /// credentials halt in either case.
    Scan { report: bool },
    /// Replace secrets with `[REDACTED:rule]`.
    Redact,
    /// Relay as they are (frames are still read, so a close can be put between them).
    Pass,
}

/// A credential found in a message: its rule, the message (counted from 1 in this
/// direction) and the byte offset in the message's payload. Never the value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    pub rule: usize,
    pub message: u64,
    pub offset: usize,
    /// In a control frame's payload (ping, pong, close) rather than a message.
    pub control: bool,
}

/// Why a direction stops.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Halt {
    /// The peer broke the protocol (or sent a message over the cap).
    Frame(FrameError),
    /// A credential that does not belong where the message goes.
    Leak(Found),
}

enum Filter {
    Scan(UploadScan),
    Redact(Redactor),
    Pass,
}

struct Message {
    opcode: Opcode,
    /// Whether a fragment of it was written already (the rest go as continuations).
    begun: bool,
    filter: Filter,
    /// What its filter released and no frame carries yet: written with the message's end
    /// when that comes in the same chunk (a frame that arrived whole goes out whole: a
    /// client that reads no continuation, slack_sdk's own Socket Mode client, reads it),
    /// otherwise as a fragment before the next frame or at the chunk's end.
    pending: Vec<u8>,
}

/// Mask keys for frames toward a server (xorshift64*, seeded by the caller so the core
/// needs no randomness source).
#[derive(Debug)]
struct Masks(u64);

impl Masks {
    fn next(&mut self) -> [u8; 4] {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        let v = x.wrapping_mul(0x2545_F491_4F6C_DD1D);
        let b = v.to_be_bytes();
        [b[0], b[1], b[2], b[3]]
    }
}

/// One direction's reader, filters and writer.
pub struct Relay {
    reader: FrameReader,
    scanner: Arc<Scanner>,
    payloads: Payloads,
    /// Toward the server frames are masked; toward the client they are not.
    masks: Option<Masks>,
    message: Option<Message>,
    messages: u64,
    events: Vec<Event>,
}

impl Relay {
    /// Frames from the client, masked again with keys from `seed` for the server.
    pub fn upward(scanner: Arc<Scanner>, payloads: Payloads, seed: u64) -> Relay {
        Relay::new(Role::Client, scanner, payloads, Some(Masks(seed | 1)))
    }

    /// Frames from the server, unmasked for the client.
    pub fn downward(scanner: Arc<Scanner>, payloads: Payloads) -> Relay {
        Relay::new(Role::Server, scanner, payloads, None)
    }

    fn new(role: Role, scanner: Arc<Scanner>, payloads: Payloads, masks: Option<Masks>) -> Relay {
        Relay {
            reader: FrameReader::new(role),
            scanner,
            payloads,
            masks,
            message: None,
            messages: 0,
            events: Vec::new(),
        }
    }

    /// Reads `chunk`; returns the frames that may be written now. Findings a `report` scan
    /// lets through are appended to `reported`. On a halt nothing of this chunk goes.
    pub fn push(&mut self, chunk: &[u8], reported: &mut Vec<Found>) -> Result<Vec<u8>, Halt> {
        let mut events = std::mem::take(&mut self.events);
        events.clear();
        let read = self.reader.push(chunk, &mut events);
        let mut out = Vec::new();
        let mut result = Ok(());
        for e in events.drain(..) {
            result = self.event(e, &mut out, reported);
            if result.is_err() {
                break;
            }
        }
        self.events = events;
        result?;
        // Events before an error were complete frames: judged above, but not sent.
        read.map_err(Halt::Frame)?;
        self.flush(&mut out);
        Ok(out)
    }

    /// Writes what the current message released and no frame carries yet, as a fragment.
    fn flush(&mut self, out: &mut Vec<u8>) {
        let pending = match self.message.as_mut() {
            Some(m) if !m.pending.is_empty() => std::mem::take(&mut m.pending),
            _ => return,
        };
        self.fragment(out, false, &pending);
    }

    /// A close frame with `code` and `reason`, for this direction's receiver.
    pub fn close_frame(&mut self, code: u16, reason: &str) -> Vec<u8> {
        let mut out = Vec::new();
        let mask = self.masks.as_mut().map(Masks::next);
        write_frame(
            &mut out,
            true,
            Opcode::Close,
            &close_payload(code, reason),
            mask,
        );
        out
    }

    fn event(
        &mut self,
        e: Event,
        out: &mut Vec<u8>,
        reported: &mut Vec<Found>,
    ) -> Result<(), Halt> {
        match e {
            Event::Start(opcode) => {
                self.messages += 1;
                let window = || Window::new(self.scanner.clone());
                let filter = match self.payloads {
                    Payloads::Scan { .. } => Filter::Scan(UploadScan::new(window(), None)),
                    Payloads::Redact => Filter::Redact(Redactor::new(window())),
                    Payloads::Pass => Filter::Pass,
                };
                self.message = Some(Message {
                    opcode,
                    begun: false,
                    filter,
                    pending: Vec::new(),
                });
            }
            Event::Data(bytes) => {
                let go = self.filter(&bytes, false, reported)?;
                if let Some(m) = self.message.as_mut() {
                    m.pending.extend_from_slice(&go);
                }
            }
            Event::End => {
                let go = self.filter(&[], true, reported)?;
                let mut last = self
                    .message
                    .as_mut()
                    .map(|m| std::mem::take(&mut m.pending))
                    .unwrap_or_default();
                last.extend_from_slice(&go);
                self.fragment(out, true, &last);
                self.message = None;
            }
            Event::Control(opcode, payload) => {
                let payload = self.control(opcode, payload, reported)?;
                // What the message released before this frame goes before it.
                self.flush(out);
                let mask = self.masks.as_mut().map(Masks::next);
                write_frame(out, true, opcode, &payload, mask);
            }
        }
        Ok(())
    }

    /// The bytes of the current message that may go now (`end`: all of them).
    fn filter(
        &mut self,
        bytes: &[u8],
        end: bool,
        reported: &mut Vec<Found>,
    ) -> Result<Vec<u8>, Halt> {
        let index = self.messages;
        let Some(m) = self.message.as_mut() else {
            return Ok(Vec::new());
        };
        match &mut m.filter {
            Filter::Pass => Ok(bytes.to_vec()),
            Filter::Redact(r) => Ok(if end { r.finish() } else { r.push(bytes) }),
            Filter::Scan(s) => {
                let step = if end { s.finish() } else { s.push(bytes) };
                let (go, hits) = match step {
                    Step::Go(go, hits) => (go, hits),
                    // A raw window is never unscannable, and a message's scan counts on no
                    // budget; if either were, nothing would go.
                    Step::Unscannable(_) | Step::Over(_) => (bytes::Bytes::new(), Vec::new()),
                };
                judge(&self.scanner, &self.payloads, &hits, index, false, reported)?;
                Ok(go.to_vec())
            }
        }
    }

    fn control(
        &mut self,
        opcode: Opcode,
        payload: Vec<u8>,
        reported: &mut Vec<Found>,
    ) -> Result<Vec<u8>, Halt> {
        match self.payloads {
            Payloads::Pass => Ok(payload),
            Payloads::Scan { .. } => {
                let hits = self.scanner.hits(&payload);
                judge(
                    &self.scanner,
                    &self.payloads,
                    &hits,
                    self.messages,
                    true,
                    reported,
                )?;
                Ok(payload)
            }
            Payloads::Redact => {
                let mut r = Redactor::new(Window::new(self.scanner.clone()));
                let mut red = r.push(&payload);
                red.extend(r.finish());
                if red.len() <= 125 {
                    return Ok(red);
                }
                // Redaction made it longer than a control frame may be: keep a close
                // frame's code and drop the rest.
                Ok(match opcode {
                    Opcode::Close => payload[..2.min(payload.len())].to_vec(),
                    _ => Vec::new(),
                })
            }
        }
    }

    /// Writes `bytes` as the next fragment of the current message (`fin`: the last).
    fn fragment(&mut self, out: &mut Vec<u8>, fin: bool, bytes: &[u8]) {
        let Some(m) = self.message.as_mut() else {
            return;
        };
        if bytes.is_empty() && !fin {
            return;
        }
        let opcode = if m.begun {
            Opcode::Continuation
        } else {
            m.opcode
        };
        m.begun = true;
        let mask = self.masks.as_mut().map(Masks::next);
        write_frame(out, fin, opcode, bytes, mask);
    }
}

/// Halts on the first finding (a `report` scan records them all instead, but for
/// wirepass's own credentials, which halt whatever the mode).
fn judge(
    scanner: &Scanner,
    payloads: &Payloads,
    hits: &[Hit],
    message: u64,
    control: bool,
    reported: &mut Vec<Found>,
) -> Result<(), Halt> {
    let Payloads::Scan { report } = payloads else {
        return Ok(());
    };
    for h in hits {
        let found = Found {
            rule: h.rule,
            message,
            offset: h.start,
            control,
        };
        if !report || scanner.rules()[h.rule].binding == Binding::Never {
            return Err(Halt::Leak(found));
        }
        reported.push(found);
    }
    Ok(())
}
