# terraform.tfvars (prod)
region      = "eu-west-1"
environment = "prod"
instance_count = 3
log_level = "info"
feature_flags = "search,billing"
slack_bot_token = "xoxb-632078428891-1071466646743-lTwHqFICbDd5sd9p4SWZTXys"
port = "8080"
tags = {
  team = "platform"
}
