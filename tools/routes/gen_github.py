#!/usr/bin/env python3
"""Generate routes/github.yaml from the committed spec snapshot and overrides.

    python3 tools/routes/gen_github.py            # write routes/github.yaml
    python3 tools/routes/gen_github.py --check    # exit 1 if the committed table differs

Inputs: tools/routes/github-openapi.min.json (trim_github_spec.py of @octokit/openapi)
and tools/routes/github-overrides.yaml (hand review). This script is the source of
truth for the shipped GitHub table; `wirepass routes import-openapi` is the generic
importer for users' own APIs.
"""
import json
import os
import re
import sys

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import routelib  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SPEC = os.path.join(HERE, "github-openapi.min.json")
OVERRIDES = os.path.join(HERE, "github-overrides.yaml")
OUT = os.path.join(ROOT, "routes", "github.yaml")
API_HOST = "api.github.com"
READ_METHODS = {"get", "head", "options"}

# Resource by the first matching path parameter(s): typed strings an operator can grant on.
RESOURCE_RULES = [
    (("owner", "repo"), "repo:{owner}/{repo}"),
    (("template_owner", "template_repo"), "repo:{template_owner}/{template_repo}"),
    (("enterprise",), "enterprise:{enterprise}"),
    (("org",), "org:{org}"),
    (("gist_id",), "gist:{gist_id}"),
    (("username",), "user:{username}"),
    (("repository_id",), "repo_id:{repository_id}"),
    (("team_id",), "team_id:{team_id}"),
    (("installation_id",), "installation:{installation_id}"),
    (("client_id",), "app:{client_id}"),
    (("app_slug",), "app:{app_slug}"),
    (("thread_id",), "notification_thread:{thread_id}"),
    (("user_id",), "user_id:{user_id}"),
    (("account_id",), "user_id:{account_id}"),
    (("classroom_id",), "classroom:{classroom_id}"),
    (("assignment_id",), "classroom_assignment:{assignment_id}"),
    (("task_id",), "agent_task:{task_id}"),
]
# Paths without such a parameter: the authenticated user, the app, or the API itself.
PREFIX_RESOURCES = [("/user", "user:@me"), ("/app", "app:@me"), ("/installation", "installation:@me")]


# GitHub's storage hosts, as its docs list them for self-hosted runners' firewalls.
STORAGE = [
    "objects.githubusercontent.com",
    "objects-origin.githubusercontent.com",
    "release-assets.githubusercontent.com",
    "github-releases.githubusercontent.com",
    "github-registry-files.githubusercontent.com",
    "github-cloud.githubusercontent.com",
    "github-cloud.s3.amazonaws.com",
    '"*.actions.githubusercontent.com"',
    '"*.blob.core.windows.net"',
]

def action_of(op_id):
    return op_id.replace("/", ".").replace("-", "_")


def resource_of(path, params):
    for names, tmpl in RESOURCE_RULES:
        if all(n in params for n in names):
            return tmpl
    for prefix, res in PREFIX_RESOURCES:
        if path == prefix or path.startswith(prefix + "/"):
            return res
    first = path.strip("/").split("/")[0] or "meta"
    return "github:" + first


def scope_of(resource):
    for scope in ("repo", "org", "enterprise"):
        if resource.startswith(scope + ":"):
            return scope
    return "other"


def level_of(rules, op_id, path, effect, scope):
    for rule in rules:
        if rule.get("scope", scope) != scope or rule.get("effect", effect) != effect:
            continue
        if "ops" in rule and op_id not in rule["ops"]:
            continue
        if "op_re" in rule and not re.search(rule["op_re"], op_id):
            continue
        if "path_re" in rule and not re.search(rule["path_re"], path):
            continue
        return rule["level"]
    return None


def build(spec, ov):
    rest = set(ov.get("rest_params") or [])
    aliases = ov.get("aliases") or {}
    effects = ov.get("effect") or {}
    destructive = set(ov.get("destructive") or [])
    rules = ov.get("levels") or []
    also = ov.get("also") or {}
    routes = []
    for path, ops in spec["paths"].items():
        tpath = path.replace("{enterprise-team}", "{enterprise_team}")
        if tpath in rest or path in rest:
            tpath = re.sub(r"\{(\w+)\}$", r"{\1+}", tpath)
        params = set(re.findall(r"\{(\w+)\+?\}", tpath))
        for method, op in ops.items():
            op_id = op["operationId"]
            if op_id in aliases:
                continue
            effect = effects.get(op_id, "read" if method in READ_METHODS else "write")
            resource = resource_of(tpath, params)
            routes.append({
                "method": method.upper(),
                "path": tpath,
                "host": op.get("host", API_HOST),
                "action": action_of(op_id),
                "resource": resource,
                "effect": effect,
                "destructive": method == "delete" or op_id in destructive,
                "level": level_of(rules, op_id, path, effect, scope_of(resource)),
                "also": also.get(op_id),
            })
    unknown = (set(effects) | destructive | set(aliases) | set(also)) - {
        o["operationId"] for ops in spec["paths"].values() for o in ops.values()}
    if unknown:
        raise SystemExit("overrides name unknown operationIds: %s" % sorted(unknown))
    return routes


