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
    id = "jwweSBDlrD"
  }
  settings = jsonencode({})
}

resource "segment_destination" "stripe" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "Stripe (prod)"
  metadata = {
    id = "9cdb592ab4b4de9a6dc67f00"
  }
  settings = jsonencode({
    "apiToken" : var.stripe_webhook_secret,
  })
}
