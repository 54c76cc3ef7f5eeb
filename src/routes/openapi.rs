//! `routes import-openapi`: a route table from an OpenAPI 3 description. Effect from the
//! method, action from `operationId` (`/` → `.`, kebab and camel case → snake case),
//! resource from the path parameters (`repo:{owner}/{repo}`, `org:{org}`, … else
//! `SERVICE:{first}`), destructive for DELETE. Output order is stable: by path, then method.
//! Operations that would tie with an earlier one are written as comments, so the output
//! always loads.

use std::collections::HashSet;

use serde_json::Value;

/// What the import needs besides the description.
#[derive(Debug, Clone)]
pub struct ImportOptions {
    /// The service name of the table.
    pub service: String,
    /// The hosts the table owns.
    pub hosts: Vec<String>,
}

/// Why a description cannot be imported.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    #[error("the description is not JSON: {0}")]
    Json(#[from] serde_json::Error),
    #[error("not an OpenAPI 3 description (no `openapi: 3.x` field)")]
    NotOpenApi3,
    #[error("the description has no `paths` object")]
    NoPaths,
}

/// One imported operation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Imported {
    pub method: String,
    pub path: String,
    pub action: String,
    pub resource: Option<String>,
    pub write: bool,
    pub destructive: bool,
    /// Set when the operation ties with an earlier one and is left out.
    pub skipped: Option<String>,
}

const METHODS: [&str; 8] = [
    "get", "head", "options", "post", "put", "patch", "delete", "trace",
];

/// `pulls/create` → `pulls.create`, `repos/get-content` → `repos.get_content`,
/// `listPets` → `list_pets`.
pub fn action_name(operation_id: &str) -> String {
    let mut out = String::new();
    let mut prev_lower = false;
    for c in operation_id.chars() {
        match c {
            '/' => {
                out.push('.');
                prev_lower = false;
            }
            c if c.is_ascii_uppercase() => {
                if prev_lower {
                    out.push('_');
                }
                out.push(c.to_ascii_lowercase());
                prev_lower = false;
            }
            c if c.is_ascii_alphanumeric() || c == '.' || c == '_' => {
                out.push(c);
                prev_lower = c.is_ascii_lowercase() || c.is_ascii_digit();
            }
            _ => {
                out.push('_');
                prev_lower = false;
            }
        }
    }
    out
}

/// The path with each segment either literal or one whole `{param}`; a last placeholder
/// that may hold `/` (in `multi`) becomes `{param+}`.
fn whole_segments(path: &str, multi: &HashSet<String>) -> (String, Vec<String>) {
    let mut params = Vec::new();
    let trimmed = path.trim_end_matches('/');
    let count = trimmed.split('/').count();
    let segs: Vec<String> = trimmed
        .split('/')
        .enumerate()
        .skip(1)
        .map(|(i, seg)| match (seg.find('{'), seg.find('}')) {
            (Some(a), Some(b)) if a < b => {
                let name = &seg[a + 1..b];
                params.push(name.to_string());
                if i + 1 == count && seg.len() == name.len() + 2 && multi.contains(name) {
                    format!("{{{name}+}}")
                } else {
                    format!("{{{name}}}")
                }
            }
            _ => seg.to_string(),
        })
        .collect();
    (format!("/{}", segs.join("/")), params)
}

