job "ingest" {
  datacenters = ["fra1"]
  type        = "service"

  update {
    max_parallel     = 1
    min_healthy_time = "30s"
    auto_revert      = true
  }

  group "ingest" {
    count = 6

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
        image = "ghcr.io/acmecorp/ingest@sha256:e943c3b92bc96e2b9f01c0659b7f3d5e1c31ac1ca404756cc58d428c673914f9"
        ports = ["http"]
      }

      env {
        OTEL_SERVICE_NAME = "orders-api"
        ALIBABA_CLOUD_ACCESS_KEY_ID = "LTAIzqex0NV8uLbu04DxyK6M"
        APP_ENV = "production"
      }

      resources {
        cpu    = 500
        memory = 256
      }
    }
  }
}
