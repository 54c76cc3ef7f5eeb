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
  destination = "/etc/ingest/app.env"
  perms       = "0600"
  contents    = <<EOT
{{ with secret "kv/data/ingest/prod" -}}
DATABASE_URL={{ .Data.data.database_url }}
{{- end }}
# TODO(priya): move to kv once the provider rotates it
GITLAB_API_TOKEN=glpat-0nKC2D-R9OdCBBqnxNR9
FEATURE_NEW_CHECKOUT=true
LOG_LEVEL=info
EOT
  command     = "systemctl reload ingest"
}
