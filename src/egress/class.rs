//! What kind of address an IP is: public, or one of the special-purpose ranges the egress
//! guard refuses by default (loopback, private, link-local, ...). Two tables, one per
//! family, read first match wins; an IPv6 address that carries an IPv4 address (mapped,
//! compatible, NAT64, 6to4) is judged by the IPv4 address it reaches.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// A special-purpose address class. Every one is refused unless `egress.allow` names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Class {
    /// `127.0.0.0/8`, `::1`.
    Loopback,
    /// RFC 1918: `10/8`, `172.16/12`, `192.168/16`.
    Private,
    /// `100.64.0.0/10`, carrier-grade NAT.
    SharedCgnat,
    /// `169.254.0.0/16` (cloud metadata at 169.254.169.254), `fe80::/10`.
    LinkLocal,
    /// `fc00::/7` (AWS metadata at `fd00:ec2::254`).
    UniqueLocal,
    /// `fec0::/10`, deprecated but still routed inside some networks.
    SiteLocal,
    /// `224.0.0.0/4`, `ff00::/8`.
    Multicast,
    /// `0.0.0.0`, `::`: on most systems a connection to it reaches the host itself.
    Unspecified,
    /// `0.0.0.0/8`.
    ThisNetwork,
    /// `255.255.255.255`.
    Broadcast,
    /// `192.0.2/24`, `198.51.100/24`, `203.0.113/24`, `2001:db8::/32`, `3fff::/20`.
    Documentation,
    /// `198.18.0.0/15`, `2001:2::/48`.
    Benchmarking,
    /// `192.0.0.0/24`, `2001::/23` (Teredo among them).
    IetfProtocol,
    /// `240.0.0.0/4`, `192.88.99.0/24`, `100::/64`, `64:ff9b:1::/48`, and the deprecated
    /// IPv4-compatible form of a public address.
    Reserved,
}

impl Class {
    /// The class in words, with its ranges, for a refusal's reason.
    pub fn describe(self) -> &'static str {
        match self {
            Class::Loopback => "a loopback address (127.0.0.0/8, ::1)",
            Class::Private => "a private address (RFC 1918: 10/8, 172.16/12, 192.168/16)",
            Class::SharedCgnat => "a carrier-grade NAT address (100.64.0.0/10)",
            Class::LinkLocal => {
                "a link-local address (169.254.0.0/16, fe80::/10; cloud metadata services \
                 answer there)"
            }
            Class::UniqueLocal => "a unique-local address (fc00::/7)",
            Class::SiteLocal => "a site-local address (fec0::/10)",
            Class::Multicast => "a multicast address (224.0.0.0/4, ff00::/8)",
            Class::Unspecified => "the unspecified address (0.0.0.0, ::), which reaches this host",
            Class::ThisNetwork => "a \"this network\" address (0.0.0.0/8)",
            Class::Broadcast => "the broadcast address (255.255.255.255)",
            Class::Documentation => {
                "a documentation address (192.0.2/24, 198.51.100/24, 203.0.113/24, 2001:db8::/32)"
            }
            Class::Benchmarking => "a benchmarking address (198.18.0.0/15, 2001:2::/48)",
            Class::IetfProtocol => "an IETF protocol address (192.0.0.0/24, 2001::/23)",
            Class::Reserved => "a reserved address",
        }
    }
}

/// The IPv4 special-purpose ranges: (network, prefix length, class), first match wins.
const V4: [(u32, u8, Class); 17] = [
    (0x0000_0000, 32, Class::Unspecified),
    (0x0000_0000, 8, Class::ThisNetwork),
    (0x0a00_0000, 8, Class::Private),
    (0x6440_0000, 10, Class::SharedCgnat),
    (0x7f00_0000, 8, Class::Loopback),
    (0xa9fe_0000, 16, Class::LinkLocal),
    (0xac10_0000, 12, Class::Private),
    (0xc000_0000, 24, Class::IetfProtocol),
    (0xc000_0200, 24, Class::Documentation),
    (0xc058_6300, 24, Class::Reserved),
    (0xc0a8_0000, 16, Class::Private),
    (0xc612_0000, 15, Class::Benchmarking),
    (0xc633_6400, 24, Class::Documentation),
    (0xcb00_7100, 24, Class::Documentation),
    (0xe000_0000, 4, Class::Multicast),
    (0xffff_ffff, 32, Class::Broadcast),
    (0xf000_0000, 4, Class::Reserved),
];

