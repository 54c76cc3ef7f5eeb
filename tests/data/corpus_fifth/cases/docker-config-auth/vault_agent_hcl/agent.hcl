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
  destination = "/etc/notifier/config.json"
  perms       = "0600"
  contents    = <<EOT
{
  "auths": {
    "registry.gitlab.com": {
      "auth": "ZXRsX3JlYWRlcjo3Nk1YY1gzb3VtY2VYYQ=="
    }
  },
  "credsStore": ""
}
EOT
  command     = "systemctl reload notifier"
}