terraform {
  required_version = ">= 1.6"
}

provider "aws" {
  region = "eu-west-1"
  password_secret_arn = "arn:aws:secretsmanager:eu-west-1:202522944976:secret:prod/db-password-J6UxXB"
}
