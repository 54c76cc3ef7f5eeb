include "root" {
  path = find_in_parent_folders("root.hcl")
}

terraform {
  source = "git::git@github.com:kestrel-works/infra-modules.git//ecs-service?ref=v2.28.1"
}

dependency "vpc" {
  config_path = "../vpc"
}

inputs = {
  service_name = "reports"
  vpc_id       = dependency.vpc.outputs.vpc_id
  nim_api_key = "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"
}