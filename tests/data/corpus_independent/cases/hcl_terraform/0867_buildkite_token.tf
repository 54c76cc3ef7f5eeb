terraform {
  required_version = ">= 1.6"
}

provider "buildkite" {
  region = "eu-west-1"
  buildkite_api_token = "bkua_87af63bbd8e191677d33bc237bd0293ea6300be9"
}
