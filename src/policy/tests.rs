//! Table-driven decision cases over one policy (and a few variants for modes and
//! `session.required`). Mappings are built by hand: the route tables are another stage.

use std::path::Path;

use super::*;
use crate::config::Config;
use crate::session::UserId;

const POLICY: &str = r#"
version: 1
services:
  slack: {mode: report}
groups:
  eng: [alice@example.com, bob@example.com]
  oncall: [carol@example.com]
  readers: []
grants:
  - name: eng-pulls
    who: ["group:eng"]
    allow: ["github:pulls.*", "github:issues.*"]
    on: ["repo:acme/*"]
  - who: ["*"]
    deny: ["github:repos.delete"]
  - who: ["group:oncall"]
    allow: ["github:*"]
    effect: read
  - who: [dave@example.com]
    allow: ["github:pulls.get", "slack:chat.*"]
  - who: ["group:readers"]
    allow: ["gitlab:*"]
    effect: read
  - who: [erin@example.com]
    allow: ["*:search.*"]
  - who: [bob@example.com]
    deny: ["github:pulls.merge"]
    on: ["repo:acme/prod"]
  - who: ["group:eng"]
    allow: ["slack:chat.post*"]
    on: ["channel:#eng-*"]
"#;

fn policy(yaml: &str) -> Policy {
    let c = Config::parse(yaml, Path::new("w.yaml"), Path::new(".")).unwrap();
    Policy::from_config(&c).unwrap()
}

fn m(action: &str, resource: &str, effect: Effect) -> Mapped {
    let (service, action) = action.split_once(':').unwrap();
    Mapped {
        service: service.into(),
        action: action.into(),
        resource: resource.into(),
        effect,
        destructive: false,
        level: None,
    }
}

fn one(action: &str, resource: &str, effect: Effect) -> Mapping {
    Mapping::Mapped(vec![m(action, resource, effect)])
}

use Effect::{Read as R, Write as W};

/// What a case expects: allow, refuse with a code, or report with a code; and text the
/// reason must contain.
#[derive(Debug, Clone, Copy)]
enum Want {
    Allow,
    Refuse(Code, &'static str),
    Report(Code, &'static str),
}

struct Case {
    name: &'static str,
    user: Option<&'static str>,
    groups: &'static [&'static str],
    scope: Option<&'static [&'static str]>,
    mapping: Mapping,
    want: Want,
}

fn case(name: &'static str, user: &'static str, mapping: Mapping, want: Want) -> Case {
    Case {
        name,
        user: Some(user),
        groups: &[],
        scope: None,
        mapping,
        want,
    }
}

fn run(p: &Policy, cases: Vec<Case>) {
    for c in cases {
        let session = c.user.map(|u| Session {
            user: UserId(u.into()),
            groups: c.groups.iter().map(|g| g.to_string()).collect(),
            scope: c.scope.map(|s| s.iter().map(|x| x.to_string()).collect()),
        });
        let got = p.decide(&DecideArgs {
            session: session.as_ref(),
            mapping: &c.mapping,
        });
        match (c.want, &got) {
            (Want::Allow, Verdict::Allow) => {}
            (Want::Refuse(code, text), Verdict::Refuse(r))
            | (Want::Report(code, text), Verdict::Report(r)) => {
                assert_eq!(r.code, code, "{}: {r:?}", c.name);
                assert!(
                    r.reason.contains(text),
                    "{}: reason {:?} lacks {text:?}",
                    c.name,
                    r.reason
                );
            }
            (want, got) => panic!("{}: wanted {want:?}, got {got:?}", c.name),
        }
    }
}

const ALICE: &str = "alice@example.com";
const BOB: &str = "bob@example.com";
const CAROL: &str = "carol@example.com";
const DAVE: &str = "dave@example.com";
const ERIN: &str = "erin@example.com";

