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
    id = "ssgSS0ichw"
  }
  settings = jsonencode({})
}

resource "segment_destination" "launchdarkly" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "Launchdarkly (prod)"
  metadata = {
    id = "8b0642df88af9efac456c867"
  }
  settings = jsonencode({
    "launchdarklySdkKey" : "api-2557d088-5f4b-48a5-b54b-82100ddf921e",
  })
}
