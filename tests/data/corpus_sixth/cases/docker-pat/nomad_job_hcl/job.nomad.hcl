job "webhooks" {
  datacenters = ["dc1"]
  type        = "service"

  update {
    max_parallel     = 1
    min_healthy_time = "30s"
    auto_revert      = true
  }

  group "webhooks" {
    count = 3

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
        image = "ghcr.io/acmecorp/webhooks@sha256:d32421b5a16dab9a505deea7cd097b21c47310c66de539249eb8c40a4a171a57"
        ports = ["http"]
      }

      env {
        PORT = "8080"
        DOCKER_IMAGE_DIGEST = "sha256:0eb6bca4466e5309cf4d33fe7067281a6d93a88dabd5fdace0aba4e469f66b17"
        APP_ENV = "production"
      }

      resources {
        cpu    = 250
        memory = 512
      }
    }
  }
}