from locust import HttpUser, between, task

ARTIFACTORY_TOKEN = "cmVmdGtuOjAxOjE4NDk4ODUzMTA6aUdDNTdscmRnZEdwemZJZkJad05JeDFyVjJM"


class OrdersUser(HttpUser):
    wait_time = between(1, 3)
    host = "https://internal.quillon.net"

    def on_start(self):
        self.client.headers.update({"Accept": "application/json"})

    @task
    def list_items(self):
        self.client.get("/v1/orders?limit=50", name="/v1/orders")
