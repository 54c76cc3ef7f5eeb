job "reports" {
  datacenters = ["fra1"]
  type        = "service"

  update {
    max_parallel     = 1
    min_healthy_time = "30s"
    auto_revert      = true
  }

  group "reports" {
    count = 4

    network {
      port "http" { to = 8080 }
    }

    service {
      name     = "reports-http"
      port     = "http"
      tags     = ["traefik.enable=true"]
      check {
        type     = "http"
        path     = "/healthz"
        interval = "10s"
        timeout  = "2s"
      }
    }

    task "reports" {
      driver = "docker"

      config {
        image = "ghcr.io/acmecorp/reports@sha256:7899d46c5552d4c671d237431f740f51244644267930d215849f84361e7889d5"
        ports = ["http"]
      }

      env {
        SENTRY_ENVIRONMENT = "staging"
        OPENAI_ADMIN_KEY_ID = "key_lTh8QsEwhFW2YXLK"
        SENTRY_ENVIRONMENT = "staging"
      }

      resources {
        cpu    = 500
        memory = 1024
      }
    }
  }
}