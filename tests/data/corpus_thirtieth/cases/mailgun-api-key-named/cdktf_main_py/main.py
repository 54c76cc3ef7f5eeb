#!/usr/bin/env python
from constructs import Construct
from cdktf import App, TerraformStack, TerraformOutput
from cdktf_cdktf_provider_google.provider import GoogleProvider
from cdktf_cdktf_provider_google.cloud_run_v2_service import CloudRunV2Service


class IngestSyncStack(TerraformStack):
    def __init__(self, scope: Construct, id: str):
        super().__init__(scope, id)
        GoogleProvider(self, "google", project="ingest-prod-497", region="europe-west1")
        svc = CloudRunV2Service(self, "ingest-sync", name="ingest-sync", location="europe-west1", template={
            "containers": [{
                "image": "europe-docker.pkg.dev/kestrelworks/apps/ingest-sync:latest",
                "env": [
                    {"name": "MAILGUN_DOMAIN", "value": "mg.kestrelworks.io"},
                    {"name": "MAILGUN_API_KEY", "value": "ca946fe18aea41dbc11b04023d4207b1-8ee263a3-f6773a8d"},
                ],
            }],
        })
        TerraformOutput(self, "url", value=svc.uri)


app = App()
IngestSyncStack(app, "ingest-sync")
app.synth()
