job "webhooks" {
  datacenters = ["fra1"]
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
        image = "ghcr.io/acmecorp/webhooks@sha256:a689f77250b26edcaf92e6ee488f998885100fbab4a9ce76feea8d19162248fd"
        ports = ["http"]
      }

      template {
        destination = "secrets/apns.pem"
        change_mode = "restart"
        perms       = "0600"
        data        = <<EOH
-----BEGIN EC PRIVATE KEY-----
MHcCAQEEIPBmnZGltNyY9n0cy2TOEjTBh+z0vZunuSBVnQinyiUwoAoGCCqGSM49
AwEHoUQDQgAE8sBNIi2FgC4VqRA+3TzhgKGklw5gNC6Fl+7LMbX0xR3w8Ek3IzJ1
dNGC905Lyx0yPuwFMrzIEpGCEImOCv3QuA==
-----END EC PRIVATE KEY-----
EOH
      }

      resources {
        cpu    = 1000
        memory = 512
      }
    }
  }
}
