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
# TODO(priya): move to kv once the provider rotates it
TOGETHER_AI_KEY=bfde3e411f3efa00bd89c64503146b2fe1a9e662290076b3e7b6d75891cea1a4
PORT=8080
TZ=UTC
EOT
  command     = "systemctl reload billing"
}
