//! `wirepass routes`: list the active tables, explain how a request maps, validate table
//! files, and import an OpenAPI 3 description as a table.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use anyhow::Context;
use bytes::Bytes;
use http::Method;
use serde::Serialize;

use super::offline::Offline;
use wirepass::config::Config;
use wirepass::pipeline::admit;
use wirepass::pipeline::decide::path_and_query;
use wirepass::pipeline::{Entry, Pipeline, Run};
use wirepass::refusal::Code;
use wirepass::routes::openapi::{self, ImportOptions};
use wirepass::routes::{Mapping, Table};

use super::Status;

/// Arguments of `wirepass routes`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: Option<Sub>,
    /// Show only this service.
    #[arg(long)]
    service: Option<String>,
    /// The configuration file (default: the embedded defaults, every builtin table).
    #[arg(long, global = true)]
    config: Option<PathBuf>,
}

#[derive(Debug, clap::Subcommand)]
enum Sub {
    /// Show how a request maps to service, action, resource and effect.
    Explain(ExplainArgs),
    /// Check route table files; errors name file:line (exit 1 when any is wrong).
    Validate(ValidateArgs),
    /// Generate a route table from an OpenAPI 3 description (JSON).
    ImportOpenapi(ImportArgs),
}

#[derive(Debug, clap::Args)]
struct ExplainArgs {
    /// One JSON object instead of text.
    #[arg(long)]
    json: bool,
    /// Read `METHOD URL` lines from standard input; write one JSON line for each, in order.
    #[arg(long, conflicts_with_all = ["method", "url", "body"])]
    stdin: bool,
    /// The request's method.
    #[arg(required_unless_present = "stdin")]
    method: Option<String>,
    /// The request's absolute URL.
    #[arg(required_unless_present = "stdin")]
    url: Option<String>,
    /// A file holding the request body.
    #[arg(long)]
    body: Option<PathBuf>,
    /// The body's content type (default application/json when --body is given).
    #[arg(long)]
    content_type: Option<String>,
}

#[derive(Debug, clap::Args)]
struct ValidateArgs {
    /// Table files.
    #[arg(required = true)]
    files: Vec<PathBuf>,
}

#[derive(Debug, clap::Args)]
struct ImportArgs {
    /// The OpenAPI 3 description (JSON).
    spec: PathBuf,
    /// The service name of the table.
    #[arg(long)]
    service: String,
    /// A host the table owns (repeatable).
    #[arg(long, required = true)]
    host: Vec<String>,
    /// Write the table here instead of standard output.
    #[arg(long)]
    out: Option<PathBuf>,
}

/// Runs `wirepass routes`.
pub fn run(args: Args) -> anyhow::Result<Status> {
    match args.command {
        None => list(args.config, args.service),
        Some(Sub::Explain(e)) => explain(args.config, e),
        Some(Sub::Validate(v)) => validate(v),
        Some(Sub::ImportOpenapi(i)) => import(i),
    }
}

fn load(config: Option<PathBuf>) -> anyhow::Result<Config> {
    Ok(match config {
        Some(p) => Config::load(&p)?,
        None => Config::embedded(),
    })
}

fn list(config: Option<PathBuf>, service: Option<String>) -> anyhow::Result<Status> {
    let config = load(config)?;
    let router = wirepass::config::stages::router(&config)?;
    let mut out = std::io::stdout().lock();
    let mut shown = 0;
    writeln!(
        out,
        "{:<14} {:>6}  {:<40} {:<16} HOSTS",
        "SERVICE", "ROUTES", "SOURCE", "LIVE CHECK"
    )?;
    for a in router.tables() {
        if service.as_deref().is_some_and(|s| s != a.table.service) {
            continue;
        }
        shown += 1;
        let mut hosts = if a.hosts.is_empty() {
            "(none: set services.NAME.hosts)".to_string()
        } else {
            a.hosts.join(", ")
        };
        if !a.storage.is_empty() {
            hosts.push_str(&format!("; storage by redirect: {}", a.storage.join(", ")));
        }
        // The check the config configures, else `off` (and which one the table answers to).
        let check = match config
            .file
            .services
            .get(&a.table.service)
            .and_then(|s| s.check.as_ref())
        {
            Some(c) => c.kind.as_str().to_string(),
            None => match &a.table.check {
                Some(k) => format!("off ({k})"),
                None => "off".into(),
            },
        };
        writeln!(
            out,
            "{:<14} {:>6}  {:<40} {check:<16} {hosts}",
            a.table.service,
            a.table.routes.len(),
            a.table.source.display()
        )?;
    }
    if let (Some(s), 0) = (service, shown) {
        anyhow::bail!("no active route table for service `{s}`");
    }
    Ok(Status::Ok)
}

