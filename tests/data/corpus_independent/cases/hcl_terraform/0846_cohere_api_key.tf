terraform {
  required_version = ">= 1.6"
}

provider "cohere" {
  region = "eu-west-1"
  co_api_key = "hwMeeCrvEbD2QMkQPjMBoCcKTMcTznOfmGrLCe4W"
}
