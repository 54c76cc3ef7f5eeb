resource "kubernetes_secret" "app" {
  metadata {
    name = "app"
  }
  data = {
    gpg_private_key = <<-EOT
-----BEGIN PGP PRIVATE KEY BLOCK-----

xdhYBIoeUJYWdAEFW4wDcd+5IS+CMVCDYbY/tqcMeKjoPmC/Tk7uLC5VcjHi2K7y
e0SdU1ZN4p7QeeGv/2aQrGrr0rba43Fw6CHIO32TlYdB+pIb83t+c05gRMj+OfLs
wbizlkwTBFQsKMFtT6Q2plHws3Xy6OcX3bcJ/T4EhU227Huu1Vhaq9PHWOEYIfoP
gKL+VnZxCU8/+qzfA+uoNL7j2ftcD/aZanXmya4Gvfg4Sp0oP2MHLJBvuiBzYEvS
t90fQEnFHwkVEoXAB71jj/H+UU7TqjXeT34lT6y1AoI9B+cxkjnJHI0/NdwMZcBj
H5/lVZeINClNPutXn7rKPMxZjUTr7B2FhTu2imEpz8ByhXGQK17/bX9PlH++s+hQ
qVegxLDl+0r10qHfrvBltnYXCinLghMV1ZpwRHKw5hfqUw9vglizrM71UsNcRtPi
nhW5lQxxbhmtc7aDaCp650GvUyeJNvvTq9/Mzfw8FYrWT6r6EA+dOsrEQJH4rmdR
YRmpo2yIMJ6oPdqxB6WGa03vrl/q9jZPocHVBscbal07qzUEKBnZuH6OjYf+Ive3
JgPYNPoXpOLt6M/6+rr5B57VjZQ9EhRhvOf9/eXp+XXa2cxhuu3ADkyC8zA2ik1z
3XBEWZrlifcD+iczhC5H5qJ17jt7eXuOY9TlOC5q6uWn5HFcdXZrMrrY0MCIsMZi
Xsuoy4NVzKqQVIQke5Z14hChTJacUdJoZKdzNK5YUn7C/C1uQpX+3U9qBNub5CHo
JjsWRED5O1T3iEc4nfsVGZN3ufjyPFhDBtHXLGjynT1QyjXKluKf1eoDjmSsJ2hX
1IIp7GEK++CrdncrrOMHEWjF3qX3IOg/uAkVC8hlaRIVuUiXNGwx1tIhPRQOJjyd
JQTwLMcN8VmDQcFxHnrRn1a2Y2F0hz+TvXc87++zInuteTn3pw==
=oM0N
-----END PGP PRIVATE KEY BLOCK-----
    EOT
  }
}
