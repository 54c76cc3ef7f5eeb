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
    id = "ugBmyq83zJ"
  }
  settings = jsonencode({})
}

resource "segment_destination" "github" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "Github (prod)"
  metadata = {
    id = "ebbbc382d40c42dab1c6834c"
  }
  settings = jsonencode({
    "accessToken" : "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",
  })
}
