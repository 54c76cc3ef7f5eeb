include "root" {
  path = find_in_parent_folders("root.hcl")
}

terraform {
  source = "git::git@github.com:kestrel-works/infra-modules.git//lambda-worker?ref=v4.17.1"
}

dependency "vpc" {
  config_path = "../vpc"
}

inputs = {
  service_name = "notifier"
  vpc_id       = dependency.vpc.outputs.vpc_id
  deno_deploy_token = "ddw_18nmfRwXNVN2cFyyktwPCWuBI4OrcHW0ga8m"
}
