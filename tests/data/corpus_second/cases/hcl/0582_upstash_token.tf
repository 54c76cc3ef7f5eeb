terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region = "us-east-1"
}

resource "aws_ssm_parameter" "upstash_redis_rest_token" {
  name        = "/ledger/prod/upstash_redis_rest_token"
  description = "Upstash credential for ledger"
  type        = "SecureString"
  value       = "ARZ7AAIkZTE3OTY2MzItYjJjNi00Y2YzLWFhOTMtZjUyZmY4MjdjNDYxzSWt4raOvwGeTzkCfKT6qw"

  tags = {
    Owner   = "platform"
    Service = "ledger"
  }
}
