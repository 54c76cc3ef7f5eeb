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
    id = "FcKrZp2dpX"
  }
  settings = jsonencode({})
}

resource "segment_destination" "zendesk" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "Zendesk (prod)"
  metadata = {
    id = "c7f46f95469c5f15c3efe247"
  }
  settings = jsonencode({
    "zendeskEmail" : "priya.n@kestrelworks.io/token",
    "zendeskSubdomain" : "kestrelworks",
    "zendeskApiToken" : "KnCLyJF2VbDQmnv6bCJD9IpfsfP3MGfW40bmEEn7",
  })
}
