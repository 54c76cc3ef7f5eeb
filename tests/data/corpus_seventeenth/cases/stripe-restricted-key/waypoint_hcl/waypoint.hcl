project = "reports"

app "api" {
  labels = {
    "service" = "reports"
  }

  build {
    use "docker" {}
    registry {
      use "docker" {
        image = "ghcr.io/kestrel-works/reports-api"
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
      "STRIPE_RESTRICTED_KEY" = "rk_live_2AShRptBW151JCekRnGhLCRQ"
    }
  }
}