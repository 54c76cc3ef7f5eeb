from locust import HttpUser, between, task

GITHUB_OAUTH_TOKEN = "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"


class BillingUser(HttpUser):
    wait_time = between(1, 3)
    host = "https://edge.palisade.io"

    def on_start(self):
        self.client.headers.update({"Accept": "application/json"})

    @task
    def list_items(self):
        self.client.get("/v1/billing?limit=50", name="/v1/billing")
