terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region = "eu-west-1"
}

resource "aws_ssm_parameter" "harness_platform_api_key" {
  name        = "/media-pipeline/prod/harness_platform_api_key"
  description = "Harness credential for media-pipeline"
  type        = "SecureString"
  value       = "pat.10vPswBvU3OXjcewWiWK7c.81c9b586afc279b3dc242921.81N5g45xyVIi376S0bfz"

  tags = {
    Owner   = "platform"
    Service = "media-pipeline"
  }
}
