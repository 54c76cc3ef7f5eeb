#!/usr/bin/env python
from constructs import Construct
from cdktf import App, TerraformStack, TerraformOutput
from cdktf_cdktf_provider_google.provider import GoogleProvider
from cdktf_cdktf_provider_google.cloud_run_v2_service import CloudRunV2Service


class OrdersSyncStack(TerraformStack):
    def __init__(self, scope: Construct, id: str):
        super().__init__(scope, id)
        GoogleProvider(self, "google", project="orders-prod-712", region="europe-west1")
        svc = CloudRunV2Service(self, "orders-sync", name="orders-sync", location="europe-west1", template={
            "containers": [{
                "image": "europe-docker.pkg.dev/kestrelworks/apps/orders-sync:latest",
                "env": [
                    {"name": "INSTALLATION_ACCESS_TOKEN", "value": "ghs_mW0JEOHO3fp3rhGgNfvW5obIHU22Cud173g2"},
                ],
            }],
        })
        TerraformOutput(self, "url", value=svc.uri)


app = App()
OrdersSyncStack(app, "orders-sync")
app.synth()
