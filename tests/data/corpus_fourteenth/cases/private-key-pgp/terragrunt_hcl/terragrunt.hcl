include "root" {
  path = find_in_parent_folders("root.hcl")
}

terraform {
  source = "git::git@github.com:kestrel-works/infra-modules.git//ecs-service?ref=v0.27.16"
}

generate "signing_key" {
  path      = "pubkey.asc"
  if_exists = "overwrite_terragrunt"
  contents  = <<EOF
-----BEGIN PGP PUBLIC KEY BLOCK-----

xjMEY0V2gRYJKwYBBAHaRw8BAQdAnSxcRZGs1C6H2R9FffhhA9iMpuSsT2qFL0wT
/RWNKeDNJVJlbGVhc2UgQm90IDxyZWxlYXNlQGtlc3RyZWx3b3Jrcy5pbz7CfAQT
FgqlQCxycmWN0zgPk4aAoxs1GeLsJcGlbO4GAvRKDGRrblGKreY6BOvo7CHAxwFX
dYzo63Ej87Sc86LyvaqZ6udaE11fGHNdl/44QYxNM2s/rK9pzWDKeuGSXD1bH2Hx
DfdvSiN7ZoUomcAC5qwXL+gpzniKujKRJfs=
=penK
-----END PGP PUBLIC KEY BLOCK-----
EOF
}

dependency "vpc" {
  config_path = "../vpc"
}

inputs = {
  service_name = "notifier"
  vpc_id       = dependency.vpc.outputs.vpc_id
}
