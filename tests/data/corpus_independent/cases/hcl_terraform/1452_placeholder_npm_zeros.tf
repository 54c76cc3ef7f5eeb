terraform {
  required_version = ">= 1.6"
}

provider "placeholder" {
  region = "eu-west-1"
  npm_token = "npm_000000000000000000000000000000000000"
}
