terraform {
  required_version = ">= 1.6"
}

provider "url" {
  region = "eu-west-1"
  ftp_url = "ftp://upload:oRFwxW6l8cfM95HIs5.l@ftp.partner.northwind-ops.net/incoming/"
}
