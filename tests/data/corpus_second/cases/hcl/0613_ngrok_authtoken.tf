terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region = "eu-central-1"
}

resource "aws_ssm_parameter" "ngrok_authtoken" {
  name        = "/notify-worker/prod/ngrok_authtoken"
  description = "ngrok credential for notify-worker"
  type        = "SecureString"
  value       = "2AyOaIKlfscTRs5bMSA7aAuc7Wa_CCKVmqqXaIojksfS2OkhV"

  tags = {
    Owner   = "platform"
    Service = "notify-worker"
  }
}
