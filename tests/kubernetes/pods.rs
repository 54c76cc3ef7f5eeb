//! The pods and policies of deploy/kubernetes against each other and the kustomization:
//! what they mount exists, probes name their own ports, wirepass listens where its ports
//! say, nothing runs as root, and the agents reach wirepass and DNS only.

use std::collections::{BTreeMap, BTreeSet};

use serde_yaml::Value;

use super::Kustomization;
use crate::{seq, str_of};

/// The pod template of Deployment `name` and its first container.
pub fn pod<'a>(kz: &'a Kustomization, name: &str) -> (&'a Value, &'a Value) {
    let spec = &kz.object("Deployment", name)["spec"]["template"]["spec"];
    (spec, &seq(&spec["containers"])[0])
}

/// Port `p` (a number or a port name) of `container`, as a number.
pub fn port_of(container: &Value, p: &Value) -> u64 {
    let ports = seq(&container["ports"]);
    let found = match p {
        Value::Number(n) => ports
            .iter()
            .find(|x| x["containerPort"].as_u64() == n.as_u64()),
        Value::String(s) => ports.iter().find(|x| x["name"] == s.as_str()),
        _ => None,
    };
    found
        .and_then(|x| x["containerPort"].as_u64())
        .unwrap_or_else(|| {
            panic!(
                "port {p:?} is not a port of {}",
                container["name"]["name"]
                    .as_str()
                    .unwrap_or("the container")
            )
        })
}

/// The port of `host:port` following `flag` in `args`.
fn flag_port(args: &[Value], flag: &str) -> u64 {
    let i = args
        .iter()
        .position(|a| a == flag)
        .unwrap_or_else(|| panic!("no {flag} in {args:?}"));
    let addr = str_of(&args[i + 1], flag);
    addr.rsplit_once(':')
        .and_then(|(_, p)| p.parse().ok())
        .unwrap()
}

fn assert_locked_down(what: &str, pod: &Value, container: &Value) {
    assert_eq!(pod["securityContext"]["runAsNonRoot"], true, "{what}");
    assert_ne!(pod["securityContext"]["runAsUser"], 0, "{what}");
    assert_eq!(pod["automountServiceAccountToken"], false, "{what}");
    let sc = &container["securityContext"];
    assert_eq!(sc["readOnlyRootFilesystem"], true, "{what}");
    assert_eq!(sc["allowPrivilegeEscalation"], false, "{what}");
    assert!(
        seq(&sc["capabilities"]["drop"]).iter().any(|c| c == "ALL"),
        "{what}"
    );
}