/// The IPv6 special-purpose ranges, after the forms that carry an IPv4 address.
const V6: [(u128, u8, Class); 12] = [
    (0, 128, Class::Unspecified),
    (1, 128, Class::Loopback),
    (0x0100_0000_0000_0000 << 64, 64, Class::Reserved),
    (0x0064_ff9b_0001 << 80, 48, Class::Reserved),
    (0x2001_0002_0000 << 80, 48, Class::Benchmarking),
    (0x2001_0db8 << 96, 32, Class::Documentation),
    (0x2001 << 112, 23, Class::IetfProtocol),
    (0x3fff << 112, 20, Class::Documentation),
    (0xfc00 << 112, 7, Class::UniqueLocal),
    (0xfe80 << 112, 10, Class::LinkLocal),
    (0xfec0 << 112, 10, Class::SiteLocal),
    (0xff00 << 112, 8, Class::Multicast),
];

fn in_prefix(addr: u128, net: u128, len: u8, bits: u32) -> bool {
    let shift = bits - u32::from(len);
    len == 0 || (addr >> shift) == (net >> shift)
}

/// The class of an address, or `None` for a public one.
pub fn classify(ip: IpAddr) -> Option<Class> {
    match ip {
        IpAddr::V4(v4) => classify_v4(v4),
        IpAddr::V6(v6) => classify_v6(v6),
    }
}

fn classify_v4(ip: Ipv4Addr) -> Option<Class> {
    let a = u128::from(u32::from(ip));
    V4.iter()
        .find(|(net, len, _)| in_prefix(a, u128::from(*net), *len, 32))
        .map(|(_, _, c)| *c)
}

fn classify_v6(ip: Ipv6Addr) -> Option<Class> {
    let a = u128::from(ip);
    // `::` and `::1` sit inside ::/96 but are not IPv4-compatible forms.
    if a <= 1 {
        return Some(V6[a as usize].2);
    }
    if let Some(v4) = embedded_v4(ip) {
        // A public address in the deprecated IPv4-compatible form (`::a.b.c.d`) is reserved.
        return classify_v4(v4).or_else(|| in_prefix(a, 0, 96, 128).then_some(Class::Reserved));
    }
    V6.iter()
        .find(|(net, len, _)| in_prefix(a, *net, *len, 128))
        .map(|(_, _, c)| *c)
}

/// The IPv4 address an IPv6 address reaches through a standard translation: IPv4-mapped
/// (`::ffff:a.b.c.d`), SIIT (`::ffff:0:a.b.c.d`), IPv4-compatible (`::a.b.c.d`), NAT64
/// (`64:ff9b::a.b.c.d`) and 6to4 (`2002:AABB:CCDD::/48`).
pub fn embedded_v4(ip: Ipv6Addr) -> Option<Ipv4Addr> {
    let a = u128::from(ip);
    let low = Ipv4Addr::from((a & 0xffff_ffff) as u32);
    let forms: [(u128, u8); 4] = [
        (0xffff << 32, 96),
        (0xffff << 48, 96),
        (0x0064_ff9b << 96, 96),
        (0, 96),
    ];
    if a > 1 && forms.iter().any(|(net, len)| in_prefix(a, *net, *len, 128)) {
        return Some(low);
    }
    in_prefix(a, 0x2002 << 112, 16, 128).then(|| Ipv4Addr::from(((a >> 80) & 0xffff_ffff) as u32))
}
