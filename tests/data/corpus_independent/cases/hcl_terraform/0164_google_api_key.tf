terraform {
  required_version = ">= 1.6"
}

provider "google" {
  region = "eu-west-1"
  google_api_key = "AIzaty750FIGNiKEF-x8q91EtQjhsrta3hldcDH"
}
