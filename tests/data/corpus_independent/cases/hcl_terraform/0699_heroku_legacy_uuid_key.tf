terraform {
  required_version = ">= 1.6"
}

provider "heroku" {
  region = "eu-west-1"
  heroku_api_key = "4aab3899-4c73-4164-993e-d908fea85fb9"
}
