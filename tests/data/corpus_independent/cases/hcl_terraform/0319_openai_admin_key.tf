terraform {
  required_version = ">= 1.6"
}

provider "openai" {
  region = "eu-west-1"
  openai_admin_key = "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"
}
