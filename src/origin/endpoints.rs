//! The origin's endpoints. Each answers one kind of test: `/small` a short text,
//! `/echo` (and any unmatched path) a JSON mirror of the request, `/big?bytes=N` a
//! generated download, `/sse` two server-sent events 2 s apart (`?pause_ms=` changes the
//! pause), `/slow?ms=N` headers after a delay, `/trailers` a body with an `x-checksum`
//! trailer (sent over HTTP/1.1 only when the request carries `TE: trailers`),
//! `/encoded?coding=gzip,br` the echo sent with those content codings (see [`encode`]),
//! `POST /v1/chat/completions` an OpenAI chat completion (see [`openai`]), `/ws` a
//! WebSocket echo and git smart HTTP under `/git/...` or at GitHub-shaped paths
//! (`/OWNER/REPO.git/info/refs`, `.../git-upload-pack`, `.../git-receive-pack`).

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use http::{header, HeaderMap, HeaderValue, Request, Response, StatusCode};
use http_body::Frame;
use http_body_util::BodyExt;
use hyper::body::Incoming;
use sha2::{Digest, Sha256};

use super::body::{full, Channel, Generated, OriginBody, Recorded};
use super::{encode, git, openai, ws, RequestRecord, Shared};

/// The text `GET /small` answers.
pub const SMALL_BODY: &str = "hello from the wirepass test origin\n";
/// The body `GET /trailers` answers; its SHA-256 (hex) is the `x-checksum` trailer.
pub const TRAILERS_BODY: &str = "a body followed by a trailer\n";
/// Echoed bodies up to this size are included as text in the JSON.
pub const ECHO_TEXT_LIMIT: usize = 64 * 1024;
/// The longest delay `/slow` accepts (ms).
const MAX_SLOW_MS: u64 = 120_000;

/// Records the request, then routes it by path.
pub(crate) async fn handle(
    req: Request<Incoming>,
    alpn: Option<String>,
    shared: Arc<Shared>,
) -> Response<OriginBody> {
    let index = record(&req, alpn, &shared);
    let (parts, body) = req.into_parts();
    let body = Recorded::new(body, shared.log.clone(), index);
    let req = Request::from_parts(parts, body);
    let path = req.uri().path().to_string();
    let query = query_map(req.uri().query());
    if let Some(apis) = shared.apis.clone() {
        if super::apis::is_api(req.method(), &path) {
            let method = req.method().clone();
            let body = match req.into_body().collect().await {
                Ok(b) => b.to_bytes(),
                Err(_) => Bytes::new(),
            };
            if let Some(resp) = apis.answer(&method, &path, &query, &body).await {
                return resp;
            }
            return text(StatusCode::NOT_FOUND, "no such API\n");
        }
    }
    if let Some(resp) = super::storage::answer(&req) {
        return drained(req, resp).await;
    }
    match path.as_str() {
        "/small" => drained(req, text(StatusCode::OK, SMALL_BODY)).await,
        "/big" => {
            let len = number(&query, "bytes").unwrap_or(1024 * 1024);
            let mut resp = Response::new(Generated::new(len).boxed());
            resp.headers_mut().insert(
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/octet-stream"),
            );
            drained(req, resp).await
        }
        "/sse" => {
            let pause = number(&query, "pause_ms").unwrap_or(2000).min(MAX_SLOW_MS);
            drained(req, sse(Duration::from_millis(pause))).await
        }
        "/slow" => {
            let ms = number(&query, "ms").unwrap_or(1000).min(MAX_SLOW_MS);
            tokio::time::sleep(Duration::from_millis(ms)).await;
            drained(req, text(StatusCode::OK, "slow response\n")).await
        }
        "/trailers" => drained(req, trailers()).await,
        "/reset" => {
            let after = number(&query, "after").unwrap_or(1024).min(1 << 20);
            drained(req, reset_after(after)).await
        }
        "/encoded" => {
            let coding = query.get("coding").map_or("gzip", String::as_str);
            encoded(req, coding).await
        }
        "/ws" => ws::upgrade(req, shared.log.clone(), index),
        openai::CHAT_COMPLETIONS if req.method() == http::Method::POST => {
            let body = match req.into_body().collect().await {
                Ok(b) => b.to_bytes(),
                Err(_) => Bytes::new(),
            };
            openai::chat_completion(&body)
        }
        p if p == "/git" || p.starts_with("/git/") || git::is_smart_http(p) => {
            match &shared.git_root {
                Some(root) => git::serve(req, root).await,
                None => drained(req, text(StatusCode::NOT_FOUND, "no git root configured\n")).await,
            }
        }
        _ => echo(req).await,
    }
}

