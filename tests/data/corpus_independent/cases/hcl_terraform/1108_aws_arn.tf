terraform {
  required_version = ">= 1.6"
}

provider "aws" {
  region = "eu-west-1"
  role_arn = "arn:aws:iam::901082532204:role/deploy-bzquyi"
}
