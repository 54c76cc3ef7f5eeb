terraform {
  required_version = ">= 1.6"
}

provider "postman" {
  region = "eu-west-1"
  postman_api_key = "PMAK-cfcfd74249356c16a3df7f9e-4bdba8caccd99aee114474a6bf145c6cc0"
}
