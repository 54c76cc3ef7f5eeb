//! Rate limits: token buckets (the `governor` crate) per session user, and per user and
//! effect class (`reads`, `writes`, `destructive`), optionally per service. The one
//! stateful part of the policy, checked after the permission decision. Limits are per
//! process: replicas do not share buckets.

use std::collections::{BTreeMap, HashMap};
use std::num::NonZeroU32;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota};
use serde::Deserialize;

use crate::refusal::{Code, Refusal};
use crate::routes::{Effect, Mapping};
use crate::session::Session;

/// `rate_limits:` in the config: `N/sec`, `N/min` or `N/hour` per class; absent = unlimited.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RateLimitsFile {
    /// Every request of a session user.
    #[serde(default)]
    pub per_user: Option<String>,
    /// Reads (mapped or unmapped) of a user.
    #[serde(default)]
    pub reads: Option<String>,
    /// Writes of a user (destructive writes count here too).
    #[serde(default)]
    pub writes: Option<String>,
    /// Destructive actions of a user.
    #[serde(default)]
    pub destructive: Option<String>,
    /// Extra buckets for one service's requests, in addition to the ones above.
    #[serde(default)]
    pub services: BTreeMap<String, ClassLimitsFile>,
}

/// `rate_limits.services.NAME`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClassLimitsFile {
    /// Every request of a user to this service.
    #[serde(default)]
    pub per_user: Option<String>,
    /// Reads of a user on this service.
    #[serde(default)]
    pub reads: Option<String>,
    /// Writes of a user on this service.
    #[serde(default)]
    pub writes: Option<String>,
    /// Destructive actions of a user on this service.
    #[serde(default)]
    pub destructive: Option<String>,
}

struct Bucket {
    spec: String,
    limiter: DefaultKeyedRateLimiter<String>,
}

impl std::fmt::Debug for Bucket {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.spec)
    }
}

#[derive(Debug, Default)]
struct Classes {
    per_user: Option<Bucket>,
    reads: Option<Bucket>,
    writes: Option<Bucket>,
    destructive: Option<Bucket>,
}

/// The compiled limits with their buckets.
#[derive(Debug, Default)]
pub struct Limits {
    global: Classes,
    services: HashMap<String, Classes>,
    checks: AtomicU64,
}

/// How often idle keys are dropped from the buckets (every this many checks).
const PRUNE_EVERY: u64 = 4096;

impl Limits {
    /// Compiles `rate_limits:`; the error names the bad entry.
    pub fn compile(f: &RateLimitsFile) -> Result<Limits, String> {
        let global = classes(&ClassLimitsFile {
            per_user: f.per_user.clone(),
            reads: f.reads.clone(),
            writes: f.writes.clone(),
            destructive: f.destructive.clone(),
        })?;
        let mut services = HashMap::new();
        for (name, c) in &f.services {
            services.insert(
                name.clone(),
                classes(c).map_err(|e| format!("services.{name}: {e}"))?,
            );
        }
        Ok(Limits {
            global,
            services,
            checks: AtomicU64::new(0),
        })
    }

    /// Counts the request against every bucket that applies; the first one that is empty
    /// refuses with `rate_limited` and the seconds to wait. Requests without a session are
    /// not limited (they reach only hosts without route tables, or `required: false`).
    pub fn check(&self, session: Option<&Session>, mapping: &Mapping) -> Option<Refusal> {
        let session = session?;
        if self.checks.fetch_add(1, Ordering::Relaxed) % PRUNE_EVERY == PRUNE_EVERY - 1 {
            self.prune();
        }
        let (service, class) = match mapping {
            Mapping::Mapped(ms) => {
                let destructive = ms.iter().any(|m| m.destructive);
                let write = ms.iter().any(|m| m.effect == Effect::Write);
                let service = ms.first().map(|m| m.service.as_str());
                (service, Some((write, destructive)))
            }
            Mapping::Unmapped { service, effect } => (
                Some(service.as_str()),
                Some((*effect == Effect::Write, false)),
            ),
            Mapping::NoService | Mapping::Refused(_) => (None, None),
        };
        let user = &session.user.0;
        let scoped = service.and_then(|s| self.services.get(s).map(|c| (s, c)));
        let sets = std::iter::once(("", &self.global)).chain(scoped);
        for (svc, c) in sets {
            let mut buckets = vec![("requests", &c.per_user)];
            if let Some((write, destructive)) = class {
                if write {
                    buckets.push(("writes", &c.writes));
                } else {
                    buckets.push(("reads", &c.reads));
                }
                if destructive {
                    buckets.push(("destructive actions", &c.destructive));
                }
            }
            for (what, bucket) in buckets {
                let Some(b) = bucket else { continue };
                if let Err(not_until) = b.limiter.check_key(user) {
                    let wait = not_until.wait_time_from(DefaultClock::default().now());
                    let secs = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
                    let on = if svc.is_empty() {
                        String::new()
                    } else {
                        format!(" on {svc}")
                    };
                    let mut r = Refusal::new(
                        Code::RateLimited,
                        format!(
                            "{user} is over the rate limit of {} {what}{on}; retry after {} s",
                            b.spec,
                            secs.max(1)
                        ),
                    );
                    r.retry_after = Some(secs.max(1));
                    return Some(match service {
                        Some(s) => r.service(s),
                        None => r,
                    });
                }
            }
        }
        None
    }

