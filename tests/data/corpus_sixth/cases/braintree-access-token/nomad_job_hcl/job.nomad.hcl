job "notifier" {
  datacenters = ["eu-west-1a"]
  type        = "service"

  update {
    max_parallel     = 1
    min_healthy_time = "30s"
    auto_revert      = true
  }

  group "notifier" {
    count = 6

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
        image = "ghcr.io/acmecorp/notifier@sha256:01ca3228f9637efdf4fed8a43274495dd4fafc020eb7a8e6d64f1f21be9405eb"
        ports = ["http"]
      }

      env {
        TZ = "UTC"
        BRAINTREE_ACCESS_TOKEN = "access_token$production$a0ohzoy88necb7xc$9409365abc51e642b8b04eef5fc191ac"
        CACHE_TTL = "300"
      }

      resources {
        cpu    = 1000
        memory = 1024
      }
    }
  }
}