# terraform.tfvars (prod)
region      = "eu-west-1"
environment = "prod"
instance_count = 3
cache_ttl = "600"
app_env = "production"
sendgrid_api_key = "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"
port = "8080"
tags = {
  team = "platform"
}
