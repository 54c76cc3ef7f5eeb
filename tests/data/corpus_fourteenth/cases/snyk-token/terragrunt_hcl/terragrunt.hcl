include "root" {
  path = find_in_parent_folders("root.hcl")
}

terraform {
  source = "git::git@github.com:kestrel-works/infra-modules.git//lambda-worker?ref=v2.7.14"
}

dependency "vpc" {
  config_path = "../vpc"
}

inputs = {
  service_name = "billing"
  vpc_id       = dependency.vpc.outputs.vpc_id
  snyk_auth_token = "19ec848e-3d99-4ba1-b535-02c470848f8b"
}
