terraform {
  required_version = ">= 1.6"
}

provider "hugging_face" {
  region = "eu-west-1"
  hf_token = "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"
}
