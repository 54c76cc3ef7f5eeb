terraform {
  required_version = ">= 1.6"
}

provider "slack" {
  region = "eu-west-1"
  slack_user_token = "xoxp-934657821128-113775796195-4998677068493-35ad5becf15ad67aaf0aa4c659c3e30e"
}
