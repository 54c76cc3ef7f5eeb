//! The entitlements core without sockets: the file format (and its `file:line` errors),
//! merging, matching, diffing and what a finished request adds to a recording.

use std::path::Path;

use super::diff::diff;
use super::record::observed;
use super::*;
use crate::audit::{Event, EventAction};
use crate::refusal::Code;
use crate::routes::{Effect, Mapped, Mapping, Spelling};

const T1: &str = "2025-01-31T12:00:00.000Z";
const T2: &str = "2025-01-31T12:05:00.000Z";
const T3: &str = "2025-02-01T08:00:00.000Z";

fn seen(t: &str) -> Seen {
    Seen::parse(t).unwrap()
}

fn stats(count: u64, first: &str, last: &str) -> Stats {
    Stats {
        count,
        first_seen: Some(seen(first)),
        last_seen: Some(seen(last)),
    }
}

fn parse_text(text: &str) -> Result<Entitlements, crate::section::ConfigError> {
    parse(text, Path::new("e.yaml"))
}

const EXAMPLE: &str = r#"version: 1
users:
  alice@example.com:
    github:
      pulls.get:
        repo:acme/widgets: {count: 3, first_seen: "2025-01-31T12:00:00.000Z", last_seen: "2025-01-31T12:05:00.000Z"}
        "repo:acme/*": {}
      pulls.merge:
        repo:acme/widgets: ~
    slack:
      chat.postMessage:
        channel:c0123: {count: 1}
  bob:
    github:
      issues.create:
        repo:acme/gadgets: {count: 2, first_seen: "2025-01-31T12:00:00Z", last_seen: "2025-01-31T12:00:00Z"}
unmapped:
  - {service: github, method: POST, host: api.github.com, path: "/repos/acme/x/frobnicate/{id}", count: 1, first_seen: "2025-01-31T12:00:00.000Z", last_seen: "2025-01-31T12:00:00.000Z"}
"#;

#[test]
fn the_example_parses_and_writes_back_as_itself() {
    let e = parse_text(EXAMPLE).unwrap();
    assert_eq!(e.users.len(), 2);
    assert_eq!(e.len(), 6);
    let widgets = &e.users["alice@example.com"]["github"]["pulls.get"]["repo:acme/widgets"];
    assert_eq!(*widgets, stats(3, T1, T2));
    // Hand-written entries may say nothing of what was seen; times without milliseconds
    // read as `.000`.
    assert_eq!(
        e.users["alice@example.com"]["github"]["pulls.get"]["repo:acme/*"],
        Stats::default()
    );
    let gadgets = &e.users["bob"]["github"]["issues.create"]["repo:acme/gadgets"];
    assert_eq!(gadgets.first_seen.as_ref().map(Seen::as_str), Some(T1));
    let text = render(&e);
    assert_eq!(parse_text(&text).unwrap(), e);
    let body: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(
        body,
        [
            "version: 1",
            "users:",
            "  alice@example.com:",
            "    github:",
            "      pulls.get:",
            "        \"repo:acme/*\": {count: 0}",
            "        repo:acme/widgets: {count: 3, first_seen: \"2025-01-31T12:00:00.000Z\", last_seen: \"2025-01-31T12:05:00.000Z\"}",
            "      pulls.merge:",
            "        repo:acme/widgets: {count: 0}",
            "    slack:",
            "      chat.postMessage:",
            "        channel:c0123: {count: 1}",
            "  bob:",
            "    github:",
            "      issues.create:",
            "        repo:acme/gadgets: {count: 2, first_seen: \"2025-01-31T12:00:00.000Z\", last_seen: \"2025-01-31T12:00:00.000Z\"}",
            "unmapped:",
            "  - {service: github, method: POST, host: api.github.com, path: \"/repos/acme/x/frobnicate/{id}\", count: 1, first_seen: \"2025-01-31T12:00:00.000Z\", last_seen: \"2025-01-31T12:00:00.000Z\"}",
        ]
    );
    assert_eq!(
        render(&Entitlements::default())
            .lines()
            .filter(|l| !l.starts_with('#'))
            .collect::<Vec<_>>(),
        ["version: 1", "users: {}"]
    );
}

