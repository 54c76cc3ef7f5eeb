//! Bodies in flight: the bounded prefix read before the decision, the replay of that
//! prefix followed by the rest, and the filtered stream that runs a [`BodyFilter`],
//! counts bytes, and fails the stream (so hyper aborts the other side) on a refusal.
//! Nothing here buffers more than the prefix and what a filter holds back.

use std::collections::VecDeque;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{ready, Context, Poll};

use bytes::{Bytes, BytesMut};
use http::{HeaderMap, Response};
use http_body::{Body, Frame, SizeHint};
use http_body_util::combinators::UnsyncBoxBody;
use http_body_util::{BodyExt, Empty};
use hyper::body::Incoming;

use super::record::{Finisher, Meter};
use crate::pipeline::BodyFilter;
use crate::refusal::{Code, Refusal};
use crate::request::BodyPrefix;

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

/// An empty body.
pub fn empty() -> ProxyBody {
    Empty::new().map_err(|never| match never {}).boxed_unsync()
}

/// The frames read ahead for the decision, then the rest of the incoming body.
pub struct Replay {
    frames: VecDeque<Frame<Bytes>>,
    rest: Option<Incoming>,
}

impl Replay {
    /// Nothing read ahead (bodies known to be empty).
    pub fn passthrough(body: Incoming) -> Replay {
        Replay {
            frames: VecDeque::new(),
            rest: Some(body),
        }
    }
}

impl Body for Replay {
    type Data = Bytes;
    type Error = hyper::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, hyper::Error>>> {
        if let Some(f) = self.frames.pop_front() {
            return Poll::Ready(Some(Ok(f)));
        }
        match self.rest.as_mut() {
            Some(rest) => Pin::new(rest).poll_frame(cx),
            None => Poll::Ready(None),
        }
    }

    fn is_end_stream(&self) -> bool {
        self.frames.is_empty() && self.rest.as_ref().is_none_or(|r| r.is_end_stream())
    }

    fn size_hint(&self) -> SizeHint {
        let buffered: u64 = self
            .frames
            .iter()
            .filter_map(|f| f.data_ref().map(|d| d.len() as u64))
            .sum();
        let mut hint = self
            .rest
            .as_ref()
            .map(Body::size_hint)
            .unwrap_or_else(|| SizeHint::with_exact(0));
        // Upper first: `set_lower` panics when it would pass the current upper bound.
        if let Some(u) = hint.upper() {
            hint.set_upper(u.saturating_add(buffered));
        }
        hint.set_lower(hint.lower().saturating_add(buffered));
        hint
    }
}

/// Reads up to `limit` bytes of a body for the decision, waiting at most `wait` for
/// them: a client that streams (gRPC, a slow upload) is decided on what arrived, with
/// `complete: false`, instead of waiting forever for bytes it will only send after an
/// answer. Whole frames are kept for the replay; the prefix is their first `limit` bytes.
pub async fn read_prefix(
    mut body: Incoming,
    limit: usize,
    wait: std::time::Duration,
) -> Result<(BodyPrefix, Replay), hyper::Error> {
    let deadline = tokio::time::Instant::now() + wait;
    if body.is_end_stream() {
        return Ok((BodyPrefix::empty(), Replay::passthrough(body)));
    }
    let mut frames = VecDeque::new();
    let mut seen = 0usize;
    let mut ended = false;
    while seen < limit {
        let Ok(next) = tokio::time::timeout_at(deadline, body.frame()).await else {
            break;
        };
        match next {
            None => {
                ended = true;
                break;
            }
            Some(frame) => {
                let frame = frame?;
                if let Some(d) = frame.data_ref() {
                    seen += d.len();
                } else {
                    // Trailers end the body.
                    frames.push_back(frame);
                    ended = true;
                    break;
                }
                frames.push_back(frame);
            }
        }
    }
    if !ended && body.is_end_stream() {
        ended = true;
    }
    let datas: Vec<&Bytes> = frames.iter().filter_map(Frame::data_ref).collect();
    let bytes = match datas.as_slice() {
        [] => Bytes::new(),
        [one] => one.slice(..one.len().min(limit)),
        many => {
            let mut buf = BytesMut::with_capacity(seen.min(limit));
            for d in many {
                let room = limit - buf.len();
                buf.extend_from_slice(&d[..d.len().min(room)]);
            }
            buf.freeze()
        }
    };
    let complete = ended && seen <= limit;
    let prefix = BodyPrefix { bytes, complete };
    let rest = if ended { None } else { Some(body) };
    Ok((prefix, Replay { frames, rest }))
}

/// Which way a filtered body flows (for the byte counters).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    Upload,
    Download,
}

/// What [`Filtered`] answers a poll with.
type FramePoll = Poll<Option<Result<Frame<Bytes>, BoxError>>>;

/// A body run through an optional filter, counted, and ended with the request's record.
pub struct Filtered<B> {
    inner: B,
    filter: Option<Box<dyn BodyFilter>>,
    meter: Arc<Meter>,
    direction: Direction,
    trailers: Option<HeaderMap>,
    done: bool,
    finisher: Option<Finisher>,
}

impl<B> Filtered<B> {
    /// Wraps `inner`; the finisher (if any) is dropped when the stream ends or is dropped.
    pub fn new(
        inner: B,
        filter: Option<Box<dyn BodyFilter>>,
        meter: Arc<Meter>,
        direction: Direction,
        finisher: Option<Finisher>,
    ) -> Self {
        Filtered {
            inner,
            filter,
            meter,
            direction,
            trailers: None,
            done: false,
            finisher,
        }
    }

    fn data(&mut self, b: Bytes) -> FramePoll {
        match self.direction {
            Direction::Upload => self.meter.add_up(b.len()),
            Direction::Download => self.meter.add_down(b.len()),
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
        let code = r.code;
        self.meter.refuse(r);
        self.done = true;
        self.filter = None;
        self.trailers = None;
        self.finisher = None;
        Poll::Ready(Some(Err(Box::new(BodyError::Refused(code)))))
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
                    return Poll::Ready(Some(Ok(Frame::trailers(t))));
                }
                this.finisher = None;
                return Poll::Ready(None);
            }
            let frame = match ready!(Pin::new(&mut this.inner).poll_frame(cx)) {
                Some(Ok(frame)) => frame,
                Some(Err(e)) => {
                    this.done = true;
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
                    let out = match this.filter.as_mut() {
                        None => data,
                        Some(f) => match f.push(data) {
                            Ok(b) => b,
                            Err(r) => return this.refuse(r),
                        },
                    };
                    if !out.is_empty() {
                        return this.data(out);
                    }
                }
                Err(frame) => {
                    // Trailers end the body: release what the filter holds, then them.
                    this.trailers = frame.into_trailers().ok();
                    this.done = true;
                    if let Some(poll) = this.finish_filter() {
                        return poll;
                    }
                }
            }
        }
    }

    fn is_end_stream(&self) -> bool {
        self.done && self.trailers.is_none()
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
