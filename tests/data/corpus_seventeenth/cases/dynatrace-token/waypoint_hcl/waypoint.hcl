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
      "DYNATRACE_API_TOKEN" = "dt0c01.YQ3RJ8AI9SM2DKD4VKZMIVZQ.6YUSQ5PA4O4LLWGZ7RVZM9GMSUVTGARMJDO900ML28HM3J77QFS6XJ0LNOTP7DK2"
    }
  }
}