/// Path parameters that may span segments: GitHub marks them `x-multi-segment: true`;
/// `path` and `file_path` are file paths by name.
fn multi_segment_params(spec: &Value, item: &Value, op: &Value) -> HashSet<String> {
    let mut out: HashSet<String> = ["path", "file_path"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let lists = [item.get("parameters"), op.get("parameters")];
    for p in lists
        .into_iter()
        .flatten()
        .filter_map(Value::as_array)
        .flatten()
    {
        let p = match p.get("$ref").and_then(Value::as_str) {
            Some(r) => match r.strip_prefix('#') {
                Some(pointer) => spec.pointer(pointer).unwrap_or(p),
                None => p,
            },
            None => p,
        };
        let multi = p.get("x-multi-segment").and_then(Value::as_bool) == Some(true);
        if let (true, Some(name)) = (multi, p.get("name").and_then(Value::as_str)) {
            out.insert(name.to_string());
        }
    }
    out
}

fn resource_for(service: &str, params: &[String]) -> Option<String> {
    let has = |n: &str| params.iter().any(|p| p == n);
    if has("owner") && has("repo") {
        return Some("repo:{owner}/{repo}".into());
    }
    for (param, kind) in [
        ("org", "org"),
        ("enterprise", "enterprise"),
        ("username", "user"),
        ("gist_id", "gist"),
        ("project_id", "project"),
        ("namespace", "ns"),
    ] {
        if has(param) {
            return Some(format!("{kind}:{{{param}}}"));
        }
    }
    params.first().map(|p| format!("{service}:{{{p}}}"))
}

/// The operations of a description, in output order.
pub fn import_routes(spec: &Value, opts: &ImportOptions) -> Result<Vec<Imported>, ImportError> {
    let is3 = spec
        .get("openapi")
        .and_then(Value::as_str)
        .is_some_and(|v| v.starts_with('3'));
    if !is3 {
        return Err(ImportError::NotOpenApi3);
    }
    let paths = spec
        .get("paths")
        .and_then(Value::as_object)
        .ok_or(ImportError::NoPaths)?;
    let mut keys: Vec<&String> = paths.keys().collect();
    keys.sort();
    let mut seen: HashSet<(String, String)> = HashSet::new();
    let mut out = Vec::new();
    for key in keys {
        let Some(item_value) = paths.get(key) else {
            continue;
        };
        let Some(item) = item_value.as_object() else {
            continue;
        };
        for m in METHODS {
            let Some(op) = item.get(m) else { continue };
            let multi = multi_segment_params(spec, item_value, op);
            let (path, params) = whole_segments(key, &multi);
            let shape: String = path
                .split('/')
                .map(|s| match s.strip_prefix('{') {
                    Some(rest) if rest.ends_with("+}") => "{+}",
                    Some(_) => "{}",
                    None => s,
                })
                .collect::<Vec<_>>()
                .join("/");
            let upper = m.to_ascii_uppercase();
            let action = match op
                .get("operationId")
                .and_then(Value::as_str)
                .filter(|s| !s.is_empty())
            {
                Some(id) => action_name(id),
                None => {
                    let lits: Vec<&str> = path
                        .split('/')
                        .filter(|s| !s.is_empty() && !s.starts_with('{'))
                        .collect();
                    format!("{m}_{}", action_name(&lits.join("_")))
                }
            };
            // Actions are `noun.verb`: a bare operation id takes the service as its noun.
            let action = if action.contains('.') {
                action
            } else {
                format!("{}.{action}", opts.service)
            };
            let skipped = if let Err(e) = super::template::parse_path(&path) {
                Some(format!("path template: {e}"))
            } else if !seen.insert((upper.clone(), shape.clone())) {
                Some("ties with an earlier operation of the same method and shape".to_string())
            } else {
                None
            };
            out.push(Imported {
                method: upper,
                path: path.clone(),
                action,
                resource: resource_for(&opts.service, &params),
                write: !matches!(m, "get" | "head" | "options"),
                destructive: m == "delete",
                skipped,
            });
        }
    }
    Ok(out)
}

fn yaml_str(s: &str) -> String {
    let plain = !s.is_empty()
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-' | b'/'))
        && !matches!(s, "true" | "false" | "null" | "yes" | "no" | "on" | "off")
        && !s.starts_with(['-', '.'])
        && s.parse::<f64>().is_err();
    if plain {
        s.to_string()
    } else {
        serde_json::to_string(s).unwrap_or_default()
    }
}

fn base_path(spec: &Value) -> Option<String> {
    let url = spec.pointer("/servers/0/url")?.as_str()?;
    let after = url.split_once("://").map(|(_, r)| r)?;
    let path = after.find('/').map(|i| &after[i..])?.trim_end_matches('/');
    (!path.is_empty() && !path.contains('{')).then(|| path.to_string())
}

/// Imports a description (JSON text) into the text of a route table.
pub fn import(spec_json: &str, opts: &ImportOptions) -> Result<String, ImportError> {
    let spec: Value = serde_json::from_str(spec_json)?;
    let routes = import_routes(&spec, opts)?;
    let title = spec
        .pointer("/info/title")
        .and_then(Value::as_str)
        .unwrap_or("an API");
    let version = spec
        .pointer("/info/version")
        .and_then(Value::as_str)
        .unwrap_or("");
    let mut out = String::new();
    out.push_str("# Generated by `wirepass routes import-openapi`; review effects and destructive flags by hand.\n");
    out.push_str("version: 1\n");
    out.push_str(&format!("service: {}\n", yaml_str(&opts.service)));
    out.push_str(&format!(
        "description: {}\n",
        yaml_str(format!("{title} {version}").trim())
    ));
    let hosts: Vec<String> = opts.hosts.iter().map(|h| yaml_str(h)).collect();
    out.push_str(&format!("hosts: [{}]\n", hosts.join(", ")));
    if let Some(b) = base_path(&spec) {
        out.push_str(&format!("base_path: {}\n", yaml_str(&b)));
    }
    out.push_str("routes:\n");
    for r in &routes {
        let p = if r.skipped.is_some() { "  # " } else { "  " };
        if let Some(why) = &r.skipped {
            out.push_str(&format!("  # skipped ({why}):\n"));
        }
        out.push_str(&format!("{p}- method: {}\n", r.method));
        out.push_str(&format!(
            "{p}  path: {}\n",
            serde_json::to_string(&r.path).unwrap_or_default()
        ));
        out.push_str(&format!("{p}  action: {}\n", yaml_str(&r.action)));
        if let Some(res) = &r.resource {
            out.push_str(&format!(
                "{p}  resource: {}\n",
                serde_json::to_string(res).unwrap_or_default()
            ));
        }
        out.push_str(&format!(
            "{p}  effect: {}\n",
            if r.write { "write" } else { "read" }
        ));
        if r.destructive {
            out.push_str(&format!("{p}  destructive: true\n"));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn action_names_follow_operation_ids() {
        let cases = [
            ("pulls/create", "pulls.create"),
            ("repos/get-content", "repos.get_content"),
            ("listPets", "list_pets"),
            ("apps/get-by-slug", "apps.get_by_slug"),
            ("v2 op", "v2_op"),
        ];
        for (id, want) in cases {
            assert_eq!(action_name(id), want, "{id}");
        }
    }

    #[test]
    fn resources_prefer_typed_parameters() {
        let p = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            resource_for("gh", &p(&["owner", "repo", "n"])).as_deref(),
            Some("repo:{owner}/{repo}")
        );
        assert_eq!(
            resource_for("gh", &p(&["org", "team"])).as_deref(),
            Some("org:{org}")
        );
        assert_eq!(
            resource_for("pets", &p(&["petId"])).as_deref(),
            Some("pets:{petId}")
        );
        assert_eq!(resource_for("pets", &p(&[])), None);
    }

    #[test]
    fn partial_placeholders_become_whole_segments() {
        assert_eq!(
            whole_segments("/a/{name}.json/b/", &HashSet::new()),
            ("/a/{name}/b".to_string(), vec!["name".to_string()])
        );
        let multi: HashSet<String> = ["ref".to_string()].into();
        assert_eq!(
            whole_segments("/repos/{owner}/{repo}/git/refs/{ref}", &multi).0,
            "/repos/{owner}/{repo}/git/refs/{ref+}"
        );
        assert_eq!(whole_segments("/a/{ref}/b", &multi).0, "/a/{ref}/b");
    }
}
