//! `wirepass check`: the whole decision for one request, offline from the configuration:
//! the request is read and decided exactly as the proxy would (the admit and decide phases,
//! the same parser and path rules), then the mapping, each rule considered, and the verdict
//! are printed (exit 0 allowed, also when report mode would let a refusal through; 1
//! refused; 2 error). Rate limits are not applied (they count live traffic), and
//! credentials are named, never loaded or printed. `--live` asks the owning systems too.

use std::path::PathBuf;

use anyhow::{bail, Context};
use bytes::Bytes;
use http::{HeaderMap, HeaderName, HeaderValue, Method};
use serde_json::json;
use wirepass::checks::{Access, Source};
use wirepass::entitlements::Enforcer;
use wirepass::pipeline::admit::parse_url;
use wirepass::pipeline::{Entry, Found, Pipeline, Run};
use wirepass::policy::DecideArgs;
use wirepass::refusal::Refusal;
use wirepass::routes::Mapping;
use wirepass::session::{Session, UserId};

use super::Status;

/// Arguments of `wirepass check`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The configuration.
    #[arg(long)]
    config: Option<PathBuf>,
    /// The session user (as trust mode would give it).
    #[arg(long)]
    user: Option<String>,
    /// The user's groups from the session, comma-separated.
    #[arg(long, value_delimiter = ',')]
    groups: Vec<String>,
    /// A session token to verify and use instead of --user.
    #[arg(long)]
    token: Option<String>,
    /// A request header `Name: value` (repeatable).
    #[arg(long = "header", short = 'H')]
    headers: Vec<String>,
    /// A file holding the request body.
    #[arg(long)]
    body: Option<PathBuf>,
    /// An entitlements file to decide against too, as `run --entitlements` would.
    #[arg(long, value_name = "FILE")]
    entitlements: Option<PathBuf>,
    /// Ask the owning systems too (the services' `check:` blocks), as the proxy would;
    /// without it the live layer is skipped and the answer says so.
    #[arg(long)]
    live: bool,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    /// The method (GET, POST, ...).
    method: String,
    /// The URL (https://host/path?query).
    url: String,
}

/// Runs `wirepass check`.
pub fn run(args: Args) -> anyhow::Result<Status> {
    let config = super::session::load(args.config.as_deref())?;
    let entitlements = match &args.entitlements {
        Some(p) => Some(std::sync::Arc::new(Enforcer::load(p)?)),
        None => None,
    };
    let pipeline = Pipeline::offline(&config, args.live)?.with_entitlements(entitlements);
    if args.live {
        let transport = wirepass::proxy::check_transport(&config)?;
        pipeline.checks().connect(&transport);
    }
    let method = Method::from_bytes(args.method.to_ascii_uppercase().as_bytes())
        .with_context(|| format!("`{}` is not an HTTP method", args.method))?;
    let uri = parse_url(&args.url).map_err(|r| anyhow::anyhow!(r.reason))?;
    let target = match pipeline.admit(Entry::Url(&uri)) {
        Ok(t) => t,
        Err(r) => return refused(&args, &Found::default(), &[], &r),
    };
    let session = match (&args.token, &args.user) {
        (Some(_), Some(_)) => bail!("give --user or --token, not both"),
        // A token is verified by the session stage itself, as the proxy would.
        (Some(_), None) | (None, None) => None,
        (None, Some(u)) => Some(Session {
            user: UserId(u.clone()),
            groups: args
                .groups
                .iter()
                .filter(|g| !g.is_empty())
                .cloned()
                .collect(),
            scope: None,
        }),
    };
    let mut headers = HeaderMap::new();
    for h in &args.headers {
        let (k, v) = h
            .split_once(':')
            .with_context(|| format!("--header `{h}` is not `Name: value`"))?;
        headers.append(
            HeaderName::from_bytes(k.trim().as_bytes())?,
            HeaderValue::from_str(v.trim())?,
        );
    }
    if let Some(tok) = &args.token {
        headers.append(pipeline.sessions().header(), HeaderValue::from_str(tok)?);
    }
    let body = match &args.body {
        Some(p) => {
            Bytes::from(std::fs::read(p).with_context(|| format!("cannot read {}", p.display()))?)
        }
        None => Bytes::new(),
    };
    let offline = super::offline::Offline::new(pipeline)?;
    let pipeline = &offline.pipeline;
    let decided = offline.decide(target, method, &uri, headers, body, Run::Offline(session))?;
    let found = &decided.found;
    let explained = pipeline.policy().explain(&DecideArgs {
        session: found.session.as_ref(),
        mapping: &found.mapping,
        credential: false,
    });
    let rules: Vec<serde_json::Value> = explained
        .iter()
        .map(|(m, cs)| json!({"action": format!("{}:{}", m.service, m.action), "resource": m.resource, "considered": cs}))
        .collect();
    if let Err(r) = &decided.outcome {
        return refused(&args, found, &rules, r);
    }
    // Named only when the request would go on; the value is never loaded here.
    let credential = found.service.as_deref().and_then(|s| {
        config
            .file
            .services
            .get(s)
            .and_then(|f| f.credential.as_ref())
            .filter(|_| uri.scheme_str() == Some("https"))
            .map(|c| c.header.to_ascii_lowercase())
    });
    let (decision, code, reason) = match &found.reported {
        None => ("allow", None, String::new()),
        Some(r) => ("would_refuse", Some(r.code.as_str()), r.reason.clone()),
    };
    report(
        &args,
        found.session.as_ref(),
        found.service.as_deref(),
        &found.mapping,
        &rules,
        decision,
        code,
        &reason,
        credential,
        &live_lines(found),
    )
}

