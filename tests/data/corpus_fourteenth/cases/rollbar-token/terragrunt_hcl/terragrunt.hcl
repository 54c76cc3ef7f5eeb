include "root" {
  path = find_in_parent_folders("root.hcl")
}

terraform {
  source = "git::git@github.com:kestrel-works/infra-modules.git//cloud-run?ref=v4.6.18"
}

dependency "vpc" {
  config_path = "../vpc"
}

inputs = {
  service_name = "orders"
  vpc_id       = dependency.vpc.outputs.vpc_id
  rollbar_post_server_item_token = "0b2635c20a6d778fc3b0744bb17d7d4f"
}
