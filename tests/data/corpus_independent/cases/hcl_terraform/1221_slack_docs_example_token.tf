terraform {
  required_version = ">= 1.6"
}

provider "slack" {
  region = "eu-west-1"
  slack_bot_token = "xoxb-not-a-real-token-this-will-not-work"
}
