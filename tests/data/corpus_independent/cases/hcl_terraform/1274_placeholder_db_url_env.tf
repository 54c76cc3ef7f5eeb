terraform {
  required_version = ">= 1.6"
}

provider "placeholder" {
  region = "eu-west-1"
  database_url = "postgres://app_user:$${DB_PASSWORD}@db.internal.northwind-ops.net:5432/billing"
}
