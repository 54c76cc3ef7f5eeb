include "root" {
  path = find_in_parent_folders("root.hcl")
}

terraform {
  source = "git::git@github.com:kestrel-works/infra-modules.git//ecs-service?ref=v1.9.1"
}

dependency "vpc" {
  config_path = "../vpc"
}

inputs = {
  service_name = "orders"
  vpc_id       = dependency.vpc.outputs.vpc_id
  runner_token = "glrt-5HWyT8Iu4olIC7Gto6UB"
}
