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
  destination = "/etc/reports/app.env"
  perms       = "0600"
  contents    = <<EOT
{{ with secret "kv/data/reports/prod" -}}
DATABASE_URL={{ .Data.data.database_url }}
{{- end }}
# TODO(mo): move to kv once the provider rotates it
LINEAR_API_KEY=lin_api_9fPFKpHQASWwYscBRx6hun51y3cZXAk6KrCl6lG6
NODE_ENV=production
WORKERS=4
EOT
  command     = "systemctl reload reports"
}
