job "ingest" {
  datacenters = ["dc1"]
  type        = "service"

  update {
    max_parallel     = 1
    min_healthy_time = "30s"
    auto_revert      = true
  }

  group "ingest" {
    count = 5

    network {
      port "http" { to = 8080 }
    }

    service {
      name     = "ingest-http"
      port     = "http"
      tags     = ["traefik.enable=true"]
      check {
        type     = "http"
        path     = "/healthz"
        interval = "10s"
        timeout  = "2s"
      }
    }

    task "ingest" {
      driver = "docker"

      config {
        image = "ghcr.io/acmecorp/ingest@sha256:d8f37e9fad9258d30c0fd8b95b9a474fab824f485e22bc22085d4a427a6b249c"
        ports = ["http"]
      }

      env {
        FEATURE_NEW_CHECKOUT = "true"
        CLOJARS_PASSWORD = "CLOJARS_32eb5eaa9353336b703019d6abfe90d11febf17eb257775b4855f6feb2cf"
        CACHE_TTL = "300"
      }

      resources {
        cpu    = 250
        memory = 512
      }
    }
  }
}
