# /etc/consul-template.d/billing-sync.hcl
consul {
  address = "127.0.0.1:8500"

  retry {
    enabled  = true
    attempts = 12
    backoff  = "250ms"
  }
}

vault {
  address     = "https://vault.tidewater.com:8200"
  renew_token = false

  retry {
    attempts = 5
  }
}

log_level = "info"
kill_signal = "SIGTERM"

template {
  source      = "/etc/consul-template.d/billing-sync.env.ctmpl"
  destination = "/etc/billing-sync/env"
  perms       = 0600
  command     = "systemctl restart billing-sync"
}

exec {
  command      = ["/usr/local/bin/billing-sync", "--config", "/etc/billing-sync/env"]
  splay        = "5s"
  kill_timeout = "10s"

  env {
    pristine = false
    custom   = [
      "FCM_SERVER_KEY=AAAAw0Cl9Qk:APA91b-rJ-BCZyjNADeoFwxLWi_1hUJc6J4X9o0jzM8jGXP4BEvhBY_qvD-PofCuA-pkZPplNFIxVZKy_PMEt1zrHuCqR7uIt5BF3GS-ozyMQ4YyOs2glDkXW3Vtju6q50mtMRkuZWPp",
    ]
  }
}
