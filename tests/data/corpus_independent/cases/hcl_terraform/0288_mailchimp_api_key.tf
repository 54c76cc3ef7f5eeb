terraform {
  required_version = ">= 1.6"
}

provider "mailchimp" {
  region = "eu-west-1"
  mailchimp_api_key = "e72aa1e115fad38e49987b61734ce7f1-us17"
}
