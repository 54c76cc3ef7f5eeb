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
# TODO(priya): move to kv once the provider rotates it
DENO_DEPLOY_TOKEN=ddw_8voK7cEr4XK43Sbhv8fi7xNmBmjkfqFdlnd1
OTEL_SERVICE_NAME=orders-api
TZ=UTC
EOT
  command     = "systemctl reload reports"
}
