//! The host normaliser and the egress address guard on arbitrary input (issue 13). No
//! panic; a canonical host is ASCII, a host name or an IP literal, and its own canonical
//! form; an IPv4 result is a dotted quad; a pattern of it matches it; an authority's host
//! is canonical. Sixteen bytes as an IPv6 address: every IPv6 form of a refused IPv4 address
//! is refused, and the guard without exceptions never passes a refused address.
#![no_main]

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

use libfuzzer_sys::fuzz_target;
use wirepass::egress::{classify, embedded_v4, AddressGuard, Cidr};
use wirepass::host::{canonical, is_host_name, HostPattern};
use wirepass::proxy::hosts::parse_authority;

fuzz_target!(|data: &[u8]| {
    if data.len() >= 16 {
        let mut raw = [0u8; 16];
        raw.copy_from_slice(&data[..16]);
        addresses(Ipv6Addr::from(raw));
    }
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(host) = canonical(text) {
        assert!(host.is_ascii(), "not ASCII");
        assert_eq!(canonical(&host).as_ref(), Ok(&host), "not idempotent");
        match host.parse::<IpAddr>() {
            Ok(IpAddr::V4(v4)) => assert_eq!(v4.to_string(), host, "not a dotted quad"),
            Ok(IpAddr::V6(v6)) => assert_eq!(v6.to_string(), host, "not compressed"),
            Err(_) => assert!(is_host_name(&host), "not a host name"),
        }
        let pattern = HostPattern::parse(&host).expect("a canonical host is a pattern");
        assert!(pattern.matches(&host));
    }
    if let Ok(a) = parse_authority(text) {
        assert_eq!(
            canonical(&a.host).as_ref(),
            Ok(&a.host),
            "authority not canonical"
        );
    }
    if let Ok(net) = Cidr::parse(text) {
        let _ = net.contains(IpAddr::V4(Ipv4Addr::LOCALHOST));
    }
});

fn addresses(v6: Ipv6Addr) {
    if let Some(v4) = embedded_v4(v6) {
        if classify(IpAddr::V4(v4)).is_some() {
            assert!(
                classify(IpAddr::V6(v6)).is_some(),
                "{v6} carries refused {v4}"
            );
        }
    }
    let guard = AddressGuard::default();
    for ip in [IpAddr::V6(v6), IpAddr::V6(v6).to_canonical()] {
        let addr = SocketAddr::new(ip, 443);
        match guard.check("fuzz.example", &[addr]) {
            Ok(passed) => assert!(passed.iter().all(|a| classify(a.ip()).is_none())),
            Err(b) => assert_eq!(b.addr, ip),
        }
    }
}
