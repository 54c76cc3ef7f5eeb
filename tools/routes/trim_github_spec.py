#!/usr/bin/env python3
"""Trim GitHub's published OpenAPI description to what gen_github.py reads.

Input: generated/api.github.com.json from the npm package @octokit/openapi
(`npm pack @octokit/openapi` in a temp dir, then tar xzf). Output: a small JSON
with paths -> methods -> {operationId, category[, host]}, one path per line so
a spec update reads as a diff.

    python3 tools/routes/trim_github_spec.py SPEC.json VERSION > tools/routes/github-openapi.min.json
"""
import json
import sys
from urllib.parse import urlparse

METHODS = ("get", "put", "post", "patch", "delete", "head", "options")


def trim(spec):
    out = {}
    for path in sorted(spec["paths"]):
        item = spec["paths"][path]
        ops = {}
        for method in METHODS:
            op = item.get(method)
            if op is None:
                continue
            entry = {"operationId": op["operationId"]}
            category = op.get("x-github", {}).get("category")
            if category:
                entry["category"] = category
            servers = op.get("servers") or item.get("servers")
            if servers:
                entry["host"] = urlparse(servers[0]["url"]).hostname
            ops[method] = entry
        if ops:
            out[path] = ops
    return out


def main():
    spec_file, version = sys.argv[1], sys.argv[2]
    with open(spec_file) as f:
        spec = json.load(f)
    paths = trim(spec)
    lines = [
        "{",
        '"source": %s,' % json.dumps(
            "npm @octokit/openapi %s generated/api.github.com.json" % version
        ),
        '"openapi_version": %s,' % json.dumps(spec["info"].get("version", "")),
        '"paths": {',
    ]
    items = list(paths.items())
    for i, (path, ops) in enumerate(items):
        sep = "," if i + 1 < len(items) else ""
        lines.append("%s: %s%s" % (json.dumps(path), json.dumps(ops, sort_keys=True), sep))
    lines += ["}", "}"]
    sys.stdout.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
