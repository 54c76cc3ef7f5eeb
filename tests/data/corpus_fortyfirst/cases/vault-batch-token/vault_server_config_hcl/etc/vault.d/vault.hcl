ui            = true
cluster_addr  = "https://vault-1.quillon.net:8201"
api_addr      = "https://vault.quillon.net:8200"
disable_mlock = true

storage "raft" {
  path    = "/opt/vault/data"
  node_id = "vault-1"
}

listener "tcp" {
  address       = "0.0.0.0:8200"
  tls_cert_file = "/opt/vault/tls/tls.crt"
  tls_key_file  = "/opt/vault/tls/tls.key"
}

seal "transit" {
  address         = "https://vault-unseal.quillon.net:8200"
  token           = "hvb.AAAAAesmHhD1z6jlAXKx750gamaDn3IzKFB1XNItzxeq8kw-gq5ZlBltApvY0NL2ankNjIy7HSUhedJ_dc3CappWJev4WS-Gm3cvE991LsbpAx0b3Dy3hXoCH4CtV4q6M4MuFscW-k0u7LZwPx8qr-x7cCgo-N5G"
  disable_renewal = "false"
  key_name        = "autounseal"
  mount_path      = "transit/"
}

telemetry {
  prometheus_retention_time = "30s"
  disable_hostname          = true
}
