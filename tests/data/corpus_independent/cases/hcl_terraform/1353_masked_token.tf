terraform {
  required_version = ">= 1.6"
}

provider "placeholder" {
  region = "eu-west-1"
  anthropic_api_key = "sk-ant-api03-****************************NKRG"
}
