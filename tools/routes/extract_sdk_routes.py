#!/usr/bin/env python3
"""List the HTTP endpoints an official Stainless-generated SDK calls (OpenAI, Anthropic).

    npm pack openai && tar xzf openai-*.tgz     # in a temp dir
    python3 tools/routes/extract_sdk_routes.py package/src/resources > tools/routes/openai-endpoints.txt

Each line: METHOD PATH SDK_NAME, where PATH uses {snake_case} parameters and SDK_NAME is
the resource namespace (directories, then the class) and the method, e.g.
`POST /chat/completions chat.completions.create`. The SDKs are generated from the
providers' OpenAPI descriptions, so this is the documented endpoint list.
"""
import os
import re
import sys

CALL = re.compile(r"this\._client\.(get|post|put|patch|delete|getAPIList)(?:<[^()]*>)?\(\s*(?:path)?([`'])(.*?)\2", re.S)
METHOD_DEF = re.compile(r"^  (?:async\s+)?(?:\*\s*)?([a-z]\w*)\s*[(<]", re.M)
CLASS_DEF = re.compile(r"^export class (\w+)", re.M)


def snake(name):
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name).lower().replace("-", "_")


def param(m):
    return "{%s}" % snake(m.group(1))


def namespace(rel):
    parts = [p for p in rel[:-3].split(os.sep)]
    out = []
    for p in parts:
        p = snake(p)
        if not out or out[-1] != p:
            out.append(p)
    return out


def extract(root):
    rows = []
    for dirpath, _, files in os.walk(root):
        for fn in sorted(files):
            if not fn.endswith(".ts") or fn.endswith(".d.ts") or fn == "index.ts":
                continue
            full = os.path.join(dirpath, fn)
            text = open(full).read()
            ns = namespace(os.path.relpath(full, root))
            for m in CALL.finditer(text):
                verb, raw = m.group(1), m.group(3)
                if verb == "getAPIList":
                    tail = text[m.end():m.end() + 400]
                    verb = "post" if re.search(r"method:\s*'post'", tail.split("this._client")[0]) else "get"
                path = re.sub(r"\$\{\s*(\w+)\s*\}", param, raw).split("?")[0]
                defs = [d for d in METHOD_DEF.finditer(text, 0, m.start())]
                name = snake(defs[-1].group(1)) if defs else "call"
                rows.append((verb.upper(), path, ".".join(ns + [name])))
    seen, out = set(), []
    for row in sorted(rows, key=lambda r: (r[1], r[0], len(r[2]), r[2])):
        if (row[0], row[1]) not in seen:
            seen.add((row[0], row[1]))
            out.append(row)
    return out


def main():
    for verb, path, name in extract(sys.argv[1]):
        print("%s %s %s" % (verb, path, name))


if __name__ == "__main__":
    main()
