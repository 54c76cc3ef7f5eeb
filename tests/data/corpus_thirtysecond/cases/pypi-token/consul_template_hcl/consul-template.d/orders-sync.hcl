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
  address     = "https://vault.quillon.net:8200"
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
    custom   = [
      "PYPI_PASSWORD=pypi-AgEIcHlwaS5vcmcCJGFhZGJmMjI3LWQ1ZGYtNGYwYi04MDU1LTk0Mzk5NTM3ODIwYgACN3sidmVyc2lvbiI6IDEsICJwZXJtaXNzaW9ucyI6IHsicHJvamVjdHMiOiBbInRlc3NlbCJdfX0AAAYgfQ82V78TkM3yWs6mIVImYCydkVBc7wzkdlEvAI2enIw",
    ]
  }
}
