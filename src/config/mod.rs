//! Configuration in two stages: [`file`] holds what `wirepass.yaml` says (serde types,
//! unknown keys refused), and [`Config`] is the validated form the rest of the program
//! uses. Errors name the file, line and column.

pub mod file;

use std::path::{Path, PathBuf};

pub use file::{ConfigFile, Mode, ServiceFile};

/// A configuration error, with the file and (where known) the line and column.
#[derive(Debug, thiserror::Error)]
#[error("{}{}: {message}", file.display(), location(*line, *column))]
pub struct ConfigError {
    pub file: PathBuf,
    pub line: Option<usize>,
    pub column: Option<usize>,
    pub message: String,
}

fn location(line: Option<usize>, column: Option<usize>) -> String {
    match (line, column) {
        (Some(l), Some(c)) => format!(":{l}:{c}"),
        (Some(l), None) => format!(":{l}"),
        _ => String::new(),
    }
}

impl ConfigError {
    /// An error about a file as a whole, or a key whose line is not known.
    pub fn new(file: impl Into<PathBuf>, message: impl Into<String>) -> Self {
        ConfigError {
            file: file.into(),
            line: None,
            column: None,
            message: message.into(),
        }
    }

    /// A YAML or shape error from serde, at the line and column it names.
    pub fn from_yaml(file: &Path, e: &serde_yaml::Error) -> Self {
        let loc = e.location();
        ConfigError {
            file: file.to_path_buf(),
            line: loc.as_ref().map(|l| l.line()),
            column: loc.as_ref().map(|l| l.column()),
            message: e.to_string(),
        }
    }

    /// An error at a line (1-based).
    pub fn at(file: impl Into<PathBuf>, line: usize, message: impl Into<String>) -> Self {
        ConfigError {
            file: file.into(),
            line: Some(line),
            column: None,
            message: message.into(),
        }
    }
}

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
        }
    }

    /// Parses and validates configuration text; `source` names it in errors.
    pub fn parse(text: &str, source: &Path, base_dir: &Path) -> Result<Config, ConfigError> {
        let file: ConfigFile =
            serde_yaml::from_str(text).map_err(|e| ConfigError::from_yaml(source, &e))?;
        if file.version != 1 {
            let line = line_of(text, "version:");
            return Err(ConfigError {
                file: source.to_path_buf(),
                line,
                column: line.map(|_| 1),
                message: format!(
                    "unsupported version {}: this wirepass reads `version: 1`",
                    file.version
                ),
            });
        }
        let config = Config {
            source: source.to_path_buf(),
            base_dir: base_dir.to_path_buf(),
            file,
        };
        config.refuse_reserved()?;
        Ok(config)
    }

    /// Keys the design reserves for later stages are refused rather than ignored: an
    /// operator who writes a live check must not believe one is made.
    fn refuse_reserved(&self) -> Result<(), ConfigError> {
        if let Some(name) = self
            .file
            .services
            .iter()
            .find(|(_, s)| s.check.is_some())
            .map(|(n, _)| n)
        {
            return Err(self.error_at_key(
                "check:",
                format!(
                    "services.{name}.check: live checks in the owning system are not available yet; \
                     decisions come from grants alone, so remove the key"
                ),
            ));
        }
        Ok(())
    }

    /// Resolves a path from the file against the file's folder.
    pub fn resolve_path(&self, p: &Path) -> PathBuf {
        if p.is_absolute() {
            p.to_path_buf()
        } else {
            self.base_dir.join(p)
        }
    }

    /// An error about this configuration at the line where `key` first appears.
    pub fn error_at_key(&self, text_key: &str, message: impl Into<String>) -> ConfigError {
        let line = std::fs::read_to_string(&self.source)
            .ok()
            .and_then(|t| line_of(&t, text_key));
        ConfigError {
            file: self.source.clone(),
            line,
            column: None,
            message: message.into(),
        }
    }
}

/// The 1-based line of the first line whose trimmed text starts with `key`.
pub fn line_of(text: &str, key: &str) -> Option<usize> {
    text.lines()
        .position(|l| l.trim_start().starts_with(key))
        .map(|i| i + 1)
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
    fn a_live_check_is_refused_until_checks_exist() {
        let e = parse("version: 1\nservices:\n  github:\n    check: {kind: github}\n").unwrap_err();
        assert!(e.message.contains("services.github.check"), "{e}");
    }

    #[test]
    fn missing_version_is_an_error() {
        assert!(parse("listen: 127.0.0.1:1\n").is_err());
    }
}