def by_id(routes):
    """`/repositories/{id}/...` answers as `/repos/{owner}/{repo}/...`, and the extra routes
    map it by id with no body read: every operation that judges more than its repository
    (`also`) gets its own by-id route with the same `also`, so the id does not skip it."""
    out = []
    for r in routes:
        m = re.match(r"^/repos/\{(\w+)\}/\{(\w+)\}/", r["path"])
        if not r.get("also") or not m:
            continue
        if any("{%s" % n in t for t in r["also"] for n in m.groups()):
            raise SystemExit("%s: an `also` on owner or repo cannot be read by id" % r["action"])
        out.append(dict(r, path="/repositories/{repository_id}/" + r["path"][m.end():],
                        resource="repo_id:{repository_id}"))
    return out


def graphql_block(gq):
    lines = ["  - method: POST", "    path: /graphql", "    host: %s" % API_HOST, "    graphql:"]
    for key in ("query_action", "mutation_prefix", "resource"):
        lines.append("      %s: %s" % (key, routelib.scalar(gq[key])))
    lines.append("      fields:")
    for field, spec in gq["fields"].items():
        lines.append("        %s: %s" % (field, routelib.scalar(spec)))
    return lines


def render(spec, ov):
    routes = build(spec, ov)
    n_ops = sum(len(ops) for ops in spec["paths"].values())
    head = [
        "# GENERATED by tools/routes/gen_github.py from %s" % spec["source"],
        "# plus tools/routes/github-overrides.yaml. Do not edit: change the overrides and rerun.",
        "# %d REST operations (%d routes; aliases in the overrides share a route)," % (
            n_ops, len(routes)),
        "# then git smart HTTP, downloads and GraphQL. Actions are GitHub operationIds",
        "# (pulls/create -> pulls.create), so an audit line can be looked up in GitHub's docs.",
        "version: 1",
        "service: github",
        "description: GitHub REST v3 (every operation of the published OpenAPI description), GraphQL v4 and git smart HTTP",
        "hosts: [api.github.com, uploads.github.com, github.com, raw.githubusercontent.com, codeload.github.com]",
        "# Where api.github.com redirects downloads (release assets, Actions logs and artifacts,",
        "# LFS objects): reached only by a redirect pass (README, \"Downloads handed off to storage\").",
        "storage: [" + ", ".join(STORAGE) + "]",
        'base_path: ""',
        "levels: [read, triage, write, maintain, admin]",
        "check: github",
    ] + names_block(ov["names"]) + [
        "routes:",
    ]
    body = [routelib.route_line(r) for r in routes]
    body += ["  # --- repositories by id: operations that judge more than their repository (also)"]
    body += [routelib.route_line(r) for r in by_id(routes)]
    body += ["  # --- git smart HTTP and downloads (github-overrides.yaml extra_routes)"]
    body += [routelib.route_line(r) for r in ov.get("extra_routes") or []]
    body += ["  # --- GraphQL v4"] + graphql_block(ov["graphql"])
    return "\n".join(head + body) + "\n"


def names_block(names):
    """The table's `names:` as written in the overrides (flow style, sorted keys)."""
    out = ["names:"]
    out.append("  fold_case: [%s]" % ", ".join(names["fold_case"]))
    ids = ", ".join("%s: %s" % (k, v) for k, v in sorted(names["ids"].items()))
    out.append("  ids: {%s}" % ids)
    return out


def main():
    with open(SPEC) as f:
        spec = json.load(f)
    with open(OVERRIDES) as f:
        ov = yaml.safe_load(f)
    text = render(spec, ov)
    if "--check" in sys.argv:
        with open(OUT) as f:
            if f.read() != text:
                sys.stderr.write("routes/github.yaml differs from regeneration; "
                                 "run python3 tools/routes/gen_github.py\n")
                return 1
        return 0
    with open(OUT, "w") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
