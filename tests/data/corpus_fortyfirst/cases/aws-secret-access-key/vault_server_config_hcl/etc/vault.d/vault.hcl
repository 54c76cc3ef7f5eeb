ui            = true
cluster_addr  = "https://vault-1.cobaltpeak.ca:8201"
api_addr      = "https://vault.cobaltpeak.ca:8200"
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
  secret_key = "Yf6/GncT+4js1jKqF/jXnHHfIAH+jffSrReG5Sm2"
  kms_key_id = "fc366dbd-fefd-42a0-abb2-b763454c3c4a"
}

telemetry {
  prometheus_retention_time = "30s"
  disable_hostname          = true
}
