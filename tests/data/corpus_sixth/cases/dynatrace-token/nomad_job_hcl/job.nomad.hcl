job "webhooks" {
  datacenters = ["eu-west-1a"]
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
        image = "ghcr.io/acmecorp/webhooks@sha256:f5213564a2c7014a3cee58e1d97c65c366e7e5c882e94317eeacde1b00cdd0e2"
        ports = ["http"]
      }

      env {
        APP_ENV = "production"
        DYNATRACE_API_TOKEN = "dt0c01.7DF4VTTCMQFBEKR6RHO44JOB.FCIFUDIKDZ4ZD5GZ2HX2AUV1EARL51DAX9IGUGCD9FQYC36OOK2MQQFXR62AU8OF"
        OTEL_SERVICE_NAME = "orders-api"
      }

      resources {
        cpu    = 500
        memory = 512
      }
    }
  }
}