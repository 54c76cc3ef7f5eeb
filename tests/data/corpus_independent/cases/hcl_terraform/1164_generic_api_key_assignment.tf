terraform {
  required_version = ">= 1.6"
}

provider "generic" {
  region = "eu-west-1"
  api_key = "04pQqwJXw2oGhuLSwsfgjHwcdtnnfQ3i"
}
