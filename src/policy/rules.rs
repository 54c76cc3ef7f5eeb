//! Compiled grants: who a rule is for, the actions it allows or denies, the resources and
//! effect it is limited to, and the explanation of the closest rule when nothing allows.

use std::collections::{BTreeMap, HashMap, HashSet};

use super::glob::{ActionPattern, Glob};
use super::GrantFile;
use crate::routes::{Effect, Mapped, Spelling};
use crate::section::{KeyPath, SectionError};

/// Who a request is judged for: the session user and the groups its token carries; `None`
/// for a request without a session (only where sessions are not required).
#[derive(Debug, Clone, Copy)]
pub struct Subject<'a> {
    pub user: Option<&'a str>,
    pub groups: &'a [String],
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Who {
    Any,
    User(String),
    Group(usize),
}

/// One compiled rule of `grants:`.
#[derive(Debug, Clone)]
pub struct Rule {
    index: usize,
    name: Option<String>,
    who: Vec<Who>,
    who_text: Vec<String>,
    allow: Vec<ActionPattern>,
    deny: Vec<ActionPattern>,
    on: Vec<Glob>,
    /// `on` in lower case, for resources whose names fold case.
    on_folded: Vec<Glob>,
    effect: Option<Effect>,
}

/// What the rules say of one action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Judgement {
    /// A deny rule matched (its index).
    Denied(usize),
    /// An allow rule matched and no deny did.
    Allowed(usize),
    /// Nothing allows it.
    NoAllow,
    /// A deny rule names resources of the kind this id addresses (its index): which one
    /// the id is cannot be told without resolving it.
    Unresolved(usize),
}

/// Why one rule did or did not apply to one action (for `check` and refusal reasons).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Consideration {
    pub rule: String,
    pub summary: String,
    /// `allows`, `denies` or `no match`.
    pub outcome: &'static str,
    /// The parts that did not match: `action`, `who`, `resource`, `effect`.
    pub misses: Vec<&'static str>,
}

/// Groups and grants, indexed by service so a decision looks at few rules.
#[derive(Debug, Clone, Default)]
pub struct Rules {
    rules: Vec<Rule>,
    group_names: Vec<String>,
    members: Vec<HashSet<String>>,
    by_service: HashMap<String, Vec<usize>>,
    any_service: Vec<usize>,
}

impl Rules {
    /// Compiles `groups:` and `grants:`; the error says which rule and why.
    pub fn compile(
        groups: &BTreeMap<String, Vec<String>>,
        grants: &[GrantFile],
    ) -> Result<Rules, SectionError> {
        let mut out = Rules::default();
        let mut group_index = HashMap::new();
        for (name, members) in groups {
            group_index.insert(name.clone(), out.group_names.len());
            out.group_names.push(name.clone());
            out.members.push(members.iter().cloned().collect());
        }
        for (index, g) in grants.iter().enumerate() {
            let label = label(index, g.name.as_deref());
            let rule = compile_rule(index, g, &group_index).map_err(|e| {
                SectionError::new(
                    KeyPath::root().key("grants").index(index),
                    format!("{label}: {e}"),
                )
            })?;
            let mut services = HashSet::new();
            let mut wild = false;
            for p in rule.allow.iter().chain(&rule.deny) {
                match p.exact_service() {
                    Some(s) => {
                        services.insert(s.to_string());
                    }
                    None => wild = true,
                }
            }
            if wild {
                out.any_service.push(index);
            } else {
                for s in services {
                    out.by_service.entry(s).or_default().push(index);
                }
            }
            out.rules.push(rule);
        }
        Ok(out)
    }

    /// The number of rules.
    pub fn len(&self) -> usize {
        self.rules.len()
    }

    /// Whether there are no rules.
    pub fn is_empty(&self) -> bool {
        self.rules.is_empty()
    }

