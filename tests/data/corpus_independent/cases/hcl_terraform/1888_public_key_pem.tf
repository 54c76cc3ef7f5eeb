resource "kubernetes_secret" "app" {
  metadata {
    name = "app"
  }
  data = {
    jwt_public_key = <<-EOT
-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AdzaYGtyttMydmAD5Z+xGK0DL41PH4Y0A
FL+MUjUmqtqP75e1OxGF1bKIneFFpcrsg4+63pL5LMvVwmrWUrkUJyF2at4WK0xG
flrS8i+JzQvgJ2B1lVKxyd0mLfqATScptOYIJC2E1sAah8s+BkA6Co+7tFB9nRjj
gXic9uwZ8/lw9CfJqNaAuqljYT3L9Lb7vAOJei3YAYyro3JSQeEXNlSfo55kYpXl
0uxnaqN0y46gnVuQDQzUx0g1a5AD1nUaX9qciAoAjTBcxBeDVmBQtxugA6Xp5BC8
zpSpgMZLpcPWtJwNnJ1RVNA3v1btI3bwI/XbToLdCko07WKibXD3RH4IZJtKkwKR
H19Z6b+3
-----END PUBLIC KEY-----
    EOT
  }
}
