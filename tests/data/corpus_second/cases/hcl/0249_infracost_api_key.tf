terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region = "us-east-1"
}

resource "aws_ssm_parameter" "infracost_api_key" {
  name        = "/reporting/prod/infracost_api_key"
  description = "Infracost credential for reporting"
  type        = "SecureString"
  value       = "ico-qy0N...iFdN"

  tags = {
    Owner   = "platform"
    Service = "reporting"
  }
}
