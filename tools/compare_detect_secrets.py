#!/usr/bin/env python3
"""Recall and false-positive rate of wirepass and detect-secrets on the scan corpus,
side by side, overall and by carrier.

Not part of the tests. Steps:
  python3 -m venv /tmp/dsvenv && /tmp/dsvenv/bin/pip install detect-secrets
  WIREPASS_DUMP_CORPUS=/tmp/corpus.jsonl cargo test --test scan_corpus
  cargo build --bin wirepass && /tmp/dsvenv/bin/python tools/compare_detect_secrets.py /tmp/corpus.jsonl

Both scanners get every case as one file; detect-secrets scans them in one batch
(`SecretsCollection.scan_files`, its own worker pool), wirepass runs `scan` per case
from a thread pool. A case counts as flagged when the scanner reports anything.
"""
import json
import os
import subprocess
import sys
import tempfile
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor

corpus = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
wirepass = os.environ.get(
    "WIREPASS",
    os.path.join(os.environ.get("CARGO_TARGET_DIR", "target"), "debug/wirepass"),
)


def detect_secrets_flags(paths):
    from detect_secrets import SecretsCollection
    from detect_secrets.settings import default_settings

    with default_settings():
        sc = SecretsCollection()
        sc.scan_files(*paths)
        flagged = {os.path.realpath(f) for f, _ in sc}
    return [os.path.realpath(p) in flagged for p in paths]


def wirepass_flags(paths):
    def one(path):
        with open(path, "rb") as f:
            r = subprocess.run([wirepass, "scan", "--json", "-"], stdin=f, capture_output=True)
        if r.returncode == 2:
            raise SystemExit(r.stderr.decode())
        return r.returncode == 1

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        return list(pool.map(one, paths))


def rates(cases, flags):
    pos = [f for c, f in zip(cases, flags) if c["label"] == "secret"]
    neg = [f for c, f in zip(cases, flags) if c["label"] != "secret"]
    recall = sum(pos) / len(pos) if pos else float("nan")
    fp = sum(neg) / len(neg) if neg else float("nan")
    return recall, fp, len(pos), len(neg)


with tempfile.TemporaryDirectory() as d:
    paths = []
    for i, c in enumerate(corpus):
        p = os.path.join(d, f"case{i:05}.txt")
        with open(p, "w") as f:
            f.write(c["text"])
        paths.append(p)
    results = {"wirepass": wirepass_flags(paths), "detect-secrets": detect_secrets_flags(paths)}

print(f"{'scanner':<16}{'recall':>8}{'FP rate':>9}   ({len(corpus)} cases)")
for name, flags in results.items():
    r, fp, npos, nneg = rates(corpus, flags)
    print(f"{name:<16}{r:>8.3f}{fp:>9.3f}   ({npos} secrets, {nneg} clean)")

by_carrier = defaultdict(list)
for i, c in enumerate(corpus):
    by_carrier[c.get("carrier", "?")].append(i)
print()
print(f"{'carrier':<16}" + "".join(f"{n + ' recall/FP':>28}" for n in results))
for carrier, idx in sorted(by_carrier.items()):
    cells = []
    for flags in results.values():
        r, fp, _, _ = rates([corpus[i] for i in idx], [flags[i] for i in idx])
        cells.append(f"{r:>19.3f} / {fp:.3f}")
    print(f"{carrier:<16}" + "".join(f"{c:>28}" for c in cells))
