terraform {
  required_version = ">= 1.6"
}

provider "slack" {
  region = "eu-west-1"
  slack_webhook_url = "https://hooks.slack.com/services/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"
}
