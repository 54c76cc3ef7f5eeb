//! Bodies in flight: the filtered stream that runs a [`BodyFilter`], counts bytes, and
//! fails the stream (so hyper aborts the other side) on a refusal, which it reports as a
//! value: over a one-shot channel to the request (uploads: HTTP/2 keeps no cause in the
//! error the client returns), or to the [`Ending`] it carries (downloads). Nothing here buffers more than what a filter holds back.

use std::pin::Pin;
use std::sync::Arc;
use std::task::{ready, Context, Poll};

use bytes::Bytes;
use http::{HeaderMap, Response};
use http_body::{Body, Frame, SizeHint};
use http_body_util::combinators::UnsyncBoxBody;
use http_body_util::{BodyExt, Empty};
use tokio::sync::oneshot;

use crate::pipeline::end::{Ending, Meter};
use crate::pipeline::BodyFilter;
use crate::refusal::{Code, Refusal};

/// Errors carried by proxied bodies.
pub type BoxError = Box<dyn std::error::Error + Send + Sync>;
/// The body type of every response the proxy writes and every request it sends.
pub type ProxyBody = UnsyncBoxBody<Bytes, BoxError>;

/// Why a proxied body stopped early.
#[derive(Debug, thiserror::Error)]
pub enum BodyError {
    /// A body filter refused what it saw; the stream is cut so the far side never gets
    /// a complete message.
    #[error("body refused by the pipeline ({0})")]
    Refused(Code),
}

/// The refusal as a response with the proxy's body type.
pub fn refusal_response(r: &Refusal) -> Response<ProxyBody> {
    r.to_response()
        .map(|b| b.map_err(|never| match never {}).boxed_unsync())
}

/// A body of `bytes`.
pub fn full(bytes: Bytes) -> ProxyBody {
    http_body_util::Full::new(bytes)
        .map_err(|never| match never {})
        .boxed_unsync()
}

/// An empty body.
pub fn empty() -> ProxyBody {
    Empty::new().map_err(|never| match never {}).boxed_unsync()
}

/// Where a filtered body reports how it ended.
// The whole body is boxed once (`boxed_unsync`); boxing the Ending as well would cost a
// second allocation for every response.
#[allow(clippy::large_enum_variant)]
pub enum Report {
    /// An upload: a refusal raised after the response began goes to the request's end.
    Upload(Option<oneshot::Sender<Refusal>>),
    /// A download: the request's record ends with the body.
    Download(Option<Ending>),
}

/// What [`Filtered`] answers a poll with.
type FramePoll = Poll<Option<Result<Frame<Bytes>, BoxError>>>;

/// A body run through an optional filter, counted, and ended with the request's record.
pub struct Filtered<B> {
    inner: B,
    filter: Option<Box<dyn BodyFilter>>,
    meter: Arc<Meter>,
    report: Report,
    trailers: Option<HeaderMap>,
    done: bool,
    /// Bytes the inner body still owes by its exact length, where it has one.
    left: Option<u64>,
    /// Resolves with a refusal when the request is no longer allowed (a reload revoked
    /// it): the stream is then cut as a filter's refusal cuts it ([`Filtered::revocable`]).
    revoked: Option<Revoked>,
}

/// A request's revocation, as [`Filtered::revocable`] watches it.
pub type Revoked = Pin<Box<dyn std::future::Future<Output = Refusal> + Send>>;

impl<B: Body> Filtered<B> {
    /// Wraps `inner`; `report` says which way it flows and who hears how it ended.
    pub fn new(
        inner: B,
        filter: Option<Box<dyn BodyFilter>>,
        meter: Arc<Meter>,
        report: Report,
    ) -> Self {
        let left = inner.size_hint().exact();
        Filtered {
            inner,
            filter,
            meter,
            report,
            trailers: None,
            done: false,
            left,
            revoked: None,
        }
    }

    /// Cuts the stream, and records the refusal, when `revoked` resolves: a response that
    /// streams on (a watch, a log followed) is no longer sent once a reload stops allowing
    /// its request.
    pub fn revocable(mut self, revoked: Revoked) -> Self {
        self.revoked = Some(revoked);
        self
    }

    fn data(&mut self, b: Bytes) -> FramePoll {
        match self.report {
            Report::Upload(_) => self.meter.add_up(b.len()),
            Report::Download(_) => self.meter.add_down(b.len()),
        }
        Poll::Ready(Some(Ok(Frame::data(b))))
    }

    /// The stream ended (or reached its trailers): what the filter still holds, or its
    /// refusal; `None` when there is nothing more to send.
    fn finish_filter(&mut self) -> Option<FramePoll> {
        match self.filter.as_mut()?.finish() {
            Ok(b) if !b.is_empty() => Some(self.data(b)),
            Ok(_) => None,
            Err(r) => Some(self.refuse(r)),
        }
    }

