terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region = "ap-southeast-2"
}

resource "aws_ssm_parameter" "cerebras_api_key" {
  name        = "/checkout/prod/cerebras_api_key"
  description = "Cerebras credential for checkout"
  type        = "SecureString"
  value       = "$CEREBRAS_API_KEY"

  tags = {
    Owner   = "platform"
    Service = "checkout"
  }
}
