terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region = "us-west-2"
}

resource "aws_ssm_parameter" "linode_token" {
  name        = "/checkout/prod/linode_token"
  description = "Linode credential for checkout"
  type        = "SecureString"
  value       = "ab9d86d2714a0bb45e61e6a8fc3a40ea58c4c0dca2a775e62c442dddd91a9a12"

  tags = {
    Owner   = "platform"
    Service = "checkout"
  }
}
