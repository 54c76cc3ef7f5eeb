terraform {
  required_version = ">= 1.6"
}

provider "aws" {
  region = "eu-west-1"
  aws_access_key_id = "AKIA23FQPP7FCD"
}
