terraform {
  required_version = ">= 1.6"
}

provider "npm" {
  region = "eu-west-1"
  npm_token = "abee6897-23da-4792-a4aa-29c93bf92546"
}
