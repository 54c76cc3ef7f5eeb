//! The body prefix the decide phase waits for: up to `limits.body_prefix` bytes of a request
//! body, read within `limits.body_prefix_wait`, and the [`Replay`] that sends those frames
//! and then the rest of the body on. Nothing here holds more than the prefix, and what it
//! holds is counted against the memory budget until the replay hands it on.

use std::collections::VecDeque;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use bytes::{Bytes, BytesMut};
use http_body::{Body, Frame, SizeHint};
use http_body_util::BodyExt;

use crate::memory::{Hold, Over};
use crate::request::BodyPrefix;

/// How much of a body the decision reads, and how long it waits for it.
#[derive(Debug, Clone, Copy)]
pub struct PrefixLimits {
    pub bytes: usize,
    pub wait: Duration,
}

/// Why the prefix could not be read.
#[derive(Debug)]
pub enum PrefixError<E> {
    /// The body failed (the client went away, a framing error).
    Body(E),
    /// Holding the prefix would pass the request's memory cap or the budget.
    Over(Over),
}

/// The frames read ahead for the decision, then the rest of the incoming body.
pub struct Replay<B> {
    frames: VecDeque<Frame<Bytes>>,
    rest: Option<B>,
    /// Counts the data of `frames` until they are handed on.
    hold: Option<Hold>,
}

impl<B> Replay<B> {
    /// Nothing read ahead (bodies known to be empty).
    pub fn passthrough(body: B) -> Replay<B> {
        Replay {
            frames: VecDeque::new(),
            rest: Some(body),
            hold: None,
        }
    }

    /// Bytes of data read ahead and not yet handed on.
    fn buffered(&self) -> usize {
        self.frames
            .iter()
            .filter_map(|f| f.data_ref().map(Bytes::len))
            .sum()
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
            let left = self.buffered();
            if let Some(h) = self.hold.as_mut() {
                h.shrink_to(left);
            }
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
        let buffered = self.buffered() as u64;
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
/// `hold` counts them (and is refused past the request's cap or the budget).
pub async fn read_prefix<B>(
    mut body: B,
    limits: PrefixLimits,
    mut hold: Hold,
) -> Result<(BodyPrefix, Replay<B>), PrefixError<B::Error>>
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
                let frame = frame.map_err(PrefixError::Body)?;
                if let Some(d) = frame.data_ref() {
                    seen += d.len();
                    hold.set(seen).map_err(PrefixError::Over)?;
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
    let replay = Replay {
        frames,
        rest,
        hold: Some(hold),
    };
    Ok((prefix, replay))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::{Account, Budget};
    use http_body_util::{Full, StreamBody};

    #[test]
    fn replay_size_hint_counts_buffered_frames() {
        let replay: Replay<Full<Bytes>> = Replay {
            frames: VecDeque::from(vec![Frame::data(Bytes::from_static(b"abc"))]),
            rest: None,
            hold: None,
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
        let hold = Account::unlimited().hold();
        let (p, r) = read_prefix(Full::new(Bytes::from_static(b"ab")), limits, hold)
            .await
            .unwrap();
        assert!(p.complete);
        assert_eq!(&p.bytes[..], b"ab");
        assert_eq!(&r.collect().await.unwrap().to_bytes()[..], b"ab");
        let hold = Account::unlimited().hold();
        let (p, r) = read_prefix(Full::new(Bytes::from_static(b"abcdef")), limits, hold)
            .await
            .unwrap();
        assert!(
            !p.complete,
            "past the limit the prefix is not the whole body"
        );
        assert_eq!(&p.bytes[..], b"abcd");
        assert_eq!(&r.collect().await.unwrap().to_bytes()[..], b"abcdef");
    }

    /// The prefix is counted while it waits and given back as the replay hands it on; a
    /// prefix past the request's cap is refused, not held.
    #[tokio::test]
    async fn the_prefix_is_counted_until_handed_on_and_refused_past_the_cap() {
        let limits = PrefixLimits {
            bytes: 64,
            wait: Duration::from_secs(1),
        };
        let frames = |n: usize| {
            let chunks: Vec<Result<Frame<Bytes>, std::convert::Infallible>> = (0..n)
                .map(|_| Ok(Frame::data(Bytes::from_static(&[b'x'; 16]))))
                .collect();
            StreamBody::new(futures_util::stream::iter(chunks))
        };
        let budget = Budget::new(1 << 20, 1 << 20);
        let account = budget.account();
        let (p, mut r) = read_prefix(frames(8), limits, account.hold())
            .await
            .unwrap();
        assert_eq!((p.bytes.len(), p.complete), (64, false));
        assert_eq!(account.held(), 64, "four frames of 16 wait for the replay");
        r.frame().await.unwrap().unwrap();
        assert_eq!(account.held(), 48);
        let rest = r.collect().await.unwrap().to_bytes();
        assert_eq!(rest.len(), 16 * 7);
        assert_eq!(budget.held(), 0);

        let small = Budget::new(1 << 20, 40);
        let refused = read_prefix(frames(8), limits, small.account().hold()).await;
        assert!(matches!(
            refused,
            Err(PrefixError::Over(Over::Request { cap: 40 }))
        ));
        assert_eq!(small.held(), 0, "a refused prefix holds nothing");
    }
}
