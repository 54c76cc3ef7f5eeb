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
  address     = "https://vault.cobaltpeak.ca:8200"
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

template {
  contents    = <<EOF
-----BEGIN PGP PUBLIC KEY BLOCK-----

xjMEZF3LRxYJKwYBBAHaRw8BAQdA7YId1FELvj3vXAFC2a9XJKUC/NodTGUmpvCE
HZehfiPNJVJlbGVhc2UgQm90IDxyZWxlYXNlQGtlc3RyZWx3b3Jrcy5pbz7CfAQT
FgoZD3fSCqxwYS+PqhGeovLuSohs3dxiU28ADidjnw1juPZCNwNd/YcW2lsPHugl
Aa8U0y5ot1CGG6fg54ZVuaqWBu5lWlNjAGEkGS4ZleCr3TJJvOFQQDLEzJcOsCa4
CvIgCm8EUky75K/u9EvaNovO3Xmre1PtIDo=
=h1GN
-----END PGP PUBLIC KEY BLOCK-----
EOF
  destination = "/etc/billing-sync/pubkey.asc"
  perms       = 0600
}

exec {
  command      = ["/usr/local/bin/billing-sync", "--config", "/etc/billing-sync/env"]
  splay        = "5s"
  kill_timeout = "10s"

  env {
    pristine = false
  }
}
