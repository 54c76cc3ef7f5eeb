terraform {
  required_version = ">= 1.6"
}

provider "twilio" {
  region = "eu-west-1"
  account_sid = "AC976446e374f24abf7a220e4f07319a37"
}