/// What the live layer did, one line per action it asked about.
fn live_lines(found: &Found) -> Vec<String> {
    if found.live_skipped {
        return vec!["skipped (offline: add --live to ask the owning system)".into()];
    }
    found
        .checked
        .iter()
        .map(|(action, c)| {
            let said = match &c.access {
                Access::Allow(w) => format!("allowed: {w}"),
                Access::Deny(w) => format!("refused: {w}"),
                Access::Uncheckable(w) => format!("not asked: {w}"),
            };
            let from = match c.source {
                Source::Cache => "cached",
                Source::Backend => "asked now",
            };
            format!("{action}: {said} ({from})")
        })
        .collect()
}

fn refused(
    args: &Args,
    found: &Found,
    rules: &[serde_json::Value],
    r: &Refusal,
) -> anyhow::Result<Status> {
    report(
        args,
        found.session.as_ref(),
        found.service.as_deref().or(r.service.as_deref()),
        &found.mapping,
        rules,
        "refuse",
        Some(r.code.as_str()),
        &r.reason,
        None,
        &live_lines(found),
    )
}

#[allow(clippy::too_many_arguments)]
fn report(
    args: &Args,
    session: Option<&Session>,
    service: Option<&str>,
    mapping: &Mapping,
    rules: &[serde_json::Value],
    decision: &str,
    code: Option<&str>,
    reason: &str,
    credential: Option<String>,
    live: &[String],
) -> anyhow::Result<Status> {
    let mapping_json = match mapping {
        Mapping::NoService => json!({"kind": "no_service"}),
        Mapping::Unmapped { service, effect } => {
            json!({"kind": "unmapped", "service": service, "effect": effect})
        }
        Mapping::Refused(r) => json!({"kind": "refused", "code": r.code, "reason": r.reason}),
        Mapping::Mapped(ms) => json!({"kind": "mapped", "actions": ms.iter().map(|m| json!({
            "service": m.service, "action": m.action, "resource": m.resource,
            "effect": m.effect, "destructive": m.destructive,
        })).collect::<Vec<_>>()}),
    };
    if args.json {
        let out = json!({
            "method": args.method.to_ascii_uppercase(),
            "url": args.url,
            "service": service,
            "session": session.map(|s| json!({"user": s.user.0, "groups": s.groups, "scope": s.scope})),
            "mapping": mapping_json,
            "rules": rules,
            "decision": decision,
            "code": code,
            "reason": (!reason.is_empty()).then_some(reason),
            "credential": credential.as_ref().map(|h| json!({"header": h})),
            "live_check": live,
        });
        println!("{out}");
    } else {
        println!(
            "request:  {} {}",
            args.method.to_ascii_uppercase(),
            args.url
        );
        match session {
            Some(s) => println!(
                "session:  {} (groups: {})",
                s.user,
                if s.groups.is_empty() {
                    "none".into()
                } else {
                    s.groups.join(", ")
                }
            ),
            None => println!("session:  none"),
        }
        if let Some(scope) = session.and_then(|s| s.scope.as_ref()) {
            println!("scope:    {}", scope.join(", "));
        }
        match mapping {
            Mapping::NoService => {
                println!("mapping:  no route table for this host (no permission decision)")
            }
            Mapping::Unmapped { service, effect } => println!(
                "mapping:  {service}: no route matched (unmapped {})",
                effect.as_str()
            ),
            Mapping::Refused(r) => println!("mapping:  refused ({}): {}", r.code, r.reason),
            Mapping::Mapped(ms) => {
                for m in ms {
                    println!(
                        "mapping:  {}:{} on {} ({}{})",
                        m.service,
                        m.action,
                        m.resource,
                        m.effect.as_str(),
                        if m.destructive { ", destructive" } else { "" }
                    );
                }
            }
        }
        for r in rules {
            println!(
                "rules for {} on {}:",
                r["action"].as_str().unwrap_or(""),
                r["resource"].as_str().unwrap_or("")
            );
            for c in r["considered"].as_array().map(Vec::as_slice).unwrap_or(&[]) {
                let misses: Vec<&str> = c["misses"]
                    .as_array()
                    .map(|a| a.iter().filter_map(|x| x.as_str()).collect())
                    .unwrap_or_default();
                let why = if misses.is_empty() {
                    String::new()
                } else {
                    format!(" (misses: {})", misses.join(", "))
                };
                println!(
                    "  {:<24} {:<9} {}{why}",
                    c["rule"].as_str().unwrap_or(""),
                    c["outcome"].as_str().unwrap_or(""),
                    c["summary"].as_str().unwrap_or("")
                );
            }
        }
        for l in live {
            println!("live check: {l}");
        }
        if let Some(h) = &credential {
            println!("credential: `{h}` would be injected (value not shown)");
        }
        match code {
            None => println!("verdict:  allow"),
            Some(code) => println!("verdict:  {decision} ({code}): {reason}"),
        }
    }
    Ok(if decision == "refuse" {
        Status::No
    } else {
        Status::Ok
    })
}
