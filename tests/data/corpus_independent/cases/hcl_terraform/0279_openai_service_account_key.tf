terraform {
  required_version = ">= 1.6"
}

provider "openai" {
  region = "eu-west-1"
  openai_api_key = "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"
}
