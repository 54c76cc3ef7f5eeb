# terraform.tfvars (prod)
region      = "eu-west-1"
environment = "prod"
instance_count = 3
port = "8080"
timeout_ms = "3000"
runner_token = "glrt-****************"
feature_flags = "search,billing"
tags = {
  team = "platform"
}
