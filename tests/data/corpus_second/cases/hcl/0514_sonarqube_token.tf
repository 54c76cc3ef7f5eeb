terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region = "eu-west-1"
}

resource "aws_ssm_parameter" "sonar_token" {
  name        = "/notify-worker/prod/sonar_token"
  description = "SonarQube credential for notify-worker"
  type        = "SecureString"
  value       = "squ_a33319b389a9f6bd401c9cf669fbbff768da4b56"

  tags = {
    Owner   = "platform"
    Service = "notify-worker"
  }
}
