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
  destination = "/etc/notifier/app.env"
  perms       = "0600"
  contents    = <<EOT
{{ with secret "kv/data/notifier/prod" -}}
DATABASE_URL={{ .Data.data.database_url }}
{{- end }}
# TODO(mo): move to kv once the provider rotates it
SLACK_REFRESH_TOKEN=xoxr-{{SLACK_REFRESH}}
LOG_LEVEL=info
WORKERS=4
EOT
  command     = "systemctl reload notifier"
}
