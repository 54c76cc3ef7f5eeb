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
      "CODECOV_UPLOAD_TOKEN" = "7e2db71c-7150-4699-8a2a-5cde9b0c6a2e"
    }
  }
}
