from locust import HttpUser, between, task

HCLOUD = "Ve3Wv12b..."


class WebhooksUser(HttpUser):
    wait_time = between(1, 3)
    host = "https://edge.palisade.io"

    def on_start(self):
        self.client.headers.update({"Accept": "application/json"})

    @task
    def list_items(self):
        self.client.get("/v1/webhooks?limit=50", name="/v1/webhooks")