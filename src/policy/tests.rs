//! Decision cases: the named, table-driven cases live in `testdata/decisions.yaml` (one
//! policy, a few variants, and for each case the session, the mapping and the verdict).
//! Mappings are built by hand: the route tables are another stage.

use std::collections::BTreeMap;
use std::path::Path;

use serde::Deserialize;

use super::*;
use crate::config::Config;
use crate::session::UserId;

const DECISIONS: &str = include_str!("testdata/decisions.yaml");

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    policy: String,
    variants: BTreeMap<String, String>,
    cases: Vec<Case>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Case {
    name: String,
    #[serde(default)]
    variant: Option<String>,
    #[serde(default)]
    user: Option<String>,
    #[serde(default)]
    groups: Vec<String>,
    #[serde(default)]
    scope: Option<Vec<String>>,
    map: Vec<String>,
    /// wirepass injects the service's credential.
    #[serde(default)]
    credential: bool,
    want: String,
}

fn policy(yaml: &str) -> Policy {
    let c = Config::parse(yaml, Path::new("w.yaml"), Path::new(".")).unwrap();
    crate::config::stages::policy(&c).unwrap()
}

fn effect(s: &str) -> Effect {
    match s {
        "read" => Effect::Read,
        "write" => Effect::Write,
        other => panic!("effect {other}"),
    }
}

/// Builds a mapping from the case's `map` lines.
fn mapping(lines: &[String]) -> Mapping {
    let words: Vec<Vec<&str>> = lines
        .iter()
        .map(|l| l.split_whitespace().collect())
        .collect();
    match words.first().map(Vec::as_slice) {
        Some(["no_service"]) => Mapping::NoService,
        Some(["refused", code]) => {
            let code: Code = serde_json::from_value(serde_json::json!(code)).unwrap();
            Mapping::Refused(Refusal::new(code, "ambiguous"))
        }
        Some(["unmapped", service, e]) => Mapping::Unmapped {
            service: service.to_string(),
            effect: effect(e),
        },
        _ => Mapping::Mapped(
            words
                .iter()
                .map(|w| {
                    let (service, action) = w[0].split_once(':').unwrap();
                    Mapped {
                        service: service.into(),
                        action: action.into(),
                        resource: w[1].into(),
                        effect: effect(w[2]),
                        destructive: w[3..].contains(&"destructive"),
                        level: None,
                        spelling: spelling(&w[3..]),
                    }
                })
                .collect(),
        ),
    }
}

/// `folded`, `id_of:KIND` or `members:P1|P2` among a mapping line's trailing words.
fn spelling(words: &[&str]) -> crate::routes::Spelling {
    use crate::routes::Spelling;
    for w in words {
        if let Some(ps) = w.strip_prefix("members:") {
            return Spelling::Members {
                patterns: ps.split('|').map(str::to_string).collect(),
                folded: false,
            };
        }
        if *w == "folded" {
            return Spelling::Folded;
        }
        if let Some(of) = w.strip_prefix("id_of:") {
            return Spelling::Id { of: of.into() };
        }
    }
    Spelling::AsSent
}

fn m(action: &str, resource: &str, effect: Effect) -> Mapping {
    let line = format!("{action} {resource} {}", effect.as_str());
    mapping(&[line])
}

/// A deny glob meets a member pattern where some resource matches both: the glob's `*`
/// any run of characters, the member's `*` one segment and `**` anything.
#[test]
fn a_deny_meets_the_members_it_could_name() {
    use super::glob::meets_members;
    for (g, m) in [
        ("ns:dev/pods/vault-0", "ns:dev/pods/*"),
        ("ns:dev/secrets/*", "ns:dev/secrets/*"),
        ("ns:*/secrets/*", "ns:dev/secrets/*"),
        ("ns:dev/pods/vault-0", "ns:*/pods/*"),
        ("*", "cluster:x"),
        ("ns:dev/*-0", "ns:dev/pods/*"),
        ("ns:dev/pods/vault-0", "ns:dev/**"),
        ("ns:prod/*", "**"),
        ("ns:dev", "ns:*"),
        ("", ""),
    ] {
        assert!(meets_members(g, m), "{g} and {m}");
    }
    for (g, m) in [
        ("ns:prod/pods/vault-0", "ns:dev/pods/*"),
        ("ns:dev/secrets/*", "ns:dev/pods/*"),
        ("ns:dev/pods", "ns:dev/pods/*"),
        ("cluster:nodes/*", "ns:*/pods/*"),
        // A name holds no `/`: a deny on one secret in every namespace names no pod.
        ("ns:*/secrets/db-root", "ns:dev/pods/*"),
        ("ns:*/secrets/db-root", "ns:*/pods/*"),
        ("ns:dev/pods/a/b", "ns:dev/pods/*"),
        ("x", ""),
    ] {
        assert!(!meets_members(g, m), "{g} and {m}");
    }
}

