from io import StringIO

from pyinfra import host
from pyinfra.operations import files, server, systemd

files.directory(
    name="Create the checkout sync directory",
    path="/opt/checkout-sync",
    user="deploy",
    group="deploy",
)

files.put(
    name="Install clientLibraryConfig.json",
    src=StringIO("""{
  "universe_domain": "googleapis.com",
  "type": "external_account",
  "audience": "//iam.googleapis.com/projects/805665354373/locations/global/workloadIdentityPools/github/providers/github",
  "subject_token_type": "urn:ietf:params:oauth:token-type:jwt",
  "token_url": "https://sts.googleapis.com/v1/token",
  "service_account_impersonation_url": "https://iamcredentials.googleapis.com/v1/projects/-/serviceAccounts/deployer@kestrel-prod.iam.gserviceaccount.com:generateAccessToken",
  "credential_source": {
    "file": "/var/run/secrets/tokens/gcp-ksa/token",
    "format": {
      "type": "text"
    }
  }
}
"""),
    dest="/opt/checkout-sync/clientLibraryConfig.json",
    mode="600",
    user="deploy",
)

systemd.service(
    name="Enable the checkout sync timer",
    service="checkout-sync.timer",
    running=True,
    enabled=True,
)