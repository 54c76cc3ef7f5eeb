//! The decision: grants, scope and report mode turn (session, mapping) into a verdict,
//! without I/O ([`Policy::decide`] is pure). Rate limits, the one stateful part, live in
//! [`ratelimit`] and are checked after the permission decision.

pub mod glob;
pub mod ratelimit;
pub mod rules;

use std::collections::{BTreeMap, HashMap};

use serde::Deserialize;

pub use ratelimit::RateLimitsFile;
pub use rules::{Consideration, Judgement, Subject};

use crate::refusal::{Code, Refusal};
use crate::routes::{Effect, Mapped, Mapping};
use crate::section::SectionError;
use crate::session::Session;

/// Enforce refusals, or only report what would have been refused (`mode:`, top level and
/// per service).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    #[default]
    Enforce,
    Report,
}

/// One rule of `grants:`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GrantFile {
    /// A name shown in refusals and `check` (default: `grants[N]`).
    #[serde(default)]
    pub name: Option<String>,
    /// Users, `group:NAME` or `*` (everyone, including requests without a session where
    /// sessions are not required).
    #[serde(default)]
    pub who: Vec<String>,
    /// `service:action` globs this rule allows.
    #[serde(default)]
    pub allow: Vec<String>,
    /// `service:action` globs this rule denies (deny wins over any allow).
    #[serde(default)]
    pub deny: Vec<String>,
    /// Resource globs the rule is limited to (default: every resource).
    #[serde(default)]
    pub on: Vec<String>,
    /// Limits the rule to actions of one effect (`read`: "may read everything of github").
    #[serde(default)]
    pub effect: Option<Effect>,
}

/// What the decision says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Go on.
    Allow,
    /// Would be refused, but report mode lets it through; audited as `would_refuse`.
    Report(Refusal),
    /// Refused.
    Refuse(Refusal),
}

/// Everything a decision depends on; a struct so the decision can grow without changing
/// every caller.
#[derive(Debug, Clone, Copy)]
pub struct DecideArgs<'a> {
    /// The session, if the request carried one.
    pub session: Option<&'a Session>,
    /// What the route tables say of the request.
    pub mapping: &'a Mapping,
    /// wirepass injects the service's credential into the request.
    pub credential: bool,
}

/// Whether a request without a session may go on (`session.required`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Required {
    /// Required on services with a route table; hosts without one need none (default).
    #[default]
    Services,
    /// Required on every intercepted request (`required: true`).
    Always,
    /// Never required (`required: false`); grants for `*` still apply.
    Never,
}

/// The compiled policy.
#[derive(Debug, Default)]
pub struct Policy {
    rules: rules::Rules,
    mode: Mode,
    service_modes: HashMap<String, Mode>,
    required: Required,
    header: String,
    limits: ratelimit::Limits,
    /// `wirepass run --record`: every service reports.
    dry_run: bool,
}

/// The sections the policy is compiled from, all at the file's top level.
#[derive(Debug, Clone, Copy)]
pub struct PolicySections<'a> {
    /// `mode:`, for every service that sets none.
    pub mode: Mode,
    /// `groups:`.
    pub groups: &'a BTreeMap<String, Vec<String>>,
    /// `grants:`.
    pub grants: &'a [GrantFile],
    /// `rate_limits:`.
    pub rate_limits: &'a RateLimitsFile,
}

/// What the policy needs from other sections, passed in by the composition root.
#[derive(Debug, Clone, Default)]
pub struct PolicyCtx {
    /// `services.NAME.mode`, for the services that set one.
    pub service_modes: HashMap<String, Mode>,
    /// The session header's name as written (named in refusals).
    pub session_header: String,
    /// `session.required` as written.
    pub session_required: Option<bool>,
}

impl Policy {
    /// Compiles groups, grants, modes and rate limits. Error paths start at the file's root
    /// (`grants[2]`, `rate_limits`), since the policy spans several top-level sections.
    pub fn compile(f: &PolicySections<'_>, ctx: &PolicyCtx) -> Result<Policy, SectionError> {
        let rules = rules::Rules::compile(f.groups, f.grants)?;
        let limits = ratelimit::Limits::compile(f.rate_limits)
            .map_err(|e| SectionError::new("rate_limits", e))?;
        let required = match ctx.session_required {
            None => Required::Services,
            Some(true) => Required::Always,
            Some(false) => Required::Never,
        };
        Ok(Policy {
            rules,
            mode: f.mode,
            service_modes: ctx.service_modes.clone(),
            required,
            header: ctx.session_header.clone(),
            limits,
            dry_run: false,
        })
    }

