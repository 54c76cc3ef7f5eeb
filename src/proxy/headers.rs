//! Header hygiene between hops: the hop-by-hop headers that never cross the proxy, the
//! upgrade exception, and the `Proxy-Authorization: Basic` credentials of a tunnel.

use base64::Engine;
use http::header::{self, HeaderMap, HeaderName, HeaderValue};
use zeroize::Zeroizing;

use crate::request::ProxyAuth;

/// Headers that are always per-hop (RFC 9110 §7.6.1 and common practice).
const HOP_BY_HOP: [HeaderName; 7] = [
    header::CONNECTION,
    HeaderName::from_static("proxy-connection"),
    HeaderName::from_static("keep-alive"),
    header::PROXY_AUTHORIZATION,
    header::PROXY_AUTHENTICATE,
    header::TRANSFER_ENCODING,
    header::UPGRADE,
];

/// Declines an offer to upgrade to another version of HTTP (`h2c`, `HTTP/2.0`): the offer
/// and h2c's settings are removed, so the request goes on as the HTTP/1.1 request it also
/// is and the origin has nothing to switch to. A server may ignore an offer (RFC 9110
/// §7.8), and HTTP/2 retired h2c's (RFC 9113 §3.1); refusing the request would break
/// clients that offer h2c by default (`curl --http2` on an `http://` URL, Java's
/// `HttpClient` without a proxy), which other proxies pass. Any other offer stays for the
/// guard: a WebSocket's messages are scanned, and a protocol without which the request
/// means nothing (SPDY for an old `kubectl exec`, `TLS/1.0`) is refused with a reason.
/// Whether one was declined.
pub fn decline_upgrade(headers: &mut HeaderMap) -> bool {
    let mut offers = headers
        .get_all(header::UPGRADE)
        .iter()
        .flat_map(|v| v.as_bytes().split(|&b| b == b','))
        .map(<[u8]>::trim_ascii)
        .filter(|t| !t.is_empty())
        .peekable();
    let http = |t: &[u8]| {
        t.eq_ignore_ascii_case(b"h2c")
            || t.get(..5).is_some_and(|p| p.eq_ignore_ascii_case(b"http/"))
    };
    if offers.peek().is_none() || !offers.all(http) {
        return false;
    }
    headers.remove(header::UPGRADE);
    headers.remove(HeaderName::from_static("http2-settings"));
    true
}

/// Whether a request asks for a protocol upgrade (`Connection: upgrade` + `Upgrade`).
pub fn wants_upgrade(headers: &HeaderMap) -> bool {
    headers.contains_key(header::UPGRADE) && connection_tokens(headers).any(|t| t == "upgrade")
}

fn connection_tokens(headers: &HeaderMap) -> impl Iterator<Item = String> + '_ {
    headers
        .get_all(header::CONNECTION)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|t| t.trim().to_ascii_lowercase())
        .filter(|t| !t.is_empty())
}

/// Removes hop-by-hop headers: `Connection` and every header it names, the fixed list
/// above, and `TE` unless it is exactly `trailers`. With `keep_upgrade`, `Upgrade` stays
/// and `Connection: upgrade` is set again for the next hop.
pub fn strip_hop_by_hop(headers: &mut HeaderMap, keep_upgrade: bool) {
    // Fast path: most requests carry none of these.
    let named: Vec<String> = connection_tokens(headers).collect();
    for name in &named {
        if keep_upgrade && name == "upgrade" {
            continue;
        }
        if let Ok(h) = HeaderName::from_bytes(name.as_bytes()) {
            headers.remove(h);
        }
    }
    let upgrade = if keep_upgrade {
        headers.get(header::UPGRADE).cloned()
    } else {
        None
    };
    for h in &HOP_BY_HOP {
        headers.remove(h);
    }
    let te_is_trailers = {
        let mut all = headers.get_all(header::TE).iter();
        match (all.next(), all.next()) {
            (Some(v), None) => v.as_bytes().eq_ignore_ascii_case(b"trailers"),
            _ => false,
        }
    };
    if !te_is_trailers {
        headers.remove(header::TE);
    }
    if let Some(up) = upgrade {
        headers.insert(header::UPGRADE, up);
        headers.insert(header::CONNECTION, HeaderValue::from_static("upgrade"));
    }
}

