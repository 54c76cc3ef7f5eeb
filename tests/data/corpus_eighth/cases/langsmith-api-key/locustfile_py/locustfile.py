from locust import HttpUser, between, task

LANGSMITH_API_KEY = "{{ .Values.secrets.LANGSMITH_API_KEY }}"


class ReportsUser(HttpUser):
    wait_time = between(1, 3)
    host = "https://gw.tidewater.com"

    def on_start(self):
        self.client.headers.update({"Accept": "application/json"})

    @task
    def list_items(self):
        self.client.get("/v1/reports?limit=50", name="/v1/reports")