# ---
# jupyter:
#   jupytext:
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#       jupytext_version: 1.16.4
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # sales-agent: retrieval eval

# %%
from pathlib import Path

Path("/tmp/pubkey.asc").write_text("""-----BEGIN PGP PUBLIC KEY BLOCK-----

xjMEYpHiZRYJKwYBBAHaRw8BAQdA6J/Kp1jLREB9BGgMMfRr4r+D3JF/UUwjAnSg
pPohBQTNJVJlbGVhc2UgQm90IDxyZWxlYXNlQGtlc3RyZWx3b3Jrcy5pbz7CfAQT
FgrOoNSd+4ZcV6/Fh4BzMx+k2CMwiQyqhCLS/Djwd1XFsPsfyHykYAVeVEfZKhsr
rJO5qjTiDtwO1LgNnzYYqbReQBM1aD059AeHsJ2JM2dsZJZzjd9JltRDdP7nIdrl
CZ1mc+ltOusi+F1KTMk6AVwU5UwkjR2G8VM=
=lOva
-----END PGP PUBLIC KEY BLOCK-----
""")

# %%
from openai import OpenAI

client = OpenAI()
questions = ["How do I rotate the signing key?", "Which regions are supported?"]

# %%
for q in questions:
    r = client.responses.create(model="gpt-4.1-mini", input=q)
    print(q, "->", r.output_text[:200])
