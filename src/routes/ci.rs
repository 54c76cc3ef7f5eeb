//! What a GitLab CI configuration given as text reads from elsewhere (a route's
//! `includes`): CI lint merges every file the configuration includes and answers with the
//! merged YAML, so linting a text that includes another project's file reads that file.
//! GitLab's forms (docs.gitlab.com, "include"): a string (a local path, or a URL: a
//! remote file), or a map or a list of maps with one of `local`, `project` (with `file`
//! and `ref`), `remote`, `template`, `component` (`HOST/PROJECT/NAME@VERSION`) or
//! `artifact`. `include` is read at any depth: a job's `trigger: include:` names a child
//! pipeline's files.

use serde_yaml::Value;

/// The projects the configuration `text` includes files of (`project:`, a component's
/// project), each once, in order; or why wirepass cannot tell (naming no value the text
/// holds, which may be a secret): a text that is no YAML, a
/// remote file (GitLab fetches any URL), a project named through a variable (GitLab
/// expands it, wirepass cannot) or of another shape than GitLab's.
pub fn included_projects(text: &str) -> Result<Vec<String>, String> {
    let mut projects = Vec::new();
    // A configuration may open with a header document (`spec: inputs:`, then `---`).
    for doc in serde_yaml::Deserializer::from_str(text) {
        // Where the text goes wrong, not the parser's words (which may quote it).
        let at = |e: serde_yaml::Error| match e.location() {
            Some(l) => format!(" (line {}, column {})", l.line(), l.column()),
            None => String::new(),
        };
        let mut v = <Value as serde::Deserialize>::deserialize(doc)
            .map_err(|e| format!("it is not YAML wirepass can read{}", at(e)))?;
        v.apply_merge()
            .map_err(|e| format!("its merge keys cannot be applied{}", at(e)))?;
        every_include(&v, &mut projects)?;
    }
    Ok(projects)
}

/// A mapping key as GitLab reads it: its loader takes Ruby symbols (`:include`,
/// `:"include"`) and turns every key into one, so `include`, `:include` and
/// `:"include"` are one key. A key GitLab fills in from the configuration's inputs
/// (`$[[ inputs.k ]]`) cannot be read: refused.
fn key_name(key: &Value) -> Result<Option<String>, String> {
    let Some(k) = key.as_str() else {
        return Ok(None);
    };
    if k.contains("$[[") {
        return Err("a key is filled in from the configuration's inputs ($[[ … ]]), which GitLab interpolates and wirepass cannot".into());
    }
    let k = k.strip_prefix(':').unwrap_or(k);
    let unquoted = ['"', '\'']
        .iter()
        .find_map(|&q| k.strip_prefix(q).and_then(|k| k.strip_suffix(q)));
    Ok(Some(unquoted.unwrap_or(k).to_string()))
}

/// The values of a mapping's keys named `name` as GitLab reads them ([`key_name`]; a
/// map may spell one key several ways, and each value is read).
fn values<'v>(m: &'v serde_yaml::Mapping, name: &str) -> Result<Vec<&'v Value>, String> {
    let mut out = Vec::new();
    for (k, v) in m {
        if key_name(k)?.as_deref() == Some(name) {
            out.push(v);
        }
    }
    Ok(out)
}

/// Reads every `include` key's value at any depth of `v`.
fn every_include(v: &Value, out: &mut Vec<String>) -> Result<(), String> {
    match v {
        Value::Mapping(m) => {
            for (key, value) in m {
                if key_name(key)?.as_deref() == Some("include") {
                    include(value, out)?;
                }
                every_include(value, out)?;
            }
        }
        Value::Sequence(items) => {
            for item in items {
                every_include(item, out)?;
            }
        }
        Value::Tagged(t) => every_include(&t.value, out)?,
        _ => {}
    }
    Ok(())
}

/// One `include` value: a string, a map, or a list of either.
fn include(v: &Value, out: &mut Vec<String>) -> Result<(), String> {
    match v {
        Value::String(s) if s.contains("$[[") => Err(interpolated()),
        Value::String(s) if is_url(s) => Err(remote()),
        // A local file of the project itself.
        Value::String(_) | Value::Null => Ok(()),
        Value::Sequence(items) => items.iter().try_for_each(|i| include(i, out)),
        Value::Mapping(m) => {
            if !values(m, "remote")?.is_empty() {
                return Err(remote());
            }
            for p in values(m, "project")? {
                let p = p.as_str().ok_or("an include's `project` is not a string")?;
                push(project_path(p)?, out);
            }
            for c in values(m, "component")? {
                let c = c
                    .as_str()
                    .ok_or("an include's `component` is not a string")?;
                push(component_project(c)?, out);
            }
            Ok(())
        }
        Value::Tagged(t) => include(&t.value, out),
        _ => Err("an `include` is neither a string, a map nor a list".into()),
    }
}

