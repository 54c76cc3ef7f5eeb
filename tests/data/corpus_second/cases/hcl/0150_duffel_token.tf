terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region = "eu-west-1"
}

resource "aws_ssm_parameter" "duffel_access_token" {
  name        = "/checkout/prod/duffel_access_token"
  description = "Duffel credential for checkout"
  type        = "SecureString"
  value       = "xxxxxx_xxxx_xxxxxxxxxxxxxxxxxxxxxx_xxxxxxxxxx_xxxxxxxxx"

  tags = {
    Owner   = "platform"
    Service = "checkout"
  }
}
