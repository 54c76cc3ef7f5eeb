//! `/metrics`: the Prometheus (OpenMetrics) text exposition, from `prometheus-client`.
//! Counters are fed by the end phase with each event the audit recorded, so they equal the
//! audit's counts; gauges are sampled from the running proxy at each scrape. Labels are
//! bounded: services and actions from the config and route tables, decisions and codes
//! from fixed sets, rule ids from the scanner's rules; never a user, host or path.

use std::time::Duration;

use prometheus_client::collector::Collector;
use prometheus_client::encoding::{DescriptorEncoder, EncodeMetric};
use prometheus_client::metrics::counter::{ConstCounter, Counter};
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::ConstGauge;
use prometheus_client::metrics::histogram::Histogram;
use prometheus_client::registry::{Registry, Unit};

use crate::audit::Event;

/// Distinct `action` label values kept per service; past this, `other`. Route tables bound
/// the actions of REST routes, but a GraphQL mutation's action is named after the root field
/// the agent wrote, so the agent could otherwise grow the series without end.
pub const MAX_ACTIONS: usize = 512;

/// A label set: fixed names, bounded values.
type Labels = Vec<(&'static str, String)>;
type Histograms = Family<Labels, Histogram, fn() -> Histogram>;

/// Request durations, 1 ms to 30 s.
fn request_buckets() -> Histogram {
    Histogram::new([
        0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0,
    ])
}

/// Live checks and audit writes, 50 µs to 5 s (a cached answer takes well under 1 ms).
fn fast_buckets() -> Histogram {
    Histogram::new([
        0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5,
        1.0, 2.5, 5.0,
    ])
}

/// What the running proxy reports at each scrape.
#[derive(Debug, Default, Clone)]
pub struct Sample {
    /// Client connections open.
    pub open_connections: usize,
    /// Leaf certificates held.
    pub leaf_cache: usize,
    /// Per service with a live check: answers served from its cache, and calls made.
    pub checks: Vec<CheckCounts>,
}

/// One service's live-check cache: (service, hits, calls).
pub type CheckCounts = (String, u64, u64);

/// Reads one number of a [`CheckCounts`].
type Pick = fn(&CheckCounts) -> u64;

/// What the admin endpoint reads from the running proxy (implemented by the proxy shell).
pub trait Gauges: Send + Sync + std::fmt::Debug + 'static {
    /// The gauges and cache counters, at a scrape.
    fn sample(&self) -> Sample;
    /// Why the audit cannot take events now, if it cannot (readiness).
    fn audit_unready(&self) -> Option<String>;
}

/// The counters and histograms the end phase and the live checks feed.
#[derive(Debug)]
pub struct Metrics {
    registry: Registry,
    requests: Family<Labels, Counter>,
    durations: Histograms,
    bytes: Family<Labels, Counter>,
    leaks: Family<Labels, Counter>,
    upstream_errors: Family<Labels, Counter>,
    checks: Family<Labels, Counter>,
    check_seconds: Histograms,
    audit_seconds: Histogram,
    /// The action label values seen, per service (bounded by [`MAX_ACTIONS`]).
    actions: std::sync::Mutex<std::collections::HashMap<String, std::collections::HashSet<String>>>,
}

impl Default for Metrics {
    fn default() -> Self {
        Metrics::new()
    }
}

