//! Secrets named in the config (`file:PATH`, `env:NAME`, and `{file:..}`/`{env:..}`
//! placeholders inside a template): loaded once into memory that is zeroised on drop.
//! Errors name the variable or file, never the value.

use std::path::Path;

use zeroize::Zeroizing;

/// Why a secret could not be loaded.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum SecretError {
    /// The value itself is not echoed: it may be a secret pasted in by mistake.
    #[error(
        "the value is not `file:PATH` or `env:NAME` (secrets are never written in the config)"
    )]
    BadSource,
    #[error("environment variable {0} is not set (or not UTF-8)")]
    MissingEnv(String),
    #[error("cannot read {0}: {1}")]
    File(String, String),
    #[error("unclosed `{{` in the template")]
    Unclosed,
    #[error("placeholder `{{{0}}}` is not `{{env:NAME}}` or `{{file:PATH}}`")]
    BadPlaceholder(String),
}

/// Loads a secret given as `file:PATH` (relative to `base`) or `env:NAME`.
pub fn load(source: &str, base: &Path) -> Result<Zeroizing<String>, SecretError> {
    let source = source.trim();
    if let Some(name) = source.strip_prefix("env:") {
        return std::env::var(name)
            .map(Zeroizing::new)
            .map_err(|_| SecretError::MissingEnv(name.to_string()));
    }
    if let Some(path) = source.strip_prefix("file:") {
        let p = base.join(path);
        return std::fs::read_to_string(&p)
            .map(Zeroizing::new)
            .map_err(|e| SecretError::File(p.display().to_string(), e.kind().to_string()));
    }
    Err(SecretError::BadSource)
}

/// Expands `{env:NAME}` and `{file:PATH}` placeholders in a template; a file's content is
/// used without its trailing newline. Other text is kept as is.
pub fn expand(template: &str, base: &Path) -> Result<Zeroizing<String>, SecretError> {
    let mut out = Zeroizing::new(String::new());
    let mut rest = template;
    while let Some(start) = rest.find('{') {
        out.push_str(&rest[..start]);
        let after = &rest[start + 1..];
        let end = after.find('}').ok_or(SecretError::Unclosed)?;
        let inner = &after[..end];
        if !(inner.starts_with("env:") || inner.starts_with("file:")) {
            return Err(SecretError::BadPlaceholder(inner.to_string()));
        }
        let value = load(inner, base)?;
        out.push_str(value.trim_end_matches(['\r', '\n']));
        rest = &after[end + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn templates_expand_env_and_file() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("tok"), "file-secret\n").unwrap();
        std::env::set_var("WIREPASS_TEST_SECRET_A", "env-secret");
        let v = expand("Bearer {env:WIREPASS_TEST_SECRET_A} {file:tok}", dir.path()).unwrap();
        assert_eq!(v.as_str(), "Bearer env-secret file-secret");
    }

    #[test]
    fn errors_name_the_source_not_the_value() {
        let e = expand("Bearer {env:WIREPASS_TEST_MISSING_Q}", Path::new(".")).unwrap_err();
        assert_eq!(e, SecretError::MissingEnv("WIREPASS_TEST_MISSING_Q".into()));
        assert!(matches!(
            expand("x {oops}", Path::new(".")),
            Err(SecretError::BadPlaceholder(_))
        ));
        assert_eq!(
            expand("x {env:A", Path::new(".")),
            Err(SecretError::Unclosed)
        );
        assert!(matches!(
            load("plain", Path::new(".")),
            Err(SecretError::BadSource)
        ));
    }
}
