#!/usr/bin/env python3
"""Generate routes/kubernetes.yaml (the API server host comes from the config: hosts: []).

    python3 tools/routes/gen_kubernetes.py           # write routes/kubernetes.yaml
    python3 tools/routes/gen_kubernetes.py --check   # exit 1 if the committed table differs

Verbs follow the API server's request-info rules (kubernetes.io/docs/reference/access-authn-authz/
authorization/#determine-the-request-verb): GET collection = list (watch with ?watch=),
GET item = get, POST = create, PUT = update, PATCH = patch, DELETE item = delete, DELETE
collection = deletecollection. Common resources are spelled out (action `pods.get`,
`deployments.scale`, ...); every other resource, CRDs included, falls through to generic
routes whose action is `resources.VERB` and whose resource names the resource, with its
group under a named group as kubectl writes it (`ns:default/widgets.example.com/w1`; a
core one `ns:default/widgets/w1`). The format has no action templates, see the report.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import routelib  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(os.path.dirname(HERE)), "routes", "kubernetes.yaml")

# (API prefix, resource, namespaced, write level). Levels follow the default user-facing
# ClusterRoles: view < edit < admin < cluster_admin.
CORE = "/api/v1"
RESOURCES = [
    (CORE, "pods", True, "edit"), (CORE, "services", True, "edit"),
    (CORE, "configmaps", True, "edit"), (CORE, "secrets", True, "edit"),
    (CORE, "serviceaccounts", True, "edit"), (CORE, "persistentvolumeclaims", True, "edit"),
    (CORE, "events", True, "edit"), (CORE, "endpoints", True, "edit"),
    (CORE, "replicationcontrollers", True, "edit"), (CORE, "limitranges", True, "admin"),
    (CORE, "resourcequotas", True, "admin"), (CORE, "podtemplates", True, "edit"),
    (CORE, "nodes", False, "cluster_admin"), (CORE, "persistentvolumes", False, "cluster_admin"),
    ("/apis/apps/{version}", "deployments", True, "edit"),
    ("/apis/apps/{version}", "statefulsets", True, "edit"),
    ("/apis/apps/{version}", "daemonsets", True, "edit"),
    ("/apis/apps/{version}", "replicasets", True, "edit"),
    ("/apis/apps/{version}", "controllerrevisions", True, "edit"),
    ("/apis/batch/{version}", "jobs", True, "edit"),
    ("/apis/batch/{version}", "cronjobs", True, "edit"),
    ("/apis/autoscaling/{version}", "horizontalpodautoscalers", True, "edit"),
    ("/apis/policy/{version}", "poddisruptionbudgets", True, "edit"),
    ("/apis/networking.k8s.io/{version}", "ingresses", True, "edit"),
    ("/apis/networking.k8s.io/{version}", "networkpolicies", True, "admin"),
    ("/apis/networking.k8s.io/{version}", "ingressclasses", False, "cluster_admin"),
    ("/apis/rbac.authorization.k8s.io/{version}", "roles", True, "admin"),
    ("/apis/rbac.authorization.k8s.io/{version}", "rolebindings", True, "admin"),
    ("/apis/rbac.authorization.k8s.io/{version}", "clusterroles", False, "cluster_admin"),
    ("/apis/rbac.authorization.k8s.io/{version}", "clusterrolebindings", False, "cluster_admin"),
    ("/apis/storage.k8s.io/{version}", "storageclasses", False, "cluster_admin"),
    ("/apis/apiextensions.k8s.io/{version}", "customresourcedefinitions", False, "cluster_admin"),
    ("/apis/coordination.k8s.io/{version}", "leases", True, "edit"),
]
# Reads that the `view` role does not grant.
READ_LEVEL = {"secrets": "edit"}
# Subresources: (resource, subresource, methods -> (action verb, effect, destructive)).
SUBRESOURCES = {
    "pods": {
        "log": {"GET": ("log", "read")},
        "exec": {"GET": ("exec", "write"), "POST": ("exec", "write")},
        "attach": {"GET": ("attach", "write"), "POST": ("attach", "write")},
        "portforward": {"GET": ("portforward", "write"), "POST": ("portforward", "write")},
        "eviction": {"POST": ("evict", "write", True)},
        "binding": {"POST": ("bind", "write")},
        "ephemeralcontainers": {"GET": ("get_ephemeralcontainers", "read"),
                                "PATCH": ("add_ephemeralcontainer", "write"),
                                "PUT": ("add_ephemeralcontainer", "write")},
    },
    "serviceaccounts": {"token": {"POST": ("create_token", "write")}},
    "nodes": {},
}
SCALABLE = {"deployments", "statefulsets", "replicasets", "replicationcontrollers"}
PROXIED = {"pods", "services", "nodes"}

# What an object's spec makes the cluster reach beyond its namespace, judged as resources of
# their own on every write of it (create, update, patch; a JSON Patch is read as the object
# it writes). A grant on the namespace does not reach them: only one that names them does.
# - A pod that reaches its node (in a pod, a pod template, or any object that embeds one: a
#   CRD's workload): a `hostPath` volume reads and writes the node's files (every pod's
#   Secrets on it, whatever its namespace), and a privileged container or the node's PID,
#   network or IPC namespace reaches the node itself (`nsenter -t 1`): `node:hostPath=PATH`,
#   `node:privileged=true`, `node:hostPID=true`, `node:hostNetwork=true`,
#   `node:hostIPC=true`, and a `hostPort` binds the node's own address
#   (`node:hostPort=PORT`). A flag that is off names nothing. An `nfs` volume's server, a
#   `gitRepo` volume's repository, an `iscsi` portal and `rbd`/`cephfs` monitors are hosts
#   the node connects to (`host:NAME`, as written where it holds a port).
NODE_REACH = [
    "node:hostPath={body.**.hostPath.path|each}",
    "node:privileged={body.**.privileged|each|true}",
    "node:hostPID={body.**.hostPID|each|true}",
    "node:hostNetwork={body.**.hostNetwork|each|true}",
    "node:hostIPC={body.**.hostIPC|each|true}",
    "node:hostPort={body.**.hostPort|each}",
    # Pod Security's baseline refuses these too: a capability beyond its set (`SYS_ADMIN`
    # mounts the host's filesystems), a seccomp or AppArmor profile lifted, `/proc`
    # unmasked, a Windows host process. Named only when set so.
    "node:capability={body.**.capabilities.add[]|each|extra_capability}",
    "node:seccomp={body.**.seccompProfile.type|each|unconfined}",
    "node:apparmor={body.**.appArmorProfile.type|each|unconfined}",
    "node:procMount={body.**.procMount|each|unconfined}",
    "node:hostProcess={body.**.hostProcess|each|true}",
    # An SELinux type beyond the baseline's (`spc_t` runs unconfined), or a user or role.
    "node:selinux={body.**.seLinuxOptions.type|each|extra_selinux_type}",
    "node:selinux_user={body.**.seLinuxOptions.user|each}",
    "node:selinux_role={body.**.seLinuxOptions.role|each}",
    # The deprecated annotations the API server still copies into a container's
    # `appArmorProfile` (and older releases into its seccomp profile): on the object, a
    # workload's pod template, a CronJob's, a PodTemplate's.
    "node:{body.metadata.annotations,body.spec.template.metadata.annotations,"
    "body.spec.jobTemplate.spec.template.metadata.annotations,"
    "body.template.metadata.annotations|unconfined_annotations}",
    "host:{body.**.nfs.server|each}",
    "host:{body.**.gitRepo.repository|each|host}",
    "host:{body.**.iscsi.targetPortal,body.**.iscsi.portals[]|each}",
    "host:{body.**.rbd.monitors[],body.**.cephfs.monitors[]|each}",
]
# - A Service's `externalIPs` take over traffic to those addresses on every node
#   (CVE-2020-8554), and so do the ingress addresses written into a LoadBalancer's status;
#   an `ExternalName` points the service's name at any host (`address:IP`, `host:NAME`).
SERVICE_REACH = ["address:{body.spec.externalIPs[]|each}", "host:{body.spec.externalName}"]
SERVICE_STATUS_REACH = ["address:{body.status.loadBalancer.ingress[].ip|each}",
                        "host:{body.status.loadBalancer.ingress[].hostname|each}"]
# - Endpoints and EndpointSlices written by hand send the service's traffic, and the API
#   server's service proxy, to any address: another namespace's pod (CVE-2021-25740).
ENDPOINTS_REACH = ["address:{body.subsets[].addresses[].ip,body.subsets[].notReadyAddresses[].ip|each}"]
SLICES_REACH = ["address:{body.endpoints[].addresses[]|each}"]
PODS_IN = {"pods", "podtemplates", "replicationcontrollers", "deployments", "statefulsets",
           "daemonsets", "replicasets", "jobs", "cronjobs"}
REACH = {"services": SERVICE_REACH, "endpoints": ENDPOINTS_REACH}
for res in PODS_IN:
    REACH[res] = NODE_REACH
# Writes of a subresource that reach as their object's do: a status's, an ephemeral
# container's (a privileged debug container).
# A pod's status names the addresses the endpoints controller copies into the Endpoints of
# every Service that selects it: written by hand (a pod on a node no kubelet runs), they
# send the Service, and the API server's service proxy, anywhere (CVE-2021-25740 again).
POD_STATUS_REACH = ["address:{body.status.podIP,body.status.podIPs[].ip|each}"]
SUB_REACH = {("services", "status"): SERVICE_STATUS_REACH,
             ("pods", "status"): POD_STATUS_REACH,
             ("pods", "ephemeralcontainers"): NODE_REACH}


def reaching(route, also):
    """`route` judged on `also` too, when it writes an object (create, update, patch)."""
    return dict(route, also=list(also)) if also else route


def R(method, path, action, resource, effect, level, destructive=False, query=None, members=None):
    return {"method": method, "path": path, "query": query, "action": action,
            "resource": resource, "members": members, "effect": effect,
            "destructive": destructive, "level": level}


def reach(route, *members):
    """A route on a collection reaches each of its objects (a list returns them, a
    deletecollection deletes them, a fieldSelector picks one): a deny on any object
    denies it (`members`: `*` is one segment, as a name holds no `/`; `**` anything)."""
    route["members"] = list(members)
    return route


def resource_routes(prefix, res, namespaced, wlevel):
    coll = prefix + ("/namespaces/{namespace}/" if namespaced else "/") + res
    item = coll + "/{name}"
    rc = ("ns:{namespace}/%s" if namespaced else "cluster:%s") % res
    ri = rc + "/{name}"
    rlevel = READ_LEVEL.get(res, "view")
    each = rc + "/*"
    out = [
        reach(R("GET", coll, res + ".list", rc, "read", rlevel), each),
        reach(R("GET", coll, res + ".watch", rc, "read", rlevel, query={"watch": "*"}), each),
        reaching(R("POST", coll, res + ".create", rc, "write", wlevel), REACH.get(res)),
        reach(R("DELETE", coll, res + ".deletecollection", rc, "write", wlevel, True), each),
        R("GET", item, res + ".get", ri, "read", rlevel),
        R("GET", item, res + ".watch", ri, "read", rlevel, query={"watch": "*"}),
        reaching(R("PUT", item, res + ".update", ri, "write", wlevel), REACH.get(res)),
        reaching(R("PATCH", item, res + ".patch", ri, "write", wlevel), REACH.get(res)),
        R("DELETE", item, res + ".delete", ri, "write", wlevel, True),
        R("GET", item + "/status", res + ".get_status", ri, "read", rlevel),
        reaching(R("PUT", item + "/status", res + ".update_status", ri, "write", wlevel),
                 SUB_REACH.get((res, "status"))),
        reaching(R("PATCH", item + "/status", res + ".patch_status", ri, "write", wlevel),
                 SUB_REACH.get((res, "status"))),
    ]
    if namespaced:  # list across namespaces: GET /api/v1/pods
        every = "ns:*/%s/*" % res
        out.append(reach(R("GET", prefix + "/" + res, res + ".list", "cluster:" + res, "read",
                           rlevel), every))
        out.append(reach(R("GET", prefix + "/" + res, res + ".watch", "cluster:" + res, "read",
                           rlevel, query={"watch": "*"}), every))
    if res in SCALABLE:
        out += [R("GET", item + "/scale", res + ".get_scale", ri, "read", rlevel),
                R("PUT", item + "/scale", res + ".scale", ri, "write", wlevel),
                R("PATCH", item + "/scale", res + ".scale", ri, "write", wlevel)]
    for sub, methods in SUBRESOURCES.get(res, {}).items():
        for method, spec in methods.items():
            verb, effect = spec[0], spec[1]
            level = rlevel if effect == "read" else wlevel
            route = R(method, item + "/" + sub, res + "." + verb, ri, effect, level,
                      len(spec) > 2 and spec[2])
            out.append(reaching(route, SUB_REACH.get((res, sub)) if effect == "write" else None))
    if res in PROXIED:  # the proxy reaches any endpoint of the pod/service/node: a write
        # Its name is `[scheme:]name[:port]` (`https:vault:8200` is the service `vault`).
        rp = rc + "/{name|proxy_name}"
        out.append(R("*", item + "/proxy", res + ".proxy", rp, "write", wlevel))
        out.append(R("*", item + "/proxy/{path+}", res + ".proxy", rp, "write", wlevel))
    return out


def namespace_routes():
    c, i, ri = CORE + "/namespaces", CORE + "/namespaces/{name}", "cluster:namespaces/{name}"
    return [
        reach(R("GET", c, "namespaces.list", "cluster:namespaces", "read", "view"),
              "cluster:namespaces/*"),
        reach(R("GET", c, "namespaces.watch", "cluster:namespaces", "read", "view",
                query={"watch": "*"}), "cluster:namespaces/*"),
        R("POST", c, "namespaces.create", "cluster:namespaces", "write", "cluster_admin"),
        R("GET", i, "namespaces.get", ri, "read", "view"),
        R("PUT", i, "namespaces.update", ri, "write", "cluster_admin"),
        R("PATCH", i, "namespaces.patch", ri, "write", "cluster_admin"),
        # Deleting a namespace deletes every object in it.
        reach(R("DELETE", i, "namespaces.delete", ri, "write", "cluster_admin", True),
              "ns:{name}/**"),
        R("GET", i + "/status", "namespaces.get_status", ri, "read", "view"),
        R("PUT", i + "/status", "namespaces.update_status", ri, "write", "cluster_admin"),
        R("PUT", i + "/finalize", "namespaces.finalize", ri, "write", "cluster_admin", True),
    ]


def generic_routes(prefix, grouped=False):
    """Any resource of any group (CRDs too): action resources.VERB. Under a named group
    the resource holds its group as kubectl and RBAC write it (`ns:dev/services.serving.
    knative.dev/x`): a Knative Service is no core Service, and a grant on the one does not
    reach the other. The name without its group stays what it stands for (`members`): a
    deny written on it (`ns:prod/certificates/*`) denies every group's."""
    ns = prefix + "/namespaces/{namespace}/{resource}"
    cl = prefix + "/{resource}"
    kind = "{resource}.{group}" if grouped else "{resource}"
    out = []
    # A cluster-level collection path is a cluster-scoped resource's, or a namespaced
    # one's listed across namespaces: it reaches the objects of either.
    for coll, item, scope, each in (
            (ns, ns + "/{name}", "ns:{namespace}/", ["ns:{namespace}/%s/*"]),
            (cl, cl + "/{name}", "cluster:", ["cluster:%s/*", "ns:*/%s/*"])):
        rc, ri = scope + kind, scope + kind + "/{name}"
        # What each route's resources also stand for: the objects a collection reaches
        # and, under a group, every name without it.
        kinds = [kind] + (["{resource}"] if grouped else [])
        plain_rc, plain_ri = scope + "{resource}", scope + "{resource}/{name}"
        objects = [e % k for k in kinds for e in each]
        on_coll = objects + ([plain_rc] if grouped else [])
        on_item = [plain_ri] if grouped else None
        on_sub = [plain_ri + "/{subresource}", plain_ri] if grouped else None

        def sub(method, action, effect, level):
            r = R(method, item + "/{subresource}", action, ri + "/{subresource}", effect, level,
                  members=on_sub)
            # A subresource acts on its object (`pods/x/resize` resizes pod x): judged on
            # the object too, so a deny on the object holds.
            return dict(r, also=[ri])

        out += [
            reach(R("GET", coll, "resources.list", rc, "read", "view"), *on_coll),
            reach(R("GET", coll, "resources.watch", rc, "read", "view", query={"watch": "*"}), *on_coll),
            reaching(R("POST", coll, "resources.create", rc, "write", "edit",
                       members=[plain_rc] if grouped else None), NODE_REACH),
            reach(R("DELETE", coll, "resources.deletecollection", rc, "write", "edit", True), *on_coll),
            R("GET", item, "resources.get", ri, "read", "view", members=on_item),
            R("GET", item, "resources.watch", ri, "read", "view", query={"watch": "*"}, members=on_item),
            reaching(R("PUT", item, "resources.update", ri, "write", "edit", members=on_item),
                     NODE_REACH),
            reaching(R("PATCH", item, "resources.patch", ri, "write", "edit", members=on_item),
                     NODE_REACH),
            R("DELETE", item, "resources.delete", ri, "write", "edit", True, members=on_item),
            sub("GET", "resources.get_subresource", "read", "view"),
            sub("PUT", "resources.update_subresource", "write", "edit"),
            sub("PATCH", "resources.patch_subresource", "write", "edit"),
            sub("POST", "resources.create_subresource", "write", "edit"),
        ]
    return out


