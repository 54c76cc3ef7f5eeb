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

/// Issue 13: one spelling of every host before any rule, table or dialer sees it.
#[test]
fn canonical_gives_every_host_one_spelling() {
    let cases = [
        ("name", "api.github.com", "api.github.com"),
        ("upper case", "API.GitHub.COM", "api.github.com"),
        ("trailing dot", "api.github.com.", "api.github.com"),
        ("underscore kept", "_dmarc.example", "_dmarc.example"),
        ("dotted quad", "127.0.0.1", "127.0.0.1"),
        ("short form", "127.1", "127.0.0.1"),
        ("three parts", "127.0.1", "127.0.0.1"),
        ("one decimal number", "2130706433", "127.0.0.1"),
        ("hex number", "0x7f000001", "127.0.0.1"),
        ("hex part", "0x7f.1", "127.0.0.1"),
        ("hex in caps", "0X7F.0X0.0.1", "127.0.0.1"),
        ("octal", "0177.0.0.1", "127.0.0.1"),
        ("octal everywhere", "0177.00.00.01", "127.0.0.1"),
        ("address with trailing dot", "10.0.0.1.", "10.0.0.1"),
        ("metadata in decimal", "2852039166", "169.254.169.254"),
        ("zero", "0", "0.0.0.0"),
        ("v6 without brackets", "::1", "::1"),
        ("v6 long form", "0:0:0:0:0:0:0:1", "::1"),
        ("v6 mapped", "::FFFF:127.0.0.1", "::ffff:127.0.0.1"),
        ("unicode", "bücher.example", "xn--bcher-kva.example"),
        ("unicode in caps", "BÜCHER.Example", "xn--bcher-kva.example"),
        ("fullwidth letters", "ｅｘａｍｐｌｅ.com", "example.com"),
        ("ideographic full stop", "example。com", "example.com"),
        ("fullwidth digits", "１２７.０.０.１", "127.0.0.1"),
        (
            "punycode kept",
            "xn--bcher-kva.example",
            "xn--bcher-kva.example",
        ),
        (
            "letters that look like hex",
            "0xfoo.example",
            "0xfoo.example",
        ),
        ("digits inside", "1.2.3.4.example", "1.2.3.4.example"),
    ];
    for (name, text, want) in cases {
        assert_eq!(canonical(text).as_deref(), Ok(want), "{name}: {text}");
        assert_eq!(canonical(want).as_deref(), Ok(want), "{name}: idempotent");
    }
    let bad = [
        ("empty", ""),
        ("past 255", "1.2.3.256"),
        ("too big for 32 bits", "4294967296"),
        ("too big in hex", "0x100000000"),
        ("five parts", "1.2.3.4.5"),
        ("last label numeric", "example.123"),
        ("last label hex", "example.0x7f"),
        ("bad octal", "08.0.0.1"),
        ("percent-encoded", "127%2e0.0.1"),
        ("space", "exa mple.com"),
        ("brackets", "[::1]"),
        ("wildcard", "*.example.com"),
        ("slash", "a/b"),
        ("bad punycode", "xn--a.example"),
        ("empty label", "a..b"),
        ("two trailing dots", "example.com.."),
        ("number with two trailing dots", "1020.."),
        ("fullwidth trailing dots", "1020\u{ff0e}\u{ff0e}"),
        ("control character", "a\u{0}b"),
    ];
    for (name, text) in bad {
        assert!(
            canonical(text).is_err(),
            "{name}: {text:?} -> {:?}",
            canonical(text)
        );
    }
}

#[test]
fn patterns_are_read_in_the_same_spelling() {
    let cases = [
        ("short v4 pattern", "127.1", "127.0.0.1", true),
        (
            "unicode pattern",
            "bücher.example",
            "xn--bcher-kva.example",
            true,
        ),
        (
            "unicode suffix",
            "*.bücher.example",
            "a.xn--bcher-kva.example",
            true,
        ),
    ];
    for (name, pattern, host, want) in cases {
        let p = HostPattern::parse(pattern).unwrap();
        assert_eq!(p.matches(host), want, "{name}");
    }
    for bad in ["*.127.0.0.1", "*.1", "1.2.3.256"] {
        assert!(HostPattern::parse(bad).is_err(), "{bad}");
    }
}

/// A text cut at the shown length keeps no part of a token the cut falls in (round four: a
/// GitHub token cut at 100 characters no longer matched its rule and stayed in the audit).
#[test]
fn a_cut_text_keeps_no_part_of_the_run_it_cuts() {
    let token = "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";
    let long = format!("{} {token}.attacker.example", "a".repeat(80));
    let shown = printable(&long);
    assert_eq!(shown, format!("{} …", "a".repeat(80)));
    assert!(!shown.contains("ghp_"), "{shown}");
    let host = format!("{}.{token}.example", "a".repeat(80));
    assert_eq!(printable(&host), "…");
    // A password's characters are no token's (round five): the whole word goes.
    let url = format!(
        "postgres://admin:Kq7vP2mX9wL4!Rt5n{}@db.example",
        "z".repeat(80)
    );
    assert_eq!(printable(&url), "…");
    assert_eq!(printable("short\nline"), "short?line");
    assert_eq!(printable(&"b".repeat(100)), "b".repeat(100));
}

/// A blank stays a blank, so a credential whose rule reads one (`Basic …`) is still found
/// by the redaction that follows.
#[test]
fn blanks_are_kept_for_the_rules_that_read_them() {
    assert_eq!(printable("Basic dXNlcjpwYXNz"), "Basic dXNlcjpwYXNz");
    assert_eq!(printable("key =\tvalue"), "key = value");
}
