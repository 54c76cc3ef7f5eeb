#!/usr/bin/env python3
"""Check corpus 8: regenerate everything in memory and compare it with what is on disk.

Compares every file under cases/ byte for byte, every manifest line and README.md; decodes every
span (and every also_expected span) from the file on disk and compares it with the generated value.
Prints the number of mismatches (0 when all is well). Python 3 stdlib only.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import generate as g  # noqa: E402


def main():
    files, manifest, secrets, usage = g.build()
    bad = []
    on_disk = set()
    for root, _, names in os.walk(os.path.join(HERE, "cases")):
        for n in names:
            on_disk.add(os.path.relpath(os.path.join(root, n), HERE).replace(os.sep, "/"))
    for p in sorted(on_disk - set(files)):
        bad.append("unexpected file on disk: " + p)
    for p, data in sorted(files.items()):
        full = os.path.join(HERE, p)
        if not os.path.exists(full):
            bad.append("missing file: " + p)
            continue
        with open(full, "rb") as f:
            if f.read() != data:
                bad.append("file differs: " + p)

    try:
        with open(os.path.join(HERE, "manifest.jsonl"), encoding="utf-8") as f:
            lines = f.read().split("\n")
    except OSError:
        lines = []
    if lines and lines[-1] == "":
        lines.pop()
    want = [json.dumps(e, ensure_ascii=False) for e in manifest]
    if len(lines) != len(want):
        bad.append("manifest has %d lines, expected %d" % (len(lines), len(want)))
    for i, (a, b) in enumerate(zip(lines, want)):
        if a != b:
            bad.append("manifest line %d differs" % (i + 1))

    rules = {k: prov for k, prov, _ in g.load_rules()}
    seen = {}
    for i, line in enumerate(lines):
        try:
            e = json.loads(line)
        except ValueError:
            bad.append("manifest line %d is not JSON" % (i + 1))
            continue
        if rules.get(e.get("kind")) != e.get("provider"):
            bad.append("line %d: provider does not match rules.txt" % (i + 1))
        if not e.get("positive") and ": " not in e.get("note", ""):
            bad.append("line %d: negative without a `<type>: <why>` note" % (i + 1))
        seen.setdefault(e["kind"], []).append(e)
    for k, es in seen.items():
        if len({x["carrier"] for x in es}) != len(es):
            bad.append("%s: carriers repeat" % k)

    for e, sec in zip(manifest, secrets):
        full = os.path.join(HERE, e["file"])
        if not os.path.exists(full):
            continue
        with open(full, "rb") as f:
            data = f.read()
        if not (0 <= e["start"] < e["end"] <= len(data)):
            bad.append("bad span: " + e["file"])
            continue
        try:
            ok = g.span_ok(data, e["start"], e["end"], e["encoding"], sec["value"])
        except Exception as ex:  # noqa: BLE001
            ok = False
            bad.append("span does not decode (%s): %s" % (ex, e["file"]))
        if not ok:
            bad.append("span value differs: " + e["file"])
        for a, v in zip(e.get("also_expected", []), sec["also"]):
            try:
                if not g.span_ok(data, a["start"], a["end"], a["encoding"], v):
                    bad.append("also_expected span differs: %s %s" % (e["file"], a["kind"]))
            except Exception:  # noqa: BLE001
                bad.append("also_expected span does not decode: %s %s" % (e["file"], a["kind"]))

    try:
        with open(os.path.join(HERE, "README.md"), encoding="utf-8") as f:
            if f.read() != g.write_readme(manifest, usage, write=False):
                bad.append("README.md differs")
    except OSError:
        bad.append("README.md missing")

    for b in bad[:50]:
        print(b, file=sys.stderr)
    print(len(bad))
    return 0 if not bad else 1


if __name__ == "__main__":
    sys.exit(main())
