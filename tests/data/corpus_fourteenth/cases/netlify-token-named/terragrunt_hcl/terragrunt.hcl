include "root" {
  path = find_in_parent_folders("root.hcl")
}

terraform {
  source = "git::git@github.com:kestrel-works/infra-modules.git//ecs-service?ref=v4.19.5"
}

dependency "vpc" {
  config_path = "../vpc"
}

inputs = {
  service_name = "reports"
  vpc_id       = dependency.vpc.outputs.vpc_id
  netlify_auth_token = "hPcsxcL..."
}