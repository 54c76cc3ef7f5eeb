//! Issue 17, `wirepass doctor`: a good setup (a running proxy, the shell's variables from
//! `wirepass env`) passes every check, exit 0; each broken one (no CA, a key others can
//! read, bad YAML, a credential `run` cannot load, the port taken by another program, no
//! proxy running, the variables unset, a proxy signing with another CA than the one
//! clients are given) fails its own check with its own fix, exit 1.

mod support;

use std::collections::BTreeMap;
use std::path::Path;

use support::cmd::{self, CmdOutput};
use support::proxy::BIN;
use support::{Setup, SetupOptions};

async fn doctor(args: &[&str], env: &BTreeMap<String, String>) -> CmdOutput {
    let mut all = vec!["doctor"];
    all.extend_from_slice(args);
    cmd::run(BIN, &all, env).await
}

/// The line of the check named `name`.
fn line<'a>(out: &'a CmdOutput, name: &str) -> &'a str {
    out.stdout
        .lines()
        .find(|l| l[6.min(l.len())..].starts_with(&format!("{name}:")))
        .unwrap_or_else(|| panic!("no `{name}` check in:\n{}", out.stdout))
}

/// Asserts the check `name` failed, saying `saw`, with a fix that says `fix`.
fn assert_failed(out: &CmdOutput, name: &str, saw: &str, fix: &str) {
    assert_eq!(out.code, Some(1), "{out:#?}");
    let l = line(out, name);
    assert!(
        l.starts_with("FAIL") && l.contains(saw),
        "{l}\n{}",
        out.stdout
    );
    let after = out.stdout.split(l).nth(1).unwrap_or_default();
    let fix_line = after.lines().nth(1).unwrap_or_default();
    assert!(
        fix_line.trim_start().starts_with("fix:") && fix_line.contains(fix),
        "the fix for {name}: {fix_line}\n{}",
        out.stdout
    );
}

#[tokio::test]
async fn a_good_setup_passes_every_check() {
    let setup = Setup::start(SetupOptions::default()).await;
    let p = &setup.proxy;
    let env = p.env_vars().await;
    let listen = p.addr().to_string();
    let config = p.config_path();
    let ca_dir = p.ca_dir().to_str().unwrap();
    let args = [
        "--config",
        config.to_str().unwrap(),
        "--ca-dir",
        ca_dir,
        "--listen",
        &listen,
    ];
    let out = doctor(&args, &env).await;
    assert_eq!(out.code, Some(0), "{out:#?}");
    for name in [
        "config",
        "CA",
        "CA key mode",
        "CA expiry",
        "listen address",
        "environment",
        "self-test",
    ] {
        assert!(line(&out, name).starts_with("pass"), "{}", out.stdout);
    }
    assert!(line(&out, "listen address").contains("held by a running wirepass"));

    // The same, with the shell's variables unset: only the environment check fails.
    let out = doctor(&args, &BTreeMap::new()).await;
    assert_failed(
        &out,
        "environment",
        "HTTPS_PROXY is not set",
        "eval \"$(wirepass env",
    );
    assert_eq!(out.stdout.matches("FAIL").count(), 1, "{}", out.stdout);

    // A session token in the proxy URL (the documented set-up): the shell's variables
    // hold it, the self-test goes through, and it is never printed.
    let token = "wp1.c2VjcmV0LXNlc3Npb24tdG9rZW4";
    let with_session = format!("http://alice%40example.com:{token}@{listen}");
    let mut env_session = env.clone();
    for (k, v) in env_session.iter_mut() {
        if ["https_proxy", "http_proxy"].contains(&k.to_ascii_lowercase().as_str()) {
            *v = with_session.clone();
        }
    }
    let mut args_session = args.to_vec();
    args_session.extend(["--proxy", with_session.as_str()]);
    let out = doctor(&args_session, &env_session).await;
    assert_eq!(out.code, Some(0), "{out:#?}");
    assert!(
        line(&out, "self-test").starts_with("pass"),
        "{}",
        out.stdout
    );
    assert!(
        !out.stdout.contains(token) && !out.stderr.contains(token),
        "{out:#?}"
    );

    // Another folder's CA (`wirepass env` run elsewhere): the proxy signs with another CA,
    // and the self-test says so, with both fingerprints.
    let other = tempfile::tempdir().unwrap();
    let other = other.path().to_str().unwrap();
    cmd::run(BIN, &["init", "--ca-dir", other], &BTreeMap::new())
        .await
        .assert_ok("wirepass init");
    let args = ["--ca-dir", other, "--listen", &listen];
    let out = doctor(&args, &BTreeMap::new()).await;
    assert_failed(&out, "self-test", "signs with another CA", "--ca-dir");

    // No CA there at all: the CA check fails, and the self-test claims no CA it has not
    // compared.
    let empty = tempfile::tempdir().unwrap();
    let args = [
        "--ca-dir",
        empty.path().to_str().unwrap(),
        "--listen",
        &listen,
    ];
    let out = doctor(&args, &BTreeMap::new()).await;
    assert_failed(&out, "CA", "no CA", "wirepass init");
    let l = line(&out, "self-test");
    assert!(l.starts_with("pass") && !l.contains("signing with"), "{l}");
}

