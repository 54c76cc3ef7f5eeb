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
      "DOCKERHUB_ORG_TOKEN" = "dckr_oat_W022GuuGxscgU3WwZrDS3hYSsTs3ofza"
    }
  }
}
