//! Issue 4: regenerating the generated route tables from the committed inputs (the GitHub
//! OpenAPI snapshot, the Slack method list, the AI SDK endpoint lists, the Kubernetes
//! resource list, and each one's committed overrides) gives the committed tables byte
//! for byte. The generators (Python 3 + PyYAML, `.ci/run` installs it) run on a copy of
//! `tools/routes/` in a temporary folder, so the working tree is never written.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Copies `tools/routes/` (files only) under `dir`, beside an empty `routes/` folder the
/// generators write into (they write to `../../routes/` from their own folder).
fn copy_tools(dir: &Path) -> PathBuf {
    let tools = dir.join("tools").join("routes");
    std::fs::create_dir_all(&tools).unwrap();
    std::fs::create_dir_all(dir.join("routes")).unwrap();
    for entry in std::fs::read_dir(root().join("tools/routes")).unwrap() {
        let entry = entry.unwrap();
        if entry.file_type().unwrap().is_file() {
            std::fs::copy(entry.path(), tools.join(entry.file_name())).unwrap();
        }
    }
    tools
}

/// Runs `python3 TOOLS/GENERATOR` and asserts it succeeded.
fn generate(tools: &Path, generator: &str) {
    let out = Command::new("python3")
        .arg(tools.join(generator))
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .output()
        .unwrap_or_else(|e| panic!("cannot run python3 (needed by the generators): {e}"));
    assert!(
        out.status.success(),
        "{generator} failed (needs python3 with PyYAML; .ci/run installs it):\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Asserts the regenerated `routes/NAME.yaml` under `dir` equals the committed one.
fn assert_same_table(dir: &Path, name: &str) {
    let fresh = std::fs::read(dir.join("routes").join(format!("{name}.yaml")))
        .unwrap_or_else(|e| panic!("the generator wrote no routes/{name}.yaml: {e}"));
    let committed = std::fs::read(root().join("routes").join(format!("{name}.yaml"))).unwrap();
    if fresh != committed {
        let first = fresh
            .split(|&b| b == b'\n')
            .zip(committed.split(|&b| b == b'\n'))
            .position(|(a, b)| a != b)
            .map_or("the end".to_string(), |n| format!("line {}", n + 1));
        panic!(
            "routes/{name}.yaml differs from what its generator makes from the committed \
             inputs (first difference at {first}); regenerate it with tools/routes/ (README)"
        );
    }
}

#[test]
fn generated_tables_are_what_the_committed_inputs_and_overrides_give() {
    let cases: [(&str, &[&str]); 4] = [
        ("gen_github.py", &["github"]),
        ("gen_slack.py", &["slack"]),
        ("gen_ai_tables.py", &["openai", "anthropic"]),
        ("gen_kubernetes.py", &["kubernetes"]),
    ];
    for (generator, tables) in cases {
        let dir = tempfile::tempdir().unwrap();
        let tools = copy_tools(dir.path());
        generate(&tools, generator);
        for name in tables {
            assert_same_table(dir.path(), name);
        }
    }
}

#[test]
fn a_changed_override_changes_the_regenerated_github_table() {
    // The comparison above can fail: an override edited without regenerating is caught.
    let dir = tempfile::tempdir().unwrap();
    let tools = copy_tools(dir.path());
    let overrides = tools.join("github-overrides.yaml");
    let text = std::fs::read_to_string(&overrides).unwrap();
    let edited = text.replacen("  - /repos/{owner}/{repo}/contents/{path}\n", "", 1);
    assert_ne!(edited, text, "the override this test edits is gone");
    std::fs::write(&overrides, edited).unwrap();
    generate(&tools, "gen_github.py");
    let fresh = std::fs::read(dir.path().join("routes/github.yaml")).unwrap();
    let committed = std::fs::read(root().join("routes/github.yaml")).unwrap();
    assert_ne!(fresh, committed);
}
