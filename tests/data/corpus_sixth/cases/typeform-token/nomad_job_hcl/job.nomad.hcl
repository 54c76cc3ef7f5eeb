job "checkout" {
  datacenters = ["eu-west-1a"]
  type        = "service"

  update {
    max_parallel     = 1
    min_healthy_time = "30s"
    auto_revert      = true
  }

  group "checkout" {
    count = 6

    network {
      port "http" { to = 8080 }
    }

    service {
      name     = "checkout-http"
      port     = "http"
      tags     = ["traefik.enable=true"]
      check {
        type     = "http"
        path     = "/healthz"
        interval = "10s"
        timeout  = "2s"
      }
    }

    task "checkout" {
      driver = "docker"

      config {
        image = "ghcr.io/acmecorp/checkout@sha256:eb569af1e7259e759201edfe8b59a9bbf2ddce5099de83f040ba8ac9bc12e1d7"
        ports = ["http"]
      }

      env {
        REGION = "eu-west-1"
        TYPEFORM_FORM_ID = "xEWH2ULh"
        PORT = "8080"
      }

      resources {
        cpu    = 250
        memory = 512
      }
    }
  }
}
