terraform {
  required_version = ">= 1.6"
}

provider "stripe" {
  region = "eu-west-1"
  stripe_secret_key = "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"
}
