//! Phase 3, **respond**: runs when the upstream's answer arrives (its head), or when the
//! upstream could not answer at all. It may rewrite the response head and choose the body
//! filter (redaction), or turn the answer into a refusal before any byte of the body goes;
//! it does no I/O. Its result tells the shell to stream the body, splice an upgraded
//! connection (through the guard's message filters), or answer with a refusal.

use http::{header, StatusCode, Version};

use super::redirect::Issuer;
use super::upgrade::Filters;
use super::{Admitted, BodyFilter, Pipeline};
use crate::proxy::headers::strip_hop_by_hop;
use crate::proxy::upstream::{blocked, is_timeout};
use crate::refusal::{Code, Refusal};
use crate::scan::websocket::Messages;

/// What the shell does with the upstream's answer.
#[derive(Debug)]
pub enum Responded {
    /// Stream the body to the client through the download filter (if any).
    Stream,
    /// The protocol was switched: splice both sides once they have upgraded, through the
    /// filters when the guard scans the connection's messages.
    Upgrade(Option<Filters>),
}

/// Leaves the answer one reading of its length. A `Content-Length` beside
/// `Transfer-Encoding` is dropped (RFC 9112 §6.3: the chunks were read, and an intermediary
/// must remove it: the client would wait for bytes that never come); the same length sent
/// twice (hyper reads it once) goes once (an HTTP/2 client refuses a repeated one).
fn one_length(headers: &mut http::HeaderMap, chunked: bool) {
    if chunked {
        headers.remove(header::CONTENT_LENGTH);
        return;
    }
    let mut all = headers.get_all(header::CONTENT_LENGTH).iter();
    if let (Some(first), Some(_)) = (all.next(), all.next()) {
        let first = first.clone();
        headers.insert(header::CONTENT_LENGTH, first);
    }
}

impl Pipeline {
    /// Phase 3: judges the response head; `head` is rewritten for the client. A 101 to an
    /// upgrade the guard scans (`messages`) must switch to a plain WebSocket. A redirect to
    /// a storage host of the request's service (`redirect`) issues a pass for its URL.
    pub fn respond(
        &self,
        head: &mut http::response::Parts,
        download: &mut Option<Box<dyn BodyFilter>>,
        upgrade_asked: bool,
        messages: Option<Messages>,
        redirect: Option<&Issuer>,
    ) -> Result<Responded, Refusal> {
        head.extensions = http::Extensions::new();
        if head.status == StatusCode::SWITCHING_PROTOCOLS && upgrade_asked {
            strip_hop_by_hop(&mut head.headers, true);
            let filters = messages.map(|m| m.switched(&head.headers)).transpose()?;
            return Ok(Responded::Upgrade(filters));
        }
        if head.status == StatusCode::SWITCHING_PROTOCOLS {
            // No upgrade was forwarded (an offer wirepass declined, or none): an origin that
            // switches anyway would have the client read bytes nothing reads.
            return Err(Refusal::new(
                Code::UpstreamUnavailable,
                "the origin switched protocols though no upgrade was asked of it; wirepass \
                 forwards only WebSocket upgrades, so the connection cannot go on",
            ));
        }
        let chunked = head.headers.contains_key(header::TRANSFER_ENCODING);
        strip_hop_by_hop(&mut head.headers, false);
        one_length(&mut head.headers, chunked);
        if let Some(filter) = download.as_mut() {
            filter.response_head(&mut head.headers)?;
            // A filter may change the length (redaction).
            head.headers.remove(header::CONTENT_LENGTH);
        }
        // A redirect to one of the service's storage hosts, in an answer that goes to the
        // client: the URL it names may be fetched by the same user, as this request
        // (`redirect.rs`).
        if let Some(issuer) = redirect {
            let location = head.headers.get(header::LOCATION);
            if let Some(l) = location.and_then(|v| v.to_str().ok()) {
                self.passes.issue(&self.router, issuer, head.status, l);
            }
        }
        head.version = Version::HTTP_11;
        Ok(Responded::Stream)
    }

    /// Phase 3 without an answer: the upstream failed or stayed silent. A refusal the
    /// upload's filter raised while the request streamed wins (the upstream saw the stream
    /// cut because of it); the egress address guard's refusal is `private_address` (403);
    /// otherwise a timeout is 504 and anything else 502.
    pub fn upstream_failed(
        &self,
        target: &Admitted,
        upload: Option<Refusal>,
        error: Option<&(dyn std::error::Error + 'static)>,
        response_timeout: std::time::Duration,
    ) -> Refusal {
        if let Some(r) = upload {
            return r;
        }
        let authority = target.authority();
        let Some(e) = error else {
            return Refusal::new(
                Code::UpstreamTimeout,
                format!(
                    "{authority} sent no response within {}s (limits.response_timeout)",
                    response_timeout.as_secs()
                ),
            );
        };
        if let Some(b) = blocked(e) {
            return Refusal::new(Code::PrivateAddress, b.to_string());
        }
        let (code, what) = if is_timeout(e) {
            (Code::UpstreamTimeout, "timed out (limits.connect_timeout)")
        } else {
            (Code::UpstreamUnavailable, "failed")
        };
        Refusal::new(
            code,
            format!("the request to {authority} {what}: {}", chain(e)),
        )
    }
}

/// An error and its sources on one line (connect and TLS errors carry no secrets).
fn chain(e: &(dyn std::error::Error + 'static)) -> String {
    let mut out = e.to_string();
    let mut cur = e.source();
    while let Some(s) = cur {
        let t = s.to_string();
        if !out.contains(&t) {
            out.push_str(": ");
            out.push_str(&t);
        }
        cur = s.source();
    }
    match out.char_indices().nth(400) {
        Some((i, _)) => out[..i].to_string(),
        None => out,
    }
}

#[cfg(test)]
mod tests {
    use super::one_length;
    use http::header::CONTENT_LENGTH;

    #[test]
    fn an_answer_keeps_one_reading_of_its_length() {
        let mut h = http::HeaderMap::new();
        h.append(CONTENT_LENGTH, "100".parse().unwrap());
        one_length(&mut h, true);
        assert!(
            h.get(CONTENT_LENGTH).is_none(),
            "a length beside chunks goes"
        );
        h.append(CONTENT_LENGTH, "2".parse().unwrap());
        h.append(CONTENT_LENGTH, "2".parse().unwrap());
        one_length(&mut h, false);
        assert_eq!(
            h.get_all(CONTENT_LENGTH).iter().count(),
            1,
            "twice goes once"
        );
        assert_eq!(h[CONTENT_LENGTH], "2");
        one_length(&mut h, false);
        assert_eq!(h[CONTENT_LENGTH], "2", "one length stays");
    }
}
