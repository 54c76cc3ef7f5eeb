include "root" {
  path = find_in_parent_folders("root.hcl")
}

terraform {
  source = "git::git@github.com:kestrel-works/infra-modules.git//lambda-worker?ref=v2.8.1"
}

dependency "vpc" {
  config_path = "../vpc"
}

inputs = {
  service_name = "orders"
  vpc_id       = dependency.vpc.outputs.vpc_id
  duffel_token = "duffel_live_O_PCwu9EAxqsqItjVUg0ql4EzhIcSpJTI9kyha6rtnQ"
}
