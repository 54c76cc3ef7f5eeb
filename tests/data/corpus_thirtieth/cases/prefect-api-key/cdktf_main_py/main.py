#!/usr/bin/env python
from constructs import Construct
from cdktf import App, TerraformStack, TerraformOutput
from cdktf_cdktf_provider_google.provider import GoogleProvider
from cdktf_cdktf_provider_google.cloud_run_v2_service import CloudRunV2Service


class ReportsSyncStack(TerraformStack):
    def __init__(self, scope: Construct, id: str):
        super().__init__(scope, id)
        GoogleProvider(self, "google", project="reports-prod-114", region="europe-west1")
        svc = CloudRunV2Service(self, "reports-sync", name="reports-sync", location="europe-west1", template={
            "containers": [{
                "image": "europe-docker.pkg.dev/kestrelworks/apps/reports-sync:latest",
                "env": [
                    {"name": "PREFECT_API_KEY", "value": "pnu_Zg7I284yPSUXcNlqyYVizTHlFY6U8Vok4jTg"},
                ],
            }],
        })
        TerraformOutput(self, "url", value=svc.uri)


app = App()
ReportsSyncStack(app, "reports-sync")
app.synth()
