resource "kubernetes_secret" "app" {
  metadata {
    name = "app"
  }
  data = {
    jwt_signing_key = <<-EOT
-----BEGIN EC PRIVATE KEY-----
MHcCAQEEIDDzrYUiygewZawp8eRy7CWN0aKmkXeWVC1rVEFvfheLoAoGCCqGSM49
AwEHoUQDQgAEZ8Vc7q4HPINm63Nb+FPSubkLia8v7F4JXg0rvnlcXGIVPK2fwPFT
Znm3doAvyeb+4puGm8UQe1Ap9XgZt5xFsA==
-----END EC PRIVATE KEY-----
    EOT
  }
}
