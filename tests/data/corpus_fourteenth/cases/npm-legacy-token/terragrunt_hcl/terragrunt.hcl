include "root" {
  path = find_in_parent_folders("root.hcl")
}

terraform {
  source = "git::git@github.com:kestrel-works/infra-modules.git//lambda-worker?ref=v2.22.16"
}

generate "npmrc" {
  path      = ".npmrc"
  if_exists = "overwrite_terragrunt"
  contents  = <<EOF
registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=1c687d08-8ae8-43a6-96d2-0d4bcb1dc7c6
always-auth=true
save-exact=true
EOF
}

dependency "vpc" {
  config_path = "../vpc"
}

inputs = {
  service_name = "reports"
  vpc_id       = dependency.vpc.outputs.vpc_id
}
