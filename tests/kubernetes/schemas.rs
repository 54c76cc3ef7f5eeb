//! Every object of deploy/kubernetes, as `kubectl kustomize` renders it with throwaway
//! keys, against the schemas of the newest Kubernetes `kubernetes-validate` ships; the
//! kustomization lists every file and no key is committed.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use serde_yaml::Value;

use super::{copy_dir, fill_secrets, kubernetes_dir, Kustomization};
use crate::support::cmd::{self, CmdOutput};
use crate::{ok, read_yaml, root, seq, str_of};

/// Validates every document of each file with `kubernetes-validate` (strict, the newest
/// Kubernetes it ships); prints `ok|invalid VERSION FILE: KIND NAME[: why]` per document
/// and exits 1 when any is invalid.
const VALIDATE: &str = r#"
import sys, yaml
try:
    import kubernetes_validate as kv
except ImportError:
    print("SKIPPED: the Python package kubernetes-validate is missing: pip install kubernetes-validate (.ci/run does)")
    sys.exit(0)
version = kv.latest_version()
bad = 0
for path in sys.argv[1:]:
    for doc in yaml.safe_load_all(open(path)):
        if doc is None:
            continue
        what = f"{path}: {doc.get('kind')} {(doc.get('metadata') or {}).get('name')}"
        try:
            kv.validate(doc, version, strict=True)
            print(f"ok {version} {what}")
        except (kv.ValidationError, kv.SchemaNotFoundError, kv.InvalidSchemaError) as e:
            bad += 1
            print(f"invalid {version} {what}: {getattr(e, 'message', e)}")
sys.exit(1 if bad else 0)
"#;

/// The validator's output, or `None` (having said so) when kubernetes-validate is missing.
async fn validate(files: &[&Path]) -> Option<CmdOutput> {
    let mut args = vec!["-c", VALIDATE];
    args.extend(files.iter().map(|f| f.to_str().unwrap()));
    let out = cmd::run("python3", &args, &BTreeMap::new()).await;
    if out.stdout.starts_with("SKIPPED") {
        eprintln!("{}", out.stdout.trim());
        return None;
    }
    Some(out)
}

fn have_kubectl() -> bool {
    std::process::Command::new("kubectl")
        .args(["version", "--client"])
        .output()
        .is_ok_and(|o| o.status.success())
}

#[tokio::test]
async fn kubernetes_objects_are_valid_for_a_recent_kubernetes() {
    let dir = tempfile::tempdir().unwrap();
    let files: Vec<PathBuf> = if have_kubectl() {
        let copy = dir.path().join("kubernetes");
        copy_dir(&kubernetes_dir(), &copy);
        fill_secrets(&copy).await;
        let out = ok("kubectl", &["kustomize", copy.to_str().unwrap()]).await;
        let rendered = dir.path().join("rendered.yaml");
        std::fs::write(&rendered, &out.stdout).unwrap();
        vec![rendered]
    } else {
        eprintln!(
            "NOTE: kubectl is not installed: the listed resources are validated, not the \
             objects the kustomization's generators make"
        );
        let k = read_yaml(&kubernetes_dir().join("kustomization.yaml"));
        seq(&k["resources"])
            .iter()
            .map(|r| kubernetes_dir().join(str_of(r, "a resource")))
            .collect()
    };
    let paths: Vec<&Path> = files.iter().map(PathBuf::as_path).collect();
    let Some(out) = validate(&paths).await else {
        return;
    };
    out.assert_ok("kubernetes-validate");
    let kinds: BTreeSet<&str> = out
        .stdout
        .lines()
        .filter_map(|l| l.split(": ").nth(1))
        .filter_map(|what| what.split(' ').next())
        .collect();
    for kind in ["Deployment", "Service", "NetworkPolicy", "ConfigMap"] {
        assert!(kinds.contains(kind), "no {kind} validated: {out:#?}");
    }

    // The validator is strict: a field Kubernetes does not know is an error.
    let typo = dir.path().join("typo.yaml");
    let mut deployment = read_yaml(&kubernetes_dir().join("agent.yaml"));
    deployment["spec"]["replica"] = Value::from(2);
    std::fs::write(&typo, serde_yaml::to_string(&deployment).unwrap()).unwrap();
    let Some(out) = validate(&[&typo]).await else {
        return;
    };
    assert_eq!(out.code, Some(1), "a misspelt field passed: {out:#?}");
    assert!(out.stdout.starts_with("invalid "), "{out:#?}");
}

#[tokio::test]
async fn the_kustomization_lists_every_file_and_no_key_is_committed() {
    let dir = kubernetes_dir();
    let k = read_yaml(&dir.join("kustomization.yaml"));
    let listed: BTreeSet<String> = seq(&k["resources"])
        .iter()
        .map(|r| str_of(r, "a resource").to_string())
        .collect();
    let present: BTreeSet<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".yaml") && n != "kustomization.yaml")
        .collect();
    assert_eq!(listed, present, "resources: must list every manifest here");
    // What the generators read is made on the deploying machine, in a folder git ignores.
    let kz = Kustomization::load();
    for (name, files) in &kz.generator_files {
        for f in files {
            assert!(
                f.starts_with("secrets/"),
                "{name} reads {f} outside secrets/"
            );
        }
    }
    let ignore = std::fs::read_to_string(dir.join("secrets/.gitignore")).unwrap();
    assert!(ignore.lines().any(|l| l.trim() == "*"), "{ignore}");
    let tracked = ok(
        "git",
        &["-C", root().to_str().unwrap(), "ls-files", "deploy"],
    )
    .await;
    for f in tracked.stdout.lines() {
        assert!(
            !(f.ends_with(".pem") || f.ends_with(".key") || f.ends_with(".env")),
            "key material is committed: {f}"
        );
    }
}
