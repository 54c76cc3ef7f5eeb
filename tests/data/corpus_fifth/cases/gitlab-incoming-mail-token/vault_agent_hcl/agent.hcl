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
  destination = "/etc/orders/app.env"
  perms       = "0600"
  contents    = <<EOT
{{ with secret "kv/data/orders/prod" -}}
DATABASE_URL={{ .Data.data.database_url }}
{{- end }}
# TODO(priya): move to kv once the provider rotates it
INCOMING_EMAIL_TOKEN=glimt-<token>
NODE_ENV=production
APP_ENV=production
EOT
  command     = "systemctl reload orders"
}
