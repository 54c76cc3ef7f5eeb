//! The guard's body filters: the upload filter refuses a leak mid-body or in a trailer;
//! the download filter redacts a response, decoding an encoded one first. Both count what
//! they hold on the request's memory account, and refuse rather than hold past it.

use std::borrow::Cow;
use std::sync::Arc;

use bytes::Bytes;
use http::header::CONTENT_ENCODING;
use http::HeaderMap;

use super::engine::Scanner;
use super::guard::{leak_refusal, locate, Position};
use super::inflate::{InflateError, StreamInflater};
use super::redact::redact;
use super::rules::Binding;
use super::stream::{Redactor, Step, UploadScan};
use super::LeakMode;
use crate::memory::{Hold, Over};
use crate::pipeline::BodyFilter;
use crate::refusal::{Code, Refusal};

/// Scans an upload as it streams, then its trailers, and refuses (or reports) a leak.
pub(super) struct UploadFilter {
    pub(super) scan: UploadScan,
    pub(super) mode: LeakMode,
    pub(super) scanner: Arc<Scanner>,
    pub(super) host: String,
    pub(super) service: Option<String>,
    pub(super) request_id: String,
}

impl UploadFilter {
    /// A leak at `pos`: refused, or reported and let through. wirepass's own credentials
    /// are refused whatever the mode.
    fn leak(&self, rule: &str, pos: &Position) -> Result<(), Refusal> {
        let never = self
            .scanner
            .rules()
            .iter()
            .any(|r| r.id == rule && r.binding == Binding::Never);
        if self.mode == LeakMode::Refuse || never {
            let r = leak_refusal(&self.scanner, rule, pos, &self.host);
            return Err(attribute(r, &self.request_id, self.service.as_deref()));
        }
        tracing::warn!(
            target: "wirepass::leak",
            request_id = self.request_id.as_str(),
            service = self.service.as_deref().unwrap_or("-"),
            rule,
            position = %redact(&self.scanner, &pos.to_string()),
            "credential leak reported (leaks: report)"
        );
        Ok(())
    }

    fn judge(&self, step: Step) -> Result<Bytes, Refusal> {
        let decorate = |r: Refusal| attribute(r, &self.request_id, self.service.as_deref());
        match step {
            Step::Unscannable(e) => Err(decorate(Refusal::new(
                match e {
                    InflateError::TooLarge(_) => Code::TooLarge,
                    // What cannot be read one way only is refused as the request it is.
                    _ => Code::BadRequest,
                },
                format!(
                    "the request body cannot be scanned for credentials: {e}; send it \
                     uncompressed, or compressed once with gzip, deflate (zlib) or br"
                ),
            ))),
            Step::Over(over) => {
                let what = if self.scan.compressed() {
                    "the compressed request body (held whole to be scanned)"
                } else {
                    "the request body"
                };
                Err(decorate(over.refusal(what)))
            }
            Step::Go(bytes, hits) => {
                let decoded = self.scan.compressed();
                for h in &hits {
                    let rule = &self.scanner.rules()[h.rule].id;
                    let pos = Position::Body {
                        offset: h.start,
                        decoded,
                    };
                    self.leak(rule, &pos)?;
                }
                Ok(bytes)
            }
        }
    }
}

impl BodyFilter for UploadFilter {
    fn push(&mut self, chunk: Bytes) -> Result<Bytes, Refusal> {
        let step = self.scan.push(&chunk);
        self.judge(step)
    }

    fn finish(&mut self) -> Result<Bytes, Refusal> {
        let step = self.scan.finish();
        self.judge(step)
    }

    /// Each trailer's name and value, with the rules and bindings of the head's.
    fn trailers(&mut self, trailers: &HeaderMap) -> Result<(), Refusal> {
        let mut found = Vec::new();
        for name in trailers.keys() {
            let pos = Position::TrailerName;
            locate(
                &self.scanner,
                name.as_str().as_bytes(),
                pos,
                &self.host,
                &mut found,
            );
        }
        for (name, value) in trailers {
            let pos = Position::Trailer(name.as_str().to_string());
            locate(&self.scanner, value.as_bytes(), pos, &self.host, &mut found);
        }
        for l in found.iter().filter(|l| !l.bound) {
            self.leak(&l.rule, &l.position)?;
        }
        Ok(())
    }
}

/// A refusal raised by a body filter, with the request and service it belongs to.
fn attribute(r: Refusal, request_id: &str, service: Option<&str>) -> Refusal {
    let r = r.request_id(request_id.to_string());
    match service {
        Some(s) => r.service(s.to_string()),
        None => r,
    }
}

