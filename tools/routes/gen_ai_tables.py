#!/usr/bin/env python3
"""Generate routes/openai.yaml and routes/anthropic.yaml.

    python3 tools/routes/gen_ai_tables.py           # write both tables
    python3 tools/routes/gen_ai_tables.py --check   # exit 1 if a committed table differs

Inputs: tools/routes/{openai,anthropic}-endpoints.txt (extract_sdk_routes.py on the
official npm SDKs, which are generated from the providers' OpenAPI descriptions) and
tools/routes/ai-overrides.yaml. Action = the SDK method path without SDK-only groupings
(`chat.completions.create`, `vector_stores.files.list`, `messages.batches.create`).
Resource = the first path parameter, typed by its name without `_id`
(`/vector_stores/{vector_store_id}/files` -> `vector_store:{vector_store_id}`), else
`SERVICE:{first segment}`.
"""
import os
import re
import sys

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import routelib  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

META = {
    "openai": {
        "description": "OpenAI API v1: every endpoint the official SDK calls (responses, chat, completions, embeddings, moderations, images, audio, files, uploads, batches, assistants/threads/runs, vector stores, fine-tuning, evals, models, realtime, containers, conversations, videos, organization admin)",
        "hosts": "[api.openai.com]",
    },
    "anthropic": {
        "description": "Anthropic API v1: every endpoint the official SDK calls (messages, count_tokens, message batches, files, models, skills, organization admin, beta)",
        "hosts": "[api.anthropic.com]",
    },
}


def load_endpoints(service):
    rows = []
    with open(os.path.join(HERE, service + "-endpoints.txt")) as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                method, path, name = line.split()
                rows.append((method, path, name))
    return rows


def action_of(name, groupings):
    parts = name.split(".")
    while parts and parts[0] in groupings:
        parts = parts[1:]
    return ".".join(parts)


def resource_of(service, path):
    segs = path.strip("/").split("/")
    for i, seg in enumerate(segs):
        m = re.match(r"^\{(\w+)\}$", seg)
        if m:
            p = m.group(1)
            if p == "id" and i > 0:  # /slack_channels/{id} -> slack_channel:{id}
                kind = segs[i - 1][:-1] if segs[i - 1].endswith("s") else segs[i - 1]
            else:
                kind = p[:-3] if p.endswith("_id") else p
            return "%s:{%s}" % (kind, p)
    first = path.strip("/").split("/")[0]
    return "%s:%s" % (service, first)


def build(service, ov):
    routes = []
    strip = ov.get("strip_path_prefix", "")
    for method, path, name in load_endpoints(service):
        key = "%s %s" % (method, path)
        rel = path[len(strip):] if strip and path.startswith(strip) else path
        effect = "read" if method == "GET" else "write"
        if key in ov.get("read", []):
            effect = "read"
        owner = any(rel == p or rel.startswith(p + "/") for p in ov["owner_prefixes"])
        route = {
            "method": method,
            "path": rel,
            "action": action_of(name, ov["sdk_groupings"]),
            "resource": ov.get("body_resources", {}).get(key) or resource_of(service, rel),
            "effect": effect,
            "destructive": method == "DELETE" or rel.endswith("/archive") or key in ov.get("destructive", []),
            "level": ov["levels"][-1] if owner else ov["levels"][0],
        }
        # An optional body field that names the resource when given (an agent's model):
        # judged on it, else on the path's resource.
        otherwise = ov.get("body_otherwise", {}).get(key)
        if otherwise:
            route["otherwise"] = otherwise
        optional = ov.get("optional_body_resources", {}).get(key)
        if optional:
            route["otherwise"] = route["resource"]
            route["resource"] = optional
        # What a body names beside the route's resource (a model, files, stores).
        # An upload's route reads them from a JSON body only (multipart: true).
        if method not in ("GET", "DELETE") and ov.get("body_references"):
            route["also"] = [t for t in ov["body_references"] if t != route["resource"]]
            if key in ov.get("multipart", []):
                route["multipart"] = True
        routes.append(route)
    keys = {"%s %s" % (m, p) for m, p, _ in load_endpoints(service)}
    named = (set(ov.get("read", [])) | set(ov.get("destructive", [])) | set(ov.get("body_resources", {}))
             | set(ov.get("optional_body_resources", {})) | set(ov.get("multipart", []))
             | set(ov.get("body_otherwise", {})))
    if named - keys:
        raise SystemExit("%s overrides name unknown endpoints: %s" % (service, sorted(named - keys)))
    return routes + list(ov.get("extra_routes") or [])


def render(service, ov):
    routes = build(service, ov)
    head = [
        "# GENERATED by tools/routes/gen_ai_tables.py from tools/routes/%s-endpoints.txt" % service,
        "# and tools/routes/ai-overrides.yaml (effect rationale there). Do not edit; rerun.",
        "version: 1",
        "service: " + service,
        "description: " + routelib.scalar(META[service]["description"]),
        "hosts: " + META[service]["hosts"],
        "base_path: /v1",
        "levels: [%s]" % ", ".join(ov["levels"]),
    ]
    if ov.get("names"):
        head.append("names:")
        head += ["  %s: %s" % (k, routelib.scalar(v)) for k, v in ov["names"].items()]
    head.append("routes:")
    return "\n".join(head + [routelib.route_line(r) for r in routes]) + "\n"


def main():
    with open(os.path.join(HERE, "ai-overrides.yaml")) as f:
        ov = yaml.safe_load(f)
    bad = 0
    for service in ("openai", "anthropic"):
        text = render(service, ov[service])
        out = os.path.join(ROOT, "routes", service + ".yaml")
        if "--check" in sys.argv:
            with open(out) as f:
                if f.read() != text:
                    sys.stderr.write("routes/%s.yaml differs from regeneration\n" % service)
                    bad = 1
        else:
            with open(out, "w") as f:
                f.write(text)
    return bad


if __name__ == "__main__":
    sys.exit(main())
