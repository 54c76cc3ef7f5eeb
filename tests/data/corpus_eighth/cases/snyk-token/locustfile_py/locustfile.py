from locust import HttpUser, between, task

SNYK_API_TOKEN = "ad8f92ca-390c-417c-b54d-c9da1d48a1eb"


class WebhooksUser(HttpUser):
    wait_time = between(1, 3)
    host = "https://api.kestrelworks.io"

    def on_start(self):
        self.client.headers.update({"Accept": "application/json"})

    @task
    def list_items(self):
        self.client.get("/v1/webhooks?limit=50", name="/v1/webhooks")