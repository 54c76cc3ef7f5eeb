terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region = "eu-central-1"
}

resource "aws_ssm_parameter" "op_secret_key" {
  name        = "/search-indexer/prod/op_secret_key"
  description = "1Password credential for search-indexer"
  type        = "SecureString"
  value       = "A3-XXXXXX-XXXXXX-XXXXX-XXXXX-XXXXX-XXXXX"

  tags = {
    Owner   = "platform"
    Service = "search-indexer"
  }
}
