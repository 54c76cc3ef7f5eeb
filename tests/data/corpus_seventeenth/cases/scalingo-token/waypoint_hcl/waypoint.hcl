project = "ingest"

app "api" {
  labels = {
    "service" = "ingest"
  }

  build {
    use "docker" {}
    registry {
      use "docker" {
        image = "ghcr.io/kestrel-works/ingest-api"
        tag   = gitrefpretty()
      }
    }
  }

  deploy {
    use "kubernetes" {
      probe_path = "/healthz"
    }
  }

  config {
    env = {
      "SCALINGO_API_TOKEN" = "tk-us-p0kVuMZSazDfMiOf-U_sOxasqjmKwKwzJ75BZuaaoNMJm-yX"
    }
  }
}