terraform {
  required_version = ">= 1.6"
}

provider "datadog" {
  region = "eu-west-1"
  dd_api_key = "b9a8c1ae3ab1b5ce25632b20d3412607"
}
