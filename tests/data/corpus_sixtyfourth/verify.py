#!/usr/bin/env python3
"""Check corpus 64: regenerate everything in memory with generate.py's code and compare it with what is on disk (every case
file, every manifest line, README.md and used_carriers_after.txt) byte for byte; decode every span and also_expected span from the files on disk (raw,
json, xml, url, base64 as manifest_format.md describes; raw spans of a file that starts with the UTF-16LE BOM
decode as UTF-16LE; base64url is mapped back to the standard alphabet) with this
script's own decoder and compare it with the generated value; check that every provider is exactly the rules.txt provider,
that every rule id except wirepass-session has at least 3 positives (each in a different carrier) and 1 negative (in a
fourth carrier), that every negative has a `<type>: <why>` note, and that no carrier was used by an earlier corpus
(used_carriers.txt). Prints the number of problems (0 when all is well)."""
import base64
import html
import json
import os
import sys
from urllib.parse import unquote

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import generate as G  # noqa: E402

ENCODINGS = ("raw", "json", "xml", "url", "base64")


def decode(data, start, end, enc):
    """the text (or, for base64, the bytes) the span stands for"""
    if enc == "base64":
        n = -(-(end - start) // 4) * 4                    # whole 4-character groups
        chunk = data[start:start + n].decode("ascii").translate(str.maketrans("-_", "+/"))
        return base64.b64decode(chunk + "=" * (-len(chunk) % 4), validate=True)
    # a file that starts with the UTF-16LE BOM holds UTF-16LE text (offsets are into its bytes): corpus 56's .reg exports; corpus 64 has none
    t = data[start:end].decode("utf-16-le") if data[:2] == b"\xff\xfe" else data[start:end].decode("utf-8")
    if enc == "raw":
        return t
    if enc == "json":
        return json.loads('"' + t + '"')
    if enc == "xml":
        return html.unescape(t)
    if enc == "url":
        return unquote(t)
    raise ValueError(enc)


def matches(data, start, end, enc, value):
    got = decode(data, start, end, enc)
    if enc == "base64":
        return got.startswith(value.encode("utf-8"))     # the last character may carry bits of the next byte
    return got == value


def main():
    bad = 0

    def fail(msg):
        nonlocal bad
        bad += 1
        if bad <= 40:
            print("PROBLEM:", msg, file=sys.stderr)

    files, manifest, secrets, usage = G.build()
    # case files
    on_disk = set()
    for root, _, names in os.walk(os.path.join(HERE, "cases")):
        for n in names:
            on_disk.add(os.path.relpath(os.path.join(root, n), HERE).replace(os.sep, "/"))
    for path in sorted(set(files) | on_disk):
        if path not in files:
            fail("extra file on disk: " + path)
        elif path not in on_disk:
            fail("missing file: " + path)
        else:
            with open(os.path.join(HERE, path), "rb") as f:
                if f.read() != files[path]:
                    fail("file differs: " + path)
    # manifest
    try:
        with open(os.path.join(HERE, "manifest.jsonl"), "rb") as f:
            raw_lines = f.read().decode("utf-8").split("\n")
    except OSError:
        raw_lines = []
        fail("manifest.jsonl missing")
    if raw_lines and raw_lines[-1] == "":
        raw_lines.pop()
    want = [json.dumps(e, ensure_ascii=False) for e in manifest]
    if len(raw_lines) != len(want):
        fail("manifest has %d lines, expected %d" % (len(raw_lines), len(want)))
    for i, (a, b) in enumerate(zip(raw_lines, want)):
        if a != b:
            fail("manifest line %d differs" % (i + 1))
    disk_manifest = []
    for i, l in enumerate(raw_lines):
        try:
            disk_manifest.append(json.loads(l))
        except ValueError:
            fail("manifest line %d is not JSON" % (i + 1))
    # rules and carriers
    rules = G.load_rules()
    provider = {k: p for k, p, _ in rules}
    used = set()
    with open(os.path.join(HERE, "used_carriers.txt"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("corpus ") and ":" in line and not line.startswith("corpus 64:"):
                used.update(line.split(":", 1)[1].split())
    for cname in sorted({e["carrier"] for e in manifest} & used):
        fail("carrier already used by an earlier corpus: " + cname)
    # the same name spelled with dashes or another case is the same carrier
    norm = lambda n: n.lower().replace("-", "_").strip("_")
    used_n = {norm(u) for u in used}
    for cname in sorted({e["carrier"] for e in manifest}):
        if cname not in used and norm(cname) in used_n:
            fail("carrier is a respelling of one used by an earlier corpus: " + cname)
    required = ("file", "kind", "provider", "carrier", "positive", "start", "end", "encoding")
    for k, _, _ in rules:
        if k in G.SKIPPED:
            if any(e["kind"] == k for e in disk_manifest):
                fail("case for the skipped rule " + k)
            continue
        pos_c = [e["carrier"] for e in disk_manifest if e["kind"] == k and e["positive"]]
        neg_c = [e["carrier"] for e in disk_manifest if e["kind"] == k and not e["positive"]]
        if len(set(pos_c)) < 3 or len(pos_c) != len(set(pos_c)):
            fail("rule %s has %d positives in %d different carriers" % (k, len(pos_c), len(set(pos_c))))
        if not any(c_ not in pos_c for c_ in neg_c):
            fail("rule %s has no negative in a carrier other than its positives'" % k)
    for e in disk_manifest:
        if e.get("kind") not in provider:
            fail("unknown rule id: %s" % e.get("file"))
    # spans, from the files on disk
    for e, sec in zip(disk_manifest, secrets):
        if any(k not in e for k in required):
            fail("manifest entry lacks a field: %s" % e.get("file"))
            continue
        if e["provider"] != provider.get(e["kind"]):
            fail("provider is not the rules.txt provider: %s" % e["file"])
        if e["encoding"] not in ENCODINGS:
            fail("unknown encoding: %s" % e["file"])
            continue
        if not e["positive"]:
            note = e.get("note", "")
            if ": " not in note or not note.split(": ", 1)[0].strip() or not note.split(": ", 1)[1].strip():
                fail("negative without a `<type>: <why>` note: %s" % e["file"])
        full = os.path.join(HERE, e["file"])
        if not os.path.isfile(full):
            continue
        with open(full, "rb") as f:
            data = f.read()
        spans = [(e["kind"], e["start"], e["end"], e["encoding"], sec["value"])]
        alsos = e.get("also_expected", [])
        if len(alsos) != len(sec["also"]):
            fail("also_expected count differs: %s" % e["file"])
        for a, v in zip(alsos, sec["also"]):
            if a.get("kind") not in provider:
                fail("also_expected names an unknown rule: %s" % e["file"])
            spans.append((a.get("kind"), a.get("start"), a.get("end"), a.get("encoding"), v))
        for kind, s, t, enc, v in spans:
            if not (isinstance(s, int) and isinstance(t, int) and 0 <= s < t <= len(data)):
                fail("span out of range: %s (%s)" % (e["file"], kind))
                continue
            if enc not in ENCODINGS:
                fail("unknown encoding: %s (%s)" % (e["file"], kind))
                continue
            try:
                ok = matches(data, s, t, enc, v)
            except Exception as ex:  # a span that does not even decode
                fail("span does not decode (%s): %s (%s)" % (ex.__class__.__name__, e["file"], kind))
                continue
            if not ok:
                fail("span does not decode to the value: %s (%s)" % (e["file"], kind))
    # README
    txt = G.write_readme(manifest, usage, write=False)
    try:
        with open(os.path.join(HERE, "README.md"), encoding="utf-8") as f:
            if f.read() != txt:
                fail("README.md differs")
    except OSError:
        fail("README.md missing")
    # used_carriers_after.txt: the input list with corpus 64's line appended
    try:
        with open(os.path.join(HERE, "used_carriers_after.txt"), encoding="utf-8") as f:
            if f.read() != G.used_after_text(usage):
                fail("used_carriers_after.txt differs")
    except OSError:
        fail("used_carriers_after.txt missing")
    print(bad)
    return 0 if bad == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
