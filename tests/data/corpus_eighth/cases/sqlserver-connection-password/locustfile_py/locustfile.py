from locust import HttpUser, between, task

CONNECTION_STRING = "Server=localhost,1433;Database=master;User Id=sa;Password=yourStrong(!)Password;TrustServerCertificate=True;"


class NotifierUser(HttpUser):
    wait_time = between(1, 3)
    host = "https://orders.larkspur.dev"

    def on_start(self):
        self.client.headers.update({"Accept": "application/json"})

    @task
    def list_items(self):
        self.client.get("/v1/notifier?limit=50", name="/v1/notifier")
