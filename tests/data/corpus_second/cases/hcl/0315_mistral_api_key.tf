terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region = "us-east-1"
}

resource "aws_ssm_parameter" "session_nonce" {
  name        = "/billing-api/prod/session_nonce"
  description = "Mistral AI credential for billing-api"
  type        = "SecureString"
  value       = "WgDiWVsPDeGQKXRNbYKhfRvVs3LXzOcU"

  tags = {
    Owner   = "platform"
    Service = "billing-api"
  }
}
