job "webhooks" {
  datacenters = ["fra1"]
  type        = "service"

  update {
    max_parallel     = 1
    min_healthy_time = "30s"
    auto_revert      = true
  }

  group "webhooks" {
    count = 2

    network {
      port "http" { to = 8080 }
    }

    service {
      name     = "webhooks-http"
      port     = "http"
      tags     = ["traefik.enable=true"]
      check {
        type     = "http"
        path     = "/healthz"
        interval = "10s"
        timeout  = "2s"
      }
    }

    task "webhooks" {
      driver = "docker"

      config {
        image = "ghcr.io/acmecorp/webhooks@sha256:930c59f2317981aa42d017e6e2a9cd4069c3b2117b1483986b28a80e81004f66"
        ports = ["http"]
      }

      env {
        SENTRY_ENVIRONMENT = "staging"
        NIM_API_KEY = "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"
        LOG_LEVEL = "info"
      }

      resources {
        cpu    = 500
        memory = 256
      }
    }
  }
}
