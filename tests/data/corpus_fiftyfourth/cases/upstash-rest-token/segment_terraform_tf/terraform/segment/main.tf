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
    id = "kz3ATScX3B"
  }
  settings = jsonencode({})
}

resource "segment_destination" "upstash" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "Upstash (prod)"
  metadata = {
    id = "1d7f28da9c26f45fa981674a"
  }
  settings = jsonencode({
    "upstashVectorRestToken" : var.upstash_rest_token,
  })
}
