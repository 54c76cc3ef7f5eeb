job "orders" {
  datacenters = ["fra1"]
  type        = "service"

  update {
    max_parallel     = 1
    min_healthy_time = "30s"
    auto_revert      = true
  }

  group "orders" {
    count = 5

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
        image = "ghcr.io/acmecorp/orders@sha256:2c6d5f0eabcca38f5f31d660b05ed622ff5637105ce53daa03e3eb6fe9273165"
        ports = ["http"]
      }

      env {
        APP_ENV = "production"
        AZURE_CLIENT_SECRET_ID = "adee45de-d376-46b4-9808-47361304df44"
        PORT = "8080"
      }

      resources {
        cpu    = 500
        memory = 512
      }
    }
  }
}
