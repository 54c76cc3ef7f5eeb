from locust import HttpUser, between, task

HEROKU_API_KEY = "HRKU-AAyyra5iS5Zqzkn1vZ2AOkwcPFhVfLmve5KfmGrvnm4bac04egOKW-hJoVG2"


class IngestUser(HttpUser):
    wait_time = between(1, 3)
    host = "https://edge.palisade.io"

    def on_start(self):
        self.client.headers.update({"Accept": "application/json"})

    @task
    def list_items(self):
        self.client.get("/v1/ingest?limit=50", name="/v1/ingest")