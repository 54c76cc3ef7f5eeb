//! The idle timeout of an intercepted connection (`limits.idle_timeout`): [`Idle`] notes
//! when a byte last moved either way, and [`quiet`] resolves once none has for the whole
//! timeout. The shell then shuts the connection down gracefully: requests in flight finish
//! (a long poll that waits silently is not cut), HTTP/2 gets GOAWAY, and the connection no
//! longer holds its buffers. HTTP/1.1 waiting for its next request is closed sooner, by
//! `limits.header_read_timeout` (hyper's).

use std::io;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::Instant;

/// When a connection last moved a byte.
#[derive(Debug)]
pub struct Activity {
    start: Instant,
    /// Milliseconds after `start`.
    last: AtomicU64,
    /// Whether a byte has come in.
    heard: std::sync::atomic::AtomicBool,
}

impl Activity {
    /// Activity now.
    pub fn new() -> Arc<Activity> {
        Arc::new(Activity {
            start: Instant::now(),
            last: AtomicU64::new(0),
            heard: std::sync::atomic::AtomicBool::new(false),
        })
    }

    fn touch(&self) {
        let ms = u64::try_from(self.start.elapsed().as_millis()).unwrap_or(u64::MAX);
        self.last.fetch_max(ms, Ordering::Relaxed);
    }

    /// How long no byte has moved.
    pub fn idle_for(&self) -> Duration {
        let last = Duration::from_millis(self.last.load(Ordering::Relaxed));
        self.start.elapsed().saturating_sub(last)
    }
}

/// Resolves once `timeout` has passed with no byte come in: a client that opened a tunnel
/// and sends nothing is held no longer than one that stalls mid-head (hyper's
/// `header_read_timeout` counts from a request's first byte, or from the end of the last
/// one, never from the connection's start).
pub async fn unheard(activity: Arc<Activity>, timeout: Duration) {
    tokio::time::sleep(timeout).await;
    if activity.heard.load(Ordering::Relaxed) {
        std::future::pending::<()>().await;
    }
}

/// Resolves once `activity` shows no byte moving for `timeout`.
pub async fn quiet(activity: Arc<Activity>, timeout: Duration) {
    loop {
        let idle = activity.idle_for();
        if idle >= timeout {
            return;
        }
        tokio::time::sleep(timeout - idle).await;
    }
}

pin_project_lite::pin_project! {
    /// An I/O stream that notes its activity.
    #[derive(Debug)]
    pub struct Idle<T> {
        #[pin]
        inner: T,
        activity: Arc<Activity>,
    }
}

impl<T> Idle<T> {
    /// Wraps `inner`, noting its activity on `activity`.
    pub fn new(inner: T, activity: Arc<Activity>) -> Idle<T> {
        Idle { inner, activity }
    }
}

impl<T: AsyncRead> AsyncRead for Idle<T> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.project();
        let before = buf.filled().len();
        let r = this.inner.poll_read(cx, buf);
        if buf.filled().len() > before {
            this.activity.touch();
            this.activity.heard.store(true, Ordering::Relaxed);
        }
        r
    }
}

impl<T: AsyncWrite> AsyncWrite for Idle<T> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.project();
        let r = this.inner.poll_write(cx, buf);
        if matches!(r, Poll::Ready(Ok(n)) if n > 0) {
            this.activity.touch();
        }
        r
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.project();
        let r = this.inner.poll_write_vectored(cx, bufs);
        if matches!(r, Poll::Ready(Ok(n)) if n > 0) {
            this.activity.touch();
        }
        r
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        self.project().inner.poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        self.project().inner.poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    /// Quiet comes only after a whole timeout without a byte, counted from the last one,
    /// whichever way it went.
    #[tokio::test]
    async fn quiet_counts_from_the_last_byte_either_way() {
        let timeout = Duration::from_millis(300);
        let (near, mut far) = tokio::io::duplex(64);
        let activity = Activity::new();
        let mut io = Idle::new(near, activity.clone());
        let start = Instant::now();
        let waiter = tokio::spawn(quiet(activity.clone(), timeout));
        for i in 0..4 {
            tokio::time::sleep(Duration::from_millis(150)).await;
            if i % 2 == 0 {
                io.write_all(b"x").await.unwrap();
            } else {
                far.write_all(b"y").await.unwrap();
                let mut b = [0u8; 1];
                io.read_exact(&mut b).await.unwrap();
            }
            assert!(!waiter.is_finished(), "quiet while bytes move ({i})");
        }
        waiter.await.unwrap();
        let took = start.elapsed();
        assert!(
            took >= Duration::from_millis(600) + timeout,
            "quiet after {took:?}"
        );
    }
}
