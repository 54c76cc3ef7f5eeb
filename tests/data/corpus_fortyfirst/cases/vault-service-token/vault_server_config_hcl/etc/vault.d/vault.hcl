ui            = true
cluster_addr  = "https://vault-1.tidewater-logistics.com:8201"
api_addr      = "https://vault.tidewater-logistics.com:8200"
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
  address         = "https://vault-unseal.tidewater-logistics.com:8200"
  token           = "hvs.CAESIPx8zqqLWTYMIPM7j0hfFYiCay0WhfrbBhSJCKb1BZ1qGh4KHGh2cy5JenZZSm9NN2VFZUtxR2VNQ0NiZ0JHb3E"
  disable_renewal = "false"
  key_name        = "autounseal"
  mount_path      = "transit/"
}

telemetry {
  prometheus_retention_time = "30s"
  disable_hostname          = true
}