    fn prune(&self) {
        for c in std::iter::once(&self.global).chain(self.services.values()) {
            for b in [&c.per_user, &c.reads, &c.writes, &c.destructive]
                .into_iter()
                .flatten()
            {
                b.limiter.retain_recent();
            }
        }
    }
}

fn classes(c: &ClassLimitsFile) -> Result<Classes, String> {
    let one = |spec: &Option<String>, key: &str| -> Result<Option<Bucket>, String> {
        spec.as_deref()
            .map(|s| {
                parse_quota(s)
                    .map(|q| Bucket {
                        spec: s.trim().to_string(),
                        limiter: DefaultKeyedRateLimiter::keyed(q),
                    })
                    .map_err(|e| format!("{key}: {e}"))
            })
            .transpose()
    };
    Ok(Classes {
        per_user: one(&c.per_user, "per_user")?,
        reads: one(&c.reads, "reads")?,
        writes: one(&c.writes, "writes")?,
        destructive: one(&c.destructive, "destructive")?,
    })
}

/// Parses `N/sec`, `N/min`, `N/hour` (also `s`, `m`, `h`, `second`, `minute`): a bucket of
/// N requests refilled evenly over the period.
pub fn parse_quota(spec: &str) -> Result<Quota, String> {
    let bad = || format!("`{spec}` is not a rate like `60/min` (per sec, min or hour)");
    let (n, unit) = spec.trim().split_once('/').ok_or_else(bad)?;
    let n: u32 = n.trim().parse().map_err(|_| bad())?;
    let n = NonZeroU32::new(n).ok_or_else(|| format!("`{spec}`: the count must be at least 1"))?;
    let period = match unit.trim() {
        "s" | "sec" | "second" => Duration::from_secs(1),
        "m" | "min" | "minute" => Duration::from_secs(60),
        "h" | "hour" => Duration::from_secs(3600),
        _ => return Err(bad()),
    };
    let per = period / n.get();
    Quota::with_period(per)
        .map(|q| q.allow_burst(n))
        .ok_or_else(|| format!("`{spec}` is too fast to measure"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::routes::Mapped;
    use crate::session::UserId;

    fn session(user: &str) -> Session {
        Session {
            user: UserId(user.into()),
            groups: vec![],
            scope: None,
        }
    }

    fn mapped(effect: Effect, destructive: bool) -> Mapping {
        Mapping::Mapped(vec![Mapped {
            service: "github".into(),
            action: "x".into(),
            resource: "r".into(),
            effect,
            destructive,
            level: None,
            spelling: Default::default(),
        }])
    }

    #[test]
    fn quotas_parse_or_explain() {
        for ok in ["60/min", "1/s", "5 / hour", "1000/sec"] {
            assert!(parse_quota(ok).is_ok(), "{ok}");
        }
        for bad in ["60", "0/min", "x/min", "5/day", "-1/s"] {
            assert!(parse_quota(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn writes_bucket_refuses_after_the_limit_with_retry_after() {
        let f = RateLimitsFile {
            writes: Some("2/min".into()),
            ..Default::default()
        };
        let l = Limits::compile(&f).unwrap();
        let alice = session("alice");
        let w = mapped(Effect::Write, false);
        assert!(l.check(Some(&alice), &w).is_none());
        assert!(l.check(Some(&alice), &w).is_none());
        let r = l.check(Some(&alice), &w).unwrap();
        assert_eq!(r.code, Code::RateLimited);
        assert!(r.retry_after.unwrap() >= 1);
        // Reads and other users have their own buckets.
        assert!(l
            .check(Some(&alice), &mapped(Effect::Read, false))
            .is_none());
        assert!(l.check(Some(&session("bob")), &w).is_none());
    }

    #[test]
    fn destructive_and_per_service_buckets_apply() {
        let mut services = BTreeMap::new();
        services.insert(
            "github".to_string(),
            ClassLimitsFile {
                reads: Some("1/hour".into()),
                ..Default::default()
            },
        );
        let f = RateLimitsFile {
            destructive: Some("1/hour".into()),
            services,
            ..Default::default()
        };
        let l = Limits::compile(&f).unwrap();
        let a = session("a");
        assert!(l.check(Some(&a), &mapped(Effect::Write, true)).is_none());
        let r = l.check(Some(&a), &mapped(Effect::Write, true)).unwrap();
        assert!(r.reason.contains("destructive"), "{}", r.reason);
        assert!(l.check(Some(&a), &mapped(Effect::Read, false)).is_none());
        let r = l.check(Some(&a), &mapped(Effect::Read, false)).unwrap();
        assert!(r.reason.contains("on github"), "{}", r.reason);
        assert!(l.check(None, &mapped(Effect::Read, false)).is_none());
    }
}
