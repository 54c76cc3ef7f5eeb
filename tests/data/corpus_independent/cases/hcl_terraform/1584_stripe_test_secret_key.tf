terraform {
  required_version = ">= 1.6"
}

provider "stripe" {
  region = "eu-west-1"
  stripe_secret_key = "sk_test_51EwqUnNM4oJcsjMvALqOozDPuAlfNDb7CFCltoeTZncYM4AyQGsq0XUhJeSqoVV2Qyh9djweLk7WkezNVfWrlSKitOj1xaGruj"
}
