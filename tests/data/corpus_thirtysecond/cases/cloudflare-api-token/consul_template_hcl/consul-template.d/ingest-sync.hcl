# /etc/consul-template.d/ingest-sync.hcl
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
  source      = "/etc/consul-template.d/ingest-sync.env.ctmpl"
  destination = "/etc/ingest-sync/env"
  perms       = 0600
  command     = "systemctl restart ingest-sync"
}

exec {
  command      = ["/usr/local/bin/ingest-sync", "--config", "/etc/ingest-sync/env"]
  splay        = "5s"
  kill_timeout = "10s"

  env {
    pristine = false
    custom   = [
      "CF_API_TOKEN=86m_JnO7GUdkHTWg3Vscps6m4cjoHF8yPAl9Ut3m",
    ]
  }
}