#[test]
fn errors_name_the_file_and_line() {
    // (text, line, words in the message)
    let cases = [
        ("version: 2\nusers: {}\n", 1, "version 2"),
        ("version: 1\nuser: {}\n", 2, "unknown field `user`"),
        (
            "version: 1\nusers:\n  alice:\n    github:\n      pulls.get:\n        repo:a/b: {count: 1, first_seen: yesterday}\n",
            6,
            "`yesterday` is not a UTC time",
        ),
        (
            "version: 1\nusers:\n  alice:\n    github:\n      pulls.get:\n        repo:a/b: {count: 1}\n        repo:a/c: {first_seen: \"2025-02-01T00:00:00Z\", last_seen: \"2025-01-01T00:00:00Z\"}\n",
            7,
            "is after last_seen",
        ),
        (
            "version: 1\nusers:\n  alice:\n    github:\n      pulls.get:\n        repo:a/b: {count: 1}\n        repo:a/c: {count: 1, last_seen: \"2025-01-01T00:00:00Z\"}\n",
            7,
            "last_seen without first_seen",
        ),
        (
            "version: 1\nusers:\n  alice:\n    github:\n      pulls.get:\n        \"\": {count: 1}\n",
            6,
            "an empty resource",
        ),
        (
            "version: 1\nusers:\n  alice:\n    github:\n      pulls.get:\n        repo:a/b: {count: -1}\n",
            6,
            "count",
        ),
        (
            "version: 1\nusers:\n  alice:\n    github:\n      pulls.get:\n        repo:a/b: {cnt: 1}\n",
            6,
            "unknown field `cnt`",
        ),
        (
            "version: 1\nunmapped:\n  - {service: s, method: GET, host: h, path: /a}\n  - {service: s, method: GET, host: h, path: /a}\n",
            4,
            "listed twice",
        ),
        (
            "version: 1\nusers:\n  alice:\n    github:\n      pulls.get: {}\n",
            5,
            "the action `pulls.get` lists nothing",
        ),
        (
            "version: 1\nusers:\n  alice: {}\n  bob:\n    github: {}\n",
            3,
            "the user `alice` lists nothing",
        ),
        (
            "version: 1\nunmapped:\n  - {service: s, method: GET, host: h}\n",
            3,
            "missing field `path`",
        ),
    ];
    for (text, line, words) in cases {
        let e = parse_text(text).unwrap_err();
        assert_eq!(e.line, Some(line), "{text}: {e}");
        assert!(e.message.contains(words), "{text}: {e}");
        assert!(e.to_string().starts_with(&format!("e.yaml:{line}")), "{e}");
    }
}

#[test]
fn times_are_read_in_one_shape() {
    let cases = [
        ("2025-01-31T12:34:56.789Z", Some("2025-01-31T12:34:56.789Z")),
        ("2025-01-31T12:34:56Z", Some("2025-01-31T12:34:56.000Z")),
        ("2025-13-31T12:34:56Z", None),
        ("2025-01-31T24:00:00Z", None),
        ("2025-01-31 12:34:56Z", None),
        ("2025-01-31T12:34:56.78Z", None),
        ("2025-01-31T12:34:56+01:00", None),
        ("2025-01-31T12:34:56.789", None),
        ("２025-01-31T12:34:56Z", None),
        ("", None),
    ];
    for (text, want) in cases {
        assert_eq!(Seen::parse(text).as_ref().map(Seen::as_str), want, "{text}");
    }
}

#[test]
fn merging_adds_counts_and_widens_times() {
    let mut a = parse_text(
        "version: 1\nusers:\n  alice:\n    github:\n      pulls.get:\n        repo:a/b: {count: 2, first_seen: \"2025-01-31T12:05:00Z\", last_seen: \"2025-01-31T12:05:00Z\"}\n",
    )
    .unwrap();
    let b = parse_text(
        "version: 1\nusers:\n  alice:\n    github:\n      pulls.get:\n        repo:a/b: {count: 5, first_seen: \"2025-01-31T12:00:00Z\", last_seen: \"2025-02-01T08:00:00Z\"}\n        repo:a/c: {count: 1}\n  bob:\n    slack:\n      chat.postMessage:\n        channel:c1: {}\n",
    )
    .unwrap();
    a.merge(&b);
    let pulls = &a.users["alice"]["github"]["pulls.get"];
    assert_eq!(pulls["repo:a/b"], stats(7, T1, T3));
    assert_eq!(pulls["repo:a/c"].count, 1);
    assert!(a.users.contains_key("bob"));
    let mut none = Stats::default();
    none.merge(&stats(1, T2, T2));
    assert_eq!(none, stats(1, T2, T2));
    let mut full = Stats {
        count: u64::MAX,
        ..Stats::default()
    };
    full.merge(&stats(1, T1, T1));
    assert_eq!(full.count, u64::MAX, "counts saturate");
}