/// Reads `Proxy-Authorization: Basic base64(user:password)`. Anything else is `None`
/// (and is never logged). Two such headers are credentials marked `repeated`, which the
/// session refuses: which one counts would be a guess.
pub fn parse_proxy_auth(headers: &HeaderMap) -> Option<ProxyAuth> {
    if headers.get_all(header::PROXY_AUTHORIZATION).iter().count() > 1 {
        return Some(ProxyAuth {
            user: String::new(),
            password: Zeroizing::new(String::new()),
            repeated: true,
        });
    }
    let value = headers.get(header::PROXY_AUTHORIZATION)?.as_bytes();
    let (scheme, rest) = split_once_space(value)?;
    if !scheme.eq_ignore_ascii_case(b"basic") {
        return None;
    }
    let decoded = Zeroizing::new(
        base64::engine::general_purpose::STANDARD
            .decode(trim(rest))
            .ok()?,
    );
    let text = std::str::from_utf8(&decoded).ok()?;
    let (user, password) = text.split_once(':')?;
    Some(ProxyAuth {
        user: url_user(user),
        password: Zeroizing::new(password.to_string()),
        repeated: false,
    })
}

/// A proxy URL's user name as its client sends it: decoded (curl, requests) or still
/// percent-encoded as the URL holds it (axios sends `alice%40example.com`), read decoded
/// either way. One that does not decode to UTF-8 is kept as sent.
fn url_user(user: &str) -> String {
    if !user.contains('%') {
        return user.to_string();
    }
    percent_encoding::percent_decode_str(user)
        .decode_utf8()
        .map_or_else(|_| user.to_string(), |d| d.into_owned())
}

fn split_once_space(v: &[u8]) -> Option<(&[u8], &[u8])> {
    let i = v.iter().position(|b| *b == b' ')?;
    Some((&v[..i], &v[i + 1..]))
}

