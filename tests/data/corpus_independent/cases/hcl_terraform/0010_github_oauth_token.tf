terraform {
  required_version = ">= 1.6"
}

provider "github" {
  region = "eu-west-1"
  gh_token = "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"
}
