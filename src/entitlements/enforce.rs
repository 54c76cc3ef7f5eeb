//! Enforcing an entitlements file: decide's stage 5. Pure: given the session user and what
//! the route tables made of the request, `None` (every action is listed for that user) or
//! the `not_in_entitlements` refusal naming the first line that is missing.
//!
//! Users, services and actions match exactly; a resource entry may be a glob (the one glob
//! of `crate::policy::glob`). Resources compare in the route table's one spelling: a
//! resource whose names fold case (`Spelling::Folded`, already lower case) matches its
//! entries without case, as grants' `on:` does.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

use super::{Entitlements, Line};
use crate::policy::glob::Glob;
use crate::refusal::{Code, Refusal};
use crate::routes::{Mapped, Mapping};

/// An entitlements file compiled for matching.
#[derive(Debug, Default)]
pub struct Enforcer {
    /// The file, as named in refusals.
    source: PathBuf,
    users: HashMap<String, HashMap<String, HashMap<String, Patterns>>>,
}

/// The resource entries of one action.
#[derive(Debug, Default)]
struct Patterns {
    exact: HashSet<String>,
    /// `exact` in lower case, for resources whose names fold.
    exact_folded: HashSet<String>,
    /// Entries with a `*`, as written and in lower case.
    globs: Vec<(Glob, Glob)>,
}

impl Patterns {
    fn add(&mut self, resource: &str) {
        if resource.contains('*') {
            let folded = Glob::new(&resource.to_ascii_lowercase());
            self.globs.push((Glob::new(resource), folded));
        } else {
            self.exact.insert(resource.to_string());
            self.exact_folded.insert(resource.to_ascii_lowercase());
        }
    }

    fn allows(&self, m: &Mapped) -> bool {
        let folded = m.spelling.is_folded();
        let exact = if folded {
            &self.exact_folded
        } else {
            &self.exact
        };
        exact.contains(&m.resource)
            || self.globs.iter().any(|(g, f)| {
                let g = if folded { f } else { g };
                g.matches(&m.resource)
            })
    }
}

impl Enforcer {
    /// Compiles `e`, read from `source`.
    pub fn new(e: &Entitlements, source: &Path) -> Enforcer {
        let users = e
            .users
            .iter()
            .map(|(user, services)| {
                let services = services
                    .iter()
                    .map(|(service, actions)| {
                        let actions = actions
                            .iter()
                            .map(|(action, resources)| {
                                let mut p = Patterns::default();
                                resources.keys().for_each(|r| p.add(r));
                                (action.clone(), p)
                            })
                            .collect();
                        (service.clone(), actions)
                    })
                    .collect();
                (user.clone(), services)
            })
            .collect();
        Enforcer {
            source: source.to_path_buf(),
            users,
        }
    }

    /// Reads and compiles an entitlements file (`file:line` errors).
    pub fn load(path: &Path) -> Result<Enforcer, crate::section::ConfigError> {
        Ok(Enforcer::new(&super::file::load(path)?, path))
    }

    /// The file it was read from.
    pub fn source(&self) -> &Path {
        &self.source
    }

    /// Stage 5: whether every action of the request is listed for `user`. A host without a
    /// route table has no actions and is not judged here; an unmapped request to a service
    /// has none that could be listed, so it is refused (fail closed), and so is a request
    /// with no session user, since entitlements are per user.
    pub fn check(&self, user: Option<&str>, mapping: &Mapping) -> Option<Refusal> {
        let file = self.source.display();
        let ms = match mapping {
            Mapping::NoService | Mapping::Refused(_) => return None,
            Mapping::Unmapped { service, effect } => {
                let what = effect.as_str();
                let reason = format!(
                    "no route of the {service} table maps this {what}, so no entry of the \
                     entitlements ({file}) can list it; add a route for it to the table \
                     (services.{service}.routes; a dry run with --record lists it under \
                     `unmapped:`), then record or add its action"
                );
                return Some(refusal(reason).service(service.clone()));
            }
            Mapping::Mapped(ms) => ms,
        };
        let Some(user) = user else {
            let first = ms.first()?;
            let reason = format!(
                "entitlements ({file}) are per user and this request names none; send the \
                 session header, or drop --entitlements for {}",
                first.service
            );
            return Some(
                refusal(reason)
                    .service(first.service.clone())
                    .action(first.action.clone(), first.resource.clone()),
            );
        };
        let listed = self.users.get(user);
        let missing = ms.iter().find(|m| {
            !listed
                .and_then(|s| s.get(&m.service))
                .and_then(|a| a.get(&m.action))
                .is_some_and(|p| p.allows(m))
        })?;
        let line = Line {
            user: user.to_string(),
            service: missing.service.clone(),
            action: missing.action.clone(),
            resource: missing.resource.clone(),
        };
        let whose = if listed.is_none() {
            format!("{user} has no entitlements at all; ")
        } else {
            String::new()
        };
        let reason = format!(
            "{whose}{line} is not in the entitlements ({file}); add that line (a `*` in the \
             resource widens it), or record it in a dry run (wirepass run --record)"
        );
        Some(
            refusal(reason)
                .service(missing.service.clone())
                .action(missing.action.clone(), missing.resource.clone())
                .user(user),
        )
    }
}

fn refusal(reason: String) -> Refusal {
    Refusal::new(Code::NotInEntitlements, reason)
}
