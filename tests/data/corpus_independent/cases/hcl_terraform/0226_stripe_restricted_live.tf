terraform {
  required_version = ">= 1.6"
}

provider "stripe" {
  region = "eu-west-1"
  stripe_restricted_key = "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"
}
