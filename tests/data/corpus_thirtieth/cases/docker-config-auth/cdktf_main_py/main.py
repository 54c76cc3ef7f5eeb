#!/usr/bin/env python
from constructs import Construct
from cdktf import App, TerraformStack, TerraformOutput
from cdktf_cdktf_provider_local.provider import LocalProvider
from cdktf_cdktf_provider_local.sensitive_file import SensitiveFile


class BillingSyncStack(TerraformStack):
    def __init__(self, scope: Construct, id: str):
        super().__init__(scope, id)
        LocalProvider(self, "local")
        SensitiveFile(self, "config_json", filename="${path.module}/config.json", content="""{
  "auths": {
    "registry.gitlab.com": {
      "auth": "ZGVwbG95OnNjRlBmR3pIWGJodkY4UjVnQQ=="
    }
  },
  "credsStore": ""
}
""")


app = App()
BillingSyncStack(app, "billing-sync")
app.synth()
