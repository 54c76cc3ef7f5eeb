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
# # review-bot: retrieval eval

# %%
from pathlib import Path

Path.home() / ".pgpass".write_text("""
pg.kestrelworks.io:6432:analytics:jdoe:go%RTRBh94w.Nas
10.0.3.12:5432:orders:m.okafor:aamLWa0znRAafRixPvxrXq
db-replica.internal:5432:events:svc_orders:ZIsr53Cn6ZZBmp7
""")

# %%
from openai import OpenAI

client = OpenAI()
questions = ["How do I rotate the signing key?", "Which regions are supported?"]

# %%
for q in questions:
    r = client.responses.create(model="gpt-4.1-mini", input=q)
    print(q, "->", r.output_text[:200])
