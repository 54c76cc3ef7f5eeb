//! The demo's script: the configuration it runs with and [`STEPS`], the requests it sends
//! in order, each with the outcome it expects and a few words on why. `demo.rs` runs
//! them; a step whose outcome differs from what it says here fails the demo.

/// The host the origin plays for GitHub's REST API.
pub const GITHUB: &str = "api.github.com";
/// The host the origin plays for Slack's Web API.
pub const SLACK: &str = "slack.com";
/// A host the demo's configuration does not mention.
pub const UNKNOWN: &str = "paste.example";

/// The variable the demo sets in its own process: the GitHub credential wirepass injects.
pub const CREDENTIAL_VAR: &str = "WIREPASS_DEMO_GITHUB_TOKEN";
/// Its value: fake, and printed on purpose (the point is to show where it arrives).
pub const CREDENTIAL: &str = "fake-github-credential-held-by-wirepass";

/// The demo's configuration; `{ORIGIN}`, `{ORIGIN_CA}` and `{DIR}` are filled in at start.
pub const CONFIG: &str = r#"version: 1
hosts:
  default: refuse            # hosts without a route table or rule: unknown_host
egress:
  allow: ["127.0.0.1/32"]
  resolve:                   # the local stand-in, not the real services
    "api.github.com:443": "{ORIGIN}"
    "slack.com:443": "{ORIGIN}"
upstream_ca: ["{ORIGIN_CA}"]
session: {key: "file:{DIR}/session.key"}
services:
  github:
    credential:
      header: authorization
      value: "Bearer {env:WIREPASS_DEMO_GITHUB_TOKEN}"
    # Live check: GitHub itself is asked what each user may do on the repository.
    check:
      kind: github
      identities: {alice@example.com: alice, bob@example.com: bob}
groups:
  eng: [alice@example.com]
grants:
  - who: ["group:eng"]
    allow: ["github:pulls.*", "github:issues.*"]
    on: ["repo:acme/*"]
  - who: ["group:eng"]
    allow: ["slack:chat.*"]
  - who: ["*"]
    deny: ["github:repos.delete"]
audit: {file: "{DIR}/audit.jsonl"}
"#;

/// Who a request is sent for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Who {
    /// alice@example.com, in group eng.
    Alice,
    /// bob@example.com, in no group.
    Bob,
    /// No session at all.
    Nobody,
}

impl Who {
    /// How the demo names them.
    pub fn name(self) -> &'static str {
        match self {
            Who::Alice => "alice",
            Who::Bob => "bob",
            Who::Nobody => "nobody",
        }
    }
}

