project = "billing"

app "api" {
  labels = {
    "service" = "billing"
  }

  build {
    use "docker" {}
    registry {
      use "docker" {
        image = "ghcr.io/kestrel-works/billing-api"
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
      "LINEAR_OAUTH_TOKEN" = "lin_oauth_32f315221fbcadddc646fb7739d2d5f4fda58a456a001189e6f040960fc231df"
    }
  }
}
