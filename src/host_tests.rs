//! The one host matcher and validator (issue 11: there were three matchers and two
//! validators). The first table holds what every former copy agreed on; the second the
//! cases where they differed, with what each did and what the one matcher does now.

use super::*;

/// Checks a case through both forms: the pattern as text, and compiled.
fn both(pattern: &str, host: &str) -> (bool, bool) {
    let compiled = HostPattern::parse(pattern).map(|p| p.matches(host));
    (matches(pattern, host), compiled.unwrap_or(false))
}

#[test]
fn one_host_matcher_keeps_what_every_copy_agreed_on() {
    let cases = [
        ("exact hit", "api.github.com", "api.github.com", true),
        (
            "exact miss on subdomain",
            "github.com",
            "api.github.com",
            false,
        ),
        (
            "exact miss on parent",
            "api.github.com",
            "github.com",
            false,
        ),
        ("suffix hit", "*.github.com", "api.github.com", true),
        ("suffix deep hit", "*.github.com", "a.b.github.com", true),
        ("suffix never the apex", "*.github.com", "github.com", false),
        (
            "suffix needs a dot boundary",
            "*.github.com",
            "evilgithub.com",
            false,
        ),
        ("suffix needs a label", "*.github.com", ".github.com", false),
        (
            "suffix on a route table host",
            "*.atlassian.net",
            "acme.atlassian.net",
            true,
        ),
        (
            "apex of a route table host",
            "*.atlassian.net",
            "atlassian.net",
            false,
        ),
        ("ip literal", "127.0.0.1", "127.0.0.1", true),
        (
            "non-ASCII host is compared by bytes",
            "*.x.com",
            "é.x.com",
            true,
        ),
        ("non-ASCII host never panics", "*.x.com", "xé", false),
    ];
    for (name, pattern, host, want) in cases {
        assert_eq!(both(pattern, host), (want, want), "{name}");
    }
}

/// Where the copies differed. Columns: what `proxy/hosts.rs`, `routes/matcher.rs` and
/// `scan/rules.rs` answered, then the one matcher. Every difference is a host that is
/// not normalized; the proxy normalizes hosts before any of them is asked (`RequestView`
/// documents its host as lowercased, without trailing dot), so no request changes fate.
#[test]
fn host_matching_folds_case_and_a_trailing_dot_everywhere() {
    #[rustfmt::skip]
    let cases = [
        // (pattern, host, proxy, routes, scan, now)
        ("github.com", "GitHub.com", false, false, true, true),
        ("*.github.com", "API.GITHUB.COM", false, false, false, true),
        ("github.com", "github.com.", false, false, true, true),
        ("*.github.com", "api.github.com.", false, false, true, true),
    ];
    for (pattern, host, _proxy, _routes, _scan, now) in cases {
        assert_eq!(both(pattern, host), (now, now), "{pattern} ~ {host}");
    }
}

#[test]
fn host_names_are_ldh_labels_with_underscores() {
    let long_label = "a".repeat(64);
    let long_name = ["a".repeat(63).as_str(); 5].join(".");
    let cases = [
        ("api.github.com", true),
        ("a-b_c.example", true),
        ("localhost", true),
        ("", false),
        ("a..b", false),
        (".a", false),
        ("a.", false),
        ("bad host", false),
        ("*.x.com", false),
        ("é.com", false),
        ("::1", false),
        (long_label.as_str(), false),
        (long_name.as_str(), false),
    ];
    for (name, want) in cases {
        assert_eq!(is_host_name(name), want, "{name:?}");
    }
}
