//! The guard's start-up: which environment variables become literal rules, and that no
//! environment can make it panic (issue 11).

use std::ffi::OsString;
use std::path::Path;

use crate::config::Config;

use super::*;

fn config(watch: &str) -> Config {
    let text = format!("version: 1\nscan:\n  watch_env: {watch}\n");
    Config::parse(&text, Path::new("test.yaml"), Path::new(".")).unwrap()
}

/// An environment as the OS gives it.
type Env = Vec<(OsString, OsString)>;

fn watched(g: &Guard) -> Vec<String> {
    let mut ids: Vec<String> = g
        .scanner()
        .rules()
        .iter()
        .filter(|r| r.id.starts_with("env:"))
        .map(|r| r.id.clone())
        .collect();
    ids.sort();
    ids
}

#[cfg(unix)]
#[test]
fn non_utf8_environment_does_not_panic() {
    use std::os::unix::ffi::OsStringExt;
    let bad = || OsString::from_vec(b"\xff\xfe-not-utf8-value".to_vec());
    let cases: [(&str, Env, &[&str]); 3] = [
        (
            "a non-UTF-8 value of a watched name is skipped",
            vec![("API_KEY".into(), bad())],
            &[],
        ),
        (
            "a non-UTF-8 name is skipped, the others are watched",
            vec![
                (
                    OsString::from_vec(b"X\xff_KEY".to_vec()),
                    "value-of-x-key-1".into(),
                ),
                ("DEPLOY_KEY".into(), "dk-9f8e7d6c5b".into()),
            ],
            &["env:DEPLOY_KEY"],
        ),
        (
            "an unwatched non-UTF-8 variable is ignored",
            vec![
                ("OTHER".into(), bad()),
                ("MY_KEY".into(), "my-key-value-123".into()),
            ],
            &["env:MY_KEY"],
        ),
    ];
    for (name, env, want) in cases {
        let g = crate::config::stages::guard_with_os_env(&config("[\"*_KEY\"]"), env).unwrap();
        assert_eq!(watched(&g), want, "{name}");
    }
}

#[test]
fn env_glob_never_slices_inside_a_character() {
    // Each of these panicked in the old recursive glob, which cut names at every byte.
    let cases: [(&str, &str, &[&str]); 4] = [
        ("[\"*\"]", "ÉTÉ_SECRET", &["env:ÉTÉ_SECRET"]),
        ("[\"*_KEY\"]", "CLÉ_KEY", &["env:CLÉ_KEY"]),
        ("[\"É*\"]", "ÉCLAIR", &["env:ÉCLAIR"]),
        ("[\"*É*\"]", "AXB", &[]),
    ];
    for (watch, var, want) in cases {
        let env = vec![(var.to_string(), "a-long-enough-secret-1".to_string())];
        let g = crate::config::stages::guard_with_env(&config(watch), env).unwrap();
        assert_eq!(watched(&g), want, "{watch} ~ {var}");
    }
}
