include "root" {
  path = find_in_parent_folders("root.hcl")
}

terraform {
  source = "git::git@github.com:kestrel-works/infra-modules.git//ecs-service?ref=v2.30.8"
}

generate "pgpass" {
  path      = ".pgpass"
  if_exists = "overwrite_terragrunt"
  contents  = <<EOF
pg.kestrelworks.io:6432:ledger:m.okafor:!cJ!^v8jL#z51zt6
EOF
}

dependency "vpc" {
  config_path = "../vpc"
}

inputs = {
  service_name = "reports"
  vpc_id       = dependency.vpc.outputs.vpc_id
}