terraform {
  required_version = ">= 1.6"
}

provider "linear" {
  region = "eu-west-1"
  linear_api_key = "lin_api_Uz0GqbvAHb86qHwWt89vrj3zfeeKgHNg27maquGD"
}
