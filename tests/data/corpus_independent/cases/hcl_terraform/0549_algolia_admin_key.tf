terraform {
  required_version = ">= 1.6"
}

provider "algolia" {
  region = "eu-west-1"
  app_id = "KOVKNW7FVO"
  algolia_admin_api_key = "c0eb672b6a25ffe9e5da6fd3bd4397e4"
}