fn record(req: &Request<Incoming>, alpn: Option<String>, shared: &Shared) -> usize {
    let authority = req.uri().authority().map(|a| a.to_string()).or_else(|| {
        req.headers()
            .get(header::HOST)
            .map(|h| String::from_utf8_lossy(h.as_bytes()).into_owned())
    });
    let entry = RequestRecord {
        method: req.method().to_string(),
        authority,
        path_and_query: req
            .uri()
            .path_and_query()
            .map_or_else(|| "/".to_string(), |p| p.to_string()),
        version: format!("{:?}", req.version()),
        headers: req
            .headers()
            .iter()
            .map(|(n, v)| {
                (
                    n.as_str().to_string(),
                    String::from_utf8_lossy(v.as_bytes()).into_owned(),
                )
            })
            .collect(),
        body_len: 0,
        body_complete: false,
        body_aborted: false,
        alpn,
        upgraded: Vec::new(),
    };
    let mut log = shared.log.lock().unwrap_or_else(|p| p.into_inner());
    log.push(entry);
    shared.arrived.send_modify(|count| *count += 1);
    log.len() - 1
}

/// Reads (and discards) the request body so the log knows whether it arrived, then answers.
async fn drained(
    req: Request<Recorded<Incoming>>,
    resp: Response<OriginBody>,
) -> Response<OriginBody> {
    let mut body = req.into_body();
    while let Some(Ok(_)) = body.frame().await {}
    resp
}

fn text(status: StatusCode, body: &'static str) -> Response<OriginBody> {
    let mut resp = Response::new(full(body));
    *resp.status_mut() = status;
    resp.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    resp
}

pub(crate) fn query_map(query: Option<&str>) -> BTreeMap<String, String> {
    url::form_urlencoded::parse(query.unwrap_or("").as_bytes())
        .into_owned()
        .collect()
}

fn number(query: &BTreeMap<String, String>, key: &str) -> Option<u64> {
    query.get(key).and_then(|v| v.parse().ok())
}

/// The JSON mirror.
async fn echo(req: Request<Recorded<Incoming>>) -> Response<OriginBody> {
    let mut resp = Response::new(full(echo_json(req).await));
    resp.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    resp
}

/// The JSON mirror sent with `coding` (a `Content-Encoding` list, applied in order)
/// whatever the request's `Accept-Encoding` says; an unknown coding is named but not
/// applied.
async fn encoded(req: Request<Recorded<Incoming>>, coding: &str) -> Response<OriginBody> {
    let json = echo_json(req).await;
    let mut resp = Response::new(full(encode::encode(json.as_bytes(), coding)));
    let h = resp.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    if let Ok(v) = HeaderValue::from_str(coding) {
        h.insert(header::CONTENT_ENCODING, v);
    }
    resp
}

