# terraform.tfvars (prod)
region      = "eu-west-1"
environment = "prod"
instance_count = 3
db_host = "db.internal.example.net"
log_level = "info"
vault_token = "hvs.CAESIjq2hMEPsN0wjQsVUNcYcSJTr_As9Df0SrRQWLOMLPnB3Ok1ijaRrhrIefVtvimfSo9uoZ1__XXrRqCdNvwD433"
app_env = "production"
tags = {
  team = "platform"
}