/// The parts of an absolute URL, as the proxy reads them (explain prints the host; the
/// test below pins the whole split).
#[cfg_attr(not(test), allow(dead_code))]
struct Target {
    host: String,
    path: String,
    query: Option<String>,
}

fn parse_url(url: &str) -> anyhow::Result<Target> {
    let uri = admit::parse_url(url).map_err(|r| anyhow::anyhow!(r.reason))?;
    anyhow::ensure!(
        matches!(uri.scheme_str(), Some("http" | "https")),
        "`{url}`: only http and https URLs"
    );
    let authority = uri
        .authority()
        .with_context(|| format!("`{url}` has no host"))?;
    let host = wirepass::proxy::hosts::parse_authority(authority.as_str())
        .map_err(|e| anyhow::anyhow!("`{url}`: {e}"))?
        .host;
    let (path, query) = path_and_query(&uri);
    Ok(Target { host, path, query })
}

#[derive(Serialize)]
struct ActionJson<'a> {
    action: &'a str,
    resource: &'a str,
    effect: &'a str,
}

#[derive(Serialize)]
struct RefusedJson<'a> {
    code: &'a str,
    reason: &'a str,
}

/// One explain line: the design's `{"method","url","service","action","resource","effect"}`
/// or `{"method","url","unmapped":true}`; several GraphQL actions add `actions`.
#[derive(Serialize)]
struct Line<'a> {
    method: &'a str,
    url: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    service: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    action: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    resource: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    effect: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    actions: Option<Vec<ActionJson<'a>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    unmapped: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    refused: Option<RefusedJson<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

impl<'a> Line<'a> {
    fn new(method: &'a str, url: &'a str) -> Self {
        Line {
            method,
            url,
            service: None,
            action: None,
            resource: None,
            effect: None,
            actions: None,
            unmapped: None,
            refused: None,
            error: None,
        }
    }

    fn of(method: &'a str, url: &'a str, service: Option<&'a str>, m: &'a Mapping) -> Self {
        let mut line = Line::new(method, url);
        match m {
            Mapping::NoService | Mapping::Unmapped { .. } => line.unmapped = Some(true),
            Mapping::Refused(r) => {
                line.service = service;
                line.refused = Some(RefusedJson {
                    code: r.code.as_str(),
                    reason: &r.reason,
                });
            }
            Mapping::Mapped(list) => {
                let Some(first) = list.first() else {
                    line.unmapped = Some(true);
                    return line;
                };
                line.service = Some(&first.service);
                line.action = Some(&first.action);
                line.resource = Some(&first.resource);
                let write = list
                    .iter()
                    .any(|m| m.effect == wirepass::routes::Effect::Write);
                line.effect = Some(if write { "write" } else { "read" });
                if list.len() > 1 {
                    line.actions = Some(
                        list.iter()
                            .map(|m| ActionJson {
                                action: &m.action,
                                resource: &m.resource,
                                effect: m.effect.as_str(),
                            })
                            .collect(),
                    );
                }
            }
        }
        line
    }
}

