//! The proxy's host parsers on arbitrary text: `host[:port]` authorities, CONNECT targets,
//! `hosts:` patterns, the Host/CONNECT consistency check and `--resolve` flags. None may
//! panic; what parses is normalized and reads back the same.
#![no_main]

use std::net::IpAddr;

use libfuzzer_sys::fuzz_target;
use wirepass::proxy::hosts::{
    check_same_host, normalize, parse_authority, parse_connect_target, printable, Authority,
    HostPattern,
};
use wirepass::proxy::settings::parse_resolve_flag;

/// A normalized host: a DNS name (letters, digits, `-`, `_`, dots) or an IP literal.
fn well_formed(host: &str) -> bool {
    host == normalize(host)
        && (host.parse::<IpAddr>().is_ok()
            || (!host.is_empty()
                && host
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b))))
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let shown = printable(text);
    assert!(shown.chars().count() <= 100 && shown.bytes().all(|b| b.is_ascii_graphic()));

    if let Ok(a) = parse_authority(text) {
        assert!(well_formed(&a.host), "authority host is not a host");
        assert_ne!(a.port, Some(0));
        let again = parse_authority(&Authority::uri_authority(&a.host, a.port.unwrap_or(443)))
            .expect("a parsed authority reads back");
        assert_eq!(again.host, a.host);
        assert!(check_same_host(text, &a.host, a.port.unwrap_or(443)).is_ok());
    }
    if let Ok((host, port)) = parse_connect_target(text) {
        assert!(well_formed(&host) && port > 0);
    }
    if let Ok(p) = HostPattern::parse(text) {
        if let HostPattern::Exact(h) = &p {
            assert!(p.matches(h));
        }
        let _ = p.matches(&normalize(text));
    }
    if let Some((claimed, target)) = text.split_once('\n') {
        if let Ok((host, port)) = parse_connect_target(target) {
            let _ = check_same_host(claimed, &host, port);
        }
    }
    let _ = parse_resolve_flag(text);
});