fn mapped(action: &str, resource: &str, spelling: Spelling) -> Mapped {
    Mapped {
        service: "github".into(),
        action: action.into(),
        resource: resource.into(),
        effect: Effect::Read,
        destructive: false,
        level: None,
        spelling,
    }
}

#[test]
fn enforcing_allows_exactly_what_is_listed() {
    let e = parse_text(
        "version: 1\nusers:\n  alice:\n    github:\n      pulls.get:\n        repo:acme/widgets: {count: 1}\n        \"repo:acme/tools-*\": {}\n        RepoSpelled:Acme/X: {}\n",
    )
    .unwrap();
    let enforcer = Enforcer::new(&e, Path::new("e.yaml"));
    let one = |action: &str, resource: &str, spelling: Spelling| {
        Mapping::Mapped(vec![mapped(action, resource, spelling)])
    };
    let folded = Spelling::Folded;
    let as_sent = Spelling::AsSent;
    // (name, user, mapping, missing line or none)
    let cases: Vec<(&str, Option<&str>, Mapping, Option<&str>)> = vec![
        (
            "listed",
            Some("alice"),
            one("pulls.get", "repo:acme/widgets", folded.clone()),
            None,
        ),
        (
            "a glob",
            Some("alice"),
            one("pulls.get", "repo:acme/tools-cli", folded.clone()),
            None,
        ),
        (
            "a folded resource matches without case",
            Some("alice"),
            one("pulls.get", "repospelled:acme/x", folded.clone()),
            None,
        ),
        (
            "a resource spelled as sent matches exactly",
            Some("alice"),
            one("pulls.get", "repospelled:acme/x", as_sent.clone()),
            Some("alice → github → pulls.get → repospelled:acme/x"),
        ),
        (
            "a new resource",
            Some("alice"),
            one("pulls.get", "repo:acme/gadgets", folded.clone()),
            Some("alice → github → pulls.get → repo:acme/gadgets"),
        ),
        (
            "a new action",
            Some("alice"),
            one("pulls.merge", "repo:acme/widgets", folded.clone()),
            Some("alice → github → pulls.merge → repo:acme/widgets"),
        ),
        (
            "another user",
            Some("bob"),
            one("pulls.get", "repo:acme/widgets", folded.clone()),
            Some("bob has no entitlements at all; bob → github → pulls.get → repo:acme/widgets"),
        ),
        (
            "every action of a GraphQL document",
            Some("alice"),
            Mapping::Mapped(vec![
                mapped("pulls.get", "repo:acme/widgets", folded.clone()),
                mapped("pulls.get", "repo:acme/secret", folded.clone()),
            ]),
            Some("alice → github → pulls.get → repo:acme/secret"),
        ),
        (
            "no session user",
            None,
            one("pulls.get", "repo:acme/widgets", folded.clone()),
            Some("are per user"),
        ),
        (
            "unmapped",
            Some("alice"),
            Mapping::Unmapped {
                service: "github".into(),
                effect: Effect::Read,
            },
            Some("no route of the github table maps this read"),
        ),
        ("no service", Some("alice"), Mapping::NoService, None),
    ];
    for (name, user, mapping, want) in cases {
        let got = enforcer.check(user, &mapping);
        match (want, got) {
            (None, None) => {}
            (Some(words), Some(r)) => {
                assert_eq!(r.code, Code::NotInEntitlements, "{name}");
                assert!(r.reason.contains(words), "{name}: {}", r.reason);
                assert!(r.reason.contains("e.yaml"), "{name}: {}", r.reason);
            }
            (want, got) => panic!("{name}: wanted {want:?}, got {got:?}"),
        }
    }
}

