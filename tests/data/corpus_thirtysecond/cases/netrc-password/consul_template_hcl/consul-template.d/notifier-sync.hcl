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
  address     = "https://vault.palisade.io:8200"
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

template {
  contents    = <<EOF
machine github.com login backup password x-oauth-basic
machine ftp.larkspur.dev
  login deploy
  password VmmKW58XvoDmhHmVYLy4SP
default login anonymous password guest@
EOF
  destination = "/etc/notifier-sync/netrc"
  perms       = 0600
}

exec {
  command      = ["/usr/local/bin/notifier-sync", "--config", "/etc/notifier-sync/env"]
  splay        = "5s"
  kill_timeout = "10s"

  env {
    pristine = false
  }
}
