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
      "NPM_AUTH_TOKEN" = "af42c6e9-60b9-4c1e-8569-8b51f2ae3ff4"
    }
  }
}
