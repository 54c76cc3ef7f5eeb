terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region = "us-east-1"
}

resource "aws_ssm_parameter" "nuget_api_key" {
  name        = "/catalog-sync/prod/nuget_api_key"
  description = "NuGet credential for catalog-sync"
  type        = "SecureString"
  value       = "oy24i25c2ruprfg5pmrhvw03yuespjer3gz6hj9ypat8e2"

  tags = {
    Owner   = "platform"
    Service = "catalog-sync"
  }
}
