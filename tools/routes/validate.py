#!/usr/bin/env python3
"""Check the shipped route tables and their cases without the Rust engine.

    python3 tools/routes/validate.py            # every routes/*.yaml and its cases
    python3 tools/routes/validate.py slack      # one service

Tables: YAML syntax, known keys, required keys, action names, levels, resource
placeholders that the path provides, {x+} last, and ties under the matching rule
(same shape per segment, overlapping methods, non-disjoint query conditions, same or
unset host) reported with both line numbers. Cases: each case is run through the
reference matcher in routelib.py (GraphQL classified by a small tokenizer here).
"""
import glob
import json
import os
import re
import sys
from collections import defaultdict

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import routelib  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CASE_KEYS = {"method", "url", "body", "content_type", "action", "resource", "effect", "unmapped", "actions", "refused", "level", "destructive"}


def route_lines(path):
    """Line number of each route item (the `  - ` lines under routes:)."""
    lines, inside = [], False
    with open(path) as f:
        for n, line in enumerate(f, 1):
            if line.startswith("routes:"):
                inside = True
            elif inside and line.startswith("  - "):
                lines.append(n)
    return lines


def check_table(path):
    errs = []
    with open(path) as f:
        table = yaml.safe_load(f)
    lines = route_lines(path)
    where = lambda i: "%s:%s" % (os.path.relpath(path, ROOT), lines[i] if i < len(lines) else "?")
    for k in set(table) - routelib.TOP_KEYS:
        errs.append("%s: unknown key %s" % (path, k))
    for k in ("version", "service", "hosts", "routes"):
        if k not in table:
            errs.append("%s: missing %s" % (path, k))
    levels = table.get("levels") or []
    # Slack's methods, and the example table's copy of one, are camelCase.
    camel = table["service"] in ("slack", "example")
    action_re = routelib.SLACK_ACTION_RE if camel else routelib.ACTION_RE
    by_shape = defaultdict(list)
    for i, r in enumerate(table["routes"]):
        for k in set(r) - routelib.ROUTE_KEYS:
            errs.append("%s: unknown key %s" % (where(i), k))
        try:
            tmpl = routelib.parse_path(routelib.full_path(table, r))
        except ValueError as e:
            errs.append("%s: %s" % (where(i), e))
            continue
        names = {n for k, n in tmpl if k}
        if not routelib.method_set(r.get("method")) <= routelib.METHODS:
            errs.append("%s: bad method %r" % (where(i), r.get("method")))
        if r.get("host") and r["host"] not in table["hosts"]:
            errs.append("%s: host %s not in hosts" % (where(i), r["host"]))
        if "graphql" in r:
            gq = r["graphql"]
            errs += ["%s: unknown graphql key %s" % (where(i), k) for k in set(gq) - routelib.GRAPHQL_KEYS]
            for field, fs in (gq.get("fields") or {}).items():
                errs += ["%s: unknown field key %s" % (where(i), k) for k in set(fs) - routelib.FIELD_KEYS]
                if "action" in fs and not action_re.match(fs["action"]):
                    errs.append("%s: bad action %s" % (where(i), fs["action"]))
                if fs.get("level") and fs["level"] not in levels:
                    errs.append("%s: level %s not in levels" % (where(i), fs["level"]))
        else:
            # A route without a resource is judged on the service itself (`service:NAME`).
            for k in ("action", "effect"):
                if k not in r:
                    errs.append("%s: missing %s" % (where(i), k))
            if not action_re.match(r.get("action", "")):
                errs.append("%s: bad action %r" % (where(i), r.get("action")))
            if r.get("effect") not in ("read", "write"):
                errs.append("%s: bad effect %r" % (where(i), r.get("effect")))
            if r.get("level") and r["level"] not in levels:
                errs.append("%s: level %s not in levels" % (where(i), r["level"]))
            for m in routelib.FIELD_RE.finditer(r.get("resource", "")):
                n = m.group(1)
                if "." not in n and n != "host" and n not in names:
                    errs.append("%s: resource uses {%s} not in path" % (where(i), n))
        by_shape[tuple(k if k else ("lit", v) for k, v in tmpl)].append(i)
    for idxs in by_shape.values():
        for a in range(len(idxs)):
            for b in range(a + 1, len(idxs)):
                ra, rb = table["routes"][idxs[a]], table["routes"][idxs[b]]
                if routelib.routes_tie(table, ra, rb):
                    errs.append("tie: %s and %s (%s %s)" % (where(idxs[a]), where(idxs[b]), ra["method"], ra["path"]))
    return table, errs


