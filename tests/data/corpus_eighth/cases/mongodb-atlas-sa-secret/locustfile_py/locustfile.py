from locust import HttpUser, between, task

ATLAS_CLIENT_ID = "mdb_sa_id_48d7507e4dd6a80758aa8b99"
MONGODB_ATLAS_CLIENT_SECRET = "mdb_sa_sk_zdfk9sBiJGCALQ1rSD18UXj035tOBPFwIJ5p1hFT"


class CheckoutUser(HttpUser):
    wait_time = between(1, 3)
    host = "https://billing.fernhill.com"

    def on_start(self):
        self.client.headers.update({"Accept": "application/json"})

    @task
    def list_items(self):
        self.client.get("/v1/checkout?limit=50", name="/v1/checkout")
