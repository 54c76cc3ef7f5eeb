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
# # ops-agent: retrieval eval

# %%
# %env ELEVENLABS_API_KEY=sk_a1f6d0e41f88c085103fe8693101cde53a6d591f819d1ce8

# %%
from openai import OpenAI

client = OpenAI()
questions = ["How do I rotate the signing key?", "Which regions are supported?"]

# %%
for q in questions:
    r = client.responses.create(model="gpt-4.1-mini", input=q)
    print(q, "->", r.output_text[:200])
