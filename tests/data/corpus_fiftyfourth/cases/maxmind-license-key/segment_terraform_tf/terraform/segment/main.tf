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
  slug    = "kindred-web"
  name    = "Kindred Coffee website"
  enabled = true
  metadata = {
    id = "fsTi3uf2nd"
  }
  settings = jsonencode({})
}

resource "segment_destination" "maxmind" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "Maxmind (prod)"
  metadata = {
    id = "c6b67763f2c01cccd3d5ce3b"
  }
  settings = jsonencode({
    "maxmindAccountId" : "139669",
    "geoipLicense" : "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",
  })
}
