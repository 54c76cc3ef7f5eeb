//! `wirepass demo` runs offline, exits 0 and tells the story: one request forwarded,
//! one refused with the documented refusal.

mod support;

use std::collections::BTreeMap;

use support::cmd;

#[tokio::test]
async fn demo_shows_an_allowed_and_a_refused_request() {
    let out = cmd::run(support::proxy::BIN, &["demo"], &BTreeMap::new()).await;
    out.assert_ok("wirepass demo");
    for expected in [
        "-> GET https://api.github.com/small",
        "<- 200 hello from the wirepass test origin",
        "x-wirepass-refused: unknown_host",
        "\"code\": \"unknown_host\"",
        "The origin received 1 request",
    ] {
        assert!(
            out.stdout.contains(expected),
            "missing {expected:?} in:\n{}",
            out.stdout
        );
    }
}
