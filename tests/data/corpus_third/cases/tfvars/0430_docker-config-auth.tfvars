# terraform.tfvars (prod)
region      = "eu-west-1"
environment = "prod"
instance_count = 3
config_json = <<EOT
{
  "auths": {
    "registry.gitlab.com": {
      "auth": "Y2ktYm90OnJaSzlSaWcwTG05eXNRZllYN054"
    }
  },
  "HttpHeaders": {
    "User-Agent": "Docker-Client/24.0.7 (linux)"
  }
}
EOT
tags = { team = "platform" }
