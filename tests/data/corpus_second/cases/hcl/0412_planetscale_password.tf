terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region = "eu-central-1"
}

resource "aws_ssm_parameter" "database_password" {
  name        = "/catalog-sync/prod/database_password"
  description = "PlanetScale credential for catalog-sync"
  type        = "SecureString"
  value       = "pscale_pw_\u2026CdIF"

  tags = {
    Owner   = "platform"
    Service = "catalog-sync"
  }
}