#[tokio::test]
async fn each_broken_setup_fails_its_check_with_its_fix() {
    let dir = tempfile::tempdir().unwrap();
    let ca = dir.path().join("ca");
    let ca_arg = ca.to_str().unwrap();
    let free = format!("127.0.0.1:{}", support::closed_port());
    let none = BTreeMap::new();

    // No CA: nothing is created by doctor.
    let out = doctor(&["--ca-dir", ca_arg, "--listen", &free], &none).await;
    assert_failed(&out, "CA", "no CA", "wirepass init --ca-dir");
    assert!(!ca.join("ca.pem").exists(), "doctor created a CA");
    // And nothing runs there.
    assert_failed(&out, "self-test", "no wirepass answered", "wirepass run");

    // A key others can read.
    let init = cmd::run(BIN, &["init", "--ca-dir", ca_arg], &none).await;
    init.assert_ok("wirepass init");
    let key = ca.join("ca-key.pem");
    set_mode(&key, 0o644);
    let out = doctor(&["--ca-dir", ca_arg, "--listen", &free], &none).await;
    assert_failed(&out, "CA key mode", "mode 0644", "chmod 600");
    assert!(line(&out, "CA").starts_with("pass"));
    // Readable by its group alone: a Kubernetes Secret mounted for the pod's `fsGroup`,
    // which no chmod can change, is how the documented pod reads it.
    set_mode(&key, 0o440);
    let out = doctor(&["--ca-dir", ca_arg, "--listen", &free], &none).await;
    let l = line(&out, "CA key mode");
    assert!(
        l.starts_with("pass") && l.contains("group"),
        "{}",
        out.stdout
    );
    set_mode(&key, 0o600);

    // A credential `run` cannot load (its variable unset): doctor fails it as run would.
    let unset = dir.path().join("unset.yaml");
    std::fs::write(
        &unset,
        "version: 1\nservices:\n  github:\n    credential:\n      header: authorization\n      \
         value: \"Bearer {env:WIREPASS_DOCTOR_TEST_UNSET}\"\n",
    )
    .unwrap();
    let args = [
        "--config",
        unset.to_str().unwrap(),
        "--ca-dir",
        ca_arg,
        "--listen",
        &free,
    ];
    let out = doctor(&args, &none).await;
    assert_failed(&out, "config", "WIREPASS_DOCTOR_TEST_UNSET", "correct");

    // A config that is not YAML.
    let bad = dir.path().join("bad.yaml");
    std::fs::write(&bad, "version: 1\nhosts: [\n").unwrap();
    let with_config = |c: &Path| {
        let c = c.to_str().unwrap().to_string();
        let (ca_arg, free) = (ca_arg.to_string(), free.clone());
        async move {
            let args = ["--config", &c, "--ca-dir", &ca_arg, "--listen", &free];
            doctor(&args, &BTreeMap::new()).await
        }
    };
    let out = with_config(&bad).await;
    assert_failed(&out, "config", "bad.yaml", "correct");

    // A route table that does not compile, named by the config.
    let table = dir.path().join("table.yaml");
    std::fs::write(&table, "service: x\nroutes:\n  - {method: GET}\n").unwrap();
    let named = dir.path().join("named.yaml");
    std::fs::write(
        &named,
        format!(
            "version: 1\nservices:\n  x:\n    routes: {}\n    hosts: [x.example]\n",
            table.display()
        ),
    )
    .unwrap();
    let out = with_config(&named).await;
    let l = line(&out, "config");
    assert!(
        l.starts_with("FAIL") && l.contains("table.yaml"),
        "{}",
        out.stdout
    );

    // The port taken by a program that is not wirepass.
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = taken.local_addr().unwrap().to_string();
    let out = doctor(&["--ca-dir", ca_arg, "--listen", &addr], &none).await;
    assert_failed(
        &out,
        "listen address",
        "taken by another program",
        "--listen",
    );
    let out = doctor(
        &["--ca-dir", ca_arg, "--listen", &free, "--admin", &addr],
        &none,
    )
    .await;
    assert_failed(&out, "admin address", "taken by another program", "--admin");
}

fn set_mode(path: &Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}
