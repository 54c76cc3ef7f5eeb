#!/usr/bin/env python3
"""Check that every case's [start,end) slice decodes (per carrier encoding) to its secret/decoy."""
import base64
import collections
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import generate
from gen_lib import DEC

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    cases = generate.build()
    man = [json.loads(l) for l in open(os.path.join(HERE, "manifest.jsonl"))]
    assert len(man) == len(cases), (len(man), len(cases))
    bad = 0
    per_kind = collections.defaultdict(set)
    seen = set()
    for m, c in zip(man, cases):
        assert m["kind"] == c["kind"] and m["carrier"] == c["carrier"]
        data = open(os.path.join(HERE, m["file"]), "rb").read()
        assert data == c["doc"].encode(), m["file"]
        sl = data[m["start"]:m["end"]].decode()
        if c["enc"] == "b64":
            ok = c["secret"] in base64.b64decode(sl + "=" * (-len(sl) % 4)).decode("utf-8", "replace")
        else:
            ok = DEC[c["enc"]](sl) == c["secret"]
        if not ok:
            bad += 1
            print("MISMATCH", m["file"], repr(sl[:80]), repr(c["secret"][:80]))
        per_kind[m["kind"]].add(m["carrier"])
        key = (m["kind"], m["carrier"])
        if key in seen:
            print("DUP kind/carrier", key)
        seen.add(key)
    few = {k: len(v) for k, v in per_kind.items() if len(v) < 4}
    print("cases=%d mismatches=%d kinds=%d kinds_with_<4_carriers=%s" % (len(man), bad, len(per_kind), few))
    return 1 if bad or few else 0


if __name__ == "__main__":
    sys.exit(main())