    /// The rules that may speak about a service, in file order.
    fn candidates(&self, service: &str) -> impl Iterator<Item = &Rule> {
        let exact = self
            .by_service
            .get(service)
            .map(Vec::as_slice)
            .unwrap_or(&[]);
        exact
            .iter()
            .chain(&self.any_service)
            .map(move |&i| &self.rules[i])
    }

    /// Deny wins; otherwise the first allow; otherwise nothing allows.
    pub fn judge(&self, subject: Subject<'_>, m: &Mapped) -> Judgement {
        let mut allowed = None;
        for rule in self.candidates(&m.service) {
            let denies = rule.deny.iter().any(|p| p.matches(&m.service, &m.action));
            let allows = !denies
                && allowed.is_none()
                && rule.allow.iter().any(|p| p.matches(&m.service, &m.action));
            if !(denies || allows) {
                continue;
            }
            if !rule.applies_to(subject, m, self) {
                if denies && rule.denies_names_of(subject, m, self) {
                    return Judgement::Unresolved(rule.index);
                }
                if denies && rule.denies_members_of(subject, m, self) {
                    return Judgement::Denied(rule.index);
                }
                continue;
            }
            if denies {
                return Judgement::Denied(rule.index);
            }
            allowed = Some(rule.index);
        }
        allowed.map_or(Judgement::NoAllow, Judgement::Allowed)
    }

    /// Whether a rule that speaks to this subject about this service limits it to some
    /// resources (`on:`): then a request no route maps could reach outside them.
    pub fn limits_resources(&self, subject: Subject<'_>, service: &str) -> bool {
        self.candidates(service).any(|rule| {
            !rule.on.is_empty()
                && rule
                    .allow
                    .iter()
                    .chain(&rule.deny)
                    .any(|p| p.covers_service(service))
                && rule.who_matches(subject, self)
        })
    }

    /// The label and one-line summary of rule `index`.
    pub fn describe(&self, index: usize) -> (String, String) {
        let r = &self.rules[index];
        (label(r.index, r.name.as_deref()), r.summary())
    }

    /// Every rule that speaks about the action's service, and what it says.
    pub fn consider(&self, subject: Subject<'_>, m: &Mapped) -> Vec<Consideration> {
        self.candidates(&m.service)
            .map(|r| {
                let misses = r.misses(subject, m, self);
                let denies = r.deny.iter().any(|p| p.matches(&m.service, &m.action));
                let outcome = match (misses.is_empty(), denies) {
                    (true, true) => "denies",
                    (true, false) => "allows",
                    _ => "no match",
                };
                Consideration {
                    rule: label(r.index, r.name.as_deref()),
                    summary: r.summary(),
                    outcome,
                    misses,
                }
            })
            .collect()
    }

    /// A sentence naming the allow rule closest to allowing `m`, and what would allow it.
    pub fn closest(&self, subject: Subject<'_>, m: &Mapped) -> String {
        let who = subject.user.unwrap_or("a request without a session");
        let wanted = format!("{}:{}", m.service, m.action);
        let best = self
            .candidates(&m.service)
            .filter(|r| !r.allow.is_empty())
            .map(|r| (r, r.misses_allow(subject, m, self)))
            .min_by_key(|(r, misses)| {
                // A rule already meant for this user is the more useful hint.
                let weight: usize = misses
                    .iter()
                    .map(|&x| match x {
                        "action" => 4,
                        "who" => 2,
                        _ => 1,
                    })
                    .sum();
                (weight, r.index)
            });
        let add = format!(
            "a grant {{who: [{who}], allow: [{wanted}], on: [{}]}} would allow it",
            m.resource
        );
        let Some((rule, misses)) = best.filter(|(_, misses)| !misses.contains(&"action")) else {
            return format!("no grant allows {wanted} for {who}; {add}");
        };
        let name = label(rule.index, rule.name.as_deref());
        let why: Vec<String> = misses
            .iter()
            .map(|&miss| match miss {
                "who" => format!("is for {} only", rule.who_text.join(", ")),
                "resource" => format!(
                    "covers only {} (not {})",
                    rule.on
                        .iter()
                        .map(Glob::as_str)
                        .collect::<Vec<_>>()
                        .join(", "),
                    m.resource
                ),
                _ => format!(
                    "covers only {} actions ({wanted} is a {})",
                    rule.effect.map_or("", Effect::as_str),
                    m.effect.as_str()
                ),
            })
            .collect();
        let fix = match misses.as_slice() {
            ["who"] => {
                format!("adding {who} to its `who` (or to one of its groups) would allow it")
            }
            ["resource"] => format!("adding {} to its `on` would allow it", m.resource),
            _ => add,
        };
        format!(
            "no grant allows {wanted} for {who}; the closest rule, {name} `{}`, {}; {fix}",
            rule.summary(),
            why.join(" and ")
        )
    }

