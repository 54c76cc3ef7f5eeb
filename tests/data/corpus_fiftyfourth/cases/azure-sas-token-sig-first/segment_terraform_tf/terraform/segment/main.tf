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
  slug    = "brightloop-web"
  name    = "Brightloop Outdoor website"
  enabled = true
  metadata = {
    id = "6teXyeydtd"
  }
  settings = jsonencode({})
}

resource "segment_destination" "reports" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "Reports (prod)"
  metadata = {
    id = "44542eafa50fc9e48305cf2b"
  }
  settings = jsonencode({
    "downloadUrl" : "https://tessbackups.blob.core.windows.net/media/logo.png?sig=wK4Ur%2F%2BKpwXXbKECNbsZKDhMdjy5y4PqNbL2qZftzqE%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-11-01T01%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b",
  })
}
