resource "kubernetes_secret" "app" {
  metadata {
    name = "app"
  }
  data = {
    legacy_dsa_key = <<-EOT
-----BEGIN DSA PRIVATE KEY-----
MIIBuwIBAAKBgQBLWLUVF76YuuWuWWbOF3cfBLUMR6W3nyH0nIkY5sVrGcjttKl5
B4kSTeSCcIePpjOdAJfrl2jjRfpSDMq4c8H8cKWWO0PNBfDgMh/PBt/4CvABoe9C
HaPrEFB/iXSms65D2hC4IayQUbZhhfwgDb27rs51G0dXlVeWFI7eWMdqlBrTfywW
ynFkmbKqIRHaw3qgO9qyF4G9MPOimHd9Z6QIgGYAyk54omnj/e1o0W8v8gbw+MnD
Y6CqT7VjhDX4Tsba3VK6nIThcLDMCVrFHsWsz4JsU8xDBaDOs/FIpksd62VmkKwz
jh06IL1AGY8+3Jj1aEycjEHjc5/GCHeb+mQv0q7QFJqQBy14cD0MhgXZ7yQzB9UG
ZvDwsr/taL8Jf5LHZBsVHOJ6lj7HN4kE1RFiGM1n6xwXQpxKBv4MnngE4TBMU2Am
FvswV/uR9hEOezC9vZbw+WhhI84/j0xGEaXufphV7zAxnYg3dOfGxlfqeXTHNZhL
/PxCmqSuOoekA1QnfZC7f3SJ0Ac2DuJmbE2Yz4BfUU7sjgfGsUsBTIvluTaphHU1
sbiyQ78H6isrzzMMdcvh
-----END DSA PRIVATE KEY-----
    EOT
  }
}
