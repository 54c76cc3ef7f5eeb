terraform {
  required_providers {
    segment = {
      source  = "segmentio/segment"
      version = "~> 1.0"
    }
  }
}

# the provider reads SEGMENT_PUBLIC_API_TOKEN from the environment
provider "segment" {}

resource "segment_source" "web" {
  slug    = "velo-web"
  name    = "Velo Commuter website"
  enabled = true
  metadata = {
    id = "iMFf4zbKDa"
  }
  settings = jsonencode({})
}

resource "segment_destination" "slack" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "Slack (prod)"
  metadata = {
    id = "85c1257915ad275d2c2142eb"
  }
  settings = jsonencode({
    "slackAppLevelToken" : var.slack_app_token,
  })
}
