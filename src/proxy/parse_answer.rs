//! hyper answers an HTTP/1 request it cannot parse by itself (duplicate `Content-Length`,
//! obs-fold, a bad request line or header: a bare `400` with no body; a head over
//! `limits.max_header_bytes`: `431`; a target too long: `414`) and closes the connection.
//! That answer carries no `x-wirepass-refused`, no JSON and no request id. [`Answering`]
//! sits between hyper and the client's socket and replaces it, on its way out, with the
//! refusal format, keeping the refusal so the end phase records the same request id.
//!
//! How it tells hyper's answer from a response the proxy returned: the service wrapper
//! counts every response it hands hyper ([`Answers::owed`]); each response head that goes
//! out while one is owed pays one back. A head that goes out while none is owed, and that
//! is exactly hyper's automatic answer (`connection: close`, `content-length: 0`, nothing
//! after the head), can only be hyper's. Interim heads (`100 Continue`) owe nothing. After a
//! `101` the connection carries another protocol and nothing is looked at any more.

use std::io;
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};

use bytes::Bytes;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

use crate::refusal::{Code, Refusal};
use crate::request::RequestId;

/// What one connection's [`Answering`] and its service share.
#[derive(Debug, Clone, Default)]
pub struct Answers {
    owed: Arc<AtomicUsize>,
    answered: Arc<Mutex<Option<Refusal>>>,
}

impl Answers {
    /// The service handed hyper a response: its head will go out.
    pub fn owe(&self) {
        self.owed.fetch_add(1, Ordering::SeqCst);
    }

    /// The refusal sent in place of hyper's own answer, if one was.
    pub fn answered(&self) -> Option<Refusal> {
        self.answered.lock().ok().and_then(|mut a| a.take())
    }

    /// Pays one owed response back; false when none was owed.
    fn pay(&self) -> bool {
        self.owed
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1))
            .is_ok()
    }
}

/// The client's socket, with hyper's own parse-error answers replaced.
#[derive(Debug)]
pub struct Answering<IO> {
    inner: IO,
    answers: Answers,
    /// The refusal being written in place of hyper's answer, how much of it is out, and
    /// how many bytes of hyper's answer it stands for.
    replacing: Option<(Bytes, usize, usize)>,
    /// The connection switched protocols: its bytes are no longer HTTP/1 heads.
    switched: bool,
}

impl<IO> Answering<IO> {
    /// Wraps a client socket.
    pub fn new(inner: IO, answers: Answers) -> Self {
        Answering {
            inner,
            answers,
            replacing: None,
            switched: false,
        }
    }

    /// The socket itself (after an upgrade, for splicing).
    pub fn into_inner(self) -> IO {
        self.inner
    }
}

/// What a write that starts a response head is.
#[derive(Debug, PartialEq, Eq)]
enum Head {
    Interim,
    Switching,
    /// hyper's automatic answer with this status.
    Automatic(u16),
    Other,
}

fn head_of(buf: &[u8]) -> Option<Head> {
    let rest = buf.strip_prefix(b"HTTP/1.1 ")?;
    let status = std::str::from_utf8(rest.get(..3)?)
        .ok()?
        .parse::<u16>()
        .ok()?;
    Some(match status {
        101 => Head::Switching,
        100..=199 => Head::Interim,
        400 | 414 | 431 if is_automatic(buf) => Head::Automatic(status),
        _ => Head::Other,
    })
}

/// hyper's answer is its status line, `connection: close`, `content-length: 0`, a date,
/// and nothing after the head.
fn is_automatic(buf: &[u8]) -> bool {
    let Some(end) = buf.windows(4).position(|w| w == b"\r\n\r\n") else {
        return false;
    };
    let head = &buf[..end + 2];
    end + 4 == buf.len()
        && head.windows(19).any(|w| w == b"\r\nconnection: close")
        && head.windows(21).any(|w| w == b"\r\ncontent-length: 0\r\n")
}

/// The refusal that stands for hyper's answer with `status`.
fn refusal_for(status: u16) -> Refusal {
    let r = match status {
        431 => Refusal::new(
            Code::TooLarge,
            "the request head is larger than limits.max_header_bytes, or has more header fields than limits.max_header_count; send fewer or shorter headers, or raise the limit",
        ),
        414 => Refusal::new(
            Code::TooLarge,
            "the request target is too long to parse; shorten the URL",
        ),
        _ => Refusal::new(
            Code::BadRequest,
            "the request could not be parsed (a bad request line, a header name or value HTTP does not allow, a folded header line, or a repeated or conflicting Content-Length); wirepass forwards only what it can read one way, so send a well-formed request",
        ),
    };
    r.request_id(RequestId::new().as_str())
}

