terraform {
  required_version = ">= 1.6"
}

provider "url" {
  region = "eu-west-1"
  database_url = "postgres://readonly@db.internal.northwind-ops.net:5432/analytics"
}
