terraform {
  required_version = ">= 1.6"
}

provider "openai" {
  region = "eu-west-1"
  openai_api_key = "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"
}
