//! `GET /ws`: a WebSocket echo over an HTTP/1.1 `Upgrade`. Text and binary messages are
//! sent back unchanged; a close ends the connection. Every byte read after the upgrade is
//! logged in the request's record, so tests see what reached the origin, even of a frame
//! that never completed.

use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};

use futures_util::{SinkExt, StreamExt};
use http::{header, HeaderValue, Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio_tungstenite::tungstenite::handshake::derive_accept_key;
use tokio_tungstenite::tungstenite::protocol::Role;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::WebSocketStream;

use super::body::{full, OriginBody};
use super::RequestRecord;

/// Answers the upgrade with `101 Switching Protocols` and echoes on the upgraded stream.
pub(crate) fn upgrade<B: Send + 'static>(
    mut req: Request<B>,
    log: Arc<Mutex<Vec<RequestRecord>>>,
    index: usize,
) -> Response<OriginBody> {
    let wants_ws = req
        .headers()
        .get(header::UPGRADE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.eq_ignore_ascii_case("websocket"));
    let key = req.headers().get(header::SEC_WEBSOCKET_KEY).cloned();
    // An HTTP/1.1 Upgrade only: HTTP/2 has no 101 (RFC 8441 is not served here).
    let http1 = req.version() == http::Version::HTTP_11;
    let (true, true, Some(key)) = (http1, wants_ws, key) else {
        let mut resp = Response::new(full("expected an HTTP/1.1 WebSocket upgrade\n"));
        *resp.status_mut() = StatusCode::BAD_REQUEST;
        return resp;
    };
    let accept = derive_accept_key(key.as_bytes());
    let on_upgrade = hyper::upgrade::on(&mut req);
    tokio::spawn(async move {
        let Ok(upgraded) = on_upgrade.await else {
            return;
        };
        let io = Logged {
            inner: TokioIo::new(upgraded),
            log,
            index,
        };
        let mut socket = WebSocketStream::from_raw_socket(io, Role::Server, None).await;
        while let Some(Ok(message)) = socket.next().await {
            let reply = match message {
                Message::Text(_) | Message::Binary(_) => message,
                Message::Close(_) => break,
                // Pings are answered by tungstenite itself; pongs and raw frames need nothing.
                _ => continue,
            };
            if socket.send(reply).await.is_err() {
                break;
            }
        }
        let _ = socket.close(None).await;
    });
    let mut resp = Response::new(full(""));
    *resp.status_mut() = StatusCode::SWITCHING_PROTOCOLS;
    let h = resp.headers_mut();
    h.insert(header::CONNECTION, HeaderValue::from_static("upgrade"));
    h.insert(header::UPGRADE, HeaderValue::from_static("websocket"));
    if let Ok(v) = HeaderValue::from_str(&accept) {
        h.insert(header::SEC_WEBSOCKET_ACCEPT, v);
    }
    resp
}

/// The upgraded stream, logging what it reads into the request's record.
struct Logged<T> {
    inner: T,
    log: Arc<Mutex<Vec<RequestRecord>>>,
    index: usize,
}

impl<T: AsyncRead + Unpin> AsyncRead for Logged<T> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        let before = buf.filled().len();
        let r = Pin::new(&mut self.inner).poll_read(cx, buf);
        let new = &buf.filled()[before..];
        if !new.is_empty() {
            let mut log = self.log.lock().unwrap_or_else(|p| p.into_inner());
            // The log may have been cleared since the upgrade (`clear_requests`).
            if let Some(rec) = log.get_mut(self.index) {
                rec.upgraded.extend_from_slice(new);
            }
        }
        r
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for Logged<T> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}
