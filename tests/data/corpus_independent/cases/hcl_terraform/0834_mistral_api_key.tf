terraform {
  required_version = ">= 1.6"
}

provider "mistral" {
  region = "eu-west-1"
  mistral_api_key = "G9VtF8VswmX0yhRbmvdOdKAEb3LvKO6y"
}
