from locust import HttpUser, between, task

ADMIN_PASSWORD = "o+zURBHgFwkTmz3s"


class IngestUser(HttpUser):
    wait_time = between(1, 3)
    host = "https://internal.quillon.net"

    def on_start(self):
        self.client.headers.update({"Accept": "application/json"})

    @task
    def list_items(self):
        self.client.get("/v1/ingest?limit=50", name="/v1/ingest")
