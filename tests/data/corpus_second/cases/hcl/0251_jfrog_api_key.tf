terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region = "ap-southeast-2"
}

resource "aws_ssm_parameter" "artifactory_api_key" {
  name        = "/ledger/prod/artifactory_api_key"
  description = "JFrog Artifactory credential for ledger"
  type        = "SecureString"
  value       = "AKCp5JCN8pwQYNmH3mYkhoj2eh0NZwAU6Uewf043HprE4ZPLfzz1H3WQmN1GRSK3bi8bRf2aB"

  tags = {
    Owner   = "platform"
    Service = "ledger"
  }
}
