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
    id = "4teR7Nttmr"
  }
  settings = jsonencode({})
}

resource "segment_destination" "sql_server" {
  source_id = segment_source.web.id
  enabled   = true
  name      = "SqlServer (prod)"
  metadata = {
    id = "7d0ba1a78be5cd57dcf742a1"
  }
  settings = jsonencode({
    "connectionString" : "Server=tcp:kw-sql.database.windows.net,1433;Initial Catalog=inventory;Persist Security Info=False;User ID=svc_orders;Password={your_password};MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;",
  })
}
