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
      "NETLIFY_API_TOKEN" = "oP9d01sXQf2k3ZLsnl1nMP_JGaY7YUJbDlqsCgJNWfy"
    }
  }
}
