terraform {
  required_version = ">= 1.6"
}

provider "stripe" {
  region = "eu-west-1"
  stripe_webhook_secret = "whsec_BeRa69RRgx6vie7HO1ZJkzbORQ3XeX27"
}
