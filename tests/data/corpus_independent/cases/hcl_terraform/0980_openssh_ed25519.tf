resource "kubernetes_secret" "app" {
  metadata {
    name = "app"
  }
  data = {
    ssh_private_key = <<-EOT
-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACDdQ3uWtYJo86Bp4gvIpzW0u1ch9OD1cOssUA1VWyeSMwAAAJjwJC6W8CQu
lgAAAAtzc2gtZWQyNTUxOQAAACDdQ3uWtYJo86Bp4gvIpzW0u1ch9OD1cOssUA1VWyeSMw
AAAEAtBKsf71takx6/3QgEKdykRI3la/NoiIQHoHqE7ieWVt1De5a1gmjzoGniC8inNbS7
VyH04PVw6yxQDVVbJ5IzAAAADmRlcGxveUBidWlsZC03AQIDBAUGBw==
-----END OPENSSH PRIVATE KEY-----
    EOT
  }
}
