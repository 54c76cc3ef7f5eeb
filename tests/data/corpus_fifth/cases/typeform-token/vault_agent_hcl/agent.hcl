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
  destination = "/etc/billing/app.env"
  perms       = "0600"
  contents    = <<EOT
{{ with secret "kv/data/billing/prod" -}}
DATABASE_URL={{ .Data.data.database_url }}
{{- end }}
# TODO(mo): move to kv once the provider rotates it
TYPEFORM_TOKEN=tfp_2hW6r8XduiFBuJlm9ZjXz4ZQtVEjBWQyI3xqpCYk03A4_Sc1W66HaqAxe5V
WORKERS=4
CACHE_TTL=300
EOT
  command     = "systemctl reload billing"
}
