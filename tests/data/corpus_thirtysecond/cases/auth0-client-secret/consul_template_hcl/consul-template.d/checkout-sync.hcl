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
  address     = "https://vault.palisade.io:8200"
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
      "AUTH0_CLIENT_ID=UDtYuLnzwV0auEjcUWB61NinZz7LhryQ",
      "AUTH0_DOMAIN=nw-prod.us.auth0.com",
      "AUTH0_API_CLIENT_SECRET=5AiJhtjozfqBPF3Hms0mCO3SjtVVTG-s1xrVgPYj-jn9_qBMVcdjWvPWwCqg1rGo",
    ]
  }
}
