from locust import HttpUser, between, task

SLACK_HOOK = "https://hooks.slack.com/services/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"


class OrdersUser(HttpUser):
    wait_time = between(1, 3)
    host = "https://orders.larkspur.dev"

    def on_start(self):
        self.client.headers.update({"Accept": "application/json"})

    @task
    def list_items(self):
        self.client.get("/v1/orders?limit=50", name="/v1/orders")
