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
    id = "yBqqhJL7mP"
  }
  settings = jsonencode({})
}

resource "segment_destination" "adyen" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "Adyen (prod)"
  metadata = {
    id = "296418c2d02141148476b87c"
  }
  settings = jsonencode({
    "adyenXApiKey" : "AQEhrGR5SSs6EIy8eSQHA9Rks7xexV5bvpnqrjA2hEJfcy5KHR+bj/JauptrQRHoZ6YmmSdHo=-HwwY9YQaifEBa/t/WFItlI5wCQqOl3IBTM2YqCdZ1Mk=-NSFdT5B7aqVNWwDw",
  })
}
