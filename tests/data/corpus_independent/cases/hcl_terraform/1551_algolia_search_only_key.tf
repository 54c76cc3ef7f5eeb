terraform {
  required_version = ">= 1.6"
}

provider "algolia" {
  region = "eu-west-1"
  algolia_search_api_key = "0d2af67799bbcc2b83cb4bb70426e185"
}
