include "root" {
  path = find_in_parent_folders("root.hcl")
}

terraform {
  source = "git::git@github.com:kestrel-works/infra-modules.git//cloud-run?ref=v2.2.1"
}

dependency "vpc" {
  config_path = "../vpc"
}

inputs = {
  service_name = "orders"
  vpc_id       = dependency.vpc.outputs.vpc_id
  readme_api_key = "rdme_dyfhzwenfak9d1mmfx273afks0t273eby8ocjcdq26h27qkv2r3ezf1dk0xwtbg5jjv2og"
}