/// Maps one request by running the decide phase offline, exactly as the proxy would
/// decide it, and reading what the route stage found.
/// Maps one request by running the decide phase offline, exactly as the proxy would
/// decide it, and reading what the route stage found.
fn map_one(
    offline: &Offline,
    method: &str,
    url: &str,
    ct: Option<&str>,
    body: &Bytes,
) -> anyhow::Result<(Option<String>, Mapping)> {
    let m = Method::from_bytes(method.to_ascii_uppercase().as_bytes())
        .with_context(|| format!("bad method `{method}`"))?;
    let uri = admit::parse_url(url).map_err(|r| anyhow::anyhow!(r.reason))?;
    let pipeline = &offline.pipeline;
    let target = match pipeline.admit(Entry::Url(&uri)) {
        Ok(t) => t,
        // A host no table owns maps to nothing; explain answers for every host.
        Err(r) if r.code == Code::UnknownHost => return Ok((None, Mapping::NoService)),
        Err(r) => anyhow::bail!("{}", r.reason),
    };
    let mut headers = http::HeaderMap::new();
    if let Some(ct) = ct {
        headers.insert(http::header::CONTENT_TYPE, http::HeaderValue::from_str(ct)?);
    }
    let host = target.host.clone();
    let decided = offline.decide(target, m, &uri, headers, body.clone(), Run::Offline(None))?;
    let found = decided.found;
    let service = found.service.or_else(|| {
        pipeline
            .router()
            .service_for_host(&host)
            .map(str::to_string)
    });
    // A refusal before the route stage (a malformed body) is what the proxy would answer.
    let mapping = match (found.mapping, decided.outcome) {
        (Mapping::NoService, Err(r)) if service.is_some() => Mapping::Refused(r),
        (m, _) => m,
    };
    Ok((service, mapping))
}

fn offline(config: Option<PathBuf>) -> anyhow::Result<Offline> {
    let config = match config {
        Some(p) => Config::load(&p)?,
        None => Config::embedded(),
    };
    Offline::new(Pipeline::offline(&config, false)?)
}

fn explain(config: Option<PathBuf>, a: ExplainArgs) -> anyhow::Result<Status> {
    let offline = offline(config)?;
    if a.stdin {
        return explain_stdin(&offline);
    }
    let (Some(method), Some(url)) = (a.method.as_deref(), a.url.as_deref()) else {
        anyhow::bail!("give METHOD and URL, or --stdin");
    };
    let body = match &a.body {
        Some(p) => {
            Bytes::from(std::fs::read(p).with_context(|| format!("reading {}", p.display()))?)
        }
        None => Bytes::new(),
    };
    let ct = a
        .content_type
        .as_deref()
        .or(a.body.as_ref().map(|_| "application/json"));
    let (service, mapping) = map_one(&offline, method, url, ct, &body)?;
    let service = service.as_deref();
    let host = parse_url(url)?.host;
    let mut out = std::io::stdout().lock();
    if a.json {
        serde_json::to_writer(&mut out, &Line::of(method, url, service, &mapping))?;
        writeln!(out)?;
        return Ok(Status::Ok);
    }
    match &mapping {
        Mapping::NoService => writeln!(out, "unmapped: no route table owns host {host}")?,
        Mapping::Unmapped { service, effect } => writeln!(
            out,
            "unmapped: no route of the {service} table matches ({} by its method)",
            effect.as_str()
        )?,
        Mapping::Refused(r) => writeln!(out, "refused: {} — {}", r.code, r.reason)?,
        Mapping::Mapped(list) => {
            for m in list {
                writeln!(out, "service      {}", m.service)?;
                writeln!(out, "action       {}", m.action)?;
                writeln!(out, "resource     {}", m.resource)?;
                writeln!(out, "effect       {}", m.effect.as_str())?;
                writeln!(out, "destructive  {}", m.destructive)?;
                if let Some(l) = &m.level {
                    writeln!(out, "level        {l}")?;
                }
                writeln!(out)?;
            }
        }
    }
    Ok(Status::Ok)
}

