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
    id = "iq7ChPhBpZ"
  }
  settings = jsonencode({})
}

resource "segment_destination" "grafana" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "Grafana (prod)"
  metadata = {
    id = "05e920819168379cbf471e71"
  }
  settings = jsonencode({
    "credential" : "glc_eyJvIjoiNTEzNTEzNyIsIm4iOiJzdGFjay0xNjcyNjMtaG0tcmVhZCIsImsiOiJnVGo4aVdhMnRuSzFvNktyek4zRXJqNnMiLCJtIjp7InIiOiJwcm9kLWV1LXdlc3QtMiJ9fQ==",
  })
}
