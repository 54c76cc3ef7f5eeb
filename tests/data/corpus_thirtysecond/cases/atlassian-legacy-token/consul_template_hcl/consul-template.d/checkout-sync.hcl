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
  address     = "https://vault.cobaltpeak.ca:8200"
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

exec {
  command      = ["/usr/local/bin/checkout-sync", "--config", "/etc/checkout-sync/env"]
  splay        = "5s"
  kill_timeout = "10s"

  env {
    pristine = false
    custom   = [
      "JIRA_USER=deploy@larkspur.dev",
      "ATLASSIAN_TOKEN=mQKXxWujtacJkX6GgUMprpCl",
    ]
  }
}
