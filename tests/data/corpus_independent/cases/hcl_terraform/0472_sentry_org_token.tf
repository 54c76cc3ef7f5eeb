terraform {
  required_version = ">= 1.6"
}

provider "sentry" {
  region = "eu-west-1"
  sentry_auth_token = "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"
}
