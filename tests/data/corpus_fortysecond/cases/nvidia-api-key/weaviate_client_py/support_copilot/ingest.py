import os

import weaviate
from weaviate.classes.init import Auth
from support_copilot.loaders import load_rows

client = weaviate.connect_to_weaviate_cloud(
    cluster_url="https://931yanaa1w1d3b0t4mwr.c0.europe-west3.gcp.weaviate.cloud",
    auth_credentials=Auth.api_key(os.environ["WEAVIATE_API_KEY"]),
    headers={
        "X-Nvidia-Api-Key": os.environ["NVIDIA_API_KEY"],
    },
)

try:
    docs = client.collections.get("TidewaterDocs")
    with docs.batch.dynamic() as batch:
        for row in load_rows("data/support_copilot.jsonl"):
            batch.add_object(properties={"title": row["title"], "body": row["body"]})
    print("failed:", len(docs.batch.failed_objects))
finally:
    client.close()