# ------------------------------------------------------------- GraphQL

TOKEN_RE = re.compile(r'"""[\s\S]*?"""|"(?:\\.|[^"\\])*"|\.\.\.|[A-Za-z_][A-Za-z0-9_]*|-?[0-9][0-9.eE+-]*|[{}():$!@=\[\],|&]')


def gql_tokens(doc):
    doc = re.sub(r"#[^\n]*", "", doc)
    return TOKEN_RE.findall(doc)


def skip_group(toks, i, open_, close):
    depth = 0
    while i < len(toks):
        if toks[i] == open_:
            depth += 1
        elif toks[i] == close:
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    raise ValueError("unbalanced")


def root_fields(toks, i, fragments):
    """Fields of the selection set starting at toks[i] == '{' (fragments expanded)."""
    fields, i = [], i + 1
    while toks[i] != "}":
        if toks[i] == "...":
            if toks[i + 1] == "on":
                j = i + 3
                while toks[j] == "@":
                    j += 2
                    if toks[j] == "(":
                        j = skip_group(toks, j, "(", ")")
                sub, _ = root_fields(toks, j, fragments)
                fields += sub
                i = skip_group(toks, j, "{", "}")
            else:
                fields += fragments.get(toks[i + 1], [])
                i += 2
            continue
        name = toks[i]
        i += 1
        if toks[i] == ":":
            name, i = toks[i + 1], i + 2
        if toks[i] == "(":
            i = skip_group(toks, i, "(", ")")
        while toks[i] == "@":
            i += 2
            if toks[i] == "(":
                i = skip_group(toks, i, "(", ")")
        if toks[i] == "{":
            i = skip_group(toks, i, "{", "}")
        fields.append(name)
    return fields, i + 1


def classify(doc, op_name):
    toks = gql_tokens(doc)
    ops, frag_pos, i = [], {}, 0
    while i < len(toks):
        if toks[i] == "fragment":
            frag_pos[toks[i + 1]] = toks.index("{", i)
            i = skip_group(toks, frag_pos[toks[i + 1]], "{", "}")
        elif toks[i] == "{":
            ops.append(("query", None, i))
            i = skip_group(toks, i, "{", "}")
        else:
            kind, name = toks[i], None
            j = i + 1
            if toks[j] not in "({@":
                name, j = toks[j], j + 1
            while toks[j] != "{":
                j = skip_group(toks, j, "(", ")") if toks[j] == "(" else j + 1
            ops.append((kind, name, j))
            i = skip_group(toks, j, "{", "}")
    fragments = {}
    for fname, pos in frag_pos.items():
        fragments[fname] = root_fields(toks, pos, {})[0]
    for fname, pos in frag_pos.items():
        fragments[fname] = root_fields(toks, pos, fragments)[0]
    chosen = [o for o in ops if op_name is None or o[1] == op_name]
    if len(chosen) != 1:
        raise ValueError("no single operation")
    kind, _, pos = chosen[0]
    return kind, root_fields(toks, pos, fragments)[0]


# ------------------------------------------------------------- cases


