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
  slug    = "harvest-web"
  name    = "Harvest Table website"
  enabled = true
  metadata = {
    id = "2zpyfjwNUl"
  }
  settings = jsonencode({})
}

resource "segment_destination" "splunk" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "Splunk (prod)"
  metadata = {
    id = "705c961e78ea514be43b5cb8"
  }
  settings = jsonencode({
    "splunkHecToken" : "47a92ffb-a558-4100-ac39-a73d91c43583",
  })
}
