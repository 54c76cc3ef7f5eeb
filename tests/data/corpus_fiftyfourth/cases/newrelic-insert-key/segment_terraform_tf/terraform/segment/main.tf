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
    id = "K83pDLMiBg"
  }
  settings = jsonencode({})
}

resource "segment_destination" "new_relic" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "NewRelic (prod)"
  metadata = {
    id = "2f31093bfe38c39daaedfaa6"
  }
  settings = jsonencode({
    "newRelicInsertKey" : "NRII-UcaIh6AGIzWg58iMpK3e4hKCWkFKjo9B",
  })
}
