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
    id = "ImVPDIDkNC"
  }
  settings = jsonencode({})
}

resource "segment_destination" "gitlab" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "Gitlab (prod)"
  metadata = {
    id = "092292582ae88663b9b4aea4"
  }
  settings = jsonencode({
    "gitlabIncomingMailToken" : "glimt-EStBmae3u4nCphPH3RUmuGySg",
  })
}
