job "notifier" {
  datacenters = ["fra1"]
  type        = "service"

  update {
    max_parallel     = 1
    min_healthy_time = "30s"
    auto_revert      = true
  }

  group "notifier" {
    count = 2

    network {
      port "http" { to = 8080 }
    }

    service {
      name     = "notifier-http"
      port     = "http"
      tags     = ["traefik.enable=true"]
      check {
        type     = "http"
        path     = "/healthz"
        interval = "10s"
        timeout  = "2s"
      }
    }

    task "notifier" {
      driver = "docker"

      config {
        image = "ghcr.io/acmecorp/notifier@sha256:13b594904899b27899a1b7b8b420a1389affb2eccd622f1b3b0513d37b0eebae"
        ports = ["http"]
      }

      env {
        TZ = "UTC"
        NEON_API_KEY = "napi_tmc5s6hwt1poqnecmsl7swhmjx5hn4poo8kyjwidjbk042eszckdy227gi2s7upe"
        OTEL_SERVICE_NAME = "orders-api"
      }

      resources {
        cpu    = 500
        memory = 1024
      }
    }
  }
}
