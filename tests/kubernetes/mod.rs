//! deploy/kubernetes: the kustomization as the tests read it ([`Kustomization`]), the
//! objects against the Kubernetes schemas ([`schemas`]), and the pods and policies against
//! each other ([`pods`]).

pub mod pods;
mod schemas;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use serde_yaml::Value;

use crate::support::proxy::BIN;
use crate::{documents, ok, read_yaml, root, seq, str_of};

pub fn kubernetes_dir() -> PathBuf {
    root().join("deploy/kubernetes")
}

/// The kustomization's resources (parsed) and the names of the objects its generators
/// make (before kustomize adds their hash suffix), by kind.
pub struct Kustomization {
    pub objects: Vec<Value>,
    pub generated: BTreeMap<&'static str, BTreeSet<String>>,
    pub generator_files: BTreeMap<String, Vec<String>>,
}

impl Kustomization {
    pub fn load() -> Kustomization {
        let dir = kubernetes_dir();
        let k = read_yaml(&dir.join("kustomization.yaml"));
        let objects = seq(&k["resources"])
            .iter()
            .flat_map(|r| {
                let text = std::fs::read_to_string(dir.join(str_of(r, "a resource"))).unwrap();
                documents(&text)
            })
            .collect();
        let mut generated: BTreeMap<&'static str, BTreeSet<String>> = BTreeMap::new();
        let mut generator_files = BTreeMap::new();
        for (key, kind) in [
            ("secretGenerator", "Secret"),
            ("configMapGenerator", "ConfigMap"),
        ] {
            for g in seq(&k[key]) {
                let name = str_of(&g["name"], "a generator's name").to_string();
                let files = seq(&g["files"]).iter().chain(seq(&g["envs"]));
                let files = files.map(|f| str_of(f, "a file").to_string()).collect();
                generator_files.insert(name.clone(), files);
                generated.entry(kind).or_default().insert(name);
            }
        }
        Kustomization {
            objects,
            generated,
            generator_files,
        }
    }

    /// Names of the objects of `kind`, listed or generated.
    pub fn names(&self, kind: &str) -> BTreeSet<String> {
        let listed = self
            .objects
            .iter()
            .filter(|o| o["kind"] == kind)
            .map(|o| str_of(&o["metadata"]["name"], "a name").to_string());
        let generated = self.generated.get(kind).into_iter().flatten().cloned();
        listed.chain(generated).collect()
    }

    pub fn object(&self, kind: &str, name: &str) -> &Value {
        self.objects
            .iter()
            .find(|o| o["kind"] == kind && o["metadata"]["name"] == name)
            .unwrap_or_else(|| panic!("no {kind} {name} in the kustomization"))
    }
}

/// Writes the throwaway keys and files the kustomization's generators read into `dir`'s
/// secrets/ (`dir`: a copy of deploy/kubernetes).
/// (`--force`: a developer's own keys in deploy/kubernetes/secrets/ were copied too.)
pub async fn fill_secrets(dir: &Path) {
    let secrets = dir.join("secrets");
    let secrets = secrets.to_str().unwrap();
    ok(BIN, &["init", "--force", "--ca-dir", secrets]).await;
    ok(
        BIN,
        &[
            "session",
            "keygen",
            "--force",
            "--out",
            &format!("{secrets}/session.key"),
        ],
    )
    .await;
    ok(BIN, &["env", "--ca-dir", secrets]).await; // writes bundle.pem
    let credentials = "GITHUB_TOKEN=placeholder-github\nOPENAI_API_KEY=placeholder-openai\n";
    std::fs::write(dir.join("secrets/credentials.env"), credentials).unwrap();
}

pub fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}
