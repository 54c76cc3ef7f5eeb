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
    id = "FA6uqHLdoM"
  }
  settings = jsonencode({})
}

resource "segment_destination" "linear" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "Linear (prod)"
  metadata = {
    id = "c23017f33abca4a075d13916"
  }
  settings = jsonencode({
    "linearApiKey" : "lin_api_uq5JSErbgrPMS4nUwiXU0js91irSfOkp6kho40aQ",
  })
}