def endpointslice_routes():
    """EndpointSlice writes, named as the generic routes name a grouped resource, judged on
    the addresses they list too (`SLICES_REACH`)."""
    coll = "/apis/discovery.k8s.io/{version}/namespaces/{namespace}/endpointslices"
    item = coll + "/{name}"
    rc = "ns:{namespace}/endpointslices.discovery.k8s.io"
    ri = rc + "/{name}"
    also = SLICES_REACH + NODE_REACH
    return [
        reaching(R("POST", coll, "resources.create", rc, "write", "edit",
                   members=["ns:{namespace}/endpointslices"]), also),
        reaching(R("PUT", item, "resources.update", ri, "write", "edit",
                   members=["ns:{namespace}/endpointslices/{name}"]), also),
        reaching(R("PATCH", item, "resources.patch", ri, "write", "edit",
                   members=["ns:{namespace}/endpointslices/{name}"]), also),
    ]


def discovery_routes():
    d = "cluster:discovery"
    out = [R("GET", p, "discovery.get", d, "read", "view") for p in (
        "/api", "/apis", CORE, "/apis/{group}", "/apis/{group}/{version}", "/version",
        "/openapi/v2", "/openapi/v3", "/openapi/v3/{path+}", "/healthz", "/livez", "/readyz")]
    # kubectl auth can-i / whoami: POSTs that only ask a question.
    for res in ("selfsubjectaccessreviews", "selfsubjectrulesreviews"):
        out.append(R("POST", "/apis/authorization.k8s.io/{version}/" + res, res + ".create",
                     "cluster:" + res, "read", "view"))
    out.append(R("POST", "/apis/authentication.k8s.io/{version}/selfsubjectreviews",
                 "selfsubjectreviews.create", "cluster:selfsubjectreviews", "read", "view"))
    # Deprecated watch prefix (/api/v1/watch/namespaces/default/pods).
    # It may watch any collection or object: it reaches them all.
    out.append(reach(R("GET", CORE + "/watch/{path+}", "resources.watch", "cluster:watch/{path}",
                       "read", "view"), "**"))
    out.append(reach(R("GET", "/apis/{group}/{version}/watch/{path+}", "resources.watch",
                       "cluster:watch/{path}", "read", "view"), "**"))
    return out


