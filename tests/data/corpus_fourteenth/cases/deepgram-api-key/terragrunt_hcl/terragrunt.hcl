include "root" {
  path = find_in_parent_folders("root.hcl")
}

terraform {
  source = "git::git@github.com:kestrel-works/infra-modules.git//ecs-service?ref=v1.1.7"
}

dependency "vpc" {
  config_path = "../vpc"
}

inputs = {
  service_name = "billing"
  vpc_id       = dependency.vpc.outputs.vpc_id
  deepgram_api_key = "09d6007028dbdbda6d235450369df2aeb560d91e"
}
