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
      "MONGODB_ATLAS_PUBLIC_KEY"  = "vpjtfpre"
      "MONGODB_ATLAS_PRIVATE_KEY" = "729b6843-056e-4ad7-99da-1e8b39b19951"
    }
  }
}