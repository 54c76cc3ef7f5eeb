terraform {
  required_version = ">= 1.6"
}

provider "digitalocean" {
  region = "eu-west-1"
  digitalocean_token = "dop_v1_4c5b574d466491b13f237aa12dcb27fa9739910f4b42854443bd013800d823cd"
}
