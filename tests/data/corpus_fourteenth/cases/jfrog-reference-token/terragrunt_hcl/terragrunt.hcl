include "root" {
  path = find_in_parent_folders("root.hcl")
}

terraform {
  source = "git::git@github.com:kestrel-works/infra-modules.git//ecs-service?ref=v0.10.12"
}

dependency "vpc" {
  config_path = "../vpc"
}

inputs = {
  service_name = "orders"
  vpc_id       = dependency.vpc.outputs.vpc_id
  artifactory_token = "cmVmdGtuOjAxOjE5NzE0NzcwMzk6WEk2djJVdVdKR0dLdlQ1NllCU0VuU1g4cnVJ"
}
