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
    id = "KTW5Kflmp0"
  }
  settings = jsonencode({})
}

resource "segment_destination" "langsmith" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "Langsmith (prod)"
  metadata = {
    id = "e8a546b85a08a09fc432e965"
  }
  settings = jsonencode({
    "langsmithApiKey" : "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",
  })
}
