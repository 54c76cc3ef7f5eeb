//! `wirepass check`: the whole decision for one request, offline from the configuration:
//! the mapping, each rule considered, and the verdict (exit 0 allowed, also when report
//! mode would let a refusal through; 1 refused; 2 error). Rate limits are not applied
//! (they count live traffic), and credentials are named, never loaded or printed.

use std::path::PathBuf;

use anyhow::{bail, Context};
use http::{HeaderMap, HeaderName, HeaderValue, Method};
use serde_json::json;
use wirepass::policy::{DecideArgs, Verdict};
use wirepass::request::{BodyPrefix, RequestId, RequestView, Scheme, Tunnel};
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
    let router = wirepass::config::stages::router(&config)?;
    let policy = wirepass::config::stages::policy(&config)?;
    let method = Method::from_bytes(args.method.to_ascii_uppercase().as_bytes())
        .with_context(|| format!("`{}` is not an HTTP method", args.method))?;
    let url = url::Url::parse(&args.url).with_context(|| format!("`{}` is not a URL", args.url))?;
    let scheme = match url.scheme() {
        "https" => Scheme::Https,
        "http" => Scheme::Http,
        s => bail!("scheme {s} is not http or https"),
    };
    let host = url
        .host_str()
        .context("the URL has no host")?
        .trim_start_matches('[')
        .trim_end_matches(']')
        .trim_end_matches('.')
        .to_ascii_lowercase();
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
    let body = match &args.body {
        Some(p) => BodyPrefix {
            bytes: std::fs::read(p)
                .with_context(|| format!("cannot read {}", p.display()))?
                .into(),
            complete: true,
        },
        None => BodyPrefix::empty(),
    };
    let session = match (&args.token, &args.user) {
        (Some(_), Some(_)) => bail!("give --user or --token, not both"),
        (Some(tok), None) => match wirepass::config::stages::sessions(&config)?.verify(tok) {
            Ok(v) => Some(v.session),
            Err(e) => {
                return report(
                    &args,
                    None,
                    None,
                    &Mapping::NoService,
                    &[],
                    "refuse",
                    Some("bad_session"),
                    &format!("the token is invalid: {e}"),
                    None,
                )
            }
        },
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
        (None, None) => None,
    };
    let id = RequestId::new();
    let tunnel = Tunnel {
        client: std::net::SocketAddr::from(([127, 0, 0, 1], 0)),
        proxy_auth: None,
    };
    let view = RequestView {
        id: &id,
        method: &method,
        scheme,
        host: &host,
        port: url.port_or_known_default().unwrap_or(443),
        path: url.path(),
        query: url.query(),
        headers: &headers,
        body: &body,
        tunnel: &tunnel,
    };
    let service = router.service_for_host(&host).map(str::to_string);
    let mapping = router.map(&view);
    let decide = DecideArgs {
        session: session.as_ref(),
        mapping: &mapping,
    };
    let verdict = policy.decide(&decide);
    let explained = policy.explain(&decide);
    let rules: Vec<serde_json::Value> = explained
        .iter()
        .map(|(m, cs)| json!({"action": format!("{}:{}", m.service, m.action), "resource": m.resource, "considered": cs}))
        .collect();
    // Named only when the request would go on; the value is never loaded here.
    let forwarded = !matches!(verdict, Verdict::Refuse(_));
    let credential = service.as_deref().filter(|_| forwarded).and_then(|s| {
        config
            .file
            .services
            .get(s)
            .and_then(|f| f.credential.as_ref())
            .map(|c| c.header.to_ascii_lowercase())
    });
    let (decision, code, reason) = match &verdict {
        Verdict::Allow => ("allow", None, String::new()),
        Verdict::Report(r) => ("would_refuse", Some(r.code.as_str()), r.reason.clone()),
        Verdict::Refuse(r) => ("refuse", Some(r.code.as_str()), r.reason.clone()),
    };
    report(
        &args,
        session.as_ref(),
        service.as_deref(),
        &mapping,
        &rules,
        decision,
        code,
        &reason,
        credential,
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
