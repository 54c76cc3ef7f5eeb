pid_file = "/var/run/vault-agent.pid"

vault {
  address = "https://vault.acmecorp.io:8200"
  retry { num_retries = 5 }
}

auto_auth {
  method "approle" {
    config = {
      role_id_file_path   = "/etc/vault.d/role-id"
      secret_id_file_path = "/etc/vault.d/secret-id"
    }
  }
  sink "file" {
    config = { path = "/run/vault/.token" }
  }
}

template {
  destination = "/etc/checkout/id_dsa"
  perms       = "0600"
  contents    = <<EOT
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQDGeXYvTBrQXOV0jqdcQ+dZJqXQr8fG8gvmRzjo9y7eW37VwLF5
3qHYLGt9G6vdnvxj8tU8JzyLCqmii093YSRmriM7oSP4wElW/lmJTv+0MhD463KI
0jBhIal7gb/vfUPlaDxDxBlu4RR4bzHTEn4O/EW2v6QHjkU2cr/3xgX0TwIVAPnA
nosDo3Zk+EzvDANvZwkFXpUyAoGBAKyJU/w4hX5DQo/Zsq5JrYCryUSupo/rxf2C
Yk1Ij37PftCbgOzsDA4EcKIlnHrK4jFPMC1hUp2HkWWw2VlT7Ry2vqKbhOD/dtNC
sbigymMcWDeNgRpYxxJJjaDMVl3MzSV9Fz/ZAJiAtqZeOd1naRb93Djbhb7UuJoZ
rxl6Q1rEAoGBAKWrgShyhgVyObW+2TDaH8pRr110h8jPM60pv+NgDxqGcD0YaC5O
0Epz9uhMxFWjRKLgax47GvNIVpOMMu+GuFaVDsCTzs+aXz3aj31Bkz7hEpytDuLO
i5utjpHwUVH6bbqy0+q9++CyEiLtHl8Y89bIQ/lAU/KJHLyuPmPYWmIBAhUAvuDL
wXYuDy/kLs58JDt0cQHCMWA=
-----END DSA PRIVATE KEY-----
EOT
  command     = "systemctl reload checkout"
}
