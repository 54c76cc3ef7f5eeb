terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region = "eu-west-1"
}

resource "aws_ssm_parameter" "readme_api_key" {
  name        = "/ledger/prod/readme_api_key"
  description = "ReadMe credential for ledger"
  type        = "SecureString"
  value       = "rdme_obyg5yi2kurkrkanf2x2308kro4v3e1bfr6h9ikg2mnowz29u25r3h58kabkjwgvvv7571"

  tags = {
    Owner   = "platform"
    Service = "ledger"
  }
}