    fn is_member(&self, subject: Subject<'_>, group: usize) -> bool {
        let Some(user) = subject.user else {
            return false;
        };
        subject.groups.iter().any(|g| *g == self.group_names[group])
            || self.members[group].contains(user)
    }
}

impl Rule {
    fn applies_to(&self, subject: Subject<'_>, m: &Mapped, rules: &Rules) -> bool {
        self.effect.is_none_or(|e| e == m.effect)
            && self.on_matches(m)
            && self.who_matches(subject, rules)
    }

    /// The `on` patterns for this resource: without case where its names fold.
    fn on_for(&self, m: &Mapped) -> &[Glob] {
        match m.spelling.is_folded() {
            true => &self.on_folded,
            false => &self.on,
        }
    }

    /// Whether `on` (if any) matches the resource, without case where its names fold.
    fn on_matches(&self, m: &Mapped) -> bool {
        let on = self.on_for(m);
        on.is_empty() || on.iter().any(|g| g.matches(&m.resource))
    }

    /// Whether this rule, which did not match a collection's resource, matches one of
    /// the resources the request reaches through it (`on: [ns:dev/secrets/*]` and a list
    /// of `ns:dev/secrets`): a deny of a member denies the collection.
    fn denies_members_of(&self, subject: Subject<'_>, m: &Mapped, rules: &Rules) -> bool {
        let Spelling::Members { patterns, .. } = &m.spelling else {
            return false;
        };
        self.effect.is_none_or(|e| e == m.effect)
            && self.who_matches(subject, rules)
            && self.on_for(m).iter().any(|g| {
                patterns
                    .iter()
                    .any(|p| super::glob::meets_members(g.as_str(), p))
            })
    }

    /// Whether this rule, which did not match an id-addressed resource, would apply to the
    /// kind the id stands for (`on: [repo:acme/secret]` and `repo_id:4242`).
    fn denies_names_of(&self, subject: Subject<'_>, m: &Mapped, rules: &Rules) -> bool {
        let Spelling::Id { of } = &m.spelling else {
            return false;
        };
        self.effect.is_none_or(|e| e == m.effect)
            && self.who_matches(subject, rules)
            && self.on.iter().any(|g| {
                let kind = g.as_str().split_once(':').map_or(g.as_str(), |(k, _)| k);
                super::glob::matches_str(kind, of)
            })
    }

    fn who_matches(&self, subject: Subject<'_>, rules: &Rules) -> bool {
        self.who.iter().any(|w| match w {
            Who::Any => true,
            Who::User(u) => subject.user == Some(u.as_str()),
            Who::Group(g) => rules.is_member(subject, *g),
        })
    }

