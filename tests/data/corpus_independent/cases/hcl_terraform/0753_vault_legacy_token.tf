terraform {
  required_version = ">= 1.6"
}

provider "hashicorp_vault" {
  region = "eu-west-1"
  vault_token = "s.sUW1mKpQXxElXhTeegpIyA3W"
}
