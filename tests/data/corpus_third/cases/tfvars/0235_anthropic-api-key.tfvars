# terraform.tfvars (prod)
region      = "eu-west-1"
environment = "prod"
instance_count = 3
db_host = "db.internal.example.net"
cache_ttl = "600"
anthropic_api_key = "sk-ant-api03-L6fAd8-rN89loPMjY-H05_CQFSro-ObhNRlv8gFAMmSFusx4lxX0FRhMkAdcXHNWpTcH-Ul-sFAKGUlX-yLP-IV1t152SAA"
sentry_environment = "prod"
tags = {
  team = "platform"
}
