//! The address classes (every range the guard refuses, its edges, and the IPv6 forms that
//! carry an IPv4 address) and `egress.allow` (issue 13).

use super::*;

fn class_of(text: &str) -> Option<Class> {
    classify(
        text.parse()
            .unwrap_or_else(|_| panic!("{text} is no address")),
    )
}

#[test]
fn every_special_purpose_range_is_classified() {
    use Class::*;
    let cases = [
        // IPv4
        ("loopback", "127.0.0.1", Some(Loopback)),
        ("loopback, other end", "127.255.255.254", Some(Loopback)),
        ("rfc1918 10/8", "10.0.0.1", Some(Private)),
        ("rfc1918 10/8 end", "10.255.255.255", Some(Private)),
        ("rfc1918 172.16/12", "172.16.0.1", Some(Private)),
        ("rfc1918 172.16/12 end", "172.31.255.255", Some(Private)),
        ("172.32 is public", "172.32.0.1", None),
        ("172.15 is public", "172.15.255.255", None),
        ("rfc1918 192.168/16", "192.168.1.1", Some(Private)),
        ("link-local", "169.254.1.1", Some(LinkLocal)),
        ("cloud metadata", "169.254.169.254", Some(LinkLocal)),
        ("cgnat", "100.64.0.1", Some(SharedCgnat)),
        ("cgnat end", "100.127.255.255", Some(SharedCgnat)),
        ("100.128 is public", "100.128.0.1", None),
        ("unspecified", "0.0.0.0", Some(Unspecified)),
        ("this network", "0.1.2.3", Some(ThisNetwork)),
        ("broadcast", "255.255.255.255", Some(Broadcast)),
        ("multicast", "224.0.0.1", Some(Multicast)),
        ("multicast end", "239.255.255.255", Some(Multicast)),
        ("reserved 240/4", "240.0.0.1", Some(Reserved)),
        ("reserved 240/4 end", "255.255.255.254", Some(Reserved)),
        ("documentation 1", "192.0.2.10", Some(Documentation)),
        ("documentation 2", "198.51.100.10", Some(Documentation)),
        ("documentation 3", "203.0.113.10", Some(Documentation)),
        ("benchmarking", "198.18.0.1", Some(Benchmarking)),
        ("benchmarking end", "198.19.255.255", Some(Benchmarking)),
        ("198.20 is public", "198.20.0.1", None),
        ("ietf protocol", "192.0.0.8", Some(IetfProtocol)),
        ("6to4 relay anycast", "192.88.99.1", Some(Reserved)),
        ("public v4", "140.82.112.3", None),
        ("public v4 near 10/8", "11.0.0.1", None),
        // IPv6
        ("v6 loopback", "::1", Some(Loopback)),
        ("v6 unspecified", "::", Some(Unspecified)),
        ("v6 link-local", "fe80::1", Some(LinkLocal)),
        ("v6 unique-local fc", "fc00::1", Some(UniqueLocal)),
        ("v6 unique-local fd", "fd12:3456::1", Some(UniqueLocal)),
        ("aws metadata v6", "fd00:ec2::254", Some(UniqueLocal)),
        ("v6 site-local", "fec0::1", Some(SiteLocal)),
        ("v6 multicast", "ff02::1", Some(Multicast)),
        ("v6 documentation", "2001:db8::1", Some(Documentation)),
        ("v6 documentation 3fff", "3fff::1", Some(Documentation)),
        ("v6 benchmarking", "2001:2::1", Some(Benchmarking)),
        ("teredo", "2001::1", Some(IetfProtocol)),
        ("discard-only", "100::1", Some(Reserved)),
        ("local-use nat64", "64:ff9b:1::a00:1", Some(Reserved)),
        ("public v6", "2606:4700::1111", None),
        ("public v6, 2001 outside /23", "2001:4860::8888", None),
        // IPv6 forms that carry an IPv4 address are judged by it.
        ("mapped loopback", "::ffff:127.0.0.1", Some(Loopback)),
        ("mapped private", "::ffff:10.1.2.3", Some(Private)),
        ("mapped metadata", "::ffff:169.254.169.254", Some(LinkLocal)),
        ("mapped cgnat", "::ffff:100.64.0.1", Some(SharedCgnat)),
        ("mapped unspecified", "::ffff:0.0.0.0", Some(Unspecified)),
        ("mapped public", "::ffff:140.82.112.3", None),
        ("siit loopback", "::ffff:0:127.0.0.1", Some(Loopback)),
        ("compatible loopback", "::127.0.0.1", Some(Loopback)),
        ("compatible private", "::192.168.0.1", Some(Private)),
        (
            "compatible public is reserved",
            "::140.82.112.3",
            Some(Reserved),
        ),
        ("nat64 loopback", "64:ff9b::127.0.0.1", Some(Loopback)),
        ("nat64 private", "64:ff9b::10.0.0.1", Some(Private)),
        ("nat64 public", "64:ff9b::140.82.112.3", None),
        ("6to4 of private", "2002:c0a8:0101::1", Some(Private)),
        ("6to4 of loopback", "2002:7f00:1::", Some(Loopback)),
        ("6to4 of public", "2002:8c52:7003::1", None),
    ];
    for (name, addr, want) in cases {
        assert_eq!(class_of(addr), want, "{name}: {addr}");
    }
}

