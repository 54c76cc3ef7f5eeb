from locust import HttpUser, between, task

DOCKER_USERNAME = "jdoe"
DOCKER_HUB_TOKEN = "dckr_pat_BASie..."


class OrdersUser(HttpUser):
    wait_time = between(1, 3)
    host = "https://edge.palisade.io"

    def on_start(self):
        self.client.headers.update({"Accept": "application/json"})

    @task
    def list_items(self):
        self.client.get("/v1/orders?limit=50", name="/v1/orders")