proptest::proptest! {
    /// `meets_members` says what brute force says: some string of the patterns' own
    /// alphabet, no longer than their letters together, matches both.
    #[test]
    fn a_deny_meets_members_exactly_when_some_resource_matches_both(
        g in "[ab/*]{0,3}",
        m in "[ab/*]{0,4}",
    ) {
        use super::glob::{matches_str, meets_members};
        let member = regex::Regex::new(&format!(
            "^{}$",
            regex::escape(&m).replace(r"\*\*", ".*").replace(r"\*", "[^/]*")
        ))
        .unwrap();
        let mut strings = vec![String::new()];
        let mut last = vec![String::new()];
        for _ in 0..6 {
            last = last.iter().flat_map(|s| ["a", "b", "/"].map(|c| format!("{s}{c}"))).collect();
            strings.extend(last.iter().cloned());
        }
        let witness = strings.iter().any(|s| matches_str(&g, s) && member.is_match(s));
        proptest::prop_assert_eq!(meets_members(&g, &m), witness, "{} and {}", g, m);
    }
}

#[test]
fn decisions() {
    let table: Table = serde_yaml::from_str(DECISIONS).unwrap();
    assert!(table.cases.len() >= 40, "{} cases", table.cases.len());
    let mut policies = BTreeMap::new();
    policies.insert(String::new(), policy(&table.policy));
    for (name, line) in &table.variants {
        let yaml = table
            .policy
            .replacen("version: 1\n", &format!("version: 1\n{line}\n"), 1);
        policies.insert(name.clone(), policy(&yaml));
    }
    for c in &table.cases {
        let p = &policies[c.variant.as_deref().unwrap_or("")];
        let session = c.user.as_ref().map(|u| Session {
            user: UserId(u.clone()),
            groups: c.groups.clone(),
            scope: c.scope.clone(),
        });
        let mapping = mapping(&c.map);
        let got = p.decide(&DecideArgs {
            session: session.as_ref(),
            mapping: &mapping,
            credential: c.credential,
        });
        let name = &c.name;
        if c.want == "allow" {
            assert_eq!(got, Verdict::Allow, "{name}");
            continue;
        }
        let (kind, rest) = c.want.split_once(' ').unwrap();
        let (code, text) = rest.split_once(':').unwrap();
        let r = match (kind, &got) {
            ("refuse", Verdict::Refuse(r)) | ("report", Verdict::Report(r)) => r,
            _ => panic!("{name}: wanted {}, got {got:?}", c.want),
        };
        assert_eq!(r.code.as_str(), code, "{name}: {r:?}");
        let text = text.trim();
        assert!(
            r.reason.contains(text),
            "{name}: reason {:?} lacks {text:?}",
            r.reason
        );
    }
}

#[test]
fn config_mistakes_are_refused_with_the_rule_named() {
    let bad = [
        (
            "grants:\n  - who: ['*']\n    allow: ['*:*']\n",
            "every action of every service",
        ),
        (
            "grants:\n  - who: ['*']\n    allow: ['*']\n",
            "is not `service:action`",
        ),
        (
            "grants:\n  - who: ['group:nope']\n    allow: ['github:*']\n",
            "group `nope`",
        ),
        (
            "grants:\n  - who: []\n    allow: ['github:*']\n",
            "`who` is empty",
        ),
        ("grants:\n  - who: ['a']\n", "neither allows nor denies"),
        (
            "grants:\n  - who: ['a']\n    allow: ['github:x']\n    bogus: 1\n",
            "bogus",
        ),
        ("rate_limits: {writes: 'lots'}\n", "not a rate"),
    ];
    for (yaml, text) in bad {
        let text_yaml = format!("version: 1\n{yaml}");
        let err = Config::parse(&text_yaml, Path::new("w.yaml"), Path::new("."))
            .map_err(|e| e.to_string())
            .and_then(|c| {
                crate::config::stages::policy(&c)
                    .map(|_| ())
                    .map_err(|e| e.to_string())
            })
            .unwrap_err();
        assert!(err.contains(text), "{yaml}: {err}");
    }
    // Deny of everything is legitimate (banning one user).
    policy("version: 1\ngrants:\n  - who: ['mallory']\n    deny: ['*:*']\n");
}

#[test]
fn explain_lists_each_rule_considered() {
    let table: Table = serde_yaml::from_str(DECISIONS).unwrap();
    let p = policy(&table.policy);
    let alice = Session {
        user: UserId("alice@example.com".into()),
        groups: vec![],
        scope: None,
    };
    let mapping = m("github:pulls.merge", "repo:other/x", Effect::Write);
    let e = p.explain(&DecideArgs {
        session: Some(&alice),
        mapping: &mapping,
        credential: false,
    });
    assert_eq!(e.len(), 1);
    let rules = &e[0].1;
    let first = rules
        .iter()
        .find(|c| c.rule == "grants[0] (eng-pulls)")
        .unwrap();
    assert_eq!(first.outcome, "no match");
    assert_eq!(first.misses, vec!["resource"]);
    assert!(rules
        .iter()
        .any(|c| c.rule == "grants[1]" && c.misses == vec!["action"]));
    // Slack-only rules are not considered for a github action.
    assert!(!rules.iter().any(|c| c.rule == "grants[7]"));
}
