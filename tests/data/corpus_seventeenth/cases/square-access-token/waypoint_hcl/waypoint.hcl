project = "notifier"

app "api" {
  labels = {
    "service" = "notifier"
  }

  build {
    use "docker" {}
    registry {
      use "docker" {
        image = "ghcr.io/kestrel-works/notifier-api"
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
      "SQUARE_ACCESS_TOKEN_PROD" = "EAAApPz1-U7HQTuIlZH-qUOI2v90YPvpglWQzZPc-bXNwh2yvQGxaZVnVRToiCfy"
    }
  }
}