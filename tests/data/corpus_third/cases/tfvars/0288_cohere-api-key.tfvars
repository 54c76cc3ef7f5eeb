# terraform.tfvars (prod)
region      = "eu-west-1"
environment = "prod"
instance_count = 3
db_host = "db.internal.example.net"
aws_region = "eu-west-1"
cohere_api_key = "61wmRLiYRNp4ibwqJWctUHWRvuZNGWIifs6zrxda"
port = "8080"
tags = {
  team = "platform"
}
