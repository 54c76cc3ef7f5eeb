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
    id = "u0HTireSxE"
  }
  settings = jsonencode({})
}

resource "segment_destination" "clickup" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "Clickup (prod)"
  metadata = {
    id = "be2374c41af210214ba7a64d"
  }
  settings = jsonencode({
    "secret" : "pk_59393713_PZY2SBRPRKWHVSPPS50ZLEEUCUQ4J0SI",
  })
}
