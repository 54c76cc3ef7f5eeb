resource "kubernetes_secret" "app" {
  metadata {
    name = "app"
  }
  data = {
    ppk_key = <<-EOT
PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: eddsa-key-20261130
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAIIk9t5llN4ViDA+uGqSQMv/1ug/fayW+pEB48WG9
PS0e
Private-Lines: 1
AAAAIOVUvXVRDcSOTKfPXj+gX4L40J6m9AgxOGC3AfUmkelO
Private-MAC: ff9282084d3299f33a5848e706d838e53ffb7ead572b0f08ab379154bb2ea663
    EOT
  }
}
