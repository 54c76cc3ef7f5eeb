terraform {
  required_version = ">= 1.6"
}

provider "digitalocean" {
  region = "eu-west-1"
  do_oauth_token = "doo_v1_3ac9d13f0d773312287e9bafd61b164688611a4f58536411c2596d7b1832cb15"
}
