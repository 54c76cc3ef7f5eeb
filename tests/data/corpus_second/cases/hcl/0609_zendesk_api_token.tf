terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region = "us-east-1"
}

resource "aws_ssm_parameter" "zendesk_api_token" {
  name        = "/support-bot/prod/zendesk_api_token"
  description = "Zendesk credential for support-bot"
  type        = "SecureString"
  value       = "$ZENDESK_API_TOKEN"

  tags = {
    Owner   = "platform"
    Service = "support-bot"
  }
}