def build():
    routes = discovery_routes() + namespace_routes()
    for prefix, res, namespaced, wlevel in RESOURCES:
        routes += resource_routes(prefix, res, namespaced, wlevel)
    routes += endpointslice_routes()
    routes += generic_routes(CORE) + generic_routes("/apis/{group}/{version}", grouped=True)
    return routes


def render():
    head = [
        "# GENERATED by tools/routes/gen_kubernetes.py. Do not edit; change the script and rerun.",
        "# Kubernetes API: core (/api/v1) and named groups (/apis/GROUP/VERSION). Common",
        "# resources have their own actions (pods.exec, deployments.scale, secrets.get);",
        "# every other resource falls through to resources.VERB with the resource name in",
        "# the resource (ns:NAMESPACE/RESOURCE/NAME or cluster:RESOURCE/NAME).",
        "version: 1",
        "service: kubernetes",
        "description: Kubernetes API server (host from the config); verbs from method and path, subresources as actions",
        "hosts: []",
        'base_path: ""',
        "levels: [view, edit, admin, cluster_admin]",
        "check: kubernetes",
        "# A host name (an ExternalName service's) is one name in any case.",
        "names:",
        "  fold_case: [host]",
        "routes:",
    ]
    return "\n".join(head + [routelib.route_line(r) for r in build()]) + "\n"


def main():
    text = render()
    if "--check" in sys.argv:
        with open(OUT) as f:
            return 0 if f.read() == text else 1
    with open(OUT, "w") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