    /// The number of grant rules.
    pub fn rule_count(&self) -> usize {
        self.rules.len()
    }

    /// The mode that applies to a service (`report` for every one in a dry run).
    pub fn mode_for(&self, service: &str) -> Mode {
        if self.dry_run {
            return Mode::Report;
        }
        self.service_modes
            .get(service)
            .copied()
            .unwrap_or(self.mode)
    }

    /// A dry run (`wirepass run --record`): every service in report mode, whatever the
    /// file says, so permission refusals are forwarded as `would_refuse`; safety refusals
    /// still hold.
    pub fn dry_run(&mut self) {
        self.dry_run = true;
    }

    /// A permission layer's refusal on `service`, as the mode turns it: reported (let
    /// through as `would_refuse`) when the code is reportable and the service reports,
    /// else refused. Every layer that may refuse (grants, entitlements) goes through here.
    pub fn judge(&self, service: &str, r: Refusal) -> Verdict {
        if r.code.reportable() && self.mode_for(service) == Mode::Report {
            Verdict::Report(r)
        } else {
            Verdict::Refuse(r)
        }
    }

    /// Decides a mapped request for a session. Pure: the same arguments give the same verdict.
    pub fn decide(&self, args: &DecideArgs<'_>) -> Verdict {
        let service = match args.mapping {
            Mapping::Refused(r) => return Verdict::Refuse(r.clone()),
            Mapping::NoService => {
                return match (args.session, self.required) {
                    (None, Required::Always) => Verdict::Refuse(self.no_session(None)),
                    _ => Verdict::Allow,
                };
            }
            Mapping::Unmapped { service, .. } => service.as_str(),
            // The router promises at least one action; fail closed if it ever gives none.
            Mapping::Mapped(ms) if ms.is_empty() => {
                return Verdict::Refuse(Refusal::new(
                    Code::NotPermitted,
                    "the route table mapped this request to no action, so nothing can allow it",
                ))
            }
            Mapping::Mapped(ms) => ms.first().map_or("", |m| m.service.as_str()),
        };
        if args.session.is_none() && self.required != Required::Never {
            return Verdict::Refuse(self.no_session(Some(service)));
        }
        match self.refusal(args) {
            None => Verdict::Allow,
            Some(r) => self.judge(service, r),
        }
    }