impl Metrics {
    /// Registers every metric under the `wirepass_` prefix.
    pub fn new() -> Metrics {
        let mut registry = Registry::with_prefix("wirepass");
        let requests = Family::<Labels, Counter>::default();
        registry.register(
            "requests",
            "Requests, tunnels and refusals recorded, by service, action, decision and code",
            requests.clone(),
        );
        let durations: Histograms = Family::new_with_constructor(request_buckets);
        registry.register_with_unit(
            "request_duration",
            "Time from a request's head to its record, by service and decision",
            Unit::Seconds,
            durations.clone(),
        );
        let bytes = Family::<Labels, Counter>::default();
        registry.register_with_unit(
            "transferred",
            "Body bytes forwarded, by direction (up: to the origin, down: to the client) and service",
            Unit::Bytes,
            bytes.clone(),
        );
        let leaks = Family::<Labels, Counter>::default();
        registry.register(
            "leaks",
            "Credentials found in what a request sent (refused, or recorded with leaks: report), by scanner rule",
            leaks.clone(),
        );
        let upstream_errors = Family::<Labels, Counter>::default();
        registry.register(
            "upstream_errors",
            "Requests the origin could not answer (upstream_unavailable, upstream_timeout), by service and code",
            upstream_errors.clone(),
        );
        let checks = Family::<Labels, Counter>::default();
        registry.register(
            "live_checks",
            "Live checks in the owning system, by service and answer (allow, deny, uncheckable, unavailable)",
            checks.clone(),
        );
        let check_seconds: Histograms = Family::new_with_constructor(fast_buckets);
        registry.register_with_unit(
            "live_check_duration",
            "Time a live check took, cached answers included, by service",
            Unit::Seconds,
            check_seconds.clone(),
        );
        let audit_seconds = fast_buckets();
        registry.register_with_unit(
            "audit_lag",
            "Time from a request's end to its event being written to the audit",
            Unit::Seconds,
            audit_seconds.clone(),
        );
        Metrics {
            registry,
            requests,
            durations,
            bytes,
            leaks,
            upstream_errors,
            checks,
            check_seconds,
            audit_seconds,
            actions: std::sync::Mutex::default(),
        }
    }

    /// The action as a label: itself while the service has fewer than [`MAX_ACTIONS`]
    /// distinct ones, else `other`.
    fn action_label(&self, service: &str, action: Option<&str>) -> String {
        let Some(action) = action else {
            return "-".into();
        };
        let mut seen = self.actions.lock().unwrap_or_else(|p| p.into_inner());
        let known = seen.entry(service.to_string()).or_default();
        if known.contains(action) {
            return action.to_string();
        }
        if known.len() < MAX_ACTIONS {
            known.insert(action.to_string());
            return action.to_string();
        }
        "other".into()
    }

    /// Counts one recorded event.
    pub fn ended(&self, e: &Event, audit: Duration) {
        let service = e.service.clone().unwrap_or_else(|| "-".into());
        let code = e.code.clone().unwrap_or_else(|| "-".into());
        self.requests
            .get_or_create(&vec![
                ("service", service.clone()),
                ("action", self.action_label(&service, e.action.as_deref())),
                ("decision", e.decision.clone()),
                ("code", code.clone()),
            ])
            .inc();
        self.durations
            .get_or_create(&vec![
                ("service", service.clone()),
                ("decision", e.decision.clone()),
            ])
            .observe(e.duration_ms as f64 / 1000.0);
        for (direction, n) in [("up", e.bytes_up), ("down", e.bytes_down)] {
            if n > 0 {
                self.bytes
                    .get_or_create(&vec![
                        ("direction", direction.to_string()),
                        ("service", service.clone()),
                    ])
                    .inc_by(n);
            }
        }
        // Refused (`credential_leak`) or, with `leaks: report`, let through and recorded.
        for rule in &e.rules {
            self.leaks
                .get_or_create(&vec![("rule", rule.clone())])
                .inc();
        }
        if code.starts_with("upstream_") {
            self.upstream_errors
                .get_or_create(&vec![("service", service), ("code", code)])
                .inc();
        }
        self.audit_seconds.observe(audit.as_secs_f64());
    }

    /// Counts one live check.
    pub fn checked(&self, service: &str, answer: &'static str, took: Duration) {
        self.checks
            .get_or_create(&vec![
                ("service", service.to_string()),
                ("answer", answer.to_string()),
            ])
            .inc();
        self.check_seconds
            .get_or_create(&vec![("service", service.to_string())])
            .observe(took.as_secs_f64());
    }

