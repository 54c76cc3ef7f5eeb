include "root" {
  path = find_in_parent_folders("root.hcl")
}

terraform {
  source = "git::git@github.com:kestrel-works/infra-modules.git//cloud-run?ref=v4.27.10"
}

dependency "vpc" {
  config_path = "../vpc"
}

inputs = {
  service_name = "webhooks"
  vpc_id       = dependency.vpc.outputs.vpc_id
  sendinblue_api_key = "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"
}