#[test]
fn entries_fold_in_ascii_only() {
    // A dry run that met `/repos/acme/\u{212A}ube` (KELVIN SIGN) records that name; the
    // origin folds ASCII only, so it is another repository than `acme/kube`, and so it
    // must be here, as it is in grants.
    let e = parse_text(
        "version: 1\nusers:\n  alice:\n    github:\n      repos.delete:\n        repo:acme/\u{212A}ube: {}\n        \"repo:acme/\u{212A}it-*\": {}\n",
    )
    .unwrap();
    let enforcer = Enforcer::new(&e, Path::new("e.yaml"));
    for resource in ["repo:acme/kube", "repo:acme/kit-cli"] {
        let m = Mapping::Mapped(vec![mapped("repos.delete", resource, Spelling::Folded)]);
        let r = enforcer.check(Some("alice"), &m);
        assert_eq!(
            r.map(|r| r.code),
            Some(Code::NotInEntitlements),
            "{resource}"
        );
    }
    let listed = Mapping::Mapped(vec![mapped(
        "repos.delete",
        "repo:acme/\u{212A}ube",
        Spelling::Folded,
    )]);
    assert!(enforcer.check(Some("alice"), &listed).is_none());
}

#[test]
fn diff_says_what_was_added_removed_and_widened() {
    let old = parse_text(
        "version: 1\nusers:\n  alice:\n    github:\n      pulls.get:\n        repo:acme/a: {count: 9}\n        repo:acme/b: {}\n      pulls.merge:\n        repo:acme/a: {}\n  bob:\n    slack:\n      chat.postMessage:\n        channel:c1: {}\n",
    )
    .unwrap();
    let new = parse_text(
        "version: 1\nusers:\n  alice:\n    github:\n      pulls.get:\n        \"repo:acme/*\": {}\n        repo:acme/a: {count: 1}\n      issues.create:\n        repo:acme/a: {}\n",
    )
    .unwrap();
    let d = diff(&old, &new);
    assert_eq!(
        d.to_string(),
        "+ alice → github → issues.create → repo:acme/a\n\
         - alice → github → pulls.merge → repo:acme/a\n\
         - bob → slack → chat.postMessage → channel:c1\n\
         ~ alice → github → pulls.get → repo:acme/* (covers repo:acme/a, repo:acme/b)\n"
    );
    assert!(diff(&old, &old).is_empty());
    // Counts and times are not permissions.
    let mut busier = old.clone();
    busier.merge(&old);
    assert!(diff(&old, &busier).is_empty());
}

fn event(decision: &str, code: Option<&str>) -> Event {
    Event {
        status: 200,
        ts: T1.into(),
        user: Some("alice".into()),
        service: Some("github".into()),
        method: "GET".into(),
        host: "api.github.com".into(),
        path: "/repos/acme/widgets/pulls/7?token=[REDACTED]".into(),
        action: Some("pulls.get".into()),
        resource: Some("repo:acme/widgets".into()),
        effect: Some("read".into()),
        decision: decision.into(),
        code: code.map(str::to_string),
        ..Event::default()
    }
}

