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
# # ticket-triage: retrieval eval

# %%
# %env CI_JOB_TOKEN=glcbt-ed_iObraXM-kkCvKU-r6eGd

# %%
from openai import OpenAI

client = OpenAI()
questions = ["How do I rotate the signing key?", "Which regions are supported?"]

# %%
for q in questions:
    r = client.responses.create(model="gpt-4.1-mini", input=q)
    print(q, "->", r.output_text[:200])
