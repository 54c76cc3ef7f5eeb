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
  slug    = "kindred-web"
  name    = "Kindred Coffee website"
  enabled = true
  metadata = {
    id = "NVct0iG93k"
  }
  settings = jsonencode({})
}

resource "segment_destination" "slack" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "Slack (prod)"
  metadata = {
    id = "8c10c65a684fd1c106816860"
  }
  settings = jsonencode({
    "apiKey" : "xoxe.xoxp-1-fpvD1o3i8Yh4k3cDqR6XkUC6MbtEl6emUOh2driKsgWp5BoVnlwo9jmxBjNFIlgLRCpTd3GjsrfOJuOmxs12DFY5dgw0YjhZHkfwnlgiC9PoNbHtgt4rLloP8jF0PuuMrTjPFh8q2AKOAv3OtHGC8dWVmyg6CibtTUvn",
  })
}