    /// The exposition, in the OpenMetrics text format (which Prometheus reads), with the
    /// proxy's `sample` taken at this scrape.
    pub fn encode(&self, sample: &Sample) -> String {
        let mut registry = Registry::with_prefix("wirepass");
        registry.register_collector(Box::new(Sampled(sample.clone())));
        let mut out = String::new();
        // Writing into a String cannot fail.
        let _ = prometheus_client::encoding::text::encode_registry(&mut out, &self.registry);
        let _ = prometheus_client::encoding::text::encode_registry(&mut out, &registry);
        let _ = prometheus_client::encoding::text::encode_eof(&mut out);
        out
    }
}

/// The gauges and cache counters read from the proxy at this scrape.
#[derive(Debug)]
struct Sampled(Sample);

impl Collector for Sampled {
    fn encode(&self, mut encoder: DescriptorEncoder) -> Result<(), std::fmt::Error> {
        let s = &self.0;
        let gauges = [
            (
                "open_connections",
                "Client connections open",
                s.open_connections,
            ),
            ("leaf_cache", "Leaf certificates held", s.leaf_cache),
        ];
        for (name, help, value) in gauges {
            let g = ConstGauge::new(value as i64);
            g.encode(encoder.encode_descriptor(name, help, None, g.metric_type())?)?;
        }
        if s.checks.is_empty() {
            return Ok(());
        }
        let counters: [(&str, &str, Pick); 2] = [
            (
                "live_check_cache_hits",
                "Live-check answers served from the cache, by service",
                |c| c.1,
            ),
            (
                "live_check_calls",
                "Live-check calls made to the owning system, by service",
                |c| c.2,
            ),
        ];
        for (name, help, value) in counters {
            let kind = ConstCounter::new(0u64).metric_type();
            let mut family = encoder.encode_descriptor(name, help, None, kind)?;
            for c in &s.checks {
                let labels: Labels = vec![("service", c.0.clone())];
                ConstCounter::new(value(c)).encode(family.encode_family(&labels)?)?;
            }
        }
        let kind = ConstGauge::new(0.0f64).metric_type();
        let mut family = encoder.encode_descriptor(
            "live_check_cache_hit_ratio",
            "Share of live-check answers served from the cache since start (or the last reload), by service",
            None,
            kind,
        )?;
        for (service, hits, calls) in &s.checks {
            let total = hits + calls;
            let ratio = if total == 0 {
                0.0
            } else {
                *hits as f64 / total as f64
            };
            let labels: Labels = vec![("service", service.clone())];
            ConstGauge::new(ratio).encode(family.encode_family(&labels)?)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(service: &str, action: &str) -> Event {
        Event {
            service: Some(service.into()),
            action: Some(action.into()),
            decision: "allow".into(),
            ..Event::default()
        }
    }

    #[test]
    fn agent_chosen_actions_cannot_grow_the_series_without_end() {
        let m = Metrics::new();
        for i in 0..MAX_ACTIONS + 100 {
            m.ended(&event("github", &format!("mutation.f{i}")), Duration::ZERO);
        }
        // A known action stays itself after the cap.
        m.ended(&event("github", "mutation.f0"), Duration::ZERO);
        let text = m.encode(&Sample::default());
        let series = text
            .lines()
            .filter(|l| l.starts_with("wirepass_requests_total{"))
            .count();
        assert_eq!(series, MAX_ACTIONS + 1, "the cap and one `other`");
        assert!(text.contains("action=\"other\",decision=\"allow\",code=\"-\"} 100"));
        assert!(text.contains("action=\"mutation.f0\",decision=\"allow\",code=\"-\"} 2"));
        // Another service has its own room.
        m.ended(&event("slack", "chat.postMessage"), Duration::ZERO);
        assert!(m
            .encode(&Sample::default())
            .contains("action=\"chat.postMessage\""));
    }
}