    /// Every rule considered for each action of the request (for `wirepass check`).
    pub fn explain(&self, args: &DecideArgs<'_>) -> Vec<(Mapped, Vec<Consideration>)> {
        let subject = subject(args.session);
        match args.mapping {
            Mapping::Mapped(ms) => ms
                .iter()
                .map(|m| (m.clone(), self.rules.consider(subject, m)))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Checks and counts the request against the rate limits (after an allowing decision).
    pub fn rate_limit(&self, session: Option<&Session>, mapping: &Mapping) -> Option<Refusal> {
        self.limits.check(session, mapping)
    }

    /// The permission refusal of an allowed-to-be-judged request, if any.
    fn refusal(&self, args: &DecideArgs<'_>) -> Option<Refusal> {
        let subject = subject(args.session);
        match args.mapping {
            Mapping::Unmapped {
                service,
                effect: Effect::Write,
            } => Some(
                Refusal::new(
                    Code::UnmappedWrite,
                    format!(
                        "no route of the {service} table maps this write, and writes must be understood; add a route for it to the table (services.{service}.routes) and a grant for its action to allow it"
                    ),
                )
                .service(service.clone()),
            ),
            // An unmapped read goes on (audited as unmapped) unless it could widen a grant:
            // made with the service's credential, or for a user whose grants on the service
            // are limited to resources.
            Mapping::Unmapped {
                service,
                effect: Effect::Read,
            } => {
                let limited = self.rules.limits_resources(subject, service);
                if !args.credential && !limited {
                    return None;
                }
                let why = if args.credential {
                    format!("wirepass would send it with the {service} credential")
                } else {
                    format!(
                        "{}'s grants on {service} are limited to resources (`on:`)",
                        subject.user.unwrap_or("this request")
                    )
                };
                Some(
                    Refusal::new(
                        Code::UnmappedRead,
                        format!(
                            "no route of the {service} table maps this read and {why}, so it could read what no grant allows; add a route for it to the table (services.{service}.routes) and a grant for its action"
                        ),
                    )
                    .service(service.clone()),
                )
            }
            Mapping::NoService | Mapping::Refused(_) => None,
            Mapping::Mapped(ms) => ms.iter().find_map(|m| self.refuse_one(args.session, subject, m)),
        }
    }

    fn refuse_one(
        &self,
        session: Option<&Session>,
        subject: Subject<'_>,
        m: &Mapped,
    ) -> Option<Refusal> {
        let user = subject.user.unwrap_or("-");
        let reason = match self.rules.judge(subject, m) {
            Judgement::Denied(i) => {
                let (name, summary) = self.rules.describe(i);
                let reach = match &m.spelling {
                    crate::routes::Spelling::Members { patterns, .. }
                        if patterns.iter().any(|p| p.contains('*')) =>
                    {
                        format!(
                            " (it reaches every object of {}, and the rule denies some of them; a request for the others alone, by namespace or by name, is judged on those)",
                            patterns.join(", ")
                        )
                    }
                    // Names alone: what the resource is also called (a Kubernetes object
                    // of a named group without its group).
                    crate::routes::Spelling::Members { patterns, .. } => format!(
                        " (it is also named {}, and the rule denies that name)",
                        patterns.join(", ")
                    ),
                    _ => String::new(),
                };
                format!(
                    "{user} may not {}:{} on {}: denied by {name} `{summary}`{reach}; deny wins over any allow, so only changing that rule would allow it",
                    m.service, m.action, m.resource
                )
            }
            Judgement::Unresolved(i) => {
                let (name, summary) = self.rules.describe(i);
                let of = match &m.spelling {
                    crate::routes::Spelling::Id { of } => of.as_str(),
                    _ => "another kind",
                };
                format!(
                    "{user} may not {}:{} on {}: the request addresses by id a resource that {name} `{summary}` may deny by its {of}: name, and without a resolver wirepass cannot tell which {of} it is; address it by name, or configure the service's live check (services.{}.check), which resolves ids to names",
                    m.service, m.action, m.resource, m.service
                )
            }
            Judgement::NoAllow => self.rules.closest(subject, m),
            Judgement::Allowed(_) => match session.and_then(|s| s.scope.as_deref()) {
                Some(scope)
                    if !scope
                        .iter()
                        .any(|p| scope_matches(p, &m.service, &m.action)) =>
                {
                    format!(
                        "the session's scope ({}) does not include {}:{}; the scope only narrows what {user} may do, so a token minted with --scope {}:{} would allow it",
                        scope.join(", "),
                        m.service,
                        m.action,
                        m.service,
                        m.action
                    )
                }
                _ => return None,
            },
        };
        Some(
            Refusal::new(Code::NotPermitted, reason)
                .service(m.service.clone())
                .action(m.action.clone(), m.resource.clone()),
        )
    }

    fn no_session(&self, service: Option<&str>) -> Refusal {
        let what = match service {
            Some(s) => format!("the {s} service requires a session"),
            None => "this proxy requires a session on every request (session.required: true)"
                .to_string(),
        };
        let r = Refusal::new(
            Code::NoSession,
            format!(
                "{what}; send the `{}` header or proxy credentials (http://USER:TOKEN@proxy)",
                self.header
            ),
        );
        match service {
            Some(s) => r.service(s),
            None => r,
        }
    }
}

fn subject(session: Option<&Session>) -> Subject<'_> {
    match session {
        Some(s) => Subject {
            user: Some(s.user.0.as_str()),
            groups: &s.groups,
        },
        None => Subject {
            user: None,
            groups: &[],
        },
    }
}

/// Whether a scope pattern (`service:action` globs) covers an action, without allocating.
pub fn scope_matches(pattern: &str, service: &str, action: &str) -> bool {
    match pattern.split_once(':') {
        Some((s, a)) => glob::matches_str(s, service) && glob::matches_str(a, action),
        None => false,
    }
}

#[cfg(test)]
mod tests;
