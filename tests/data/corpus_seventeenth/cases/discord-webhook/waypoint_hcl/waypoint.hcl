project = "reports"

app "api" {
  labels = {
    "service" = "reports"
  }

  build {
    use "docker" {}
    registry {
      use "docker" {
        image = "ghcr.io/kestrel-works/reports-api"
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
      "DISCORD_WEBHOOK" = "https://discordapp.com/api/webhooks/0629126611941733305/bNNfsPY59OnotwJ7KsQ4bwMgcqA7VLG04DIJyBoxQGeDuzS3n9FYYmAtNQ_hogwPWp5W"
    }
  }
}