#[test]
fn embedded_v4_reads_each_translation() {
    let cases = [
        ("::ffff:127.0.0.1", Some("127.0.0.1")),
        ("::ffff:0:10.0.0.1", Some("10.0.0.1")),
        ("::10.0.0.1", Some("10.0.0.1")),
        ("64:ff9b::1.2.3.4", Some("1.2.3.4")),
        ("2002:0102:0304::", Some("1.2.3.4")),
        ("::1", None),
        ("::", None),
        ("2606:4700::1111", None),
    ];
    for (v6, want) in cases {
        let got = embedded_v4(v6.parse().unwrap()).map(|a| a.to_string());
        assert_eq!(got.as_deref(), want, "{v6}");
    }
}

#[test]
fn cidr_parsing_and_containment() {
    let cases = [
        ("10.0.0.0/8", "10.200.3.4", true),
        ("10.0.0.0/8", "11.0.0.1", false),
        ("127.0.0.1/32", "127.0.0.1", true),
        ("127.0.0.1/32", "127.0.0.2", false),
        ("127.0.0.1", "127.0.0.1", true),
        ("127.0.0.1/32", "::ffff:127.0.0.1", true),
        ("0.0.0.0/0", "8.8.8.8", true),
        ("0.0.0.0/0", "::1", false),
        ("::/0", "::1", true),
        ("fd00::/8", "fd00:ec2::254", true),
        ("fd00::/8", "fc00::1", false),
        ("::1", "::1", true),
        ("::1/128", "127.0.0.1", false),
    ];
    for (net, ip, want) in cases {
        let c = Cidr::parse(net).unwrap();
        assert_eq!(c.contains(ip.parse().unwrap()), want, "{net} ∋ {ip}");
    }
    for bad in [
        "10.0.0.1/8",
        "10.0.0.0/33",
        "::/129",
        "10.0.0.0/",
        "10.0.0.0/+8",
        "127.1/32",
        "x/8",
    ] {
        assert!(Cidr::parse(bad).is_err(), "{bad}");
    }
}

fn sock(ip: &str) -> SocketAddr {
    SocketAddr::new(ip.parse().unwrap(), 443)
}

#[test]
fn the_guard_refuses_private_addresses_unless_allowed() {
    let none = AddressGuard::default();
    let err = none.check("localhost", &[sock("127.0.0.1")]).unwrap_err();
    assert_eq!(
        (err.class, err.addr),
        (Class::Loopback, "127.0.0.1".parse().unwrap())
    );
    let reason = err.to_string();
    assert!(reason.contains("loopback"), "{reason}");
    assert!(reason.contains("egress.allow"), "{reason}");
    assert!(
        reason.contains("`127.0.0.1/32`") && reason.contains("`localhost`"),
        "{reason}"
    );

    let mapped = none
        .check("::ffff:127.0.0.1", &[sock("::ffff:127.0.0.1")])
        .unwrap_err();
    let reason = mapped.to_string();
    assert!(
        reason.contains("reaches 127.0.0.1") && reason.contains("`127.0.0.1/32`"),
        "{reason}"
    );
    assert!(
        !reason.contains("resolves to"),
        "an address literal resolves to nothing: {reason}"
    );

    assert_eq!(
        none.check("api.github.com", &[sock("140.82.112.3")]),
        Ok(vec![sock("140.82.112.3")])
    );

    let by_net = AddressGuard::compile(&["127.0.0.1/32".into()]).unwrap();
    assert!(by_net.check("localhost", &[sock("127.0.0.1")]).is_ok());
    assert!(by_net
        .check("::ffff:127.0.0.1", &[sock("::ffff:127.0.0.1")])
        .is_ok());
    assert!(by_net.check("localhost", &[sock("127.0.0.2")]).is_err());
    assert!(by_net.check("localhost", &[sock("::1")]).is_err());

    let by_name = AddressGuard::compile(&["localhost".into(), "*.corp.example".into()]).unwrap();
    assert!(by_name
        .check("localhost", &[sock("127.0.0.1"), sock("::1")])
        .is_ok());
    assert!(by_name
        .check("git.corp.example", &[sock("10.0.0.1")])
        .is_ok());
    assert!(by_name.check("corp.example", &[sock("10.0.0.1")]).is_err());
    assert!(by_name.check("127.0.0.1", &[sock("127.0.0.1")]).is_err());
}

#[test]
fn only_the_addresses_that_passed_are_dialled() {
    let g = AddressGuard::default();
    let mixed = [sock("10.0.0.1"), sock("140.82.112.3"), sock("::1")];
    assert_eq!(g.check("x.example", &mixed), Ok(vec![sock("140.82.112.3")]));
    assert_eq!(g.check("x.example", &[]), Ok(vec![]));
}

#[test]
fn bad_allow_entries_are_config_errors_at_their_item() {
    for bad in ["10.0.0.1/8", "not a host", "*", "a.*.com", "::1/200"] {
        let e = AddressGuard::compile(&["127.0.0.1/32".into(), bad.into()]).unwrap_err();
        assert_eq!(e.path.to_string(), "allow[1]", "{bad}");
        assert!(e.message.contains("egress.allow"), "{bad}: {}", e.message);
    }
}
