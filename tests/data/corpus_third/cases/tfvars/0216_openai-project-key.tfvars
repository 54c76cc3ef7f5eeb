# terraform.tfvars (prod)
region      = "eu-west-1"
environment = "prod"
instance_count = 3
sentry_environment = "prod"
port = "8080"
openai_api_key = "sk-proj-...mIke"
feature_flags = "search,billing"
tags = {
  team = "platform"
}
