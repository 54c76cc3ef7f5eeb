//! The composition root's wiring: which sections each stage is compiled from, what it is
//! given from other sections, and where its errors are placed. Each function hands a
//! stage its own section (never the whole file) and turns the stage's [`SectionError`]
//! into a `file:line:col` [`ConfigError`]. `Pipeline::new`, `Proxy::bind` and the CLI
//! call these; nothing else sees the whole configuration.

use std::collections::BTreeMap;

use http::HeaderName;

use super::{Config, ConfigError};
use crate::audit::Audit;
use crate::checks::{Checks, ChecksCtx, TableFacts};
use crate::credentials::{Credentials, CredentialsCtx};
use crate::policy::{Policy, PolicyCtx, PolicySections};
use crate::proxy::settings::HostRules;
use crate::proxy::{ProxySections, Settings};
use crate::routes::{Router, RoutesCtx, ServiceRoutes};
use crate::scan::{Guard, GuardCtx, ServiceScan};
#[cfg(doc)]
use crate::section::SectionError;
use crate::session::{SessionCtx, Sessions, DEFAULT_HEADER};

/// `session:`, without the services' credentials (offline `check` and `session verify`
/// need no secret but the token key).
pub fn sessions(config: &Config) -> Result<Sessions, ConfigError> {
    let ctx = SessionCtx {
        base_dir: &config.base_dir,
    };
    Sessions::compile(&config.file.session, &ctx).map_err(|e| config.locate(e.under("session")))
}

/// Every `services.NAME.credential`; `session_header` is the compiled session header,
/// which no credential may be injected into.
pub fn credentials(
    config: &Config,
    session_header: &HeaderName,
) -> Result<Credentials, ConfigError> {
    let ctx = CredentialsCtx {
        base_dir: &config.base_dir,
        session_header,
    };
    let sections = config
        .file
        .services
        .iter()
        .filter_map(|(name, s)| s.credential.as_ref().map(|c| (name, c)));
    Credentials::compile(sections, &ctx).map_err(|e| config.locate(e.under("services")))
}

/// `services.NAME.check`: each service's live check, over its route table's levels.
/// `secrets`: load each check's own credential (offline answers without `--live` skip
/// the live layer and need none).
pub fn checks(config: &Config, router: &Router, secrets: bool) -> Result<Checks, ConfigError> {
    let tables: BTreeMap<String, TableFacts> = router
        .tables()
        .iter()
        .map(|a| {
            let t = &a.table;
            let facts = TableFacts {
                check: t.check.clone(),
                levels: t.levels.clone(),
            };
            (t.service.clone(), facts)
        })
        .collect();
    let ctx = ChecksCtx {
        base_dir: &config.base_dir,
        tables: &tables,
        secrets,
    };
    let sections = config
        .file
        .services
        .iter()
        .filter_map(|(name, s)| s.check.as_ref().map(|c| (name, c)));
    Checks::compile(sections, &ctx).map_err(|e| config.locate(e.under("services")))
}

/// The route tables: the builtins and `services.NAME.routes` / `.hosts`.
pub fn router(config: &Config) -> Result<Router, ConfigError> {
    let services: BTreeMap<String, ServiceRoutes<'_>> = config
        .file
        .services
        .iter()
        .map(|(name, s)| {
            let routes = ServiceRoutes {
                routes: s.routes.as_deref(),
                hosts: s.hosts.as_deref(),
                storage: s.storage.as_deref(),
            };
            (name.clone(), routes)
        })
        .collect();
    let ctx = RoutesCtx {
        base_dir: &config.base_dir,
    };
    Router::compile(&services, &ctx).map_err(|e| config.locate(e.under("services")))
}

/// Groups, grants, modes and rate limits; given each service's `mode` and the session's
/// header and `required`.
pub fn policy(config: &Config) -> Result<Policy, ConfigError> {
    let f = &config.file;
    let sections = PolicySections {
        mode: f.mode,
        groups: &f.groups,
        grants: &f.grants,
        rate_limits: &f.rate_limits,
    };
    let ctx = PolicyCtx {
        service_modes: f
            .services
            .iter()
            .filter_map(|(name, s)| s.mode.map(|m| (name.clone(), m)))
            .collect(),
        session_header: f
            .session
            .header
            .clone()
            .unwrap_or_else(|| DEFAULT_HEADER.to_string()),
        session_required: f.session.required,
    };
    Policy::compile(&sections, &ctx).map_err(|e| config.locate(e))
}

/// The scanner and each service's `leaks` / `redact_responses`, watching the process
/// environment.
pub fn guard(config: &Config) -> Result<Guard, ConfigError> {
    // `vars()` panics on a variable that is not UTF-8; the process environment is not ours
    // to trust, so it is read as `OsString`s.
    guard_with_os_env(config, std::env::vars_os())
}

/// Like [`guard`], with the environment given as text (tests).
pub fn guard_with_env(
    config: &Config,
    env: impl IntoIterator<Item = (String, String)>,
) -> Result<Guard, ConfigError> {
    let env = env
        .into_iter()
        .map(|(name, value)| (name.into(), value.into()));
    guard_with_os_env(config, env)
}

/// Like [`guard`], with the environment given as the OS gives it (tests).
pub fn guard_with_os_env(
    config: &Config,
    env: impl IntoIterator<Item = (std::ffi::OsString, std::ffi::OsString)>,
) -> Result<Guard, ConfigError> {
    let ctx = GuardCtx {
        services: config
            .file
            .services
            .iter()
            .map(|(name, s)| (name.clone(), ServiceScan::new(s.leaks, s.redact_responses)))
            .collect(),
        own_issuer: config.file.session.jwt.as_ref().map(|j| j.issuer.clone()),
    };
    // A live check's own token (`token: env:NAME`) is watched wherever it might leave:
    // the agent never holds it, so it goes to no host through the proxy.
    let mut scan = config.file.scan.clone();
    let check_vars = config
        .file
        .services
        .values()
        .filter_map(|s| {
            s.check
                .as_ref()?
                .token
                .as_deref()?
                .trim()
                .strip_prefix("env:")
        })
        .map(str::to_string);
    scan.watch_env.extend(check_vars);
    Guard::compile(&scan, &ctx, env).map_err(|e| config.locate(e.under("scan")))
}

/// `audit:`.
pub fn audit(config: &Config) -> Result<Audit, ConfigError> {
    Audit::compile(&config.file.audit, &config.base_dir)
        .map_err(|e| config.locate(e.under("audit")))
}

/// The proxy shell's `hosts:`, `egress:` and `limits:`.
pub fn settings(config: &Config) -> Result<Settings, ConfigError> {
    let f = &config.file;
    let sections = ProxySections {
        hosts: &f.hosts,
        egress: &f.egress,
        limits: &f.limits,
    };
    Settings::compile(&sections).map_err(|e| config.locate(e))
}

/// Refuses a `hosts.tunnel` pattern that covers a host the route tables own.
pub fn check_hosts_against_tables(
    config: &Config,
    hosts: &HostRules,
    router: &Router,
) -> Result<(), ConfigError> {
    hosts
        .check_against_tables(router)
        .map_err(|e| config.locate(e.under("hosts")))
}
