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
  slug    = "northpeak-web"
  name    = "Northpeak Apparel website"
  enabled = true
  metadata = {
    id = "brEoacRwuN"
  }
  settings = jsonencode({})
}

resource "segment_destination" "together_ai" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "TogetherAi (prod)"
  metadata = {
    id = "1eb93d15e900716448b060b5"
  }
  settings = jsonencode({
    "togetherApiKey" : "79cc0687891c03bcec3003783e92a4cca38e14eeb6d0539c76f5095a70421283",
  })
}
