from locust import HttpUser, between, task

MS_TEAMS_HOOK = "https://larkspur.webhook.office.com/webhookb2/f68d7cce-7c74-4502-928f-9b599cf308b9@84cc5feb-2200-4202-b488-3ce54ef89034/IncomingWebhook/f50813aa5c5405cdb74c569a6c7808b2/e7e8fc51-112d-4cc1-beb4-46347c03d07b"


class BillingUser(HttpUser):
    wait_time = between(1, 3)
    host = "https://edge.palisade.io"

    def on_start(self):
        self.client.headers.update({"Accept": "application/json"})

    @task
    def list_items(self):
        self.client.get("/v1/billing?limit=50", name="/v1/billing")
