import os

import weaviate
from weaviate.classes.init import Auth
from support_copilot.loaders import load_rows

client = weaviate.connect_to_weaviate_cloud(
    cluster_url="https://tgqrsx4c5fumt676g9lb.c0.europe-west3.gcp.weaviate.cloud",
    auth_credentials=Auth.api_key(os.environ["WEAVIATE_API_KEY"]),
    headers={
        "X-HuggingFace-Api-Key": "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",
    },
)

try:
    docs = client.collections.get("FernhillDocs")
    with docs.batch.dynamic() as batch:
        for row in load_rows("data/support_copilot.jsonl"):
            batch.add_object(properties={"title": row["title"], "body": row["body"]})
    print("failed:", len(docs.batch.failed_objects))
finally:
    client.close()