#[test]
fn decisions() {
    use Want::*;
    let np = Code::NotPermitted;
    let cases = vec![
        case(
            "group glob allows merge on acme",
            ALICE,
            one("github:pulls.merge", "repo:acme/widgets", W),
            Allow,
        ),
        case(
            "group glob allows issues",
            BOB,
            one("github:issues.create", "repo:acme/x", W),
            Allow,
        ),
        case(
            "resource glob spans nested path",
            ALICE,
            one("github:pulls.get", "repo:acme/a/b", R),
            Allow,
        ),
        case(
            "resource outside the glob is refused",
            ALICE,
            one("github:pulls.merge", "repo:other/x", W),
            Refuse(np, "covers only repo:acme/*"),
        ),
        case(
            "resource refusal names the closest rule",
            ALICE,
            one("github:pulls.merge", "repo:other/x", W),
            Refuse(np, "grants[0] (eng-pulls)"),
        ),
        case(
            "resource refusal says what would allow it",
            ALICE,
            one("github:pulls.merge", "repo:other/x", W),
            Refuse(np, "adding repo:other/x to its `on`"),
        ),
        case(
            "action outside every allow",
            ALICE,
            one("github:actions.run", "repo:acme/x", W),
            Refuse(np, "no grant allows github:actions.run"),
        ),
        case(
            "no allow suggests a grant",
            ALICE,
            one("github:actions.run", "repo:acme/x", W),
            Refuse(np, "allow: [github:actions.run]"),
        ),
        case(
            "deny for everyone wins over group allow",
            CAROL,
            one("github:repos.delete", "repo:acme/x", R),
            Refuse(np, "denied by grants[1]"),
        ),
        case(
            "deny wins even for a reader",
            ALICE,
            one("github:repos.delete", "repo:acme/x", W),
            Refuse(np, "deny wins"),
        ),
        case(
            "user deny on one resource wins",
            BOB,
            one("github:pulls.merge", "repo:acme/prod", W),
            Refuse(np, "grants[6]"),
        ),
        case(
            "user deny leaves other resources",
            BOB,
            one("github:pulls.merge", "repo:acme/dev", W),
            Allow,
        ),
        case(
            "user deny does not touch another user",
            ALICE,
            one("github:pulls.merge", "repo:acme/prod", W),
            Allow,
        ),
        case(
            "effect shortcut allows reads",
            CAROL,
            one("github:repos.get", "repo:any/x", R),
            Allow,
        ),
        case(
            "effect shortcut refuses writes",
            CAROL,
            one("github:repos.update", "repo:any/x", W),
            Refuse(np, "covers only read actions"),
        ),
        case(
            "effect miss says write",
            CAROL,
            one("github:issues.create", "repo:any/x", W),
            Refuse(np, "is a write"),
        ),
        case(
            "exact user action",
            DAVE,
            one("github:pulls.get", "repo:z/z", R),
            Allow,
        ),
        case(
            "exact action does not glob",
            DAVE,
            one("github:pulls.getx", "repo:z/z", R),
            Refuse(np, "no grant allows"),
        ),
        case(
            "unknown user is refused",
            "mallory@example.com",
            one("github:pulls.get", "repo:acme/x", R),
            Refuse(np, "mallory@example.com"),
        ),
        case(
            "unknown user hears the closest rule's who",
            "mallory@example.com",
            one("github:pulls.get", "repo:acme/x", R),
            Refuse(np, "is for group:eng only"),
        ),
        case(
            "who miss says how to fix",
            "mallory@example.com",
            one("github:pulls.get", "repo:acme/x", R),
            Refuse(np, "adding mallory@example.com to its `who`"),
        ),
        case(
            "wildcard service allows search anywhere",
            ERIN,
            one("jira:search.issues", "project:X", R),
            Allow,
        ),
        case(
            "wildcard service allows search on github",
            ERIN,
            one("github:search.code", "-", R),
            Allow,
        ),
        case(
            "wildcard service is still action-bound",
            ERIN,
            one("jira:issue.create", "project:X", W),
            Refuse(np, "no grant allows jira:issue.create"),
        ),
        case(
            "empty group grants nothing",
            ALICE,
            one("gitlab:projects.get", "p", R),
            Refuse(np, "no grant allows gitlab:projects.get"),
        ),
        case(
            "unmapped read is allowed",
            ALICE,
            Mapping::Unmapped {
                service: "github".into(),
                effect: R,
            },
            Allow,
        ),
        case(
            "unmapped read for an unknown user too",
            "zed",
            Mapping::Unmapped {
                service: "github".into(),
                effect: R,
            },
            Allow,
        ),
        case(
            "unmapped write is refused",
            ALICE,
            Mapping::Unmapped {
                service: "github".into(),
                effect: W,
            },
            Refuse(Code::UnmappedWrite, "services.github.routes"),
        ),
        case(
            "unmapped write names the service",
            DAVE,
            Mapping::Unmapped {
                service: "github".into(),
                effect: W,
            },
            Refuse(Code::UnmappedWrite, "github table"),
        ),
        case(
            "no service needs no grant",
            "zed",
            Mapping::NoService,
            Allow,
        ),
        case(
            "mapping refusal passes through",
            ALICE,
            Mapping::Refused(Refusal::new(Code::BadRequest, "ambiguous")),
            Refuse(Code::BadRequest, "ambiguous"),
        ),
        case(
            "graphql: all actions allowed",
            ALICE,
            Mapping::Mapped(vec![
                m("github:pulls.get", "repo:acme/a", R),
                m("github:issues.list", "repo:acme/a", R),
            ]),
            Allow,
        ),
        case(
            "graphql: one refused action refuses all",
            ALICE,
            Mapping::Mapped(vec![
                m("github:pulls.get", "repo:acme/a", R),
                m("github:actions.run", "repo:acme/a", W),
            ]),
            Refuse(np, "github:actions.run"),
        ),
        case(
            "graphql: one denied action refuses all",
            CAROL,
            Mapping::Mapped(vec![
                m("github:repos.get", "repo:x/a", R),
                m("github:repos.delete", "repo:x/a", W),
            ]),
            Refuse(np, "denied by"),
        ),
        case(
            "report mode service reports not_permitted",
            ALICE,
            one("slack:admin.users", "team:T", W),
            Report(np, "no grant allows slack:admin.users"),
        ),
        case(
            "report mode reports unmapped writes",
            ALICE,
            Mapping::Unmapped {
                service: "slack".into(),
                effect: W,
            },
            Report(Code::UnmappedWrite, "slack"),
        ),
        case(
            "report mode service still allows what is granted",
            DAVE,
            one("slack:chat.postMessage", "channel:#x", W),
            Allow,
        ),
        case(
            "resource glob with prefix inside channel",
            ALICE,
            one("slack:chat.postMessage", "channel:#eng-infra", W),
            Allow,
        ),
        case(
            "resource glob miss in report mode is reported",
            ALICE,
            one("slack:chat.postMessage", "channel:#random", W),
            Report(np, "covers only channel:#eng-*"),
        ),
        Case {
            name: "token groups count like config groups",
            user: Some("frank@example.com"),
            groups: &["oncall"],
            scope: None,
            mapping: one("github:repos.get", "repo:x/y", R),
            want: Allow,
        },
        Case {
            name: "token group unknown to the config grants nothing",
            user: Some("frank@example.com"),
            groups: &["admins"],
            scope: None,
            mapping: one("github:repos.get", "repo:x/y", R),
            want: Refuse(np, "no grant allows"),
        },
        Case {
            name: "scope narrows an allowed action",
            user: Some(ALICE),
            groups: &[],
            scope: Some(&["github:issues.*"]),
            mapping: one("github:pulls.merge", "repo:acme/x", W),
            want: Refuse(
                np,
                "scope (github:issues.*) does not include github:pulls.merge",
            ),
        },
        Case {
            name: "scope inside the grants allows",
            user: Some(ALICE),
            groups: &[],
            scope: Some(&["github:pulls.*"]),
            mapping: one("github:pulls.merge", "repo:acme/x", W),
            want: Allow,
        },
        Case {
            name: "scope never widens beyond the grants",
            user: Some(ALICE),
            groups: &[],
            scope: Some(&["github:*"]),
            mapping: one("github:actions.run", "repo:acme/x", W),
            want: Refuse(np, "no grant allows github:actions.run"),
        },
        Case {
            name: "empty scope allows nothing",
            user: Some(ALICE),
            groups: &[],
            scope: Some(&[]),
            mapping: one("github:pulls.get", "repo:acme/x", R),
            want: Refuse(np, "scope"),
        },
        Case {
            name: "scope applies to every graphql action",
            user: Some(ALICE),
            groups: &[],
            scope: Some(&["github:pulls.get"]),
            mapping: Mapping::Mapped(vec![
                m("github:pulls.get", "repo:acme/a", R),
                m("github:issues.list", "repo:acme/a", R),
            ]),
            want: Refuse(np, "does not include github:issues.list"),
        },
        Case {
            name: "scope does not undo a deny",
            user: Some(CAROL),
            groups: &[],
            scope: Some(&["github:*"]),
            mapping: one("github:repos.delete", "repo:x/y", W),
            want: Refuse(np, "denied by"),
        },
        Case {
            name: "missing session on a mapped service",
            user: None,
            groups: &[],
            scope: None,
            mapping: one("github:pulls.get", "repo:acme/x", R),
            want: Refuse(Code::NoSession, "x-wirepass-user"),
        },
        Case {
            name: "missing session on an unmapped service",
            user: None,
            groups: &[],
            scope: None,
            mapping: Mapping::Unmapped {
                service: "github".into(),
                effect: R,
            },
            want: Refuse(Code::NoSession, "the github service requires a session"),
        },
        Case {
            name: "missing session in report mode is still enforced",
            user: None,
            groups: &[],
            scope: None,
            mapping: one("slack:chat.postMessage", "channel:#eng-x", W),
            want: Refuse(Code::NoSession, "slack"),
        },
        Case {
            name: "missing session on a host without a table",
            user: None,
            groups: &[],
            scope: None,
            mapping: Mapping::NoService,
            want: Allow,
        },
    ];
    assert!(cases.len() >= 40, "{} cases", cases.len());
    run(&policy(POLICY), cases);
}

