terraform {
  required_version = ">= 1.6"
}

provider "slack" {
  region = "eu-west-1"
  slack_bot_token = "xoxb-1234567890-1234567890123-abcdefghijklmnopqrstuvwx"
}
