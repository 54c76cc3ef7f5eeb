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
      "EVENTHUB_CONNECTION_STRING" = "Endpoint=sb://tess-ingest.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=J6PYR0zCmf0VoX3r1r46ViUJmnm2ScSYO4WPNdpodgo=;EntityPath=orders"
    }
  }
}
