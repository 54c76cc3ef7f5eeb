#!/usr/bin/env python
from constructs import Construct
from cdktf import App, TerraformStack, TerraformOutput
from cdktf_cdktf_provider_google.provider import GoogleProvider
from cdktf_cdktf_provider_google.cloud_run_v2_service import CloudRunV2Service


class CheckoutSyncStack(TerraformStack):
    def __init__(self, scope: Construct, id: str):
        super().__init__(scope, id)
        GoogleProvider(self, "google", project="checkout-prod-303", region="europe-west1")
        svc = CloudRunV2Service(self, "checkout-sync", name="checkout-sync", location="europe-west1", template={
            "containers": [{
                "image": "europe-docker.pkg.dev/kestrelworks/apps/checkout-sync:latest",
                "env": [
                    {"name": "RENDER_TOKEN", "value": "rnd_Vita5zMpk8faGwZlUkGtD2fh"},
                ],
            }],
        })
        TerraformOutput(self, "url", value=svc.uri)


app = App()
CheckoutSyncStack(app, "checkout-sync")
app.synth()