def run_case(tables, case):
    found = routelib.find(tables, case["method"], case["url"], any_host_tables=tables)
    if found is None:
        return {"unmapped": True}
    table, route, params, query, host = found
    ctype = case.get("content_type", "application/json")
    body = routelib.parse_body(case.get("body"), ctype) if case.get("body") else {}
    if "graphql" in route:
        gq = route["graphql"]
        try:
            kind, fields = classify(body["query"], body.get("operationName"))
        except ValueError:
            # A document that does not parse maps to nothing (the Rust matcher: unmapped).
            return {"unmapped": True}
        variables = body.get("variables") or {}
        if kind != "mutation":
            return {"action": gq["query_action"], "effect": "read",
                    "resource": routelib.spell(table, routelib.render(gq["resource"], params, query, host, body, variables))}
        outs = []
        for f in fields:
            fs = (gq.get("fields") or {}).get(f, {})
            outs.append({"action": fs.get("action", "%s.%s" % (gq["mutation_prefix"], f)),
                         "effect": "write",
                         "resource": routelib.spell(table, routelib.render(
                             fs.get("resource", gq["resource"]), params, query, host, body, variables))})
        return outs[0] if len(outs) == 1 else outs
    resource = routelib.render(route.get("resource", "service:" + table["service"]), params, query, host, body)
    if resource is None and route.get("otherwise"):
        resource = routelib.render(route["otherwise"], params, query, host, body)
    # An upload's route reads its `also` from a JSON body only.
    uploaded = route.get("multipart") and ctype.split(";")[0].strip().lower() == "multipart/form-data"
    for t in [] if uploaded else route.get("also") or []:
        more = routelib.render(t, params, query, host, body)
        if more is not None:
            resource = resource if isinstance(resource, list) else [resource]
            for m in (more if isinstance(more, list) else [more]):
                if m not in resource:
                    resource.append(m)
    # A CI configuration's included projects (`includes`), from the body or the query.
    for field in route.get("includes") or []:
        text = (body or {}).get(field) if isinstance(body, dict) else None
        text = text if text is not None else query.get(field)
        if text is not None:
            resource = resource if isinstance(resource, list) else [resource]
            for p in routelib.included_projects(text):
                if "project:" + p not in resource:
                    resource.append("project:" + p)
    if isinstance(resource, list) and len(resource) > 1:
        return [{"action": route["action"], "resource": routelib.spell(table, r),
                 "effect": route["effect"]} for r in resource]
    if isinstance(resource, list):
        resource = resource[0]
    return {"action": route["action"], "effect": route["effect"],
            "resource": routelib.spell(table, resource)}


def check_cases(service, table, path):
    errs = []
    with open(path) as f:
        cases = yaml.safe_load(f)
    for n, case in enumerate(cases, 1):
        label = "%s case %d (%s %s)" % (os.path.relpath(path, ROOT), n, case.get("method"), case.get("url"))
        unknown = set(case) - CASE_KEYS
        if unknown:
            errs.append("%s: unknown keys %s" % (label, unknown))
        if case.get("refused"):
            # Refusals (a command in a note, a field given twice) are the Rust matcher's to
            # check (tests/routes_cases.rs); this reference matcher does not model them.
            continue
        try:
            got = run_case([table], case)
        except (ValueError, KeyError, IndexError, json.JSONDecodeError) as e:
            errs.append("%s: %s" % (label, e))
            continue
        if case.get("actions"):
            want = [{k: a.get(k) for k in ("action", "resource", "effect")} for a in case["actions"]]
        else:
            want = {"unmapped": True} if case.get("unmapped") else {
                k: case.get(k) for k in ("action", "resource", "effect")}
        if got != want:
            errs.append("%s:\n    want %s\n    got  %s" % (label, want, got))
    return len(cases), errs


def main(argv):
    files = sorted(glob.glob(os.path.join(ROOT, "routes", "*.yaml")))
    if argv:
        files = [f for f in files if os.path.basename(f)[:-5] in argv]
    bad = 0
    for path in files:
        service = os.path.basename(path)[:-5]
        table, errs = check_table(path)
        cases_path = os.path.join(ROOT, "tests", "data", "routes", service + ".cases.yaml")
        n = 0
        if os.path.exists(cases_path):
            n, cerrs = check_cases(service, table, cases_path)
            errs += cerrs
        else:
            errs.append("%s: no cases file" % service)
        print("%-11s %5d routes %4d cases %s" % (service, len(table["routes"]), n, "ok" if not errs else "%d errors" % len(errs)))
        for e in errs:
            print("  " + e)
        bad += len(errs)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
