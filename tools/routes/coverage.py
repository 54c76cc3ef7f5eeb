#!/usr/bin/env python3
"""Coverage of the shipped tables against the official lists, via the reference matcher.

    python3 tools/routes/coverage.py [--github-spec api.github.com.json] [--slack-methods methods.js]

Every GitHub REST operation (committed snapshot, or the full npm spec when given) becomes a
request with sample path values and is looked up: mapped = the route found carries the
operation's action (or its documented alias). Writes = operations whose method is not
GET/HEAD; the report lists those mapped as reads (reviewed overrides). Slack: every method
of @slack/web-api, POSTed to /api/METHOD. OpenAI/Anthropic: every SDK endpoint.
"""
import json
import os
import re
import sys

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_ai_tables  # noqa: E402
import gen_github  # noqa: E402
import routelib  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def table(name):
    with open(os.path.join(ROOT, "routes", name + ".yaml")) as f:
        return yaml.safe_load(f)


def sample(path):
    return re.sub(r"\{[\w-]+\}", "x1", path).replace("{base}...{head}", "x1...x2")


def github(spec_paths):
    t = table("github")
    with open(os.path.join(HERE, "github-overrides.yaml")) as f:
        aliases = yaml.safe_load(f).get("aliases") or {}
    total = mapped = writes = writes_as_write = 0
    missing, writes_as_read = [], []
    for path, ops in spec_paths.items():
        for method, op in ops.items():
            op_id = op["operationId"]
            host = op.get("host") or urlhost(op)
            url = "https://%s%s" % (host, sample(re.sub(r"\{base\}\.\.\.\{head\}", "x1...x2", path)))
            found = routelib.find([t], method.upper(), url)
            want = gen_github.action_of(aliases.get(op_id, op_id))
            total += 1
            ok = found is not None and found[1].get("action") == want
            mapped += ok
            if not ok:
                missing.append("%s %s %s" % (method.upper(), path, op_id))
            if method not in ("get", "head"):
                writes += 1
                if ok and found[1]["effect"] == "write":
                    writes_as_write += 1
                elif ok:
                    writes_as_read.append(op_id)
    print("github REST operations mapped: %d/%d (%.1f%%)" % (mapped, total, 100.0 * mapped / total))
    print("github writes (non-GET operations) mapped with effect write: %d/%d (%.1f%%); "
          "reviewed as reads: %s" % (writes_as_write, writes, 100.0 * writes_as_write / writes,
                                     ", ".join(sorted(writes_as_read))))
    for m in missing:
        print("  unmapped: " + m)
    return not missing


def urlhost(op):
    servers = op.get("servers")
    if servers:
        return servers[0]["url"].split("//")[1].split("/")[0]
    return "api.github.com"


def full_spec_paths(spec_file):
    with open(spec_file) as f:
        spec = json.load(f)
    out = {}
    for path, item in spec["paths"].items():
        out[path] = {m: op for m, op in item.items()
                     if m in ("get", "put", "post", "patch", "delete", "head", "options")}
    return out


def slack(methods):
    t = table("slack")
    ok = [m for m in methods
          if (routelib.find([t], "POST", "https://slack.com/api/" + m) or (0, {}))[1].get("action") == m]
    print("slack Web API methods mapped: %d/%d (%.1f%%)" % (len(ok), len(methods), 100.0 * len(ok) / len(methods)))
    for m in sorted(set(methods) - set(ok)):
        print("  unmapped: " + m)
    return len(ok) == len(methods)


def sdk(service, host):
    t = table(service)
    rows = [l.split() for l in open(os.path.join(HERE, service + "-endpoints.txt")) if l.strip() and not l.startswith("#")]
    with open(os.path.join(HERE, "ai-overrides.yaml")) as f:
        groupings = yaml.safe_load(f)[service]["sdk_groupings"]
    ok = 0
    for method, path, name in rows:
        p = path if path.startswith("/v1") else "/v1" + path
        found = routelib.find([t], method, "https://%s%s" % (host, sample(p)))
        ok += found is not None and found[1]["action"] == gen_ai_tables.action_of(name, groupings)
    print("%s SDK endpoints mapped: %d/%d" % (service, ok, len(rows)))
    return ok == len(rows)


def main(argv):
    if "--github-spec" in argv:
        paths = full_spec_paths(argv[argv.index("--github-spec") + 1])
    else:
        with open(os.path.join(HERE, "github-openapi.min.json")) as f:
            paths = json.load(f)["paths"]
    if "--slack-methods" in argv:
        with open(argv[argv.index("--slack-methods") + 1]) as f:
            methods = sorted(set(re.findall(r"bindApiCall\w*\(this, '([\w.]+)'\)", f.read())))
    else:
        with open(os.path.join(HERE, "slack-methods.txt")) as f:
            methods = [l.strip() for l in f if l.strip() and not l.startswith("#")]
    good = github(paths) & slack(methods) & sdk("openai", "api.openai.com") & sdk("anthropic", "api.anthropic.com")
    for name in ("gitlab", "jira", "linear", "kubernetes"):
        print("%s routes: %d" % (name, len(table(name)["routes"])))
    return 0 if good else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
