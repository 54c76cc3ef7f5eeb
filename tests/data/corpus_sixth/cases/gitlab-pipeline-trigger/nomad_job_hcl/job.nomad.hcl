job "checkout" {
  datacenters = ["eu-west-1a"]
  type        = "service"

  update {
    max_parallel     = 1
    min_healthy_time = "30s"
    auto_revert      = true
  }

  group "checkout" {
    count = 5

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
        image = "ghcr.io/acmecorp/checkout@sha256:28bed6c0a4350079cb43f80afcdeb21a57aa89cb75b836f838c57bb1a4862473"
        ports = ["http"]
      }

      env {
        HTTP_TIMEOUT_MS = "15000"
        TRIGGER_TOKEN = "glptt-266404ff9a5bbc48589af407f10a94903fca28d6"
        TZ = "UTC"
      }

      resources {
        cpu    = 1000
        memory = 256
      }
    }
  }
}