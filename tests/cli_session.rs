//! `wirepass session` and `wirepass check` as a user runs them: exit codes, the token alone
//! on standard output, keys written 0600 and never overwritten by accident.

use std::path::Path;
use std::process::{Command, Output};

fn wirepass(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wirepass"))
        .current_dir(dir)
        .args(args)
        .output()
        .unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

#[test]
fn keygen_mint_verify_round_trip() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    assert!(wirepass(d, &["session", "keygen", "--out", "k.key"])
        .status
        .success());
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(d.join("k.key"))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600);
    }
    let again = wirepass(d, &["session", "keygen", "--out", "k.key"]);
    assert_eq!(again.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&again.stderr).contains("--force"));
    assert!(
        wirepass(d, &["session", "keygen", "--out", "k.key", "--force"])
            .status
            .success()
    );
    let key_text = std::fs::read_to_string(d.join("k.key")).unwrap();

    std::fs::write(
        d.join("w.yaml"),
        "version: 1\nsession: {key: 'file:k.key'}\n",
    )
    .unwrap();
    let mint = wirepass(
        d,
        &[
            "session",
            "mint",
            "--config",
            "w.yaml",
            "--user",
            "alice@example.com",
            "--groups",
            "eng,oncall",
            "--ttl",
            "10m",
            "--scope",
            "github:pulls.*",
        ],
    );
    assert!(
        mint.status.success(),
        "{}",
        String::from_utf8_lossy(&mint.stderr)
    );
    let out = stdout(&mint);
    let token = out.trim();
    assert_eq!(out.lines().count(), 1, "only the token on stdout");
    assert!(token.starts_with("wp1."));
    assert!(!String::from_utf8_lossy(&mint.stderr).contains(key_text.trim()));

    let ok = wirepass(d, &["session", "verify", "--config", "w.yaml", token]);
    assert_eq!(ok.status.code(), Some(0));
    let text = stdout(&ok);
    assert!(
        text.contains("alice@example.com")
            && text.contains("eng, oncall")
            && text.contains("github:pulls.*"),
        "{text}"
    );

    let mut tampered = token.to_string();
    tampered.insert(6, 'x');
    let bad = wirepass(d, &["session", "verify", "--config", "w.yaml", &tampered]);
    assert_eq!(bad.status.code(), Some(1));
    assert!(stdout(&bad).contains("invalid"));
    assert!(!stdout(&bad).contains(&tampered));

    let other = wirepass(
        d,
        &[
            "session",
            "mint",
            "--key",
            "file:k.key",
            "--user",
            "bob",
            "--audience",
            "elsewhere",
        ],
    );
    let wrong_aud = wirepass(
        d,
        &[
            "session",
            "verify",
            "--config",
            "w.yaml",
            stdout(&other).trim(),
        ],
    );
    assert_eq!(wrong_aud.status.code(), Some(1));
    assert!(stdout(&wrong_aud).contains("wrong audience"));

    let no_key = wirepass(d, &["session", "mint", "--user", "bob"]);
    assert_eq!(no_key.status.code(), Some(2));
    let bad_scope = wirepass(
        d,
        &[
            "session", "mint", "--config", "w.yaml", "--user", "bob", "--scope", "pulls",
        ],
    );
    assert_eq!(bad_scope.status.code(), Some(2));
}

#[test]
fn check_refuses_a_bad_token_and_reports_json() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    assert!(wirepass(d, &["session", "keygen", "--out", "k.key"])
        .status
        .success());
    std::fs::write(
        d.join("w.yaml"),
        "version: 1\nsession: {key: 'file:k.key'}\n",
    )
    .unwrap();
    let o = wirepass(
        d,
        &[
            "check",
            "--config",
            "w.yaml",
            "--token",
            "wp1.x.y",
            "--json",
            "GET",
            "https://api.github.com/user",
        ],
    );
    assert_eq!(o.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap();
    assert_eq!(v["code"], "bad_session");
    assert_eq!(v["decision"], "refuse");
    let o = wirepass(d, &["check", "--config", "w.yaml", "GET", "not a url"]);
    assert_eq!(o.status.code(), Some(2));
}
