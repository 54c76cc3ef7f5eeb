import os

import weaviate
from weaviate.classes.init import Auth
from sales_agent.loaders import load_rows

client = weaviate.connect_to_weaviate_cloud(
    cluster_url="https://yef7253ncjdbjgpuj4xa.c0.europe-west3.gcp.weaviate.cloud",
    auth_credentials=Auth.api_key(os.environ["WEAVIATE_API_KEY"]),
    headers={
        "X-OpenAI-Api-Key": os.environ["OPENAI_SERVICE_ACCOUNT_KEY"],
    },
)

try:
    docs = client.collections.get("QuillonDocs")
    with docs.batch.dynamic() as batch:
        for row in load_rows("data/sales_agent.jsonl"):
            batch.add_object(properties={"title": row["title"], "body": row["body"]})
    print("failed:", len(docs.batch.failed_objects))
finally:
    client.close()