/// Redacts a response body, undoing its `Content-Encoding` first: the secrets are in the
/// decoded bytes, so those are what is scanned and sent.
pub(super) struct RedactFilter {
    pub(super) redactor: Redactor,
    pub(super) decoder: Option<StreamInflater>,
    /// Counts the redactor's window and the decoder's.
    pub(super) hold: Hold,
    /// The `Content-Encoding` the origin sent (for refusals).
    pub(super) coding: String,
    pub(super) service: Option<String>,
    pub(super) request_id: String,
}

impl RedactFilter {
    fn refusal(&self, code: Code, reason: String) -> Refusal {
        attribute(
            Refusal::new(code, reason),
            &self.request_id,
            self.service.as_deref(),
        )
    }

    /// A decoding error mid-body: the stream is cut, never forwarded undecoded.
    fn broken(&self, e: InflateError) -> Refusal {
        let code = match e {
            InflateError::TooLarge(_) => Code::TooLarge,
            InflateError::Unsupported(_) | InflateError::Corrupt(_) | InflateError::Ambiguous => {
                Code::UpstreamUnavailable
            }
        };
        let coding = &self.coding;
        self.refusal(
            code,
            format!(
                "the origin's response (content-encoding {coding}) could not be decoded to \
                 redact it ({e}), so it was cut off rather than forwarded; turn \
                 redact_responses off for this service to receive it as sent"
            ),
        )
    }

    /// Past the request's cap or the budget: the response is cut, not held.
    fn over(&self, over: Over) -> Refusal {
        let r = over.refusal("the response being redacted");
        attribute(r, &self.request_id, self.service.as_deref())
    }

    /// What the filter keeps between pushes: the redactor's window, the decoder's.
    fn kept(&self) -> usize {
        self.redactor.held() + self.decoder.as_ref().map_or(0, StreamInflater::memory)
    }

    /// Counts `more` bytes about to join what the filter keeps.
    fn reserve(&mut self, more: usize) -> Result<(), Refusal> {
        let need = self.kept() + more;
        if self.hold.bytes() < need {
            self.hold.set(need).map_err(|o| self.over(o))?;
        }
        Ok(())
    }

    /// Redacted bytes going out, carrying their share of the hold; the rest of the hold
    /// follows what the filter keeps.
    fn go(&mut self, out: Vec<u8>) -> Result<Bytes, Refusal> {
        let out = self.hold.carry(out);
        let kept = self.kept();
        self.hold.set(kept).map_err(|o| self.over(o))?;
        Ok(out)
    }

    /// The decoded bytes of `chunk` (the chunk itself when the response is not encoded).
    fn decode<'c>(&mut self, chunk: &'c [u8], end: bool) -> Result<Cow<'c, [u8]>, Refusal> {
        let Some(d) = self.decoder.as_mut() else {
            return Ok(Cow::Borrowed(chunk));
        };
        let r = if end { d.finish() } else { d.push(chunk) };
        r.map(Cow::Owned).map_err(|e| self.broken(e))
    }
}

impl BodyFilter for RedactFilter {
    fn push(&mut self, chunk: Bytes) -> Result<Bytes, Refusal> {
        let plain = self.decode(&chunk, false)?;
        self.reserve(plain.len())?;
        let out = self.redactor.push(&plain);
        self.go(out)
    }

    fn finish(&mut self) -> Result<Bytes, Refusal> {
        let plain = self.decode(&[], true)?;
        self.reserve(plain.len())?;
        let mut out = self.redactor.push(&plain);
        out.extend(self.redactor.finish());
        self.go(out)
    }

    fn response_head(&mut self, headers: &mut HeaderMap) -> Result<(), Refusal> {
        let codings: Vec<String> = headers
            .get_all(CONTENT_ENCODING)
            .iter()
            .map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned())
            .collect();
        if codings.is_empty() {
            return Ok(());
        }
        self.coding = codings.join(", ");
        self.decoder = StreamInflater::for_encoding(&self.coding).map_err(|e| {
            let name = match &e {
                InflateError::Unsupported(name) => name.as_str(),
                _ => self.coding.as_str(),
            };
            self.refusal(
                Code::UpstreamUnavailable,
                format!(
                    "the origin answered with content-encoding {name}, which wirepass cannot \
                     decode to redact the response; turn redact_responses off for this \
                     service, or have the origin send gzip, br, deflate or identity"
                ),
            )
        })?;
        // What goes on is the decoded body.
        headers.remove(CONTENT_ENCODING);
        self.reserve(0)
    }
}
