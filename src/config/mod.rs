//! Configuration in two stages: [`file`] holds what `wirepass.yaml` says (serde types,
//! unknown keys refused); each stage compiles its own section into its validated form,
//! called from the composition root through [`stages`]. Only the composition root (the
//! pipeline, `Proxy::bind`, the CLI) sees the whole file. A stage reports a bad key as a
//! [`SectionError`] with a key path; [`Config::locate`] turns it into `file:line:col`
//! through the index of key paths built when the text was parsed.

pub mod file;
pub mod stages;

use std::path::{Path, PathBuf};

pub use crate::section::ConfigError;
use crate::section::{CompileError, KeyIndex, SectionError};
pub use file::{ConfigFile, Mode, ServiceFile};

/// The name under which the embedded default configuration is reported in errors.
pub const EMBEDDED: &str = "<embedded defaults>";

/// The validated configuration.
#[derive(Debug, Clone)]
pub struct Config {
    /// Where it came from (a path, or [`EMBEDDED`]).
    pub source: PathBuf,
    /// The folder relative paths in the file are resolved against.
    pub base_dir: PathBuf,
    /// The file as parsed and checked.
    pub file: ConfigFile,
    /// Where each key path of the text starts (empty for the embedded defaults).
    pub index: KeyIndex,
}

