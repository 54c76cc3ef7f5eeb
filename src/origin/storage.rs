//! GitHub's hand-off of a release asset to its storage, as its REST docs describe it:
//! `GET /repos/{owner}/{repo}/releases/assets/{asset_id}` with `Accept:
//! application/octet-stream` answers `302 Found` to a presigned URL on
//! `objects.githubusercontent.com` (AWS Signature V4 query parameters, whose
//! `X-Amz-Credential` starts with an access key id); a GET of that URL answers the asset's
//! bytes when its signature is the one handed out, and S3's `403 SignatureDoesNotMatch`
//! otherwise. Any other request is not this module's.

use http::{header, HeaderValue, Method, Request, Response, StatusCode};
use sha2::{Digest, Sha256};

use super::body::{full, OriginBody};

/// The storage host the redirect names.
pub const STORAGE_HOST: &str = "objects.githubusercontent.com";
/// The bucket path the presigned URLs live under.
const BUCKET: &str = "/github-production-release-asset-2e65be";
/// The fake access key id in every presigned URL's `X-Amz-Credential` (a shape the
/// scanner reports: the URL is the origin's credential, not the agent's).
pub const ACCESS_KEY_ID: &str = "AKIAQ3EGRZ5MKW7PLN4X";

/// The bytes of asset `id`.
pub fn asset_bytes(id: &str) -> String {
    format!("release asset {id}: the bytes of a build\n").repeat(64)
}

/// The presigned URL asset `id` is handed off to.
pub fn presigned(id: &str) -> String {
    format!(
        "https://{STORAGE_HOST}{BUCKET}/{id}/5a1c?X-Amz-Algorithm=AWS4-HMAC-SHA256\
         &X-Amz-Credential={ACCESS_KEY_ID}%2F20261206%2Fus-east-1%2Fs3%2Faws4_request\
         &X-Amz-Date=20261206T120000Z&X-Amz-Expires=300&X-Amz-Signature={}\
         &X-Amz-SignedHeaders=host&actor_id=0&key_id=0&repo_id=1\
         &response-content-disposition=attachment%3B%20filename%3Dbuild-{id}.tar.gz\
         &response-content-type=application%2Foctet-stream",
        signature(id)
    )
}

fn signature(id: &str) -> String {
    crate::hex::lower(&Sha256::digest(
        format!("wirepass test storage {id}").as_bytes(),
    ))
}

/// The answer to a release-asset download or a presigned GET; `None` for anything else.
pub fn answer<B>(req: &Request<B>) -> Option<Response<OriginBody>> {
    let path = req.uri().path();
    let octets = req
        .headers()
        .get(header::ACCEPT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|a| a.contains("application/octet-stream"));
    let parts: Vec<&str> = path.split('/').collect();
    if let ["", "repos", _, _, "releases", "assets", id] = parts.as_slice() {
        if !octets || req.method() != Method::GET {
            return None;
        }
        let mut resp = Response::new(full(""));
        *resp.status_mut() = StatusCode::FOUND;
        let location = HeaderValue::from_str(&presigned(id)).ok()?;
        resp.headers_mut().insert(header::LOCATION, location);
        return Some(resp);
    }
    let id = path
        .strip_prefix(BUCKET)?
        .strip_prefix('/')?
        .split('/')
        .next()?;
    let query = super::endpoints::query_map(req.uri().query());
    let signed = query.get("X-Amz-Signature") == Some(&signature(id));
    let (status, body, kind) = match (req.method() == Method::GET || req.method() == Method::HEAD, signed) {
        (true, true) => (StatusCode::OK, asset_bytes(id), "application/octet-stream"),
        _ => (
            StatusCode::FORBIDDEN,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Error><Code>SignatureDoesNotMatch</Code>\
             <Message>The request signature we calculated does not match the signature you provided.</Message></Error>\n"
                .to_string(),
            "application/xml",
        ),
    };
    let mut resp = Response::new(full(body));
    *resp.status_mut() = status;
    resp.headers_mut()
        .insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    Some(resp)
}
