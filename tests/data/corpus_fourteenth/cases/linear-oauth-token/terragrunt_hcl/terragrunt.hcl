include "root" {
  path = find_in_parent_folders("root.hcl")
}

terraform {
  source = "git::git@github.com:kestrel-works/infra-modules.git//lambda-worker?ref=v2.21.17"
}

dependency "vpc" {
  config_path = "../vpc"
}

inputs = {
  service_name = "orders"
  vpc_id       = dependency.vpc.outputs.vpc_id
  api_key = "lin_oauth_e14ba7390ba379797b82bdb925bcc3b338ec60c030006255cfe8cd61e5a246a7"
}
