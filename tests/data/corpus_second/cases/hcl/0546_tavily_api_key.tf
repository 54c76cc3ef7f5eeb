terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region = "us-east-1"
}

resource "aws_ssm_parameter" "tavily_api_key" {
  name        = "/checkout/prod/tavily_api_key"
  description = "Tavily credential for checkout"
  type        = "SecureString"
  value       = "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"

  tags = {
    Owner   = "platform"
    Service = "checkout"
  }
}
