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
      "TRIGGER_TOKEN" = "glptt-d187aa35cd935d8360b2c343979bfb16b61e2a3c"
    }
  }
}
