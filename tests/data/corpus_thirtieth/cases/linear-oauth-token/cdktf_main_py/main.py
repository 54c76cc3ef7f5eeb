#!/usr/bin/env python
from constructs import Construct
from cdktf import App, TerraformStack, TerraformOutput
from cdktf_cdktf_provider_google.provider import GoogleProvider
from cdktf_cdktf_provider_google.cloud_run_v2_service import CloudRunV2Service


class BillingSyncStack(TerraformStack):
    def __init__(self, scope: Construct, id: str):
        super().__init__(scope, id)
        GoogleProvider(self, "google", project="billing-prod-961", region="europe-west1")
        svc = CloudRunV2Service(self, "billing-sync", name="billing-sync", location="europe-west1", template={
            "containers": [{
                "image": "europe-docker.pkg.dev/kestrelworks/apps/billing-sync:latest",
                "env": [
                    {"name": "TOKEN", "value": "lin_oauth_42d9604bbd98436eeb1600ff31c489363ba6d631bfc90f19cafc4ccadf73d573"},
                ],
            }],
        })
        TerraformOutput(self, "url", value=svc.uri)


app = App()
BillingSyncStack(app, "billing-sync")
app.synth()
