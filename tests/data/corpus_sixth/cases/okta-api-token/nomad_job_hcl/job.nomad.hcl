job "ingest" {
  datacenters = ["fra1"]
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
        image = "ghcr.io/acmecorp/ingest@sha256:1a191246970003106d46264b4c037f425f024de3b5de0855151f23323655b305"
        ports = ["http"]
      }

      env {
        FEATURE_NEW_CHECKOUT = "true"
        OKTA_ORG_URL = "https://northwind-dev.okta.com"
        OKTA_TOKEN = "00JZrlxnm4MaSkHteRS7sXAKa785SZd85EM2KOmPf8"
        PORT = "8080"
      }

      resources {
        cpu    = 250
        memory = 512
      }
    }
  }
}