import os

import weaviate
from weaviate.classes.init import Auth
from review_bot.loaders import load_rows

client = weaviate.connect_to_weaviate_cloud(
    cluster_url="https://r8jmgh4vmelzo2tu6l5d.c0.europe-west3.gcp.weaviate.cloud",
    auth_credentials=Auth.api_key(os.environ["WEAVIATE_API_KEY"]),
    headers={
        "X-Cohere-Api-Key": "7TtZMpjTiMcylXIJDK9Vm8PUO76821VGGivUp4qC",
    },
)

try:
    docs = client.collections.get("QuillonDocs")
    with docs.batch.dynamic() as batch:
        for row in load_rows("data/review_bot.jsonl"):
            batch.add_object(properties={"title": row["title"], "body": row["body"]})
    print("failed:", len(docs.batch.failed_objects))
finally:
    client.close()
