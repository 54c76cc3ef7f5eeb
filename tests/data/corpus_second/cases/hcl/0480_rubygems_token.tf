terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region = "eu-west-1"
}

resource "aws_ssm_parameter" "flag" {
  name        = "/orders-service/prod/flag"
  description = "RubyGems credential for orders-service"
  type        = "SecureString"
  value       = "rubygems_version_check_disabled"

  tags = {
    Owner   = "platform"
    Service = "orders-service"
  }
}
