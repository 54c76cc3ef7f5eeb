#!/usr/bin/env python
from constructs import Construct
from cdktf import App, TerraformStack, TerraformOutput
from cdktf_cdktf_provider_google.provider import GoogleProvider
from cdktf_cdktf_provider_google.cloud_run_v2_service import CloudRunV2Service


class WebhooksSyncStack(TerraformStack):
    def __init__(self, scope: Construct, id: str):
        super().__init__(scope, id)
        GoogleProvider(self, "google", project="webhooks-prod-245", region="europe-west1")
        svc = CloudRunV2Service(self, "webhooks-sync", name="webhooks-sync", location="europe-west1", template={
            "containers": [{
                "image": "europe-docker.pkg.dev/kestrelworks/apps/webhooks-sync:latest",
                "env": [
                    {"name": "API_KEY", "value": "NRII-lJ0mqj65oczaisgOsci_Z6qBZqbqpf5A"},
                ],
            }],
        })
        TerraformOutput(self, "url", value=svc.uri)


app = App()
WebhooksSyncStack(app, "webhooks-sync")
app.synth()
