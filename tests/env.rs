//! `wirepass env`: its output evaluates in bash (even for a CA folder whose path needs
//! quoting), the json format is one object, the bundle holds the wirepass CA, and a folder
//! without the proxy's CA is an error, not a new CA.

use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_wirepass");

/// Makes the proxy's CA in `dir`, as `wirepass run` or `init` does.
fn init(dir: &std::path::Path) {
    let out = Command::new(BIN)
        .arg("init")
        .arg("--ca-dir")
        .arg(dir)
        .output()
        .unwrap();
    assert_ok(&out);
}

/// Asserts a command exited 0, showing its standard error when not.
fn assert_ok(out: &std::process::Output) {
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
}

#[test]
fn eval_in_bash_sets_every_variable_even_for_awkward_paths() {
    let dir = tempfile::tempdir().unwrap();
    let ca_dir = dir.path().join("it's a $dir");
    init(&ca_dir);
    let script = "set -eu; eval \"$(\"$0\" env --proxy http://127.0.0.1:9 --ca-dir \"$1\")\"; \
         printf '%s\\n' \"$HTTPS_PROXY\" \"$http_proxy\" \"$SSL_CERT_FILE\" \"$NODE_EXTRA_CA_CERTS\" \"${NO_PROXY:-unset}\"";
    let out = Command::new("bash")
        .args(["-c", script, BIN])
        .arg(&ca_dir)
        .env_remove("NO_PROXY")
        .output()
        .unwrap();
    assert_ok(&out);
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
    init(dir.path());
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

/// `wirepass env` in a folder without the proxy's CA (another working folder, a wrong
/// `--ca-dir`) would hand clients a CA no proxy signs with: it fails, says how to find the
/// proxy's, and makes nothing.
#[test]
fn a_folder_without_the_proxys_ca_is_an_error_not_a_new_ca() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(BIN)
        .args(["env", "--ca-dir"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(out.stdout.is_empty(), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("no CA to hand clients") && err.contains("same --ca-dir"),
        "{err}"
    );
    assert_eq!(
        std::fs::read_dir(dir.path()).unwrap().count(),
        0,
        "nothing made"
    );
}
