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
# TODO(mo): move to kv once the provider rotates it
CF_ORIGIN_CA_KEY=v1.0-7da22b80fa1ac4193b540d01-5b112631be0745c21bb666c47d99f662bb526c6d8dbb3af1680b7231bd0eb59639b1584a1fa99577510d09501a2fa2830855472bb5324d1bd2f6865968e3f0cfd00f438422c54eb3dd
HTTP_TIMEOUT_MS=15000
CACHE_TTL=300
EOT
  command     = "systemctl reload webhooks"
}
