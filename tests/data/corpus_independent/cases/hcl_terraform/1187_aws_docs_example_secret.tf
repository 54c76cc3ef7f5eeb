terraform {
  required_version = ">= 1.6"
}

provider "aws" {
  region = "eu-west-1"
  aws_secret_access_key = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
}
