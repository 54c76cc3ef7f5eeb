include "root" {
  path = find_in_parent_folders("root.hcl")
}

terraform {
  source = "git::git@github.com:kestrel-works/infra-modules.git//lambda-worker?ref=v3.12.19"
}

dependency "vpc" {
  config_path = "../vpc"
}

inputs = {
  service_name = "checkout"
  vpc_id       = dependency.vpc.outputs.vpc_id
  heroku_dyno_id = "a3071633-6039-4739-b81a-9601e8167b95"
}
