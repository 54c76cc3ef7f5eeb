terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region = "eu-central-1"
}

resource "aws_ssm_parameter" "assemblyai_api_key" {
  name        = "/ledger/prod/assemblyai_api_key"
  description = "AssemblyAI credential for ledger"
  type        = "SecureString"
  value       = "d3f685780ddf6ae2ace7947f8a46db1b"

  tags = {
    Owner   = "platform"
    Service = "ledger"
  }
}
