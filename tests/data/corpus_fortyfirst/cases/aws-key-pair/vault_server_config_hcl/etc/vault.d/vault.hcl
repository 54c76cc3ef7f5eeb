ui            = true
cluster_addr  = "https://vault-1.kestrelworks.io:8201"
api_addr      = "https://vault.kestrelworks.io:8200"
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
  access_key = "AKIAP7KKCTYRQTEO3XXP"
  secret_key = "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"
  kms_key_id = "6ce41346-8c79-4c97-8b81-92c4e5460278"
}

telemetry {
  prometheus_retention_time = "30s"
  disable_hostname          = true
}