fn interpolated() -> String {
    "an include is filled in from the configuration's inputs ($[[ … ]]), which GitLab interpolates and wirepass cannot".into()
}

fn push(p: String, out: &mut Vec<String>) {
    if !out.contains(&p) {
        out.push(p);
    }
}

fn is_url(s: &str) -> bool {
    let s = s.trim_start().to_ascii_lowercase();
    s.starts_with("http://") || s.starts_with("https://")
}

fn remote() -> String {
    // The URL may carry a token: it is not named.
    "it includes a remote file (a URL), which GitLab fetches from wherever it points; wirepass cannot judge what that reads".into()
}

/// A project path as the configuration writes it (`group/sub/project`), without a
/// variable GitLab would expand.
fn project_path(p: &str) -> Result<String, String> {
    // A Ruby symbol (`:secret/y`) is read as the text it names.
    let p = p.trim();
    let p = p.strip_prefix(':').unwrap_or(p).trim_matches('/');
    if p.contains('$') {
        return Err(
            "an include names its project through a variable, which GitLab expands and wirepass cannot".into(),
        );
    }
    if p.is_empty() || p.split('/').any(str::is_empty) {
        return Err("an include's `project` is no project path".into());
    }
    Ok(p.to_string())
}

/// A component's project: `HOST/PROJECT/NAME@VERSION` (the host may be
/// `$CI_SERVER_FQDN`, the project holds groups).
fn component_project(c: &str) -> Result<String, String> {
    let path = c.trim().split('@').next().unwrap_or_default();
    let parts: Vec<&str> = path.split('/').collect();
    match parts.as_slice() {
        [_host, project @ .., _name] if !project.is_empty() => project_path(&project.join("/")),
        _ => Err("an include's `component` is not HOST/PROJECT/NAME@VERSION".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::included_projects;

    #[test]
    fn projects_a_configuration_includes() {
        let text = "include:\n  - project: secret/y\n    ref: main\n    file: /deploy.yml\n  - local: /ci/a.yml\n  - template: Auto-DevOps.gitlab-ci.yml\n  - component: $CI_SERVER_FQDN/sec/tools/scan@1.0\n  - 'ci/b.yml'\nbuild:\n  script: [make]\n  trigger:\n    include:\n      project: other/z\n      file: child.yml\n";
        assert_eq!(
            included_projects(text).unwrap(),
            ["secret/y", "sec/tools", "other/z"]
        );
        // A header document, an anchor merged into a job.
        let header = "spec:\n  inputs:\n    env: {}\n---\n.base: &base\n  include: {project: a/b, file: x.yml}\njob:\n  <<: *base\n";
        assert_eq!(included_projects(header).unwrap(), ["a/b"]);
        assert!(included_projects("stages: [build]\n").unwrap().is_empty());
        // Ruby symbols as keys: GitLab's loader reads `:include` and `:"include"` as
        // `include`, and `:project` as `project`.
        for text in [
            ":include:\n  - project: s/a\n",
            ":\"include\":\n  - project: s/a\n",
            "include:\n  - :project: s/a\n    file: x.yml\n",
            "include:\n  - :component: gitlab.com/s/a/deploy@1.0\n",
            "include:\n  project: ':s/a'\n",
        ] {
            assert_eq!(included_projects(text).unwrap(), ["s/a"], "{text:?}");
        }
    }

    #[test]
    fn what_cannot_be_judged_is_said() {
        for (text, why) in [
            (
                "include: 'https://evil.example/x.yml?token=abc'\n",
                "remote file (a URL)",
            ),
            ("include:\n  remote: https://x/y.yml\n", "remote file"),
            ("include:\n  project: $GROUP/y\n", "through a variable"),
            (
                "include:\n  component: scan@1.0\n",
                "HOST/PROJECT/NAME@VERSION",
            ),
            ("include: [\n", "not YAML"),
            ("include: 3\n", "neither a string"),
            ("spec:\n  inputs:\n    k: {default: include}\n---\n$[[ inputs.k ]]:\n  - project: s/a\n", "inputs"),
            ("include:\n  - $[[ inputs.url ]]\n", "inputs"),
            ("include:\n  - :remote: 'https://x/y.yml'\n", "remote file"),
        ] {
            let e = included_projects(text).unwrap_err();
            assert!(e.contains(why), "{text:?}: {e}");
            assert!(!e.contains("token=abc"), "{e}");
        }
    }
}