    fn refuse(&mut self, r: Refusal) -> FramePoll {
        self.done = true;
        self.filter = None;
        self.trailers = None;
        let code = r.code;
        match &mut self.report {
            Report::Upload(tx) => {
                if let Some(tx) = tx.take() {
                    let _ = tx.send(r);
                }
            }
            Report::Download(ending) => {
                if let Some(mut e) = ending.take() {
                    e.refused(&r);
                    e.close();
                }
            }
        }
        Poll::Ready(Some(Err(Box::new(BodyError::Refused(code)))))
    }

    /// The stream is over: a download's record goes to the end phase.
    fn close(&mut self, fault: Option<&str>) {
        if let Report::Download(ending) = &mut self.report {
            if let Some(e) = ending.take() {
                match fault {
                    None => e.close(),
                    Some(f) => e.fail(f),
                }
            }
        }
    }
}

impl<B> Body for Filtered<B>
where
    B: Body<Data = Bytes> + Unpin,
    B::Error: Into<BoxError>,
{
    type Data = Bytes;
    type Error = BoxError;

    fn poll_frame(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> FramePoll {
        let this = &mut *self;
        loop {
            if this.done {
                if let Some(t) = this.trailers.take() {
                    // Trailers are the last frame: hyper polls no further once it has
                    // them, so the answer is complete now.
                    this.close(None);
                    return Poll::Ready(Some(Ok(Frame::trailers(t))));
                }
                this.close(None);
                return Poll::Ready(None);
            }
            if let Some(revoked) = this.revoked.as_mut() {
                if let Poll::Ready(r) = revoked.as_mut().poll(cx) {
                    this.revoked = None;
                    return this.refuse(r);
                }
            }
            let frame = match ready!(Pin::new(&mut this.inner).poll_frame(cx)) {
                Some(Ok(frame)) => frame,
                Some(Err(e)) => {
                    this.done = true;
                    this.close(Some("the body failed mid-stream"));
                    return Poll::Ready(Some(Err(e.into())));
                }
                None => {
                    this.done = true;
                    if let Some(poll) = this.finish_filter() {
                        return poll;
                    }
                    continue;
                }
            };
            match frame.into_data() {
                Ok(data) => {
                    this.left = this.left.map(|l| l.saturating_sub(data.len() as u64));
                    let out = match this.filter.as_mut() {
                        None => data,
                        Some(f) => match f.push(data) {
                            Ok(b) => b,
                            Err(r) => return this.refuse(r),
                        },
                    };
                    // Counted before a last frame closes the record, which reads the meter.
                    let frame = (!out.is_empty()).then(|| this.data(out));
                    if this.filter.is_none() && this.inner.is_end_stream() {
                        // The last frame: hyper may stop polling once it has sent the
                        // length it announced, so the stream is over now, not at the next
                        // poll.
                        this.done = true;
                        this.close(None);
                    } else if this.filter.is_none() && this.left == Some(0) {
                        // Every byte of the announced length has gone: the response is
                        // complete even if no one reads what may follow (an HTTP/2 origin
                        // ends its stream with an empty frame after the last byte; trailers
                        // still go to a client that polls on).
                        this.close(None);
                    }
                    if let Some(frame) = frame {
                        return frame;
                    }
                }
                Err(frame) => {
                    // Trailers end the body: the filter judges them first (a refusal fails
                    // the stream, so the far side never sees the body end), then what it
                    // holds is released, then they are.
                    let trailers = frame.into_trailers().ok();
                    if let (Some(f), Some(t)) = (this.filter.as_mut(), trailers.as_ref()) {
                        if let Err(r) = f.trailers(t) {
                            return this.refuse(r);
                        }
                    }
                    this.trailers = trailers;
                    this.done = true;
                    if let Some(poll) = this.finish_filter() {
                        return poll;
                    }
                }
            }
        }
    }

    fn is_end_stream(&self) -> bool {
        // An upload with nothing to read and nothing to filter says so before it is
        // polled: hyper then sends a body-less request as one (a GET without
        // `content-length: 0`). A download ends its record on the last poll, so it waits.
        let empty_upload = matches!(self.report, Report::Upload(_))
            && self.filter.is_none()
            && self.inner.is_end_stream();
        (self.done || empty_upload) && self.trailers.is_none()
    }

    fn size_hint(&self) -> SizeHint {
        if self.filter.is_none() && !self.done {
            self.inner.size_hint()
        } else {
            SizeHint::default()
        }
    }
}

#[cfg(test)]
#[path = "body_tests.rs"]
mod tests;
