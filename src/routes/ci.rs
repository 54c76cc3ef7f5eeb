//! What a GitLab CI configuration given as text reads from elsewhere (a route's
//! `includes`): CI lint merges every file the configuration includes and answers with the
//! merged YAML, so linting a text that includes another project's file reads that file.
//! GitLab's forms (docs.gitlab.com, "include"): a string (a local path, or a URL: a
//! remote file), or a map or a list of maps with one of `local`, `project` (with `file`
//! and `ref`), `remote`, `template`, `component` (`HOST/PROJECT/NAME@VERSION`) or
//! `artifact`. `include` is read at any depth: a job's `trigger: include:` names a child
//! pipeline's files.

use std::cell::Cell;

use serde::de::{
    self, DeserializeSeed, Deserializer, EnumAccess, MapAccess, SeqAccess, VariantAccess, Visitor,
};

/// The most nodes, and string bytes, a configuration may expand to: an alias copies what
/// it names, and three levels of a hundred aliases each make millions of nodes from a
/// kilobyte of text. A real configuration, its anchors expanded, is far smaller.
const MAX_NODES: usize = 200_000;
const MAX_BYTES: usize = 8 << 20;

/// The deepest a configuration's brackets may nest (`{a: {a: …}}`): YAML's own limit is
/// 128, but its parser reads a whole document of deeper flow nesting first, in time that
/// grows with the square of the depth.
const MAX_FLOW_DEPTH: usize = 64;

/// What wirepass keeps of a configuration: strings, lists and maps; every other scalar
/// is `Other`. A tag (`!reference [...]`) is read as what it tags.
enum Node {
    Str(String),
    Seq(Vec<Node>),
    Map(Vec<(Node, Node)>),
    Null,
    Other,
}

impl Node {
    fn as_str(&self) -> Option<&str> {
        match self {
            Node::Str(s) => Some(s),
            _ => None,
        }
    }
}

/// Reads one node, spending the budget: nodes left, and string bytes left.
#[derive(Clone, Copy)]
struct Budget<'b>(&'b Cell<(usize, usize)>);

impl Budget<'_> {
    fn spend<E: de::Error>(&self, bytes: usize) -> Result<(), E> {
        let (nodes, left) = self.0.get();
        match (nodes.checked_sub(1), left.checked_sub(bytes)) {
            (Some(n), Some(b)) => {
                self.0.set((n, b));
                Ok(())
            }
            _ => {
                // Spent: marked, so the caller tells this from a parse error.
                self.0.set((0, 0));
                Err(E::custom("too large"))
            }
        }
    }
}

