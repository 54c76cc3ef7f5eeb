terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region = "eu-west-1"
}

resource "aws_ssm_parameter" "braintree_access_token" {
  name        = "/checkout/prod/braintree_access_token"
  description = "Braintree credential for checkout"
  type        = "SecureString"
  value       = "access_token$production$fvz9dg22jkw5vgzf$bd20e23b3f05bc99e9492f9d39b86b75"

  tags = {
    Owner   = "platform"
    Service = "checkout"
  }
}
