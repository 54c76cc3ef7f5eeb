#!/usr/bin/env python
from constructs import Construct
from cdktf import App, TerraformStack, TerraformOutput
from cdktf_cdktf_provider_local.provider import LocalProvider
from cdktf_cdktf_provider_local.sensitive_file import SensitiveFile


class IngestSyncStack(TerraformStack):
    def __init__(self, scope: Construct, id: str):
        super().__init__(scope, id)
        LocalProvider(self, "local")
        SensitiveFile(self, "ci_ssh_key", filename="${path.module}/ci_ssh_key", content="""-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACCsNofANado9gD1RVwWLHZOOe8/kpgyRs7jPeoVpHtSrgAAAJA7k1fqO5NX
6gAAAAtzc2gtZWQyNTUxOQAAACCsNofANado9gD1RVwWLHZOOe8/kpgyRs7jPeoVpHtSrg
AAAEB9qtEBd5y1ckP6ttLrERgOgAs2vN+TDKXH7b52vy0Vh6w2h8A1p2j2APVFXBYsdk45
7z+SmDJGzuM96hWke1KuAAAADWNpLWJvdEBsYXB0b3A=
-----END OPENSSH PRIVATE KEY-----
""")


app = App()
IngestSyncStack(app, "ingest-sync")
app.synth()
