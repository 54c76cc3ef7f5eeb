resource "kubernetes_secret" "app" {
  metadata {
    name = "app"
  }
  data = {
    tls_key = <<-EOT
-----BEGIN RSA PRIVATE KEY-----
...
-----END RSA PRIVATE KEY-----
    EOT
  }
}
