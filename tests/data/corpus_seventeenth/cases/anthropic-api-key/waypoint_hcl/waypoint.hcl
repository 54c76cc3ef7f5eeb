project = "orders"

app "api" {
  labels = {
    "service" = "orders"
  }

  build {
    use "docker" {}
    registry {
      use "docker" {
        image = "ghcr.io/kestrel-works/orders-api"
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
      "CLAUDE_API_KEY" = "sk-ant-api03-aGf1H2fR-QFvWbi0z9AaRdL2zet9lXkhsK13IPBCpCqmAK_C6wwjMAMNSGsTSb09hKhIgixc-XJM0Ga_P7y_FwSiUCvvPAA"
    }
  }
}