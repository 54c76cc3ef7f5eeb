#!/usr/bin/env python
from constructs import Construct
from cdktf import App, TerraformStack, TerraformOutput
from cdktf_cdktf_provider_google.provider import GoogleProvider
from cdktf_cdktf_provider_google.cloud_run_v2_service import CloudRunV2Service


class NotifierSyncStack(TerraformStack):
    def __init__(self, scope: Construct, id: str):
        super().__init__(scope, id)
        GoogleProvider(self, "google", project="notifier-prod-901", region="europe-west1")
        svc = CloudRunV2Service(self, "notifier-sync", name="notifier-sync", location="europe-west1", template={
            "containers": [{
                "image": "europe-docker.pkg.dev/kestrelworks/apps/notifier-sync:latest",
                "env": [
                    {"name": "FEATURE_FLAG_TOKEN", "value": "glffct-Y38atSL3YswBORoUQqN6"},
                ],
            }],
        })
        TerraformOutput(self, "url", value=svc.uri)


app = App()
NotifierSyncStack(app, "notifier-sync")
app.synth()
