//! Issue 11: each stage compiles its own section and never sees the whole file. Only the
//! composition root (the config module itself, the pipeline, `Proxy::bind` and the CLI)
//! may import `crate::config`; this keeps that true as the code changes. Test code may
//! (it builds stages from YAML through `config::stages`).

use std::path::{Path, PathBuf};

/// Files and folders (relative to `src/`) that are the composition root.
const ROOT: [&str; 5] = [
    "config/",
    "cli/",
    "main.rs",
    // `Pipeline::new`: the phases themselves never see the file.
    "pipeline/mod.rs",
    // `Proxy::bind` and the `RunOptions` it reads.
    "proxy/mod.rs",
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Test-only files: `tests.rs`, `tests_*.rs`, `*_tests.rs`.
fn is_test_file(path: &Path) -> bool {
    let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
    stem == "tests" || stem.starts_with("tests_") || stem.ends_with("_tests")
}

/// The text of a file before its first `#[cfg(test)]` (unit tests may use the config).
fn non_test_text(text: &str) -> &str {
    text.find("#[cfg(test)]").map_or(text, |i| &text[..i])
}

/// Ways a module can name the config module.
fn names_config(text: &str) -> bool {
    let squeezed: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    squeezed.contains("crate::config")
        || squeezed.contains("wirepass::config")
        || squeezed.contains("crate::{config")
        || (squeezed.contains("usecrate::{") && squeezed.contains(",config"))
}

#[test]
fn issue_11_only_the_composition_root_imports_the_config_module() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    assert!(files.len() > 50, "found only {} files", files.len());
    let mut offenders = Vec::new();
    for path in files {
        let rel = path
            .strip_prefix(&src)
            .expect("under src")
            .to_string_lossy()
            .replace('\\', "/");
        if ROOT.iter().any(|r| rel.starts_with(r)) || is_test_file(&path) {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("readable source");
        if names_config(non_test_text(&text)) {
            offenders.push(rel);
        }
    }
    assert!(
        offenders.is_empty(),
        "these stage modules import the config module; give them their section and a Ctx instead: {offenders:?}"
    );
}

#[test]
fn the_check_sees_an_import() {
    assert!(names_config("use crate::config::{Config, ConfigError};"));
    assert!(names_config("fn f(c: &crate::config::Config) {}"));
    assert!(names_config("use crate::{\n    config::Config,\n};"));
    assert!(!names_config("use crate::tls::config::read_certs;"));
    assert!(!names_config("use crate::section::ConfigError;"));
    assert_eq!(non_test_text("a\n#[cfg(test)]\nuse crate::config;"), "a\n");
}
