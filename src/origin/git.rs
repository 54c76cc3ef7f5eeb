//! Git smart HTTP under `/git/` (or at GitHub-shaped paths from the root), served by running `git http-backend` as a CGI program:
//! the request body streams to its standard input, its standard output is parsed as a
//! CGI response (`Status:` and headers, a blank line, then the body) and streamed back.
//! Pushes are enabled (`http.receivepack=true`, `REMOTE_USER` set), so a test may push.

use std::path::Path;
use std::process::Stdio;

use bytes::Bytes;
use http::{header, HeaderName, HeaderValue, Request, Response, StatusCode};
use http_body::{Body, Frame};
use http_body_util::BodyExt;
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::process::Command;

use super::body::{full, Channel, OriginBody};

/// The user `git http-backend` is told authenticated (it enables pushes).
pub const REMOTE_USER: &str = "wirepass-test";
/// The most header bytes a CGI response may carry.
const MAX_CGI_HEADER: usize = 64 * 1024;

/// Whether `path` is a git smart HTTP path as GitHub serves them, from the root:
/// `/OWNER/REPO(.git)/info/refs`, `.../git-upload-pack` or `.../git-receive-pack`.
pub fn is_smart_http(path: &str) -> bool {
    ["/info/refs", "/git-upload-pack", "/git-receive-pack"]
        .iter()
        .any(|end| path.ends_with(end))
}

/// Runs `git http-backend` for a git path: under `/git/...` (the prefix is dropped) or a
/// GitHub-shaped path from the root (see [`is_smart_http`]).
pub(crate) async fn serve<B>(req: Request<B>, root: &Path) -> Response<OriginBody>
where
    B: Body<Data = Bytes> + Send + Unpin + 'static,
    B::Error: Send,
{
    let path = req.uri().path();
    let path_info = match path.strip_prefix("/git") {
        Some(rest) if rest.is_empty() || rest.starts_with('/') => rest,
        _ => path,
    }
    .to_string();
    let mut cmd = Command::new("git");
    cmd.args(["-c", "http.receivepack=true", "http-backend"])
        .env("GIT_PROJECT_ROOT", root)
        .env("GIT_HTTP_EXPORT_ALL", "1")
        .env("PATH_INFO", &path_info)
        .env("QUERY_STRING", req.uri().query().unwrap_or(""))
        .env("REQUEST_METHOD", req.method().as_str())
        .env("REMOTE_USER", REMOTE_USER)
        .env("REMOTE_ADDR", "127.0.0.1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .kill_on_drop(true);
    for (var, name) in [
        ("CONTENT_TYPE", header::CONTENT_TYPE),
        ("CONTENT_LENGTH", header::CONTENT_LENGTH),
        ("HTTP_CONTENT_ENCODING", header::CONTENT_ENCODING),
        ("GIT_PROTOCOL", HeaderName::from_static("git-protocol")),
    ] {
        if let Some(v) = req.headers().get(&name).and_then(|v| v.to_str().ok()) {
            cmd.env(var, v);
        }
    }
    let Ok(mut child) = cmd.spawn() else {
        return error(
            StatusCode::INTERNAL_SERVER_ERROR,
            "cannot run git http-backend\n",
        );
    };
    let (Some(mut stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
        return error(
            StatusCode::INTERNAL_SERVER_ERROR,
            "git http-backend has no pipes\n",
        );
    };
    // Feed stdin in its own task: the backend may answer before it has read everything.
    let mut body = req.into_body();
    tokio::spawn(async move {
        while let Some(Ok(frame)) = body.frame().await {
            if let Some(data) = frame.data_ref() {
                if stdin.write_all(data).await.is_err() {
                    return;
                }
            }
        }
        let _ = stdin.shutdown().await;
    });

    let mut stdout = BufReader::new(stdout);
    let Some(head) = read_cgi_head(&mut stdout).await else {
        return error(
            StatusCode::BAD_GATEWAY,
            "git http-backend sent no valid CGI head\n",
        );
    };
    let (tx, body) = Channel::new();
    tokio::spawn(async move {
        let mut buf = vec![0u8; 32 * 1024];
        loop {
            match stdout.read(&mut buf).await {
                Ok(0) => break,
                Ok(n) => {
                    let chunk = Bytes::copy_from_slice(&buf[..n]);
                    if tx.send(Ok(Frame::data(chunk))).await.is_err() {
                        break;
                    }
                }
                Err(e) => {
                    let _ = tx.send(Err(e)).await;
                    break;
                }
            }
        }
        // Close our end first: a backend blocked writing to a gone client then exits.
        drop(stdout);
        let _ = child.wait().await;
    });
    let mut resp = Response::new(body.boxed());
    *resp.status_mut() = head.status;
    *resp.headers_mut() = head.headers;
    resp
}

/// A parsed CGI response head.
struct CgiHead {
    status: StatusCode,
    headers: http::HeaderMap,
}

/// Reads CGI header lines up to the blank line; `None` if they are malformed or too long.
async fn read_cgi_head<R: tokio::io::AsyncBufRead + Unpin>(out: &mut R) -> Option<CgiHead> {
    let mut status = StatusCode::OK;
    let mut headers = http::HeaderMap::new();
    let mut total = 0usize;
    loop {
        let mut line = Vec::new();
        let n = out.read_until(b'\n', &mut line).await.ok()?;
        total += n;
        if n == 0 || total > MAX_CGI_HEADER {
            return None;
        }
        let line = line.strip_suffix(b"\n").unwrap_or(&line);
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        if line.is_empty() {
            return Some(CgiHead { status, headers });
        }
        let text = std::str::from_utf8(line).ok()?;
        let (name, value) = text.split_once(':')?;
        let value = value.trim();
        if name.eq_ignore_ascii_case("status") {
            let code = value.split_whitespace().next()?;
            status = StatusCode::from_bytes(code.as_bytes()).ok()?;
        } else {
            let name = HeaderName::from_bytes(name.trim().as_bytes()).ok()?;
            headers.append(name, HeaderValue::from_str(value).ok()?);
        }
    }
}

fn error(status: StatusCode, text: &'static str) -> Response<OriginBody> {
    let mut resp = Response::new(full(text));
    *resp.status_mut() = status;
    resp
}