impl<'de> DeserializeSeed<'de> for Budget<'_> {
    type Value = Node;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Node, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Budget<'_> {
    type Value = Node;
    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a YAML node")
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<Node, E> {
        self.spend(v.len())?;
        Ok(Node::Str(v.to_string()))
    }
    fn visit_bool<E: de::Error>(self, _: bool) -> Result<Node, E> {
        self.spend(0).map(|()| Node::Other)
    }
    fn visit_i64<E: de::Error>(self, _: i64) -> Result<Node, E> {
        self.spend(0).map(|()| Node::Other)
    }
    fn visit_u64<E: de::Error>(self, _: u64) -> Result<Node, E> {
        self.spend(0).map(|()| Node::Other)
    }
    fn visit_f64<E: de::Error>(self, _: f64) -> Result<Node, E> {
        self.spend(0).map(|()| Node::Other)
    }
    fn visit_unit<E: de::Error>(self) -> Result<Node, E> {
        self.spend(0).map(|()| Node::Null)
    }
    fn visit_none<E: de::Error>(self) -> Result<Node, E> {
        self.spend(0).map(|()| Node::Null)
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Node, D::Error> {
        self.deserialize(d)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Node, A::Error> {
        self.spend(0)?;
        let mut items = Vec::new();
        while let Some(item) = seq.next_element_seed(self)? {
            items.push(item);
        }
        Ok(Node::Seq(items))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Node, A::Error> {
        self.spend(0)?;
        let mut entries = Vec::new();
        while let Some(key) = map.next_key_seed(self)? {
            entries.push((key, map.next_value_seed(self)?));
        }
        Ok(Node::Map(entries))
    }
    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<Node, A::Error> {
        // A tagged node: the tag, then what it tags.
        let (_tag, value): (String, _) = data.variant()?;
        value.newtype_variant_seed(self)
    }
}

/// How deep the text's brackets nest, outside quotes and comments (a flow collection's
/// `[` and `{`), read without parsing it.
fn flow_depth(text: &str) -> usize {
    let (mut depth, mut deepest, mut quote, mut comment) = (0usize, 0usize, None, false);
    let mut prev = b'\n';
    for &b in text.as_bytes() {
        match (quote, comment, b) {
            (_, true, b'\n') => comment = false,
            (_, true, _) => {}
            (Some(q), _, _) if b == q => quote = None,
            (Some(_), _, _) => {}
            (None, _, b'"' | b'\'') => quote = Some(b),
            (None, _, b'#') if prev.is_ascii_whitespace() => comment = true,
            (None, _, b'[' | b'{') => {
                depth += 1;
                deepest = deepest.max(depth);
            }
            (None, _, b']' | b'}') => depth = depth.saturating_sub(1),
            _ => {}
        }
        prev = b;
    }
    deepest
}

/// The projects the configuration `text` includes files of (`project:`, a component's
/// project), each once, in order; or why wirepass cannot tell (naming no value the text
/// holds, which may be a secret): a text that is no YAML, one that nests or expands past
/// what a configuration needs, a remote file (GitLab fetches any URL), a project named
/// through a variable (GitLab expands it, wirepass cannot) or of another shape than
/// GitLab's. A merge key's (`<<: *base`) map is read where it stands, as every key at any
/// depth is.
pub fn included_projects(text: &str) -> Result<Vec<String>, String> {
    if flow_depth(text) > MAX_FLOW_DEPTH {
        return Err(format!(
            "its brackets nest deeper than {MAX_FLOW_DEPTH}, deeper than any configuration needs"
        ));
    }
    let mut projects = Vec::new();
    let budget = Cell::new((MAX_NODES, MAX_BYTES));
    // A configuration may open with a header document (`spec: inputs:`, then `---`).
    for doc in serde_yaml::Deserializer::from_str(text) {
        // Where the text goes wrong, not the parser's words (which may quote it).
        let at = |e: serde_yaml::Error| match e.location() {
            Some(l) => format!(" (line {}, column {})", l.line(), l.column()),
            None => String::new(),
        };
        let v = Budget(&budget).deserialize(doc).map_err(|e| {
            if budget.get() == (0, 0) {
                format!("its aliases expand it past {MAX_NODES} nodes or {} MiB, more than any configuration needs", MAX_BYTES >> 20)
            } else {
                format!("it is not YAML wirepass can read{}", at(e))
            }
        })?;
        every_include(&v, &mut projects)?;
    }
    // Each once, in order (a text may name thousands).
    Ok(super::fields::distinct(projects))
}

/// A mapping key as GitLab reads it: its loader takes Ruby symbols (`:include`,
/// `:"include"`) and turns every key into one, so `include`, `:include` and
/// `:"include"` are one key. A key GitLab fills in from the configuration's inputs
/// (`$[[ inputs.k ]]`) cannot be read: refused.
fn key_name(key: &Node) -> Result<Option<&str>, String> {
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
    Ok(Some(unquoted.unwrap_or(k)))
}

/// The values of a mapping's keys named `name` as GitLab reads them ([`key_name`]; a
/// map may spell one key several ways, and each value is read).
fn values<'v>(m: &'v [(Node, Node)], name: &str) -> Result<Vec<&'v Node>, String> {
    let mut out = Vec::new();
    for (k, v) in m {
        if key_name(k)? == Some(name) {
            out.push(v);
        }
    }
    Ok(out)
}

/// Reads every `include` key's value at any depth of `v`.
fn every_include(v: &Node, out: &mut Vec<String>) -> Result<(), String> {
    match v {
        Node::Map(m) => {
            for (key, value) in m {
                if key_name(key)? == Some("include") {
                    include(value, out)?;
                }
                every_include(value, out)?;
            }
        }
        Node::Seq(items) => {
            for item in items {
                every_include(item, out)?;
            }
        }
        Node::Str(_) | Node::Null | Node::Other => {}
    }
    Ok(())
}

/// One `include` value: a string, a map, or a list of either.
fn include(v: &Node, out: &mut Vec<String>) -> Result<(), String> {
    match v {
        Node::Str(s) if s.contains("$[[") => Err(interpolated()),
        Node::Str(s) if is_url(s) => Err(remote()),
        // A local file of the project itself.
        Node::Str(_) | Node::Null => Ok(()),
        Node::Seq(items) => items.iter().try_for_each(|i| include(i, out)),
        Node::Map(m) => {
            if !values(m, "remote")?.is_empty() {
                return Err(remote());
            }
            for p in values(m, "project")? {
                let p = p.as_str().ok_or("an include's `project` is not a string")?;
                out.push(project_path(p)?);
            }
            for c in values(m, "component")? {
                let c = c
                    .as_str()
                    .ok_or("an include's `component` is not a string")?;
                out.push(component_project(c)?);
            }
            Ok(())
        }
        Node::Other => Err("an `include` is neither a string, a map nor a list".into()),
    }
}

fn interpolated() -> String {
    "an include is filled in from the configuration's inputs ($[[ … ]]), which GitLab interpolates and wirepass cannot".into()
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
        // Three levels of a hundred aliases: a million nodes from two kilobytes.
        let mut bomb = format!("a: &a [{}]\n", vec!["x"; 100].join(","));
        for (name, of) in [("b", "a"), ("c", "b")] {
            bomb += &format!(
                "{name}: &{name} [{}]\n",
                vec![format!("*{of}"); 100].join(",")
            );
        }
        let deep = format!("a: {}1{}\n", "{a: ".repeat(100), "}".repeat(100));
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
            (&bomb, "aliases expand it"),
            (&deep, "nest deeper than 64"),
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
