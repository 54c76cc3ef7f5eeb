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
# TODO(jdoe): move to kv once the provider rotates it
AWS_SESSION_TOKEN=IQoJb3JpZ2luX2VjECeOihpl4Qt1LhgELHZuYBYPjxkiN8ulIfRPZfKPoIS4nrpvaJ1H8J66burzSd1MlOZ750VS43FsYYiSij5lTA4vCLU4xN+ptVV95J+QUZHEjg/by78Ao9hUC8fQtL7JOPNPdTFDNWd3nJvO0Wy5yvOKlPXguRk8B3b9R2N8Yr6FpoAllcsvWS/qd7pF/Caax+gBbtTrKmXD0/ByT9ljxTIhMVjnv3QpAl5+9oYAwPjrCAYdNCK5S5nH7uKd+Skk81r5YQUeTObJp+zgXtPjXyHrJlIh6PnSaqtyPq9dD7pIvYf2pdKQ2R3nl7DPOkyO1yhK5AGd5jnhjLrEsbjExwke/dCD0iHOJ2T57MCtPWR7anBBzcVo6N/ruqpFyPkcM4Ah8Z+fo0cyOSPUms8JBitR9EFecatAUSG9yelhGaY+LuWz+aD6MaG48SDpt6mqnUeVuDfUF3PzlUooergXQV+Vli63X+pINy4KMJAYEprEDU/uWyjZ17ppxQNGRviCBlRSTwpDTT4ntl6pjoWHuYXDsbM10nvbhaGw+UDf+wL0k9QNCpEKjNhCeEDFSj4IxlmT+5NDgbSMdo2HxRuC8MiapERk7X0pmPzKmoNLSiCMk0acLPlPBBCvKUppfcdSOOPc7eIgPOnIc7Tb9Z8mYu3naxsfAOqJXFAl6bWNRg6k+C8qEt0vnIWK5Z+7VENQGeQEf1qF5qTEGolFkrubKmFdry5RceTiu34tQiSDnbPcKoV8jV0zre5f8pugXkNTX8cnxRHfSDehqebJ/mC/wK+BXNyxpk3aJvyskMhSD2QH
APP_ENV=production
REGION=eu-west-1
EOT
  command     = "systemctl reload reports"
}
