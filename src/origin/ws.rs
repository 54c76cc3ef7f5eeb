//! `GET /ws`: a WebSocket echo over an HTTP/1.1 `Upgrade`. Text and binary messages are
//! sent back unchanged; a close ends the connection.

use futures_util::{SinkExt, StreamExt};
use http::{header, HeaderValue, Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use tokio_tungstenite::tungstenite::handshake::derive_accept_key;
use tokio_tungstenite::tungstenite::protocol::Role;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::WebSocketStream;

use super::body::{full, OriginBody};

/// Answers the upgrade with `101 Switching Protocols` and echoes on the upgraded stream.
pub(crate) fn upgrade<B: Send + 'static>(mut req: Request<B>) -> Response<OriginBody> {
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
        let mut socket =
            WebSocketStream::from_raw_socket(TokioIo::new(upgraded), Role::Server, None).await;
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
