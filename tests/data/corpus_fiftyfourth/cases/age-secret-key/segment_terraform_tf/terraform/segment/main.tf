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
  slug    = "lumen-web"
  name    = "Lumen Skincare website"
  enabled = true
  metadata = {
    id = "fNSwm2V2lA"
  }
  settings = jsonencode({})
}

resource "segment_destination" "age" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "Age (prod)"
  metadata = {
    id = "cc6a8489ac467fb70e61ecb9"
  }
  settings = jsonencode({
    "sopsAgeRecipients" : "age1nvez3nkt243wvtqz2sh0cd7atayzs54cx03hunyumtaz38xffx0qvvtkcv",
  })
}
