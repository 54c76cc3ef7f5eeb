job "webhooks" {
  datacenters = ["eu-west-1a"]
  type        = "service"

  update {
    max_parallel     = 1
    min_healthy_time = "30s"
    auto_revert      = true
  }

  group "webhooks" {
    count = 4

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
        image = "ghcr.io/acmecorp/webhooks@sha256:a01aa24e9f084ed9b1eefe8c34627bb608013537913567d12784e2e0df3dcdd0"
        ports = ["http"]
      }

      env {
        CACHE_TTL = "300"
        MAILCHIMP_KEY = "9a2f4c4acf3d653d6e872793e3da10db-us14"
        PORT = "8080"
      }

      resources {
        cpu    = 1000
        memory = 256
      }
    }
  }
}
