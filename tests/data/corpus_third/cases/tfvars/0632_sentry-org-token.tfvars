# terraform.tfvars (prod)
region      = "eu-west-1"
environment = "prod"
instance_count = 3
log_level = "info"
port = "8080"
sentry_auth_token = "sntrys_eyJpYXQiOiAxNzQyNTU2NzUwLCAidXJsIjogImh0dHBzOi8vc2VudHJ5LmlvIiwgInJlZ2lvbl91cmwiOiAiaHR0cHM6Ly91cy5zZW50cnkuaW8iLCAib3JnIjogImJqYm9pciJ9_4wdGX3vpUVb7o1XdEhxdYYFZEvxD4We9GGzi3DU91W_"
timeout_ms = "3000"
tags = {
  team = "platform"
}
