//! Runs every `tests/data/routes/NAME.cases.yaml` against the builtin table NAME (or all
//! builtin tables when there is none). A table without hosts (kubernetes) owns the hosts
//! its cases use. Every failing case is reported with its file:line.

use std::path::{Path, PathBuf};

use bytes::Bytes;
use http::Method;
use serde::Deserialize;
use wirepass::request::BodyPrefix;
use wirepass::routes::{builtin, Active, Mapping, RouteRequest, Router, Table};

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Case {
    method: String,
    url: String,
    #[serde(default)]
    body: Option<String>,
    #[serde(default)]
    content_type: Option<String>,
    #[serde(default)]
    action: Option<String>,
    #[serde(default)]
    resource: Option<String>,
    #[serde(default)]
    effect: Option<String>,
    #[serde(default)]
    destructive: Option<bool>,
    #[serde(default)]
    level: Option<String>,
    /// Several actions (GraphQL documents), in order.
    #[serde(default)]
    actions: Option<Vec<ActionCase>>,
    #[serde(default)]
    unmapped: bool,
    /// A refusal code (`bad_request`, `too_large`).
    #[serde(default)]
    refused: Option<String>,
    /// Free text for the reader.
    #[serde(default)]
    #[allow(dead_code)]
    note: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ActionCase {
    action: String,
    resource: String,
    effect: String,
}

fn split_url(url: &str) -> (String, String, Option<String>) {
    let rest = url.split_once("://").map(|(_, r)| r).unwrap_or(url);
    let end = rest.find(['/', '?']).unwrap_or(rest.len());
    let (authority, pq) = rest.split_at(end);
    let host = authority
        .split(':')
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    let (path, query) = match pq.split_once('?') {
        Some((p, q)) => (p.to_string(), Some(q.to_string())),
        None => (pq.to_string(), None),
    };
    (host, if path.is_empty() { "/".into() } else { path }, query)
}

fn item_lines(text: &str) -> Vec<usize> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| l.starts_with("- ") || *l == "-")
        .map(|(i, _)| i + 1)
        .collect()
}

fn router_for(name: &str, cases: &[Case]) -> Router {
    let mut tables = Vec::new();
    for (n, text) in builtin::TABLES {
        if builtin::get(name).is_some() && *n != name {
            continue;
        }
        let table = Table::parse(text, &builtin::source(n)).unwrap_or_else(|e| panic!("{e}"));
        let hosts = if table.hosts.is_empty() {
            let mut h: Vec<String> = cases.iter().map(|c| split_url(&c.url).0).collect();
            h.sort();
            h.dedup();
            h
        } else {
            table.hosts.clone()
        };
        tables.push(Active {
            table,
            hosts,
            storage: Vec::new(),
        });
    }
    Router::from_tables(tables).unwrap_or_else(|e| panic!("{e}"))
}

fn check(router: &Router, c: &Case) -> Result<(), String> {
    let method = Method::from_bytes(c.method.as_bytes()).map_err(|e| e.to_string())?;
    let (host, path, query) = split_url(&c.url);
    let body = BodyPrefix {
        bytes: Bytes::from(c.body.clone().unwrap_or_default()),
        complete: true,
        trailers: None,
    };
    let m = router.map_request(&RouteRequest {
        method: &method,
        host: &host,
        path: &path,
        query: query.as_deref(),
        content_type: c.content_type.as_deref(),
        body: &body,
        memory: None,
    });
    let got = |m: &Mapping| format!("{m:?}");
    if c.unmapped {
        return match m {
            Mapping::Unmapped { .. } => Ok(()),
            other => Err(format!("want unmapped, got {}", got(&other))),
        };
    }
    if let Some(code) = &c.refused {
        return match &m {
            Mapping::Refused(r) if r.code.as_str() == code => Ok(()),
            other => Err(format!("want refused {code}, got {}", got(other))),
        };
    }
    let Mapping::Mapped(list) = &m else {
        return Err(format!("want mapped, got {}", got(&m)));
    };
    if let Some(want) = &c.actions {
        let have: Vec<(&str, &str, &str)> = list
            .iter()
            .map(|a| (a.action.as_str(), a.resource.as_str(), a.effect.as_str()))
            .collect();
        let want: Vec<(&str, &str, &str)> = want
            .iter()
            .map(|a| (a.action.as_str(), a.resource.as_str(), a.effect.as_str()))
            .collect();
        return if have == want {
            Ok(())
        } else {
            Err(format!("want {want:?}, got {have:?}"))
        };
    }
    let [one] = list.as_slice() else {
        return Err(format!("want one action, got {}", got(&m)));
    };
    let mut diffs = Vec::new();
    let mut cmp = |field: &str, want: &Option<String>, have: &str| {
        if let Some(w) = want {
            if w != have {
                diffs.push(format!("{field}: want {w}, got {have}"));
            }
        }
    };
    cmp("action", &c.action, &one.action);
    cmp("resource", &c.resource, &one.resource);
    cmp("effect", &c.effect, one.effect.as_str());
    cmp("level", &c.level, one.level.as_deref().unwrap_or("(none)"));
    if c.destructive.is_some_and(|d| d != one.destructive) {
        diffs.push(format!("destructive: got {}", one.destructive));
    }
    if c.action.is_none() || c.effect.is_none() {
        diffs.push("a mapped case names at least action and effect".into());
    }
    if diffs.is_empty() {
        Ok(())
    } else {
        Err(diffs.join("; "))
    }
}

#[test]
fn every_case_file_maps_as_written() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/routes");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.to_string_lossy().ends_with(".cases.yaml"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no case files in {}", dir.display());
    let mut failures = Vec::new();
    let mut total = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let name = f
            .file_name()
            .unwrap()
            .to_string_lossy()
            .trim_end_matches(".cases.yaml")
            .to_string();
        let cases: Vec<Case> =
            serde_yaml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let lines = item_lines(&text);
        let router = router_for(&name, &cases);
        for (i, c) in cases.iter().enumerate() {
            total += 1;
            if let Err(e) = check(&router, c) {
                let line = lines.get(i).copied().unwrap_or(0);
                failures.push(format!(
                    "{}:{line}: {} {}: {e}",
                    f.display(),
                    c.method,
                    c.url
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {total} cases failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