/// Method, path, query, headers, body length, SHA-256 and (small) text, as JSON.
async fn echo_json(req: Request<Recorded<Incoming>>) -> String {
    let (parts, mut body) = req.into_parts();
    let mut hasher = Sha256::new();
    let mut len: u64 = 0;
    let mut kept = Vec::new();
    let mut complete = true;
    while let Some(frame) = body.frame().await {
        let Ok(frame) = frame else {
            complete = false;
            break;
        };
        if let Some(data) = frame.data_ref() {
            hasher.update(data);
            len += data.len() as u64;
            if kept.len() < ECHO_TEXT_LIMIT {
                let room = ECHO_TEXT_LIMIT - kept.len();
                kept.extend_from_slice(&data[..data.len().min(room)]);
            }
        }
    }
    let text = if len <= ECHO_TEXT_LIMIT as u64 {
        String::from_utf8(kept).ok()
    } else {
        None
    };
    let json = serde_json::json!({
        "method": parts.method.as_str(),
        "path": parts.uri.path(),
        "query": parts.uri.query(),
        "version": format!("{:?}", parts.version),
        "headers": header_map(&parts.headers),
        "body_len": len,
        "body_complete": complete,
        "body_sha256": crate::hex::lower(&hasher.finalize()),
        "body": text,
    });
    json.to_string()
}

/// Headers as a JSON object; repeated headers are joined with ", ".
fn header_map(headers: &HeaderMap) -> BTreeMap<String, String> {
    let mut map: BTreeMap<String, String> = BTreeMap::new();
    for (name, value) in headers {
        let value = String::from_utf8_lossy(value.as_bytes());
        map.entry(name.as_str().to_string())
            .and_modify(|v| {
                v.push_str(", ");
                v.push_str(&value);
            })
            .or_insert_with(|| value.into_owned());
    }
    map
}

/// The first SSE event.
pub const SSE_FIRST: &str = "event: first\ndata: one\n\n";
/// The second SSE event, sent after the pause.
pub const SSE_SECOND: &str = "event: second\ndata: two\n\n";

/// Announces 1 MiB more than it sends: `after` bytes go, then the body fails, so the
/// connection is cut mid-response (HTTP/1.1: closed; HTTP/2: the stream is reset).
fn reset_after(after: u64) -> Response<OriginBody> {
    let (tx, body) = Channel::new();
    tokio::spawn(async move {
        let chunk = Bytes::from(vec![b'r'; after as usize]);
        if tx.send(Ok(Frame::data(chunk))).await.is_ok() {
            let cut = std::io::Error::new(std::io::ErrorKind::ConnectionReset, "cut mid-response");
            let _ = tx.send(Err(cut)).await;
        }
    });
    let mut resp = Response::new(body.boxed());
    resp.headers_mut()
        .insert(header::CONTENT_LENGTH, HeaderValue::from(after + (1 << 20)));
    resp
}

fn sse(pause: Duration) -> Response<OriginBody> {
    let (tx, body) = Channel::new();
    tokio::spawn(async move {
        if tx
            .send(Ok(Frame::data(Bytes::from_static(SSE_FIRST.as_bytes()))))
            .await
            .is_err()
        {
            return;
        }
        tokio::time::sleep(pause).await;
        let _ = tx
            .send(Ok(Frame::data(Bytes::from_static(SSE_SECOND.as_bytes()))))
            .await;
    });
    let mut resp = Response::new(body.boxed());
    let h = resp.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/event-stream"),
    );
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    resp
}

/// The SHA-256 (hex) of [`TRAILERS_BODY`], as sent in the `x-checksum` trailer.
pub fn trailers_checksum() -> String {
    crate::hex::lower(&Sha256::digest(TRAILERS_BODY.as_bytes()))
}

fn trailers() -> Response<OriginBody> {
    let (tx, body) = Channel::new();
    tokio::spawn(async move {
        if tx
            .send(Ok(Frame::data(Bytes::from_static(
                TRAILERS_BODY.as_bytes(),
            ))))
            .await
            .is_err()
        {
            return;
        }
        let mut trailers = HeaderMap::new();
        if let Ok(v) = HeaderValue::from_str(&trailers_checksum()) {
            trailers.insert("x-checksum", v);
        }
        let _ = tx.send(Ok(Frame::trailers(trailers))).await;
    });
    let mut resp = Response::new(body.boxed());
    let h = resp.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/plain"));
    // hyper sends HTTP/1.1 trailers only when they are declared here.
    h.insert(header::TRAILER, HeaderValue::from_static("x-checksum"));
    resp
}
