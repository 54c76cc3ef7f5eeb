# /etc/consul-template.d/webhooks-sync.hcl
consul {
  address = "127.0.0.1:8500"

  retry {
    enabled  = true
    attempts = 12
    backoff  = "250ms"
  }
}

vault {
  address     = "https://vault.kestrelworks.io:8200"
  renew_token = false

  retry {
    attempts = 5
  }
}

log_level = "info"
kill_signal = "SIGTERM"

template {
  source      = "/etc/consul-template.d/webhooks-sync.env.ctmpl"
  destination = "/etc/webhooks-sync/env"
  perms       = 0600
  command     = "systemctl restart webhooks-sync"
}

exec {
  command      = ["/usr/local/bin/webhooks-sync", "--config", "/etc/webhooks-sync/env"]
  splay        = "5s"
  kill_timeout = "10s"

  env {
    pristine = false
    custom   = [
      "GRAFANA_API_KEY=eyJrIjoiaUdsSmUzYTR2WUEwSEtMRTE4QWJFVkt4UmE0NzhNdXUiLCJuIjoiY2ktZGVwbG95IiwiaWQiOjEwfQ==",
    ]
  }
}
