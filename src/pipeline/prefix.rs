//! The body prefix the decide phase waits for: up to `limits.body_prefix` bytes of a request
//! body, read within `limits.body_prefix_wait`, and the [`Replay`] that sends those frames
//! and then the rest of the body on. Nothing here holds more than the prefix.

use std::collections::VecDeque;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use bytes::{Bytes, BytesMut};
use http_body::{Body, Frame, SizeHint};
use http_body_util::BodyExt;

use crate::request::BodyPrefix;

/// How much of a body the decision reads, and how long it waits for it.
#[derive(Debug, Clone, Copy)]
pub struct PrefixLimits {
    pub bytes: usize,
    pub wait: Duration,
}

/// The frames read ahead for the decision, then the rest of the incoming body.
pub struct Replay<B> {
    frames: VecDeque<Frame<Bytes>>,
    rest: Option<B>,
}

impl<B> Replay<B> {
    /// Nothing read ahead (bodies known to be empty).
    pub fn passthrough(body: B) -> Replay<B> {
        Replay {
            frames: VecDeque::new(),
            rest: Some(body),
        }
    }
}

impl<B> Body for Replay<B>
where
    B: Body<Data = Bytes> + Unpin,
{
    type Data = Bytes;
    type Error = B::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, B::Error>>> {
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

/// Reads up to `limits.bytes` of a body for the decision, waiting at most `limits.wait` for
/// them: a client that streams (gRPC, a slow upload) is decided on what arrived, with
/// `complete: false`, instead of waiting forever for bytes it will only send after an
/// answer. Whole frames are kept for the replay; the prefix is their first `limit` bytes.
pub async fn read_prefix<B>(
    mut body: B,
    limits: PrefixLimits,
) -> Result<(BodyPrefix, Replay<B>), B::Error>
where
    B: Body<Data = Bytes> + Unpin,
{
    let limit = limits.bytes;
    let deadline = tokio::time::Instant::now() + limits.wait;
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
    // A body judged whole is judged with its trailers (issue 12).
    let trailers = frames.iter().find_map(Frame::trailers_ref).cloned();
    let prefix = BodyPrefix {
        bytes,
        complete,
        trailers,
    };
    let rest = if ended { None } else { Some(body) };
    Ok((prefix, Replay { frames, rest }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use http_body_util::Full;

    #[test]
    fn replay_size_hint_counts_buffered_frames() {
        let replay: Replay<Full<Bytes>> = Replay {
            frames: VecDeque::from(vec![Frame::data(Bytes::from_static(b"abc"))]),
            rest: None,
        };
        assert_eq!(replay.size_hint().exact(), Some(3));
        assert!(!replay.is_end_stream());
    }

    #[tokio::test]
    async fn a_whole_small_body_is_complete_and_replayed() {
        let limits = PrefixLimits {
            bytes: 4,
            wait: Duration::from_secs(1),
        };
        let (p, r) = read_prefix(Full::new(Bytes::from_static(b"ab")), limits)
            .await
            .unwrap();
        assert!(p.complete);
        assert_eq!(&p.bytes[..], b"ab");
        assert_eq!(&r.collect().await.unwrap().to_bytes()[..], b"ab");
        let (p, r) = read_prefix(Full::new(Bytes::from_static(b"abcdef")), limits)
            .await
            .unwrap();
        assert!(
            !p.complete,
            "past the limit the prefix is not the whole body"
        );
        assert_eq!(&p.bytes[..], b"abcd");
        assert_eq!(&r.collect().await.unwrap().to_bytes()[..], b"abcdef");
    }
}
