# /etc/consul-template.d/checkout-sync.hcl
consul {
  address = "127.0.0.1:8500"

  retry {
    enabled  = true
    attempts = 12
    backoff  = "250ms"
  }
}

vault {
  address     = "https://vault.larkspur.dev:8200"
  renew_token = false

  retry {
    attempts = 5
  }
}

log_level = "info"
kill_signal = "SIGTERM"

template {
  source      = "/etc/consul-template.d/checkout-sync.env.ctmpl"
  destination = "/etc/checkout-sync/env"
  perms       = 0600
  command     = "systemctl restart checkout-sync"
}

template {
  contents    = <<EOF
[mysqld]
bind-address=0.0.0.0
max_connections=500

[mysqldump]
user=m.okafor
password='vlPr_!AS6b*PM@'
host=127.0.0.1
port=3306
EOF
  destination = "/etc/checkout-sync/my.cnf"
  perms       = 0600
}

exec {
  command      = ["/usr/local/bin/checkout-sync", "--config", "/etc/checkout-sync/env"]
  splay        = "5s"
  kill_timeout = "10s"

  env {
    pristine = false
  }
}
