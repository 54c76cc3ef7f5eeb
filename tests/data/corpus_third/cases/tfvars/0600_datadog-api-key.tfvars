# terraform.tfvars (prod)
region      = "eu-west-1"
environment = "prod"
instance_count = 3
port = "8080"
service_name = "orders-api"
dd_api_key = "a34978060512917151cf111105dd2a91"
cache_ttl = "600"
tags = {
  team = "platform"
}
