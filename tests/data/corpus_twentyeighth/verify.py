#!/usr/bin/env python3
"""Check corpus 28: regenerate everything in memory with generate.py's code and compare it with what is
on disk (every case file, every manifest line, README.md), decode every span and also_expected span
from the files on disk and compare it with the generated value; check that every provider is exactly the rules.txt provider,
that every rule id except wirepass-session has at least 3 positives (each in a different carrier) and 1 negative (in a fourth carrier), and that no carrier was used by an
earlier corpus (used_carriers.txt). Prints the number of problems."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import generate as G  # noqa: E402


def main():
    bad = 0

    def fail(msg):
        nonlocal bad
        bad += 1
        if bad <= 30:
            print("MISMATCH:", msg, file=sys.stderr)

    files, manifest, secrets, usage = G.build()
    # files
    on_disk = set()
    for root, _, names in os.walk(os.path.join(HERE, "cases")):
        for n in names:
            on_disk.add(os.path.relpath(os.path.join(root, n), HERE).replace(os.sep, "/"))
    for path in sorted(set(files) | on_disk):
        if path not in files:
            fail("extra file on disk: " + path)
            continue
        if path not in on_disk:
            fail("missing file: " + path)
            continue
        with open(os.path.join(HERE, path), "rb") as f:
            if f.read() != files[path]:
                fail("file differs: " + path)
    # manifest
    try:
        with open(os.path.join(HERE, "manifest.jsonl"), encoding="utf-8") as f:
            lines = [l.rstrip("\n") for l in f if l.strip()]
    except OSError:
        lines = []
        fail("manifest.jsonl missing")
    want = [json.dumps(e, ensure_ascii=False) for e in manifest]
    if len(lines) != len(want):
        fail("manifest has %d lines, expected %d" % (len(lines), len(want)))
    for i, (a, b) in enumerate(zip(lines, want)):
        if a != b:
            fail("manifest line %d differs" % (i + 1))
    provider = {k: p for k, p, _ in G.load_rules()}
    required = ("file", "kind", "provider", "carrier", "positive", "start", "end", "encoding")
    used = set()
    with open(os.path.join(HERE, "used_carriers.txt"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("corpus ") and not line.startswith("corpus 28:") and ":" in line:
                used.update(line.split(":", 1)[1].split())
    for c in sorted({e["carrier"] for e in manifest} & used):
        fail("carrier already used by an earlier corpus: " + c)
    # coverage: every rule id but the skipped one has >= 3 positives and >= 1 negative
    for k, _, _ in G.load_rules():
        if k in G.SKIPPED:
            continue
        pos_c = [e["carrier"] for e in manifest if e["kind"] == k and e["positive"]]
        neg_c = [e["carrier"] for e in manifest if e["kind"] == k and not e["positive"]]
        if len(set(pos_c)) < 3 or len(pos_c) != len(set(pos_c)):
            fail("rule %s has %d positives in %d different carriers" % (k, len(pos_c), len(set(pos_c))))
        if not any(c_ not in pos_c for c_ in neg_c):
            fail("rule %s has no negative in a carrier other than its positives' (%d negatives)" % (k, len(neg_c)))
    for e in manifest:
        if e["kind"] in G.SKIPPED:
            fail("case for a skipped rule: %s" % e["file"])
    # spans, decoded from the files on disk
    for e, sec in zip(manifest, secrets):
        if any(k not in e for k in required):
            fail("manifest entry lacks a field: %s" % e["file"])
        if e["provider"] != provider.get(e["kind"]):
            fail("provider mismatch: %s" % e["file"])
        if e["encoding"] not in ("raw", "json", "xml", "url", "base64"):
            fail("unknown encoding: %s" % e["file"])
        if not e["positive"] and (": " not in e.get("note", "")):
            fail("negative without `<type>: <why>` note: %s" % e["file"])
        full = os.path.join(HERE, e["file"])
        if not os.path.isfile(full):
            continue
        with open(full, "rb") as f:
            data = f.read()
        if not (0 <= e["start"] < e["end"] <= len(data)):
            fail("span out of range: %s" % e["file"])
            continue
        try:
            ok = G.span_ok(data, e["start"], e["end"], e["encoding"], sec["value"])
        except Exception as ex:  # a span that does not even decode
            ok = False
            fail("span does not decode (%s): %s" % (ex.__class__.__name__, e["file"]))
        if not ok:
            fail("span does not decode to the value: %s" % e["file"])
        for a, v in zip(e.get("also_expected", []), sec["also"]):
            if a["kind"] not in provider:
                fail("also_expected names an unknown rule: %s" % e["file"])
            if not G.span_ok(data, a["start"], a["end"], a["encoding"], v):
                fail("also_expected span does not decode: %s %s" % (e["file"], a["kind"]))
    # README
    txt = G.write_readme(manifest, usage, write=False)
    try:
        with open(os.path.join(HERE, "README.md"), encoding="utf-8") as f:
            if f.read() != txt:
                fail("README.md differs")
    except OSError:
        fail("README.md missing")
    print(bad)
    return 0 if bad == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
