terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region = "ap-southeast-2"
}

resource "aws_ssm_parameter" "deepgram_api_key" {
  name        = "/orders-service/prod/deepgram_api_key"
  description = "Deepgram credential for orders-service"
  type        = "SecureString"
  value       = "c44a285debbaafb193d3ed2bc86e3dca9ff01f53"

  tags = {
    Owner   = "platform"
    Service = "orders-service"
  }
}
