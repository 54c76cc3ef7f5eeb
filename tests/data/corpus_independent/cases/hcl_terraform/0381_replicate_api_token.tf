terraform {
  required_version = ">= 1.6"
}

provider "replicate" {
  region = "eu-west-1"
  replicate_api_token = "r8_40V7RNxmf5OMtvoavZOAxjzTg4q46H9I5HuCR"
}
