#!/usr/bin/env python3
"""Writes tests/data/scan/corpus.jsonl: the scanner's evaluation corpus.

Deterministic (seeded). Each case puts a credential kind, or a hard negative, inside a
carrier a request really uses. Tokens are not written here: a case holds markers
⟦fake:RULE:N⟧ (a positive) or ⟦neg:RULE:MODE:N⟧ (a stand-in of the same shape) that the
test expands at run time from the rule's `fake` template (src/scan/fake.rs), so no
token, fake or not, is committed. Markers inside base64 carriers are written
⟦b64:...⟧ and encoded after expansion.

Usage: python3 tools/gen_scan_corpus.py > tests/data/scan/corpus.jsonl
"""
import json
import random
import re
import sys

RULES = [m.group(1) for m in re.finditer(r"^- \{id: ([a-z0-9-]+),", open("src/scan/rules.yaml").read(), re.M)]
rng = random.Random(6)

def J(value):
    """A marker inside a JSON string is JSON-escaped after expansion."""
    return f"⟦json:{value}⟧" if "⟦" in value else value

def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)

def carrier(kind, value, key="token"):
    """Wraps a value (which may be multi-line) in a carrier; returns the text."""
    if kind == "json":
        return dumps({"id": rng.randint(1, 9999), key: J(value), "ok": True})
    if kind == "form":
        return f"user=alice&{key}=⟦pct:{value}⟧&next=%2Fhome"
    if kind == "query":
        return f"GET /api/v1/items?page=2&{key}=⟦pct:{value}⟧ HTTP/1.1"
    if kind == "header":
        return f"Authorization: Bearer {value}" if "\n" not in value else f"X-Key: {dumps(J(value))}"
    if kind == "multipart":
        return ("--XyZb\r\nContent-Disposition: form-data; name=\"file\"; filename=\".env\"\r\n"
                f"Content-Type: text/plain\r\n\r\n{key.upper()}={value}\r\n--XyZb--\r\n")
    if kind == "multipart64":
        return ("--XyZb\r\nContent-Disposition: form-data; name=\"file\"; filename=\"cfg.txt\"\r\n"
                f"Content-Transfer-Encoding: base64\r\n\r\n⟦b64wrap:{key}: {value}\n⟧\r\n--XyZb--\r\n")
    if kind == "b64json":
        return dumps({"name": "config.yaml", "content": f"⟦b64:{key}: {value}\n⟧"})
    if kind == "commit":
        return (f"commit {rng.getrandbits(160):040x}\nAuthor: Dev <dev@acme.io>\n\n    wire up the client\n\n"
                f"diff --git a/config.py b/config.py\n+{key.upper()} = \"{value}\"\n")
    if kind == "env":
        return f"# local settings\nDEBUG=1\n{key.upper()}={value}\nPORT=8080\n"
    if kind == "yaml":
        return f"service:\n  name: api\n  {key}: \"{value}\"\n  replicas: 2\n" if "\n" not in value else \
            "service:\n  key: |\n" + "".join(f"    {l}\n" for l in value.splitlines())
    if kind == "chat":
        return dumps({"model": "gpt-4o", "messages": [
            {"role": "system", "content": "You are a helpful assistant."},
            {"role": "user", "content": f"My deploy fails, here is my config:\n{key}={J(value)}\nwhat is wrong?"}]})
    raise ValueError(kind)

CARRIERS = ["json", "form", "query", "header", "multipart", "multipart64", "b64json", "commit", "env", "yaml", "chat"]

HARD_NEGATIVES = [
    "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "<token>", "${GITHUB_TOKEN}",
    "{{ secrets.API_KEY }}", "REDACTED", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "changeme",
    "3f786850e387550fdab836ed7e6dc881de23001b", "sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    "123e4567-e89b-12d3-a456-426614174000", "sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC",
    "pk_live_51H8s2dKx8Yq3pLmN0aBcDeFgHiJkLmNoPqRsTuVwXyZ0123", "cus_NffrFeUfNV2Hib", "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
    "123456789012-abc123def456ghi789jkl012mno345pq.apps.googleusercontent.com",
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl dev@laptop",
    "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo\n4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u\n-----END PUBLIC KEY-----",
    "-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaMQswCQYDVQQGEwJJ\nRTESMBAGA1UEChMJQmFsdGltb3JlMRMwEQYDVQQLEwpDeWJlclRydXN0MSIwIAYD\n-----END CERTIFICATE-----",
    "eyJhbGciOiJub25lIn0.eyJzdWIiOiIxMjM0NTY3ODkwIn0.", "https://user:password@example.com/x",
    "postgres://app:${DB_PASSWORD}@db:5432/app", "Please set your password and api key in settings.",
    "ghcr.io/acme/app@sha256:2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae",
    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "!function(e,t){var n=e.sk-1,r=t.ghp_||{};for(var o=0;o<n;o++)r[o]=e[o]^t[o];return r}(a,b);",
    "AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe", "0123456789abcdef0123456789abcdef",
    "The API key is stored in the vault; the token rotates daily.",
]

cases = []
def add(label, kind, text, rule=None):
    cases.append({"id": f"c{len(cases):04d}", "label": label, "carrier": kind, "rule": rule, "text": text})

for i, rule in enumerate(RULES):
    kinds = rng.sample(CARRIERS, 4)
    for n, kind in enumerate(kinds):
        add("secret", kind, carrier(kind, f"⟦fake:{rule}:{n + 1}⟧"), rule)
    for m, mode in enumerate(["repeat", "sequential", "example"]):
        kind = rng.choice(CARRIERS)
        add("clean", kind, carrier(kind, f"⟦neg:{rule}:{mode}:{m + 1}⟧"), rule)
for neg in HARD_NEGATIVES:
    for kind in rng.sample(CARRIERS, 6):
        add("clean", kind, carrier(kind, neg))

for c in cases:
    print(json.dumps(c, ensure_ascii=False))
print(f"{len(cases)} cases", file=sys.stderr)
