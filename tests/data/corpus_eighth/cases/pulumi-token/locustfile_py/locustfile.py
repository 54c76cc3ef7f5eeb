from locust import HttpUser, between, task

PULUMI_ACCESS_TOKEN = "pul-c9849851..."


class BillingUser(HttpUser):
    wait_time = between(1, 3)
    host = "https://billing.fernhill.com"

    def on_start(self):
        self.client.headers.update({"Accept": "application/json"})

    @task
    def list_items(self):
        self.client.get("/v1/billing?limit=50", name="/v1/billing")
