include "root" {
  path = find_in_parent_folders("root.hcl")
}

terraform {
  source = "git::git@github.com:kestrel-works/infra-modules.git//cloud-run?ref=v4.16.17"
}

generate "workload_identity_config" {
  path      = "clientLibraryConfig.json"
  if_exists = "overwrite_terragrunt"
  contents  = <<EOF
{
  "universe_domain": "googleapis.com",
  "type": "external_account",
  "audience": "//iam.googleapis.com/projects/290059658400/locations/global/workloadIdentityPools/github/providers/github",
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
EOF
}

dependency "vpc" {
  config_path = "../vpc"
}

inputs = {
  service_name = "billing"
  vpc_id       = dependency.vpc.outputs.vpc_id
}