fn explain_stdin(offline: &Offline) -> anyhow::Result<Status> {
    let stdin = std::io::stdin().lock();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let body = Bytes::new();
    for line in stdin.lines() {
        let line = line?;
        let text = line.trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        let mut parts = text.split_whitespace();
        let method = parts.next().unwrap_or_default();
        let url = parts.next().unwrap_or_default();
        match map_one(offline, method, url, None, &body) {
            Ok((service, mapping)) => {
                serde_json::to_writer(
                    &mut out,
                    &Line::of(method, url, service.as_deref(), &mapping),
                )?;
            }
            Err(e) => {
                let mut l = Line::new(method, url);
                l.error = Some(format!("{e:#}"));
                serde_json::to_writer(&mut out, &l)?;
            }
        }
        out.write_all(b"\n")?;
    }
    out.flush()?;
    Ok(Status::Ok)
}

fn validate(v: ValidateArgs) -> anyhow::Result<Status> {
    let mut failed = false;
    for f in &v.files {
        let result = std::fs::read_to_string(f)
            .map_err(|e| format!("{}: cannot read: {e}", f.display()))
            .and_then(|text| Table::parse(&text, f).map_err(|e| e.to_string()));
        match result {
            Ok(t) => println!(
                "{}: ok ({} routes, service {})",
                f.display(),
                t.routes.len(),
                t.service
            ),
            Err(e) => {
                failed = true;
                println!("{e}");
            }
        }
    }
    Ok(if failed { Status::No } else { Status::Ok })
}

fn import(i: ImportArgs) -> anyhow::Result<Status> {
    let text = std::fs::read_to_string(&i.spec)
        .with_context(|| format!("reading {}", i.spec.display()))?;
    let opts = ImportOptions {
        service: i.service,
        hosts: i.host,
    };
    let table = openapi::import(&text, &opts).with_context(|| format!("{}", i.spec.display()))?;
    match i.out {
        Some(p) => std::fs::write(&p, table).with_context(|| format!("writing {}", p.display()))?,
        None => std::io::stdout().lock().write_all(table.as_bytes())?,
    }
    Ok(Status::Ok)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_split_into_host_path_and_query() {
        let cases = [
            (
                "plain",
                "https://API.GitHub.com/repos/a/b",
                "api.github.com",
                "/repos/a/b",
                None,
            ),
            (
                "port_and_query",
                "http://h.test:8080/x?y=1#frag",
                "h.test",
                "/x",
                Some("y=1"),
            ),
            ("no_path", "https://h.test?q", "h.test", "/", Some("q")),
            ("userinfo", "https://u:p@h.test/", "h.test", "/", None),
            ("ipv6", "https://[::1]:6443/api", "::1", "/api", None),
        ];
        for (name, url, host, path, query) in cases {
            let t = parse_url(url).unwrap();
            assert_eq!(
                (t.host.as_str(), t.path.as_str(), t.query.as_deref()),
                (host, path, query),
                "{name}"
            );
        }
        assert!(parse_url("ftp://h.test/").is_err());
        assert!(parse_url("/relative").is_err());
    }

    #[test]
    fn explain_lines_have_exactly_the_documented_fields() {
        let mapped = Mapping::Mapped(vec![wirepass::routes::Mapped {
            service: "github".into(),
            action: "pulls.create".into(),
            resource: "repo:a/b".into(),
            effect: wirepass::routes::Effect::Write,
            destructive: false,
            level: None,
            spelling: Default::default(),
        }]);
        let line = serde_json::to_value(Line::of("POST", "u", Some("github"), &mapped)).unwrap();
        assert_eq!(
            line,
            serde_json::json!({"method": "POST", "url": "u", "service": "github",
                "action": "pulls.create", "resource": "repo:a/b", "effect": "write"})
        );
        let unmapped = Mapping::Unmapped {
            service: "github".into(),
            effect: wirepass::routes::Effect::Read,
        };
        let line = serde_json::to_value(Line::of("GET", "u", Some("github"), &unmapped)).unwrap();
        assert_eq!(
            line,
            serde_json::json!({"method": "GET", "url": "u", "unmapped": true})
        );
    }
}
