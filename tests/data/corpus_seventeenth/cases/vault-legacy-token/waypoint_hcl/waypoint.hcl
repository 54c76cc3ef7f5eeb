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

    hook {
      when    = "after"
      command = ["curl", "-fsS", "-H", "X-Vault-Token: s.u88WORyVTWOVlI03gGAogu7X", "https://changes.larkspur.dev/v1/deploys"]
    }
  }
}
