//! The tables embedded in the binary: one line per file in `routes/`. A test checks that
//! every file there is listed here.

/// `(name, YAML text)` of every builtin table; `builtin:NAME` in the config names one.
#[rustfmt::skip]
pub const TABLES: &[(&str, &str)] = &[
    ("anthropic", include_str!("../../routes/anthropic.yaml")),
    ("example", include_str!("../../routes/example.yaml")),
    ("github", include_str!("../../routes/github.yaml")),
    ("gitlab", include_str!("../../routes/gitlab.yaml")),
    ("jira", include_str!("../../routes/jira.yaml")),
    ("kubernetes", include_str!("../../routes/kubernetes.yaml")),
    ("linear", include_str!("../../routes/linear.yaml")),
    ("openai", include_str!("../../routes/openai.yaml")),
    ("slack", include_str!("../../routes/slack.yaml")),
];

/// The text of a builtin table.
pub fn get(name: &str) -> Option<&'static str> {
    TABLES.iter().find(|(n, _)| *n == name).map(|(_, t)| *t)
}

/// The path a builtin table is reported under in errors.
pub fn source(name: &str) -> std::path::PathBuf {
    std::path::PathBuf::from(format!("routes/{name}.yaml"))
}
