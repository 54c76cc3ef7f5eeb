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
  slug    = "brightloop-web"
  name    = "Brightloop Outdoor website"
  enabled = true
  metadata = {
    id = "WIwBkIvg7x"
  }
  settings = jsonencode({})
}

resource "segment_destination" "anthropic" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "Anthropic (prod)"
  metadata = {
    id = "7d1c24bd9c6b225c84365bdc"
  }
  settings = jsonencode({
    "anthropicAdminKey" : "sk-ant-admin01-B9a28H-aSAx7G_pA5r2Tv4dp4tqL_7XeQSdVz5J3i4-MmpC7JGhsQXqnxSqPJs_ytwtquJyQN6bXkteLFHkl5fwf83WGUAA",
  })
}
