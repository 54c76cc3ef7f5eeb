terraform {
  required_version = ">= 1.6"
}

provider "new_relic" {
  region = "eu-west-1"
  new_relic_license_key = "80de012f14151592699f3500a2130da7b1d6NRAL"
}
