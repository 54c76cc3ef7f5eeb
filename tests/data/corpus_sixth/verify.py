#!/usr/bin/env python3
"""Check corpus 6: regenerate in memory, compare every file and manifest line, decode every span.

Prints the number of mismatches (0 when the corpus on disk is exactly what generate.py produces).
Python 3 stdlib only.
"""
import base64
import html
import json
import os
import sys
from urllib.parse import unquote

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import generate  # noqa: E402


def decode(data, start, end, enc):
    if enc == "base64":
        n = -(-(end - start) // 4) * 4
        chunk = data[start:start + n].decode("ascii")
        return base64.b64decode(chunk + "=" * (-len(chunk) % 4))
    t = data[start:end].decode("utf-8")
    if enc == "raw":
        return t
    if enc == "json":
        return json.loads('"' + t + '"')
    if enc == "xml":
        return html.unescape(t)
    if enc == "url":
        return unquote(t)
    raise ValueError("unknown encoding " + enc)


def same(got, want, enc):
    if enc == "base64":
        return got.startswith(want.encode("utf-8"))
    return got == want


def main():
    bad = []
    files, manifest, secrets, usage = generate.build()
    # files
    on_disk = set()
    for root, _, names in os.walk(os.path.join(HERE, "cases")):
        for n in names:
            on_disk.add(os.path.relpath(os.path.join(root, n), HERE).replace(os.sep, "/"))
    for p in sorted(on_disk - set(files)):
        bad.append("extra file on disk: " + p)
    for p, data in sorted(files.items()):
        full = os.path.join(HERE, p)
        if not os.path.exists(full):
            bad.append("missing file: " + p)
            continue
        with open(full, "rb") as f:
            if f.read() != data:
                bad.append("file differs: " + p)
    # manifest
    with open(os.path.join(HERE, "manifest.jsonl"), encoding="utf-8") as f:
        lines = [l.rstrip("\n") for l in f if l.strip()]
    want = [json.dumps(e, ensure_ascii=False) for e in manifest]
    if len(lines) != len(want):
        bad.append("manifest has %d lines, expected %d" % (len(lines), len(want)))
    for i, (a, b) in enumerate(zip(lines, want)):
        if a != b:
            bad.append("manifest line %d differs" % (i + 1))
    # spans (read from the files on disk, using the manifest on disk)
    rules = {k: prov for k, prov, _ in generate.load_rules()}
    for i, l in enumerate(lines):
        e = json.loads(l)
        need = ["file", "kind", "provider", "carrier", "positive", "start", "end", "encoding"]
        if any(k not in e for k in need):
            bad.append("line %d: missing field" % (i + 1))
            continue
        if rules.get(e["kind"]) != e["provider"]:
            bad.append("line %d: provider does not match rules.txt" % (i + 1))
        if not e["positive"] and (": " not in e.get("note", "")):
            bad.append("line %d: negative without a '<type>: <why>' note" % (i + 1))
        try:
            with open(os.path.join(HERE, e["file"]), "rb") as f:
                data = f.read()
        except OSError:
            bad.append("line %d: cannot read %s" % (i + 1, e["file"]))
            continue
        if i >= len(secrets):
            continue
        try:
            got = decode(data, e["start"], e["end"], e["encoding"])
        except Exception as ex:  # noqa: BLE001
            bad.append("line %d: span does not decode (%s)" % (i + 1, ex))
            continue
        if not same(got, secrets[i]["value"], e["encoding"]):
            bad.append("line %d: span value differs (%s)" % (i + 1, e["file"]))
        for j, a in enumerate(e.get("also_expected", [])):
            try:
                g2 = decode(data, a["start"], a["end"], a["encoding"])
            except Exception as ex:  # noqa: BLE001
                bad.append("line %d also %d: does not decode (%s)" % (i + 1, j, ex))
                continue
            if a["kind"] not in rules:
                bad.append("line %d also %d: unknown rule %s" % (i + 1, j, a["kind"]))
            if not same(g2, secrets[i]["also"][j], a["encoding"]):
                bad.append("line %d also %d: value differs" % (i + 1, j))
    # README
    with open(os.path.join(HERE, "README.md"), encoding="utf-8") as f:
        if f.read() != generate.write_readme(manifest, usage, write=False):
            bad.append("README.md differs")
    for b in bad[:40]:
        print(b, file=sys.stderr)
    print(len(bad))


if __name__ == "__main__":
    main()
