project = "orders"

app "api" {
  labels = {
    "service" = "orders"
  }

  build {
    use "docker" {}
    registry {
      use "docker" {
        image = "ghcr.io/kestrel-works/orders-api"
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
      "SECRET" = "PMAK-5a07c11804b92f3e282f6b4a-251c64f51533e4fb69c493c16fac6b9fee"
    }
  }
}