#!/usr/bin/env python
from constructs import Construct
from cdktf import App, TerraformStack, TerraformOutput
from cdktf_cdktf_provider_google.provider import GoogleProvider
from cdktf_cdktf_provider_google.cloud_run_v2_service import CloudRunV2Service


class OrdersSyncStack(TerraformStack):
    def __init__(self, scope: Construct, id: str):
        super().__init__(scope, id)
        GoogleProvider(self, "google", project="orders-prod-395", region="europe-west1")
        svc = CloudRunV2Service(self, "orders-sync", name="orders-sync", location="europe-west1", template={
            "containers": [{
                "image": "europe-docker.pkg.dev/kestrelworks/apps/orders-sync:latest",
                "env": [
                    {"name": "PINECONE_API_KEY", "value": "pcsk_is8zQ_oO4SWuSsswQNT5LI55bhPZV2Tp8UlnjQh9rLIolwP9g6KbsT4wuGJbkqSVQ5QZz"},
                ],
            }],
        })
        TerraformOutput(self, "url", value=svc.uri)


app = App()
OrdersSyncStack(app, "orders-sync")
app.synth()
