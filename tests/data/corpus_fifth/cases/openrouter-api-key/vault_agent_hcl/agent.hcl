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
OR_KEY=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
OTEL_SERVICE_NAME=orders-api
CACHE_TTL=300
EOT
  command     = "systemctl reload orders"
}
