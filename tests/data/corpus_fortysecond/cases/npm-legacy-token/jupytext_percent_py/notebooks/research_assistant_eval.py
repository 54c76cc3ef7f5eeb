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
# # research-assistant: retrieval eval

# %%
from pathlib import Path

Path.home() / ".npmrc".write_text("""
registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=a09be98c-8704-41ea-8706-23c124675775
always-auth=true
save-exact=true
""")

# %%
from openai import OpenAI

client = OpenAI()
questions = ["How do I rotate the signing key?", "Which regions are supported?"]

# %%
for q in questions:
    r = client.responses.create(model="gpt-4.1-mini", input=q)
    print(q, "->", r.output_text[:200])
