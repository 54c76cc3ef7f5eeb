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
  destination = "/etc/webhooks/.my.cnf"
  perms       = "0600"
  contents    = <<EOT
[mysqld]
bind-address=0.0.0.0
max_connections=500

[mysql]
user=svc_orders
password="GwAdh!p4JU3Uz9y90Z34vpw="
host=127.0.0.1
port=3306

EOT
  command     = "systemctl reload webhooks"
}