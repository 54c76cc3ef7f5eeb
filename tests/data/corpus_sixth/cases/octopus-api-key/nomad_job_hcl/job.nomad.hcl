job "reports" {
  datacenters = ["dc1"]
  type        = "service"

  update {
    max_parallel     = 1
    min_healthy_time = "30s"
    auto_revert      = true
  }

  group "reports" {
    count = 5

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
        image = "ghcr.io/acmecorp/reports@sha256:dbdab1c27b21e14b70165a7e64633c5cbe0834389a5a65e566ab0ed36568b773"
        ports = ["http"]
      }

      env {
        HTTP_TIMEOUT_MS = "15000"
        OCTOPUS_API_KEY = "API-R1XBDVV7CUWP03IS0IR98ZI6TE"
        NODE_ENV = "production"
      }

      resources {
        cpu    = 1000
        memory = 1024
      }
    }
  }
}