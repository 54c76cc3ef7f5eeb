terraform {
  required_version = ">= 1.6"
}

provider "url" {
  region = "eu-west-1"
  smtp_url = "smtp://postmaster%40northwind-ops.net:UG6vlwDZtYwzVJYF8r.x@smtp.mailhost.northwind-ops.net:587"
}
