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
    id = "UtP67LErdA"
  }
  settings = jsonencode({})
}

resource "segment_destination" "sonarqube" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "Sonarqube (prod)"
  metadata = {
    id = "c9ed273e1da9b9e29ff25335"
  }
  settings = jsonencode({
    "sonarcloudToken" : "68a29a6c577231bcfff20a8c39d793ffff181b40",
  })
}
