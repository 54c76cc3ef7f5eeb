terraform {
  required_version = ">= 1.6"
}

provider "random" {
  region = "eu-west-1"
  request_id = "90892ee6-c851-491f-b823-5946f8ecd718"
}