#[test]
fn a_recording_holds_what_was_let_through() {
    let line = |e: &Entitlements| e.lines().map(|(l, s)| (l.to_string(), s.count)).collect();
    let widgets = vec![(
        "alice → github → pulls.get → repo:acme/widgets".to_string(),
        1,
    )];
    // (name, event, what it adds)
    type Case = (&'static str, Event, Vec<(String, u64)>);
    let cases: Vec<Case> = vec![
        ("allowed", event("allow", None), widgets.clone()),
        (
            "a dry run's would-refuse",
            event("would_refuse", Some("not_in_entitlements")),
            widgets.clone(),
        ),
        (
            "forwarded, then the upstream failed: perhaps never done",
            event("refuse", Some("upstream_timeout")),
            Vec::new(),
        ),
        (
            "the client went away before the answer: perhaps never done",
            Event {
                status: 0,
                ..event("failed", None)
            },
            Vec::new(),
        ),
        (
            "answered with an error: not done",
            Event {
                status: 404,
                ..event("allow", None)
            },
            Vec::new(),
        ),
        (
            "a dry run's would-refuse the service refused",
            Event {
                status: 500,
                ..event("would_refuse", Some("not_in_entitlements"))
            },
            Vec::new(),
        ),
        (
            "the client went away during the answer",
            Event {
                status: 200,
                ..event("failed", None)
            },
            widgets.clone(),
        ),
        (
            "a leak",
            event("refuse", Some("credential_leak")),
            Vec::new(),
        ),
        (
            "refused by the grants",
            event("refuse", Some("not_permitted")),
            Vec::new(),
        ),
        ("a tunnel", event("tunnel", None), Vec::new()),
        (
            "a resource holding `*` would widen itself",
            Event {
                resource: Some("channel:*".into()),
                ..event("allow", None)
            },
            Vec::new(),
        ),
        (
            "no user",
            Event {
                user: None,
                ..event("allow", None)
            },
            Vec::new(),
        ),
        (
            "no service",
            Event {
                service: None,
                ..event("allow", None)
            },
            Vec::new(),
        ),
        (
            "every action of a GraphQL document",
            Event {
                actions: vec![
                    EventAction {
                        action: "repos.get".into(),
                        resource: "repo:acme/a".into(),
                        effect: "read",
                    },
                    EventAction {
                        action: "issues.list".into(),
                        resource: "repo:acme/b".into(),
                        effect: "read",
                    },
                ],
                ..event("allow", None)
            },
            vec![
                ("alice → github → issues.list → repo:acme/b".to_string(), 1),
                ("alice → github → repos.get → repo:acme/a".to_string(), 1),
            ],
        ),
    ];
    for (name, e, want) in cases {
        let got: Vec<(String, u64)> = line(&observed(&e));
        assert_eq!(got, want, "{name}");
    }

    let unmapped = Event {
        method: "POST".into(),
        path: "/repos/acme/widgets/frobnicate/42?x=[REDACTED]".into(),
        action: None,
        resource: None,
        effect: Some("write".into()),
        unmapped: true,
        ..event("would_refuse", Some("unmapped_write"))
    };
    let got = observed(&unmapped);
    assert!(got.users.is_empty());
    let keys: Vec<&UnmappedKey> = got.unmapped.keys().collect();
    assert_eq!(
        keys,
        [&UnmappedKey {
            service: "github".into(),
            host: "api.github.com".into(),
            path: "/repos/acme/widgets/frobnicate/{id}".into(),
            method: "POST".into(),
        }]
    );
}

#[test]
fn a_recording_credits_an_entry_widened_by_hand() {
    let mut book = parse_text(
        "version: 1\nusers:\n  alice:\n    github:\n      pulls.get:\n        \"repo:acme/*\": {count: 4}\n",
    )
    .unwrap();
    let mut room = 1;
    let dropped = book.record(&observed(&event("allow", None)), &mut room);
    assert_eq!((dropped, room), (0, 1), "credited, so no room taken");
    let lines: Vec<(String, u64)> = book
        .lines()
        .map(|(l, s)| (l.to_string(), s.count))
        .collect();
    assert_eq!(
        lines,
        [("alice → github → pulls.get → repo:acme/*".to_string(), 5)]
    );
    // Room for one more entry, then full: new entries are dropped.
    let other = Event {
        action: Some("pulls.merge".into()),
        ..event("allow", None)
    };
    assert_eq!(book.record(&observed(&other), &mut room), 0);
    assert_eq!((book.len(), room), (2, 0));
    let third = Event {
        action: Some("pulls.create".into()),
        ..event("allow", None)
    };
    assert_eq!(book.record(&observed(&third), &mut room), 1);
    assert_eq!(book.len(), 2);
}

#[test]
fn the_recorder_writes_atomically_and_merges_into_an_existing_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("entitlements.yaml");
    std::fs::write(&path, EXAMPLE).unwrap();
    let r = Recorder::open(&path).unwrap();
    r.observe(&event("allow", None));
    assert!(r.write().unwrap(), "a changed recording is written");
    assert!(!r.write().unwrap(), "an unchanged one is not");
    let e = file::load(&path).unwrap();
    let widgets = &e.users["alice"]["github"]["pulls.get"]["repo:acme/widgets"];
    assert_eq!(widgets.count, 1);
    assert_eq!(
        e.users["alice@example.com"]["github"]["pulls.get"]["repo:acme/widgets"].count, 3,
        "the file's entries stay"
    );
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|f| f.unwrap().file_name())
        .collect();
    assert_eq!(left, [std::ffi::OsString::from("entitlements.yaml")]);
    // A file that does not parse is an error with its line, and is left as it was.
    std::fs::write(&path, "version: 1\nusers: [\n").unwrap();
    let e = Recorder::open(&path).unwrap_err();
    assert!(e.line.is_some(), "{e}");
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "version: 1\nusers: [\n"
    );
}

#[test]
fn the_shipped_example_is_valid() {
    let text = include_str!("../../examples/entitlements.yaml");
    let e = parse(text, Path::new("examples/entitlements.yaml")).unwrap();
    assert_eq!(e.users.len(), 2);
    assert_eq!(e.unmapped.len(), 1);
}
