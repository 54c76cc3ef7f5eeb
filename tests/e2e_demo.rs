//! `wirepass demo` runs offline, exits 0 and tells the whole story: alice's pull request
//! forwarded with the injected credential, then each refusal with its documented code,
//! and only the allowed request reaching the origin; then a dry run that records an
//! entitlements file, the same agent held to it, and `audit verify` on the demo's log.
//! Plain (piped) output is one line a step; `--explain` tells each at length.

mod support;

use std::collections::BTreeMap;

use support::cmd;

#[tokio::test]
async fn demo_tells_each_step_with_its_outcome() {
    let out = cmd::run(
        support::proxy::BIN,
        &["demo", "--explain"],
        &BTreeMap::new(),
    )
    .await;
    out.assert_ok("wirepass demo");
    let steps: Vec<&str> = out.stdout.split("\nStep ").skip(1).collect();
    let want = [
        (
            "POST https://api.github.com/repos/acme/widgets/pulls",
            "<- 200",
        ),
        (
            "PUT https://api.github.com/repos/acme/widgets/pulls/1/merge",
            "<- 403   x-wirepass-refused: not_permitted",
        ),
        (
            "POST https://api.github.com/repos/acme/widgets/pulls",
            "<- 403   x-wirepass-refused: not_permitted",
        ),
        (
            "DELETE https://api.github.com/repos/acme/widgets",
            "<- 403   x-wirepass-refused: not_permitted",
        ),
        (
            "POST https://api.github.com/repos/acme/widgets/frobnicate",
            "<- 403   x-wirepass-refused: unmapped_write",
        ),
        (
            "POST https://slack.com/api/chat.postMessage",
            "<- 403   x-wirepass-refused: credential_leak",
        ),
        (
            "GET https://paste.example/",
            "<- 403   x-wirepass-refused: unknown_host",
        ),
        (
            "GET https://api.github.com/repos/acme/widgets/pulls",
            "<- 407   x-wirepass-refused: no_session",
        ),
        (
            "GET https://api.github.com/repos/acme/widgets/pulls",
            "<- 200",
        ),
        (
            "POST https://api.github.com/repos/acme/widgets/issues",
            "<- 200",
        ),
        (
            "GET https://api.github.com/repos/acme/widgets/pulls",
            "<- 200",
        ),
        (
            "POST https://api.github.com/repos/acme/widgets/issues/1/comments",
            "<- 403   x-wirepass-refused: not_in_entitlements",
        ),
    ];
    assert_eq!(steps.len(), want.len(), "{}", out.stdout);
    for (n, (step, (request, answer))) in steps.iter().zip(want).enumerate() {
        assert!(
            step.contains(request) && step.contains(answer),
            "step {}: want {request:?} and {answer:?} in:\n{step}",
            n + 1
        );
    }
    // Step 1: the origin saw the injected credential, not the session token.
    assert!(
        steps[0].contains("authorization: Bearer fake-github-credential-held-by-wirepass"),
        "{}",
        steps[0]
    );
    // The live check: the grants allow the merge, GitHub says alice holds triage.
    assert!(
        steps[1].contains("GitHub says alice@example.com may not pulls.merge"),
        "{}",
        steps[1]
    );
    // Refusals say what the request was mapped to and why; the deny names its rule.
    assert!(steps[2].contains("mapped to: github pulls.create on repo:acme/widgets"));
    assert!(steps[3].contains("mapped to: github repos.delete on repo:acme/widgets"));
    assert!(steps[2].contains("reason: no grant allows github:pulls.create"));
    assert!(steps[3].contains("denied by grants[2]"));
    // The fake token is never printed whole.
    let leaked = steps[5].lines().find(|l| l.contains("ghp_")).unwrap();
    assert!(leaked.contains("ghp_") && leaked.contains('…'), "{leaked}");
    assert!(
        out.stdout
            .contains("The origin received 1 request in the first 8 steps:"),
        "{}",
        out.stdout
    );
}

#[tokio::test]
async fn piped_the_demo_is_one_plain_line_a_step() {
    let out = cmd::run(support::proxy::BIN, &["demo"], &BTreeMap::new()).await;
    out.assert_ok("wirepass demo");
    assert!(
        !out.stdout.contains('\x1b'),
        "colour when piped:\n{}",
        out.stdout
    );
    let lines: Vec<&str> = out
        .stdout
        .lines()
        .filter(|l| l.trim_start().starts_with('✓'))
        .collect();
    let want = [
        "200 forwarded",
        "403 not_permitted",
        "403 not_permitted",
        "403 not_permitted",
        "403 unmapped_write",
        "403 credential_leak",
        "403 unknown_host",
        "407 no_session",
        "200 forwarded",
        "200 forwarded",
        "200 forwarded",
        "403 not_in_entitlements",
        "events, hash chain intact",
    ];
    assert_eq!(lines.len(), want.len(), "{}", out.stdout);
    for (l, w) in lines.iter().zip(want) {
        assert!(l.contains(w), "want {w:?} in {l:?}");
    }
    // bob's refusal carries its reason on the same line.
    assert!(
        lines[2].contains("bob") && lines[2].contains("no grant allows"),
        "{}",
        lines[2]
    );
    assert!(
        !out.stdout.contains("ghp_"),
        "the fake token is shown in brief mode"
    );
}
