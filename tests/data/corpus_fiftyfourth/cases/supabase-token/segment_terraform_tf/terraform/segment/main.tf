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
    id = "R1v7Wte5bA"
  }
  settings = jsonencode({})
}

resource "segment_destination" "supabase" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "Supabase (prod)"
  metadata = {
    id = "7b3cd1909be2aac66e34bda9"
  }
  settings = jsonencode({
    "supabaseAccessToken" : "sbp_6b7b5b1b20fe57de259ecf5b5cfdfb3ba0d84d5a",
  })
}
