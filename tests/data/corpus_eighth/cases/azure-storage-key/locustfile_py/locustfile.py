from locust import HttpUser, between, task

STORAGE_CONNECTION = "DefaultEndpointsProtocol=https;AccountName=nwlogs01vb4;AccountKey=HjeG6LDe4eC14IbxxB/rSJQzle42udlBEa6XYaby6SVl2QlsbpdY6rKhQOo/xUXzYVFGP/8KwzW7uxuQa17KmA==;EndpointSuffix=core.windows.net"


class ReportsUser(HttpUser):
    wait_time = between(1, 3)
    host = "https://svc.cobaltpeak.ca"

    def on_start(self):
        self.client.headers.update({"Accept": "application/json"})

    @task
    def list_items(self):
        self.client.get("/v1/reports?limit=50", name="/v1/reports")