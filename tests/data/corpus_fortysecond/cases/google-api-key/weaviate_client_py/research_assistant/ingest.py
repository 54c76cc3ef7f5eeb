import os

import weaviate
from weaviate.classes.init import Auth
from research_assistant.loaders import load_rows

client = weaviate.connect_to_weaviate_cloud(
    cluster_url="https://2um1pt4stjrdvqij06mh.c0.europe-west3.gcp.weaviate.cloud",
    auth_credentials=Auth.api_key(os.environ["WEAVIATE_API_KEY"]),
    headers={
        "X-Goog-Studio-Api-Key": "AIza3bOX4VIENl3Hwb2VhlhjMGu0N9DFledFFsw",
    },
)

try:
    docs = client.collections.get("CobaltpeakDocs")
    with docs.batch.dynamic() as batch:
        for row in load_rows("data/research_assistant.jsonl"):
            batch.add_object(properties={"title": row["title"], "body": row["body"]})
    print("failed:", len(docs.batch.failed_objects))
finally:
    client.close()
