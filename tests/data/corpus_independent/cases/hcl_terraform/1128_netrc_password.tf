terraform {
  required_version = ">= 1.6"
}

provider "generic" {
  region = "eu-west-1"
  netrc = "machine git.northwind-ops.net login deploy password JQ8K4bKFgSJ2Uxa0MU.5"
}
