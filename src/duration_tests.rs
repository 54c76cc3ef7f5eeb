//! The one duration parser (issue 11: `limits:` and `--ttl` had one each). The two
//! grammars keep what each former parser accepted; the table says where they differ.

use super::*;

const MS: fn(u64) -> Duration = Duration::from_millis;
const SEC: fn(u64) -> Duration = Duration::from_secs;

#[test]
fn one_duration_parser_two_grammars() {
    let cases: [(&str, Option<Duration>, Option<Duration>); 22] = [
        // (text, as a limits timeout, as a session ttl)
        ("90", Some(SEC(90)), Some(SEC(90))),
        ("90s", Some(SEC(90)), Some(SEC(90))),
        (" 90 s ", Some(SEC(90)), Some(SEC(90))),
        ("15m", Some(SEC(900)), Some(SEC(900))),
        ("1h", Some(SEC(3600)), Some(SEC(3600))),
        ("24h", Some(SEC(86_400)), Some(SEC(86_400))),
        // Only timeouts: milliseconds and fractions.
        ("500ms", Some(MS(500)), None),
        ("1.5s", Some(MS(1500)), None),
        ("0.5m", Some(SEC(30)), None),
        // Only ttls: days, and more than a day.
        ("7d", None, Some(SEC(604_800))),
        ("25h", None, Some(SEC(90_000))),
        // Neither.
        ("0", None, None),
        ("0s", None, None),
        ("-1h", None, None),
        ("h", None, None),
        ("", None, None),
        ("10x", None, None),
        ("10S", None, None),
        ("10 sec", None, None),
        ("1e3s", None, None),
        ("inf", None, None),
        ("99999999999999999999d", None, None),
    ];
    for (text, timeout, ttl) in cases {
        assert_eq!(
            parse(text, &Grammar::TIMEOUT).ok(),
            timeout,
            "timeout {text:?}"
        );
        assert_eq!(parse(text, &Grammar::TTL).ok(), ttl, "ttl {text:?}");
    }
}

#[test]
fn duration_errors_keep_the_limits_wording() {
    let cases = [
        ("abc", "`abc` is not a duration (e.g. 10s, 500ms, 2m)"),
        ("5d", "`5d`: unit must be ms, s, m or h"),
        ("0s", "a duration must be between 1ms and 24h"),
        ("-2", "a duration must be between 1ms and 24h"),
        ("25h", "a duration must be between 1ms and 24h"),
    ];
    for (text, want) in cases {
        let e = parse(text, &Grammar::TIMEOUT).unwrap_err();
        assert_eq!(e.to_string(), want, "{text:?}");
    }
}

#[test]
fn seconds_given_as_a_number_are_checked_like_text() {
    let cases = [
        (2.0, Some(SEC(2))),
        (0.25, Some(MS(250))),
        (86_400.0, Some(SEC(86_400))),
        (86_400.5, None),
        (0.0, None),
        (-1.0, None),
        (f64::NAN, None),
    ];
    for (secs, want) in cases {
        assert_eq!(from_seconds(secs, &Grammar::TIMEOUT).ok(), want, "{secs}");
    }
}
