job "billing" {
  datacenters = ["fra1"]
  type        = "service"

  update {
    max_parallel     = 1
    min_healthy_time = "30s"
    auto_revert      = true
  }

  group "billing" {
    count = 6

    network {
      port "http" { to = 8080 }
    }

    service {
      name     = "billing-http"
      port     = "http"
      tags     = ["traefik.enable=true"]
      check {
        type     = "http"
        path     = "/healthz"
        interval = "10s"
        timeout  = "2s"
      }
    }

    task "billing" {
      driver = "docker"

      config {
        image = "ghcr.io/acmecorp/billing@sha256:b9accc7f234fb1d32bc63f60ad3e46c0fce65e6743921e06f010f9cf6674988a"
        ports = ["http"]
      }

      env {
        APP_ENV = "production"
        DJANGO_SECRET_KEY = "get_random_secret_key()"
        CACHE_TTL = "300"
      }

      resources {
        cpu    = 500
        memory = 1024
      }
    }
  }
}
