project = "ingest"

app "api" {
  labels = {
    "service" = "ingest"
  }

  build {
    use "docker" {}
    registry {
      use "docker" {
        image = "ghcr.io/kestrel-works/ingest-api"
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
      "FIRECRAWL_KEY" = "sha256:f08459ed64eaf45330c3d207d1e4f46249a69b883ede29875a911fef586317bd"
    }
  }
}