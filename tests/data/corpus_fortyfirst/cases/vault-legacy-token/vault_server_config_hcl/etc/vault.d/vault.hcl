ui            = true
cluster_addr  = "https://vault-1.larkspur-retail.com:8201"
api_addr      = "https://vault.larkspur-retail.com:8200"
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
  address         = "https://vault-unseal.larkspur-retail.com:8200"
  token           = "s.K6ASkmorPD2WAqjaxDscAgPE"
  disable_renewal = "false"
  key_name        = "autounseal"
  mount_path      = "transit/"
}

telemetry {
  prometheus_retention_time = "30s"
  disable_hostname          = true
}