/// The refusal as HTTP/1.1 bytes; the connection closes after it, as hyper's would.
fn wire(r: &Refusal) -> Bytes {
    let resp = r.to_response();
    let status = resp.status();
    let mut out = format!(
        "HTTP/1.1 {} {}\r\n",
        status.as_u16(),
        status.canonical_reason().unwrap_or("")
    );
    for (name, value) in resp.headers() {
        out.push_str(name.as_str());
        out.push_str(": ");
        out.push_str(&String::from_utf8_lossy(value.as_bytes()));
        out.push_str("\r\n");
    }
    let mut body = r.body();
    body.push('\n');
    out.push_str(&format!(
        "content-length: {}\r\nconnection: close\r\n\r\n{body}",
        body.len()
    ));
    Bytes::from(out)
}

impl<IO: AsyncWrite + Unpin> Answering<IO> {
    /// Looks at a write that may start a head; returns true when it must be replaced
    /// (the replacement is then set up).
    fn inspect(&mut self, first: &[u8], total: usize) -> Option<Head> {
        if self.switched || self.replacing.is_some() {
            return None;
        }
        let head = head_of(first)?;
        if let Head::Automatic(status) = head {
            if self.answers.owed.load(Ordering::SeqCst) == 0 {
                let refusal = refusal_for(status);
                let bytes = wire(&refusal);
                if let Ok(mut a) = self.answers.answered.lock() {
                    *a = Some(refusal);
                }
                self.replacing = Some((bytes, 0, total));
                return None;
            }
        }
        Some(head)
    }

    /// Writes the replacement; `Ready(Ok(n))` once all of it is out, `n` being the bytes of
    /// hyper's answer it stands for.
    fn poll_replace(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<usize>> {
        while let Some((bytes, written, _)) = &mut self.replacing {
            if *written == bytes.len() {
                break;
            }
            let n =
                std::task::ready!(Pin::new(&mut self.inner).poll_write(cx, &bytes[*written..]))?;
            if n == 0 {
                return Poll::Ready(Err(io::ErrorKind::WriteZero.into()));
            }
            *written += n;
        }
        let consumed = self.replacing.take().map_or(0, |(_, _, c)| c);
        Poll::Ready(Ok(consumed))
    }

    /// A head went out whole or in part: it pays back a response the service returned.
    fn sent(&mut self, head: Option<Head>, n: usize) {
        match head {
            Some(Head::Interim) | None => {}
            _ if n == 0 => {}
            Some(Head::Switching) => {
                self.answers.pay();
                self.switched = true;
            }
            Some(_) => {
                self.answers.pay();
            }
        }
    }
}

impl<IO: AsyncRead + Unpin> AsyncRead for Answering<IO> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl<IO: AsyncWrite + Unpin> AsyncWrite for Answering<IO> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = &mut *self;
        let head = this.inspect(buf, buf.len());
        if this.replacing.is_some() {
            return this.poll_replace(cx);
        }
        let n = std::task::ready!(Pin::new(&mut this.inner).poll_write(cx, buf))?;
        this.sent(head, n);
        Poll::Ready(Ok(n))
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = &mut *self;
        let first = bufs
            .iter()
            .find(|b| !b.is_empty())
            .map_or(&[][..], |b| &b[..]);
        let total = bufs.iter().map(|b| b.len()).sum();
        // hyper's answer is one head and nothing else: a write that is more is not it.
        let head = if first.len() == total {
            this.inspect(first, total)
        } else if this.switched || this.replacing.is_some() {
            None
        } else {
            head_of(first).map(|h| match h {
                Head::Automatic(_) => Head::Other,
                h => h,
            })
        };
        if this.replacing.is_some() {
            return this.poll_replace(cx);
        }
        let n = std::task::ready!(Pin::new(&mut this.inner).poll_write_vectored(cx, bufs))?;
        this.sent(head, n);
        Poll::Ready(Ok(n))
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
#[path = "parse_answer_tests.rs"]
mod tests;
