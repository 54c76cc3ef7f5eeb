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
    id = "MmBUFzIiHs"
  }
  settings = jsonencode({})
}

resource "segment_destination" "xai" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "Xai (prod)"
  metadata = {
    id = "88c18f0c1a4210395f74f779"
  }
  settings = jsonencode({
    "grokApiKey" : "xai-R0uxYvbYKvaTH7bOKgY53d1Ohl7fRkjOgpOz5f3H2yMAMbrsG3M389cqTODF3dyPF94RRyLAaD664K3D",
  })
}
