project = "webhooks"

app "api" {
  labels = {
    "service" = "webhooks"
  }

  build {
    use "docker" {}
    registry {
      use "docker" {
        image = "ghcr.io/kestrel-works/webhooks-api"
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
      "PPLX_API_KEY" = "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"
    }
  }
}
