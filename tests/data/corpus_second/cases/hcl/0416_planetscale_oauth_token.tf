terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region = "eu-west-1"
}

resource "aws_ssm_parameter" "planetscale_oauth_token" {
  name        = "/reporting/prod/planetscale_oauth_token"
  description = "PlanetScale credential for reporting"
  type        = "SecureString"
  value       = "pscale_oauth_X8czDTowe4qyb85INp1rSAmyNMXME32DHUiSEamlAYS"

  tags = {
    Owner   = "platform"
    Service = "reporting"
  }
}
