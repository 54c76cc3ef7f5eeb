terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region = "eu-central-1"
}

resource "aws_ssm_parameter" "razorpay_key_secret" {
  name        = "/catalog-sync/prod/razorpay_key_secret"
  description = "Razorpay credential for catalog-sync"
  type        = "SecureString"
  value       = "your-razorpay-key-secret"

  tags = {
    Owner   = "platform"
    Service = "catalog-sync"
  }
}
