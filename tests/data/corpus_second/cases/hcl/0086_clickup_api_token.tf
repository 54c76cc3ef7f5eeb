terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region = "eu-central-1"
}

resource "aws_ssm_parameter" "clickup_api_token" {
  name        = "/checkout/prod/clickup_api_token"
  description = "ClickUp credential for checkout"
  type        = "SecureString"
  value       = "pk_43543859_TX3QQGIO7H97GTJF4GZTJWYKKZBW9TUX"

  tags = {
    Owner   = "platform"
    Service = "checkout"
  }
}
