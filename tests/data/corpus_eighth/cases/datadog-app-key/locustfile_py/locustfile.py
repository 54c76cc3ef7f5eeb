from locust import HttpUser, between, task



class BillingUser(HttpUser):
    wait_time = between(1, 3)
    host = "https://billing.fernhill.com"

    def on_start(self):
        self.client.headers.update({"DD-APPLICATION-KEY": "566390366cd3f847329abdc319fa1db0e05db55d"})

    @task
    def list_items(self):
        self.client.get("/v1/billing?limit=50", name="/v1/billing")
