use super::*;

#[test]
fn pattern_matching_table() {
    let cases = [
        ("exact hit", "api.github.com", "api.github.com", true),
        (
            "exact is case-insensitive",
            "API.GitHub.com",
            "api.github.com",
            true,
        ),
        (
            "exact trailing dot",
            "api.github.com.",
            "api.github.com",
            true,
        ),
        (
            "exact miss on subdomain",
            "github.com",
            "api.github.com",
            false,
        ),
        ("suffix hit", "*.github.com", "api.github.com", true),
        ("suffix deep hit", "*.github.com", "a.b.github.com", true),
        (
            "suffix does not match apex",
            "*.github.com",
            "github.com",
            false,
        ),
        (
            "suffix needs a dot boundary",
            "*.github.com",
            "evilgithub.com",
            false,
        ),
        ("ip literal", "127.0.0.1", "127.0.0.1", true),
    ];
    for (name, pattern, host, want) in cases {
        let p = HostPattern::parse(pattern).unwrap();
        assert_eq!(p.matches(host), want, "{name}");
    }
}

#[test]
fn bad_patterns_are_refused() {
    for p in ["*", "a.*.com", "*x.com", "", "bad host", "*."] {
        assert!(HostPattern::parse(p).is_err(), "{p:?}");
    }
}

#[test]
fn connect_target_parsing_table() {
    let ok = [
        ("name and port", "api.github.com:443", "api.github.com", 443),
        ("uppercase", "API.GITHUB.COM:443", "api.github.com", 443),
        ("trailing dot", "example.com.:8443", "example.com", 8443),
        ("ipv4", "127.0.0.1:8080", "127.0.0.1", 8080),
        ("ipv6", "[::1]:443", "::1", 443),
    ];
    for (name, text, host, port) in ok {
        assert_eq!(
            parse_connect_target(text).unwrap(),
            (host.to_string(), port),
            "{name}"
        );
    }
    let bad = [
        ("no port", "example.com"),
        ("empty port", "example.com:"),
        ("port zero", "example.com:0"),
        ("port too big", "example.com:70000"),
        ("signed port", "example.com:+443"),
        ("userinfo", "user@example.com:443"),
        ("path", "example.com:443/x"),
        ("space", "exa mple.com:443"),
        ("unclosed bracket", "[::1:443"),
        ("ipv6 without port", "[::1]"),
        ("empty", ""),
    ];
    for (name, text) in bad {
        assert!(parse_connect_target(text).is_err(), "{name}");
    }
}

#[test]
fn host_consistency_table() {
    let cases = [
        ("same host", "api.github.com", true),
        ("same host and port", "api.github.com:443", true),
        ("case differs", "API.github.com", true),
        ("other host", "evil.example.com", false),
        ("other port", "api.github.com:8443", false),
        ("subdomain", "x.api.github.com", false),
        ("garbage", "api.github.com:abc", false),
    ];
    for (name, claimed, ok) in cases {
        let r = check_same_host(claimed, "api.github.com", 443);
        assert_eq!(r.is_ok(), ok, "{name}: {r:?}");
        if let Err(reason) = r {
            assert!(reason.contains("domain fronting"), "{name}");
        }
    }
}

#[test]
fn unbracketed_colons_are_not_an_authority() {
    // Found by the proxy_authority fuzz target: `::2` parsed as host `:` port 2, and
    // `a:b.x.com:443` as host `a:b.x.com`, which `*.x.com` matched.
    for text in ["::2", "::1", "::1:443", "a:b:443", "a:b.x.com:443", "1::"] {
        assert!(parse_authority(text).is_err(), "{text}");
        assert!(parse_connect_target(text).is_err(), "{text}");
    }
    assert_eq!(parse_authority("[::1]:443").unwrap().host, "::1");
}
