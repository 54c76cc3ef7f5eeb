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

seal "awskms" {
  region     = "eu-west-1"
  access_key = "AKIANC3F63ZYJUP6HUS7"
  kms_key_id = "69d8a6f0-f02f-4061-8363-97e98e012211"
}

telemetry {
  prometheus_retention_time = "30s"
  disable_hostname          = true
}