#[tokio::test]
async fn the_pods_mount_what_the_kustomization_makes_and_probe_their_own_ports() {
    let kz = Kustomization::load();
    for name in ["wirepass", "agent"] {
        let (spec, container) = pod(&kz, name);
        assert_locked_down(name, spec, container);
        for v in seq(&spec["volumes"]) {
            if let Some(cm) = v["configMap"]["name"].as_str() {
                assert!(
                    kz.names("ConfigMap").contains(cm),
                    "{name} mounts ConfigMap {cm}"
                );
            }
            if let Some(s) = v["secret"]["secretName"].as_str() {
                assert!(kz.names("Secret").contains(s), "{name} mounts Secret {s}");
            }
        }
        for e in seq(&container["envFrom"]) {
            if let Some(s) = e["secretRef"]["name"].as_str() {
                assert!(kz.names("Secret").contains(s), "{name} reads Secret {s}");
            }
        }
        for probe in ["readinessProbe", "livenessProbe"] {
            let p = &container[probe]["httpGet"]["port"];
            if !p.is_null() {
                port_of(container, p);
            }
        }
    }
    // wirepass: listens where its ports say, probes its admin port, audits to stdout.
    let (spec, wp) = pod(&kz, "wirepass");
    let args = seq(&wp["args"]);
    assert_eq!(flag_port(args, "--listen"), port_of(wp, &"proxy".into()));
    assert_eq!(flag_port(args, "--admin"), port_of(wp, &"admin".into()));
    let audit = args.iter().position(|a| a == "--audit").expect("--audit");
    assert_eq!(args[audit + 1], "-", "the audit goes to standard output");
    for (probe, path) in [("readinessProbe", "/readyz"), ("livenessProbe", "/healthz")] {
        let get = &wp[probe]["httpGet"];
        assert_eq!(get["path"], path, "{probe}");
        assert_eq!(
            port_of(wp, &get["port"]),
            port_of(wp, &"admin".into()),
            "{probe}"
        );
    }
    let mounts: BTreeMap<&str, &str> = seq(&wp["volumeMounts"])
        .iter()
        .map(|m| {
            (
                str_of(&m["mountPath"], "mountPath"),
                str_of(&m["name"], "name"),
            )
        })
        .collect();
    assert!(seq(&wp["volumeMounts"])
        .iter()
        .all(|m| m["readOnly"] == true));
    let volume = |name: &str| {
        seq(&spec["volumes"])
            .iter()
            .find(|v| v["name"] == name)
            .unwrap()
    };
    assert_eq!(
        volume(mounts["/etc/wirepass"])["configMap"]["name"],
        "wirepass-config"
    );
    let keys = volume(mounts["/var/lib/wirepass/certs"]);
    assert_eq!(keys["secret"]["secretName"], "wirepass-keys");
    let files = &kz.generator_files["wirepass-keys"];
    for f in [
        "secrets/ca.pem",
        "secrets/ca-key.pem",
        "secrets/session.key",
    ] {
        assert!(files.contains(&f.to_string()), "wirepass-keys lacks {f}");
    }
    // The agent never sees a Secret: the key stays with wirepass.
    let (agent_spec, agent) = pod(&kz, "agent");
    assert!(
        seq(&agent_spec["volumes"])
            .iter()
            .all(|v| v["secret"].is_null()),
        "the agent mounts a Secret"
    );
    assert!(
        agent["envFrom"].is_null(),
        "the agent reads a Secret's variables"
    );
    assert!(!kz.generator_files["wirepass-ca"]
        .iter()
        .any(|f| f.contains("key")));

    // The Service sends the proxy port to wirepass's pods.
    let service = kz.object("Service", "wirepass");
    let wirepass_labels =
        &kz.object("Deployment", "wirepass")["spec"]["template"]["metadata"]["labels"];
    assert!(selects(&service["spec"]["selector"], wirepass_labels));
    let target = &seq(&service["spec"]["ports"])[0]["targetPort"];
    assert_eq!(port_of(wp, target), port_of(wp, &"proxy".into()));
}

/// Whether every label of `selector` is on `labels`.
fn selects(selector: &Value, labels: &Value) -> bool {
    let Some(want) = selector.as_mapping() else {
        return false;
    };
    !want.is_empty() && want.iter().all(|(k, v)| labels[k.as_str().unwrap()] == *v)
}

#[tokio::test]
async fn agents_may_reach_wirepass_and_dns_only() {
    let kz = Kustomization::load();
    let labels =
        |name: &str| &kz.object("Deployment", name)["spec"]["template"]["metadata"]["labels"];
    let (agent, wirepass) = (labels("agent"), labels("wirepass"));
    let (_, wp) = pod(&kz, "wirepass");
    let proxy_port = port_of(wp, &"proxy".into());

    let policy = kz.object("NetworkPolicy", "agents-egress-through-wirepass");
    assert!(selects(
        &policy["spec"]["podSelector"]["matchLabels"],
        agent
    ));
    assert!(!selects(
        &policy["spec"]["podSelector"]["matchLabels"],
        wirepass
    ));
    assert_eq!(seq(&policy["spec"]["policyTypes"]), [Value::from("Egress")]);
    for rule in seq(&policy["spec"]["egress"]) {
        let ports: BTreeSet<u64> = seq(&rule["ports"])
            .iter()
            .map(|p| p["port"].as_u64().unwrap())
            .collect();
        let peers = seq(&rule["to"]);
        assert!(
            !peers.is_empty(),
            "an egress rule without `to` allows anywhere"
        );
        for peer in peers {
            assert!(
                peer["ipBlock"].is_null(),
                "agents may reach addresses: {peer:?}"
            );
            let to_wirepass = selects(&peer["podSelector"]["matchLabels"], wirepass)
                && peer["namespaceSelector"].is_null();
            let to_dns = peer["podSelector"]["matchLabels"]["k8s-app"] == "kube-dns";
            assert!(to_wirepass || to_dns, "agents may reach {peer:?}");
            let want = if to_wirepass { proxy_port } else { 53 };
            assert_eq!(ports, BTreeSet::from([want]), "{peer:?}");
        }
    }
    let ingress = kz.object("NetworkPolicy", "wirepass-ingress-from-agents");
    assert!(selects(
        &ingress["spec"]["podSelector"]["matchLabels"],
        wirepass
    ));
    let from = &seq(&ingress["spec"]["ingress"])[0]["from"];
    assert!(selects(&seq(from)[0]["podSelector"]["matchLabels"], agent));
}
