#!/usr/bin/env python3
"""Check every manifest slice decodes (per its carrier encoding) to the value generate.py
generated for that case. Regenerates the cases in memory (deterministic) and reads the files."""
import base64, html, json, os, quopri, re, sys
from urllib.parse import unquote

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import generate  # noqa


def decode(raw, encoding, expected):
    s = raw.decode("utf-8")
    if encoding == "raw":
        return s == expected
    if encoding == "json":
        return json.loads('"' + s + '"') == expected
    if encoding == "json2":
        return json.loads('"' + json.loads('"' + s + '"') + '"') == expected
    if encoding == "url":
        return unquote(s) == expected
    if encoding == "xml":
        return html.unescape(s) == expected
    if encoding == "sql":
        return s.replace("''", "'") == expected
    if encoding == "csv":
        return s.replace('""', '"') == expected
    if encoding.startswith("indent:"):
        return s.replace("\n" + " " * int(encoding[7:]), "\n") == expected
    if encoding == "quoted-printable":
        return quopri.decodestring(raw).decode() == expected
    if encoding == "base64":
        d = base64.b64decode(re.sub(r"\s", "", s))
        e = expected.encode()
        i = d.find(e)
        # the slice is the 4-char groups covering the value: at most 2 extra bytes each side
        return i >= 0 and i <= 2 and len(d) - len(e) - i <= 2
    raise ValueError(encoding)


def main():
    man = [json.loads(l) for l in open(os.path.join(HERE, "manifest.jsonl"))]
    cases = generate.build()
    bad = 0
    if len(man) != len(cases):
        print("manifest has %d rows, generator %d cases" % (len(man), len(cases)))
        bad += 1
    for m, c in zip(man, cases):
        data = open(os.path.join(HERE, m["file"]), "rb").read()
        ok = (m["file"] == c["file"] and data == c["data"] and
              decode(data[m["start"]:m["end"]], m["encoding"], c["expected"]))
        if not m["positive"] and not m.get("note"):
            ok = False
        if m["provider"] != generate.PROVIDERS[m["kind"]]:
            ok = False
        lines = data.count(b"\n") + (0 if data.endswith(b"\n") else 1)
        if not 5 <= lines <= 40 and m["carrier"] not in ("keyfile",):
            print("line count %d: %s" % (lines, m["file"]))
        if not ok:
            bad += 1
            print("MISMATCH", m["file"], m["encoding"], data[m["start"]:m["end"]][:80], "expected", c["expected"][:80])
    print("checked %d cases, %d mismatches" % (len(man), bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
