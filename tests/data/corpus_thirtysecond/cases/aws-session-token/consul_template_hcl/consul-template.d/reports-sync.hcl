# /etc/consul-template.d/reports-sync.hcl
consul {
  address = "127.0.0.1:8500"

  retry {
    enabled  = true
    attempts = 12
    backoff  = "250ms"
  }
}

vault {
  address     = "https://vault.palisade.io:8200"
  renew_token = false

  retry {
    attempts = 5
  }
}

log_level = "info"
kill_signal = "SIGTERM"

template {
  source      = "/etc/consul-template.d/reports-sync.env.ctmpl"
  destination = "/etc/reports-sync/env"
  perms       = 0600
  command     = "systemctl restart reports-sync"
}

exec {
  command      = ["/usr/local/bin/reports-sync", "--config", "/etc/reports-sync/env"]
  splay        = "5s"
  kill_timeout = "10s"

  env {
    pristine = false
    custom   = [
      "USER_ID=AROAOKQT6TUTJCKGC6UXH:botocore-session-1725257530",
    ]
  }
}
