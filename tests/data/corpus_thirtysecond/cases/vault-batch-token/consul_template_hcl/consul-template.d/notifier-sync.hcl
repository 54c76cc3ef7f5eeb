# /etc/consul-template.d/notifier-sync.hcl
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
  token       = "hvb.AAAAATc2odpcVL0_aI-mXHxNtBUaWJaqZIoHJsy5JhkaojeHHlTFEAjxz9P6cC6QJakAERHIZIaZOdEMyU_wKJD2DhPBCvcOXhsMBWlS-0O0K_qAd6JqAMjwW4aRclHBCKlOxg0GHFTOA_nITnZCsxvku3IkzLAs"
  renew_token = false

  retry {
    attempts = 5
  }
}

log_level = "info"
kill_signal = "SIGTERM"

template {
  source      = "/etc/consul-template.d/notifier-sync.env.ctmpl"
  destination = "/etc/notifier-sync/env"
  perms       = 0600
  command     = "systemctl restart notifier-sync"
}

exec {
  command      = ["/usr/local/bin/notifier-sync", "--config", "/etc/notifier-sync/env"]
  splay        = "5s"
  kill_timeout = "10s"

  env {
    pristine = false
  }
}
