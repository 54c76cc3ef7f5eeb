#!/usr/bin/env python3
"""Recall and false-positive rate of wirepass and detect-secrets on the scan corpus.

Not part of the tests. Steps:
  python3 -m venv /tmp/dsvenv && /tmp/dsvenv/bin/pip install detect-secrets
  WIREPASS_DUMP_CORPUS=/tmp/corpus.jsonl cargo test --test scan_corpus
  cargo build && /tmp/dsvenv/bin/python tools/compare_detect_secrets.py /tmp/corpus.jsonl
"""
import json
import os
import subprocess
import sys
import tempfile

corpus = [json.loads(l) for l in open(sys.argv[1])]
wirepass = os.environ.get("WIREPASS", os.path.join(os.environ.get("CARGO_TARGET_DIR", "target"), "debug/wirepass"))

def detect_secrets(text):
    from detect_secrets import SecretsCollection
    from detect_secrets.settings import default_settings
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write(text)
    try:
        with default_settings():
            sc = SecretsCollection()
            sc.scan_file(f.name)
            return len(list(sc)) > 0
    finally:
        os.unlink(f.name)

def wirepass_scan(text):
    r = subprocess.run([wirepass, "scan", "--json", "-"], input=text.encode(), capture_output=True)
    if r.returncode == 2:
        raise SystemExit(r.stderr.decode())
    return r.returncode == 1

for name, scan in [("wirepass", wirepass_scan), ("detect-secrets", detect_secrets)]:
    pos = [c for c in corpus if c["label"] == "secret"]
    neg = [c for c in corpus if c["label"] == "clean"]
    tp = sum(scan(c["text"]) for c in pos)
    fp = sum(scan(c["text"]) for c in neg)
    print(f"{name:<15} recall {tp / len(pos):.3f}  false positives {fp / len(neg):.3f}  ({len(pos)} secrets, {len(neg)} clean)")
