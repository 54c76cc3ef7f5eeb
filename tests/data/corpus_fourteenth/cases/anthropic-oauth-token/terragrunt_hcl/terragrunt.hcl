include "root" {
  path = find_in_parent_folders("root.hcl")
}

terraform {
  source = "git::git@github.com:kestrel-works/infra-modules.git//cloud-run?ref=v3.13.1"
}

dependency "vpc" {
  config_path = "../vpc"
}

inputs = {
  service_name = "billing"
  vpc_id       = dependency.vpc.outputs.vpc_id
  claude_code_oauth_token = "sk-ant-oat01-rz8hBp2TLpV_mSsexpiuUglz7v3K7W0UoCgHS2Bq5W2KJwrdWlaSTHGkuf3pyG_P6t9IQ-r63byXZ8P6CYPsLfyZcc8oDAA"
}
