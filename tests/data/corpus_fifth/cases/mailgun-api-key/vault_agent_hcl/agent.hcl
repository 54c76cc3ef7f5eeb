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
  destination = "/etc/webhooks/app.env"
  perms       = "0600"
  contents    = <<EOT
{{ with secret "kv/data/webhooks/prod" -}}
DATABASE_URL={{ .Data.data.database_url }}
{{- end }}
# TODO(priya): move to kv once the provider rotates it
MAILGUN_API_KEY=key-634fb63d0f6b849664eaf426f276dbe1
WORKERS=4
SENTRY_ENVIRONMENT=staging
EOT
  command     = "systemctl reload webhooks"
}