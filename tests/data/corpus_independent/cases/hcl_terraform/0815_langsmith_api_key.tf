terraform {
  required_version = ">= 1.6"
}

provider "langsmith" {
  region = "eu-west-1"
  langsmith_api_key = "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"
}
