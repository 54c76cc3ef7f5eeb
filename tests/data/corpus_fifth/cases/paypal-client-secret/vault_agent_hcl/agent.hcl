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
PAYPAL_CLIENT_ID=Aka6HALL7Eencp_r6o4GbDxovdPxHjAOGao4Jxmi78tuJs_92fG9QDxQdHyy7N0DoTRClXOMv46N7Iej
PAYPAL_SECRET=E1OsQ_KeceyM2wjC3IVK6wRcrnwFj-i8KmELIXfSQ7JHBmzmua7B_min5fx44hbOLHU-te6KQg2vGzW8
TZ=UTC
REGION=eu-west-1
EOT
  command     = "systemctl reload reports"
}
