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
  slug    = "fernway-web"
  name    = "Fernway Travel website"
  enabled = true
  metadata = {
    id = "xuUJDkTyfT"
  }
  settings = jsonencode({})
}

resource "segment_destination" "mailgun" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "Mailgun (prod)"
  metadata = {
    id = "714fe997543f7e9e3a9698a4"
  }
  settings = jsonencode({
    "mailgunApiKey" : "key-010e110d481f8cd007483e44d9097a8d",
  })
}
