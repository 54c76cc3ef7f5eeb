from locust import HttpUser, between, task

SHIPPO_TOKEN = "shippo_live_1a1dea2c252e03a2c6b4b55df708ac6e54956160"


class ReportsUser(HttpUser):
    wait_time = between(1, 3)
    host = "https://gw.tidewater.com"

    def on_start(self):
        self.client.headers.update({"Accept": "application/json"})

    @task
    def list_items(self):
        self.client.get("/v1/reports?limit=50", name="/v1/reports")