/// What a step's body is.
#[derive(Debug, Clone, Copy)]
pub enum Body {
    None,
    Json(&'static str),
    /// A Slack message with a (generated, fake) GitHub token pasted into it.
    LeakedToken,
}

/// One chapter of the story.
#[derive(Debug, Clone, Copy)]
pub struct Step {
    pub title: &'static str,
    pub who: Who,
    pub method: &'static str,
    pub host: &'static str,
    pub path: &'static str,
    pub body: Body,
    /// `None`: forwarded (200); `Some((status, code))`: refused with that code.
    pub refused: Option<(u16, &'static str)>,
    /// What wirepass decided, and why, in a few short lines.
    pub why: &'static [&'static str],
}

const PR: Body = Body::Json(r#"{"title":"Add a widget","head":"feature","base":"main"}"#);

/// The story, in order.
pub const STEPS: [Step; 8] = [
    Step {
        title: "alice opens a pull request",
        who: Who::Alice,
        method: "POST",
        host: GITHUB,
        path: "/repos/acme/widgets/pulls",
        body: PR,
        refused: None,
        why: &[
            "The route table maps it to github pulls.create on repo:acme/widgets.",
            "alice is in group eng; its grant allows github:pulls.* on repo:acme/*.",
            "GitHub, asked live, says alice holds `triage` there: enough to open one.",
            "wirepass dropped alice's session token and set the GitHub credential",
            "from its own environment, so the agent never holds that credential.",
        ],
    },
    Step {
        title: "alice merges a pull request",
        who: Who::Alice,
        method: "PUT",
        host: GITHUB,
        path: "/repos/acme/widgets/pulls/1/merge",
        body: Body::Json("{}"),
        refused: Some((403, "not_permitted")),
        why: &[
            "The grants allow github:pulls.* to alice, but a merge needs `write`",
            "and GitHub, asked live, says alice holds `triage`: wirepass never lets",
            "the agent's one credential do more than the person it acts for may.",
        ],
    },
    Step {
        title: "bob sends the same request",
        who: Who::Bob,
        method: "POST",
        host: GITHUB,
        path: "/repos/acme/widgets/pulls",
        body: PR,
        refused: Some((403, "not_permitted")),
        why: &["Same action, same repository, but no grant names bob."],
    },
    Step {
        title: "alice tries to delete the repository",
        who: Who::Alice,
        method: "DELETE",
        host: GITHUB,
        path: "/repos/acme/widgets",
        body: Body::None,
        refused: Some((403, "not_permitted")),
        why: &[
            "A deny rule forbids repos.delete to everyone, and deny wins",
            "over any allow (alice's grant would not cover it anyway).",
        ],
    },
    Step {
        title: "alice writes somewhere no route describes",
        who: Who::Alice,
        method: "POST",
        host: GITHUB,
        path: "/repos/acme/widgets/frobnicate",
        body: Body::Json("{}"),
        refused: Some((403, "unmapped_write")),
        why: &[
            "wirepass only lets a write through when it knows what it does;",
            "an unknown read would go on (and be audited as unmapped).",
        ],
    },
    Step {
        title: "alice pastes a GitHub token into a Slack message",
        who: Who::Alice,
        method: "POST",
        host: SLACK,
        path: "/api/chat.postMessage",
        body: Body::LeakedToken,
        refused: Some((403, "credential_leak")),
        why: &[
            "alice may post to Slack (slack:chat.*), but the body carries a GitHub",
            "token, and GitHub tokens go to GitHub only. Nothing was sent.",
        ],
    },
    Step {
        title: "a request to a host nobody allowed",
        who: Who::Alice,
        method: "GET",
        host: UNKNOWN,
        path: "/upload",
        body: Body::None,
        refused: Some((403, "unknown_host")),
        why: &[
            "No route table and no host rule name it, and the default is refuse,",
            "so no connection to it was ever opened.",
        ],
    },
    Step {
        title: "a request without a session",
        who: Who::Nobody,
        method: "GET",
        host: GITHUB,
        path: "/repos/acme/widgets/pulls",
        body: Body::None,
        refused: Some((407, "no_session")),
        why: &["GitHub has a route table, so every request must say who it is for."],
    },
];

/// alice's agent lists the repository's pull requests (the dry run's and the enforced
/// run's first step).
const LIST_PULLS: Step = Step {
    title: "",
    who: Who::Alice,
    method: "GET",
    host: GITHUB,
    path: "/repos/acme/widgets/pulls",
    body: Body::None,
    refused: None,
    why: &[],
};

/// The dry run (`run --record`): what alice's agent does is written to an entitlements file.
pub const RECORDED: [Step; 2] = [
    Step {
        title: "dry run: alice's agent lists pull requests",
        why: &["Recorded: alice github:pulls.list on repo:acme/widgets."],
        ..LIST_PULLS
    },
    Step {
        title: "dry run: alice's agent opens an issue",
        who: Who::Alice,
        method: "POST",
        host: GITHUB,
        path: "/repos/acme/widgets/issues",
        body: Body::Json(r#"{"title":"Widget is slow"}"#),
        refused: None,
        why: &["Recorded: alice github:issues.create on repo:acme/widgets."],
    },
];

/// The same agent with the recording enforced (`run --entitlements`): what it did before
/// goes on; anything new is refused, though the grants would allow it.
pub const ENFORCED: [Step; 2] = [
    Step {
        title: "enforced: alice's agent lists pull requests again",
        why: &["The entitlements file lists it for alice: forwarded."],
        ..LIST_PULLS
    },
    Step {
        title: "enforced: alice's agent comments on an issue",
        who: Who::Alice,
        method: "POST",
        host: GITHUB,
        path: "/repos/acme/widgets/issues/1/comments",
        body: Body::Json(r#"{"body":"+1"}"#),
        refused: Some((403, "not_in_entitlements")),
        why: &[
            "The grants allow github:issues.* to alice, but the dry run never saw",
            "this agent comment: an action outside its recorded habits is refused.",
        ],
    },
];
