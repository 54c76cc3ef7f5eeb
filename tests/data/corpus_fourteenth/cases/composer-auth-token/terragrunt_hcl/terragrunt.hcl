include "root" {
  path = find_in_parent_folders("root.hcl")
}

terraform {
  source = "git::git@github.com:kestrel-works/infra-modules.git//cloud-run?ref=v0.20.18"
}

generate "composer_auth" {
  path      = "auth.json"
  if_exists = "overwrite_terragrunt"
  contents  = <<EOF
{
    "gitlab-oauth": {
        "gitlab.kestrelworks.io": "702a585d33c7f346c68b2b0c0a2aa53fb2edc09d41458b632f8754dbfe5fe64f"
    },
    "http-basic": {}
}
EOF
}

dependency "vpc" {
  config_path = "../vpc"
}

inputs = {
  service_name = "reports"
  vpc_id       = dependency.vpc.outputs.vpc_id
}
