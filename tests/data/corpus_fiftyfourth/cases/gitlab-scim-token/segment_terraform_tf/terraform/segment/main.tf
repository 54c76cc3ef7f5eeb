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
    id = "yB1giEEBD4"
  }
  settings = jsonencode({})
}

resource "segment_destination" "gitlab" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "Gitlab (prod)"
  metadata = {
    id = "2a426b7af98ac8cae8963ce0"
  }
  settings = jsonencode({
    "scimToken" : var.gitlab_scim_token,
  })
}
