import os

import weaviate
from weaviate.classes.init import Auth
from ops_agent.loaders import load_rows

client = weaviate.connect_to_weaviate_cloud(
    cluster_url="https://ztzgswb0t7k0n2ib1n8z.c0.europe-west3.gcp.weaviate.cloud",
    auth_credentials=Auth.api_key(os.environ["WEAVIATE_API_KEY"]),
    headers={
        "X-Databricks-Token": "dapiecc0d9a4a05200af11ce9dbf10e8afec",
    },
)

try:
    docs = client.collections.get("TidewaterDocs")
    with docs.batch.dynamic() as batch:
        for row in load_rows("data/ops_agent.jsonl"):
            batch.add_object(properties={"title": row["title"], "body": row["body"]})
    print("failed:", len(docs.batch.failed_objects))
finally:
    client.close()
