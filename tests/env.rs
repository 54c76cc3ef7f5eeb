//! `wirepass env`: its output evaluates in bash (even for a CA folder whose path needs
//! quoting), the json format is one object, and the bundle holds the wirepass CA.

use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_wirepass");

#[test]
fn eval_in_bash_sets_every_variable_even_for_awkward_paths() {
    let dir = tempfile::tempdir().unwrap();
    let ca_dir = dir.path().join("it's a $dir");
    let script = "set -eu; eval \"$(\"$0\" env --proxy http://127.0.0.1:9 --ca-dir \"$1\")\"; \
         printf '%s\\n' \"$HTTPS_PROXY\" \"$http_proxy\" \"$SSL_CERT_FILE\" \"$NODE_EXTRA_CA_CERTS\" \"${NO_PROXY:-unset}\"";
    let out = Command::new("bash")
        .args(["-c", script, BIN])
        .arg(&ca_dir)
        .env_remove("NO_PROXY")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let canonical = std::fs::canonicalize(&ca_dir).unwrap();
    assert_eq!(lines[0], "http://127.0.0.1:9");
    assert_eq!(lines[1], "http://127.0.0.1:9");
    assert_eq!(lines[2], canonical.join("bundle.pem").display().to_string());
    assert_eq!(lines[3], canonical.join("ca.pem").display().to_string());
    assert_eq!(lines[4], "unset", "NO_PROXY is not set by default");

    let bundle = std::fs::read_to_string(canonical.join("bundle.pem")).unwrap();
    let ca = std::fs::read_to_string(canonical.join("ca.pem")).unwrap();
    assert!(
        bundle.contains(ca.trim()),
        "the bundle carries the wirepass CA"
    );
}

#[test]
fn json_format_is_one_object_of_names_to_values() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(BIN)
        .args([
            "env",
            "--format",
            "json",
            "--proxy",
            "http://127.0.0.1:9",
            "--ca-dir",
        ])
        .arg(dir.path())
        .output()
        .unwrap();
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let obj = v.as_object().unwrap();
    for key in [
        "HTTPS_PROXY",
        "https_proxy",
        "HTTP_PROXY",
        "REQUESTS_CA_BUNDLE",
        "CURL_CA_BUNDLE",
        "GIT_SSL_CAINFO",
        "PIP_CERT",
        "CARGO_HTTP_CAINFO",
        "AWS_CA_BUNDLE",
        "NODE_EXTRA_CA_CERTS",
    ] {
        assert!(obj.get(key).and_then(|v| v.as_str()).is_some(), "{key}");
    }
}

#[test]
fn init_refuses_to_overwrite_without_force() {
    let dir = tempfile::tempdir().unwrap();
    let run = |extra: &[&str]| {
        Command::new(BIN)
            .args(["init", "--ca-dir"])
            .arg(dir.path())
            .args(extra)
            .output()
            .unwrap()
    };
    assert!(run(&[]).status.success());
    let again = run(&[]);
    assert_eq!(again.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&again.stderr).contains("--force"));
    assert!(run(&["--force"]).status.success());
}
