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
ATLAS_CLIENT_ID=mdb_sa_id_2baa22c5ac0d431680c25c7c
ATLAS_CLIENT_SECRET=mdb_sa_sk_VDbCpxZtLDBFJWfZPLBjtUkoU4dinHYhLwZVpBkq
LOG_LEVEL=info
OTEL_SERVICE_NAME=orders-api
EOT
  command     = "systemctl reload reports"
}
