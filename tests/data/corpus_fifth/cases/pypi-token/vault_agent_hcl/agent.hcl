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
PYPI_API_TOKEN=pypi-AgEIcHlwaS5vcmcCJDBhZWRkNmRiLWY3YzMtNDgyOC1hMWVmLTJlZGRiZjBhMGIzMAACJXsicGVybWlzc2lvbnMiOiAidXNlciIsICJ2ZXJzaW9uIjogMX0AAAYgu8ALzmkZNe1es241bhANpHIrnSU_qGjU3dUK0yUo8Ic
HTTP_TIMEOUT_MS=15000
OTEL_SERVICE_NAME=orders-api
EOT
  command     = "systemctl reload reports"
}