impl Config {
    /// Loads and validates a configuration file.
    pub fn load(path: &Path) -> Result<Config, ConfigError> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| ConfigError::new(path, format!("cannot read: {e}")))?;
        let base = path
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_else(|| PathBuf::from("."));
        Config::parse(&text, path, &base)
    }

    /// The configuration used when no file is given: `version: 1` and every default.
    pub fn embedded() -> Config {
        Config {
            source: PathBuf::from(EMBEDDED),
            base_dir: PathBuf::from("."),
            file: ConfigFile::default(),
            index: KeyIndex::default(),
        }
    }

    /// Parses and validates configuration text; `source` names it in errors.
    pub fn parse(text: &str, source: &Path, base_dir: &Path) -> Result<Config, ConfigError> {
        let file: ConfigFile =
            serde_yaml::from_str(text).map_err(|e| ConfigError::from_yaml(source, text, &e))?;
        let config = Config {
            source: source.to_path_buf(),
            base_dir: base_dir.to_path_buf(),
            file,
            index: KeyIndex::build(text),
        };
        if config.file.version != 1 {
            return Err(config.locate(SectionError::new(
                "version",
                format!(
                    "unsupported version {}: this wirepass reads `version: 1`",
                    config.file.version
                ),
            )));
        }
        Ok(config)
    }

    /// Resolves a path from the file against the file's folder.
    pub fn resolve_path(&self, p: &Path) -> PathBuf {
        if p.is_absolute() {
            p.to_path_buf()
        } else {
            self.base_dir.join(p)
        }
    }

    /// Places a stage's error in this file: the key path's line and column (or its
    /// nearest indexed parent's); an error in another file (a route table) is kept.
    pub fn locate(&self, e: impl Into<CompileError>) -> ConfigError {
        match e.into() {
            CompileError::Section(e) => ConfigError::at_key(&self.source, &self.index, e),
            CompileError::File(e) => e,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Config, ConfigError> {
        Config::parse(text, Path::new("w.yaml"), Path::new("."))
    }

    #[test]
    fn minimal_file_parses() {
        let c = parse("version: 1\n").unwrap();
        assert_eq!(c.file.version, 1);
    }

    #[test]
    fn unknown_key_names_file_line_and_column() {
        let e = parse("version: 1\nlisten: 127.0.0.1:1\nbogus: 3\n").unwrap_err();
        assert_eq!(e.line, Some(3));
        assert!(e.to_string().starts_with("w.yaml:3:"), "{e}");
        assert!(e.message.contains("bogus"), "{e}");
    }

    #[test]
    fn wrong_version_is_refused_at_its_line() {
        let e = parse("# comment\nversion: 2\n").unwrap_err();
        assert_eq!(e.line, Some(2));
        assert!(e.message.contains("version 2"));
    }

    #[test]
    fn a_live_check_of_an_unknown_kind_is_an_error() {
        parse("version: 1\nservices:\n  github:\n    check: {kind: github}\n").unwrap();
        let e = parse("version: 1\nservices:\n  github:\n    check: {kind: gitgud}\n").unwrap_err();
        assert!(e.message.contains("gitgud"), "{e}");
    }

    #[test]
    fn missing_version_is_an_error() {
        assert!(parse("listen: 127.0.0.1:1\n").is_err());
    }

    /// Issue 11: an error in `session.mode` pointed at the first line starting with
    /// `mode:`, which is the top-level mode when both are set.
    #[test]
    fn issue_11_an_error_in_session_mode_is_at_the_sessions_mode_line() {
        let c =
            parse("version: 1\nmode: report\nsession:\n  header: x-user\n  mode: jwt\n").unwrap();
        let e = stages::sessions(&c).unwrap_err();
        assert!(e.message.contains("session.jwt is not set"), "{e}");
        assert_eq!((e.line, e.column), (Some(5), Some(3)), "{e}");
        assert!(e.to_string().starts_with("w.yaml:5:3: "), "{e}");
    }

    /// Issue 11: an error in one service's `credential:` pointed at the first service's.
    #[test]
    fn issue_11_an_error_in_the_second_services_credential_is_at_its_line() {
        std::env::set_var("WIREPASS_TEST_CFG_TOKEN_I11", "t0ken");
        let c = parse(
            "version: 1
services:
  github:
    credential: {header: authorization, value: \"Bearer {env:WIREPASS_TEST_CFG_TOKEN_I11}\"}
  slack:
    credential:
      header: authorization
      value: \"Bearer xoxb-literal\"
",
        )
        .unwrap();
        let e =
            stages::credentials(&c, &http::HeaderName::from_static("x-wirepass-user")).unwrap_err();
        assert!(e.message.contains("services.slack.credential"), "{e}");
        assert!(!e.to_string().contains("xoxb-literal"), "{e}");
        assert_eq!((e.line, e.column), (Some(8), Some(7)), "{e}");
    }

    /// A credential toward a host pattern is named at start, with the way to narrow it;
    /// one toward named hosts is not.
    #[test]
    fn a_credential_toward_a_host_pattern_is_warned_of() {
        let wide = |hosts: &str| {
            let c = parse(&format!(
                "version: 1\nservices:\n  jira:\n    {hosts}credential: {{header: authorization, value: \"Basic x\"}}\n"
            ))
            .unwrap();
            crate::pipeline::Pipeline::offline(&c, false)
                .unwrap()
                .wide_credentials()
        };
        let w = wide("");
        assert_eq!(w.len(), 1, "{w:?}");
        assert!(
            w[0].contains("*.atlassian.net") && w[0].contains("services.jira.hosts"),
            "{w:?}"
        );
        assert!(wide("hosts: [acme.atlassian.net]\n    ").is_empty());
        let c = parse("version: 1\n").unwrap();
        let none = crate::pipeline::Pipeline::offline(&c, false).unwrap();
        assert!(none.wide_credentials().is_empty());
    }

    #[test]
    fn stage_errors_are_at_the_key_at_fault() {
        let cases = [
            (
                "second grant",
                "version: 1\ngrants:\n  - who: [a]\n    allow: ['x:y']\n  - who: []\n    allow: ['x:y']\n",
                5,
                "grants[1]",
            ),
            (
                "a limit among several",
                "version: 1\nlimits:\n  connect_timeout: 5s\n  grace_period: forever\n",
                4,
                "limits.grace_period",
            ),
            (
                "the second intercept pattern",
                "version: 1\nhosts:\n  intercept:\n    - api.example.com\n    - 'a b'\n",
                5,
                "hosts:",
            ),
            (
                "a resolve entry whose key holds dots",
                "version: 1\negress:\n  resolve:\n    a.test:1: 127.0.0.1:1\n    b.test: 127.0.0.1:1\n",
                5,
                "needs a port",
            ),
            (
                "a service's unknown builtin table",
                "version: 1\nservices:\n  a: {}\n  b:\n    mode: report\n    routes: builtin:nope\n",
                6,
                "no builtin table",
            ),
            (
                "a bad host of a service",
                "version: 1\nservices:\n  x:\n    routes: builtin:example\n    hosts:\n      - ok.test\n      - 'bad host'\n",
                7,
                "services.x.hosts",
            ),
        ];
        for (name, yaml, line, want) in cases {
            let c = parse(yaml).unwrap();
            let e = stages::policy(&c)
                .err()
                .or_else(|| stages::settings(&c).err())
                .or_else(|| stages::router(&c).err())
                .unwrap_or_else(|| panic!("{name}: no error"));
            assert_eq!(e.line, Some(line), "{name}: {e}");
            assert!(e.message.contains(want), "{name}: {e}");
        }
    }

    #[test]
    fn a_path_the_file_lacks_is_placed_at_its_parent_or_nowhere() {
        let c = parse("version: 1\nsession:\n  header: x\n").unwrap();
        let e = c.locate(SectionError::new("session.jwt.jwks", "m"));
        assert_eq!(e.line, Some(2));
        let e = c.locate(SectionError::new("audit.file", "m"));
        assert_eq!((e.line, e.column), (None, None));
        assert_eq!(e.to_string(), "w.yaml: m");
        let embedded = Config::embedded().locate(SectionError::new("session.mode", "m"));
        assert_eq!(embedded.to_string(), "<embedded defaults>: m");
    }
}
