resource "kubernetes_secret" "app" {
  metadata {
    name = "app"
  }
  data = {
    apple_private_key = <<-EOT
-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgxzGdtTjXKHetz2xP
dtEszbbsuQBhyIJONY7YbWjf0VOhRANCAARKFMngeQklMW8VxdrDTm0kpkHBU1E6
mSBXygZN1LConJ0s1cNS8aatHbCkqOGX6NGma2/YDmK3+xPhD09Tshau
-----END PRIVATE KEY-----
    EOT
  }
}
