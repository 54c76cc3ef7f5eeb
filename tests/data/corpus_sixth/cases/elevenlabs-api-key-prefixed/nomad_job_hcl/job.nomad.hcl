job "orders" {
  datacenters = ["dc1"]
  type        = "service"

  update {
    max_parallel     = 1
    min_healthy_time = "30s"
    auto_revert      = true
  }

  group "orders" {
    count = 3

    network {
      port "http" { to = 8080 }
    }

    service {
      name     = "orders-http"
      port     = "http"
      tags     = ["traefik.enable=true"]
      check {
        type     = "http"
        path     = "/healthz"
        interval = "10s"
        timeout  = "2s"
      }
    }

    task "orders" {
      driver = "docker"

      config {
        image = "ghcr.io/acmecorp/orders@sha256:8de1d5970a6f9d3e32d11fb3d3fc30e0c9dcc066d5546577c8c3a56d2ca85c37"
        ports = ["http"]
      }

      env {
        REGION = "eu-west-1"
        ELEVENLABS_API_KEY = "sk_eb931b36cec2842470acb49c96b4620c1c2fe80b84cdb700"
        TZ = "UTC"
      }

      resources {
        cpu    = 1000
        memory = 1024
      }
    }
  }
}
