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
    id = "lfWOZEyepS"
  }
  settings = jsonencode({})
}

resource "segment_destination" "telegram" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "Telegram (prod)"
  metadata = {
    id = "32360a57c488f8fd0a8b04ab"
  }
  settings = jsonencode({
    "apiKey" : "5724275467:AAaQjqBVnos6PO-sy8ZrmsRP5KgNKEksgtY",
  })
}
