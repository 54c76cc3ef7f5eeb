job "notifier" {
  datacenters = ["dc1"]
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
        image = "ghcr.io/acmecorp/notifier@sha256:b908411565217263214ddb2e196b6348cd58f54a3d62f997cb6457558c0d5fc2"
        ports = ["http"]
      }

      template {
        destination = "secrets/.npmrc"
        change_mode = "restart"
        perms       = "0600"
        data        = <<EOH
registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=38fc9d89-6809-4fdd-8854-dcff37b55e42
always-auth=true
save-exact=true
EOH
      }

      resources {
        cpu    = 250
        memory = 256
      }
    }
  }
}
