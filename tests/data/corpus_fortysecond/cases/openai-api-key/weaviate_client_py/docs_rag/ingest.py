import os

import weaviate
from weaviate.classes.init import Auth
from docs_rag.loaders import load_rows

client = weaviate.connect_to_weaviate_cloud(
    cluster_url="https://a8w0el8pvk4h8xgvqbzr.c0.europe-west3.gcp.weaviate.cloud",
    auth_credentials=Auth.api_key(os.environ["WEAVIATE_API_KEY"]),
    headers={
        "X-OpenAI-Api-Key": "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",
    },
)

try:
    docs = client.collections.get("KestrelworksDocs")
    with docs.batch.dynamic() as batch:
        for row in load_rows("data/docs_rag.jsonl"):
            batch.add_object(properties={"title": row["title"], "body": row["body"]})
    print("failed:", len(docs.batch.failed_objects))
finally:
    client.close()
