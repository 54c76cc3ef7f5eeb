# /etc/consul-template.d/orders-sync.hcl
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
  token       = "hvs.CAESIGb3yuxSJFzTri0J2zkI4BaTW9yuH5raUw8MKXfskwtRGh4KHGh2cy5EVkxoNkZ4SDFTMmlVQUpXRXh5NGNLbGY"
  renew_token = false

  retry {
    attempts = 5
  }
}

log_level = "info"
kill_signal = "SIGTERM"

template {
  source      = "/etc/consul-template.d/orders-sync.env.ctmpl"
  destination = "/etc/orders-sync/env"
  perms       = 0600
  command     = "systemctl restart orders-sync"
}

exec {
  command      = ["/usr/local/bin/orders-sync", "--config", "/etc/orders-sync/env"]
  splay        = "5s"
  kill_timeout = "10s"

  env {
    pristine = false
  }
}
