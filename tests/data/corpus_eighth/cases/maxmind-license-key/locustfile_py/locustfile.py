from locust import HttpUser, between, task

MAXMIND_ACCOUNT_ID = "783056"
GEOIP_LICENSE = "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"


class CheckoutUser(HttpUser):
    wait_time = between(1, 3)
    host = "https://api.kestrelworks.io"

    def on_start(self):
        self.client.headers.update({"Accept": "application/json"})

    @task
    def list_items(self):
        self.client.get("/v1/checkout?limit=50", name="/v1/checkout")