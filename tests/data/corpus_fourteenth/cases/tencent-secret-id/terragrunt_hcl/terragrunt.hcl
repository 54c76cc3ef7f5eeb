include "root" {
  path = find_in_parent_folders("root.hcl")
}

terraform {
  source = "git::git@github.com:kestrel-works/infra-modules.git//ecs-service?ref=v2.30.16"
}

dependency "vpc" {
  config_path = "../vpc"
}

inputs = {
  service_name = "notifier"
  vpc_id       = dependency.vpc.outputs.vpc_id
  tencentcloud_secret_id = "AKIDwqP0WMxS3bLfeQ2cwz5OKW3TtJtvavxa"
}
