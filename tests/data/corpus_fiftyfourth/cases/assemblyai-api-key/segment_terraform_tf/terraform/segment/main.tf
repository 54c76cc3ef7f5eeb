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
    id = "xPya6sJ4kV"
  }
  settings = jsonencode({})
}

resource "segment_destination" "assemblyai" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "Assemblyai (prod)"
  metadata = {
    id = "bff71a0de7b47b8d2cffe7f3"
  }
  settings = jsonencode({
    "assemblyaiKey" : "3f8ee864b9b3018a573834973d81f0fc",
  })
}
