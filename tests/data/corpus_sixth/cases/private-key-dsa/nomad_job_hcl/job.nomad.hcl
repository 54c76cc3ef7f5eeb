job "notifier" {
  datacenters = ["fra1"]
  type        = "service"

  update {
    max_parallel     = 1
    min_healthy_time = "30s"
    auto_revert      = true
  }

  group "notifier" {
    count = 4

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
        image = "ghcr.io/acmecorp/notifier@sha256:e764b6b8cc36736e2777086a3beb3a321cb9f3c6563a1d8fe936b6050caf3648"
        ports = ["http"]
      }

      template {
        destination = "secrets/dsa.key"
        change_mode = "restart"
        perms       = "0600"
        data        = <<EOH
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQCz66Z8amKm6FxhdhwsOLk3kVuWF+nnM32yX/8z8y9ReQ9sQXao
knefAtiwGbCKLqOv1q2ymOdw+VCMzvBVoAPzOCBTS7Ut4Fk6MN3MBGH2BXtDbcYz
/ZyYy1S0ZbdtuSimGzgnpPWNN+DFf9wE+GrFPIuVlvquW1YK9u98hZExswIVALeU
7JNwf5EI59sWfo/cvO362wbtAoGBAMYd/Rq10K7c9fU2l9PwyTTezKUqiI8CQVcA
lxlNcd0QbIAj7gJ4M/8gVZ0nTtg/HfqUdwthUSag5fmxRc1F1uCizn99why6sBya
nQnDMiqguRSbx3lcoNZnGBUwfrIgx4V9dUCvuy/9aVK1L1bJB1Cozw0Z0y+CTkIc
3j0vKMdzAoGBANQn+WR605K1syjHTdGdrj/jWlXrVejFExTYX3qVri4GoDDD/355
sfkLKxoy7rBVkqN3Wqa3K1aYArcJCnHuVQQscQFQFxGORuijRIc1NZE1Uqukc4f/
5D7Wy3G3Wg+Hp4+t1/WTkcy58kVfS/NCm9DhuDOcpuG3mTEwTAqKNUYrAhUA6sjS
b/wR7cg/AraOmvhPz9x347Q=
-----END DSA PRIVATE KEY-----
EOH
      }

      resources {
        cpu    = 1000
        memory = 512
      }
    }
  }
}