#[test]
fn top_level_report_mode_reports_every_permission_refusal_but_not_safety() {
    use Want::*;
    let yaml = POLICY.replace("version: 1\n", "version: 1\nmode: report\n");
    let p = policy(&yaml);
    run(
        &p,
        vec![
            case(
                "report: not permitted",
                "zed",
                one("github:pulls.get", "repo:acme/x", R),
                Report(Code::NotPermitted, "no grant"),
            ),
            case(
                "report: deny is a permission refusal too",
                ALICE,
                one("github:repos.delete", "r", W),
                Report(Code::NotPermitted, "denied"),
            ),
            case(
                "report: an empty mapping fails closed",
                ALICE,
                Mapping::Mapped(vec![]),
                Refuse(Code::NotPermitted, "no action"),
            ),
            case(
                "report: mapping refusal is enforced",
                ALICE,
                Mapping::Refused(Refusal::new(Code::BadRequest, "x")),
                Refuse(Code::BadRequest, "x"),
            ),
            Case {
                name: "report: no session enforced",
                user: None,
                groups: &[],
                scope: None,
                mapping: one("github:pulls.get", "r", R),
                want: Refuse(Code::NoSession, "requires"),
            },
        ],
    );
}

#[test]
fn session_required_overrides() {
    use Want::*;
    let always = policy(&POLICY.replace("version: 1\n", "version: 1\nsession: {required: true}\n"));
    let never = policy(&POLICY.replace("version: 1\n", "version: 1\nsession: {required: false}\n"));
    let anon = |name, mapping, want| Case {
        name,
        user: None,
        groups: &[],
        scope: None,
        mapping,
        want,
    };
    run(
        &always,
        vec![anon(
            "required everywhere",
            Mapping::NoService,
            Refuse(Code::NoSession, "every request"),
        )],
    );
    run(
        &never,
        vec![
            anon(
                "not required: search for * grants still need the rule",
                one("github:pulls.get", "repo:acme/x", R),
                Refuse(Code::NotPermitted, "a request without a session"),
            ),
            anon(
                "not required: deny for * applies",
                one("github:repos.delete", "r", W),
                Refuse(Code::NotPermitted, "denied"),
            ),
            anon(
                "not required: unmapped read allowed",
                Mapping::Unmapped {
                    service: "github".into(),
                    effect: R,
                },
                Allow,
            ),
        ],
    );
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
                Policy::from_config(&c)
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
    let p = policy(POLICY);
    let alice = Session {
        user: UserId(ALICE.into()),
        groups: vec![],
        scope: None,
    };
    let mapping = one("github:pulls.merge", "repo:other/x", W);
    let e = p.explain(&DecideArgs {
        session: Some(&alice),
        mapping: &mapping,
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
