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
LINODE_TOKEN=123af1409d939480421362805265682f936588eaf3c340727a2c44986882b2a4
CACHE_TTL=300
SENTRY_ENVIRONMENT=staging
EOT
  command     = "systemctl reload orders"
}
