terraform {
  required_version = ">= 1.6"
}

provider "shopify" {
  region = "eu-west-1"
  shopify_access_token = "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"
}
