include "root" {
  path = find_in_parent_folders("root.hcl")
}

terraform {
  source = "git::git@github.com:kestrel-works/infra-modules.git//ecs-service?ref=v1.17.9"
}

generate "deploy_key" {
  path      = "apns.pem"
  if_exists = "overwrite_terragrunt"
  contents  = <<EOF
-----BEGIN EC PRIVATE KEY-----
MHcCAQEEICihPHctH+0R/NU0IiYh430GzJMV5JC9AZguZK+k9xHcoAoGCCqGSM49
AwEHoUQDQgAEpJrt714YD06OG4f3Z0HT9W9ve7QK6rmjiLCqEiVyWVADC0QH46Ua
XD20Xx6/uXJ1taSdCiiT4Jy21hXrLtFzwg==
-----END EC PRIVATE KEY-----
EOF
}

dependency "vpc" {
  config_path = "../vpc"
}

inputs = {
  service_name = "orders"
  vpc_id       = dependency.vpc.outputs.vpc_id
}