    /// The parts of this rule that do not match `m` (action = allow or deny patterns).
    fn misses(&self, subject: Subject<'_>, m: &Mapped, rules: &Rules) -> Vec<&'static str> {
        let action = self
            .allow
            .iter()
            .chain(&self.deny)
            .any(|p| p.matches(&m.service, &m.action));
        self.misses_with(action, subject, m, rules)
    }

    fn misses_allow(&self, subject: Subject<'_>, m: &Mapped, rules: &Rules) -> Vec<&'static str> {
        let action = self.allow.iter().any(|p| p.matches(&m.service, &m.action));
        self.misses_with(action, subject, m, rules)
    }

    fn misses_with(
        &self,
        action: bool,
        subject: Subject<'_>,
        m: &Mapped,
        rules: &Rules,
    ) -> Vec<&'static str> {
        let mut misses = Vec::new();
        if !action {
            misses.push("action");
        }
        if !self.who_matches(subject, rules) {
            misses.push("who");
        }
        if !self.on_matches(m) {
            misses.push("resource");
        }
        if self.effect.is_some_and(|e| e != m.effect) {
            misses.push("effect");
        }
        misses
    }

    fn summary(&self) -> String {
        let mut parts = Vec::new();
        let join =
            |v: &[ActionPattern]| v.iter().map(|p| p.as_str()).collect::<Vec<_>>().join(", ");
        if !self.allow.is_empty() {
            parts.push(format!("allow {}", join(&self.allow)));
        }
        if !self.deny.is_empty() {
            parts.push(format!("deny {}", join(&self.deny)));
        }
        parts.push(format!("for {}", self.who_text.join(", ")));
        if !self.on.is_empty() {
            let on: Vec<&str> = self.on.iter().map(Glob::as_str).collect();
            parts.push(format!("on {}", on.join(", ")));
        }
        if let Some(e) = self.effect {
            parts.push(format!("{} only", e.as_str()));
        }
        parts.join(" ")
    }
}

/// `grants[3]` or `grants[3] (name)`.
fn label(index: usize, name: Option<&str>) -> String {
    match name {
        Some(n) => format!("grants[{index}] ({n})"),
        None => format!("grants[{index}]"),
    }
}

fn compile_rule(
    index: usize,
    g: &GrantFile,
    groups: &HashMap<String, usize>,
) -> Result<Rule, String> {
    if g.who.is_empty() {
        return Err("`who` is empty; name users, `group:NAME` or `*`".into());
    }
    if g.allow.is_empty() && g.deny.is_empty() {
        return Err("the rule neither allows nor denies anything".into());
    }
    let mut who = Vec::new();
    for w in &g.who {
        let w = w.trim();
        who.push(if w == "*" {
            Who::Any
        } else if let Some(name) = w.strip_prefix("group:") {
            match groups.get(name) {
                Some(&i) => Who::Group(i),
                None => {
                    return Err(format!(
                        "`who` names group `{name}`, which `groups:` does not define"
                    ))
                }
            }
        } else if w.is_empty() {
            return Err("`who` has an empty entry".into());
        } else {
            Who::User(w.to_string())
        });
    }
    let parse = |list: &[String], kind: &str| -> Result<Vec<ActionPattern>, String> {
        list.iter()
            .map(|p| {
                ActionPattern::parse(p.trim()).ok_or_else(|| {
                    format!("{kind} pattern `{p}` is not `service:action` (e.g. `github:pulls.*`)")
                })
            })
            .collect()
    };
    let allow = parse(&g.allow, "allow")?;
    let deny = parse(&g.deny, "deny")?;
    // An allow of every action of every service is almost surely a mistake (a grant meant for
    // one service); say `SERVICE:*` per service instead. A deny of everything is legitimate.
    if let Some(p) = allow.iter().find(|p| p.is_any()) {
        return Err(format!(
            "allow pattern `{}` allows every action of every service; list services instead (`github:*`)",
            p.as_str()
        ));
    }
    Ok(Rule {
        index,
        name: g.name.clone(),
        who_text: g.who.iter().map(|w| w.trim().to_string()).collect(),
        who,
        allow,
        deny,
        on: g.on.iter().map(|p| Glob::new(p.trim())).collect(),
        on_folded: g
            .on
            .iter()
            .map(|p| Glob::new(&p.trim().to_ascii_lowercase()))
            .collect(),
        effect: g.effect,
    })
}
