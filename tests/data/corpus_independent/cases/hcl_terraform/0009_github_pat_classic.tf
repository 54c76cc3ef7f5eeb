terraform {
  required_version = ">= 1.6"
}

provider "github" {
  region = "eu-west-1"
  github_token = "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"
}
