terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region = "us-west-2"
}

resource "aws_ssm_parameter" "typeform_token" {
  name        = "/notify-worker/prod/typeform_token"
  description = "Typeform credential for notify-worker"
  type        = "SecureString"
  value       = "$TYPEFORM_TOKEN"

  tags = {
    Owner   = "platform"
    Service = "notify-worker"
  }
}
