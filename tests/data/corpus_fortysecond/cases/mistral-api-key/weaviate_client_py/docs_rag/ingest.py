import os

import weaviate
from weaviate.classes.init import Auth
from docs_rag.loaders import load_rows

client = weaviate.connect_to_weaviate_cloud(
    cluster_url="https://8zxb9cnrn1y998457xiy.c0.europe-west3.gcp.weaviate.cloud",
    auth_credentials=Auth.api_key(os.environ["WEAVIATE_API_KEY"]),
    headers={
        "X-Mistral-Api-Key": "qhEVHmkO8TKPWPrGoFKKm1gvEwYMNw0p",
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
