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
import httpx

headers = {
    "Authorization": "Splunk b5f002b1-912b-45ef-a4e1-d56b105e329b",
}
resp = httpx.get("https://splunk.kestrelworks.io:8088/services/collector/event", headers=headers, timeout=30)
resp.status_code

# %%
from openai import OpenAI

client = OpenAI()
questions = ["How do I rotate the signing key?", "Which regions are supported?"]

# %%
for q in questions:
    r = client.responses.create(model="gpt-4.1-mini", input=q)
    print(q, "->", r.output_text[:200])
