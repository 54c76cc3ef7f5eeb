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
    id = "Dp79LbR0Az"
  }
  settings = jsonencode({})
}

resource "segment_destination" "linode" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "Linode (prod)"
  metadata = {
    id = "32f4300a06341eb8ec3a387a"
  }
  settings = jsonencode({
    "linodeToken" : "7a7b451eec88117e66b26d004ffeee4053fc4d6501c5437a16bf7ca179fb1e66",
  })
}
