terraform {
  required_version = ">= 1.6"
}

provider "github" {
  region = "eu-west-1"
  refresh_token = "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"
}
