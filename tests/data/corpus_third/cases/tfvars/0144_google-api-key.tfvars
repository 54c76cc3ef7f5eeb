# terraform.tfvars (prod)
region      = "eu-west-1"
environment = "prod"
instance_count = 3
service_name = "orders-api"
db_host = "db.internal.example.net"
google_maps_api_key = "AIzaSyDgs08a2Q1HpPc7GNDvAg7l79_XKtjkMBV"
port = "8080"
tags = {
  team = "platform"
}
