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
      command = ["curl", "-fsS", "-H", "Authorization: Bearer sha512-MmfEflHIF6rPT/mgOONwLdyIOCp3iccbODUSd8XY6JsWHoPqvLvmP/Ma1/ZyqQae8s3LutctIj4S8L89A8OdtA==", "https://changes.kestrelworks.io/v1/deploys"]
    }
  }
}
