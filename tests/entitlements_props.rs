//! Issue 14, properties of the entitlements file: whatever the model holds (names with
//! quotes, colons, `*`, newlines, controls, any Unicode), the writer's text reads back as
//! the same model; merging is associative and commutative (counts add, times widen), and
//! the empty file is its identity; a recording of a file's own entries changes no entry.

#[path = "support/props.rs"]
mod props;

use std::path::Path;

use proptest::collection::btree_map;
use proptest::prelude::*;
use wirepass::entitlements::{parse, render, Entitlements, Seen, Stats, UnmappedKey};

/// Any non-empty name of up to 12 characters, from every corner of Unicode (the writer
/// must quote and escape what needs it), biased towards YAML's troublemakers.
fn name() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-z][a-z0-9._:/@-]{0,10}",
        "(?s).{1,12}",
        prop::sample::select(vec![
            "true",
            "No",
            "~",
            "null",
            "123",
            "-x",
            "a: b",
            "#c",
            "repo:acme/*",
            "{id}",
            "\"q\"",
            "back\\slash",
            "tab\there",
            "line\nbreak",
            "\u{85}",
            "\u{2028}",
            "\u{feff}",
            "\u{7f}",
            "é",
            "🎉",
            " lead",
            "trail ",
            "? key",
            "&anchor",
            "*alias",
            "!tag",
            "|",
            ">",
            "%",
            "@",
            "`",
        ])
        .prop_map(str::to_string),
    ]
}

fn seen() -> impl Strategy<Value = Seen> {
    (
        2000u32..2100,
        1u32..=12,
        1u32..=28,
        0u32..24,
        0u32..60,
        0u32..60,
        0u32..1000,
    )
        .prop_map(|(y, mo, d, h, mi, s, ms)| {
            let text = format!("{y:04}-{mo:02}-{d:02}T{h:02}:{mi:02}:{s:02}.{ms:03}Z");
            Seen::parse(&text).expect("a generated time parses")
        })
}

fn stats() -> impl Strategy<Value = Stats> {
    (
        prop_oneof![0u64..100, Just(u64::MAX - 1), any::<u64>()],
        prop::option::of((seen(), seen())),
    )
        .prop_map(|(count, times)| {
            let (first_seen, last_seen) = match times {
                Some((a, b)) if a <= b => (Some(a), Some(b)),
                Some((a, b)) => (Some(b), Some(a)),
                None => (None, None),
            };
            Stats {
                count,
                first_seen,
                last_seen,
            }
        })
}

fn entitlements() -> impl Strategy<Value = Entitlements> {
    // Nothing empty below the users: the file refuses an empty user, service or action.
    let resources = btree_map(name(), stats(), 1..3);
    let actions = btree_map(name(), resources, 1..3);
    let services = btree_map(name(), actions, 1..3);
    let users = btree_map(name(), services, 0..3);
    let key =
        (name(), name(), name(), name()).prop_map(|(service, host, path, method)| UnmappedKey {
            service,
            host,
            path,
            method,
        });
    let unmapped = btree_map(key, stats(), 0..3);
    (users, unmapped).prop_map(|(users, unmapped)| Entitlements { users, unmapped })
}

/// A small pool of names, so that three files share entries and merging has work to do.
fn overlapping() -> impl Strategy<Value = Entitlements> {
    let pick = |names: &'static [&'static str]| {
        prop::sample::select(names.to_vec()).prop_map(str::to_string)
    };
    let resources = btree_map(pick(&["repo:a/x", "repo:a/*", "channel:c1"]), stats(), 1..3);
    let actions = btree_map(pick(&["pulls.get", "chat.postMessage"]), resources, 1..2);
    let services = btree_map(pick(&["github", "slack"]), actions, 1..2);
    let users = btree_map(pick(&["alice", "bob"]), services, 0..2);
    let key = pick(&["/a/{id}", "/b"]).prop_map(|path| UnmappedKey {
        service: "github".into(),
        host: "api.github.com".into(),
        path,
        method: "POST".into(),
    });
    let unmapped = btree_map(key, stats(), 0..2);
    (users, unmapped).prop_map(|(users, unmapped)| Entitlements { users, unmapped })
}

fn merged(a: &Entitlements, b: &Entitlements) -> Entitlements {
    let mut out = a.clone();
    out.merge(b);
    out
}

proptest! {
    #![proptest_config(props::config(256))]

    #[test]
    fn the_writer_round_trips(e in entitlements()) {
        let text = render(&e);
        let back = parse(&text, Path::new("written.yaml"))
            .map_err(|err| TestCaseError::fail(format!("{err}\n{text}")))?;
        prop_assert_eq!(&back, &e);
        // One model, one text.
        prop_assert_eq!(render(&back), text);
    }

    #[test]
    fn merging_is_associative(
        a in prop_oneof![overlapping(), entitlements()],
        b in overlapping(),
        c in overlapping(),
    ) {
        prop_assert_eq!(merged(&merged(&a, &b), &c), merged(&a, &merged(&b, &c)));
    }

    #[test]
    fn merging_is_commutative_and_the_empty_file_changes_nothing(
        a in overlapping(),
        b in overlapping(),
    ) {
        prop_assert_eq!(merged(&a, &b), merged(&b, &a));
        prop_assert_eq!(merged(&a, &Entitlements::default()), a.clone());
        // Counts add: the merged file counts every sighting of both.
        let total = |e: &Entitlements| -> u128 {
            e.lines().map(|(_, s)| u128::from(s.count)).sum()
        };
        let bounded = a.lines().chain(b.lines()).all(|(_, s)| s.count < u64::MAX / 4);
        if bounded {
            prop_assert_eq!(total(&merged(&a, &b)), total(&a) + total(&b));
        }
    }

    #[test]
    fn merged_files_are_still_valid_files(a in overlapping(), b in overlapping()) {
        let m = merged(&a, &b);
        let back = parse(&render(&m), Path::new("merged.yaml"));
        prop_assert_eq!(back.ok(), Some(m));
    }
}

#[test]
fn a_recording_of_a_files_own_entries_only_counts() {
    let e = parse(
        "version: 1\nusers:\n  alice:\n    github:\n      pulls.get:\n        \"repo:a/*\": {count: 1}\n        repo:b/c: {count: 2}\n",
        Path::new("e.yaml"),
    )
    .unwrap();
    let mut book = e.clone();
    let mut room = usize::MAX;
    assert_eq!(book.record(&e, &mut room), 0);
    assert_eq!(room, usize::MAX, "nothing new was added");
    let counts: Vec<u64> = book.lines().map(|(_, s)| s.count).collect();
    assert_eq!(counts, [2, 4]);
    assert_eq!(book.len(), e.len());
}