fn trim(v: &[u8]) -> &[u8] {
    let start = v
        .iter()
        .position(|b| !b.is_ascii_whitespace())
        .unwrap_or(v.len());
    let end = v
        .iter()
        .rposition(|b| !b.is_ascii_whitespace())
        .map_or(start, |e| e + 1);
    &v[start..end]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(
                HeaderName::from_bytes(k.as_bytes()).unwrap(),
                HeaderValue::from_str(v).unwrap(),
            );
        }
        h
    }

    /// (name, headers in, keep_upgrade, headers that must remain, headers that must go)
    type Case<'a> = (
        &'a str,
        Vec<(&'a str, &'a str)>,
        bool,
        Vec<&'a str>,
        Vec<&'a str>,
    );

    #[test]
    fn hop_by_hop_filtering_table() {
        let cases: [Case; 7] = [
            (
                "fixed list",
                vec![
                    ("connection", "keep-alive"),
                    ("keep-alive", "timeout=5"),
                    ("proxy-connection", "keep-alive"),
                    ("proxy-authorization", "Basic eDp5"),
                    ("transfer-encoding", "chunked"),
                    ("accept", "*/*"),
                ],
                false,
                vec!["accept"],
                vec![
                    "connection",
                    "keep-alive",
                    "proxy-connection",
                    "proxy-authorization",
                    "transfer-encoding",
                ],
            ),
            (
                "headers named by connection",
                vec![
                    ("connection", "x-secret, X-Other"),
                    ("x-secret", "1"),
                    ("x-other", "2"),
                    ("x-kept", "3"),
                ],
                false,
                vec!["x-kept"],
                vec!["x-secret", "x-other", "connection"],
            ),
            (
                "te trailers kept",
                vec![("te", "trailers")],
                false,
                vec!["te"],
                vec![],
            ),
            (
                "te gzip dropped",
                vec![("te", "gzip, trailers")],
                false,
                vec![],
                vec!["te"],
            ),
            (
                "upgrade dropped without upgrade",
                vec![("connection", "upgrade"), ("upgrade", "websocket")],
                false,
                vec![],
                vec!["upgrade", "connection"],
            ),
            (
                "upgrade kept for upgrades",
                vec![
                    ("connection", "Upgrade, x-y"),
                    ("upgrade", "websocket"),
                    ("x-y", "1"),
                ],
                true,
                vec!["upgrade", "connection"],
                vec!["x-y"],
            ),
            (
                "end-to-end headers untouched",
                vec![
                    ("authorization", "Bearer t"),
                    ("trailer", "x-checksum"),
                    ("content-length", "3"),
                ],
                false,
                vec!["authorization", "trailer", "content-length"],
                vec![],
            ),
        ];
        for (name, input, keep, stay, gone) in cases {
            let mut h = map(&input);
            strip_hop_by_hop(&mut h, keep);
            for s in stay {
                assert!(h.contains_key(s), "{name}: {s} should stay");
            }
            for g in gone {
                assert!(!h.contains_key(g), "{name}: {g} should go");
            }
        }
    }

    #[test]
    fn upgrade_requests_are_recognised() {
        assert!(wants_upgrade(&map(&[
            ("connection", "keep-alive, Upgrade"),
            ("upgrade", "websocket")
        ])));
        assert!(!wants_upgrade(&map(&[("upgrade", "websocket")])));
        assert!(!wants_upgrade(&map(&[("connection", "upgrade")])));
    }

    #[test]
    fn an_offer_to_upgrade_to_another_http_is_declined() {
        let h2c = [
            ("connection", "Upgrade, HTTP2-Settings"),
            ("upgrade", "h2c"),
            ("http2-settings", "AAMAAABkAAQCAAAAAAIAAAAA"),
            ("accept", "*/*"),
        ];
        for offer in ["h2c", "H2C", "HTTP/2.0", "h2c, HTTP/2.0", " h2c "] {
            let mut h = map(&h2c);
            h.insert(header::UPGRADE, HeaderValue::from_str(offer).unwrap());
            assert!(decline_upgrade(&mut h), "{offer}");
            assert!(!wants_upgrade(&h), "{offer}");
            assert!(!h.contains_key("upgrade") && !h.contains_key("http2-settings"));
            assert!(h.contains_key("accept"));
        }
        // A WebSocket offer stays, as does one for a protocol without which the request
        // means nothing (the guard refuses it), a list naming one, and no offer at all.
        for offer in [
            "WebSocket",
            "SPDY/3.1",
            "TLS/1.0",
            "websocket, h2c",
            "h2c, SPDY/3.1",
            "",
        ] {
            let mut h = map(&[("connection", "Upgrade"), ("upgrade", offer)]);
            assert!(!decline_upgrade(&mut h), "{offer}");
            assert!(h.contains_key("upgrade"), "{offer}");
        }
        let mut plain = map(&[("accept", "*/*")]);
        assert!(!decline_upgrade(&mut plain));
        assert_eq!(plain.len(), 1);
    }

    #[test]
    fn proxy_auth_basic_is_parsed() {
        let cases = [
            ("basic", "Basic YWxpY2U6dG9rZW4=", Some(("alice", "token"))),
            (
                "case-insensitive scheme",
                "basic YWxpY2U6dG9rZW4=",
                Some(("alice", "token")),
            ),
            ("colon in password", "Basic YTpiOmM=", Some(("a", "b:c"))),
            // `alice%40example.com:t`, as axios sends a proxy URL's user name.
            (
                "user name percent-encoded",
                "Basic YWxpY2UlNDBleGFtcGxlLmNvbTp0",
                Some(("alice@example.com", "t")),
            ),
            ("bearer is not basic", "Bearer abc", None),
            ("bad base64", "Basic !!!", None),
            ("no colon", "Basic YWxpY2U=", None),
        ];
        for (name, value, want) in cases {
            let got = parse_proxy_auth(&map(&[("proxy-authorization", value)]));
            assert!(got.as_ref().is_none_or(|a| !a.repeated), "{name}");
            let got = got.as_ref().map(|a| (a.user.as_str(), a.password.as_str()));
            assert_eq!(got, want, "{name}");
        }
        // Two headers, whatever they hold, are marked: the session refuses them.
        for second in ["Basic Ym9iOnRva2Vu", "Bearer abc"] {
            let two = map(&[
                ("proxy-authorization", "Basic YWxpY2U6dG9rZW4="),
                ("proxy-authorization", second),
            ]);
            assert!(
                parse_proxy_auth(&two).is_some_and(|a| a.repeated),
                "{second}"
            );
        }
    }
}
