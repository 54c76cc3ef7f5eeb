from locust import HttpUser, between, task

COHERE_API_KEY = "MOgoHL2AM47LL6MBgsBCiKleJtuSwCPLEmJj2lzA"


class IngestUser(HttpUser):
    wait_time = between(1, 3)
    host = "https://edge.palisade.io"

    def on_start(self):
        self.client.headers.update({"Accept": "application/json"})

    @task
    def list_items(self):
        self.client.get("/v1/ingest?limit=50", name="/v1/ingest")